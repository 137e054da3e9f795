/** @jest-environment node */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  disableNetwork,
  initializeFirestore,
  setLogLevel,
} from 'firebase/firestore';
import { getFunctions } from 'firebase/functions';
import { createFirebaseWall } from '@onam/shared/backend/firebase/firebase-wall';
import { FIRESTORE_PORT, RULES_TEST_PROJECT, findEmulator } from '../emulators';

// Runs against the Firestore emulator only, like firestore.rules.test.ts (which says why when none).
const emulator = findEmulator(['FIRESTORE_EMULATOR_HOST'], FIRESTORE_PORT);
const describeWithEmulator = emulator ? describe : describe.skip;
setLogLevel('silent');

describeWithEmulator('the wall read by a device that has lost the backend', () => {
  let app: FirebaseApp;
  afterEach(async () => {
    await deleteApp(app);
  });

  it('is a network failure, not an empty wall', async () => {
    // Offline, Firestore answers a query from the device's cache: empty on a page that has read
    // nothing yet. A studio screen took that for a wall with no cards and dropped the ones it kept.
    app = initializeApp(
      { projectId: `${RULES_TEST_PROJECT}-wall`, apiKey: 'demo' },
      'wall-offline',
    );
    const db = initializeFirestore(app, {});
    connectFirestoreEmulator(db, emulator?.host ?? '127.0.0.1', emulator?.port ?? FIRESTORE_PORT);
    await disableNetwork(db);
    const wall = createFirebaseWall({
      db,
      functions: getFunctions(app),
      signedInUid: () => Promise.reject(new Error('not used')),
    });
    await expect(wall.page(null)).rejects.toMatchObject({ code: 'network' });
  });
});
