import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

/** Where remotes built with `experiments.externalRuntime` look for the runtime's core. */
interface FederationGlobal {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
}

/**
 * Lends the page's federation runtime core to the remotes: they are built without their own
 * (about 19 KB gzip less in each remoteEntry.js), so a remote entry is small and every remote
 * runs on the one runtime the host started. Must run before the first remote entry is fetched.
 * The same as @module-federation/inject-external-runtime-core-plugin does for a host built with
 * the federation plugin, which this host is not (docs/decisions/016).
 */
export function provideExternalRuntime(name: string, version: string): void {
  const global = globalThis as FederationGlobal;
  if (global._FEDERATION_RUNTIME_CORE) return;
  global._FEDERATION_RUNTIME_CORE = runtimeCore;
  global._FEDERATION_RUNTIME_CORE_FROM = { name, version };
}
