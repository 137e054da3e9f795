/**
 * Every read is bounded whatever the number of plays (docs/decisions/024): a visitor's figures and
 * latest plays are one document (`stats/{uid}`), a board is one public document and the visitor's
 * own entry. Each read is counted as a User Timing mark, `onam:firestore-read`, with the documents
 * it cost in its detail, so a browser test and the bench can total what a screen reads.
 */
import { getDoc, getDocs, type DocumentReference, type Query } from 'firebase/firestore/lite';

/** The name of the User Timing mark each Firestore read leaves. */
export const READ_MARK = 'onam:firestore-read';

/** Counts a read the way Firestore bills it: each document, and at least one for a query. */
function countRead(what: string, documents: number): void {
  try {
    performance.mark(READ_MARK, { detail: { what, documents: Math.max(1, documents) } });
  } catch {
    // No User Timing (an old browser): the count is for tests and the bench only.
  }
}

/** One document, counted as `what`; undefined when it does not exist. */
export async function readDoc<T>(
  what: string,
  reference: DocumentReference,
): Promise<T | undefined> {
  const snapshot = await getDoc(reference);
  countRead(what, 1);
  return snapshot.exists() ? (snapshot.data() as T) : undefined;
}

/**
 * A query's documents with their ids, counted as `what`. Firestore Lite has no cache: a read is the
 * server's answer or a failure, so a device that lost the network is told so, never handed an empty
 * list that a screen keeping its cards (the studio wall) would take for "no cards".
 */
export async function readQuery<T>(what: string, q: Query): Promise<{ id: string; data: T }[]> {
  const snapshot = await getDocs(q);
  countRead(what, snapshot.size);
  return snapshot.docs.map((d) => ({ id: d.id, data: d.data() as T }));
}
