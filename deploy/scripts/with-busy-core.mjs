// Runs a command while one core is kept busy, as a visitor's phone or a shared CI machine often is
//: the test suite must pass this way without retries to hide a failure. Prints the
// command's wall time at the end, for the closing note's loaded/quiet comparison.
//   node deploy/scripts/with-busy-core.mjs -- pnpm test
//   node deploy/scripts/with-busy-core.mjs --quiet -- pnpm test     the same timing, no load
// The load is a child process spinning at normal priority (what `stress --cpu 1` does), so the
// scheduler shares the core with the suite as it would with any other busy program.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const quiet = args[0] === '--quiet';
const rest = quiet ? args.slice(1) : args;
if (rest[0] !== '--' || rest.length < 2) {
  console.error('usage: with-busy-core.mjs [--quiet] -- <command> [args…]');
  process.exit(2);
}
const [command, ...commandArgs] = rest.slice(1);

const spin = quiet
  ? null
  : spawn(process.execPath, ['-e', 'for (;;) { Math.sqrt(Math.random()); }'], {
      stdio: 'ignore',
    });
if (spin) console.log(`[busy-core] one core kept busy (pid ${spin.pid})`);

const started = Date.now();
const child = spawn(command ?? '', commandArgs, { stdio: 'inherit' });

const stopSpin = () => {
  if (spin && spin.exitCode === null) spin.kill('SIGKILL');
};
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    child.kill(signal);
    stopSpin();
  });
}
child.on('exit', (code, signal) => {
  stopSpin();
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `[busy-core] ${quiet ? 'quiet' : 'one core busy'}: "${[command, ...commandArgs].join(' ')}" ` +
      `took ${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s, exit ${code ?? signal}`,
  );
  process.exit(code ?? 1);
});
