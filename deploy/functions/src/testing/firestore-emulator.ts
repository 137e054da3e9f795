import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { FIRESTORE_EMULATOR_PORT, findEmulator, notRunMessage } from './emulator-finder';

/**
 * The Firestore emulator for the functions' tests and the operators' tools' (deploy/cli), as the
 * rules tests find it: `pnpm test:unit` starts it for the run. Each test file gets a project of its
 * own, so files running side by side never see each other's documents, and the Admin SDK (which
 * the rules do not bind, as in production) writes and reads there.
 */
export const emulator = findEmulator(['FIRESTORE_EMULATOR_HOST'], FIRESTORE_EMULATOR_PORT);
if (!emulator) process.stderr.write(`${notRunMessage('Firestore', FIRESTORE_EMULATOR_PORT)}\n`);
export const describeWithFirestore = emulator ? describe : describe.skip;

export interface TestFirestore {
  db: Firestore;
  projectId: string;
  /** Deletes every document of the project. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A project of the test file's own on the emulator. `whose` names whose tests use it in the
 * project's id (`demo-functions-…`, `demo-cli-…`), which the emulator's logs show.
 */
export function testFirestore(whose: 'functions' | 'cli' = 'functions'): TestFirestore {
  if (!emulator) throw new Error('no Firestore emulator');
  process.env.FIRESTORE_EMULATOR_HOST = `${emulator.host}:${emulator.port}`;
  const projectId = `demo-${whose}-${randomBytes(4).toString('hex')}`;
  const app: App = initializeApp({ projectId }, projectId);
  const db = getFirestore(app);
  return {
    db,
    projectId,
    async clear() {
      const response = await fetch(
        `http://${emulator.host}:${emulator.port}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
        { method: 'DELETE' },
      );
      if (!response.ok) throw new Error(`clearing the emulator failed: ${response.status}`);
    },
    close: () => deleteApp(app),
  };
}

/** The refusal a handler answers with (an HttpsError); anything else fails the test. */
export async function refusal(promise: Promise<unknown>): Promise<HttpsError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return error as HttpsError;
}

/** Every document of the project, at any depth: to prove nothing of a visitor is left anywhere. */
export async function everyDocument(db: Firestore): Promise<{ path: string; json: string }[]> {
  const found: { path: string; json: string }[] = [];
  const walk = async (refs: DocumentReference[]) => {
    for (const ref of refs) {
      const snap = await ref.get();
      if (snap.exists) found.push({ path: ref.path, json: JSON.stringify(snap.data()) });
      for (const sub of await ref.listCollections()) await walk(await sub.listDocuments());
    }
  };
  for (const collection of await db.listCollections()) {
    await walk(await collection.listDocuments());
  }
  return found;
}

/**
 * Runs `work` again when the emulator dropped one of its transactions. Under load (two cores, the
 * emulator and every test worker) the emulator can expire a transaction that waits for another's
 * locks and answers the next call with INVALID_ARGUMENT "Transaction is invalid or closed"
 * (firebase-tools #4473, #6758): Firestore itself answers ABORTED there, which the SDK retries.
 * Anything else is thrown as it is, so a race test still sees every real failure.
 */
export async function withEmulatorRetry<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const dropped =
        (error as { code?: unknown }).code === 3 &&
        /Transaction is invalid or closed/.test(String((error as Error).message));
      if (!dropped || attempt >= attempts) throw error;
    }
  }
}
