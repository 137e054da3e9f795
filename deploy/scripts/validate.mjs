// `pnpm validate`: what a developer runs before pushing and CI runs after its setup. The lint and
// the typecheck run side by side (each mostly on one core, and this machine has two), each one's
// output printed whole when it ends so the two never interleave; then, if both passed, the
// README's test command, `pnpm test`. Exits with the first failure's status.
import { spawn } from 'node:child_process';
import { repoRoot } from '../hosting/apps.mjs';

/**
 * Runs `pnpm <script>` with its output held, and resolves with its status and output.
 * @param {string} script
 * @returns {Promise<{ script: string, status: number, output: string, seconds: number }>}
 */
function held(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['--silent', 'run', script], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const done = (/** @type {number} */ status) =>
      resolve({
        script,
        status,
        output: Buffer.concat(chunks).toString('utf8'),
        seconds: Math.round((Date.now() - started) / 1000),
      });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** @param {string} script */
function inherited(script) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', script], { cwd: repoRoot, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const checks = await Promise.all(['lint', 'typecheck'].map(held));
for (const { script, status, output, seconds } of checks) {
  process.stdout.write(`$ pnpm ${script}\n${output}`);
  console.log(`[validate] pnpm ${script} ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
}
const failed = checks.find((check) => check.status !== 0);
if (failed) process.exit(failed.status);
process.exit(Number(await inherited('test')));
