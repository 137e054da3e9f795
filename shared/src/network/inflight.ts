export interface InflightTracker {
  /** Marks one request as started; the returned function ends it (idempotent). */
  begin(): () => void;
  /** Counts the promise as in flight until it settles; returns it unchanged. */
  track<T>(work: Promise<T>): Promise<T>;
  count(): number;
  /** Called with the new count on every change; returns unsubscribe. */
  subscribe(listener: (count: number) => void): () => void;
}

export function createInflightTracker(): InflightTracker {
  let active = 0;
  // One entry per subscription, so the same function subscribed twice is also unsubscribed twice.
  const listeners = new Set<{ listener: (count: number) => void }>();

  const change = (delta: number) => {
    active += delta;
    for (const entry of [...listeners]) entry.listener(active);
  };

  const begin = () => {
    let ended = false;
    change(1);
    return () => {
      // Callers end on several paths (settle, abort, cleanup); only the first may count.
      if (ended) return;
      ended = true;
      change(-1);
    };
  };

  return {
    begin,
    track(work) {
      const end = begin();
      // Handling the rejection on this branch keeps it from being reported as unhandled twice; the
      // caller still sees it on `work`.
      work.then(end, end);
      return work;
    },
    count: () => active,
    subscribe(listener) {
      const entry = { listener };
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
  };
}

/** The app-wide tracker the loading bar reads (HTTP client, backend calls, remote loads). */
export const inflight: InflightTracker = createInflightTracker();
