/** @jest-environment node */
import { createServer } from 'node:net';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, setLogLevel } from 'firebase/firestore/lite';
import { getFunctions } from 'firebase/functions';
import { createFirebaseWall } from '../firebase-wall';

/** A loopback port nothing listens on: a request there fails as a phone's does with no network. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

// The SDK logs each failed request; the failure is what this test expects.
setLogLevel('silent');

describe('the wall read by a device that has lost the backend', () => {
  let app: FirebaseApp;
  afterEach(async () => {
    await deleteApp(app);
  });

  it('is a network failure, not an empty wall', async () => {
    // A studio screen once took an empty answer from the device's cache for a wall with no cards,
    // and dropped the ones it kept. The wall's reads have no cache: out of reach is a failure.
    app = initializeApp({ projectId: 'demo-wall-offline', apiKey: 'demo' }, 'wall-offline');
    const db = getFirestore(app);
    connectFirestoreEmulator(db, '127.0.0.1', await closedPort());
    const wall = createFirebaseWall({
      db,
      functions: getFunctions(app),
      signedInUid: () => Promise.reject(new Error('not used')),
    });
    await expect(wall.page(null)).rejects.toMatchObject({ code: 'network' });
  });
});
