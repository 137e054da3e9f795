// How the console listens to the health counters (health-counters.ts): a port, so the screen
// names no SDK; the firebase adapter's is shared/src/backend/firebase/firebase-health.ts.
import type { HealthTotals } from './health-counters';

export interface HealthWatchPort {
  /**
   * Calls `onTotals` with the sum of every shard of these windows of one remote version, once read
   * and at every change, until the returned stop is called.
   */
  watch(
    remote: string,
    version: string,
    windows: readonly string[],
    onTotals: (totals: HealthTotals) => void,
    onError: (error: unknown) => void,
  ): () => void;
}
