// Runs a command with the backend emulators up, started once for the whole command and stopped
// after it (docs/decisions/026):
//   node deploy/scripts/with-emulators.mjs firestore -- jest        the Firestore emulator only
//   node deploy/scripts/with-emulators.mjs emulated -- <command>    Firestore, Functions and Auth
// Emulators already answering are reused (a `pnpm test` around a `pnpm test:unit`, a running
// `pnpm start`), and left running. The command gets FIRESTORE_EMULATOR_HOST (and, for `emulated`,
// ONAM_EMULATED=1), which the emulator-backed tests read. Where the Firestore emulator cannot run
// (no jar, no Java) the command runs without it and those tests say they were skipped; on CI
// (CI set) that is an error instead, so a CI run never passes without them.
import './loopback-only.cjs';
import { spawn } from 'node:child_process';
import {
  FIRESTORE_EMULATOR,
  firestoreEmulatorAnswers,
  firestoreEmulatorSupport,
  startBackendEmulators,
  startFirestoreEmulator,
} from './emulators.mjs';

const log = (/** @type {string} */ line) => console.log(`[emulators] ${line}`);

/**
 * @param {'firestore' | 'emulated'} what
 * @returns {Promise<{ stop: () => Promise<void>, env: Record<string, string> }>}
 */
async function start(what) {
  const support = firestoreEmulatorSupport();
  if (!support.ok) {
    const message = `the Firestore emulator cannot run here (${support.reason})`;
    if (process.env.CI) throw new Error(`${message}; CI needs it`);
    log(`${message}: the tests that need it are skipped`);
    return { stop: async () => undefined, env: {} };
  }
  const env = { FIRESTORE_EMULATOR_HOST: FIRESTORE_EMULATOR };
  if (what === 'emulated') {
    const { stop } = await startBackendEmulators('emulated', { log });
    return { stop, env: { ...env, ONAM_EMULATED: '1' } };
  }
  if (await firestoreEmulatorAnswers()) {
    log(`using the Firestore emulator already on ${FIRESTORE_EMULATOR}`);
    return { stop: async () => undefined, env };
  }
  const firestore = startFirestoreEmulator();
  await firestore.ready;
  log(`Firestore emulator on ${FIRESTORE_EMULATOR}`);
  return { stop: firestore.stop, env };
}

const [what, separator, ...command] = process.argv.slice(2);
if ((what !== 'firestore' && what !== 'emulated') || separator !== '--' || command.length === 0) {
  console.error('usage: with-emulators.mjs firestore|emulated -- <command> [args…]');
  process.exit(2);
}
const started = Date.now();
if (what === 'emulated') {
  // The emulators' start records the local release tree in the release registry (the games'
  // current build among it), from which the Functions emulator scores plays and draws pages: the
  // apps are built first, as the tests that follow need them anyway.
  const { ensureBuild } = await import('./ensure-build.mjs');
  ensureBuild();
}
const emulators = await start(what);
log(`ready in ${Math.round((Date.now() - started) / 1000)} s`);
const child = spawn(command[0] ?? '', command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, ...emulators.env },
  shell: command.length === 1,
});
// Ctrl-C reaches the command (same terminal); the emulators are stopped once it has gone.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => child.kill(signal));
}
const code = await new Promise((resolve) => {
  child.once('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
});
await emulators.stop();
process.exit(/** @type {number} */ (code));
