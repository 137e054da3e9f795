// Publishing a remote's build to the versioned tree, `<releases>/<remote>/<version>/`, which the
// preview serves on the remote's origin under `/<version>/` and production hosts the same way.
// A published version is never overwritten: rollbacks are manifest edits that rely on it.
import { randomBytes } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  GAME_PACKAGE_FILE,
  parseGamePackage,
  type GamePackage,
} from '@onam/shared/contracts/game-package';
import type { CheckReport } from '../game-packages/checks';
import { reportLines } from '../game-packages/checks';
import { digests, listFiles, RELEASE_INFO } from '../game-packages/release-tree';
import {
  PUBLISHED_VERSIONS_FILE,
  type PublishedVersionsIndex,
} from '@onam/shared/manifest/remote-base';
import { writeFileAtomic } from './atomic-file';
import { isReleaseVersion } from '@onam/shared/campaign-ops/manifest-edit';

/** A release that must not happen; the message says why and what to do instead. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

/** Written into each published version; not part of the build, so not compared. */
export { RELEASE_INFO };

/**
 * A remote's server parts: code that runs on our machines, not in a visitor's browser. The host's
 * prerenderer runs `server/modules.cjs` and the functions run `server/scoring.cjs` only as published
 * here, and only while the file still has the SHA-256 recorded in release.json's `files` at
 * release (host/src/prerender/server-remotes.ts, deploy/functions/build.mjs; docs/decisions/028).
 */
export const SERVER_PART_FILES = ['server/modules.cjs', 'server/scoring.cjs'] as const;

/** Files every remote build has; a folder without them is not a finished build. */
const REQUIRED = ['mf-manifest.json', 'remoteEntry.js', 'contracts.json'];

export interface PublishOptions {
  /** The remote's name in the manifest ("games"); also the release tree's folder. */
  remote: string;
  version: string;
  /** The build to publish (remote-games/dist). */
  from: string;
  /** The release tree (deploy/releases). */
  releasesDir: string;
  now: Date;
  author: string;
  /**
   * The package's checks, run on the build before anything is copied (deploy/game-packages/
   * checks.ts: its sample plays scored in the sandbox, its server part drawn where the host is
   * built): a version that fails them is not published.
   */
  check?: (folder: string, remote: string, version: string) => Promise<CheckReport>;
}

export type PublishResult = {
  status: 'published' | 'already-published';
  dir: string;
  files: number;
  /** The SHA-256 recorded for each server part the version has (none: the key is absent). */
  serverParts?: Record<string, string>;
  /** The checks' report on the build, when they ran (a new version's). */
  checks?: CheckReport;
  /** The game package's facts, as release.json records them (none: a remote with no games). */
  package: GamePackage | null;
};

/** The recorded hashes of the server parts among a version's files, or nothing when it has none. */
function serverPartsOf(recorded: Record<string, string>): Pick<PublishResult, 'serverParts'> {
  const parts = Object.fromEntries(
    SERVER_PART_FILES.filter((file) => recorded[file]).map((file) => [file, recorded[file]]),
  ) as Record<string, string>;
  return Object.keys(parts).length > 0 ? { serverParts: parts } : {};
}

async function exists(target: string): Promise<boolean> {
  return stat(target).then(
    () => true,
    () => false,
  );
}

/** Refuses a folder that is not a finished build of `remote`. */
async function checkBuild(from: string, remote: string): Promise<void> {
  if (!(await exists(from))) {
    throw new ReleaseError(`there is no build at ${from}; build it first (pnpm build)`);
  }
  for (const file of REQUIRED) {
    if (!(await exists(path.join(from, file)))) {
      throw new ReleaseError(
        `${from} is not a finished build of "${remote}": it has no ${file}; build it first (pnpm build)`,
      );
    }
  }
  const mf = JSON.parse(await readFile(path.join(from, 'mf-manifest.json'), 'utf8')) as {
    name?: unknown;
  };
  if (mf.name !== remote) {
    throw new ReleaseError(`${from} is a build of "${String(mf.name)}", not of "${remote}"`);
  }
}

/**
 * The build's game package facts, checked against their contract and against what is being
 * published: a games build knows the version it was built as (its plays name it), so it is
 * published as that version and no other.
 */
async function factsOf(from: string, remote: string, version: string): Promise<GamePackage | null> {
  const file = path.join(from, GAME_PACKAGE_FILE);
  if (!(await exists(file))) return null;
  const parsed = parseGamePackage(JSON.parse(await readFile(file, 'utf8')) as unknown);
  if (!parsed.ok) {
    throw new ReleaseError(
      `${file} does not fit the game package contract: ${parsed.problems.join('; ')}`,
    );
  }
  const facts = parsed.package;
  if (facts.remote !== remote) {
    throw new ReleaseError(`${from} is a package of "${facts.remote}", not of "${remote}"`);
  }
  if (facts.version !== version) {
    throw new ReleaseError(
      `${from} was built as ${remote} ${facts.version}: its plays name that version, so it can only ` +
        `be published as ${facts.version}. Build it as ${version} instead (GAMES_VERSION=${version} pnpm --filter ./remote-games run build).`,
    );
  }
  return facts;
}

/** Where one version of a remote is published. */
export function releaseDir(releasesDir: string, remote: string, version: string): string {
  return path.join(releasesDir, remote, version);
}

function differences(a: Record<string, string>, b: Record<string, string>): string[] {
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return names.filter((name) => a[name] !== b[name]);
}

/**
 * Copies a build to `<releasesDir>/<remote>/<version>/`: into a temporary folder beside the tree
 * first, renamed into place only when complete, so the preview (or a CDN sync) never serves half a
 * version. An existing version is compared, never replaced: the same files are "already
 * published", different files are refused.
 */
export async function publishRelease(options: PublishOptions): Promise<PublishResult> {
  const { remote, version, from, releasesDir } = options;
  if (!isReleaseVersion(version)) {
    throw new ReleaseError(
      `"${version}" is not a release version like 0.2.0 or 1.0.0-rc.1 (it becomes a URL path)`,
    );
  }
  await checkBuild(from, remote);
  const facts = await factsOf(from, remote, version);
  const files = await listFiles(from);
  const built = await digests(from, files);
  const dir = releaseDir(releasesDir, remote, version);

  const compareExisting = async (): Promise<PublishResult> => {
    const published = await digests(
      dir,
      (await listFiles(dir)).filter((f) => f !== RELEASE_INFO),
    );
    const changed = differences(built, published);
    if (changed.length === 0) {
      return {
        status: 'already-published',
        dir,
        files: files.length,
        package: facts,
        ...serverPartsOf(await recordedFiles(dir)),
      };
    }
    throw new ReleaseError(
      `${remote} ${version} is already published (${dir}) with different files ` +
        `(${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ', …' : ''}). ` +
        'A published version is never overwritten: visitors and rollbacks rely on it. ' +
        'Give this build a new version (its package.json "version", or --version).',
    );
  };
  if (await exists(dir)) return compareExisting();
  const checks = options.check ? await options.check(from, remote, version) : undefined;
  if (checks && !checks.ok) {
    throw new ReleaseError(
      `${remote} ${version} fails its package's checks, so it was not published:\n${reportLines(checks).join('\n')}`,
    );
  }

  const staging = path.join(releasesDir, '.staging');
  const tmp = path.join(staging, `${remote}-${version}-${randomBytes(4).toString('hex')}`);
  await mkdir(tmp, { recursive: true });
  try {
    for (const file of files) {
      await mkdir(path.dirname(path.join(tmp, file)), { recursive: true });
      await cp(path.join(from, file), path.join(tmp, file));
    }
    const info = {
      remote,
      version,
      publishedAt: options.now.toISOString(),
      publishedBy: options.author,
      from,
      // Every file's SHA-256, the server parts' among them: what may be run from this version.
      files: built,
      // The game package's facts, which the registry's record carries (docs/decisions/054).
      package: facts,
    };
    await writeFile(path.join(tmp, RELEASE_INFO), `${JSON.stringify(info, null, 2)}\n`);
    await mkdir(path.dirname(dir), { recursive: true });
    try {
      await rename(tmp, dir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Someone published the same version meanwhile: judge theirs like any existing one.
      if (code === 'EEXIST' || code === 'ENOTEMPTY') return compareExisting();
      throw error;
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  return {
    status: 'published',
    dir,
    files: files.length,
    package: facts,
    ...(checks ? { checks } : {}),
    ...serverPartsOf(built),
  };
}

/** What a published version's release.json records of its files (nothing without a record). */
async function recordedFiles(dir: string): Promise<Record<string, string>> {
  const info = await readFile(path.join(dir, RELEASE_INFO), 'utf8')
    .then((text) => JSON.parse(text) as { files?: Record<string, string> })
    .catch(() => ({}) as { files?: Record<string, string> });
  return info.files ?? {};
}

export interface PublishedVersion {
  version: string;
  publishedAt?: string;
  publishedBy?: string;
}

/** The published versions of a remote, oldest first by version number. */
export async function listReleases(
  releasesDir: string,
  remote: string,
): Promise<PublishedVersion[]> {
  const folder = path.join(releasesDir, remote);
  const names = await readdir(folder).catch(() => [] as string[]);
  const versions: PublishedVersion[] = [];
  for (const name of names.filter(isReleaseVersion)) {
    const info = await readFile(path.join(folder, name, RELEASE_INFO), 'utf8')
      .then((text) => JSON.parse(text) as PublishedVersion)
      .catch(() => ({}) as Partial<PublishedVersion>);
    versions.push({ version: name, publishedAt: info.publishedAt, publishedBy: info.publishedBy });
  }
  return versions.sort((a, b) => a.version.localeCompare(b.version, 'en', { numeric: true }));
}

/**
 * Writes `<releases>/<remote>/versions.json`, the published versions an operator may choose from
 * (the console lists them; it is served beside the versions, at the remote's base). Who published
 * each stays in its release.json: the index is public.
 */
export async function writeVersionsIndex(releasesDir: string, remote: string): Promise<string> {
  const index: PublishedVersionsIndex = {
    versions: (await listReleases(releasesDir, remote)).map(({ version, publishedAt }) =>
      publishedAt ? { version, publishedAt } : { version },
    ),
  };
  const file = path.join(releasesDir, remote, PUBLISHED_VERSIONS_FILE);
  await writeFileAtomic(file, `${JSON.stringify(index, null, 2)}\n`);
  return file;
}
