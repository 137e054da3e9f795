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
import { listReleases, publishRelease, ReleaseError, writeVersionsIndex } from './releases';

export interface ReleaseContext extends CommandContext {
  /** The release tree (deploy/releases). */
  releasesDir: string;
  /**
   * Each remote by its name in the manifest: its package folder, and the origin the preview serves
   * it on ({ games: { dir: '…/remote-games', previewOrigin: 'http://localhost:3001' } }).
   */
  remotes: Record<string, { dir: string; previewOrigin?: string }>;
}

export const RELEASE_USAGE = `pnpm release <remote> [--version <x.y.z>] [--from <folder>]
pnpm release <remote> --list

Publishes a remote's production build to deploy/releases/<remote>/<version>/, which the preview
serves at http://localhost:<remote's port>/<version>/. A published version is never overwritten.

  <remote>            games or auth
  --version <x.y.z>   the version to publish as (default: the remote's package.json "version")
  --from <folder>     the build to publish (default: the remote's dist/)
  --releases <folder> another release tree (default: deploy/releases)
  --list              the versions already published`;

async function packageVersion(dir: string): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as {
    version?: string;
  };
  if (!pkg.version) throw new ReleaseError(`${dir}/package.json has no "version"`);
  return pkg.version;
}

/** The remote a release command names; anything else is a usage error. */
function chosenRemote(positionals: string[], ctx: ReleaseContext): string {
  const [remote, ...rest] = positionals;
  if (!remote || rest.length > 0 || !Object.hasOwn(ctx.remotes, remote)) {
    throw new UsageError(
      `${remote ? `unknown remote "${positionals.join(' ')}"; ` : ''}the remotes are ${Object.keys(ctx.remotes).join(', ')}`,
    );
  }
  return remote;
}

/** Runs one release command; resolves to the exit code (0 done, 1 refused, 2 misuse). */
export async function runRelease(argv: string[], ctx: ReleaseContext): Promise<number> {
  try {
    const { values, positionals } = parseCommandLine(argv, {
      version: { type: 'string' },
      from: { type: 'string' },
      releases: { type: 'string' },
      list: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    });
    if (values.help) {
      ctx.out(RELEASE_USAGE);
      return EXIT.done;
    }
    const remote = chosenRemote(positionals, ctx);
    const { dir: remoteDir, previewOrigin } = ctx.remotes[remote] as (typeof ctx.remotes)[string];
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
    const version = values.version ?? (await packageVersion(remoteDir));
    const from = values.from ? path.resolve(ctx.cwd, values.from) : path.join(remoteDir, 'dist');
    const result = await publishRelease({
      remote,
      version,
      from,
      releasesDir,
      now: ctx.now(),
      author: ctx.author,
    });
    await writeVersionsIndex(releasesDir, remote);
    if (result.status === 'already-published') {
      ctx.out(
        `${remote} ${version} is already published (${shownPath(ctx, result.dir)}) with exactly these files; nothing to do.`,
      );
    } else {
      ctx.out(
        `Published ${remote} ${version}: ${shownPath(ctx, result.dir)} (${result.files} files).`,
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
    ctx.out(
      `Point a campaign at it with: pnpm campaign set-version ${remote} ${version} [--env <name>]`,
    );
    return EXIT.done;
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(ctx, error, RELEASE_USAGE);
    ctx.err(
      error instanceof ReleaseError
        ? `Not published: ${error.message}`
        : `Something went wrong: ${messageOf(error)}`,
    );
    return EXIT.failed;
  }
}
