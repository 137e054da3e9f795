/**
 * Greetings kept on the device, in IndexedDB: the `local` adapter's media, and the `emulated`
 * mode's, since Cloud Storage cannot be emulated on these machines (docs/decisions/026).
 *
 * With `mediaUploadUrl` (the manifest's `backend.mediaUpload`), a file is first posted there as a
 * multipart form and kept only after a 2xx answer, so an upload has real progress and can really
 * fail, as it would against Storage.
 */
import type { IDBPDatabase } from 'idb';
import { BackendError, type BackendPort, checkMediaFile, type MediaFile } from '../port';
import { UploadError, uploadFile } from '../../ui/upload-request';
import type { LocalSchema, StoredMedia } from './local-database';

/** The port's error for a failed post: what a visitor can do about it decides the code. */
export function uploadFailure(error: unknown): BackendError {
  if (error instanceof UploadError) {
    if (error.kind === 'aborted') return new BackendError('cancelled', 'upload cancelled');
    // A timeout is the network's doing too: trying again is the remedy for both.
    if (error.kind === 'network' || error.kind === 'timeout') {
      return new BackendError('network', error.message, { cause: error });
    }
    if (error.status === 413) return new BackendError('file-too-large', error.message);
  }
  return new BackendError('unknown', error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}

export interface DeviceMediaOptions {
  db: () => Promise<IDBPDatabase<LocalSchema>>;
  signedInUid: () => Promise<string>;
  now: () => Date;
  newId: () => string;
  /** Where files are posted before they are kept; without it they are kept at once. */
  mediaUploadUrl?: string;
  /** Replaces the XMLHttpRequest upload (tests). */
  post?: typeof uploadFile;
}

export function createDeviceMedia({
  db,
  signedInUid,
  now,
  newId,
  mediaUploadUrl,
  post = uploadFile,
}: DeviceMediaOptions): BackendPort['media'] {
  // One object URL per stored file for the adapter's lifetime: reads return the same URL, so
  // an <audio> already playing is not cut off, and removing the file revokes it.
  const objectUrls = new Map<string, string>();
  const toMediaFile = (stored: StoredMedia): MediaFile => {
    let url = objectUrls.get(stored.id);
    if (url === undefined) {
      url = URL.createObjectURL(stored.blob);
      objectUrls.set(stored.id, url);
    }
    const { id, uid, name, contentType, size, createdAt } = stored;
    return { id, uid, name, contentType, size, url, createdAt };
  };
  const revoke = (id: string) => {
    const url = objectUrls.get(id);
    if (url !== undefined) URL.revokeObjectURL(url);
    objectUrls.delete(id);
  };

  return {
    async upload(file, { onProgress, signal } = {}) {
      const cancelled = () => new BackendError('cancelled', 'upload cancelled');
      if (signal?.aborted) throw cancelled();
      const uid = await signedInUid();
      checkMediaFile(file);
      onProgress?.({ loaded: 0, total: file.size });
      if (mediaUploadUrl) {
        try {
          await post({
            action: mediaUploadUrl,
            file,
            signal,
            // The request's total counts the multipart wrapping too: report the share of the
            // file, so `total` stays the file's size as the port promises.
            onProgress: ({ loaded, total }) => {
              if (!total) return;
              const share = Math.min(1, loaded / total);
              onProgress?.({ loaded: Math.round(share * file.size), total: file.size });
            },
          });
        } catch (error) {
          throw uploadFailure(error);
        }
      }
      const id = newId();
      const record: StoredMedia = {
        id,
        uid,
        name: file.name,
        contentType: file.type,
        size: file.size,
        storagePath: `media/${uid}/${id}`,
        createdAt: now().toISOString(),
        blob: file,
      };
      if (signal?.aborted) throw cancelled();
      await (await db()).add('media', record);
      // A cancel that arrives while the write commits still wins: the visitor asked for nothing.
      if (signal?.aborted) {
        await (await db()).delete('media', id);
        throw cancelled();
      }
      onProgress?.({ loaded: file.size, total: file.size });
      return toMediaFile(record);
    },
    async list(uid) {
      const files = await (await db()).getAllFromIndex('media', 'uid', uid);
      return files
        .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
        .map(toMediaFile);
    },
    async remove(id) {
      const uid = await signedInUid();
      const database = await db();
      const record = await database.get('media', id);
      if (record && record.uid !== uid) throw new BackendError('permission-denied');
      if (record) await database.delete('media', id);
      revoke(id);
    },
  };
}
