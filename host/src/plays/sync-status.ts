import { isBackendError } from '@onam/shared/backend/port';

/**
 * Why the plays waiting on this device are still waiting, as the last save attempt found out, for
 * the line under a finished game: nothing in the way, too many plays in a short time (the server
 * names when to try again), or a play the server cannot check yet. Page-wide and in memory: it
 * describes this page's attempts, and the plays themselves are kept by the pending-plays store.
 */
export type SyncHold = 'none' | 'rate-limited' | 'unchecked';

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

/** What a failed save means for the wait, and how long to wait before the next try. */
export function holdAfter(
  error: unknown,
  defaultRetryMs: number,
): { hold: SyncHold; retryMs: number } {
  if (isBackendError(error, 'rate-limited')) {
    return { hold: 'rate-limited', retryMs: Math.max(1000, error.retryAfterMs ?? defaultRetryMs) };
  }
  // A games version the server cannot score yet waits for a deploy, not for the network: asking
  // every 30 s from every device holding such a play would only cost invocations.
  if (isBackendError(error, 'unavailable'))
    return { hold: 'unchecked', retryMs: UNCHECKED_RETRY_MS };
  return { hold: 'none', retryMs: defaultRetryMs };
}
