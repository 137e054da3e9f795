// `pnpm validate`: what a developer runs before pushing and CI runs after its setup. The lint
// (ESLint and Prettier, two single-threaded processes), the typecheck and the production builds
// of what changed run side by side, and beside them the emulated backend's emulators start (their
// start needs no build): on two cores these take little longer than the slowest alone, where one
// after another they took 89, 80, 70 and 22 s (2026-12-06, 2026-12-07). Each one's output is
// printed whole when it ends, so they never interleave; then, if all passed, the README's test
// command, `pnpm test`, which finds the builds up to date and the emulators answering (it records
// the builds in their release registry and uses them). The emulators started here are stopped at
// the end. Exits with the first failure's status.
import { startBackendEmulators } from './emulators.mjs';
import { runInTurn, runSideBySide } from './steps.mjs';

const log = (/** @type {string} */ line) => console.log(`[validate] emulators: ${line}`);
const startedAt = Date.now();
// A start that fails is said and left to `pnpm test`, which starts them itself (and, with CI set,
// fails if the Firestore emulator cannot run).
const emulators = startBackendEmulators('emulated', { log }, { register: false }).then(
  (started) => {
    log(`up in ${Math.round((Date.now() - startedAt) / 1000)} s`);
    return started;
  },
  (/** @type {unknown} */ error) => {
    log(`could not start (${String(error)}); pnpm test starts them`);
    return { stop: async () => undefined };
  },
);

// Ctrl-C reaches the steps (same terminal); the emulators are stopped before this exits.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    void emulators.then(({ stop }) => stop()).then(() => process.exit(130));
  });
}

let status = await runSideBySide('validate', [
  { label: 'eslint', command: ['pnpm', 'exec', 'eslint', '.'] },
  { label: 'prettier --check', command: ['pnpm', 'exec', 'prettier', '--check', '.'] },
  { label: 'pnpm typecheck', command: ['pnpm', '--silent', 'run', 'typecheck'] },
  { label: 'build', command: ['node', 'deploy/scripts/ensure-build.mjs'] },
]);
const { stop } = await emulators;
if (status === 0) status = await runInTurn('validate', 'pnpm test', ['pnpm', 'run', 'test']);
await stop();
process.exit(status);
