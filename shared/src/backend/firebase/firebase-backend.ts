/**
 * The `firebase` adapter: Auth, Firestore, Cloud Functions, Storage, Performance monitoring, App
 * Check, and Analytics with collection switched off. It runs against production, or against the
 * emulators (the `emulated` mode, docs/decisions/026). docs/data-model.md has the documents.
 *
 * What a browser writes itself is its own profile, once (firestore.rules). Everything that ranks a
 * visitor or spends an allowance goes through a callable (`server-documents.ts` names them), which
 * checks it: plays are scored again on the server from their evidence (docs/decisions/023).
 *
 * Each section of the port has its own module (`firebase-<section>.ts`); this one connects the
 * services and wires the sections together.
 */
import type { FirebaseApp } from 'firebase/app';
import type { IDBPDatabase } from 'idb';
import type { BackendPort } from '../port';
import { createDeviceMedia } from '../local/device-media';
import { openLocalDatabase, type LocalSchema } from '../local/local-database';
import { createAuth } from './auth-instance';
import { familyOnUse } from './family-on-use';
import { createFirebaseAccounts, signedInUidOf } from './firebase-accounts';
import { createFirebaseCampaignDesk } from './firebase-campaign-desk';
import { createFirebaseHealth } from './firebase-health';
import { createFirebaseLeaderboard } from './firebase-leaderboard';
import { createFirebaseLiveNumbers } from './firebase-live-numbers';
import { createCloudMedia } from './firebase-media';
import { createFirebasePlays } from './firebase-plays';
import { createFirebasePrivacy } from './firebase-privacy';
import { createFirebaseProfiles, createFirestoreProfileStore } from './firebase-profiles';
import { connectServices, type EmulatorAddresses } from './firebase-services';
import { createFirebaseWall } from './firebase-wall';

export interface FirebaseBackendOptions {
  app: FirebaseApp;
  /**
   * Emulator addresses as in the manifest: auth is a URL, the others host:port. With emulators and
   * no storage among them (Storage cannot be emulated here), greetings are kept on the device.
   */
  emulators?: EmulatorAddresses;
  /** Where the device-kept greetings are posted first (the manifest's mediaUpload). */
  mediaUpload?: string;
  now?: () => Date;
}

export function createFirebaseBackend({
  app,
  emulators,
  mediaUpload,
  now = () => new Date(),
}: FirebaseBackendOptions): BackendPort {
  const { db, listening, functions, storage } = connectServices(app, { emulators });

  const profileStore = createFirestoreProfileStore(db, now);
  const auth = createAuth(app, emulators?.auth);
  const accounts = createFirebaseAccounts(auth, profileStore, now, {
    emulator: Boolean(emulators?.auth),
  });
  const signedInUid = signedInUidOf(accounts);

  // The device's database, opened on first use: it holds the greetings when Storage is not there,
  // and a deletion forgets whatever of the visitor it holds in every mode.
  let deviceDatabase: Promise<IDBPDatabase<LocalSchema>> | undefined;
  const openDeviceDatabase = () => (deviceDatabase ??= openLocalDatabase());

  return {
    kind: 'firebase',
    accounts,
    campaignDesk: createFirebaseCampaignDesk({ auth, db, functions, signedInUid }),
    liveNumbers: createFirebaseLiveNumbers(listening),
    health: createFirebaseHealth(listening),
    privacy: createFirebasePrivacy({
      functions,
      accounts,
      signedInUid,
      deviceDatabase: openDeviceDatabase,
      greetingsOnDevice: !storage,
    }),
    wall: createFirebaseWall({ db, functions, signedInUid }),
    family: familyOnUse(async () => {
      const { createFirebaseFamily } = await import(
        /* webpackChunkName: "family-carpet" */ './firebase-family'
      );
      return createFirebaseFamily({ db, listening, functions, signedInUid });
    }),
    profiles: createFirebaseProfiles({ store: profileStore, functions, signedInUid }),
    plays: createFirebasePlays({ db, functions, signedInUid, now }),
    leaderboard: createFirebaseLeaderboard(db),
    media: storage
      ? createCloudMedia({ db, functions, bucket: storage, signedInUid })
      : createDeviceMedia({
          db: openDeviceDatabase,
          signedInUid,
          now,
          newId: () => crypto.randomUUID(),
          mediaUploadUrl: mediaUpload,
        }),
  };
}
