// Which side of a canary this device is on (docs/decisions/048). Each device draws one bucket, 0 to
// 99, the first time it needs one and keeps it, so the same visitor stays on the same side across
// reloads and visits, and a canary of N percent takes the devices in buckets 0..N-1. Raising the
// share keeps everyone already on the canary there. The bucket is a random number and nothing
// else: it is never sent anywhere; only the side it gives travels, in the `__session` cookie
// (request-locale.ts), so the pages function draws the side the device will run.

/** Where the device's bucket is kept. */
export const BUCKET_STORAGE_KEY = 'onam:bucket';

/** Buckets are 0..BUCKETS-1: a canary's `percent` counts them. */
export const BUCKETS = 100;

export type Side = 'canary' | 'stable';

/**
 * What this module reads of a manifest: each remote's stable entry and version, and its canary
 * when one runs. Structural, so a manifest read by any layer (the app's checked one, a server's)
 * fits.
 */
export interface CanaryRead {
  entry: string;
  version: string;
  percent: number;
}
export interface RemoteRead {
  entry: string;
  version: string;
  canary?: CanaryRead;
}
export interface RemotesRead {
  remotes: Readonly<Record<string, RemoteRead>>;
}

/** A remote as this device runs it. */
export interface DeviceRemote {
  name: string;
  entry: string;
  version: string;
  side: Side;
}

/** Fills a byte array with random values (crypto.getRandomValues). */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/**
 * A uniform bucket: a byte of 200 or more is drawn again, since 256 is not a multiple of 100 and
 * taking it modulo 100 would put buckets 0..55 on the canary more often than the rest.
 */
export function randomBucket(random: RandomBytes = cryptoBytes): number {
  const byte = new Uint8Array(1);
  for (;;) {
    const [value = 255] = random(byte);
    if (value < 2 * BUCKETS) return value % BUCKETS;
  }
}

/** A kept bucket as it reads back, or null when it is missing or not a bucket (then made again). */
export function parseBucket(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || !/^\d{1,2}$/.test(text)) return null;
  const bucket = Number(text);
  return bucket < BUCKETS ? bucket : null;
}

/**
 * The device's bucket: the kept one, else a new one, kept for the next visits. With storage
 * blocked (privacy settings, a sandboxed frame) it is a bucket for this page only, so such a
 * visitor may change sides between visits, and is still on one side for the whole page.
 */
export function readOrMakeBucket(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null | undefined,
  random: RandomBytes = cryptoBytes,
): number {
  let kept: number | null = null;
  try {
    kept = parseBucket(storage?.getItem(BUCKET_STORAGE_KEY));
  } catch {
    // Unreadable: made afresh below.
  }
  if (kept !== null) return kept;
  const bucket = randomBucket(random);
  try {
    storage?.setItem(BUCKET_STORAGE_KEY, String(bucket));
  } catch {
    // Not kept: this page's bucket only.
  }
  return bucket;
}

let pageBucket: number | undefined;

/** This device's bucket, read once per page from localStorage (which may be blocked or absent). */
export function deviceBucket(): number {
  if (pageBucket !== undefined) return pageBucket;
  pageBucket = readOrMakeBucket(pageStorage());
  return pageBucket;
}

/** The page's localStorage; null where there is none or reaching it throws. */
function pageStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The side of a remote's canary a bucket is on; stable when no canary runs. */
export function sideOf(bucket: number, canary: Pick<CanaryRead, 'percent'> | undefined): Side {
  return canary && bucket < canary.percent ? 'canary' : 'stable';
}

/** Each remote of the manifest as a device in `bucket` runs it: its side's entry and version. */
export function remotesFor(manifest: RemotesRead, bucket: number): DeviceRemote[] {
  return Object.entries(manifest.remotes).map(([name, remote]) => {
    const side = sideOf(bucket, remote.canary);
    return { name, ...remoteForSide(remote, side), side };
  });
}

/**
 * The side a page is drawn for, as the `__session` cookie carries it: 'canary' when the device is
 * on the canary side of every canary that runs (the pages function then draws each remote's
 * canary), 'stable' when it is on none. 'mixed' (two canaries of different shares, the device
 * inside one only) is a page no server draws: such a device never adopts a drawn page and draws
 * its own, which only the devices between the two shares pay.
 */
export type PageSide = Side | 'mixed';

export function pageSideOf(manifest: RemotesRead, bucket: number): PageSide {
  const sides = remotesFor(manifest, bucket)
    .filter(({ name }) => manifest.remotes[name]?.canary !== undefined)
    .map(({ side }) => side);
  if (!sides.includes('canary')) return 'stable';
  return sides.every((side) => side === 'canary') ? 'canary' : 'mixed';
}

/**
 * What a server draws of a remote for a page's side: on the canary side, the canary's entry and
 * version where one runs; otherwise the stable ones.
 */
export function remoteForSide(
  remote: RemoteRead,
  side: PageSide,
): Pick<RemoteRead, 'entry' | 'version'> {
  const run = side === 'canary' && remote.canary ? remote.canary : remote;
  return { entry: run.entry, version: run.version };
}

/** Whether a canary runs on any of the manifest's remotes. */
export function anyCanary(manifest: RemotesRead): boolean {
  return Object.values(manifest.remotes).some((remote) => remote.canary !== undefined);
}
