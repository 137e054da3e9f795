import { deviceBucket, remotesFor, type DeviceRemote } from '@onam/shared/canary/device-side';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { whenRuntimeStarted, type Runtime } from './federation-runtime';

/** The entries registered so far, by remote name: what a retry re-registers. */
const registered = new Map<string, string>();
/** Remotes the runtime knows: registering one of them again must replace it (`force`). */
const inRuntime = new Set<string>();
/** Remotes waiting for the runtime to start, registered once with their latest entry. */
const waiting = new Set<string>();
/** Each remote as this device runs it now: its side of a canary, that side's version. */
const inUse = new Map<string, DeviceRemote>();

/**
 * Registers every remote the manifest names, each at the entry of this device's side of its
 * canary (shared/src/canary/device-side.ts; the stable entry where none runs). A changed entry
 * replaces the old registration, so a canary that starts, is promoted or ends reaches the device
 * at its next navigation, as any version swap does. The runtime is fetched only when a remote
 * module is first wanted; until then the entries wait here and are registered the moment it
 * starts. Returns the remotes as the device now runs them.
 */
export function registerCampaignRemotes(
  manifest: CampaignManifest,
  bucket: number = deviceBucket(),
): DeviceRemote[] {
  const remotes = remotesFor(manifest, bucket);
  for (const remote of remotes) {
    inUse.set(remote.name, remote);
    if (registered.get(remote.name) === remote.entry) continue;
    registered.set(remote.name, remote.entry);
    registerWhenStarted(remote.name);
  }
  return remotes;
}

/**
 * The version of a remote this device loads its modules from now (what its health is reported
 * under), or undefined for a remote no manifest has named.
 */
export function versionInUse(name: string): string | undefined {
  return inUse.get(name)?.version;
}

/** The remote as this device runs it now: its entry, version and side. */
export function remoteInUse(name: string): DeviceRemote | undefined {
  return inUse.get(name);
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
