// The Firebase emulators behind the three backend modes (docs/decisions/026):
// - `local`: the Auth emulator only (firebase-tools, no Java); data in the browser's IndexedDB.
// - `emulated`: the Auth and Functions emulators (firebase-tools) and Google's Cloud Firestore
//   emulator, started straight from its jar on the machine's Java. firebase-tools' own Firestore
//   launcher wants Java 21 and a download; the jar from Debian's google-cloud-cli-firestore-emulator
//   runs on Java 17, so firebase.json's emulator config names no firestore at all.
// - `firebase`: production; nothing runs here.
// Storage cannot be emulated on these machines: its rules runtime is a Java archive firebase-tools
// downloads on first use, and it cannot be installed here. In `emulated` mode greetings are kept
// on the device, as in `local` (the manifest's emulators name no storage).
// Every port is pinned in firebase.json (auth, functions, hub, logging, eventarc, tasks) and below
// (Firestore), so nothing picks a port at random and a second run finds the first.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FUNCTIONS_REGION } from '../hosting/csp.mjs';
import { DEMO_PROJECT, repoRoot } from '../hosting/apps.mjs';

export const AUTH_EMULATOR_PORT = 9099;
export const FUNCTIONS_EMULATOR_PORT = 5001;
export const FIRESTORE_EMULATOR_PORT = 8080;
export const AUTH_EMULATOR = `http://127.0.0.1:${AUTH_EMULATOR_PORT}`;
export const FIRESTORE_EMULATOR = `127.0.0.1:${FIRESTORE_EMULATOR_PORT}`;
export const FUNCTIONS_EMULATOR = `127.0.0.1:${FUNCTIONS_EMULATOR_PORT}`;

/** Where Debian's google-cloud-cli-firestore-emulator puts the jar; FIRESTORE_EMULATOR_JAR overrides. */
export const FIRESTORE_JAR =
  process.env.FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

const deployDir = path.join(repoRoot, 'deploy');
const firebaseBin = path.join(deployDir, 'node_modules/.bin/firebase');

/**
 * The functions' environment file that only the Functions emulator reads, over .env.demo-onam
 * (firebase-tools' `.env.local`): where a run puts the origin its pages function names.
 */
export const EMULATOR_ENV_FILE = path.join(deployDir, 'functions/.env.local');

/**
 * The origin the pages function names in a page's link-preview tags on the emulator, as Hosting's
 * site is named by SITE_ORIGIN in production: that of the host it draws pages for in this run.
 * Under `pnpm start` that is the main host (the site the visitor opens); under the browser tests'
 * preview, the live host on PREVIEW_LIVE_HOST_PORT; with neither, no host asks it for pages.
 * @param {{ mainIsLive: boolean, mainPort: number, livePort?: number }} hosts
 * @returns {string | undefined}
 */
export function liveSiteOrigin({ mainIsLive, mainPort, livePort }) {
  if (mainIsLive) return `http://localhost:${mainPort}`;
  if (livePort) return `http://localhost:${livePort}`;
  return undefined;
}

/**
 * Gives the Functions emulator about to start this run's site origin; with none, removes what an
 * earlier run wrote, and the emulator reads .env.demo-onam's (the browser tests' live host).
 * @param {string | undefined} siteOrigin
 */
export function writeEmulatorSiteOrigin(siteOrigin, file = EMULATOR_ENV_FILE) {
  if (!siteOrigin) {
    rmSync(file, { force: true });
    return;
  }
  writeFileSync(
    file,
    `# Written by deploy/scripts/emulators.mjs for the emulator this run started; not deployed.\nSITE_ORIGIN=${siteOrigin}\n`,
  );
}

/**
 * Whether this machine can run the Firestore emulator: the jar and a Java to run it.
 * @returns {{ ok: true, jar: string, java: string } | { ok: false, reason: string }}
 */
export function firestoreEmulatorSupport() {
  if (!existsSync(FIRESTORE_JAR)) {
    return { ok: false, reason: `no Firestore emulator at ${FIRESTORE_JAR}` };
  }
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) return { ok: false, reason: 'no Java to run it' };
  const version = /version "([^"]+)"/.exec(java.stderr)?.[1] ?? 'unknown';
  return { ok: true, jar: FIRESTORE_JAR, java: version };
}

/**
 * The mode `pnpm start` runs: the one asked for (`--backend=local|emulated`, or ONAM_BACKEND),
 * else `emulated` where the Firestore emulator can run and `local` where it cannot, with why.
 * @param {string | undefined} requested
 * @returns {{ mode: 'local' | 'emulated', why: string }}
 */
export function chooseBackend(requested) {
  const support = firestoreEmulatorSupport();
  if (requested === 'local') return { mode: 'local', why: 'asked for' };
  if (requested === 'emulated') {
    if (!support.ok) throw new Error(`the emulated backend cannot run here: ${support.reason}`);
    return { mode: 'emulated', why: 'asked for' };
  }
  if (requested && requested !== 'auto') {
    throw new Error(`unknown backend "${requested}": use local, emulated or auto`);
  }
  return support.ok
    ? { mode: 'emulated', why: `Firestore emulator ${support.jar} on Java ${support.java}` }
    : { mode: 'local', why: `${support.reason}; the local backend needs only the Auth emulator` };
}

/** The demo project's web API key: the emulators accept any, the campaign's manifest names this. */
const DEMO_API_KEY = 'demo-api-key';

/**
 * Creates an account straight in the Auth emulator, for tests and the bench that start signed up.
 * @param {{ email: string, password: string, displayName: string }} visitor
 * @param {{ auth?: string }} [options] auth: another Auth emulator's origin (the bill's own)
 * @returns {Promise<{ uid: string, idToken: string }>}
 */
export async function createEmulatorAccount(visitor, { auth = AUTH_EMULATOR } = {}) {
  const response = await fetch(
    `${auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${DEMO_API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...visitor, returnSecureToken: true }),
    },
  );
  const body = /** @type {{ localId?: string, idToken?: string }} */ (await response.json());
  if (!response.ok || !body.localId || !body.idToken) {
    throw new Error(`could not create ${visitor.email}: ${JSON.stringify(body)}`);
  }
  return { uid: body.localId, idToken: body.idToken };
}

/** @param {string} url */
async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** Whether an Auth emulator already answers (left by an earlier run, or started by hand). */
export const authEmulatorAnswers = () => answers(`${AUTH_EMULATOR}/`);
export const firestoreEmulatorAnswers = () => answers(`http://${FIRESTORE_EMULATOR}/`);
export const functionsEmulatorAnswers = () => answers(`http://${FUNCTIONS_EMULATOR}/`);

/**
 * With EMULATOR_LOG_DIR set, each emulator's whole output (the functions' logs among it) is
 * appended to a file there, named after it: what a failed story's server side did.
 * @param {string} name
 */
function emulatorLogFile(name) {
  const dir = process.env.EMULATOR_LOG_DIR;
  if (!dir) return undefined;
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name.replace(/^the /, '').replace(/\W+/g, '-')}.log`);
}

/**
 * A child in a process group of its own, so `stop` ends it and every process it started. stdout
 * and stderr are piped, never inherited: an inherited descriptor would keep the caller's pipe
 * (Playwright's, say) open after this process has gone, and the caller would wait forever.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, readyWhen: (output: string) => boolean, timeoutMs: number, onOutput?: (chunk: Buffer) => void }} options
 */
function startChild(name, command, args, { cwd, env, readyWhen, timeoutMs, onOutput }) {
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  /** @type {string[]} */
  const log = [];
  const logFile = emulatorLogFile(name);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start in ${timeoutMs / 1000} s: ${log.join('')}`)),
      timeoutMs,
    );
    const watch = (/** @type {Buffer} */ chunk) => {
      log.push(String(chunk));
      if (logFile) appendFileSync(logFile, chunk);
      onOutput?.(chunk);
      if (readyWhen(log.join(''))) {
        clearTimeout(timer);
        resolve(undefined);
      }
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} stopped (exit ${code}): ${log.join('').slice(-2000)}`));
    });
  });
  // Nobody waits on `ready` once stopped on purpose: no unhandled rejection then.
  ready.catch(() => undefined);
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        return;
      }
      await exited;
    }
  };
  return { child, ready, stop };
}

/**
 * The Firestore emulator's Java options: the quick compiler only (C1, no C2) and the serial
 * collector. A test run is short and keeps both cores busy, and C2's compiler threads and G1's
 * collector threads spent about as much CPU as the emulator's own work: the rules, plays and
 * boards tests cost the emulator 52 and 58 CPU-seconds with the JVM's defaults against 22 and 25
 * with these, in 61 and 67 s against 48 and 50 (2026-12-07, alternating, one machine;
 * docs/decisions/072). JAVA_TOOL_OPTIONS adds others (the JVM reads it before these, which win over
 * it); _JAVA_OPTIONS, read after them, is the way to override one.
 */
export const FIRESTORE_JAVA_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss512k'];

/**
 * Google's Cloud Firestore emulator from its jar, with the project's rules.
 * @param {{ port?: number, projectId?: string, rules?: string }} [options]
 */
export function startFirestoreEmulator({
  port = FIRESTORE_EMULATOR_PORT,
  projectId = DEMO_PROJECT,
  rules = path.join(deployDir, 'firestore.rules'),
} = {}) {
  return startChild(
    'the Firestore emulator',
    'java',
    [
      ...FIRESTORE_JAVA_OPTIONS,
      '-cp',
      FIRESTORE_JAR,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--project_id',
      projectId,
      '--rules',
      rules,
    ],
    { readyWhen: (output) => output.includes('Dev App Server is now running'), timeoutMs: 60_000 },
  );
}

/**
 * firebase-tools' emulators (`auth`, or `functions,auth`), with the demo project. `npm_config_offline`
 * keeps the Functions emulator's "is there a newer firebase-functions" check (an `npm show`, half a
 * minute on a machine with a slow or no registry) from holding up the start.
 * @param {{ only: string[], onStderr?: (chunk: Buffer) => void }} options
 */
export function startFirebaseEmulators({ only, onStderr }) {
  return startChild(
    `the ${only.join(' and ')} emulator${only.length > 1 ? 's' : ''}`,
    firebaseBin,
    [
      'emulators:start',
      '--only',
      only.join(','),
      '--project',
      DEMO_PROJECT,
      '--config',
      'firebase.json',
    ],
    {
      cwd: deployDir,
      env: {
        ...process.env,
        FIRESTORE_EMULATOR_HOST: FIRESTORE_EMULATOR,
        npm_config_offline: 'true',
        METADATA_SERVER_DETECTION: 'none',
        // The Functions emulator loads the bundle in a process of its own to learn its functions,
        // and gives up after 10 s: on a busy two-core machine that was seen to be too little, and
        // then it serves no function at all while saying it is ready.
        FUNCTIONS_DISCOVERY_TIMEOUT: '60',
      },
      readyWhen: (output) => output.includes('All emulators ready'),
      timeoutMs: 120_000,
      onOutput: onStderr,
    },
  );
}

/**
 * The Functions emulator loads each function's runtime on its first call, which takes seconds on
 * these machines: one call each (refused, nobody is signed in) leaves them loaded, so the first
 * visitor's play is answered as fast as the next.
 */
async function warmFunctions() {
  const callables = ['submitPlay', 'updateProfile', 'registerMedia', 'removeMedia'];
  await Promise.all(
    callables.map((name) =>
      fetch(`http://${FUNCTIONS_EMULATOR}/${DEMO_PROJECT}/${FUNCTIONS_REGION}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"data":{}}',
        signal: AbortSignal.timeout(60_000),
      }).catch(() => undefined),
    ),
  );
}

/**
 * Starts what a backend mode needs, reusing whatever already answers on its port (an earlier run,
 * or `pnpm test` that started them once for the whole run). `stop` ends only what it started.
 * @param {'local' | 'emulated'} mode
 * @param {{ log?: (line: string) => void, portOffset?: number, siteOrigin?: string }} [options]
 *   portOffset: the remotes are served that many ports above their own (the bench's), and recorded
 *   at those addresses. siteOrigin: the origin the pages function names (liveSiteOrigin), for a
 *   Functions emulator this call starts; one already running keeps the origin it started with.
 * @param {{ register?: boolean }} [more] register: false leaves the release registry as it is,
 *   for a start before the apps are built (`pnpm validate` starts the emulators beside the builds;
 *   `pnpm test`, after them, records the releases and reuses the emulators).
 */
export async function startBackendEmulators(
  mode,
  { log = () => undefined, portOffset = 0, siteOrigin } = {},
  { register = true } = {},
) {
  /** @type {Array<() => Promise<void>>} */
  const stops = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne();
  };
  try {
    if (mode === 'emulated') {
      if (await firestoreEmulatorAnswers()) {
        log(`using the Firestore emulator already on ${FIRESTORE_EMULATOR}`);
      } else {
        const firestore = startFirestoreEmulator();
        stops.push(firestore.stop);
        await firestore.ready;
      }
      // The versions the preview serves, in the registry the functions read them from.
      if (register) {
        const { registerLocalReleases } = await import('./register-releases.mjs');
        await registerLocalReleases({ firestore: FIRESTORE_EMULATOR, log, portOffset });
      }
      const [functionsUp, authUp] = await Promise.all([
        functionsEmulatorAnswers(),
        authEmulatorAnswers(),
      ]);
      if (functionsUp && authUp) {
        log(`using the Functions and Auth emulators already on ${FUNCTIONS_EMULATOR}`);
        if (siteOrigin) log(`(their pages name the site they started with, not ${siteOrigin})`);
      } else if (authUp) {
        throw new Error(
          `an Auth emulator already runs on ${AUTH_EMULATOR} without the Functions emulator ` +
            '(a local-mode preview?): stop it, or start with --backend=local',
        );
      } else {
        const { buildFunctions } = await import('../functions/build.mjs');
        await buildFunctions({ log });
        writeEmulatorSiteOrigin(siteOrigin);
        const firebase = startFirebaseEmulators({ only: ['functions', 'auth'] });
        stops.push(firebase.stop);
        await firebase.ready;
        await warmFunctions();
      }
    } else if (await authEmulatorAnswers()) {
      log(`using the Auth emulator already on ${AUTH_EMULATOR}`);
    } else {
      const auth = startFirebaseEmulators({ only: ['auth'] });
      stops.push(auth.stop);
      await auth.ready;
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}

/**
 * The manifest's `backend` for the emulated mode: the firebase adapter, pointed at the emulators.
 * The project's web config stays as the manifest has it (a demo project's).
 * @param {{ firebase: unknown, mediaUpload?: string }} backend the manifest's own backend
 */
export function emulatedBackend(backend) {
  return {
    adapter: 'firebase',
    firebase: backend.firebase,
    emulators: {
      auth: AUTH_EMULATOR,
      firestore: FIRESTORE_EMULATOR,
      functions: FUNCTIONS_EMULATOR,
    },
    ...(backend.mediaUpload ? { mediaUpload: backend.mediaUpload } : {}),
  };
}
