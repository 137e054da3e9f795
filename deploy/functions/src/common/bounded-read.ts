// The HTTP functions' Firestore reads, bounded so that a slow or failing Firestore cannot pile
// requests up on an instance, and a flood of requests the CDN does not answer (a unique query
// string each) cannot turn into a flood of reads:
// - one read at a time per key: the requests that need it while it runs share its answer;
// - a caller waits at most `timeoutMs`, then is told the read failed (the function answers 503,
//   or draws what it can and says so in a short cache time); the read itself goes on, and its
//   answer, should it come, is kept for the next caller;
// - a success is kept for `keepMs` and then read again; a failure is never kept;
// - at most `maxKeys` answers are kept, and at most `maxPending` reads may be outstanding at once
//   (those a caller gave up on included): beyond that a caller is refused at once, so memory and
//   the reads an instance has open stay flat however long Firestore hangs;
// - with `staleMs`, a caller whose fresh read fails, times out or is refused is answered with the
//   last success instead, while it is younger than staleMs (stale-if-error, for a caller with no
//   CDN to fall back on): it is not kept as fresh, so the next caller reads again.

/**
 * How long a visitor's request waits on one Firestore read. A document read in the functions' own
 * region answers in tens of milliseconds, and an instance's first (a new connection, a token) in
 * about a second; well past that, Firestore is in trouble and waiting longer only piles requests
 * up. The answer then is a 503 the CDN replaces with its last good copy (stale-if-error), or a
 * picture kept a minute: better within 3 s than a visitor, a crawler or the CDN left waiting.
 */
export const FIRESTORE_READ_TIMEOUT_MS = 3_000;

/**
 * How long the requests wait while an instance has had no answer yet: its first read opens the
 * connection and fetches a token, seconds on a cold, busy machine (the emulators' CI saw more than
 * 3 s). One read at a time still holds, so nothing piles up meanwhile.
 */
export const FIRESTORE_FIRST_READ_TIMEOUT_MS = 10_000;

/** The read did not answer within its time. */
export class ReadTimedOut extends Error {
  constructor(readonly ms: number) {
    super(`no answer from Firestore in ${ms} ms`);
    this.name = 'ReadTimedOut';
  }
}

/** Too many reads of this kind are still outstanding: Firestore is slow, and more would pile up. */
export class TooManyReads extends Error {
  constructor(readonly pending: number) {
    super(`${pending} reads still outstanding: not starting another`);
    this.name = 'TooManyReads';
  }
}

export interface BoundedReadOptions {
  /** How long a caller waits for an answer. */
  timeoutMs: number;
  /** How long while no read has answered yet (the connection's first); timeoutMs by default. */
  firstTimeoutMs?: number;
  /** How long a success is reused; 0 shares only the read in flight. */
  keepMs: number;
  /** The clock the kept answers age by (Date.now unless a test says otherwise). */
  now?: () => number;
  /** Reads outstanding at once, those a caller stopped waiting for included (default 8). */
  maxPending?: number;
  /**
   * How old a success may be and still answer a caller whose fresh read failed (counted from when
   * it was read, like keepMs, which it must exceed). Without it, the caller is told of the failure.
   */
  staleMs?: number;
  /** Told each time a failure was answered with a stale success (for the logs). */
  onStale?: (error: unknown) => void;
}

export interface BoundedKeyedReadOptions extends BoundedReadOptions {
  /** Answers kept at once; the oldest goes first. */
  maxKeys: number;
}

const DEFAULT_MAX_PENDING = 8;

/** `read` for each key, bounded as this file's header says. */
export function boundedKeyedRead<K, T>(
  read: (key: K) => Promise<T>,
  options: BoundedKeyedReadOptions,
): (key: K) => Promise<T> {
  const now = options.now ?? Date.now;
  const maxPending = options.maxPending ?? DEFAULT_MAX_PENDING;
  const kept = new Map<K, { value: T; at: number }>();
  const waiting = new Map<K, Promise<T>>();
  let pending = 0;
  let answeredOnce = false;

  /** `at`: when the read was asked, so an answer that came late is kept as old as it may be. */
  const keep = (key: K, value: T, at: number) => {
    if (options.keepMs <= 0) return;
    // An older read's late answer never replaces a newer one's.
    const current = kept.get(key);
    if (current && current.at > at) return;
    kept.delete(key);
    kept.set(key, { value, at });
    for (const oldest of kept.keys()) {
      if (kept.size <= options.maxKeys) break;
      kept.delete(oldest);
    }
  };

  const start = (key: K): Promise<T> => {
    const askedAt = now();
    pending += 1;
    const reading = new Promise<T>((resolve) => resolve(read(key)));
    const settled = () => {
      pending -= 1;
    };
    reading.then((value) => {
      settled();
      answeredOnce = true;
      keep(key, value, askedAt);
    }, settled);
    const ms = answeredOnce ? options.timeoutMs : (options.firstTimeoutMs ?? options.timeoutMs);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ReadTimedOut(ms)), ms);
      // A read nobody waits for must not keep a tool's process alive.
      (timer as { unref?: () => void }).unref?.();
    });
    const answer = Promise.race([reading, timedOut]);
    const done = () => {
      clearTimeout(timer);
      waiting.delete(key);
    };
    answer.then(done, done);
    return answer;
  };

  /** The failure, or the last success while it is young enough to stand in for a fresh read. */
  const orStale = (key: K, error: unknown): Promise<T> => {
    const hit = kept.get(key);
    if (hit && options.staleMs !== undefined && now() - hit.at < options.staleMs) {
      options.onStale?.(error);
      return Promise.resolve(hit.value);
    }
    return Promise.reject(error);
  };

  return (key) => {
    const hit = kept.get(key);
    if (hit) {
      const age = now() - hit.at;
      if (age < options.keepMs) return Promise.resolve(hit.value);
      if (options.staleMs === undefined || age >= options.staleMs) kept.delete(key);
    }
    const shared = waiting.get(key);
    if (shared) return shared;
    if (pending >= maxPending) return orStale(key, new TooManyReads(pending));
    const fresh = start(key);
    const answer =
      options.staleMs === undefined ? fresh : fresh.catch((error: unknown) => orStale(key, error));
    waiting.set(key, answer);
    return answer;
  };
}

/** `read`, bounded as this file's header says (one key). */
export function boundedRead<T>(
  read: () => Promise<T>,
  options: BoundedReadOptions,
): () => Promise<T> {
  const keyed = boundedKeyedRead<null, T>(() => read(), { ...options, maxKeys: 1 });
  return () => keyed(null);
}
