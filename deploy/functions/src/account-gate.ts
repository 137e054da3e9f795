// Deletion is final. "Delete my account" first writes `deletedAccounts/{uid}`, then deletes
// everything of the visitor. An ID token stays valid for up to an hour after its account is gone
// (the callables verify it without asking Auth whether it was revoked), so every callable that
// writes for a visitor reads this document in its own transaction and refuses a deleted account:
// a second tab, a device sending its saved plays or a script cannot bring anything back. The
// document holds the uid (its id, a random string) and when the account was deleted, nothing of
// the person; it is kept so that the deletion stays one.
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { refuse } from './refusals';

/** `deletedAccounts/{uid}`: server-only (firestore.rules opens nothing of it). */
export interface DeletedAccountDoc {
  /** ISO 8601, the server's clock: when "Delete my account" began. */
  deletedAt: string;
}

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
