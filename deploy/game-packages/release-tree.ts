// The release registry on a developer's machine (docs/decisions/054): the release tree that
// `pnpm release` publishes into (deploy/releases/<remote>/<version>/, each with its release.json),
// served by the preview at `<remote's origin>/<version>/`, and each remote's current build (its
// dist/, served at the origin's root) under the version it was built as, unless a published
// version has that number. The preview's pages read it directly (the local backend has no
// Firestore); on the emulated backend its records are written into the Firestore emulator's
// registry when the emulators start, as `pnpm release` writes a new one (registerReleases).
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { GAME_PACKAGE_FILE } from '@onam/shared/contracts/game-package';
import { parseReleaseRecord, type ReleaseRecord } from '@onam/shared/contracts/release-record';
import { CURRENT_BUILD, type ReleaseRegistry } from './registry';

/** Written into each published version by `pnpm release`: its record without its origin. */
export const RELEASE_INFO = 'release.json';

/** What release.json holds: the record, less where an environment serves it. */
export type ReleaseInfo = Omit<ReleaseRecord, 'base'> & { from?: string };

/** Relative paths of a folder's files, sorted, skipping dotfiles (a build's completion stamp). */
export async function listFiles(root: string, under = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, under), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const rel = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(root, rel)));
    else if (entry.isFile()) files.push(rel);
  }
  return files.sort();
}

/** Each file's SHA-256 in hex, by its path. */
export async function digests(root: string, files: string[]): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const file of files) {
    result[file] = createHash('sha256')
      .update(await readFile(path.join(root, file)))
      .digest('hex');
  }
  return result;
}

export interface ReleaseTreeOptions {
  /** The release tree (deploy/releases). */
  releasesDir: string;
  /** Each remote's origin where the preview serves it ({ games: 'http://localhost:3001' }). */
  origins: Readonly<Record<string, string>>;
  /** Each remote's current build folder (remote-games/dist), served at its origin's root. */
  currentBuilds?: Readonly<Record<string, string>>;
  /** The build's version when its facts do not say (the remote's package.json version). */
  currentVersions?: Readonly<Record<string, string>>;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8')) as unknown;
}

/** A published version's record from its release.json, served at `<origin>/<version>/`. */
async function publishedRecord(
  options: ReleaseTreeOptions,
  remote: string,
  version: string,
): Promise<ReleaseRecord | null> {
  const origin = options.origins[remote];
  const file = path.join(options.releasesDir, remote, version, RELEASE_INFO);
  if (!origin || !(await exists(file))) return null;
  const info = (await readJson(file)) as Partial<ReleaseInfo>;
  const parsed = parseReleaseRecord({
    remote: info.remote,
    version: info.version,
    base: `${origin}/${version}/`,
    files: info.files,
    package: info.package ?? null,
    publishedAt: info.publishedAt,
    publishedBy: info.publishedBy ?? '',
  });
  if (!parsed.ok) throw new Error(`${file}: ${parsed.problems.join('; ')}`);
  if (parsed.record.remote !== remote || parsed.record.version !== version) {
    throw new Error(`${file} records ${parsed.record.remote} ${parsed.record.version}`);
  }
  return parsed.record;
}

/** The version a current build was built as: its facts' version, else its package.json's. */
async function currentVersion(options: ReleaseTreeOptions, remote: string): Promise<string | null> {
  const dir = options.currentBuilds?.[remote];
  if (!dir) return null;
  const facts = path.join(dir, GAME_PACKAGE_FILE);
  if (await exists(facts))
    return String(((await readJson(facts)) as { version?: unknown }).version);
  return options.currentVersions?.[remote] ?? null;
}

/** A current build's record, its files hashed as they are now, served at its origin's root. */
async function currentRecord(
  options: ReleaseTreeOptions,
  remote: string,
): Promise<ReleaseRecord | null> {
  const dir = options.currentBuilds?.[remote];
  const origin = options.origins[remote];
  const version = await currentVersion(options, remote);
  if (!dir || !origin || !version || !(await exists(path.join(dir, 'mf-manifest.json'))))
    return null;
  const facts = path.join(dir, GAME_PACKAGE_FILE);
  const parsed = parseReleaseRecord({
    remote,
    version,
    base: `${origin}/`,
    files: await digests(dir, await listFiles(dir)),
    package: (await exists(facts)) ? await readJson(facts) : null,
    publishedAt: (await stat(path.join(dir, 'mf-manifest.json'))).mtime.toISOString(),
    publishedBy: CURRENT_BUILD,
  });
  if (!parsed.ok) throw new Error(`${dir}: ${parsed.problems.join('; ')}`);
  return parsed.record;
}

/** When a file was last written, or 0 when there is none. */
const writtenAt = (file: string) =>
  stat(file).then(
    (found) => found.mtimeMs,
    () => 0,
  );

/**
 * The registry over the release tree and the current builds. A record is read again when its files
 * were written since (a version published, a build rebuilt), and kept otherwise: hashing a build's
 * files is work a page request should not repeat.
 */
export function releaseTreeRegistry(options: ReleaseTreeOptions): ReleaseRegistry {
  const kept = new Map<string, { stamp: string; record: ReleaseRecord | null }>();
  const stampOf = async (remote: string, version: string) => {
    const dir = options.currentBuilds?.[remote] ?? '';
    const files = [
      path.join(options.releasesDir, remote, version, RELEASE_INFO),
      ...['mf-manifest.json', GAME_PACKAGE_FILE, 'server/modules.cjs', 'server/scoring.cjs'].map(
        (file) => path.join(dir, file),
      ),
    ];
    return (await Promise.all(files.map(writtenAt))).join(' ');
  };
  const read = async (remote: string, version: string) => {
    const published = await publishedRecord(options, remote, version);
    if (published) return published;
    return (await currentVersion(options, remote)) === version
      ? currentRecord(options, remote)
      : null;
  };
  return {
    async record(remote, version) {
      if (!Object.hasOwn(options.origins, remote) || !/^[\w.-]+$/.test(version)) return null;
      const key = `${remote}@${version}`;
      const stamp = await stampOf(remote, version);
      const known = kept.get(key);
      if (known?.stamp === stamp) return known.record;
      const record = await read(remote, version);
      kept.set(key, { stamp, record });
      return record;
    },
  };
}

/** Every record the tree holds: each published version, and each current build not published. */
export async function releaseTreeRecords(options: ReleaseTreeOptions): Promise<ReleaseRecord[]> {
  const records: ReleaseRecord[] = [];
  for (const remote of Object.keys(options.origins)) {
    const folder = path.join(options.releasesDir, remote);
    const versions = await readdir(folder).catch(() => [] as string[]);
    for (const version of versions.filter((name) => !name.startsWith('.')).sort()) {
      const record = await publishedRecord(options, remote, version);
      if (record) records.push(record);
    }
    const current = await currentVersion(options, remote);
    if (current && !records.some((r) => r.remote === remote && r.version === current)) {
      const record = await currentRecord(options, remote);
      if (record) records.push(record);
    }
  }
  return records;
}

/**
 * A build folder as a package the checks can read before it is published anywhere: its record
 * (every file hashed now, its facts, served nowhere: `package.invalid`) and its files read from
 * the folder. The release tool checks a build so before it publishes it.
 */
export async function folderPackage(
  folder: string,
  remote: string,
  version: string,
): Promise<{ record: ReleaseRecord; read: (url: string) => Promise<Buffer> }> {
  const base = `https://package.invalid/${remote}/${version}/`;
  const facts = path.join(folder, GAME_PACKAGE_FILE);
  const parsed = parseReleaseRecord({
    remote,
    version,
    base,
    files: await digests(folder, await listFiles(folder)),
    package: (await exists(facts)) ? await readJson(facts) : null,
    publishedAt: new Date().toISOString(),
    publishedBy: 'the release tool',
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return {
    record: parsed.record,
    read: async (url) => {
      if (!url.startsWith(base)) throw new Error(`${url} is not in ${folder}`);
      return readFile(path.join(folder, decodeURIComponent(url.slice(base.length))));
    },
  };
}
