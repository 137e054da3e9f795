// Counters that every visitor adds to, written once per instance every few seconds rather than once
// per request (docs/decisions/070). Each request's increments are summed in the instance; every
// `everyMs` the sums go out as one write per counter, to a shard picked at random, so a counter
// takes at most (instances × 1000 / everyMs) writes a second however many visitors arrive, and its
// shards only need to share that.
//
// `add` answers once the write that holds its increments is committed, or fails with it: a caller
// that must not answer before its count is kept (the health intake's 204) awaits it; one whose
// count is only a live figure (a play's) does not, and an instance that stops is flushed by
// `flush` first (functions.ts, on SIGTERM).
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

export interface CounterBatch {
  /**
   * Adds `fields` to the counter whose shards are `{shards}/{0..n-1}` (a collection's path).
   * Resolves when they are written; rejects with the write's error.
   */
  add(shards: string, fields: Readonly<Record<string, number>>): Promise<void>;
  /** Writes whatever is waiting now. */
  flush(): Promise<void>;
}

export interface CounterBatchOptions {
  /** How long an increment may wait for the next write. */
  everyMs: number;
  /** How many shards each counter has. */
  shards: number;
  random?: () => number;
}

interface Pending {
  sums: Record<string, number>;
  waiting: { resolve: () => void; reject: (error: unknown) => void }[];
}

/** Firestore's limit of writes in one batch. */
const BATCH_WRITES = 500;

export function counterBatch(db: Firestore, options: CounterBatchOptions): CounterBatch {
  const { everyMs, shards, random = Math.random } = options;
  let pending = new Map<string, Pending>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const taken = pending;
    pending = new Map();
    const counters = [...taken.entries()];
    for (let start = 0; start < counters.length; start += BATCH_WRITES) {
      const part = counters.slice(start, start + BATCH_WRITES);
      const batch = db.batch();
      for (const [collection, { sums }] of part) {
        const shard = Math.min(shards - 1, Math.floor(random() * shards));
        batch.set(
          db.doc(`${collection}/${shard}`),
          Object.fromEntries(
            Object.entries(sums).map(([field, by]) => [field, FieldValue.increment(by)]),
          ),
          { merge: true },
        );
      }
      try {
        await batch.commit();
        for (const [, { waiting }] of part) waiting.forEach(({ resolve }) => resolve());
      } catch (error) {
        for (const [, { waiting }] of part) waiting.forEach(({ reject }) => reject(error));
      }
    }
  }

  return {
    add(collection, fields) {
      return new Promise<void>((resolve, reject) => {
        const counter = pending.get(collection) ?? { sums: {}, waiting: [] };
        for (const [field, by] of Object.entries(fields)) {
          counter.sums[field] = (counter.sums[field] ?? 0) + by;
        }
        counter.waiting.push({ resolve, reject });
        pending.set(collection, counter);
        if (!timer) {
          timer = setTimeout(() => void flush(), everyMs);
          // An instance with nothing else to do may stop; what waits is flushed by its owner.
          timer.unref?.();
        }
      });
    },
    flush,
  };
}

/** What flushOnStop needs of a process (the tests pass a stand-in). */
export interface StoppableProcess {
  pid: number;
  once(signal: 'SIGTERM', listener: () => void): unknown;
  listenerCount(signal: 'SIGTERM'): number;
  kill(pid: number, signal: 'SIGTERM'): unknown;
}

/**
 * Writes what waits in `batch` when the instance is told to stop (SIGTERM), then lets the signal
 * do what it would have done: with no other listener, the process ends as it would have without
 * this one. A listener that stays would keep an instance alive that was asked to stop.
 */
export function flushOnStop(batch: CounterBatch, proc: StoppableProcess = process): void {
  proc.once('SIGTERM', () => {
    void batch
      .flush()
      .catch(() => undefined)
      .finally(() => {
        if (proc.listenerCount('SIGTERM') === 0) proc.kill(proc.pid, 'SIGTERM');
      });
  });
}
