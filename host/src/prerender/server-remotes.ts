// A remote's server part, as the prerenderer uses it (docs/decisions/021): the remote's modules built
// for Node (shared/build/server-modules.js), fetched from beside its mf-manifest.json and run with
// the host's own copies of the singletons, the way the federation runtime gives a remote the host's
// copies in the browser. The page then links the stylesheets the remote's manifest lists for the
// module, so the drawn game is styled from its first paint.
import { SHARED_MODULES } from '../federation/shared-modules';

/** The file of a remote's server part, relative to its mf-manifest.json. */
export const SERVER_MODULES_FILE = 'server/modules.cjs';

export type ServerModules = Readonly<Record<string, () => Promise<unknown>>>;

export interface ServerRemote {
  modules: ServerModules;
  /** The stylesheets an exposed module needs from its first render, as absolute URLs. */
  stylesheets(module: string): string[];
}

/** Reads a URL's text; fails on anything but a 2xx answer. */
export type LoadText = (url: string) => Promise<string>;

export const fetchText: LoadText = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
};

/**
 * Runs a server part's code and returns its `modules`. Its `require` is given the singletons and
 * nothing else: a server part that wants another module was built wrong, and says which.
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
  // The remote's own code, as trusted as the remoteEntry.js the page runs from the same place.
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

/** Server parts by entry: a remote's files at one URL do not change while a process runs. */
const loaded = new Map<string, Promise<ServerRemote>>();

/**
 * A remote's server part, from its entry (the manifest's `remotes.<name>.entry`). Fails when the
 * remote has none or it cannot be read; a failure is not kept, so the next page asks again.
 */
export function loadServerRemote(entry: string, loadText: LoadText = fetchText) {
  let remote = loaded.get(entry);
  if (!remote) {
    const url = new URL(SERVER_MODULES_FILE, entry).href;
    remote = Promise.all([loadText(url), loadText(entry)]).then(([code, manifestText]) => ({
      modules: evaluateServerModules(code, url),
      stylesheets: stylesheetsOf(manifestText, entry),
    }));
    loaded.set(entry, remote);
    remote.catch(() => loaded.delete(entry));
  }
  return remote;
}
