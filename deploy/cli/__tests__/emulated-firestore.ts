// The Firestore emulator for the CLI's tests of an environment live in Firestore, found as the
// rules tests find it (`pnpm test:unit` starts it for the run), with a project of the test file's
// own so files running side by side never see each other's documents.
import { randomBytes } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { FIRESTORE_PORT, findEmulator, notRunMessage } from '../../rules-tests/emulators';

const emulator = findEmulator(['FIRESTORE_EMULATOR_HOST'], FIRESTORE_PORT);
if (!emulator) process.stderr.write(`${notRunMessage('Firestore', FIRESTORE_PORT)}\n`);
export const describeWithFirestore = emulator ? describe : describe.skip;

export interface EmulatedFirestore {
  db: Firestore;
  /** Deletes every document of the project. */
  clear(): Promise<void>;
  close(): Promise<void>;
}

export function emulatedFirestore(): EmulatedFirestore {
  if (!emulator) throw new Error('no Firestore emulator');
  process.env.FIRESTORE_EMULATOR_HOST = `${emulator.host}:${emulator.port}`;
  const projectId = `demo-cli-${randomBytes(4).toString('hex')}`;
  const app = initializeApp({ projectId }, projectId);
  return {
    db: getFirestore(app),
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
