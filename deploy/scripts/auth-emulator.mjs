// The Firebase Auth emulator the preview, the browser tests and the bench sign visitors in against:
// `firebase emulators:start --only auth` with the demo project, on AUTH_EMULATOR_PORT. It needs no
// Java and nothing from the internet.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { AUTH_EMULATOR_PORT, DEMO_PROJECT, repoRoot } from './apps.mjs';

export const AUTH_EMULATOR = `http://127.0.0.1:${AUTH_EMULATOR_PORT}`;

/** Whether an Auth emulator already answers (left by an earlier run, or started by hand). */
export async function emulatorAnswers() {
  try {
    const response = await fetch(`${AUTH_EMULATOR}/`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts the emulator in a process group of its own; `ready` resolves once it answers and rejects
 * if it exits or has not started in 90 s. `stop` ends the whole group (the emulator runs Node
 * children of its own) and resolves when it has gone.
 * @param {{ onStderr?: (chunk: Buffer) => void }} [options]
 */
export function startEmulator({ onStderr } = {}) {
  const firebase = path.join(repoRoot, 'deploy/node_modules/.bin/firebase');
  const emulator = spawn(
    firebase,
    ['emulators:start', '--only', 'auth', '--project', DEMO_PROJECT, '--config', 'firebase.json'],
    // stderr is piped, not inherited: an inherited descriptor would keep the caller's pipe
    // (Playwright's, say) open after this process has gone, and the caller would wait forever.
    { cwd: path.join(repoRoot, 'deploy'), stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  /** @type {string[]} */
  const log = [];
  emulator.stderr.on('data', (/** @type {Buffer} */ chunk) => {
    log.push(String(chunk));
    onStderr?.(chunk);
  });
  const exited = new Promise((resolve) => emulator.once('exit', resolve));
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the auth emulator did not start in 90 s')),
      90_000,
    );
    emulator.stdout.on('data', (chunk) => {
      if (String(chunk).includes('All emulators ready')) {
        clearTimeout(timer);
        resolve(undefined);
      }
    });
    emulator.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the auth emulator stopped (exit ${code}): ${log.join('')}`));
    });
  });
  const stop = async () => {
    if (emulator.pid && emulator.exitCode === null) {
      process.kill(-emulator.pid, 'SIGINT');
      await exited;
    }
  };
  return { emulator, ready, stop };
}
