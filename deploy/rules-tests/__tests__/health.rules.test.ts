/** @jest-environment node */
import {
  assertFails,
  assertSucceeds,
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
  increment,
  setDoc,
  setLogLevel,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

setLogLevel('error');

const firestoreOf = (context: RulesTestContext) => context.firestore() as unknown as Firestore;
const SHARD = 'health/games@0.2.0/windows/20260827T1535/shards/3';
const GUARD = 'health/games';

describeWithEmulator('firestore.rules: health/**, read by operators, written by the server', () => {
  let env: RulesTestEnvironment;

  const seed = (path: string, data: DocumentData) =>
    env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), path), data);
    });

  beforeAll(async () => {
    env = await firestoreRulesEnvironment('health');
  });
  beforeEach(async () => {
    await env.clearFirestore();
    await seed('operators/desk', { email: 'desk@example.com', grantedAt: '' });
    await seed(SHARD, { loads: 240, loadFailures: 120, visits: 30 });
    await seed(GUARD, { canary: '0.2.0', stable: '0.1.0', leaseUntil: 0 });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  const desk = () => firestoreOf(env.authenticatedContext('desk', { operator: true }));
  const others = () => [
    firestoreOf(env.authenticatedContext('alice')),
    firestoreOf(env.unauthenticatedContext()),
    // A claim that is merely truthy is not the claim; a claim without the listing is revoked.
    firestoreOf(env.authenticatedContext('mallory', { operator: 'true' })),
    firestoreOf(env.authenticatedContext('former', { operator: true })),
  ];

  it('lets an operator read the counters and the guard’s state, and nobody else', async () => {
    await assertSucceeds(getDoc(doc(desk(), SHARD)));
    await assertSucceeds(
      getDocs(collection(desk(), 'health/games@0.2.0/windows/20260827T1535/shards')),
    );
    await assertSucceeds(getDoc(doc(desk(), GUARD)));
    for (const who of others()) {
      await assertFails(getDoc(doc(who, SHARD)));
      await assertFails(
        getDocs(collection(who, 'health/games@0.2.0/windows/20260827T1535/shards')),
      );
      await assertFails(getDoc(doc(who, GUARD)));
    }
  });

  it('denies the attack: nobody adds failures to a version or moves the guard, an operator included', async () => {
    for (const who of [desk(), ...others()]) {
      // Failures poured into the stable version would hide a broken canary; into the canary, end a good one.
      await assertFails(updateDoc(doc(who, SHARD), { loadFailures: increment(10_000) }));
      await assertFails(
        setDoc(doc(who, 'health/games@0.1.0/windows/20260827T1535/shards/0'), { loads: 1_000_000 }),
      );
      await assertFails(deleteDoc(doc(who, SHARD)));
      // A lease taken for ever, or a canary marked ended, would silence the guard.
      await assertFails(updateDoc(doc(who, GUARD), { leaseUntil: Number.MAX_SAFE_INTEGER }));
      await assertFails(setDoc(doc(who, 'health/auth'), { canary: 'x' }));
    }
  });
});
