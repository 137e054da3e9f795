import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { backoffMs, fetchWithRetry, wait } from './retry';
import { unavailableModule } from './unavailable';

const MANIFEST_RETRIES = 2;

// The runtime's typings declare this hook's result as a promise of a promise; the runtime awaits
// whatever comes back, so the flat promise below is what it really consumes.
type LoadEntryErrorResult = ReturnType<
  NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>
>;

/**
 * The first two of the three layers that keep a failing remote from taking the site down
 * (DESIGN.md): network retries for a remote's mf-manifest.json and remoteEntry.js, then an
 * `errorLoadRemote` fallback so `loadRemote` resolves with a marker instead of throwing. The third
 * layer, an error boundary with a retry button, lives in React (remote-module.tsx).
 */
export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'onam-resilience',
    fetch(url, init) {
      return fetchWithRetry(url, { ...init, cache: 'no-cache' }, MANIFEST_RETRIES);
    },
    loadEntryError({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }) {
      // One more try for the entry script; the runtime keeps the failed promise unless we drop it.
      globalLoading[uniqueKey] = undefined;
      const retried = wait(backoffMs(0))
        .then(() => getRemoteEntry({ origin, remoteInfo, remoteEntryExports }))
        .then((exports) => exports || undefined);
      return retried as unknown as LoadEntryErrorResult;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      // Only the final stage gets a fallback: earlier stages expect a manifest or an entry back.
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`[federation] ${id} could not be loaded`, error);
      return unavailableModule(id, error);
    },
  };
}
