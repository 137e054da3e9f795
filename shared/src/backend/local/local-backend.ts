/**
 * The `local` adapter: accounts in Firebase Auth (normally its emulator), everything else in the
 * browser's IndexedDB, mirroring the Firestore data model (see the firebase adapter).
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
 *
 * Each section of the port has its own module (`local-<section>.ts`); this one wires them.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { IDBPDatabase } from 'idb';
import { createAuth } from '../firebase/auth-instance';
import {
  createFirebaseAccounts,
  signedInUidOf,
  type ProfileWriter,
} from '../firebase/firebase-accounts';
import type { AccountsPort, BackendPort } from '../port';
import { uploadFile } from '../../ui/upload-request';
import { createDeviceMedia } from './device-media';
import { type LocalSchema, openLocalDatabase } from './local-database';
import { createLocalLeaderboard } from './local-leaderboard';
import { createLocalPlays } from './local-plays';
import { createLocalPrivacy } from './local-privacy';
import { createLocalProfiles, createLocalProfileStore } from './local-profiles';

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

  const profileStore = createLocalProfileStore(db);
  const auth: Auth | null = options.accounts
    ? null
    : createAuth(requireApp(options.app), options.authEmulatorUrl);
  const accounts = auth
    ? createFirebaseAccounts(auth, profileStore, now, {
        emulator: Boolean(options.authEmulatorUrl),
      })
    : (options.accounts as NonNullable<LocalBackendOptions['accounts']>)(profileStore);
  const signedInUid = signedInUidOf(accounts);

  return {
    kind: 'local',
    accounts,
    privacy: createLocalPrivacy({ db, accounts, auth, signedInUid, now }),
    profiles: createLocalProfiles({ store: profileStore, db, signedInUid, now }),
    plays: createLocalPlays({ db, signedInUid, now, newId }),
    leaderboard: createLocalLeaderboard(db),
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
