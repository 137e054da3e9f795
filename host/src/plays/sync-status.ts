import { isBackendError } from '@onam/shared/backend/port';

/**
 * Why the plays waiting on this device are still waiting, as the last save attempt found out, for
 * the line under a finished game: nothing in the way, or too many plays in a short time (the
 * server names when to try again). Page-wide and in memory: it describes this page's attempts and
 * the whole session; what held one play back is kept with that play, in the pending-plays store.
 */
export type SyncHold = 'none' | 'rate-limited';

let hold: SyncHold = 'none';
const listeners = new Set<() => void>();

export const syncStatus = {
  get: (): SyncHold => hold,
  set(next: SyncHold) {
    if (next === hold) return;
    hold = next;
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** How long a play the server cannot check yet waits before it is offered again. */
export const UNCHECKED_RETRY_MS = 10 * 60 * 1000;

/**
 * Each failure the server has on a play multiplies its next wait by this: the first retry comes
 * after the usual pause, the second a few minutes later, so a server's bad few minutes (or a
 * connection that drops every answer while the browser still says online) passes before the play
 * is set aside.
 */
const FAILURE_BACKOFF = 4;

/** What a failed flush means for the whole page's wait, and how long before the next try. */
export function holdAfter(
  error: unknown,
  defaultRetryMs: number,
): { hold: SyncHold; retryMs: number } {
  if (isBackendError(error, 'rate-limited')) {
    return { hold: 'rate-limited', retryMs: Math.max(1000, error.retryAfterMs ?? defaultRetryMs) };
  }
  return { hold: 'none', retryMs: defaultRetryMs };
}

/** How long one play waits after a failure of its own, the server's `failures` on it so far. */
export function playRetryMs(error: unknown, failures: number, defaultRetryMs: number): number {
  // A games version the server cannot score yet waits for a deploy, not for the network: asking
  // every 30 s from every device holding such a play would only cost invocations.
  if (isBackendError(error, 'unavailable')) return UNCHECKED_RETRY_MS;
  return defaultRetryMs * FAILURE_BACKOFF ** Math.max(0, failures - 1);
}
