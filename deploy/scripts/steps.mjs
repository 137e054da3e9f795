// Runs the steps of `pnpm validate` and `pnpm test` as child processes, and says how long each took
// and, on Linux, how many CPU-seconds it used: the figures CI's log shows for each phase.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { repoRoot } from '../hosting/apps.mjs';

const TICKS_PER_SECOND = 100;

/**
 * CPU-seconds used so far by this process's children that have ended (and by theirs), from
 * /proc/self/stat; undefined where there is no /proc.
 * @returns {number | undefined}
 */
export function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime, fields 16 and 17 of proc(5), counted from the state (field 3) here.
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * @typedef {{ label: string, status: number, output: string, seconds: number }} StepResult
 */

/**
 * Runs `command` from the repository's root. With `held`, its output is kept and returned (for
 * steps that run side by side, printed whole once they end); otherwise it goes to this terminal.
 * @param {string} label
 * @param {string[]} command
 * @param {{ held?: boolean }} [options]
 * @returns {Promise<StepResult>}
 */
export function runStep(label, command, { held = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command[0] ?? '', command.slice(1), {
      cwd: repoRoot,
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: held ? { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } : process.env,
    });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    const done = (/** @type {number} */ status) =>
      resolve({
        label,
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

/**
 * Runs steps side by side and prints each one's output whole, in the order given, then one line
 * for each with its time, and the CPU-seconds of them all. Resolves with the first failure's
 * status, or 0.
 * @param {string} prefix  the log prefix, such as "validate"
 * @param {Array<{ label: string, command: string[] }>} steps
 * @returns {Promise<number>}
 */
export async function runSideBySide(prefix, steps) {
  const cpuBefore = childCpuSeconds();
  const started = Date.now();
  const results = await Promise.all(
    steps.map(({ label, command }) => runStep(label, command, { held: true })),
  );
  for (const { label, status, output, seconds } of results) {
    process.stdout.write(`$ ${label}\n${output}`);
    console.log(`[${prefix}] ${label} ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  }
  console.log(
    `[${prefix}] ${results.map(({ label }) => label).join(' ‖ ')}: ${spent(started, cpuBefore)}`,
  );
  return results.find(({ status }) => status !== 0)?.status ?? 0;
}

/**
 * Runs one step with its output on this terminal, then prints its time and CPU-seconds.
 * @param {string} prefix
 * @param {string} label
 * @param {string[]} command
 * @returns {Promise<number>} its status
 */
export async function runInTurn(prefix, label, command) {
  const cpuBefore = childCpuSeconds();
  const started = Date.now();
  const { status } = await runStep(label, command);
  console.log(
    `[${prefix}] ${label} ${status === 0 ? 'passed' : 'FAILED'}: ${spent(started, cpuBefore)}`,
  );
  return status;
}

/**
 * "123 s, 200 CPU-s": the wall time since `started` and the children's CPU-seconds since
 * `cpuBefore` (left out where /proc is missing).
 * @param {number} started
 * @param {number | undefined} cpuBefore
 */
export function spent(started, cpuBefore) {
  const seconds = Math.round((Date.now() - started) / 1000);
  const cpuAfter = childCpuSeconds();
  if (cpuBefore === undefined || cpuAfter === undefined) return `${seconds} s`;
  return `${seconds} s, ${Math.round(cpuAfter - cpuBefore)} CPU-s`;
}
