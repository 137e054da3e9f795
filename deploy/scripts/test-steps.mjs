// The steps of `pnpm test`, which runs this with the emulated backend's emulators up
// (with-emulators.mjs): the Jest tests, and beside them the size budgets and what the browser
// tests need built besides the apps (e2e/support/prepare-e2e.mjs: a second games version and the
// game built outside this repository), each skipped when up to date. Before, the browser tests
// spent their first 45 s on those two builds with one core busy; here Jest's cores were already
// about 95 % busy, so the builds cost about what they cost there (docs/decisions/068), and a
// second run skips them. Then, if all passed, the browser tests. Each step prints its time and CPU-seconds, and the test
// runners their slowest files. Exits with the first failure's status.
import { cpuNow, runInTurn, runStep, spent } from './steps.mjs';

const cpuBefore = cpuNow();
const started = Date.now();
const [unit, ...beside] = await Promise.all([
  runStep('pnpm test:unit', ['pnpm', 'run', 'test:unit']),
  runStep('pnpm test:size', ['pnpm', '--silent', 'run', 'test:size'], { held: true }),
  runStep('prepare the browser tests', ['node', 'e2e/support/prepare-e2e.mjs'], { held: true }),
]);
for (const { label, output } of beside) process.stdout.write(`$ ${label}\n${output}`);
const steps = [unit, ...beside];
for (const { label, status, seconds } of steps) {
  console.log(`[test] ${label} ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
}
console.log(`[test] ${steps.map(({ label }) => label).join(' ‖ ')}: ${spent(started, cpuBefore)}`);
const failed = steps.find(({ status }) => status !== 0);
if (failed) process.exit(failed.status);
process.exit(await runInTurn('test', 'pnpm test:e2e', ['pnpm', 'run', 'test:e2e']));
