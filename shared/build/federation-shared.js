// The federation singletons every app declares, derived from that app's own package.json so the
// required ranges follow what the app was built with. strictVersion makes a mismatch throw at load
// time instead of silently running two copies of React.
import { readFileSync } from 'node:fs';

const sharedPkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

const SINGLETONS = ['react', 'react-dom', '@tanstack/react-query', 'firebase'];
/** Packages used through subpath imports (react/jsx-runtime, react-dom/client, firebase/auth). */
const WITH_SUBPATHS = new Set(['react', 'react-dom', 'firebase']);

/**
 * @typedef {{ singleton: boolean, strictVersion: boolean, requiredVersion: string, version?: string }} SharedSingleton
 * @param {{ dependencies?: Record<string, string> }} appPkg
 * @returns {Record<string, SharedSingleton>}
 */
export function federationShared(appPkg) {
  const deps = appPkg.dependencies ?? {};
  /** @type {Record<string, SharedSingleton>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const version = deps[name];
    if (!version) continue;
    /** @type {SharedSingleton} */
    const options = { singleton: true, strictVersion: true, requiredVersion: `^${version}` };
    // firebase/app, firebase/auth… resolve to files whose nearest package.json has no version.
    if (name === 'firebase') options.version = version.replace(/^[\^~]/, '');
    shared[name] = options;
    // Subpaths must be the same single copy too.
    if (WITH_SUBPATHS.has(name)) shared[`${name}/`] = options;
  }
  if (deps['@onam/shared']) {
    shared['@onam/shared/'] = {
      singleton: true,
      strictVersion: true,
      version: sharedPkg.version,
      requiredVersion: `^${sharedPkg.version}`,
    };
  }
  return shared;
}
