// The steps of `pnpm test`, which runs this with the emulated backend's emulators up
// (with-emulators.mjs): the Jest tests, and beside them the size budgets (their one webpack
// compile mostly keeps a single core busy, and Jest leaves part of the second idle); then, if both
// passed, the browser tests. Each step prints its time and CPU-seconds, and the test runners their
// slowest files. Exits with the first failure's status.
import { childCpuSeconds, runInTurn, runStep, spent } from './steps.mjs';

const cpuBefore = childCpuSeconds();
const started = Date.now();
const [unit, size] = await Promise.all([
  runStep('pnpm test:unit', ['pnpm', 'run', 'test:unit']),
  runStep('pnpm test:size', ['pnpm', '--silent', 'run', 'test:size'], { held: true }),
]);
process.stdout.write(`$ pnpm test:size\n${size.output}`);
for (const { label, status, seconds } of [unit, size]) {
  console.log(`[test] ${label} ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
}
console.log(`[test] pnpm test:unit ‖ pnpm test:size: ${spent(started, cpuBefore)}`);
const failed = [unit, size].find(({ status }) => status !== 0);
if (failed) process.exit(failed.status);
process.exit(await runInTurn('test', 'pnpm test:e2e', ['pnpm', 'run', 'test:e2e']));
