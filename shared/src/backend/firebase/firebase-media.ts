import { collection, query, where, type Firestore } from 'firebase/firestore/lite';
import type { Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';
import {
  BackendError,
  checkMediaFile,
  mediaSlots,
  type BackendPort,
  type MediaFile,
} from '../port';
import { guarded } from './data-errors';
import { callable, type LoadedOnUse } from './firebase-services';
import { mediaStoragePath } from './firestore-mapping';
import { readQuery } from './firestore-reads';
import { CALLABLES, type MediaDoc } from './server-documents';

/** A record's slot (`g0`..`g4`): its id ends with it. */
const slotOf = (id: string) => id.slice(id.lastIndexOf('_') + 1);

/**
 * Greetings in Cloud Storage. The browser uploads the file to a free slot, which storage.rules
 * checks; the server then writes the record from the stored file, within the allowance.
 */
export function createCloudMedia({
  db,
  functions,
  bucket,
  signedInUid,
}: {
  db: Firestore;
  functions: Functions;
  bucket: LoadedOnUse<FirebaseStorage>;
  signedInUid: () => Promise<string>;
}): BackendPort['media'] {
  // The Storage SDK and the bucket, loaded on the first greeting read or sent (firebase-services.ts).
  const storage = async () => {
    const instance = await bucket();
    const { getDownloadURL, ref, uploadBytesResumable } = await import(
      /* webpackChunkName: "firebase-calls" */ 'firebase/storage'
    );
    return { getDownloadURL, ref, uploadBytesResumable, bucket: instance };
  };
  const registerMedia = callable<{ mediaId: string; name: string }, MediaDoc & { id: string }>(
    functions,
    CALLABLES.registerMedia,
  );
  const removeMedia = callable<{ mediaId: string }, unknown>(functions, CALLABLES.removeMedia);

  const listMedia = (uid: string) =>
    readQuery<MediaDoc>('media', query(collection(db, 'media'), where('uid', '==', uid)));

  const toMediaFile = async (id: string, data: MediaDoc): Promise<MediaFile> => {
    const { getDownloadURL, ref, bucket: instance } = await storage();
    return {
      id,
      uid: data.uid,
      name: data.name,
      contentType: data.contentType,
      size: data.size,
      createdAt: data.createdAt,
      url: await getDownloadURL(ref(instance, data.storagePath)),
    };
  };

  return {
    upload: (file, { onProgress, signal } = {}) =>
      guarded(async () => {
        if (signal?.aborted) throw new BackendError('cancelled');
        const uid = await signedInUid();
        checkMediaFile(file);
        const taken = new Set((await listMedia(uid)).map(({ id }) => slotOf(id)));
        const slot = mediaSlots().find((candidate) => !taken.has(candidate));
        if (!slot) throw new BackendError('limit-reached', 'every greeting slot is taken');
        onProgress?.({ loaded: 0, total: file.size });
        const { uploadBytesResumable, ref, bucket: instance } = await storage();
        if (signal?.aborted) throw new BackendError('cancelled');
        const task = uploadBytesResumable(ref(instance, mediaStoragePath(uid, slot)), file, {
          contentType: file.type,
        });
        const cancel = () => task.cancel();
        signal?.addEventListener('abort', cancel, { once: true });
        try {
          await new Promise<void>((resolve, reject) => {
            task.on(
              'state_changed',
              (snapshot) =>
                onProgress?.({ loaded: snapshot.bytesTransferred, total: snapshot.totalBytes }),
              reject,
              resolve,
            );
          });
        } finally {
          signal?.removeEventListener('abort', cancel);
        }
        // The server writes the record from the stored file, within the allowance.
        const name = (file.name || slot).slice(0, 200);
        const { id, ...record } = await registerMedia({ mediaId: slot, name });
        return toMediaFile(id, record);
      }),
    list: (uid) =>
      guarded(async () => {
        const files = await Promise.all(
          (await listMedia(uid)).map(({ id, data }) => toMediaFile(id, data)),
        );
        return files.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
      }),
    remove: (id) =>
      guarded(async () => {
        await removeMedia({ mediaId: slotOf(id) });
      }),
  };
}
