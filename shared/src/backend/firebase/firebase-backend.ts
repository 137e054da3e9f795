/**
 * The `firebase` adapter: Auth, Firestore, Storage, Performance monitoring, and Analytics with
 * collection switched off. The local adapter (local-backend.ts) mirrors this model in IndexedDB.
 *
 * Firestore:
 * - `profiles/{uid}`: { displayName, district | null, newsletter, createdAt (server timestamp) }
 * - `plays/{playId}`: { uid, gameId, score, maxScore, durationMs, playedAt (server timestamp) }
 * - `leaderboard/{gameId}/entries/{uid}`: { displayName, district | null, bestScore,
 *   updatedAt (server timestamp) }, written in the same transaction as a play that beats it
 * - `media/{mediaId}`: { uid, name, contentType, size, storagePath, createdAt (server timestamp) }
 * Storage: `media/{uid}/{mediaId}`, the file's bytes with its content type.
 *
 * Stats read all of one visitor's plays (equality filters only, so no composite index); a
 * campaign visitor has tens of plays, not thousands.
 */
import {
  isSupported,
  initializeAnalytics,
  setAnalyticsCollectionEnabled,
} from 'firebase/analytics';
import type { FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  getFirestore,
  limit as limitTo,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { getPerformance } from 'firebase/performance';
import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
} from 'firebase/storage';
import { GAME_IDS, type GameId } from '../../contracts/game';
import { rankEntries, type BestScore } from '../logic/leaderboard';
import { computeStats } from '../logic/stats';
import {
  BackendError,
  type BackendPort,
  LEADERBOARD_SIZE,
  checkMediaFile,
  type MediaFile,
  type Play,
  type Profile,
} from '../port';
import { playInputSchema } from '../schemas';
import { cleanPatch, profilePatchSchema } from '../profile-patch';
import { parseInput } from '../validate';
import { errorCode } from './auth-errors';
import { createAuth } from './auth-instance';
import {
  createFirebaseAccounts,
  fallbackDisplayName,
  type ProfileWriter,
} from './firebase-accounts';
import {
  beatsBest,
  mediaStoragePath,
  parseHostPort,
  playFromDoc,
  profileFromDoc,
  type PlayDoc,
  type ProfileDoc,
} from './firestore-mapping';

export interface FirebaseBackendOptions {
  app: FirebaseApp;
  /** Emulator addresses as in the manifest: auth is a URL, firestore and storage are host:port. */
  emulators?: { auth?: string; firestore?: string; storage?: string };
  now?: () => Date;
}

interface MediaDoc {
  uid: string;
  name: string;
  contentType: string;
  size: number;
  storagePath: string;
  createdAt: string;
}

interface EntryDoc {
  displayName: string;
  district: BestScore['district'];
  bestScore: number;
  updatedAt: unknown;
}

/** Firestore and Storage failures in the port's words. */
export function mapDataError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const code = errorCode(error);
  const mapped =
    code === 'permission-denied' || code === 'storage/unauthorized'
      ? 'permission-denied'
      : code === 'unavailable' || code === 'storage/retry-limit-exceeded'
        ? 'network'
        : code === 'storage/canceled'
          ? 'cancelled'
          : code === 'unauthenticated' || code === 'storage/unauthenticated'
            ? 'not-signed-in'
            : 'unknown';
  return new BackendError(mapped, error instanceof Error ? error.message : String(error), {
    cause: error,
  });
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw mapDataError(error);
  }
}

/** Performance monitoring on; Analytics initialised with collection off (DESIGN.md). */
function startMonitoring(app: FirebaseApp): void {
  try {
    getPerformance(app);
  } catch {
    // Not in this browser (or no appId): the product works without it.
  }
  if (!app.options.measurementId) return;
  void isSupported()
    .then((supported) => {
      if (!supported) return;
      const analytics = initializeAnalytics(app, { config: { send_page_view: false } });
      setAnalyticsCollectionEnabled(analytics, false);
    })
    .catch(() => undefined);
}

export function createFirebaseBackend({
  app,
  emulators,
  now = () => new Date(),
}: FirebaseBackendOptions): BackendPort {
  const db: Firestore = getFirestore(app);
  const storage = getStorage(app);
  if (emulators?.firestore) {
    const { host, port } = parseHostPort(emulators.firestore);
    connectFirestoreEmulator(db, host, port);
  }
  if (emulators?.storage) {
    const { host, port } = parseHostPort(emulators.storage);
    connectStorageEmulator(storage, host, port);
  }
  startMonitoring(app);

  const profileDoc = (uid: string) => doc(db, 'profiles', uid);
  const entryDoc = (gameId: GameId, uid: string) => doc(db, 'leaderboard', gameId, 'entries', uid);

  const profileStore: ProfileWriter = {
    get: (uid) =>
      guarded(async () => {
        const snapshot = await getDoc(profileDoc(uid));
        return snapshot.exists() ? profileFromDoc(uid, snapshot.data() as ProfileDoc, now()) : null;
      }),
    // The security rules take the server's clock, not the device's, for createdAt.
    create: ({ uid, displayName, district, newsletter }) =>
      guarded(() =>
        setDoc(profileDoc(uid), {
          displayName,
          district,
          newsletter,
          createdAt: serverTimestamp(),
        }),
      ),
  };

  const accounts = createFirebaseAccounts(createAuth(app, emulators?.auth), profileStore, now, {
    emulator: Boolean(emulators?.auth),
  });

  const signedInUid = async (): Promise<string> => {
    const user = await accounts.currentUser();
    if (!user) throw new BackendError('not-signed-in');
    return user.uid;
  };

  const playsOf = async (uid: string, gameId?: GameId): Promise<Play[]> => {
    const filters = [where('uid', '==', uid)];
    if (gameId) filters.push(where('gameId', '==', gameId));
    const snapshot = await getDocs(query(collection(db, 'plays'), ...filters));
    const at = now();
    return snapshot.docs.map((play) =>
      playFromDoc(play.id, play.data({ serverTimestamps: 'estimate' }) as PlayDoc, at),
    );
  };

  const toMediaFile = async (id: string, data: MediaDoc): Promise<MediaFile> => ({
    id,
    uid: data.uid,
    name: data.name,
    contentType: data.contentType,
    size: data.size,
    createdAt: data.createdAt,
    url: await getDownloadURL(ref(storage, data.storagePath)),
  });

  return {
    kind: 'firebase',
    accounts,

    profiles: {
      get: (uid) => profileStore.get(uid),
      update: (uid, patch) =>
        guarded(async () => {
          const changes = cleanPatch(parseInput(profilePatchSchema, patch));
          await updateDoc(profileDoc(uid), changes);
          const profile = await profileStore.get(uid);
          if (!profile) throw new BackendError('unknown', `no profile for ${uid}`);
          // The board shows names as they are now.
          if ('displayName' in changes || 'district' in changes) {
            await Promise.all(
              GAME_IDS.map(async (gameId) => {
                const entry = entryDoc(gameId, uid);
                if ((await getDoc(entry)).exists()) {
                  await updateDoc(entry, {
                    displayName: profile.displayName,
                    district: profile.district,
                    updatedAt: serverTimestamp(),
                  });
                }
              }),
            );
          }
          return profile;
        }),
    },

    plays: {
      record: (input) =>
        guarded(async () => {
          const uid = await signedInUid();
          const play = parseInput(playInputSchema, input);
          const profile: Profile | null = await profileStore.get(uid);
          const account = await accounts.currentUser();
          const playRef = doc(collection(db, 'plays'));
          await runTransaction(db, async (tx) => {
            const entryRef = entryDoc(play.gameId, uid);
            const entry = await tx.get(entryRef);
            tx.set(playRef, { uid, ...play, playedAt: serverTimestamp() });
            const best = entry.exists() ? (entry.data() as EntryDoc).bestScore : undefined;
            if (beatsBest(play.score, best)) {
              tx.set(entryRef, {
                // The rules want 1-40 characters: a visitor without a profile yet still has a name.
                displayName:
                  profile?.displayName ??
                  fallbackDisplayName(account ?? { displayName: null, email: null }),
                district: profile?.district ?? null,
                bestScore: play.score,
                updatedAt: serverTimestamp(),
              });
            }
          });
          // The server's timestamp arrives on the next read; the clock stands in until then.
          return { id: playRef.id, uid, ...play, playedAt: now().toISOString() };
        }),
      listRecent: (uid, limit) =>
        guarded(async () => {
          const plays = await playsOf(uid);
          return plays
            .sort((a, b) => Date.parse(b.playedAt) - Date.parse(a.playedAt))
            .slice(0, Math.max(0, limit));
        }),
      stats: (uid, gameId) =>
        guarded(async () => computeStats(await playsOf(uid, gameId), gameId ?? 'all', now())),
    },

    leaderboard: {
      get: (gameId, uid) =>
        guarded(async () => {
          const entries = collection(db, 'leaderboard', gameId, 'entries');
          const topSnapshot = await getDocs(
            query(entries, orderBy('bestScore', 'desc'), limitTo(LEADERBOARD_SIZE)),
          );
          const top = rankEntries(
            topSnapshot.docs.map((entry) => {
              const data = entry.data() as EntryDoc;
              return { uid: entry.id, ...pickEntry(data) };
            }),
          );
          let mine = uid === null ? null : (top.find((entry) => entry.uid === uid) ?? null);
          if (uid !== null && mine === null) {
            const own = await getDoc(entryDoc(gameId, uid));
            if (own.exists()) {
              const data = own.data() as EntryDoc;
              const above = await getCountFromServer(
                query(entries, where('bestScore', '>', data.bestScore)),
              );
              mine = { uid, ...pickEntry(data), rank: above.data().count + 1 };
            }
          }
          return { gameId, top, mine };
        }),
    },

    media: {
      upload: (file, { onProgress, signal } = {}) =>
        guarded(async () => {
          if (signal?.aborted) throw new BackendError('cancelled');
          const uid = await signedInUid();
          checkMediaFile(file);
          const id = doc(collection(db, 'media')).id;
          const storagePath = mediaStoragePath(uid, id);
          onProgress?.({ loaded: 0, total: file.size });
          const task = uploadBytesResumable(ref(storage, storagePath), file, {
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
          const data: MediaDoc = {
            uid,
            name: file.name,
            contentType: file.type,
            size: file.size,
            storagePath,
            createdAt: now().toISOString(),
          };
          await setDoc(doc(db, 'media', id), { ...data, createdAt: serverTimestamp() });
          return toMediaFile(id, data);
        }),
      list: (uid) =>
        guarded(async () => {
          const snapshot = await getDocs(query(collection(db, 'media'), where('uid', '==', uid)));
          const files = await Promise.all(
            snapshot.docs.map((file) => toMediaFile(file.id, file.data() as MediaDoc)),
          );
          return files.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
        }),
      remove: (id) =>
        guarded(async () => {
          const uid = await signedInUid();
          const snapshot = await getDoc(doc(db, 'media', id));
          if (!snapshot.exists()) return;
          const data = snapshot.data() as MediaDoc;
          if (data.uid !== uid) throw new BackendError('permission-denied');
          await deleteObject(ref(storage, data.storagePath)).catch((error: unknown) => {
            // Already gone from Storage: finish removing the record.
            if (errorCode(error) !== 'storage/object-not-found') throw error;
          });
          await deleteDoc(snapshot.ref);
        }),
    },
  };
}

function pickEntry(data: EntryDoc): Omit<BestScore, 'uid'> {
  return {
    displayName: data.displayName,
    district: data.district ?? null,
    bestScore: data.bestScore,
  };
}
