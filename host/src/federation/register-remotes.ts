import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { whenRuntimeStarted, type Runtime } from './federation-runtime';

/** The entries registered so far, by remote name: what a retry re-registers. */
const registered = new Map<string, string>();
/** Remotes the runtime knows: registering one of them again must replace it (`force`). */
const inRuntime = new Set<string>();
/** Remotes waiting for the runtime to start, registered once with their latest entry. */
const waiting = new Set<string>();

/**
 * Registers every remote the manifest names. A changed entry replaces the old registration. The
 * runtime is fetched only when a remote module is first wanted; until then the entries wait here
 * and are registered the moment it starts.
 */
export function registerCampaignRemotes(manifest: CampaignManifest): void {
  for (const [name, { entry }] of Object.entries(manifest.remotes)) {
    if (registered.get(name) === entry) continue;
    registered.set(name, entry);
    registerWhenStarted(name);
  }
}

/**
 * Forgets what the runtime cached about a remote that failed (its manifest, entry and module
 * promises), so the next load asks the network again instead of replaying the failure.
 */
export function resetRemote(name: string): void {
  if (registered.has(name)) registerWhenStarted(name);
}

export function registeredEntry(name: string): string | undefined {
  return registered.get(name);
}

function registerWhenStarted(name: string): void {
  if (waiting.has(name)) return;
  waiting.add(name);
  whenRuntimeStarted((runtime) => {
    waiting.delete(name);
    register(runtime, name);
  });
}

function register(runtime: Runtime, name: string): void {
  const entry = registered.get(name);
  if (!entry) return;
  runtime.registerRemotes([{ name, entry }], { force: inRuntime.has(name) });
  inRuntime.add(name);
}
