// Deletion is final. "Delete my account" first writes `deletedAccounts/{uid}`, then deletes
// everything of the visitor. An ID token stays valid for up to an hour after its account is gone
// (the callables verify it without asking Auth whether it was revoked), so every callable that
// writes for a visitor reads this document in its own transaction and refuses a deleted account:
// a second tab, a device sending its saved plays or a script cannot bring anything back. The
// document holds the uid (its id, a random string) and when the account was deleted, nothing of
// the person. It is needed only while a token of the account can still be valid: an hour, since
// no new token can be had for an account Auth no longer has. It is kept a day (TOMBSTONE_KEPT_MS)
// and then deleted by Firestore's TTL policy on `expireAt` (firestore.indexes.json), which
// removes an expired document within a day more (docs/decisions/040).
import {
  type DocumentReference,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { refuse } from '../common/refusals';

/** A day: well past the hour a deleted account's ID token can live. */
export const TOMBSTONE_KEPT_MS = 24 * 60 * 60 * 1000;

/** `deletedAccounts/{uid}`: server-only (firestore.rules opens nothing of it). */
export interface DeletedAccountDoc {
  /** ISO 8601, the server's clock: when "Delete my account" began. */
  deletedAt: string;
  /** When Firestore's TTL policy may delete it: TOMBSTONE_KEPT_MS after `deletedAt`. */
  expireAt: Timestamp;
}

/** The tombstone of an account deleted at `now`. */
export const tombstoneAt = (now: Date): DeletedAccountDoc => ({
  deletedAt: now.toISOString(),
  expireAt: Timestamp.fromMillis(now.getTime() + TOMBSTONE_KEPT_MS),
});

export const deletedAccountRef = (db: Firestore, uid: string): DocumentReference =>
  db.doc(`deletedAccounts/${uid}`);

/** The refusal a deleted account's request gets, in words the page can show as they are. */
export const accountDeleted = () =>
  refuse(
    'unauthenticated',
    'This account was deleted, with everything it held, so nothing more can be saved to it.',
    { accountDeleted: true },
  );

/**
 * Reads the tombstone in the caller's transaction (among its first reads, as Firestore wants
 * reads before writes) and refuses a deleted account. One document read per call.
 */
export async function refuseIfDeleted(tx: Transaction, db: Firestore, uid: string): Promise<void> {
  if ((await tx.get(deletedAccountRef(db, uid))).exists) throw accountDeleted();
}

/**
 * Promise.all for a transaction's first reads, the gate among them, that answers (or throws the
 * first failure, the gate's refusal) only once every read is back. Promise.all throws at the first
 * refusal while the other reads still run: the transaction then ends under them, and their streams
 * answer after it, in a test after its Firestore is closed.
 */
export async function allRead<T extends readonly unknown[] | []>(
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled: PromiseSettledResult<unknown>[] = await Promise.allSettled<unknown>(reads);
  const failed = settled.find(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  );
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}
