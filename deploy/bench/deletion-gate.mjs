// What keeping "Delete my account" final costs per call (docs/decisions/040), on the emulators:
//   node deploy/scripts/with-emulators.mjs firestore -- node deploy/bench/deletion-gate.mjs
// (the Auth emulator is started for the run if none answers, and stopped after).
// - The choice: every callable that writes for a visitor reads the tombstone deletedAccounts/{uid}
//   in its transaction. Measured as submitPlay's own transaction (the play, the figures, the
//   profile and the board entry read in parallel, two documents written) with and without that
//   fifth read, the two kinds interleaved so that the machine's load falls on both alike.
// - The alternative: the callables verify the ID token with Auth's revocation check, which adds a
//   call to Auth's servers (an account lookup) on every request. Against the emulator the Admin
//   SDK makes that lookup whether asked or not, so what is measured is the lookup itself
//   (getUser) beside verifyIdToken with `checkRevoked`: a loopback call here, a round trip to
//   Google's Identity Toolkit in production, which these machines cannot reach.
import '../scripts/loopback-only.cjs';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  AUTH_EMULATOR,
  authEmulatorAnswers,
  createEmulatorAccount,
  FIRESTORE_EMULATOR,
  startFirebaseEmulators,
} from '../scripts/emulators.mjs';

// The Admin SDK is the functions' dependency, as soak.mjs finds it.
const requireFromFunctions = createRequire(new URL('../functions/package.json', import.meta.url));
/** @type {typeof import('firebase-admin/app')} */
const { deleteApp, initializeApp } = requireFromFunctions('firebase-admin/app');
/** @type {typeof import('firebase-admin/auth')} */
const { getAuth } = requireFromFunctions('firebase-admin/auth');
/** @type {typeof import('firebase-admin/firestore')} */
const { getFirestore } = requireFromFunctions('firebase-admin/firestore');

const CALLS = Number(process.env.GATE_CALLS ?? 100);

/** @param {number[]} values @param {number} p */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
/** @param {number[]} values */
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
/** @param {string} label @param {number[]} ms */
const line = (label, ms) =>
  `${label.padEnd(50)} p50 ${percentile(ms, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(ms, 95)
    .toFixed(1)
    .padStart(6)} ms  mean ${mean(ms).toFixed(1).padStart(6)} ms`;

/** @param {() => Promise<unknown>} work */
async function timed(work) {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function transactions() {
  process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_EMULATOR;
  const projectId = `demo-gate-${randomBytes(3).toString('hex')}`;
  const app = initializeApp({ projectId }, projectId);
  const db = getFirestore(app);
  /** submitPlay's transaction for one play of `uid`, with the tombstone's read or without. */
  const play = (/** @type {string} */ uid, /** @type {number} */ n, /** @type {boolean} */ gate) =>
    db.runTransaction(async (tx) => {
      const reads = [
        tx.get(db.doc(`plays/${uid}_${n}`)),
        tx.get(db.doc(`stats/${uid}`)),
        tx.get(db.doc(`profiles/${uid}`)),
        tx.get(db.doc(`leaderboard/pookalam/entries/${uid}`)),
      ];
      if (gate) reads.push(tx.get(db.doc(`deletedAccounts/${uid}`)));
      const [, stats] = await Promise.all(reads);
      if (gate && (await reads[4])?.exists) throw new Error('deleted');
      tx.set(db.doc(`plays/${uid}_${n}`), {
        uid,
        score: n % 100,
        playedAt: new Date().toISOString(),
      });
      tx.set(db.doc(`stats/${uid}`), { plays: (stats?.data()?.plays ?? 0) + 1 });
    });
  try {
    // One profile per visitor, as registration leaves it; the first calls open the connection.
    for (let visitor = 0; visitor < 10; visitor += 1) {
      await db.doc(`profiles/v${visitor}`).set({ displayName: `V${visitor}`, ageBand: 'adult' });
    }
    for (let n = 0; n < 10; n += 1) await play('warm', n, n % 2 === 0);
    /** @type {{ with: number[], without: number[] }} */
    const ms = { with: [], without: [] };
    for (let n = 0; n < CALLS * 2; n += 1) {
      const gate = n % 2 === 0;
      ms[gate ? 'with' : 'without'].push(await timed(() => play(`v${n % 10}`, n, gate)));
    }
    return ms;
  } finally {
    await deleteApp(app);
  }
}

async function revocationChecks() {
  const started = (await authEmulatorAnswers()) ? null : startFirebaseEmulators({ only: ['auth'] });
  try {
    await started?.ready;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = AUTH_EMULATOR.replace(/^http:\/\//, '');
    const app = initializeApp({ projectId: 'demo-onam' }, 'gate-auth');
    const auth = getAuth(app);
    const { uid, idToken } = await createEmulatorAccount({
      email: `gate-${Date.now()}@example.com`,
      password: 'onam2026sadya',
      displayName: 'Gate bench',
    });
    for (let n = 0; n < 10; n += 1) await auth.verifyIdToken(idToken, true);
    /** @type {{ verify: number[], lookup: number[] }} */
    const ms = { verify: [], lookup: [] };
    for (let n = 0; n < CALLS; n += 1) {
      ms.verify.push(await timed(() => auth.verifyIdToken(idToken, true)));
      ms.lookup.push(await timed(() => auth.getUser(uid)));
    }
    await deleteApp(app);
    return ms;
  } finally {
    await started?.stop();
  }
}

const tx = await transactions();
const auth = await revocationChecks();
console.log(`${CALLS} calls each, interleaved, on ${new Date().toISOString()}`);
console.log(line("submitPlay's transaction, without the tombstone", tx.without));
console.log(line("submitPlay's transaction, with it (the choice)", tx.with));
console.log(
  `  the tombstone's read adds ${(mean(tx.with) - mean(tx.without)).toFixed(1)} ms on average`,
);
console.log(line('verifyIdToken, checkRevoked (the alternative)', auth.verify));
console.log(line('the account lookup it adds (getUser)', auth.lookup));
console.log('  against a loopback emulator; in production the lookup is a call to Google');
