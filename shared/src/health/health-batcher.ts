// The page's health figures, gathered between reports: pure, so the reporter's timing
// (host/src/federation/health-report.ts) and what it sends are tested apart.
import {
  HEALTH_BATCHES_MAX,
  HEALTH_COUNT_MAX,
  HEALTH_TIME_MAX_MS,
  HEALTH_TIMES_MAX,
  isEmptyBatch,
  type HealthBatch,
  type HealthReport,
} from './health-event';

/** Reports one visit sends at most, the last one on leaving included. */
export const HEALTH_REPORTS_PER_VISIT = 4;

export type HealthCount =
  'loads' | 'loadFailures' | 'renderErrors' | 'playsStarted' | 'playsFinished';

export interface HealthBatcher {
  count(remote: string, version: string, what: HealthCount): void;
  time(remote: string, version: string, tileToPlayableMs: number): void;
  /** True while something waits to be sent and the visit may still send. */
  readonly waiting: boolean;
  /** The report of what waits, emptied; undefined when nothing waits or the visit has sent its share. */
  take(): HealthReport | undefined;
}

const emptyBatch = (remote: string, version: string): HealthBatch => ({
  remote,
  version,
  loads: 0,
  loadFailures: 0,
  renderErrors: 0,
  playsStarted: 0,
  playsFinished: 0,
  tileToPlayableMs: [],
});

export function createHealthBatcher(visit: string): HealthBatcher {
  const pending = new Map<string, HealthBatch>();
  /** The versions this visit has already reported, so only its first batch of each says `first`. */
  const reported = new Set<string>();
  let sent = 0;

  const batchOf = (remote: string, version: string): HealthBatch | undefined => {
    const key = `${remote}@${version}`;
    let batch = pending.get(key);
    if (!batch) {
      if (pending.size >= HEALTH_BATCHES_MAX) return undefined;
      batch = emptyBatch(remote, version);
      pending.set(key, batch);
    }
    return batch;
  };

  return {
    count(remote, version, what) {
      if (sent >= HEALTH_REPORTS_PER_VISIT) return;
      const batch = batchOf(remote, version);
      if (!batch || batch[what] >= HEALTH_COUNT_MAX) return;
      batch[what] += 1;
    },
    time(remote, version, ms) {
      if (sent >= HEALTH_REPORTS_PER_VISIT) return;
      if (!Number.isFinite(ms) || ms < 0 || ms > HEALTH_TIME_MAX_MS) return;
      const batch = batchOf(remote, version);
      if (!batch || batch.tileToPlayableMs.length >= HEALTH_TIMES_MAX) return;
      batch.tileToPlayableMs.push(Math.round(ms));
    },
    get waiting() {
      return sent < HEALTH_REPORTS_PER_VISIT && [...pending.values()].some((b) => !isEmptyBatch(b));
    },
    take() {
      if (sent >= HEALTH_REPORTS_PER_VISIT) return undefined;
      const batches = [...pending.values()].filter((batch) => !isEmptyBatch(batch));
      pending.clear();
      if (batches.length === 0) return undefined;
      sent += 1;
      for (const batch of batches) {
        const key = `${batch.remote}@${batch.version}`;
        if (!reported.has(key)) batch.first = true;
        reported.add(key);
      }
      return { v: 1, visit, batches };
    },
  };
}
