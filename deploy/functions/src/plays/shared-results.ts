// A result link's id (shared/src/share/links.ts): random, given to a play when submitPlay saves it,
// and resolved to the play by the ogImage function alone. The link then says nothing of its player.
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import type { PlayDoc, SharedResultDoc } from '@onam/shared/backend/firebase/server-documents';
import { isShareId, newShareId } from '@onam/shared/share/links';

/**
 * The play's share id, in submitPlay's transaction once its reads are done: the one it has, or a
 * new one, written with `sharedResults/{id}` (created, never overwritten). A play saved before
 * share ids gets one the first time it is sent again.
 */
export function shareIdFor(
  tx: Transaction,
  db: Firestore,
  play: { ref: DocumentReference; uid: string; saved?: PlayDoc },
  now: Date,
): string {
  if (play.saved?.shareId) return play.saved.shareId;
  const shareId = newShareId();
  tx.create(db.doc(`sharedResults/${shareId}`), {
    playId: play.ref.id,
    uid: play.uid,
    createdAt: now.toISOString(),
  } satisfies SharedResultDoc);
  if (play.saved) tx.update(play.ref, { shareId });
  return shareId;
}

/** The play a share id names (`plays/{id}`), or null when it names none. */
export async function playOfShareId(db: Firestore, shareId: string): Promise<PlayDoc | null> {
  if (!isShareId(shareId)) return null;
  const shared = (await db.doc(`sharedResults/${shareId}`).get()).data() as
    SharedResultDoc | undefined;
  if (typeof shared?.playId !== 'string') return null;
  const play = (await db.doc(`plays/${shared.playId}`).get()).data() as PlayDoc | undefined;
  // The play must be the one this id was given to (its owner's, and naming this id back).
  return play && play.uid === shared.uid && play.shareId === shareId ? play : null;
}
