// `pnpm campaign <command>`: operators' changes to an environment's campaign manifest. Every write
// is checked (schema, then the remotes themselves), written atomically and kept in the history;
// a refused change leaves the live file exactly as it was.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseCampaignManifest, type CampaignManifest } from '@onam/shared/manifest/schema';
import { LockedError, withLock, writeFileAtomic } from './atomic-file';
import {
  FOUND_EDITED,
  FOUND_FIRST,
  findRevision,
  readHistory,
  readRevision,
  writeIndex,
  writeSnapshot,
  type Revision,
} from './history';
import { checkLive, requiredModules } from './live-check';
import {
  describeChanges,
  EditError,
  festivalDay,
  manifestText,
  mapRoute,
  promote,
  routePath,
  schedule,
  setEnabled,
  setVersion,
  switchOff,
  switchOn,
  unschedule,
  type ManifestJson,
} from './manifest-edit';
import { historyLines, summarize } from './summary';

export interface CampaignContext {
  /** The folder of environments, each `<env>/campaign.json` (deploy/campaigns). */
  campaignsDir: string;
  /** Where relative paths the operator types are resolved from, and shown relative to. */
  cwd: string;
  out: (line: string) => void;
  err: (line: string) => void;
  author: string;
  now: () => Date;
  fetch?: typeof fetch;
}

export const USAGE = `pnpm campaign <command> [--env <name>] [options]

Reading
  show                                   the manifest at a glance
  check                                  ask the remotes whether the live manifest works
  history                                every revision, with time, author and command

Changing (each is checked, then written atomically as a new revision)
  set-version <remote> <version> [--entry <url>]
                                         point a remote at another published version
  map <route> <remote> <module> [--title <title>] [--ml <title in Malayalam>]
                                         show another module on a route (swap a game)
  enable <route> | disable <route>
  schedule <route> [--opens <day>] [--closes <day>]
                                         open on / close after a festival day (number or name)
  unschedule <route>
  switch-off "<message>" [--ml "<message in Malayalam>"] | switch-on
                                         show visitors a message instead of the games, and back
  rollback <revision>                    make an earlier revision live again
  promote <from-env> <to-env>            copy a manifest to another environment (the target keeps
                                         its backend and where its remotes are hosted)

Options
  --env <name>       the environment (default: local), deploy/campaigns/<name>/campaign.json
  --dir <folder>     another folder of environments instead of deploy/campaigns
  --dry-run          check and show the change without writing it
  --json             machine-readable output
  --timeout <s>      how long each remote may take to answer (default: 5)

Routes are /dress, /eat, /game and /talk.`;

/** A mistake in how the command was typed: usage is shown, exit code 2. */
class UsageError extends Error {}

const ENV_NAME = /^[a-z][a-z0-9-]*$/;

interface Options {
  env: string;
  dir: string;
  entry?: string;
  title?: string;
  /** The Malayalam beside --title (map) or the message (switch-off). */
  ml?: string;
  opens?: string;
  closes?: string;
  dryRun: boolean;
  json: boolean;
  timeoutMs: number;
}

function parse(argv: string[], ctx: CampaignContext): { positionals: string[]; options: Options } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        env: { type: 'string', default: 'local' },
        dir: { type: 'string' },
        entry: { type: 'string' },
        title: { type: 'string' },
        ml: { type: 'string' },
        opens: { type: 'string' },
        closes: { type: 'string' },
        timeout: { type: 'string', default: '5' },
        'dry-run': { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) positionals.unshift('help');
  const timeout = Number(values.timeout);
  if (!Number.isFinite(timeout) || timeout <= 0) {
    throw new UsageError(`--timeout must be a number of seconds, not "${values.timeout}"`);
  }
  return {
    positionals,
    options: {
      env: values.env,
      dir: values.dir ? path.resolve(ctx.cwd, values.dir) : ctx.campaignsDir,
      entry: values.entry,
      title: values.title,
      ml: values.ml,
      opens: values.opens,
      closes: values.closes,
      dryRun: values['dry-run'],
      json: values.json,
      timeoutMs: timeout * 1000,
    },
  };
}

/** The command as history records it: what was typed, without where it was run against. */
export function commandLine(argv: string[]): string {
  const kept: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (['--env', '--dir', '--timeout'].includes(arg)) {
      i += 1;
      continue;
    }
    if (/^--(env|dir|timeout)=/.test(arg) || arg === '--dry-run' || arg === '--json') continue;
    kept.push(/^[\w@%+=:,./-]+$/.test(arg) ? arg : JSON.stringify(arg));
  }
  return kept.join(' ');
}

function envDir(options: Options, env: string): string {
  if (!ENV_NAME.test(env)) {
    throw new UsageError(`"${env}" is not an environment name (lower-case letters, digits, -)`);
  }
  return path.join(options.dir, env);
}

function expectArgs(args: string[], count: number, usage: string): void {
  if (args.length !== count) throw new UsageError(`usage: pnpm campaign ${usage}`);
}

/** The refusal of a change: specific problems, and the reassurance that nothing was written. */
class Refusal extends Error {
  constructor(
    readonly problems: string[],
    readonly headline: string,
  ) {
    super(headline);
  }
}

interface Loaded {
  file: string;
  text: string;
}

async function readManifestFile(dir: string, env: string): Promise<Loaded> {
  const file = path.join(dir, 'campaign.json');
  try {
    return { file, text: await readFile(file, 'utf8') };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Refusal(
        [`there is no ${file}; an environment is a folder with its campaign.json`],
        `No campaign manifest for environment "${env}":`,
      );
    }
    throw error;
  }
}

function validate(text: string, what: string): { json: ManifestJson; manifest: CampaignManifest } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Refusal([`${what} is not JSON: ${(error as Error).message}`], `${what} is invalid:`);
  }
  const result = parseCampaignManifest(json);
  if (!result.ok) throw new Refusal(result.problems, `${what} does not pass the schema:`);
  return { json: json as ManifestJson, manifest: result.manifest };
}

/** The revision the live text is, if the history's latest snapshot is exactly it. */
async function liveRevision(
  dir: string,
  revisions: Revision[],
  liveText: string,
): Promise<Revision | undefined> {
  const latest = revisions[revisions.length - 1];
  if (!latest) return undefined;
  const text = await readRevision(dir, latest).catch(() => undefined);
  return text === liveText ? latest : undefined;
}

interface ChangeSpec {
  env: string;
  /** Recorded in the history. */
  command: string;
  /**
   * Switching off and disabling only ever stop modules from loading, and are what an operator
   * reaches for when a remote is failing: they are not held up by asking the remotes.
   */
  askRemotes: boolean;
  /** The new manifest text from the live one. */
  produce: (live: Loaded) => Promise<string>;
  /** Things worth knowing about a change, filled by produce, shown once it is written. */
  notes?: string[];
}

function relative(ctx: CampaignContext, file: string): string {
  const rel = path.relative(ctx.cwd, file);
  return rel.startsWith('..') ? file : rel;
}

async function applyChange(ctx: CampaignContext, options: Options, spec: ChangeSpec) {
  const dir = envDir(options, spec.env);
  const live = await readManifestFile(dir, spec.env);
  return withLock(path.join(dir, '.campaign.lock'), spec.command, async () => {
    const current = await readManifestFile(dir, spec.env);
    const nextText = await spec.produce(current);
    const next = validate(nextText, 'The new manifest');
    let before: unknown = null;
    try {
      before = JSON.parse(current.text);
    } catch {
      // an unreadable live file is replaced whole (a rollback); every value counts as new
    }
    const changes = describeChanges(before, next.json);
    const shown = relative(ctx, live.file);
    if (nextText === current.text) {
      report(ctx, options, { ok: true, env: spec.env, file: shown, changes: [], written: false }, [
        `Nothing to change: ${shown} already says that.`,
      ]);
      return 0;
    }
    let checked = 'Remotes not asked: this change only stops modules from loading.';
    if (spec.askRemotes) {
      const problems = await checkLive(next.manifest, {
        fetch: ctx.fetch,
        timeoutMs: options.timeoutMs,
      });
      if (problems.length > 0) {
        throw new Refusal(problems, 'Refused: the remotes do not support this change:');
      }
      const modules = requiredModules(next.manifest).length;
      const remotes = Object.keys(next.manifest.remotes).length;
      checked = `Checked: ${remotes} remote${remotes === 1 ? '' : 's'} answer; ${modules} modules are exposed with fitting contracts.`;
    }
    const notes = spec.notes ?? [];
    const changeLines = [
      'Changes:',
      ...changes.map((line) => `  ${line}`),
      ...notes.map((note) => `Note: ${note}`),
      checked,
    ];
    if (options.dryRun) {
      report(
        ctx,
        options,
        {
          ok: true,
          env: spec.env,
          file: shown,
          changes,
          written: false,
          dryRun: true,
          notes,
          manifest: next.json,
        },
        [...changeLines, `Dry run: nothing written; ${shown} is unchanged.`],
      );
      return 0;
    }
    const revision = await commit(ctx, dir, current, nextText, spec.command);
    report(
      ctx,
      options,
      {
        ok: true,
        env: spec.env,
        file: shown,
        changes,
        written: true,
        revision: revision.revision,
        notes,
      },
      [
        ...changeLines,
        `Written ${shown} (revision ${revision.revision}). Visitors get it at their next navigation, or within a minute.`,
      ],
    );
    return 0;
  });
}

/**
 * Makes `nextText` live and records it. When the live file is not the history's latest revision
 * (no history yet, or edited by hand), it is recorded first, so nothing is ever lost. Order:
 * snapshots, then the live file, then the index; the index never names a change that did not
 * happen, and a snapshot left unnamed by a failure is simply written again next time.
 */
async function commit(
  ctx: CampaignContext,
  dir: string,
  live: Loaded,
  nextText: string,
  command: string,
): Promise<Revision> {
  const revisions = await readHistory(dir);
  const time = ctx.now().toISOString();
  if (!(await liveRevision(dir, revisions, live.text))) {
    const found = await writeSnapshot(dir, revisions, live.text, {
      time,
      author: ctx.author,
      command: revisions.length === 0 ? FOUND_FIRST : FOUND_EDITED,
    });
    revisions.push(found);
  }
  const revision = await writeSnapshot(dir, revisions, nextText, {
    time,
    author: ctx.author,
    command,
  });
  await writeFileAtomic(live.file, nextText);
  try {
    await writeIndex(dir, [...revisions, revision]);
  } catch (error) {
    throw new NotRecorded(
      `the change is live, but the history index could not be updated (${(error as Error).message}); the next change records it as found`,
    );
  }
  return revision;
}

/** The change was written but its revision could not be added to the index. */
class NotRecorded extends Error {}

function report(
  ctx: CampaignContext,
  options: Options,
  json: Record<string, unknown>,
  lines: string[],
): void {
  if (options.json) ctx.out(JSON.stringify(json, null, 2));
  else for (const line of lines) ctx.out(line);
}

async function show(ctx: CampaignContext, options: Options): Promise<number> {
  const dir = envDir(options, options.env);
  const live = await readManifestFile(dir, options.env);
  const { manifest } = validate(live.text, `The live manifest ${relative(ctx, live.file)}`);
  const revisions = await readHistory(dir);
  const current = await liveRevision(dir, revisions, live.text);
  const revisionNote = current
    ? `revision ${current.revision}`
    : revisions.length > 0
      ? 'not a recorded revision: edited outside the CLI'
      : 'no history yet';
  report(
    ctx,
    options,
    { env: options.env, file: relative(ctx, live.file), revision: current?.revision, manifest },
    summarize(manifest, `Campaign "${options.env}": ${relative(ctx, live.file)} (${revisionNote})`),
  );
  return 0;
}

async function check(ctx: CampaignContext, options: Options): Promise<number> {
  const dir = envDir(options, options.env);
  const live = await readManifestFile(dir, options.env);
  const shown = relative(ctx, live.file);
  const { manifest } = validate(live.text, `The live manifest ${shown}`);
  const problems = await checkLive(manifest, { fetch: ctx.fetch, timeoutMs: options.timeoutMs });
  if (problems.length > 0) {
    throw new Refusal(problems, `The live manifest ${shown} would not work as it is:`);
  }
  report(ctx, options, { ok: true, env: options.env, file: shown, problems: [] }, [
    `${shown} is valid, every remote answers, and every module it loads is exposed with a fitting contract.`,
  ]);
  return 0;
}

async function history(ctx: CampaignContext, options: Options): Promise<number> {
  const dir = envDir(options, options.env);
  const live = await readManifestFile(dir, options.env);
  const revisions = await readHistory(dir);
  const current = await liveRevision(dir, revisions, live.text);
  const lines = [`History of "${options.env}" (${relative(ctx, live.file)}), oldest first:`];
  lines.push(...historyLines(revisions, current?.revision));
  if (revisions.length > 0 && !current) {
    lines.push(
      'The live manifest is none of these: it was edited outside the CLI. The next change records it first.',
    );
  }
  report(ctx, options, { env: options.env, live: current?.revision, revisions }, lines);
  return 0;
}

/** An edit of the live manifest of `options.env`, which must itself be valid to be edited. */
function edit(
  argv: string[],
  options: Options,
  askRemotes: boolean,
  change: (current: ManifestJson) => ManifestJson,
): ChangeSpec {
  return {
    env: options.env,
    command: commandLine(argv),
    askRemotes,
    produce: async (live) => {
      const { json } = validate(
        live.text,
        'The live manifest (roll back to a good revision, or fix it by hand)',
      );
      return manifestText(change(json));
    },
  };
}

async function changeCommand(
  ctx: CampaignContext,
  argv: string[],
  name: string,
  args: string[],
  options: Options,
): Promise<number | null> {
  const run = (spec: ChangeSpec) => applyChange(ctx, options, spec);
  switch (name) {
    case 'set-version': {
      expectArgs(args, 2, 'set-version <remote> <version> [--entry <url>]');
      const [remote, version] = args as [string, string];
      return run(edit(argv, options, true, (m) => setVersion(m, remote, version, options.entry)));
    }
    case 'map': {
      expectArgs(args, 3, 'map <route> <remote> <module> [--title <title>]');
      const [route, remote, module] = args as [string, string, string];
      const target = routePath(route);
      const notes: string[] = [];
      const spec = edit(argv, options, true, (m) => {
        const before = m.routes[target];
        if (before && before.module !== module && !options.title) {
          notes.push(`${target} keeps its title "${before.title}"; pass --title to change it.`);
        }
        return mapRoute(m, target, remote, module, options.title, options.ml);
      });
      return run({ ...spec, notes });
    }
    case 'enable':
    case 'disable': {
      expectArgs(args, 1, `${name} <route>`);
      const target = routePath(args[0] as string);
      const enabled = name === 'enable';
      return run(edit(argv, options, enabled, (m) => setEnabled(m, target, enabled)));
    }
    case 'schedule': {
      expectArgs(args, 1, 'schedule <route> [--opens <day>] [--closes <day>]');
      const target = routePath(args[0] as string);
      return run(
        edit(argv, options, true, (m) =>
          schedule(m, target, {
            opensOn: options.opens === undefined ? undefined : festivalDay(m, options.opens),
            closesAfter: options.closes === undefined ? undefined : festivalDay(m, options.closes),
          }),
        ),
      );
    }
    case 'unschedule': {
      expectArgs(args, 1, 'unschedule <route>');
      const target = routePath(args[0] as string);
      return run(edit(argv, options, true, (m) => unschedule(m, target)));
    }
    case 'switch-off': {
      expectArgs(args, 1, 'switch-off "<message>"');
      const message = args[0] as string;
      return run(edit(argv, options, false, (m) => switchOff(m, message, options.ml)));
    }
    case 'switch-on': {
      expectArgs(args, 0, 'switch-on');
      return run(edit(argv, options, true, (m) => switchOn(m)));
    }
    case 'rollback': {
      expectArgs(args, 1, 'rollback <revision>');
      const wanted = Number((args[0] as string).replace(/^#/, ''));
      if (!Number.isInteger(wanted) || wanted < 1) {
        throw new UsageError(`"${args[0]}" is not a revision number (see: pnpm campaign history)`);
      }
      const dir = envDir(options, options.env);
      return run({
        env: options.env,
        command: commandLine(argv),
        askRemotes: true,
        produce: async () => {
          const revisions = await readHistory(dir);
          const revision = findRevision(revisions, wanted);
          if (!revision) {
            const known = revisions.map((r) => r.revision);
            throw new EditError(
              known.length > 0
                ? `there is no revision ${wanted}; revisions are ${known[0]} to ${known[known.length - 1]} (pnpm campaign history)`
                : `there is no revision ${wanted}: "${options.env}" has no history yet`,
            );
          }
          return readRevision(dir, revision);
        },
      });
    }
    case 'promote': {
      expectArgs(args, 2, 'promote <from-env> <to-env>');
      const [from, to] = args as [string, string];
      if (from === to) throw new UsageError('promote needs two different environments');
      const fromDir = envDir(options, from);
      return run({
        env: to,
        command: commandLine(argv),
        askRemotes: true,
        produce: async (live) => {
          const source = await readManifestFile(fromDir, from);
          const { json: sourceJson } = validate(source.text, `The "${from}" manifest`);
          const { json: targetJson } = validate(live.text, `The "${to}" manifest`);
          return manifestText(promote(sourceJson, targetJson));
        },
      });
    }
    default:
      return null;
  }
}

/** Runs one command; resolves to the process exit code (0 done, 1 refused or failed, 2 misuse). */
export async function runCampaign(argv: string[], ctx: CampaignContext): Promise<number> {
  let options: Options | undefined;
  let changing = false;
  try {
    const parsed = parse(argv, ctx);
    options = parsed.options;
    const [name, ...args] = parsed.positionals;
    if (!name || name === 'help') {
      ctx.out(USAGE);
      return name ? 0 : 2;
    }
    const read = new Map([
      ['show', show],
      ['check', check],
      ['history', history],
    ]).get(name);
    if (read) {
      expectArgs(args, 0, name);
      return await read(ctx, options);
    }
    changing = true;
    const result = await changeCommand(ctx, argv, name, args, options);
    if (result === null) throw new UsageError(`unknown command "${name}"`);
    return result;
  } catch (error) {
    return failure(ctx, options, error, changing);
  }
}

function failure(
  ctx: CampaignContext,
  options: Options | undefined,
  error: unknown,
  changing: boolean,
): number {
  const json = options?.json ?? false;
  if (error instanceof UsageError) {
    ctx.err(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  let headline: string;
  let problems: string[];
  if (error instanceof Refusal) {
    headline = error.headline;
    problems = error.problems;
  } else if (error instanceof EditError) {
    headline = 'That change cannot be made:';
    problems = [error.message];
  } else if (error instanceof LockedError) {
    headline = 'Busy:';
    problems = [error.message];
  } else if (error instanceof NotRecorded) {
    headline = 'Written, but not recorded in the history:';
    problems = [error.message];
    changing = false;
  } else {
    headline = 'Something went wrong:';
    problems = [error instanceof Error ? error.message : String(error)];
  }
  if (json) {
    ctx.out(JSON.stringify({ ok: false, error: headline, problems }, null, 2));
  } else {
    ctx.err(headline);
    for (const problem of problems) ctx.err(`  - ${problem}`);
    if (changing) ctx.err('Nothing was written; the live manifest is unchanged.');
  }
  return 1;
}
