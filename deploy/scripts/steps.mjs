// Runs the steps of `pnpm validate` and `pnpm test` as child processes, and says how long each took
// and, on Linux, how many CPU-seconds it used: the figures CI's log shows for each phase.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
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
 * The machine's busy CPU-seconds so far, every process's (the emulators and the browsers
 * included, which no step's own count holds), from /proc/stat; undefined where there is none.
 * @returns {number | undefined}
 */
export function machineBusySeconds() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = (
      readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
    )
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (
      ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) /
      TICKS_PER_SECOND
    );
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
  const cpuBefore = cpuNow();
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
  const cpuBefore = cpuNow();
  const started = Date.now();
  const { status } = await runStep(label, command);
  console.log(
    `[${prefix}] ${label} ${status === 0 ? 'passed' : 'FAILED'}: ${spent(started, cpuBefore)}`,
  );
  return status;
}

/**
 * The CPU counts `spent` compares: this process's children's, and the whole machine's.
 * @returns {{ children: number | undefined, machine: number | undefined }}
 */
export const cpuNow = () => ({ children: childCpuSeconds(), machine: machineBusySeconds() });

const CORES = availableParallelism();

/**
 * "123 s, 200 CPU-s; machine 230 of 246 CPU-s busy": the wall time since `started`, the
 * children's CPU-seconds since `before`, and how busy the machine's cores were meanwhile (every
 * process, the emulators and the browsers among them): the share left idle is what running more
 * side by side could still win. Counts are left out where /proc is missing.
 * @param {number} started
 * @param {{ children: number | undefined, machine: number | undefined }} before
 */
export function spent(started, before) {
  const elapsed = (Date.now() - started) / 1000;
  const { children, machine } = cpuNow();
  const parts = [`${Math.round(elapsed)} s`];
  if (before.children !== undefined && children !== undefined) {
    parts.push(`${Math.round(children - before.children)} CPU-s`);
  }
  const text = parts.join(', ');
  if (before.machine === undefined || machine === undefined) return text;
  return `${text}; machine ${Math.round(machine - before.machine)} of ${Math.round(elapsed * CORES)} CPU-s busy`;
}
