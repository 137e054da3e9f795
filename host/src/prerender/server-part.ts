// A remote's server part (docs/decisions/021, 053): its modules built for a server
// (shared/build/server-modules.js), one CommonJS file, `server/modules.cjs`, beside the version's
// mf-manifest.json. It exports `modules`, exposed name → a function that loads the module, as the
// container does in the browser. Its `require` is answered with the singletons the page's sandbox
// holds (SHARED_MODULES), as the federation runtime gives a remote the host's copies in the
// browser, and nothing else.

/** The file of a remote's server part, relative to its mf-manifest.json. */
export const SERVER_MODULES_FILE = 'server/modules.cjs';

export type ServerModules = Readonly<Record<string, () => Promise<unknown>>>;

/** A server part's exports checked for the shape the drawing relies on; throws naming what is wrong. */
export function serverModulesOf(exports: unknown, source: string): ServerModules {
  const modules = (exports as { modules?: unknown } | null | undefined)?.modules;
  if (typeof modules !== 'object' || modules === null) {
    throw new Error(`${source} exports no modules`);
  }
  const loaders = modules as Record<string, unknown>;
  if (!Object.values(loaders).every((load) => typeof load === 'function')) {
    throw new Error(`${source}: each of its modules must be a function that loads it`);
  }
  return loaders as ServerModules;
}
