// What the health function and its guard need of a manifest: each remote's stable version and, if
// one runs, its canary's version and guard settings. Read from the served JSON as it is, field by
// field, so it needs nothing of the schema beyond the shared canary contract.
import { GUARD_DEFAULTS, type GuardSettings } from './guard-test';

export interface RemoteVersions {
  remote: string;
  stable: string;
  canary?: { version: string; percent: number; guard: GuardSettings };
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** Every remote the manifest names, with the versions a page may be running of it. */
export function remoteVersionsOf(manifest: unknown): Map<string, RemoteVersions> {
  const found = new Map<string, RemoteVersions>();
  const remotes = isObject(manifest) ? manifest.remotes : undefined;
  if (!isObject(remotes)) return found;
  for (const [remote, value] of Object.entries(remotes)) {
    if (!isObject(value) || typeof value.version !== 'string') continue;
    const entry: RemoteVersions = { remote, stable: value.version };
    const canary = value.canary;
    if (
      isObject(canary) &&
      typeof canary.version === 'string' &&
      canary.version !== value.version
    ) {
      const guard = isObject(canary.guard) ? canary.guard : {};
      entry.canary = {
        version: canary.version,
        percent: numberOr(canary.percent, 0),
        guard: {
          margin: numberOr(guard.margin, GUARD_DEFAULTS.margin),
          minLoads: numberOr(guard.minLoads, GUARD_DEFAULTS.minLoads),
        },
      };
    }
    found.set(remote, entry);
  }
  return found;
}

/** True when the page may be running this version of this remote. */
export function isKnownVersion(
  versions: Map<string, RemoteVersions>,
  remote: string,
  version: string,
): boolean {
  const known = versions.get(remote);
  return known !== undefined && (known.stable === version || known.canary?.version === version);
}
