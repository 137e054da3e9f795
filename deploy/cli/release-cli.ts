// `pnpm release <remote>`: publishes a remote's build as an immutable version.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  EXIT,
  displayTime,
  messageOf,
  parseCommandLine,
  shownPath,
  UsageError,
  usageFailure,
  type CommandContext,
} from './command';
import type { ReleaseRecord } from '@onam/shared/contracts/release-record';
import { reportLines } from '../game-packages/checks';
import type { ReleaseInfo } from '../game-packages/release-tree';
import type { Registrar } from './release-registry';
import { writeFileAtomic } from './atomic-file';
import { LOCAL_ORIGIN, OUTSIDE_REMOTE_FILE, REMOTE_NAME } from '../hosting/apps.mjs';
import {
  listReleases,
  publishRelease,
  RELEASE_INFO,
  ReleaseError,
  releaseDir,
  writeVersionsIndex,
  type PublishOptions,
} from './releases';

export interface ReleaseContext extends CommandContext {
  /** The release tree (deploy/releases). */
  releasesDir: string;
  /**
   * Each remote by its name in the manifest: its package folder, and the origin the preview serves
   * it on ({ games: { dir: '…/remote-games', previewOrigin: 'http://localhost:3001' } }).
   */
  remotes: Record<string, { dir: string; previewOrigin?: string }>;
  /** The package's checks on a build before it is published (deploy/game-packages/checks.ts). */
  check?: PublishOptions['check'];
  /**
   * The release registry a version is recorded in: an environment's (`--project`, `--origin`), or
   * this machine's emulator when it runs; null when there is none (release-registry.ts).
   */
  registrar?: (options: { project?: string; origin?: string }) => Promise<Registrar | null>;
}

export const RELEASE_USAGE = `pnpm release <remote> [--version <x.y.z>] [--from <folder>]
pnpm release <remote> --from <folder> --origin http://localhost:<port>
pnpm release <remote> --register --version <x.y.z> [--project <id> --origin <https://…>]
pnpm release <remote> --list

Checks a remote's production build as a package (its sample plays scored in the sandbox, its
server part drawn), publishes it to deploy/releases/<remote>/<version>/, which the preview serves
at http://localhost:<remote's port>/<version>/, and records it in the release registry of the
emulators when they run: from then on its plays are scored and its pages drawn, with no deploy of
the functions. A published version is never overwritten.

  <remote>            games or auth, or a remote built outside this repository (docs/games-sdk.md)
  --version <x.y.z>   the version (default: the version the build says it is, else the remote's
                      package.json "version"); a games build is published only as its own
  --from <folder>     the build to publish (default: the remote's dist/); any folder, inside this
                      repository or not
  --origin <url>      without --project: where this machine serves a remote built outside this
                      repository (http://localhost:<port>, a port of its own), named the first
                      time it is published; \`pnpm start\` then serves its versions there
  --releases <folder> another release tree (default: deploy/releases)
  --register          record a version already published in a release registry
  --project <id>      the environment's Firebase project, whose registry to record it in, once its
                      files are on its site (firebase deploy --only hosting:<remote>)
  --origin <url>      the site the remote's versions are served at there (https://games.example)
  --list              the versions already published`;

/** The version a build says it is (its game package's), else the remote's package.json's. */
async function buildVersion(from: string, remoteDir: string): Promise<string> {
  const facts = await readFile(path.join(from, 'game-package.json'), 'utf8').catch(() => null);
  const version = facts === null ? undefined : (JSON.parse(facts) as { version?: unknown }).version;
  return typeof version === 'string' ? version : packageVersion(remoteDir);
}

async function packageVersion(dir: string): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as {
    version?: string;
  };
  if (!pkg.version) throw new ReleaseError(`${dir}/package.json has no "version"`);
  return pkg.version;
}

/** The remote a release command names; anything else is a usage error. */
function chosenRemote(
  positionals: string[],
  ctx: ReleaseContext,
  values: { from?: string; origin?: string; project?: string; register: boolean; list: boolean },
): string {
  const [remote, ...rest] = positionals;
  if (remote && rest.length === 0 && Object.hasOwn(ctx.remotes, remote)) return remote;
  // A remote built outside this repository: published from its folder, served on this machine at
  // a local origin of its own, or on its own site in an environment (--project, --origin).
  const outside =
    remote &&
    rest.length === 0 &&
    !values.list &&
    (values.project ? values.register || values.from : values.origin);
  if (!outside) {
    throw new UsageError(
      `${remote ? `unknown remote "${positionals.join(' ')}"; ` : ''}the remotes are ${Object.keys(ctx.remotes).join(', ')}; ` +
        'a remote built outside this repository is published the first time with --from <build> --origin http://localhost:<port>',
    );
  }
  if (!REMOTE_NAME.test(remote)) {
    throw new UsageError(
      `"${remote}" is not a remote name: lower-case letters, digits and underscores, starting with a letter`,
    );
  }
  if (!values.register && !values.from) {
    throw new UsageError(`${remote} is built outside this repository: say where with --from`);
  }
  if (values.project) return remote;
  const origin = values.origin ?? '';
  const taken = Object.entries(ctx.remotes).find(([, known]) => known.previewOrigin === origin);
  if (!LOCAL_ORIGIN.test(origin) || taken) {
    throw new UsageError(
      taken
        ? `${origin} is where ${taken[0]} is served; give ${remote} a port of its own`
        : `--origin for a remote served on this machine is http://localhost:<port>, not ${origin}`,
    );
  }
  return remote;
}

/** A version that is published but not recorded in a registry; the message says why. */
class NotRecorded extends ReleaseError {}

/**
 * Records a published version in a release registry: the emulators' (nothing to do when none
 * runs), or an environment's after its checks pass on the files as that site serves them.
 */
async function register(
  ctx: ReleaseContext,
  remote: string,
  version: string,
  releasesDir: string,
  target: { project?: string; origin?: string },
): Promise<number> {
  const registrar = ctx.registrar ? await ctx.registrar(target) : null;
  if (!registrar) {
    if (target.project)
      throw new NotRecorded(`there is no release registry for ${target.project} here`);
    ctx.out(
      'No release registry runs here (the emulators are not up): the preview serves it as it is.',
    );
    return EXIT.done;
  }
  try {
    const infoFile = path.join(releaseDir(releasesDir, remote, version), RELEASE_INFO);
    const info = JSON.parse(
      await readFile(infoFile, 'utf8').catch(() => {
        throw new ReleaseError(
          `${remote} ${version} is not published (${shownPath(ctx, infoFile)} is missing)`,
        );
      }),
    ) as ReleaseInfo;
    const record: ReleaseRecord = {
      remote: info.remote,
      version: info.version,
      base: registrar.base(remote, version),
      files: info.files,
      package: info.package ?? null,
      publishedAt: info.publishedAt,
      publishedBy: info.publishedBy,
    };
    if (registrar.check) {
      const report = await registrar.check(record);
      for (const line of reportLines(report)) ctx.out(line);
      if (!report.ok) {
        throw new NotRecorded(`${remote} ${version} fails its checks as ${record.base} serves it`);
      }
    }
    const status = await registrar.register(record);
    ctx.out(
      status === 'already-registered'
        ? `${remote} ${version} is in ${registrar.where} already, at ${record.base}.`
        : `Recorded ${remote} ${version} in ${registrar.where}, served at ${record.base}: its plays are scored and its pages drawn from now on, with no deploy of the functions.`,
    );
    return EXIT.done;
  } finally {
    await registrar.close();
  }
}

/** Runs one release command; resolves to the exit code (0 done, 1 refused, 2 misuse). */
export async function runRelease(argv: string[], ctx: ReleaseContext): Promise<number> {
  try {
    const { values, positionals } = parseCommandLine(argv, {
      version: { type: 'string' },
      from: { type: 'string' },
      releases: { type: 'string' },
      register: { type: 'boolean', default: false },
      project: { type: 'string' },
      origin: { type: 'string' },
      list: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    });
    if (values.help) {
      ctx.out(RELEASE_USAGE);
      return EXIT.done;
    }
    const remote = chosenRemote(positionals, ctx, values);
    const known = ctx.remotes[remote];
    const publishing = !values.list && !values.register && !values.project;
    if (known && publishing && values.origin && values.origin !== known.previewOrigin) {
      throw new UsageError(
        `${remote} is served at ${known.previewOrigin ?? 'no origin here'}; --origin without --project names where a new remote is served`,
      );
    }
    // A remote built outside this repository has no folder here: its build is --from's.
    const outsideFrom = values.from ? path.resolve(ctx.cwd, values.from) : '';
    const { dir: remoteDir, previewOrigin } = known ?? {
      dir: outsideFrom,
      previewOrigin: values.project ? undefined : values.origin,
    };
    const releasesDir = values.releases ? path.resolve(ctx.cwd, values.releases) : ctx.releasesDir;

    if (values.list) {
      const versions = await listReleases(releasesDir, remote);
      if (versions.length === 0) ctx.out(`No published versions of ${remote} yet.`);
      for (const v of versions) {
        const when = v.publishedAt ? `  ${displayTime(v.publishedAt)}` : '';
        ctx.out(`${v.version}${when}${v.publishedBy ? `  ${v.publishedBy}` : ''}`);
      }
      return EXIT.done;
    }
    const registry = { project: values.project, origin: values.origin };
    if (values.register) {
      if (!values.version) throw new UsageError('--register needs the --version to record');
      return await register(ctx, remote, values.version, releasesDir, registry);
    }
    const from = values.from ? path.resolve(ctx.cwd, values.from) : path.join(remoteDir, 'dist');
    const version = values.version ?? (await buildVersion(from, remoteDir));
    const result = await publishRelease({
      remote,
      version,
      from,
      releasesDir,
      now: ctx.now(),
      author: ctx.author,
      ...(ctx.check ? { check: ctx.check } : {}),
    });
    await writeVersionsIndex(releasesDir, remote);
    if (!known && previewOrigin) {
      // Where the preview, the local registry and the campaign's checks find it from now on.
      await writeFileAtomic(
        path.join(releasesDir, remote, OUTSIDE_REMOTE_FILE),
        `${JSON.stringify({ origin: previewOrigin }, null, 2)}\n`,
      );
    }
    if (result.status === 'already-published') {
      ctx.out(
        `${remote} ${version} is already published (${shownPath(ctx, result.dir)}) with exactly these files; nothing to do.`,
      );
    } else {
      for (const line of result.checks ? reportLines(result.checks) : []) ctx.out(line);
      ctx.out(
        `Published ${remote} ${version}: ${shownPath(ctx, result.dir)} (${result.files} files).`,
      );
    }
    if (!known && previewOrigin) {
      ctx.out(
        `${remote} is built outside this repository: this machine serves its versions at ${previewOrigin}/<version>/ from the next \`pnpm start\` (or \`pnpm preview\`) on.`,
      );
    }
    for (const [file, sha256] of Object.entries(result.serverParts ?? {})) {
      ctx.out(
        `Server part ${file}: SHA-256 ${sha256}, recorded in release.json; only this file is run from ${remote} ${version}.`,
      );
    }
    if (previewOrigin) {
      ctx.out(`pnpm preview serves it at ${previewOrigin}/${version}/mf-manifest.json`);
    }
    if (!values.project) {
      const code = await register(ctx, remote, version, releasesDir, registry);
      if (code !== EXIT.done) return code;
    } else {
      ctx.out(
        `Deploy its files to that site (firebase deploy --only hosting:${remote}), then record it: ` +
          `pnpm release ${remote} --register --version ${version} --project ${values.project} --origin ${values.origin ?? '<https://…>'}`,
      );
    }
    if (known) {
      ctx.out(
        `Point a campaign at it with: pnpm campaign set-version ${remote} ${version} [--env <name>]`,
      );
    } else {
      // A new remote's games join a campaign one by one, each at /play/<id>.
      const entry = `${previewOrigin ?? values.origin ?? '<its origin>'}/${version}/mf-manifest.json`;
      for (const game of result.package?.games ?? []) {
        ctx.out(
          `Add ${game.id} to a campaign with: pnpm campaign add-game ${game.id} ${remote} ${version} --title "${game.names.en}" --ml "${game.names.ml}" --entry ${entry}${game.module === game.id ? '' : ` --module ${game.module}`} [--env <name>]`,
        );
      }
    }
    return EXIT.done;
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(ctx, error, RELEASE_USAGE);
    ctx.err(
      error instanceof NotRecorded
        ? `Not recorded: ${error.message}`
        : error instanceof ReleaseError
          ? `Not published: ${error.message}`
          : `Something went wrong: ${messageOf(error)}`,
    );
    return EXIT.failed;
  }
}
