import { provideExternalRuntime } from './external-runtime';
import resiliencePlugin from './resilience-plugin';
import { providedShared, type SharedVersion } from './shared-modules';

/** What host/federation.config.js says, put in at build time. */
interface HostFederation {
  name: string;
  shareStrategy: 'loaded-first' | 'version-first';
  shared: Record<string, SharedVersion>;
}
declare const __HOST_FEDERATION__: HostFederation;

/** The runtime's module (federation-runtime.ts names it too; this file is what that one loads). */
type Runtime = typeof import('@module-federation/enhanced/runtime');

/**
 * Starts the page's one federation instance: no remotes yet (the campaign's are registered next),
 * the host's singletons, the resilience plugin, and the runtime's core lent to the remotes. Loaded
 * with the runtime, after the first paint.
 */
export function startRuntime(runtime: Runtime): void {
  const { name, shareStrategy, shared } = __HOST_FEDERATION__;
  const instance = runtime.init({
    name,
    remotes: [],
    shared: providedShared(shared),
    shareStrategy,
    plugins: [resiliencePlugin()],
  });
  provideExternalRuntime(name, instance.version);
}
