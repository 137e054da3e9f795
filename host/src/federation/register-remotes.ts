import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { CampaignManifest } from '@onam/shared/manifest/schema';

/** The entries registered so far, by remote name: what a retry re-registers. */
const registered = new Map<string, string>();

/** Registers every remote the manifest names. A changed entry replaces the old registration. */
export function registerCampaignRemotes(manifest: CampaignManifest): void {
  for (const [name, { entry }] of Object.entries(manifest.remotes)) {
    if (registered.get(name) === entry) continue;
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.set(name, entry);
  }
}

/**
 * Forgets what the runtime cached about a remote that failed (its manifest, entry and module
 * promises), so the next load asks the network again instead of replaying the failure.
 */
export function resetRemote(name: string): void {
  const entry = registered.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export function registeredEntry(name: string): string | undefined {
  return registered.get(name);
}
