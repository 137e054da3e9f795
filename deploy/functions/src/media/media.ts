// registerMedia / removeMedia: the record of a greeting is written by the server, from the file
// Storage holds (its real size and type, not the visitor's word), and only within the visitor's
// allowance of MEDIA_PER_VISITOR. A record without a stored file is refused. Storage rules keep
// uploads to the visitor's five slots, `media/{uid}/g0`..`g4`, so no more files than that can be
// kept either (storage.rules; docs/decisions/023).
import type { Firestore } from 'firebase-admin/firestore';
import { mediaStoragePath } from '@onam/shared/backend/firebase/firestore-mapping';
import {
  mediaRequestSchema,
  type MediaDoc,
  type StatsDoc,
} from '@onam/shared/backend/firebase/server-documents';
import {
  MEDIA_MAX_BYTES,
  MEDIA_PER_VISITOR,
  MEDIA_TYPE_PATTERN,
  mediaSlots,
} from '@onam/shared/backend/port';
import type { ProfileDoc } from '@onam/shared/backend/firebase/firestore-mapping';
import { isChild } from '@onam/shared/backend/privacy';
import { allRead, refuseIfDeleted } from '../privacy/account-gate';
import { problemsOf, refuse } from '../common/refusals';

/** The stored files, as far as these functions need them (Admin Storage, or a stand-in in tests). */
export interface MediaFiles {
  stat(path: string): Promise<{ size: number; contentType: string } | null>;
  remove(path: string): Promise<void>;
}

export interface MediaDeps {
  db: Firestore;
  files: MediaFiles;
  now: () => Date;
}

const mediaDocId = (uid: string, slot: string) => `${uid}_${slot}`;

function parseRequest(data: unknown) {
  const parsed = mediaRequestSchema.safeParse(data);
  if (!parsed.success) {
    throw refuse(
      'invalid-argument',
      `This request is not well formed: ${problemsOf(parsed.error)}.`,
    );
  }
  if (!mediaSlots().includes(parsed.data.mediaId)) {
    throw refuse('invalid-argument', `"${parsed.data.mediaId}" is not a greeting slot.`);
  }
  return parsed.data;
}

export async function registerMedia(
  deps: MediaDeps,
  uid: string | undefined,
  data: unknown,
): Promise<MediaDoc & { id: string }> {
  if (!uid) throw refuse('unauthenticated', 'Sign in to keep a greeting.');
  const { mediaId, name } = parseRequest(data);
  const storagePath = mediaStoragePath(uid, mediaId);
  const stored = await deps.files.stat(storagePath);
  if (!stored) {
    throw refuse(
      'failed-precondition',
      'The greeting was not uploaded, so there is nothing to keep.',
    );
  }
  if (!MEDIA_TYPE_PATTERN.test(stored.contentType) || stored.size > MEDIA_MAX_BYTES) {
    await deps.files.remove(storagePath);
    throw refuse('invalid-argument', 'Only sound, video or pictures up to 25 MB can be kept.');
  }
  const { db } = deps;
  const now = deps.now();
  const ref = db.doc(`media/${mediaDocId(uid, mediaId)}`);
  const statsRef = db.doc(`stats/${uid}`);
  try {
    return await db.runTransaction(async (tx) => {
      const [existing, statsSnap, profileSnap] = await allRead([
        tx.get(ref),
        tx.get(statsRef),
        tx.get(db.doc(`profiles/${uid}`)),
        refuseIfDeleted(tx, db, uid),
      ]);
      // Recording is not offered to a visitor under 18 (docs/decisions/037).
      if (isChild(profileSnap.data() as ProfileDoc | undefined)) {
        throw refuse('permission-denied', 'Recording greetings is not offered to under-18s.');
      }
      if (existing.exists) return { id: ref.id, ...(existing.data() as MediaDoc) };
      const stats = (statsSnap.data() as StatsDoc | undefined) ?? { games: {}, recent: [] };
      const kept = stats.media ?? 0;
      if (kept >= MEDIA_PER_VISITOR) {
        throw refuse(
          'resource-exhausted',
          `You can keep ${MEDIA_PER_VISITOR} greetings. Delete one to keep another.`,
          {},
        );
      }
      const doc: MediaDoc = {
        uid,
        name: name ?? `${mediaId}`,
        contentType: stored.contentType,
        size: stored.size,
        storagePath,
        createdAt: now.toISOString(),
      };
      tx.set(ref, doc);
      tx.set(statsRef, { ...stats, media: kept + 1 });
      return { id: ref.id, ...doc };
    });
  } catch (error) {
    // Refused: the file stays only while a record can point at it (never for a deleted account).
    const code = (error as { code?: string }).code;
    if (
      code === 'resource-exhausted' ||
      code === 'permission-denied' ||
      code === 'unauthenticated'
    ) {
      await deps.files.remove(storagePath);
    }
    throw error;
  }
}

export async function removeMedia(
  deps: MediaDeps,
  uid: string | undefined,
  data: unknown,
): Promise<void> {
  if (!uid) throw refuse('unauthenticated', 'Sign in to delete a greeting.');
  const { mediaId } = parseRequest(data);
  const { db } = deps;
  const ref = db.doc(`media/${mediaDocId(uid, mediaId)}`);
  const statsRef = db.doc(`stats/${uid}`);
  await deps.files.remove(mediaStoragePath(uid, mediaId));
  await db.runTransaction(async (tx) => {
    const [existing, statsSnap] = await allRead([
      tx.get(ref),
      tx.get(statsRef),
      refuseIfDeleted(tx, db, uid),
    ]);
    if (!existing.exists) return;
    const stats = (statsSnap.data() as StatsDoc | undefined) ?? { games: {}, recent: [] };
    tx.delete(ref);
    tx.set(statsRef, { ...stats, media: Math.max(0, (stats.media ?? 0) - 1) });
  });
}
