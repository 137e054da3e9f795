/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  deleteObject,
  getMetadata,
  ref,
  updateMetadata,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import {
  RULES_TEST_PROJECT,
  STORAGE_EMULATOR_PORT,
  findEmulator,
  notRunMessage,
} from '../../functions/src/testing/emulator-finder';

// Runs against the Storage emulator only; without one the suite is skipped (../emulators.ts).
const emulator = findEmulator(
  ['FIREBASE_STORAGE_EMULATOR_HOST', 'STORAGE_EMULATOR_HOST'],
  STORAGE_EMULATOR_PORT,
);
if (!emulator) process.stderr.write(`${notRunMessage('Storage', STORAGE_EMULATOR_PORT)}\n`);
const describeWithEmulator = emulator ? describe : describe.skip;

const MIB = 1024 * 1024;
const bytes = (size: number) => new Uint8Array(size);
const audio = { contentType: 'audio/webm' };

describeWithEmulator('storage.rules', () => {
  jest.setTimeout(60_000);

  let env: RulesTestEnvironment;
  let alice: FirebaseStorage;
  let bob: FirebaseStorage;
  let visitor: FirebaseStorage;

  /** An upload that sets up a case, past the rules. */
  const seed = (path: string) =>
    env.withSecurityRulesDisabled(async (context) => {
      await uploadBytes(ref(context.storage(), path), bytes(1024), audio);
    });

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: RULES_TEST_PROJECT,
      storage: {
        rules: readFileSync(join(__dirname, '../../storage.rules'), 'utf8'),
        // Only reached when found; `?? {}` keeps the types honest without a non-null assertion.
        ...(emulator ?? {}),
      },
    });
  });

  beforeEach(async () => {
    await env.clearStorage();
    alice = env.authenticatedContext('alice').storage();
    bob = env.authenticatedContext('bob').storage();
    visitor = env.unauthenticatedContext().storage();
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  it('keeps each visitor to their five slots, g0 to g4', async () => {
    await assertSucceeds(uploadBytes(ref(alice, 'media/alice/g4'), bytes(1024), audio));
    await assertFails(uploadBytes(ref(alice, 'media/alice/g5'), bytes(1024), audio));
    await assertFails(uploadBytes(ref(alice, 'media/alice/m1'), bytes(1024), audio));
    await assertFails(uploadBytes(ref(alice, 'media/alice/g0x'), bytes(1024), audio));
  });

  it('denies overwriting or deleting a greeting the server has recorded', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const { doc, setDoc } = await import('firebase/firestore');
      await setDoc(doc(context.firestore() as never, 'media/alice_g0'), { uid: 'alice' });
    });
    await seed('media/alice/g0');
    await assertFails(uploadBytes(ref(alice, 'media/alice/g0'), bytes(1024), audio));
    await assertFails(deleteObject(ref(alice, 'media/alice/g0')));
    await assertSucceeds(getMetadata(ref(alice, 'media/alice/g0')));
  });

  it('lets a visitor upload audio, video and images to their own folder', async () => {
    await assertSucceeds(uploadBytes(ref(alice, 'media/alice/g0'), bytes(1024), audio));
    await assertSucceeds(
      uploadBytes(ref(alice, 'media/alice/g1'), bytes(1024), { contentType: 'video/mp4' }),
    );
    await assertSucceeds(
      uploadBytes(ref(alice, 'media/alice/g2'), bytes(1024), { contentType: 'image/jpeg' }),
    );
  });

  it('accepts a file of exactly 25 MiB and denies a larger one', async () => {
    await assertSucceeds(uploadBytes(ref(alice, 'media/alice/g0'), bytes(25 * MIB), audio));
    await assertFails(uploadBytes(ref(alice, 'media/alice/g1'), bytes(25 * MIB + 1), audio));
  });

  it('denies types other than audio, video and image', async () => {
    await assertFails(
      uploadBytes(ref(alice, 'media/alice/g0'), bytes(1024), { contentType: 'text/plain' }),
    );
    await assertFails(
      uploadBytes(ref(alice, 'media/alice/g1'), bytes(1024), { contentType: 'text/html' }),
    );
    await assertFails(
      uploadBytes(ref(alice, 'media/alice/g2'), bytes(1024), {
        contentType: 'application/octet-stream',
      }),
    );
  });

  it("denies uploading into someone else's folder or signed out", async () => {
    await assertFails(uploadBytes(ref(bob, 'media/alice/g0'), bytes(1024), audio));
    await assertFails(uploadBytes(ref(visitor, 'media/alice/g0'), bytes(1024), audio));
  });

  it('lets only the owner read and delete a file', async () => {
    await seed('media/alice/g0');
    await assertFails(getMetadata(ref(bob, 'media/alice/g0')));
    await assertFails(getMetadata(ref(visitor, 'media/alice/g0')));
    await assertFails(deleteObject(ref(bob, 'media/alice/g0')));
    await assertSucceeds(getMetadata(ref(alice, 'media/alice/g0')));
    await assertSucceeds(deleteObject(ref(alice, 'media/alice/g0')));
  });

  it('keeps the type rule when metadata changes', async () => {
    await seed('media/alice/g0');
    await assertFails(updateMetadata(ref(alice, 'media/alice/g0'), { contentType: 'text/html' }));
    await assertFails(updateMetadata(ref(bob, 'media/alice/g0'), { contentType: 'audio/ogg' }));
  });

  it('denies every other path', async () => {
    await assertFails(uploadBytes(ref(alice, 'alice/m1'), bytes(1024), audio));
    await assertFails(uploadBytes(ref(alice, 'media/alice/nested/m1'), bytes(1024), audio));
    await assertFails(uploadBytes(ref(alice, 'public/m1'), bytes(1024), audio));
  });
});
