/**
 * The `firebase` adapter: Auth, Firestore, Cloud Functions, Storage, Performance monitoring, App
 * Check, and Analytics with collection switched off. It runs against production, or against the
 * emulators (the `emulated` mode, docs/decisions/026). docs/data-model.md has the documents.
 *
 * What a browser writes itself is its own profile, once (firestore.rules). Everything that ranks a
 * visitor or spends an allowance goes through a callable (`server-documents.ts` names them), which
 * checks it: plays are scored again on the server from their evidence (docs/decisions/023).
 *
 * Every read is bounded whatever the number of plays (docs/decisions/024): a visitor's figures and
 * latest plays are one document (`stats/{uid}`), a board is one public document and the visitor's
 * own entry. Each read is counted as a User Timing mark, `onam:firestore-read`, with the documents
 * it cost in its detail, so a browser test and the bench can total what a screen reads.
 */
import type { FirebaseApp } from 'firebase/app';
import {
  isSupported,
  initializeAnalytics,
  setAnalyticsCollectionEnabled,
} from 'firebase/analytics';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  where,
  type DocumentReference,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { getPerformance } from 'firebase/performance';
import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { GAME_IDS, type GameId } from '../../contracts/game';
import { boardFromSummary } from '../logic/leaderboard';
import { NO_PLAYS, statsAsOf } from '../logic/stats';
import type { ChangeCampaignRequest, ChangeCampaignResponse } from '../../manifest/campaign-change';
import {
  BackendError,
  type BackendErrorCode,
  type BackendPort,
  type CampaignDeskPort,
  type WallPort,
  type CampaignRevision,
  type LiveCampaign,
  checkMediaFile,
  type MediaFile,
  mediaSlots,
  type MyData,
  type PlaySummary,
  type PrivacyPort,
  type Profile,
} from '../port';
import {
  ownWishFromDoc,
  QUEUE_SIZE,
  queuedWishFromDoc,
  WALL_PAGE_SIZE,
  wallCardFromPublic,
  type ModerateWishRequest,
  type OwnWish,
  type PublicCardDoc,
  type PublishWishRequest,
  type QueuedWish,
  type ReportWishResponse,
  type WishDoc,
} from '../wishes';
import { cleanPatch, profilePatchSchema, type UpdateProfileRequest } from '../profile-patch';
import { parseInput } from '../validate';
import { forgetVisitorOnDevice } from '../forget-device';
import { PRIVACY_NOTICE_VERSION } from '../privacy';
import { playInputSchema, type AcceptNoticeRequest } from '../schemas';
import { createDeviceMedia } from '../local/device-media';
import { openLocalDatabase, withoutFile } from '../local/local-database';
import { errorCode } from './auth-errors';
import { createAuth } from './auth-instance';
import { startAppCheck, type AppCheckConfig } from './app-check';
import { createFirebaseAccounts, type ProfileWriter } from './firebase-accounts';
import {
  mediaStoragePath,
  parseHostPort,
  profileFromDoc,
  type ProfileDoc,
} from './firestore-mapping';
import {
  CALLABLES,
  LIVE_CAMPAIGN_DOC,
  FUNCTIONS_REGION,
  type EntryDoc,
  type MediaDoc,
  type RefusalDetails,
  type StatsDoc,
  type SubmitPlayRequest,
  type SubmitPlayResponse,
  type SummaryDoc,
} from './server-documents';

export interface FirebaseBackendOptions {
  app: FirebaseApp;
  /**
   * Emulator addresses as in the manifest: auth is a URL, the others host:port. With emulators and
   * no storage among them (Storage cannot be emulated here), greetings are kept on the device.
   */
  emulators?: { auth?: string; firestore?: string; functions?: string; storage?: string };
  /** Where the device-kept greetings are posted first (the manifest's mediaUpload). */
  mediaUpload?: string;
  /** App Check for production; never with emulators. */
  appCheck?: AppCheckConfig;
  now?: () => Date;
}

const FUNCTIONS_CODES: Partial<Record<string, BackendErrorCode>> = {
  'functions/unauthenticated': 'not-signed-in',
  'functions/permission-denied': 'permission-denied',
  'functions/invalid-argument': 'invalid-input',
  'functions/failed-precondition': 'unavailable',
  'functions/unavailable': 'network',
  'functions/deadline-exceeded': 'network',
  'functions/cancelled': 'cancelled',
  'functions/aborted': 'conflict',
  'functions/not-found': 'invalid-input',
};

/** Firestore, Storage and Functions failures in the port's words, keeping the server's message. */
export function mapDataError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const code = errorCode(error);
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'functions/resource-exhausted') {
    const details = (error as { details?: RefusalDetails }).details;
    return typeof details?.retryAfterMs === 'number'
      ? new BackendError('rate-limited', message, {
          cause: error,
          retryAfterMs: details.retryAfterMs,
        })
      : new BackendError('limit-reached', message, { cause: error });
  }
  // The Functions SDK reports a request that got no answer at all (fetch failed: the phone's
  // network dropped while the browser still said online) as 'internal' with HTTP status 0. That is
  // the network's failure, not the play's: the play must not be counted as one the server failed on.
  if (code === 'functions/internal' && /\[0\]$/.test(message)) {
    return new BackendError('network', message, { cause: error });
  }
  if (
    code === 'functions/unauthenticated' &&
    (error as { details?: RefusalDetails }).details?.accountDeleted
  ) {
    return new BackendError('account-deleted', message, { cause: error });
  }
  const functionsCode = code ? FUNCTIONS_CODES[code] : undefined;
  if (functionsCode) return new BackendError(functionsCode, message, { cause: error });
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
  return new BackendError(mapped, message, { cause: error });
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw mapDataError(error);
  }
}

/** The name of the User Timing mark each Firestore read leaves (see the file's comment). */
export const READ_MARK = 'onam:firestore-read';

/** Counts a read the way Firestore bills it: each document, and at least one for a query. */
function countRead(what: string, documents: number): void {
  try {
    performance.mark(READ_MARK, { detail: { what, documents: Math.max(1, documents) } });
  } catch {
    // No User Timing (an old browser): the count is for tests and the bench only.
  }
}

async function readDoc<T>(what: string, reference: DocumentReference): Promise<T | undefined> {
  const snapshot = await getDoc(reference);
  countRead(what, 1);
  return snapshot.exists() ? (snapshot.data() as T) : undefined;
}

async function readQuery<T>(what: string, q: Query): Promise<{ id: string; data: T }[]> {
  const snapshot = await getDocs(q);
  countRead(what, snapshot.size);
  return snapshot.docs.map((d) => ({ id: d.id, data: d.data() as T }));
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

/** A visitor's summary from their statistics document (or none yet). */
export function summaryFromDoc(uid: string, stats: StatsDoc | undefined, now: Date): PlaySummary {
  const figures = Object.fromEntries(
    (['all', ...GAME_IDS] as const).map((gameId) => [
      gameId,
      statsAsOf(gameId, stats?.games[gameId] ?? NO_PLAYS, now),
    ]),
  ) as PlaySummary['stats'];
  return { stats: figures, recent: (stats?.recent ?? []).map((play) => ({ ...play, uid })) };
}

export function createFirebaseBackend({
  app,
  emulators,
  mediaUpload,
  appCheck,
  now = () => new Date(),
}: FirebaseBackendOptions): BackendPort {
  // App Check first, so the first request already carries a token; never against emulators.
  if (appCheck && !emulators) startAppCheck(app, appCheck);
  const db: Firestore = getFirestore(app);
  const functions = getFunctions(app, FUNCTIONS_REGION);
  if (emulators?.firestore) {
    const { host, port } = parseHostPort(emulators.firestore);
    connectFirestoreEmulator(db, host, port);
  }
  if (emulators?.functions) {
    const { host, port } = parseHostPort(emulators.functions);
    connectFunctionsEmulator(functions, host, port);
  }
  // Emulators without Storage (these machines cannot run it): greetings stay on the device.
  const storage: FirebaseStorage | null = emulators && !emulators.storage ? null : getStorage(app);
  if (storage && emulators?.storage) {
    const { host, port } = parseHostPort(emulators.storage);
    connectStorageEmulator(storage, host, port);
  }
  startMonitoring(app);

  const call = <Request, Response>(name: string) => {
    const callable = httpsCallable<Request, Response>(functions, name);
    return async (request: Request) => (await callable(request)).data;
  };
  const submitPlay = call<SubmitPlayRequest, SubmitPlayResponse>(CALLABLES.submitPlay);
  const updateProfile = call<UpdateProfileRequest, Profile>(CALLABLES.updateProfile);
  const registerMedia = call<{ mediaId: string; name: string }, MediaDoc & { id: string }>(
    CALLABLES.registerMedia,
  );
  const removeMedia = call<{ mediaId: string }, unknown>(CALLABLES.removeMedia);

  const profileDoc = (uid: string) => doc(db, 'profiles', uid);

  const profileStore: ProfileWriter = {
    get: (uid) =>
      guarded(async () => {
        const data = await readDoc<ProfileDoc>('profile', profileDoc(uid));
        return data ? profileFromDoc(uid, data, now()) : null;
      }),
    // The security rules take the server's clock, not the device's, for createdAt and for the
    // consents' times: no consent can be backdated (docs/decisions/037).
    create: ({ uid, displayName, district, newsletter, ageBand, consent }) =>
      guarded(async () => {
        await setDoc(profileDoc(uid), {
          displayName,
          district,
          newsletter,
          createdAt: serverTimestamp(),
          ...(ageBand && consent?.notice
            ? {
                ageBand,
                consent: {
                  notice: consent.notice,
                  noticeAt: serverTimestamp(),
                  newsletterAt: serverTimestamp(),
                },
              }
            : {}),
        });
      }),
  };

  const auth = createAuth(app, emulators?.auth);
  const accounts = createFirebaseAccounts(auth, profileStore, now, {
    emulator: Boolean(emulators?.auth),
  });

  const signedInUid = async (): Promise<string> => {
    const user = await accounts.currentUser();
    if (!user) throw new BackendError('not-signed-in');
    return user.uid;
  };

  const listMedia = (uid: string) =>
    readQuery<MediaDoc>('media', query(collection(db, 'media'), where('uid', '==', uid)));

  const toMediaFile = async (id: string, data: MediaDoc): Promise<MediaFile> => ({
    id,
    uid: data.uid,
    name: data.name,
    contentType: data.contentType,
    size: data.size,
    createdAt: data.createdAt,
    url: await getDownloadURL(ref(requireStorage(storage), data.storagePath)),
  });

  const slotOf = (id: string) => id.slice(id.lastIndexOf('_') + 1);
  let deviceDatabase: ReturnType<typeof openLocalDatabase> | undefined;

  const cloudMedia = (bucket: FirebaseStorage): BackendPort['media'] => ({
    upload: (file, { onProgress, signal } = {}) =>
      guarded(async () => {
        if (signal?.aborted) throw new BackendError('cancelled');
        const uid = await signedInUid();
        checkMediaFile(file);
        const taken = new Set((await listMedia(uid)).map(({ id }) => slotOf(id)));
        const slot = mediaSlots().find((candidate) => !taken.has(candidate));
        if (!slot) throw new BackendError('limit-reached', 'every greeting slot is taken');
        onProgress?.({ loaded: 0, total: file.size });
        const task = uploadBytesResumable(ref(bucket, mediaStoragePath(uid, slot)), file, {
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
  });

  const acceptPrivacyNotice = call<AcceptNoticeRequest, Profile>(CALLABLES.acceptPrivacyNotice);
  const exportMyData = call<Record<string, never>, MyData>(CALLABLES.exportMyData);
  const deleteMyAccount = call<Record<string, never>, unknown>(CALLABLES.deleteMyAccount);
  const deviceMedia = () => (deviceDatabase ??= openLocalDatabase());

  const privacy: PrivacyPort = {
    acceptNotice: ({ ageBand }) =>
      guarded(async () => {
        await signedInUid();
        return acceptPrivacyNotice({
          notice: PRIVACY_NOTICE_VERSION,
          ...(ageBand ? { ageBand } : {}),
        });
      }),
    exportMyData: () =>
      guarded(async () => {
        const uid = await signedInUid();
        const data = await exportMyData({});
        if (storage) return data;
        // Emulators without Storage: the greetings are kept on this device, so say what they are.
        const kept = await (await deviceMedia()).getAllFromIndex('media', 'uid', uid);
        return {
          ...data,
          greetingsOnThisDevice: kept.map(withoutFile),
        };
      }),
    deleteMyAccount: () =>
      guarded(async () => {
        const user = await accounts.currentUser();
        if (!user) throw new BackendError('not-signed-in');
        // The server deletes every document, every file and then the account; a retry is safe.
        await deleteMyAccount({});
        await forgetVisitorOnDevice(user, { media: deviceMedia });
        await accounts.signOut();
      }),
  };

  const changeCampaign = call<ChangeCampaignRequest, ChangeCampaignResponse>(
    CALLABLES.changeCampaign,
  );
  const campaignDesk: CampaignDeskPort = {
    isOperator: () =>
      guarded(async () => {
        await signedInUid();
        // A fresh token: a claim granted since the last sign-in counts at once.
        const token = await auth.currentUser?.getIdTokenResult(true);
        return token?.claims.operator === true;
      }),
    live: () =>
      guarded(
        async () =>
          (await readDoc<LiveCampaign>('live campaign', doc(db, LIVE_CAMPAIGN_DOC))) ?? null,
      ),
    history: (count) =>
      guarded(async () =>
        (
          await readQuery<CampaignRevision>(
            'campaign history',
            query(
              collection(db, LIVE_CAMPAIGN_DOC, 'revisions'),
              orderBy('revision', 'desc'),
              limit(count),
            ),
          )
        ).map(({ data }) => ({
          revision: data.revision,
          manifest: data.manifest,
          time: data.time,
          author: data.author,
          command: data.command,
          changes: data.changes,
        })),
      ),
    change: (request) =>
      guarded(async () => {
        await signedInUid();
        return changeCampaign(request);
      }),
  };

  const publishWish = call<PublishWishRequest, OwnWish>(CALLABLES.publishWish);
  const reportWish = call<{ wishId: string }, ReportWishResponse>(CALLABLES.reportWish);
  const moderateWish = call<ModerateWishRequest, QueuedWish>(CALLABLES.moderateWish);
  const wishes = collection(db, 'wishes');
  const publicCards = collection(db, 'wall');
  // The rules let anyone read the public copies a page at a time, an author list only their own
  // cards, an operator all: each query below asks the way its rule allows.
  const wall: WallPort = {
    page: (after) =>
      guarded(async () => {
        const rows = await readQuery<PublicCardDoc>(
          'wall',
          query(
            publicCards,
            orderBy('approvedAt', 'desc'),
            ...(after ? [startAfter(after)] : []),
            limit(WALL_PAGE_SIZE + 1),
          ),
        );
        const cards = rows
          .slice(0, WALL_PAGE_SIZE)
          .map(({ id, data }) => wallCardFromPublic(id, data));
        return {
          cards,
          next: rows.length > WALL_PAGE_SIZE ? (cards.at(-1)?.approvedAt ?? null) : null,
        };
      }),
    mine: (uid) =>
      guarded(async () =>
        (
          await readQuery<WishDoc>(
            'own cards',
            query(wishes, where('uid', '==', uid), orderBy('createdAt', 'desc'), limit(20)),
          )
        ).map(({ id, data }) => ownWishFromDoc(id, data)),
      ),
    publish: (input, { clientId } = {}) =>
      guarded(async () => {
        await signedInUid();
        return publishWish({ ...input, ...(clientId ? { clientId } : {}) });
      }),
    report: (wishId) =>
      guarded(async () => {
        await signedInUid();
        return reportWish({ wishId });
      }),
    queue: () =>
      guarded(async () =>
        (
          await readQuery<WishDoc>(
            'moderation queue',
            query(
              wishes,
              where('queuedAt', '!=', null),
              orderBy('queuedAt', 'asc'),
              limit(QUEUE_SIZE),
            ),
          )
        ).map(({ id, data }) => queuedWishFromDoc(id, data)),
      ),
    moderate: (request) =>
      guarded(async () => {
        await signedInUid();
        return moderateWish(request);
      }),
  };

  return {
    kind: 'firebase',
    accounts,
    campaignDesk,
    privacy,
    wall,

    profiles: {
      get: (uid) => profileStore.get(uid),
      update: (uid, patch) =>
        guarded(async () => {
          const changes = cleanPatch(parseInput(profilePatchSchema, patch));
          if ((await signedInUid()) !== uid) throw new BackendError('permission-denied');
          // One id for this edit. An answer lost on the way (the server may have made the edit)
          // is asked for once more with it, and the server makes and counts the edit once.
          const request: UpdateProfileRequest = { ...changes, editId: crypto.randomUUID() };
          try {
            return await updateProfile(request);
          } catch (error) {
            if (mapDataError(error).code !== 'network') throw error;
            return updateProfile(request);
          }
        }),
    },

    plays: {
      record: (input, { deviceId } = {}) =>
        guarded(async () => {
          await signedInUid();
          const play = parseInput(playInputSchema, input);
          const saved = await submitPlay({ play, ...(deviceId ? { deviceId } : {}) });
          return { ...saved.play, shareId: saved.shareId };
        }),
      summary: (uid) =>
        guarded(async () =>
          summaryFromDoc(uid, await readDoc<StatsDoc>('stats', doc(db, 'stats', uid)), now()),
        ),
    },

    leaderboard: {
      get: (gameId: GameId, uid) =>
        guarded(async () => {
          if (!GAME_IDS.includes(gameId)) throw new BackendError('invalid-input', 'play.gameId');
          const [summary, own] = await Promise.all([
            readDoc<SummaryDoc>('leaderboard', doc(db, 'leaderboard', gameId)),
            uid
              ? readDoc<EntryDoc>('own entry', doc(db, 'leaderboard', gameId, 'entries', uid))
              : Promise.resolve(undefined),
          ]);
          return boardFromSummary(
            gameId,
            summary ?? null,
            own ? { displayName: own.name, district: own.district, bestScore: own.score } : null,
          );
        }),
    },

    media: storage
      ? cloudMedia(storage)
      : createDeviceMedia({
          db: () => (deviceDatabase ??= openLocalDatabase()),
          signedInUid,
          now,
          newId: () => crypto.randomUUID(),
          mediaUploadUrl: mediaUpload,
        }),
  };
}

function requireStorage(storage: FirebaseStorage | null): FirebaseStorage {
  if (!storage) throw new BackendError('unknown', 'no Cloud Storage in this mode');
  return storage;
}
