// A remote's server part, as the prerenderer uses it (docs/decisions/021, 028): the remote's modules
// built for Node (shared/build/server-modules.js), run with the host's own copies of the
// singletons, the way the federation runtime gives a remote the host's copies in the browser. The
// page then links the stylesheets the remote's manifest lists for the module, so the drawn game is
// styled from its first paint.
//
// The code is never taken from the network. The deploying process would run it, with its files and
// its credentials: only a server part published into the local release tree by `pnpm release`, and
// matching the SHA-256 its release.json recorded then, is run (docs/decisions/028). The remote's
// entry URL only names which published version that is.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SHARED_MODULES } from '../federation/shared-modules';

/** The file of a remote's server part, relative to its mf-manifest.json. */
export const SERVER_MODULES_FILE = 'server/modules.cjs';
/** The remote's federation manifest: its stylesheets, and where its entry URL points. */
export const MANIFEST_FILE = 'mf-manifest.json';
/** What `pnpm release` writes into each published version (deploy/cli/releases.ts). */
export const RELEASE_INFO = 'release.json';
/**
 * A published version's folder name, as `pnpm release` accepts it (RELEASE_VERSION in
 * shared/src/campaign-ops/manifest-edit.ts): never `..`, never a path.
 */
export const RELEASE_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z][0-9A-Za-z.-]*)?$/;
/** A remote's name in the manifest (REMOTE_NAME in shared/src/manifest/schema.ts). */
const REMOTE_NAME = /^[a-z][a-z0-9_]*$/;

export type ServerModules = Readonly<Record<string, () => Promise<unknown>>>;

export interface ServerRemote {
  modules: ServerModules;
  /** The stylesheets an exposed module needs from its first render, as absolute URLs. */
  stylesheets(module: string): string[];
}

/**
 * Where server parts may be read from: folders on this machine, never a URL.
 * - releasesDir: the release tree (deploy/releases), `<remote>/<version>/` as `pnpm release`
 *   publishes them, each with its release.json. An entry naming a version
 *   (`…/<version>/mf-manifest.json`) is run from there, if it matches its record.
 * - currentBuilds: the preview only. Each remote's own build on this machine (remote-games/dist),
 *   by the origin the preview serves it at: the local campaign's entries
 *   (`http://localhost:3001/mf-manifest.json`) are that folder, which the developer built. A deploy
 *   (write-prerender.mjs) gives none.
 */
export interface ServerPartSources {
  releasesDir: string;
  currentBuilds?: Readonly<Record<string, { origin: string; dir: string }>>;
}

/** A server part that is not run; the message names the remote, the version and the file. */
export class ServerPartRefused extends Error {
  override name = 'ServerPartRefused';
}

/** Reads a local file's bytes (replaced in tests). */
export type ReadBytes = (file: string) => Promise<Buffer>;

const readBytes: ReadBytes = (file) => readFile(file);

/** The SHA-256 of a file's bytes in hex, as release.json records it (and deploy/functions/build.mjs checks it). */
export const sha256 = (bytes: Buffer | string): string =>
  createHash('sha256').update(bytes).digest('hex');

/**
 * Runs a server part's code and returns its `modules`. Its `require` is given the singletons and
 * nothing else: a server part that wants another module was built wrong, and says which. This is
 * a guard against a wrong build, not a sandbox: the code runs in this process, which is why only
 * pinned code from the release tree gets here.
 */
export function evaluateServerModules(code: string, source: string): ServerModules {
  const module: { exports: Record<string, unknown> } = { exports: {} };
  // Answered with the very singletons the host gives remotes in the browser, so Node runs one
  // React and one of each context too.
  const singletons: Readonly<Record<string, unknown>> = SHARED_MODULES;
  const require = (id: string): unknown => {
    if (Object.hasOwn(singletons, id)) return singletons[id];
    throw new Error(`${source} requires ${id}, which the host does not provide`);
  };
  new Function('module', 'exports', 'require', code)(module, module.exports, require);
  const { modules } = module.exports;
  if (typeof modules !== 'object' || modules === null) {
    throw new Error(`${source} exports no modules`);
  }
  const loaders = modules as Record<string, unknown>;
  if (!Object.values(loaders).every((load) => typeof load === 'function')) {
    throw new Error(`${source}: each of its modules must be a function that loads it`);
  }
  return loaders as ServerModules;
}

interface FederationManifest {
  metaData?: { publicPath?: string };
  exposes?: { name: string; assets?: { css?: { sync?: string[] } } }[];
}

/** The stylesheets of each exposed module, resolved as the federation runtime resolves them. */
export function stylesheetsOf(manifestText: string, entry: string): (module: string) => string[] {
  const manifest = JSON.parse(manifestText) as FederationManifest;
  const publicPath = manifest.metaData?.publicPath;
  const base = !publicPath || publicPath === 'auto' ? entry : new URL(publicPath, entry).href;
  return (module) =>
    (manifest.exposes?.find((expose) => expose.name === module)?.assets?.css?.sync ?? []).map(
      (file) => new URL(file, base).href,
    );
}

/** Where one remote's server part is read from, and the hashes its files must have. */
export interface ServerPartLocation {
  remote: string;
  /** The published version, or null for the preview's current build. */
  version: string | null;
  dir: string;
  /** Each file's recorded SHA-256 (release.json's `files`); null for the current build. */
  pins: Readonly<Record<string, string>> | null;
}

/** "games 0.2.0" or "games (the current build)", for messages. */
const named = ({ remote, version }: Pick<ServerPartLocation, 'remote' | 'version'>) =>
  version === null ? `${remote} (the current build)` : `${remote} ${version}`;

/** Reads a file, or refuses naming it. */
async function readOrRefuse(file: string, what: string, read: ReadBytes): Promise<Buffer> {
  try {
    return await read(file);
  } catch {
    throw new ServerPartRefused(`${what}: ${file} is missing`);
  }
}

/**
 * The local folder a remote's entry names, with its pins; refuses an entry that names no published
 * version (or, in the preview, the remote's current build), a version that is not in the release
 * tree, or one without a record of its files.
 */
export async function locateServerPart(
  remote: string,
  entry: string,
  sources: ServerPartSources,
  read: ReadBytes = readBytes,
): Promise<ServerPartLocation> {
  if (!REMOTE_NAME.test(remote)) {
    throw new ServerPartRefused(`"${remote}" is not a remote name; no server part is run for it`);
  }
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw new ServerPartRefused(`${remote}'s entry "${entry}" is not a URL`);
  }
  const segments = url.pathname.split('/');
  const file = segments.at(-1);
  const version = segments.at(-2) ?? '';
  const current = sources.currentBuilds?.[remote];
  if (current && url.href === new URL(MANIFEST_FILE, `${current.origin}/`).href) {
    return { remote, version: null, dir: current.dir, pins: null };
  }
  if (file !== MANIFEST_FILE || !RELEASE_VERSION.test(version) || url.search || url.hash) {
    throw new ServerPartRefused(
      `${remote}'s entry ${entry} is not a version in the release tree ` +
        `(…/<version>/${MANIFEST_FILE}, published with \`pnpm release ${remote}\`): ` +
        'its server part is not run, the page is served without a drawn game',
    );
  }
  const dir = path.join(sources.releasesDir, remote, version);
  const where = { remote, version };
  const infoText = await readOrRefuse(
    path.join(dir, RELEASE_INFO),
    `${named(where)} is not in the release tree (publish it with \`pnpm release ${remote} --version ${version}\`)`,
    read,
  );
  let info: { remote?: unknown; version?: unknown; files?: unknown };
  try {
    info = JSON.parse(infoText.toString('utf8')) as typeof info;
  } catch {
    throw new ServerPartRefused(`${named(where)}: ${path.join(dir, RELEASE_INFO)} is not JSON`);
  }
  if (info.remote !== remote || info.version !== version) {
    throw new ServerPartRefused(
      `${named(where)}: ${path.join(dir, RELEASE_INFO)} records ${String(info.remote)} ${String(info.version)}`,
    );
  }
  const files = info.files;
  if (typeof files !== 'object' || files === null) {
    throw new ServerPartRefused(
      `${named(where)}: ${path.join(dir, RELEASE_INFO)} records no files`,
    );
  }
  return { remote, version, dir, pins: files as Record<string, string> };
}

/** A file of a located server part, checked against its pin. */
async function pinnedFile(
  location: ServerPartLocation,
  file: string,
  read: ReadBytes,
): Promise<Buffer> {
  if (location.pins && typeof location.pins[file] !== 'string') {
    throw new ServerPartRefused(
      `${named(location)} was published without ${file} (its release.json records none): no server part`,
    );
  }
  const bytes = await readOrRefuse(path.join(location.dir, file), named(location), read);
  if (location.pins && sha256(bytes) !== location.pins[file]) {
    throw new ServerPartRefused(
      `${named(location)}: ${file} does not match the SHA-256 its release recorded ` +
        `(${path.join(location.dir, file)} was changed after \`pnpm release\`); refusing to run it`,
    );
  }
  return bytes;
}

/** Evaluated server parts by the SHA-256 of their code: the same code is run once per process. */
const evaluated = new Map<string, ServerModules>();

/**
 * A remote's server part, for its entry (the manifest's `remotes.<name>.entry`): read from the
 * local folder the entry names and checked against its release's record on every call (a file
 * changed meanwhile is refused), evaluated once per content. Fails, with a ServerPartRefused that
 * says why, for anything else; nothing is ever fetched.
 */
export async function loadServerRemote(
  remote: string,
  entry: string,
  sources: ServerPartSources,
  read: ReadBytes = readBytes,
): Promise<ServerRemote> {
  const location = await locateServerPart(remote, entry, sources, read);
  const [code, manifest] = await Promise.all([
    pinnedFile(location, SERVER_MODULES_FILE, read),
    pinnedFile(location, MANIFEST_FILE, read),
  ]);
  const key = sha256(code);
  let modules = evaluated.get(key);
  if (!modules) {
    modules = evaluateServerModules(
      code.toString('utf8'),
      path.join(location.dir, SERVER_MODULES_FILE),
    );
    evaluated.set(key, modules);
  }
  return { modules, stylesheets: stylesheetsOf(manifest.toString('utf8'), entry) };
}
