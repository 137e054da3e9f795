// The health guard's way to end a canary: the same change an operator makes (end-canary), through
// the same checks and the same optimistic revision (shared/src/campaign-ops/live-revisions.ts),
// recorded with the author `health-guard` and the figures that decided it as the reason.
import {
  CampaignRefusal,
  changeCampaign,
  readLive,
  type RevisionStore,
} from '@onam/shared/campaign-ops/live-revisions';
import { parseCampaignManifest } from '@onam/shared/manifest/schema';

/** Who the history says ended a canary when nobody did by hand. */
export const HEALTH_GUARD_AUTHOR = 'health-guard';

/** The longest reason a change carries (shared/src/manifest/campaign-change.ts). */
const REASON_MAX = 500;

/**
 * How many times the guard reads the live revision again when an operator's change went live
 * between its read and its write: each retry is a fresh decision on what is live then.
 */
const ATTEMPTS = 3;

export type GuardOutcome =
  | { ended: true; revision: number }
  /**
   * Nothing to end: nothing live, no canary on that remote, or (with `version`) a canary of
   * another version than the one judged, since an operator changed it meanwhile.
   */
  | { ended: false; why: 'nothing-live' | 'no-canary' | 'another-version' };

/**
 * Ends the canary of `remote` as the health guard: a new revision, authored `health-guard`, whose
 * command carries `reason`. With `version`, only a canary of that version is ended: the figures
 * judged that one. Safe to call from several health batches at once: the first writes, the
 * others find no canary.
 */
export async function endCanaryByGuard(
  db: RevisionStore,
  remote: string,
  reason: string,
  options: { version?: string; now?: () => Date } = {},
): Promise<GuardOutcome> {
  const now = options.now ?? (() => new Date());
  const trimmed = reason.trim();
  const words =
    trimmed.length > REASON_MAX ? `${trimmed.slice(0, REASON_MAX - 1)}…` : trimmed || 'unhealthy';
  for (let attempt = 1; ; attempt += 1) {
    const live = await readLive(db);
    if (!live) return { ended: false, why: 'nothing-live' };
    const parsed = parseCampaignManifest(JSON.parse(live.manifest));
    const canary = parsed.ok ? parsed.manifest.remotes[remote]?.canary : undefined;
    if (!canary) return { ended: false, why: 'no-canary' };
    if (options.version !== undefined && canary.version !== options.version) {
      return { ended: false, why: 'another-version' };
    }
    try {
      const result = await changeCampaign(
        // Ending asks no remote (apply-change.ts), so there is nothing to check them with.
        { db, now, checkRemotes: async () => [] },
        { uid: HEALTH_GUARD_AUTHOR, operator: true },
        {
          baseRevision: live.revision,
          change: { kind: 'end-canary', remote, reason: words },
        },
      );
      return { ended: true, revision: result.revision };
    } catch (error) {
      const raced = error instanceof CampaignRefusal && error.code === 'aborted';
      if (!raced || attempt >= ATTEMPTS) throw error;
    }
  }
}
