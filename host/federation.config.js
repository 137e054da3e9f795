// The host's federation, at a glance. The host is a federation *runtime* consumer only: it has no
// build plugin, so its first paint carries no federation code at all (docs/decisions/016). The
// runtime (@module-federation/enhanced/runtime) is loaded on demand, when the first remote module
// is wanted, and started with these options (host/src/federation/start-runtime.ts):
// - no remotes: they come from /campaign.json at runtime, so operators can swap a remote version
//   without rebuilding the host;
// - the singletons it provides to remotes, from its own loaded modules
//   (host/src/federation/shared-modules.ts), with the versions and ranges below;
// - 'loaded-first', so a remote takes the copy the page already runs;
// - the resilience plugin (host/src/federation/resilience-plugin.ts).
// It also lends the runtime's core to the remotes, which are built without one (externalRuntime).
import { readFileSync } from 'node:fs';
import { federationShared } from '@onam/shared/build/federation-shared.js';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export const hostFederation = {
  name: 'host',
  shareStrategy: /** @type {const} */ ('loaded-first'),
  // Versions and rules only: the modules themselves are the host's own (shared-modules.ts).
  shared: Object.fromEntries(
    Object.entries(federationShared(pkg)).map(
      ([name, { version, requiredVersion, singleton, strictVersion }]) => [
        name,
        { version, requiredVersion, singleton, strictVersion },
      ],
    ),
  ),
};

/**
 * Compile-time switches of the federation runtime (it reads them as globals): a browser build, so
 * the runtime drops its Node.js script loader. The snapshot plugin stays: campaign entries are
 * mf-manifest.json files, which it reads, and it fetches a module's chunks beside its entry.
 */
export const runtimeDefines = {
  ENV_TARGET: JSON.stringify('web'),
  FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: false,
};
