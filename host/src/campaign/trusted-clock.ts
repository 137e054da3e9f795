/**
 * "Now" by the server's clock where the server has told us its time. Festival schedules open and
 * close games by date, and a phone's clock can be days off (set by hand, a flat battery reset, a
 * visitor "travelling" to tomorrow to play early); the Date header of /campaign.json comes from
 * the hosting's clock. We keep only the offset between the two clocks and add it to the device
 * clock, so time still moves between two reads of the manifest.
 *
 * No shared imports: fetch-campaign.ts uses this before the federation boundary.
 */

/** What one response said about the time, next to the device's clock when it arrived. */
export interface ServerTimeSample {
  serverMs: number;
  deviceMs: number;
}

/** Readable headers; a fetch Response's `headers` is one. */
export interface HeaderSource {
  get(name: string): string | null;
}

// RFC 9110 IMF-fixdate, the only form servers may send: "Sun, 16 Aug 2026 06:30:00 GMT". The
// obsolete forms are refused rather than guessed at: Date.parse reads almost any text as a date.
const IMF_FIXDATE =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** A server clock outside these bounds was never set (1970) or is broken: the device knows better. */
export const EARLIEST_PLAUSIBLE_MS = Date.UTC(2024, 0, 1);
export const LATEST_PLAUSIBLE_MS = Date.UTC(2100, 0, 1);

/** A cache that held the response longer than this is not telling the time. */
const MAX_AGE_SECONDS = 86_400;

/**
 * The server's time when the response left it, from its Date header plus any Age a cache added
 * (a CDN answer's Date is when the origin made it); undefined for a missing or implausible header.
 */
export function serverTimeFrom(
  headers: HeaderSource,
  deviceMs: number,
): ServerTimeSample | undefined {
  const date = headers.get('date')?.trim();
  if (!date || !IMF_FIXDATE.test(date)) return undefined;
  const parsed = Date.parse(date);
  if (!Number.isFinite(parsed)) return undefined;
  const age = Number(headers.get('age') ?? '0');
  const ageMs = Number.isInteger(age) && age >= 0 && age <= MAX_AGE_SECONDS ? age * 1000 : 0;
  const serverMs = parsed + ageMs;
  if (serverMs < EARLIEST_PLAUSIBLE_MS || serverMs > LATEST_PLAUSIBLE_MS) return undefined;
  return { serverMs, deviceMs };
}

export interface TrustedClock {
  /** Milliseconds since the epoch: the device's clock corrected by the server's, when known. */
  now(): number;
  /** Takes the server's time from a response; a response without one changes nothing. */
  observe(sample: ServerTimeSample | undefined): void;
  /** Whether `now()` is the server's time ('server') or only the device's ('device'). */
  source(): 'server' | 'device';
}

export function createTrustedClock(deviceNow: () => number = Date.now): TrustedClock {
  let offsetMs: number | undefined;
  return {
    now: () => deviceNow() + (offsetMs ?? 0),
    observe(sample) {
      // The latest answer wins: a visitor who corrects their clock mid-visit gets the right offset.
      if (sample) offsetMs = sample.serverMs - sample.deviceMs;
    },
    source: () => (offsetMs === undefined ? 'device' : 'server'),
  };
}
