/**
 * Greeting takes kept on the device until they are uploaded or deleted, so that a visitor who leaves
 * /talk (a header link, the sign-in guard after a session ended, a phone discarding the tab) finds
 * them on coming back. IndexedDB through `idb`, as the `local` adapter keeps its data
 * (local-database.ts), in a database of its own: takes are kept in every backend mode, and the
 * adapter's database is versioned with the adapter. Each take is kept under its account, and read
 * back for that account only, so another visitor on a shared phone never sees it
 * (docs/decisions/029).
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

export const DEVICE_TAKES_DB = 'onam-takes';

export interface DeviceTake {
  /** The account the take was recorded for; only that account reads it back. */
  uid: string;
  /** The take's id on the page, stable across re-recording: a re-recording replaces the take. */
  id: string;
  /** "Take 2" */
  number: number;
  kind: 'audio' | 'video';
  /** Without parameters, as it is uploaded: "audio/webm". */
  contentType: string;
  durationMs: number;
  /** ISO 8601, when this version was recorded. */
  recordedAt: string;
  blob: Blob;
}

/** Where a take is after asking the device to keep it. */
export type KeepOutcome =
  /** On the device: it survives leaving the page. */
  | 'kept'
  /** The device has no room left (the origin's quota): held by the page only. */
  | 'full'
  /** The browser keeps nothing for the page (no IndexedDB, a private window, an error). */
  | 'unavailable';

export interface KeptTakes {
  /** In number order. */
  takes: DeviceTake[];
  /** The number the account's next take gets. */
  nextNumber: number;
}

interface AccountRecord {
  uid: string;
  /** Numbers handed out so far, so a deleted take's number is not given again while others wait. */
  nextNumber: number;
}

interface TakesSchema extends DBSchema {
  takes: { key: [string, string]; value: DeviceTake; indexes: { uid: string } };
  accounts: { key: string; value: AccountRecord };
}

export interface DeviceTakeStore {
  /** The account's kept takes; null when the device cannot be read (then nothing is kept either). */
  load(uid: string): Promise<KeptTakes | null>;
  /**
   * Keeps a take, replacing the version kept before under the same account and id. When it cannot
   * be kept, any older version is forgotten too: a visitor coming back must not find the take they
   * recorded over.
   */
  keep(take: DeviceTake): Promise<KeepOutcome>;
  /** Forgets a take (uploaded or deleted). False when the device could not be told. */
  forget(uid: string, id: string): Promise<boolean>;
}

const QUOTA_ERRORS = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

/** Why a write failed, as the page tells it: no room left, or no keeping at all. */
export function keepFailure(error: unknown): Exclude<KeepOutcome, 'kept'> {
  if (typeof error === 'object' && error !== null) {
    const { name, code } = error as { name?: unknown; code?: unknown };
    // 22 is the legacy code of QuotaExceededError, which some engines still give alone.
    if ((typeof name === 'string' && QUOTA_ERRORS.has(name)) || code === 22) return 'full';
  }
  return 'unavailable';
}

/** What the database holds may be old, edited or half-written: only whole takes are read back. */
export function isDeviceTake(value: unknown): value is DeviceTake {
  if (typeof value !== 'object' || value === null) return false;
  const take = value as Record<string, unknown>;
  return (
    typeof take.uid === 'string' &&
    typeof take.id === 'string' &&
    Number.isInteger(take.number) &&
    (take.number as number) > 0 &&
    (take.kind === 'audio' || take.kind === 'video') &&
    typeof take.contentType === 'string' &&
    typeof take.durationMs === 'number' &&
    take.durationMs >= 0 &&
    typeof take.recordedAt === 'string' &&
    take.blob instanceof Blob
  );
}

/**
 * The next take's number: after every kept take and every number handed out while takes waited;
 * an account with nothing kept starts again at 1, as a first visit does.
 */
export function nextTakeNumber(takes: readonly Pick<DeviceTake, 'number'>[], handedOut = 1) {
  if (takes.length === 0) return 1;
  return Math.max(handedOut, ...takes.map((take) => take.number + 1));
}

function openTakesDatabase(): Promise<IDBPDatabase<TakesSchema>> {
  return openDB<TakesSchema>(DEVICE_TAKES_DB, 1, {
    upgrade(db) {
      const takes = db.createObjectStore('takes', { keyPath: ['uid', 'id'] });
      takes.createIndex('uid', 'uid');
      db.createObjectStore('accounts', { keyPath: 'uid' });
    },
  });
}

export function createDeviceTakeStore(
  open: () => Promise<IDBPDatabase<TakesSchema>> = openTakesDatabase,
): DeviceTakeStore {
  // One call at a time, in the order made: a take deleted while it was still being written must
  // not be written after its deletion and come back on the next visit.
  let queue: Promise<unknown> = Promise.resolve();
  function withDatabase<T>(
    work: (db: IDBPDatabase<TakesSchema>) => Promise<T>,
    failed: (error: unknown) => T,
  ): Promise<T> {
    const run = queue.then(() => connected(work, failed));
    queue = run;
    return run;
  }

  // A connection per call, closed after: calls are few (a take recorded, sent or deleted), and a
  // page kept in the back-forward cache or another tab never finds one held open.
  async function connected<T>(
    work: (db: IDBPDatabase<TakesSchema>) => Promise<T>,
    failed: (error: unknown) => T,
  ): Promise<T> {
    let db: IDBPDatabase<TakesSchema>;
    try {
      db = await open();
    } catch (error) {
      return failed(error);
    }
    try {
      return await work(db);
    } catch (error) {
      return failed(error);
    } finally {
      db.close();
    }
  }

  return {
    load: (uid) =>
      withDatabase(
        async (db) => {
          const tx = db.transaction(['takes', 'accounts']);
          const [stored, account] = await Promise.all([
            tx.objectStore('takes').index('uid').getAll(uid),
            tx.objectStore('accounts').get(uid),
            tx.done,
          ]);
          const takes = stored
            .filter((take) => isDeviceTake(take) && take.uid === uid)
            .sort((a, b) => a.number - b.number);
          return { takes, nextNumber: nextTakeNumber(takes, account?.nextNumber) };
        },
        () => null,
      ),

    keep: (take) =>
      withDatabase<KeepOutcome>(
        async (db) => {
          const tx = db.transaction(['takes', 'accounts'], 'readwrite');
          try {
            const account = await tx.objectStore('accounts').get(take.uid);
            const nextNumber = Math.max(account?.nextNumber ?? 1, take.number + 1);
            await Promise.all([
              tx.objectStore('takes').put(take),
              tx.objectStore('accounts').put({ uid: take.uid, nextNumber }),
              tx.done,
            ]);
            return 'kept';
          } catch (error) {
            // A quota is reported on the transaction (its requests just say "aborted"): wait for
            // it to end and read its reason there.
            const reason = await tx.done.then(
              () => error,
              (txError: unknown) => tx.error ?? txError ?? error,
            );
            // Deleting needs no room, so this goes through where the write could not.
            await db.delete('takes', [take.uid, take.id]).catch(() => undefined);
            return keepFailure(reason);
          }
        },
        (error) => keepFailure(error),
      ),

    forget: (uid, id) =>
      withDatabase(
        async (db) => {
          await db.delete('takes', [uid, id]);
          return true;
        },
        () => false,
      ),
  };
}

let shared: DeviceTakeStore | null = null;
/** The device's takes, for the recorder on any page. */
export function deviceTakes(): DeviceTakeStore {
  shared ??= createDeviceTakeStore();
  return shared;
}
