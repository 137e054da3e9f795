/**
 * The `local` adapter: accounts in Firebase Auth (normally its emulator), everything else in the
 * browser's IndexedDB, mirroring the Firestore data model (see firebase-backend.ts).
 *
 * Database `onam-backend` (version 1), object stores:
 * - `profiles`, key `uid`: { uid, displayName, district | null, newsletter, createdAt }
 * - `plays`, key `id`, indexes `uid` and `gameId`:
 *   { id, uid, gameId, score, maxScore, durationMs, playedAt } (playedAt from the adapter's clock)
 * - `media`, key `id`, index `uid`:
 *   { id, uid, name, contentType, size, storagePath: 'media/{uid}/{id}', createdAt, blob }
 *   The Blob itself is in the record; `url` is an object URL made on read.
 * The leaderboard is not stored: it is computed from `plays` (best per uid) and `profiles`.
 * All dates are ISO 8601 strings.
 *
 * With `mediaUploadUrl` (the manifest's `backend.mediaUpload`), a file is first posted there as a
 * multipart form and kept only after a 2xx answer, so an upload has real progress and can really
 * fail, as it would against Storage.
 */
import type { FirebaseApp } from 'firebase/app';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { GAME_IDS, type GameId } from '../../contracts/game';
import { createAuth } from '../firebase/auth-instance';
import { createFirebaseAccounts, type ProfileWriter } from '../firebase/firebase-accounts';
import { type BestScore, bestScoresByUid, buildLeaderboard } from '../logic/leaderboard';
import { computeStats } from '../logic/stats';
import {
  type AccountsPort,
  BackendError,
  type BackendPort,
  checkMediaFile,
  type MediaFile,
  type Play,
  type Profile,
} from '../port';
import { playInputSchema } from '../schemas';
import { cleanPatch, profilePatchSchema } from '../profile-patch';
import { parseInput } from '../validate';
import { UploadError, uploadFile } from '../../ui/upload-request';

export const LOCAL_DB_NAME = 'onam-backend';

interface StoredMedia extends Omit<MediaFile, 'url'> {
  storagePath: string;
  blob: Blob;
}

interface LocalSchema extends DBSchema {
  profiles: { key: string; value: Profile };
  plays: { key: string; value: Play; indexes: { uid: string; gameId: GameId } };
  media: { key: string; value: StoredMedia; indexes: { uid: string } };
}

export interface LocalBackendOptions {
  /** The Firebase app whose Auth holds the accounts. Not needed when `accounts` is given. */
  app?: FirebaseApp;
  /** The Auth emulator, e.g. http://127.0.0.1:9099. */
  authEmulatorUrl?: string;
  dbName?: string;
  now?: () => Date;
  newId?: () => string;
  /** Replaces Firebase Auth (tests): receives the profile store that registration writes to. */
  accounts?: (profiles: ProfileWriter) => AccountsPort;
  /** Where files are posted before they are kept; without it they are kept at once. */
  mediaUploadUrl?: string;
  /** Replaces the XMLHttpRequest upload (tests). */
  uploadFile?: typeof uploadFile;
}

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

export function openLocalDatabase(
  name: string = LOCAL_DB_NAME,
): Promise<IDBPDatabase<LocalSchema>> {
  return openDB<LocalSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('profiles', { keyPath: 'uid' });
      const plays = db.createObjectStore('plays', { keyPath: 'id' });
      plays.createIndex('uid', 'uid');
      plays.createIndex('gameId', 'gameId');
      const media = db.createObjectStore('media', { keyPath: 'id' });
      media.createIndex('uid', 'uid');
    },
  });
}

export function createLocalBackend(options: LocalBackendOptions): BackendPort {
  const now = options.now ?? (() => new Date());
  const post = options.uploadFile ?? uploadFile;
  const newId = options.newId ?? (() => crypto.randomUUID());
  // Opened on first use, so creating the adapter costs nothing until a screen needs data.
  let database: Promise<IDBPDatabase<LocalSchema>> | undefined;
  const db = () => (database ??= openLocalDatabase(options.dbName));

  const profileStore: ProfileWriter = {
    async get(uid) {
      return (await (await db()).get('profiles', uid)) ?? null;
    },
    async create(profile) {
      await (await db()).put('profiles', profile);
    },
  };

  const accounts = options.accounts
    ? options.accounts(profileStore)
    : createFirebaseAccounts(
        createAuth(requireApp(options.app), options.authEmulatorUrl),
        profileStore,
        now,
        { emulator: Boolean(options.authEmulatorUrl) },
      );

  const signedInUid = async (): Promise<string> => {
    const user = await accounts.currentUser();
    if (!user) throw new BackendError('not-signed-in');
    return user.uid;
  };

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
    kind: 'local',
    accounts,

    profiles: {
      get: (uid) => profileStore.get(uid),
      async update(uid, patch) {
        const changes = parseInput(profilePatchSchema, patch);
        if ((await signedInUid()) !== uid) throw new BackendError('permission-denied');
        const database = await db();
        const tx = database.transaction('profiles', 'readwrite');
        const current = await tx.store.get(uid);
        if (!current) throw new BackendError('unknown', `no profile for ${uid}`);
        const updated: Profile = { ...current, ...cleanPatch(changes) };
        await tx.store.put(updated);
        await tx.done;
        return updated;
      },
    },

    plays: {
      async record(input) {
        const uid = await signedInUid();
        const { gameId, score, maxScore, durationMs } = parseInput(playInputSchema, input);
        const play: Play = {
          id: newId(),
          uid,
          gameId,
          score,
          maxScore,
          durationMs,
          playedAt: now().toISOString(),
        };
        await (await db()).add('plays', play);
        return play;
      },
      async listRecent(uid, limit) {
        const plays = await (await db()).getAllFromIndex('plays', 'uid', uid);
        return plays
          .sort((a, b) => Date.parse(b.playedAt) - Date.parse(a.playedAt))
          .slice(0, Math.max(0, limit));
      },
      async stats(uid, gameId) {
        const plays = await (await db()).getAllFromIndex('plays', 'uid', uid);
        return computeStats(plays, gameId ?? 'all', now());
      },
    },

    leaderboard: {
      async get(gameId, uid) {
        if (!GAME_IDS.includes(gameId)) throw new BackendError('invalid-input', 'play.gameId');
        const database = await db();
        const tx = database.transaction(['plays', 'profiles']);
        const plays = await tx.objectStore('plays').index('gameId').getAll(gameId);
        const best = bestScoresByUid(plays);
        const entries: BestScore[] = [];
        for (const [playerUid, bestScore] of best) {
          const profile = await tx.objectStore('profiles').get(playerUid);
          entries.push({
            uid: playerUid,
            displayName: profile?.displayName ?? '',
            district: profile?.district ?? null,
            bestScore,
          });
        }
        await tx.done;
        return buildLeaderboard(gameId, entries, uid);
      },
    },

    media: {
      async upload(file, { onProgress, signal } = {}) {
        const cancelled = () => new BackendError('cancelled', 'upload cancelled');
        if (signal?.aborted) throw cancelled();
        const uid = await signedInUid();
        checkMediaFile(file);
        onProgress?.({ loaded: 0, total: file.size });
        if (options.mediaUploadUrl) {
          try {
            await post({
              action: options.mediaUploadUrl,
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
    },
  };
}

function requireApp(app: FirebaseApp | undefined): FirebaseApp {
  if (!app) throw new Error('createLocalBackend needs a Firebase app (or an accounts factory)');
  return app;
}
