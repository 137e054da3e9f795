import { spawnSync } from 'node:child_process';

/**
 * Finding the Firestore and Storage emulators from a test file: the rules tests, the functions'
 * tests (firestore-emulator.ts) and the operators' tools'. The emulators are started by
 * deploy/scripts/emulators.mjs (which builds the functions, so it cannot be imported from here);
 * `pnpm test:unit` starts Google's Firestore emulator from its jar for the run
 * (deploy/scripts/with-emulators.mjs) and sets FIRESTORE_EMULATOR_HOST; the Storage emulator
 * cannot run on these machines (its rules runtime is a Java archive firebase-tools downloads on
 * first use, and it cannot be installed here), so the Storage rules tests skip with that reason.
 *
 * Jest decides which tests to register while it loads a test file, synchronously, so the check is
 * synchronous too: the variable, else a short TCP probe. A variable that names an emulator that
 * does not answer is an error, not a skip: the run meant to test against it.
 */
export interface Emulator {
  host: string;
  port: number;
}

export const EMULATOR_HOST = '127.0.0.1';
/** As deploy/scripts/emulators.mjs starts it (FIRESTORE_EMULATOR_PORT there). */
export const FIRESTORE_EMULATOR_PORT = 8080;
export const STORAGE_EMULATOR_PORT = 9199;
/** A project id starting with `demo-` never reaches a real project; not the dev server's `demo-onam`. */
export const RULES_TEST_PROJECT = 'demo-onam-rules';

/** From the repository's root: starts the Firestore emulator for the run and sets the variable. */
const RUN_COMMAND = 'pnpm test:unit';

/** "127.0.0.1:8080", "http://127.0.0.1:9199" or "[::1]:8080" → host and port. */
export function parseHostPort(value: string): Emulator | null {
  const match = /^(?:[a-z]+:\/\/)?(\[[^\]]+\]|[^:/]+):(\d+)\/?$/i.exec(value.trim());
  if (!match?.[1] || !match[2]) return null;
  return { host: match[1].replace(/^\[|\]$/g, ''), port: Number(match[2]) };
}

const PROBE = `
const socket = require('node:net').connect(Number(process.argv[2]), process.argv[1]);
socket.setTimeout(500);
socket.on('connect', () => process.exit(0));
socket.on('timeout', () => process.exit(1));
socket.on('error', () => process.exit(1));
`;

/** Whether something accepts TCP connections there (a child process, as Jest needs an answer now). */
export function isListening(host: string, port: number): boolean {
  const probe = spawnSync(process.execPath, ['-e', PROBE, host, String(port)], { timeout: 2000 });
  return probe.status === 0;
}

/** The emulator named by the first variable that is set, else one listening on the default port. */
export function findEmulator(variables: readonly string[], defaultPort: number): Emulator | null {
  for (const name of variables) {
    const value = process.env[name];
    if (!value) continue;
    const named = parseHostPort(value);
    if (!named || !isListening(named.host, named.port)) {
      throw new Error(`${name}=${value}, but no emulator answers there`);
    }
    return named;
  }
  return isListening(EMULATOR_HOST, defaultPort)
    ? { host: EMULATOR_HOST, port: defaultPort }
    : null;
}

export function notRunMessage(what: 'Firestore' | 'Storage', port: number): string {
  return what === 'Storage'
    ? 'Storage rules tests not run: the Storage emulator cannot run on this machine (its rules ' +
        'runtime is a Java archive firebase-tools downloads on first use, and it cannot be installed here)'
    : `Firestore tests not run: no Firestore emulator at ${EMULATOR_HOST}:${port} (it needs Java and ` +
        `Google's emulator jar; \`${RUN_COMMAND}\` starts it where it can)`;
}
