import { spawnSync } from 'node:child_process';

/**
 * Finding the Firestore and Storage emulators for the rules tests. They need Java 21 and a
 * download on first use, which this machine and CI do not have, so the tests run only where an
 * emulator is found and otherwise skip with one plain message.
 *
 * Jest decides which tests to register while it loads a test file, synchronously, so the check is
 * synchronous too: the variables `firebase emulators:exec` sets, else a short TCP probe.
 */
export interface Emulator {
  host: string;
  port: number;
}

export const HOST = '127.0.0.1';
export const FIRESTORE_PORT = 8080;
export const STORAGE_PORT = 9199;
/** A project id starting with `demo-` never reaches a real project; not the dev server's `demo-onam`. */
export const RULES_TEST_PROJECT = 'demo-onam-rules';

/** Run in deploy/ (where firebase.json is); it sets the variables `findEmulator` reads. */
export const RUN_COMMAND = `firebase emulators:exec --project ${RULES_TEST_PROJECT} --only firestore,storage 'pnpm --filter @onam/deploy test:rules'`;

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
    if (value) return parseHostPort(value);
  }
  return isListening(HOST, defaultPort) ? { host: HOST, port: defaultPort } : null;
}

export function notRunMessage(what: 'Firestore' | 'Storage', port: number): string {
  return (
    `${what} rules tests not run: no ${what} emulator at ${HOST}:${port} ` +
    `(it needs Java 21; run \`${RUN_COMMAND}\` in deploy/ where it can)`
  );
}
