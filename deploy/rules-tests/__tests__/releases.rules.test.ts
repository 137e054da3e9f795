/** @jest-environment node */
// The release registry names the code the server runs for each version, and its files' hashes:
// only the release tool writes it, with the Admin SDK. The attacks a client could try, each
// refused: a visitor, a signed-out page, an operator, reading, listing, writing a record that
// points the server at their own code, changing one, deleting one.
import {
  assertFails,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { describeWithEmulator, firestoreRulesEnvironment } from '../firestore-rules-environment';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  setLogLevel,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';

setLogLevel('error');

const firestoreOf = (context: RulesTestContext) => context.firestore() as unknown as Firestore;
const RECORD = 'releases/games@0.2.0';
const theirs = {
  remote: 'games',
  version: '0.2.0',
  publishedAt: '2026-08-20T04:00:00.000Z',
  record: JSON.stringify({ base: 'https://attacker.example/0.2.0/', files: {} }),
};

describeWithEmulator('firestore.rules: releases/**, the release tool’s alone', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await firestoreRulesEnvironment('releases');
  });
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = firestoreOf(context);
      await setDoc(doc(db, 'operators/desk'), { email: 'desk@example.com', grantedAt: '' });
      await setDoc(doc(db, RECORD), { ...theirs, record: '{}' });
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  const everyone = () => [
    firestoreOf(env.authenticatedContext('alice')),
    firestoreOf(env.unauthenticatedContext()),
    // An operator, listed and with the claim: they change the campaign, not what the server runs.
    firestoreOf(env.authenticatedContext('desk', { operator: true })),
  ];

  it('lets no client read a record or list the registry', async () => {
    for (const who of everyone()) {
      await assertFails(getDoc(doc(who, RECORD)));
      await assertFails(getDocs(collection(who, 'releases')));
    }
  });

  it('lets no client record a version, change a record or delete one', async () => {
    for (const who of everyone()) {
      await assertFails(setDoc(doc(who, 'releases/games@6.6.6'), theirs));
      await assertFails(updateDoc(doc(who, RECORD), { record: theirs.record }));
      await assertFails(setDoc(doc(who, RECORD), theirs));
      await assertFails(deleteDoc(doc(who, RECORD)));
    }
  });
});
