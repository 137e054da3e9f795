// The federation singletons: one copy on the page, the host's. The list is
// shared/build/singletons.json (module → the package whose version it carries); the host provides
// each of them to the runtime (host/src/federation/shared-modules.ts), and each remote declares the
// ones it depends on, so it takes the host's copy (its own is a fallback for a host that offers
// none). Only modules that must be one copy are here: React and its DOM renderer, TanStack
// Query (the query client lives in its context), and the modules of @onam/shared that hold state
// every part of the page must see (contexts, the device's pending plays, the visitor's language).
// Everything else a remote imports from @onam/shared is
// plain code it bundles itself: sharing it would cost the host bytes and every remote a request per
// module (docs/decisions/016). strictVersion makes a mismatch throw at load time instead of
// silently running two copies of React.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const sharedPkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** @type {Record<string, string>} module → the package that gives its version */
export const SINGLETONS = JSON.parse(
  readFileSync(new URL('./singletons.json', import.meta.url), 'utf8'),
);

const resolveShared = createRequire(import.meta.url).resolve;

/**
 * @typedef {{ singleton: true, strictVersion: true, requiredVersion: string, version: string, shareKey?: string, import?: string, request?: string }} SharedSingleton
 * @param {{ dependencies?: Record<string, string> }} appPkg
 * @returns {Record<string, SharedSingleton>} the singletons of the packages this app depends on
 */
export function federationShared(appPkg) {
  const deps = appPkg.dependencies ?? {};
  /** @type {Record<string, SharedSingleton>} */
  const shared = {};
  for (const [name, pkgName] of Object.entries(SINGLETONS)) {
    const declared = deps[pkgName];
    if (!declared) continue;
    // Our packages pin exact versions; a workspace package carries its own package.json's.
    const version =
      pkgName === '@onam/shared' ? String(sharedPkg.version) : declared.replace(/^[\^~]/, '');
    shared[name] = {
      singleton: true,
      strictVersion: true,
      requiredVersion: `^${version}`,
      version,
    };
    if (pkgName === '@onam/shared') {
      // Matched by file, not by the words of the import: inside @onam/shared the modules import
      // each other by relative path ('./backend-context'), and those imports must find the
      // singleton too, or a remote would bundle a second context that no provider fills.
      const file = resolveShared(name);
      Object.assign(shared[name], { shareKey: name, import: file, request: file });
    }
  }
  return shared;
}
