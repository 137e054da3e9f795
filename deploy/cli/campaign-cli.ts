// `pnpm campaign <command>`: operators' changes to an environment's campaign manifest. Every write
// is checked (schema, then the remotes themselves), written atomically and kept in the history;
// a refused change leaves the live file exactly as it was.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FEATURABLE_PATHS, type FeaturablePath } from '@onam/shared/manifest/route-paths';
import { parseCampaignManifest, type CampaignManifest } from '@onam/shared/manifest/schema';
import { writeFileAtomic } from './atomic-file';
import {
  EXIT,
  messageOf,
  parseCommandLine,
  shownPath,
  UsageError,
  usageFailure,
  type CommandContext,
} from './command';
import {
  FOUND_AFTER_DAMAGE,
  FOUND_EDITED,
  FOUND_FIRST,
  findRevision,
  isFound,
  loadHistory,
  readRevision,
  setAsideIndex,
  writeIndex,
  writeSnapshot,
  type History,
  type Revision,
} from './history';
import { checkLive, requiredModules } from '@onam/shared/campaign-ops/live-check';
import { LockedError, withLock, type HeldLock } from './lock';
import {
  describeChanges,
  EditError,
  feature,
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
} from '@onam/shared/campaign-ops/manifest-edit';
import {
  liveState,
  liveTargetOf,
  NothingLive,
  openProjectDesk,
  refusalOf,
  type LiveTarget,
  type MakeChange,
  type OpenDesk,
} from './live-campaign';
import { checkEntry, checkName, checkText } from './operator-input';
import { historyLines, summarize } from './summary';

export interface CampaignContext extends CommandContext {
  /** The folder of environments, each `<env>/campaign.json` (deploy/campaigns). */
  campaignsDir: string;
  fetch?: typeof fetch;
  /** How an environment in Firestore is reached (live-campaign.ts); the Admin SDK's unless given. */
  openDesk?: OpenDesk;
  /** The environment's variables (ONAM_OPERATOR names the author of a change in Firestore). */
  env?: Readonly<Record<string, string | undefined>>;
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
  feature <day> <route> | unfeature <day>
                                         the game the home page puts first on a festival day
  switch-off "<message>" [--ml "<message in Malayalam>"] [--emergency] | switch-on
                                         show visitors a message instead of the games, and back
  rollback <revision> [--emergency]      make an earlier revision live again
  promote <from-env> <to-env>            copy a manifest to another environment (the target keeps
                                         its backend and where its remotes are hosted)

Options
  --env <name>       the environment (default: local), deploy/campaigns/<name>/campaign.json
  --dir <folder>     another folder of environments instead of deploy/campaigns
  --dry-run          check and show the change without writing it
  --json             machine-readable output
  --timeout <s>      how long each remote may take to answer, 0.1 to 120 (default: 5)
  --wait <s>         how long to wait for another command on the environment, 0 to 600 (default: 30)
  --emergency        switch-off or rollback when the live manifest is broken or the remotes are down:
                     builds on (switch-off) or brings back (rollback) a revision the CLI checked
                     and wrote, still schema-checked, without asking the remotes
  --as <email>       who makes a change to an environment live in Firestore (or ONAM_OPERATOR)

An environment whose folder has a live.json ({ "project": "<firebase project id>" }) is live in
Firestore: every command reads and changes its live revision there, with the Admin SDK's
credentials (gcloud auth application-default login), checked and recorded as the operators'
console does. Other environments, local among them, are their campaign.json.

Routes are /dress, /eat, /game and /talk.`;

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
  emergency: boolean;
  timeoutMs: number;
  waitMs: number;
  /** The author of a change to an environment in Firestore. */
  as?: string;
}

/** A number of seconds typed as a plain decimal ("5", "0.5"), within [min, max]; else a usage error. */
function seconds(option: string, value: string, min: number, max: number): number {
  const number = /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) {
    throw new UsageError(
      `${option} must be a number of seconds from ${min} to ${max}, not "${value}"`,
    );
  }
  return number;
}

function parse(argv: string[], ctx: CampaignContext): { positionals: string[]; options: Options } {
  const { values, positionals } = parseCommandLine(argv, {
    env: { type: 'string', default: 'local' },
    dir: { type: 'string' },
    entry: { type: 'string' },
    title: { type: 'string' },
    ml: { type: 'string' },
    opens: { type: 'string' },
    closes: { type: 'string' },
    as: { type: 'string' },
    timeout: { type: 'string', default: '5' },
    wait: { type: 'string', default: '30' },
    'dry-run': { type: 'boolean', default: false },
    emergency: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) positionals.unshift('help');
  // Checked here, as typing mistakes: a timeout past what a timer can hold would fire at once and
  // read as every remote failing.
  const timeout = seconds('--timeout', values.timeout, 0.1, 120);
  const wait = seconds('--wait', values.wait, 0, 600);
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
      emergency: values.emergency,
      timeoutMs: timeout * 1000,
      waitMs: wait * 1000,
      as: values.as,
    },
  };
}

/** The command as history records it: what was typed, without where it was run against. */
export function commandLine(argv: string[]): string {
  const kept: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (['--env', '--dir', '--timeout', '--wait', '--as'].includes(arg)) {
      i += 1;
      continue;
    }
    if (/^--(env|dir|timeout|wait|as)=/.test(arg) || arg === '--dry-run' || arg === '--json')
      continue;
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

/**
 * The refusal of a change: specific problems, what the operator can do instead (shown after them),
 * and the reassurance that nothing was written.
 */
class Refusal extends Error {
  constructor(
    readonly problems: string[],
    readonly headline: string,
    readonly wayOut: string[] = [],
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

/** A revision with its text, parsed. */
interface Good {
  revision: Revision;
  json: ManifestJson;
}

/**
 * The newest revision the CLI itself checked and wrote (not a manifest it found) that still passes
 * the schema: what --emergency builds on or brings back.
 */
async function lastGood(dir: string, revisions: Revision[]): Promise<Good | undefined> {
  for (const revision of [...revisions].reverse()) {
    if (isFound(revision)) continue;
    const text = await readRevision(dir, revision).catch(() => undefined);
    if (text === undefined) continue;
    try {
      return { revision, json: validate(text, 'revision').json };
    } catch {
      // no longer valid: an older one may be
    }
  }
  return undefined;
}

/** The ways out of a live manifest that cannot be edited, as the refusal shows them. */
async function wayOutOfBroken(
  ctx: CampaignContext,
  options: Options,
  dir: string,
  history: History,
): Promise<string[]> {
  const good = await lastGood(dir, history.revisions);
  const file = shownPath(ctx, path.join(dir, 'campaign.json'));
  if (!good) {
    return [
      history.damaged
        ? `The history index is damaged (${history.damaged}), so no revision is known to have passed the checks: fix ${file} by hand.`
        : `No revision the CLI checked and wrote is there to go back to: fix ${file} by hand.`,
    ];
  }
  const n = good.revision.revision;
  const env = options.env === 'local' ? '' : ` --env ${options.env}`;
  return [
    'Ways out, even with the remotes down (--emergency asks no remote; the result is still schema-checked, written atomically and recorded):',
    `  - switch off on top of revision ${n} (${good.revision.command}), the last the CLI checked and wrote:`,
    `      pnpm campaign switch-off "<message>" --emergency${env}`,
    `  - or make revision ${n} live again:`,
    `      pnpm campaign rollback ${n} --emergency${env}`,
    `Or fix ${file} by hand.`,
  ];
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
  /** Shown instead of what the remote check found when the remotes are not asked. */
  notAsked?: string;
  /** Shown after the remotes' problems when they refuse the change. */
  wayOutOfRefusal?: string[];
  /** The new manifest text from the live one and the history (read under the lock). */
  produce: (live: Loaded, history: History) => Promise<string>;
  /** Things worth knowing about a change, filled by produce, shown once it is written. */
  notes?: string[];
}

async function applyChange(ctx: CampaignContext, options: Options, spec: ChangeSpec) {
  const dir = envDir(options, spec.env);
  const live = await readManifestFile(dir, spec.env);
  const lockOptions = {
    waitMs: options.waitMs,
    onWait: (holder: string) =>
      ctx.err(`Waiting for another campaign command to finish (${holder})…`),
  };
  const work = async (lock: HeldLock) => {
    const current = await readManifestFile(dir, spec.env);
    const history = await loadHistory(dir);
    const nextText = await spec.produce(current, history);
    const next = validate(nextText, 'The new manifest');
    let before: unknown = null;
    try {
      before = JSON.parse(current.text);
    } catch {
      // an unreadable live file is replaced whole (a rollback); every value counts as new
    }
    const changes = describeChanges(before, next.json);
    const shown = shownPath(ctx, live.file);
    if (nextText === current.text) {
      report(ctx, options, { ok: true, env: spec.env, file: shown, changes: [], written: false }, [
        `Nothing to change: ${shown} already says that.`,
      ]);
      return EXIT.done;
    }
    let checked =
      spec.notAsked ?? 'Remotes not asked: this change only stops modules from loading.';
    if (spec.askRemotes) {
      const problems = await checkLive(next.manifest, {
        fetch: ctx.fetch,
        timeoutMs: options.timeoutMs,
      });
      if (problems.length > 0) {
        throw new Refusal(
          problems,
          'Refused: the remotes do not support this change:',
          spec.wayOutOfRefusal,
        );
      }
      const modules = requiredModules(next.manifest).length;
      const remotes = Object.keys(next.manifest.remotes).length;
      checked = `Checked: ${remotes} remote${remotes === 1 ? '' : 's'} answer; ${modules} modules are exposed with fitting contracts.`;
    }
    // Held for longer than a lock lasts (a remote slower than any --timeout allows), another command
    // may have taken it over as stale: writing now would interleave with that command.
    if (!options.dryRun && !(await lock.stillHeld())) {
      throw new LockedError(
        'this command held the environment so long that another command took it over; run it again',
      );
    }
    const notes = [...(spec.notes ?? [])];
    if (history.damaged) {
      notes.push(
        options.dryRun
          ? `the history index is damaged (${history.damaged}); the change would keep it aside and start a fresh one`
          : `the history index was damaged (${history.damaged}); it is kept aside as ${shownPath(ctx, await setAsideIndex(dir, ctx.now()))} and a fresh one starts here (the earlier snapshots stay in the history folder)`,
      );
    }
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
      return EXIT.done;
    }
    const revision = await commit(ctx, dir, current, nextText, spec.command, history);
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
    return EXIT.done;
  };
  return withLock(path.join(dir, '.campaign.lock'), spec.command, work, lockOptions);
}

/**
 * Makes `nextText` live and records it. When the live file is not the history's latest revision
 * (no history yet, edited by hand, or a damaged index set aside), it is recorded first, so nothing
 * is ever lost. Order: snapshots, then the live file, then the index; the index never names a change
 * that did not happen, and a snapshot left unnamed by a failure is never overwritten.
 */
async function commit(
  ctx: CampaignContext,
  dir: string,
  live: Loaded,
  nextText: string,
  command: string,
  history: History,
): Promise<Revision> {
  const revisions = [...history.revisions];
  const time = ctx.now().toISOString();
  if (!(await liveRevision(dir, revisions, live.text))) {
    const found = await writeSnapshot(dir, revisions, live.text, {
      time,
      author: ctx.author,
      command: history.damaged
        ? FOUND_AFTER_DAMAGE
        : revisions.length === 0
          ? FOUND_FIRST
          : FOUND_EDITED,
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

function damageLine(history: History): string[] {
  return history.damaged
    ? [
        `The history index is damaged (${history.damaged}): the next change keeps it aside and starts a fresh one.`,
      ]
    : [];
}

/** The live manifest, read to be shown or checked; when it is invalid, the refusal says the ways out. */
async function validLive(ctx: CampaignContext, options: Options, dir: string, live: Loaded) {
  try {
    return validate(live.text, `The live manifest ${shownPath(ctx, live.file)}`);
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const wayOut = await wayOutOfBroken(ctx, options, dir, await loadHistory(dir));
    throw new Refusal(error.problems, error.headline, wayOut);
  }
}

async function show(ctx: CampaignContext, options: Options): Promise<number> {
  const dir = envDir(options, options.env);
  const live = await readManifestFile(dir, options.env);
  const { manifest } = await validLive(ctx, options, dir, live);
  const history = await loadHistory(dir);
  const current = await liveRevision(dir, history.revisions, live.text);
  const revisionNote = current
    ? `revision ${current.revision}`
    : history.damaged
      ? 'history index damaged'
      : history.revisions.length > 0
        ? 'not a recorded revision: edited outside the CLI'
        : 'no history yet';
  report(
    ctx,
    options,
    {
      env: options.env,
      file: shownPath(ctx, live.file),
      revision: current?.revision,
      ...(history.damaged ? { historyDamaged: history.damaged } : {}),
      manifest,
    },
    [
      ...summarize(
        manifest,
        `Campaign "${options.env}": ${shownPath(ctx, live.file)} (${revisionNote})`,
      ),
      ...damageLine(history),
    ],
  );
  return EXIT.done;
}

async function check(ctx: CampaignContext, options: Options): Promise<number> {
  const dir = envDir(options, options.env);
  const live = await readManifestFile(dir, options.env);
  const shown = shownPath(ctx, live.file);
  const { manifest } = await validLive(ctx, options, dir, live);
  const problems = await checkLive(manifest, { fetch: ctx.fetch, timeoutMs: options.timeoutMs });
  if (problems.length > 0) {
    throw new Refusal(problems, `The live manifest ${shown} would not work as it is:`);
  }
  report(ctx, options, { ok: true, env: options.env, file: shown, problems: [] }, [
    `${shown} is valid, every remote answers, and every module it loads is exposed with a fitting contract.`,
  ]);
  return EXIT.done;
}

async function history(ctx: CampaignContext, options: Options): Promise<number> {
  const dir = envDir(options, options.env);
  const live = await readManifestFile(dir, options.env);
  const { revisions, damaged } = await loadHistory(dir);
  const current = await liveRevision(dir, revisions, live.text);
  const lines = [`History of "${options.env}" (${shownPath(ctx, live.file)}), oldest first:`];
  lines.push(...historyLines(revisions, current?.revision));
  if (revisions.length > 0 && !current) {
    lines.push(
      'The live manifest is none of these: it was edited outside the CLI. The next change records it first.',
    );
  }
  lines.push(...damageLine({ revisions, damaged }));
  report(
    ctx,
    options,
    { env: options.env, live: current?.revision, revisions, ...(damaged ? { damaged } : {}) },
    lines,
  );
  return EXIT.done;
}

const BROKEN_LIVE = 'The live manifest';

/**
 * The live manifest as an edit's starting point. One that cannot be parsed or fails the schema is
 * refused, with the ways out (wayOutOfBroken); with `emergency`, the last revision the CLI checked
 * and wrote stands in for it, and a note says so.
 */
async function editable(
  ctx: CampaignContext,
  options: Options,
  dir: string,
  live: Loaded,
  history: History,
  emergency?: { notes: string[] },
): Promise<ManifestJson> {
  try {
    return validate(live.text, BROKEN_LIVE).json;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const good = emergency ? await lastGood(dir, history.revisions) : undefined;
    if (!emergency || !good) {
      throw new Refusal(
        error.problems,
        error.headline,
        await wayOutOfBroken(ctx, options, dir, history),
      );
    }
    emergency.notes.push(
      `${shownPath(ctx, live.file)} cannot be used (${error.problems[0] ?? 'invalid'}); this builds on revision ${good.revision.revision} (${good.revision.command}, ${good.revision.time}), the last the CLI checked and wrote`,
    );
    return good.json;
  }
}

/** An edit of the live manifest of `options.env`, which must itself be valid to be edited. */
function edit(
  ctx: CampaignContext,
  argv: string[],
  options: Options,
  askRemotes: boolean,
  change: (current: ManifestJson) => ManifestJson,
): ChangeSpec {
  const dir = envDir(options, options.env);
  return {
    env: options.env,
    command: commandLine(argv),
    askRemotes,
    produce: async (live, history) =>
      manifestText(change(await editable(ctx, options, dir, live, history))),
  };
}

async function changeCommand(
  ctx: CampaignContext,
  argv: string[],
  name: string,
  args: string[],
  options: Options,
  /** For an environment in Firestore: the change goes to the server instead of the file. */
  live?: (make: MakeChange) => Promise<number>,
): Promise<number | null> {
  const run = (spec: ChangeSpec) => applyChange(ctx, options, spec);
  if (options.emergency && name !== 'switch-off' && name !== 'rollback') {
    throw new UsageError(
      `--emergency is for switch-off and rollback only (the way out when the live manifest is broken or the remotes are down)`,
    );
  }
  switch (name) {
    case 'set-version': {
      expectArgs(args, 2, 'set-version <remote> <version> [--entry <url>]');
      const [remote, version] = args as [string, string];
      checkName('remote name', remote);
      checkText('version', version);
      checkEntry('--entry', options.entry);
      if (live) {
        const entry = options.entry;
        return live(() => ({ kind: 'set-version', remote, version, ...(entry ? { entry } : {}) }));
      }
      return run(
        edit(ctx, argv, options, true, (m) => setVersion(m, remote, version, options.entry)),
      );
    }
    case 'map': {
      expectArgs(args, 3, 'map <route> <remote> <module> [--title <title>]');
      const [route, remote, module] = args as [string, string, string];
      checkText('route', route);
      const target = routePath(route);
      checkName('remote name', remote);
      checkName('module name', module);
      checkText('--title', options.title);
      checkText('--ml (the title in Malayalam)', options.ml);
      if (live) {
        const { title, ml } = options;
        return live(() => ({
          kind: 'map',
          route: target,
          remote,
          module,
          ...(title ? { title } : {}),
          ...(ml ? { titleMl: ml } : {}),
        }));
      }
      const notes: string[] = [];
      const spec = edit(ctx, argv, options, true, (m) => {
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
      checkText('route', args[0]);
      const target = routePath(args[0] as string);
      const enabled = name === 'enable';
      if (live) return live(() => ({ kind: enabled ? 'enable' : 'disable', route: target }));
      return run(edit(ctx, argv, options, enabled, (m) => setEnabled(m, target, enabled)));
    }
    case 'schedule': {
      expectArgs(args, 1, 'schedule <route> [--opens <day>] [--closes <day>]');
      checkText('route', args[0]);
      checkText('--opens', options.opens);
      checkText('--closes', options.closes);
      const target = routePath(args[0] as string);
      if (live) {
        const { opens, closes } = options;
        return live((m) => ({
          kind: 'schedule',
          route: target,
          ...(opens === undefined ? {} : { opensOn: festivalDay(m, opens) }),
          ...(closes === undefined ? {} : { closesAfter: festivalDay(m, closes) }),
        }));
      }
      return run(
        edit(ctx, argv, options, true, (m) =>
          schedule(m, target, {
            opensOn: options.opens === undefined ? undefined : festivalDay(m, options.opens),
            closesAfter: options.closes === undefined ? undefined : festivalDay(m, options.closes),
          }),
        ),
      );
    }
    case 'unschedule': {
      expectArgs(args, 1, 'unschedule <route>');
      checkText('route', args[0]);
      const target = routePath(args[0] as string);
      if (live) return live(() => ({ kind: 'unschedule', route: target }));
      return run(edit(ctx, argv, options, true, (m) => unschedule(m, target)));
    }
    case 'feature':
    case 'unfeature': {
      const featuring = name === 'feature';
      expectArgs(args, featuring ? 2 : 1, featuring ? 'feature <day> <route>' : 'unfeature <day>');
      checkText('day', args[0]);
      const typedDay = args[0] as string;
      const target = featuring
        ? (checkText('route', args[1]), routePath(args[1] as string))
        : undefined;
      if (live) {
        return live((m) => {
          const day = festivalDay(m, typedDay);
          if (!target) return { kind: 'unfeature', day };
          if (!(FEATURABLE_PATHS as readonly string[]).includes(target)) {
            throw new EditError(
              `${target} is not a game: a day can feature ${FEATURABLE_PATHS.join(', ')}`,
            );
          }
          return { kind: 'feature', day, route: target as FeaturablePath };
        });
      }
      return run(
        edit(ctx, argv, options, false, (m) => feature(m, festivalDay(m, typedDay), target)),
      );
    }
    case 'switch-off': {
      expectArgs(args, 1, 'switch-off "<message>" [--ml "<message in Malayalam>"] [--emergency]');
      const message = args[0] as string;
      checkText('switch-off message', message);
      checkText('--ml (the message in Malayalam)', options.ml);
      if (live) {
        const { ml } = options;
        return live(() => ({ kind: 'switch-off', message, ...(ml ? { messageMl: ml } : {}) }));
      }
      const dir = envDir(options, options.env);
      const notes: string[] = [];
      return run({
        env: options.env,
        command: commandLine(argv),
        askRemotes: false,
        notes,
        produce: async (live, history) => {
          const base = await editable(
            ctx,
            options,
            dir,
            live,
            history,
            options.emergency ? { notes } : undefined,
          );
          return manifestText(switchOff(base, message, options.ml));
        },
      });
    }
    case 'switch-on': {
      expectArgs(args, 0, 'switch-on');
      if (live) return live(() => ({ kind: 'switch-on' }));
      return run(edit(ctx, argv, options, true, (m) => switchOn(m)));
    }
    case 'rollback': {
      expectArgs(args, 1, 'rollback <revision> [--emergency]');
      checkText('revision', args[0]);
      const wanted = Number((args[0] as string).replace(/^#/, ''));
      if (!Number.isInteger(wanted) || wanted < 1) {
        throw new UsageError(`"${args[0]}" is not a revision number (see: pnpm campaign history)`);
      }
      if (live) return live(() => ({ kind: 'rollback', revision: wanted }));
      const dir = envDir(options, options.env);
      return run({
        env: options.env,
        command: commandLine(argv),
        askRemotes: !options.emergency,
        notAsked: `Remotes not asked (--emergency): revision ${wanted} passed the checks when the CLI wrote it, and passes the schema now.`,
        wayOutOfRefusal: [
          `If the remotes cannot answer and revision ${wanted} must go live now: pnpm campaign rollback ${wanted} --emergency (no remote is asked; only a revision the CLI checked and wrote)`,
        ],
        produce: async (_live, { revisions, damaged }) => {
          const revision = findRevision(revisions, wanted);
          if (!revision) {
            const known = revisions.map((r) => r.revision);
            throw new EditError(
              damaged
                ? `there is no revision ${wanted} to go back to: the history index is damaged (${damaged}); the snapshots are still in the history folder, to be copied back by hand`
                : known.length > 0
                  ? `there is no revision ${wanted}; revisions are ${known[0]} to ${known[known.length - 1]} (pnpm campaign history)`
                  : `there is no revision ${wanted}: "${options.env}" has no history yet`,
            );
          }
          if (options.emergency && isFound(revision)) {
            const good = revisions.filter((r) => !isFound(r)).map((r) => r.revision);
            throw new EditError(
              `revision ${wanted} is a manifest the CLI found, never checked, so --emergency cannot vouch for it; ${
                good.length > 0
                  ? `revisions the CLI checked and wrote: ${good.join(', ')}`
                  : 'no revision was checked and written by the CLI'
              }`,
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
      if (live) {
        // From another environment's manifest (its file, as for any promotion), to the live one.
        const source = await readManifestFile(fromDir, from);
        const { json: sourceJson } = validate(source.text, `The "${from}" manifest`);
        return live((target) => ({ kind: 'import', manifest: promote(sourceJson, target) }));
      }
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
      return name ? EXIT.done : EXIT.usage;
    }
    // The environment a command reads or changes: promote's is its second argument.
    const targetEnv = name === 'promote' ? (args[1] ?? options.env) : options.env;
    const target = liveTargetOf(envDir(options, targetEnv));
    if (target) {
      changing = !['show', 'check', 'history'].includes(name);
      return await runLive(ctx, argv, name, args, { ...options, env: targetEnv }, target);
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

/**
 * A command on an environment live in Firestore (live-campaign.ts): reads from the live revision,
 * changes through changeCampaign's code, as the author `--as` names.
 */
async function runLive(
  ctx: CampaignContext,
  argv: string[],
  name: string,
  args: string[],
  options: Options,
  target: LiveTarget,
): Promise<number> {
  const where = `"${options.env}" (live in Firestore, project ${target.project})`;
  const openDesk = ctx.openDesk ?? openProjectDesk;
  if (['show', 'check', 'history'].includes(name)) {
    expectArgs(args, 0, name);
    const desk = await openDesk(target.project, 'campaign-cli', options.timeoutMs);
    const state = await liveState(desk, options.env, target);
    const heading = `Campaign ${where}: revision ${state.revision}, by ${state.author} at ${state.time}`;
    if (name === 'show') {
      report(
        ctx,
        options,
        {
          env: options.env,
          project: target.project,
          revision: state.revision,
          manifest: state.manifest,
        },
        summarize(state.manifest, heading),
      );
    } else if (name === 'history') {
      const revisions = await desk.history();
      report(
        ctx,
        options,
        { env: options.env, project: target.project, live: state.revision, revisions },
        [
          `History of ${where}, oldest first:`,
          ...historyLines(
            revisions.map((r) => ({ ...r, file: '' })),
            state.revision,
          ),
        ],
      );
    } else {
      const problems = await checkLive(state.manifest, {
        fetch: ctx.fetch,
        timeoutMs: options.timeoutMs,
      });
      if (problems.length > 0) {
        throw new Refusal(problems, `The live manifest of ${where} would not work as it is:`);
      }
      report(ctx, options, { ok: true, env: options.env, problems: [] }, [
        `Revision ${state.revision} of ${where} is valid, every remote answers, and every module it loads is exposed with a fitting contract.`,
      ]);
    }
    return EXIT.done;
  }
  if (options.emergency) {
    throw new UsageError(
      `--emergency is for environments kept in a file: in Firestore, switch-off never asks the remotes, and every revision was checked by the server when it was written`,
    );
  }
  const author = options.as ?? ctx.env?.ONAM_OPERATOR;
  if (!author) {
    throw new UsageError(
      `a change to ${where} is recorded with its author: pass --as <your email> (or set ONAM_OPERATOR)`,
    );
  }
  checkText('--as', author);
  const result = await changeCommand(ctx, argv, name, args, options, async (make) => {
    const desk = await openDesk(target.project, author, options.timeoutMs);
    const state = await liveState(desk, options.env, target);
    const change = await make(state.json);
    let answer;
    try {
      answer = await desk.change({ baseRevision: state.revision, change, dryRun: options.dryRun });
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      throw new Refusal([refusal.message], `The server refused that change to ${where}:`);
    }
    report(
      ctx,
      options,
      {
        ok: true,
        env: options.env,
        project: target.project,
        revision: answer.revision,
        written: !answer.dryRun,
        changes: answer.changes,
      },
      [
        answer.dryRun
          ? `Checked, not written (--dry-run): ${where} stays at revision ${answer.revision}. It would change:`
          : `Revision ${answer.revision} of ${where} is live, by ${author}:`,
        ...answer.changes.map((line) => `  ${line}`),
      ],
    );
    return EXIT.done;
  });
  if (result === null) throw new UsageError(`unknown command "${name}"`);
  return result;
}

function failure(
  ctx: CampaignContext,
  options: Options | undefined,
  error: unknown,
  changing: boolean,
): number {
  const json = options?.json ?? false;
  if (error instanceof UsageError) return usageFailure(ctx, error, USAGE);
  let headline: string;
  let problems: string[];
  let wayOut: string[] = [];
  if (error instanceof Refusal) {
    headline = error.headline;
    problems = error.problems;
    wayOut = error.wayOut;
  } else if (error instanceof NothingLive) {
    headline = 'Not live yet:';
    problems = [error.message];
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
    problems = [messageOf(error)];
  }
  if (json) {
    const extra = wayOut.length > 0 ? { wayOut } : {};
    ctx.out(JSON.stringify({ ok: false, error: headline, problems, ...extra }, null, 2));
  } else {
    ctx.err(headline);
    for (const problem of problems) ctx.err(`  - ${problem}`);
    for (const line of wayOut) ctx.err(line);
    if (changing) ctx.err('Nothing was written; the live manifest is unchanged.');
  }
  return EXIT.failed;
}
