// The live revision as the health intake reads it (health-intake.ts, `live` and `freshLive`).
import type { LiveDoc } from '@onam/shared/campaign-ops/live-revisions';
import {
  boundedRead,
  FIRESTORE_FIRST_READ_TIMEOUT_MS,
  FIRESTORE_READ_TIMEOUT_MS,
} from '../common/bounded-read';

/** Reports need only to know which versions run: a revision 10 s old is good enough. */
export const LIVE_KEEP_MS = 10_000;
/**
 * When Firestore fails or is slow (the moments a canary's traffic is heaviest), the revision last
 * read stands in for up to 5 minutes rather than the reports being dropped: a report has no CDN to
 * fall back on, and the page sends it once (a beacon). A version that went live meanwhile is
 * dropped from the report as before; the guard reads the live revision afresh before it ends
 * anything (campaign/canary-guard.ts).
 */
export const LIVE_STALE_MS = 5 * 60_000;
/** A report naming a version the kept revision does not run reads again: at most once per 2 s. */
export const FRESH_LIVE_KEEP_MS = 2_000;

export function healthLiveReads(
  read: () => Promise<LiveDoc | undefined>,
  options: { onStale?: (error: unknown) => void; now?: () => number } = {},
) {
  const bounds = {
    timeoutMs: FIRESTORE_READ_TIMEOUT_MS,
    firstTimeoutMs: FIRESTORE_FIRST_READ_TIMEOUT_MS,
    now: options.now,
  };
  return {
    live: boundedRead(read, {
      ...bounds,
      keepMs: LIVE_KEEP_MS,
      staleMs: LIVE_STALE_MS,
      onStale: options.onStale,
    }),
    freshLive: boundedRead(read, { ...bounds, keepMs: FRESH_LIVE_KEEP_MS }),
  };
}
