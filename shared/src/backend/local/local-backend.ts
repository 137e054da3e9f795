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
import { deleteUser, type Auth } from 'firebase/auth';
import type { IDBPDatabase } from 'idb';
import { GAME_IDS } from '../../contracts/game';
import { createAuth } from '../firebase/auth-instance';
import { createFirebaseAccounts, type ProfileWriter } from '../firebase/firebase-accounts';
import { type BestScore, bestScoresByUid, buildLeaderboard } from '../logic/leaderboard';
import { summariseAll } from '../logic/stats';
import {
  type AccountsPort,
  BackendError,
  type BackendPort,
  type Play,
  type Profile,
  type PrivacyPort,
} from '../port';
import { forgetVisitorOnDevice } from '../forget-device';
import { PRIVACY_NOTICE_VERSION } from '../privacy';
import { playInputSchema } from '../schemas';
import { cleanPatch, profilePatchSchema } from '../profile-patch';
import { parseInput } from '../validate';
import { newShareId } from '../../share/links';
import { uploadFile } from '../../ui/upload-request';
import { createDeviceMedia } from './device-media';
import { type LocalSchema, openLocalDatabase, withoutFile } from './local-database';

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

  const auth: Auth | null = options.accounts
    ? null
    : createAuth(requireApp(options.app), options.authEmulatorUrl);
  const accounts = auth
    ? createFirebaseAccounts(auth, profileStore, now, {
        emulator: Boolean(options.authEmulatorUrl),
      })
    : (options.accounts as NonNullable<LocalBackendOptions['accounts']>)(profileStore);

  const signedInUid = async (): Promise<string> => {
    const user = await accounts.currentUser();
    if (!user) throw new BackendError('not-signed-in');
    return user.uid;
  };

  // The DPDP Act's rights on this device's data (docs/decisions/037), as the functions serve them.
  const privacy: PrivacyPort = {
    async acceptNotice({ ageBand }) {
      const uid = await signedInUid();
      const database = await db();
      const tx = database.transaction('profiles', 'readwrite');
      const current = await tx.store.get(uid);
      if (!current) throw new BackendError('unknown', `no profile for ${uid}`);
      if (!current.ageBand && !ageBand) throw new BackendError('invalid-input', 'ageBand.required');
      if (current.ageBand && ageBand && ageBand !== current.ageBand) {
        throw new BackendError('permission-denied', 'the age band was given already');
      }
      const time = now().toISOString();
      const updated: Profile = {
        ...current,
        ageBand: current.ageBand ?? ageBand ?? null,
        consent: {
          notice: PRIVACY_NOTICE_VERSION,
          noticeAt: time,
          newsletterAt: current.consent?.newsletterAt ?? current.createdAt,
        },
      };
      await tx.store.put(updated);
      await tx.done;
      return updated;
    },
    async exportMyData() {
      const uid = await signedInUid();
      const database = await db();
      const greetings = await database.getAllFromIndex('media', 'uid', uid);
      return {
        uid,
        exportedAt: now().toISOString(),
        notice: PRIVACY_NOTICE_VERSION,
        profile: (await database.get('profiles', uid)) ?? null,
        plays: await database.getAllFromIndex('plays', 'uid', uid),
        greetings: greetings.map(withoutFile),
      };
    },
    async deleteMyAccount() {
      const user = await accounts.currentUser();
      if (!user) throw new BackendError('not-signed-in');
      await forgetVisitorOnDevice(user, { media: db });
      if (auth?.currentUser) await deleteUser(auth.currentUser);
      await accounts.signOut();
    },
  };

  return {
    kind: 'local',
    accounts,
    privacy,

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
        if (changes.newsletter !== undefined && changes.newsletter !== current.newsletter) {
          updated.consent = {
            notice: current.consent?.notice ?? null,
            noticeAt: current.consent?.noticeAt ?? null,
            newsletterAt: now().toISOString(),
          };
        }
        await tx.store.put(updated);
        await tx.done;
        return updated;
      },
    },

    plays: {
      async record(input, { deviceId } = {}) {
        const uid = await signedInUid();
        const { gameId, score, maxScore, durationMs } = parseInput(playInputSchema, input);
        const id = deviceId ? `${uid}_${deviceId}` : newId();
        const database = await db();
        // Sent again after an answer that never arrived: saved once, as the server does.
        const saved = await database.get('plays', id);
        if (saved) return saved;
        const play: Play = {
          id,
          uid,
          gameId,
          score,
          maxScore,
          durationMs,
          playedAt: now().toISOString(),
          // As the server gives one: the page's share offer is the same in every mode (no server
          // here draws its picture, so the link is the game's invitation to whoever opens it).
          shareId: newShareId(),
        };
        await database.put('plays', play);
        return play;
      },
      async summary(uid) {
        return summariseAll(await (await db()).getAllFromIndex('plays', 'uid', uid), now());
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

    media: createDeviceMedia({
      db,
      signedInUid,
      now,
      newId,
      mediaUploadUrl: options.mediaUploadUrl,
      post,
    }),
  };
}

function requireApp(app: FirebaseApp | undefined): FirebaseApp {
  if (!app) throw new Error('createLocalBackend needs a Firebase app (or an accounts factory)');
  return app;
}
