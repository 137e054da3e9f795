/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { FIRESTORE_PORT, RULES_TEST_PROJECT, findEmulator, notRunMessage } from '../emulators';

// Runs against the Firestore emulator only; without one the suite is skipped (../emulators.ts).
const emulator = findEmulator(['FIRESTORE_EMULATOR_HOST'], FIRESTORE_PORT);
if (!emulator) process.stderr.write(`${notRunMessage('Firestore', FIRESTORE_PORT)}\n`);
const describeWithEmulator = emulator ? describe : describe.skip;

const MIB = 1024 * 1024;

/** The context's compat instance; the modular functions unwrap it, its types just do not say so. */
const firestoreOf = (context: RulesTestContext) => context.firestore() as unknown as Firestore;

const profile = (overrides: DocumentData = {}): DocumentData => ({
  displayName: 'Alice',
  district: 'thrissur',
  newsletter: false,
  createdAt: serverTimestamp(),
  ...overrides,
});

const play = (overrides: DocumentData = {}): DocumentData => ({
  uid: 'alice',
  gameId: 'pookalam',
  score: 85,
  maxScore: 100,
  durationMs: 42_000,
  playedAt: serverTimestamp(),
  ...overrides,
});

const entry = (overrides: DocumentData = {}): DocumentData => ({
  displayName: 'Alice',
  district: 'thrissur',
  bestScore: 70,
  updatedAt: serverTimestamp(),
  ...overrides,
});

const media = (overrides: DocumentData = {}): DocumentData => ({
  uid: 'alice',
  name: 'Onam greeting.webm',
  contentType: 'audio/webm',
  size: 2 * MIB,
  storagePath: 'media/alice/m1',
  createdAt: serverTimestamp(),
  ...overrides,
});

describeWithEmulator('firestore.rules', () => {
  jest.setTimeout(20_000);

  let env: RulesTestEnvironment;
  let alice: Firestore;
  let bob: Firestore;
  let visitor: Firestore;

  /** Writes that set up a case, past the rules. */
  const seed = (path: string, data: DocumentData) =>
    env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), path), data);
    });

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: RULES_TEST_PROJECT,
      firestore: {
        rules: readFileSync(join(__dirname, '../../firestore.rules'), 'utf8'),
        // Only reached when found; `?? {}` keeps the types honest without a non-null assertion.
        ...(emulator ?? {}),
      },
    });
  });

  beforeEach(async () => {
    await env.clearFirestore();
    alice = firestoreOf(env.authenticatedContext('alice'));
    bob = firestoreOf(env.authenticatedContext('bob'));
    visitor = firestoreOf(env.unauthenticatedContext());
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  describe('profiles/{uid}', () => {
    it('lets a visitor create, read and update their own profile', async () => {
      await assertSucceeds(setDoc(doc(alice, 'profiles/alice'), profile()));
      await assertSucceeds(getDoc(doc(alice, 'profiles/alice')));
      await assertSucceeds(updateDoc(doc(alice, 'profiles/alice'), { displayName: 'Alice K' }));
      await assertSucceeds(
        updateDoc(doc(alice, 'profiles/alice'), { district: 'kollam', newsletter: true }),
      );
    });

    it('accepts a profile without a district yet (Google sign-up)', async () => {
      await assertSucceeds(setDoc(doc(alice, 'profiles/alice'), profile({ district: null })));
    });

    it("denies reading or writing someone else's profile, and reading signed out", async () => {
      await seed('profiles/alice', profile());
      await assertFails(getDoc(doc(bob, 'profiles/alice')));
      await assertFails(getDoc(doc(visitor, 'profiles/alice')));
      await assertFails(updateDoc(doc(bob, 'profiles/alice'), { displayName: 'Mallory' }));
      await assertFails(setDoc(doc(bob, 'profiles/carol'), profile()));
      await assertFails(setDoc(doc(visitor, 'profiles/alice'), profile()));
      await assertFails(getDocs(collection(alice, 'profiles')));
    });

    it('denies invalid fields', async () => {
      const ref = doc(alice, 'profiles/alice');
      await assertFails(setDoc(ref, profile({ district: 'atlantis' })));
      await assertFails(setDoc(ref, profile({ displayName: 'A'.repeat(41) })));
      await assertFails(setDoc(ref, profile({ displayName: '' })));
      await assertFails(setDoc(ref, profile({ displayName: 42 })));
      await assertFails(setDoc(ref, profile({ newsletter: 'yes' })));
      await assertFails(setDoc(ref, profile({ isAdmin: true })));
      const missingNewsletter = profile();
      delete missingNewsletter.newsletter;
      await assertFails(setDoc(ref, missingNewsletter));
      await assertSucceeds(setDoc(ref, profile({ displayName: 'A'.repeat(40) })));
    });

    it('takes createdAt from the server and keeps it', async () => {
      const ref = doc(alice, 'profiles/alice');
      await assertFails(setDoc(ref, profile({ createdAt: Timestamp.fromMillis(0) })));
      await assertSucceeds(setDoc(ref, profile()));
      await assertFails(updateDoc(ref, { createdAt: serverTimestamp() }));
      await assertFails(updateDoc(ref, { createdAt: Timestamp.fromMillis(0) }));
    });

    it('denies deleting a profile', async () => {
      await seed('profiles/alice', profile({ createdAt: Timestamp.now() }));
      await assertFails(deleteDoc(doc(alice, 'profiles/alice')));
    });
  });

  describe('plays/{playId}', () => {
    it('lets a visitor record a valid play with the server time', async () => {
      await assertSucceeds(setDoc(doc(alice, 'plays/p1'), play()));
      await assertSucceeds(setDoc(doc(alice, 'plays/p2'), play({ gameId: 'dress', score: 0 })));
      await assertSucceeds(setDoc(doc(alice, 'plays/p3'), play({ gameId: 'sadya', score: 100 })));
    });

    it('denies an invalid play', async () => {
      const ref = doc(alice, 'plays/p1');
      await assertFails(setDoc(ref, play({ gameId: 'onam-quiz' })));
      await assertFails(setDoc(ref, play({ score: 101 })));
      await assertFails(setDoc(ref, play({ score: -1 })));
      await assertFails(setDoc(ref, play({ score: 50.5 })));
      await assertFails(setDoc(ref, play({ score: '85' })));
      await assertFails(setDoc(ref, play({ maxScore: 1000, score: 900 })));
      await assertFails(setDoc(ref, play({ durationMs: -1 })));
      await assertFails(setDoc(ref, play({ durationMs: 7_200_001 })));
      await assertFails(setDoc(ref, play({ rank: 1 })));
    });

    it('denies a play in someone else’s name or signed out', async () => {
      await assertFails(setDoc(doc(bob, 'plays/p1'), play()));
      await assertFails(setDoc(doc(visitor, 'plays/p1'), play()));
    });

    it('denies a play time set by the client', async () => {
      await assertFails(setDoc(doc(alice, 'plays/p1'), play({ playedAt: Timestamp.now() })));
    });

    it('denies updating or deleting a play, even one’s own', async () => {
      await seed('plays/p1', play({ playedAt: Timestamp.now() }));
      await assertFails(updateDoc(doc(alice, 'plays/p1'), { score: 100 }));
      await assertFails(setDoc(doc(alice, 'plays/p1'), play()));
      await assertFails(deleteDoc(doc(alice, 'plays/p1')));
    });

    it('lets a visitor read their own plays only', async () => {
      await seed('plays/p1', play({ playedAt: Timestamp.now() }));
      await seed('plays/p2', play({ uid: 'bob', playedAt: Timestamp.now() }));
      await assertSucceeds(getDoc(doc(alice, 'plays/p1')));
      await assertFails(getDoc(doc(alice, 'plays/p2')));
      await assertFails(getDoc(doc(visitor, 'plays/p1')));
      const plays = collection(alice, 'plays');
      await assertSucceeds(
        getDocs(query(plays, where('uid', '==', 'alice'), orderBy('playedAt', 'desc'), limit(20))),
      );
      await assertFails(getDocs(query(plays, limit(20))));
      await assertFails(getDocs(query(plays, where('uid', '==', 'bob'))));
    });
  });

  describe('leaderboard/{gameId}/entries/{uid}', () => {
    it('is readable by everyone, signed out too', async () => {
      await seed('leaderboard/pookalam/entries/alice', entry({ updatedAt: Timestamp.now() }));
      await assertSucceeds(getDoc(doc(visitor, 'leaderboard/pookalam/entries/alice')));
      await assertSucceeds(
        getDocs(
          query(
            collection(visitor, 'leaderboard/pookalam/entries'),
            orderBy('bestScore', 'desc'),
            limit(10),
          ),
        ),
      );
      await assertSucceeds(getDoc(doc(bob, 'leaderboard/pookalam/entries/alice')));
    });

    it('lets a visitor write their own entry and raise their best score', async () => {
      const ref = doc(alice, 'leaderboard/pookalam/entries/alice');
      await assertSucceeds(setDoc(ref, entry()));
      await assertSucceeds(setDoc(ref, entry({ bestScore: 90 })));
      await assertSucceeds(setDoc(ref, entry({ bestScore: 90, displayName: 'Alice K' })));
    });

    it('denies lowering the best score', async () => {
      await seed('leaderboard/pookalam/entries/alice', entry({ updatedAt: Timestamp.now() }));
      const ref = doc(alice, 'leaderboard/pookalam/entries/alice');
      await assertFails(setDoc(ref, entry({ bestScore: 69 })));
      await assertFails(updateDoc(ref, { bestScore: 0, updatedAt: serverTimestamp() }));
    });

    it("denies writing someone else's entry or writing signed out", async () => {
      await seed('leaderboard/pookalam/entries/alice', entry({ updatedAt: Timestamp.now() }));
      await assertFails(setDoc(doc(bob, 'leaderboard/pookalam/entries/alice'), entry()));
      await assertFails(
        setDoc(doc(bob, 'leaderboard/dress/entries/alice'), entry({ bestScore: 100 })),
      );
      await assertFails(setDoc(doc(visitor, 'leaderboard/dress/entries/alice'), entry()));
      await assertFails(deleteDoc(doc(bob, 'leaderboard/pookalam/entries/alice')));
      await assertFails(deleteDoc(doc(alice, 'leaderboard/pookalam/entries/alice')));
    });

    it('denies invalid entries and unknown games', async () => {
      const ref = doc(alice, 'leaderboard/pookalam/entries/alice');
      await assertFails(setDoc(ref, entry({ bestScore: 101 })));
      await assertFails(setDoc(ref, entry({ bestScore: -1 })));
      await assertFails(setDoc(ref, entry({ bestScore: 70.5 })));
      await assertFails(setDoc(ref, entry({ updatedAt: Timestamp.now() })));
      await assertFails(setDoc(ref, entry({ district: 'atlantis' })));
      await assertFails(setDoc(ref, entry({ displayName: 'A'.repeat(41) })));
      await assertFails(setDoc(doc(alice, 'leaderboard/onam-quiz/entries/alice'), entry()));
      await assertFails(getDoc(doc(visitor, 'leaderboard/onam-quiz/entries/alice')));
      await assertFails(setDoc(doc(alice, 'leaderboard/pookalam'), { top: [] }));
    });
  });

  describe('media/{mediaId}', () => {
    it('lets the owner create, read and delete their media', async () => {
      const ref = doc(alice, 'media/m1');
      await assertSucceeds(setDoc(ref, media()));
      await assertSucceeds(
        setDoc(
          doc(alice, 'media/m2'),
          media({ contentType: 'video/mp4', size: 25 * MIB, storagePath: 'media/alice/m2' }),
        ),
      );
      await assertSucceeds(getDoc(ref));
      await assertSucceeds(
        getDocs(
          query(collection(alice, 'media'), where('uid', '==', 'alice'), orderBy('createdAt')),
        ),
      );
      await assertSucceeds(deleteDoc(ref));
    });

    it('denies everyone else', async () => {
      await seed('media/m1', media({ createdAt: Timestamp.now() }));
      await assertFails(getDoc(doc(bob, 'media/m1')));
      await assertFails(getDoc(doc(visitor, 'media/m1')));
      await assertFails(deleteDoc(doc(bob, 'media/m1')));
      await assertFails(setDoc(doc(bob, 'media/m2'), media({ storagePath: 'media/alice/m2' })));
      await assertFails(getDocs(query(collection(bob, 'media'), where('uid', '==', 'alice'))));
    });

    it('denies a wrong type, a file too large and a path not one’s own', async () => {
      const ref = doc(alice, 'media/m1');
      await assertFails(setDoc(ref, media({ contentType: 'text/plain' })));
      await assertFails(setDoc(ref, media({ contentType: 'application/pdf' })));
      await assertFails(setDoc(ref, media({ contentType: 'audio/' })));
      await assertFails(setDoc(ref, media({ size: 25 * MIB + 1 })));
      await assertFails(setDoc(ref, media({ size: -1 })));
      await assertFails(setDoc(ref, media({ name: '' })));
      await assertFails(setDoc(ref, media({ name: 'a'.repeat(201) })));
      await assertFails(setDoc(ref, media({ storagePath: 'media/bob/m1' })));
      await assertFails(setDoc(ref, media({ storagePath: 'media/alice/other' })));
      await assertFails(setDoc(ref, media({ createdAt: Timestamp.now() })));
    });

    it('denies updates', async () => {
      await seed('media/m1', media({ createdAt: Timestamp.now() }));
      await assertFails(updateDoc(doc(alice, 'media/m1'), { name: 'renamed.webm' }));
    });
  });

  it('denies every other path', async () => {
    await assertFails(setDoc(doc(alice, 'settings/site'), { open: true }));
    await assertFails(getDoc(doc(visitor, 'settings/site')));
    await assertFails(setDoc(doc(alice, 'profiles/alice/private/x'), { a: 1 }));
  });
});
