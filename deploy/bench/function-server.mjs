// One function of the built bundle (deploy/functions/lib/index.js, what `firebase deploy` ships)
// in a process of its own, as the Functions Framework runs it: behind an express app that parses
// bodies as the framework does (every content type, up to 32 MB, before the function runs), on a
// node:http server on 127.0.0.1. Used by the soak (soak.mjs) and the load run (load.mjs).
// Beside the function, the process answers two questions of the bench's own:
// - `/__bench/memory`: its memory as it is, and after a forced full GC;
// - `/__bench/contention`: the Firestore calls it made that were answered ABORTED (a transaction
//   that met another over the same documents, which the Admin SDK then runs again), per RPC.
// A callable can be run as under the Functions emulator: an ID token's signature is not checked
// (the bench signs nobody in), App Check is not asked for.
import { fork } from 'node:child_process';
import http from 'node:http';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const LIB_INDEX = path.resolve(here, '../functions/lib/index.js');
/** What the Functions Framework reads of a body before the function sees it. */
const BODY_LIMIT = '32mb';
/** gRPC's status for a transaction that met another. */
const ABORTED = 10;
const FIRESTORE_RPC = '/google.firestore.v1.Firestore/';

/**
 * An ID token as a callable served here reads it (`callable: true`): decoded, its signature not
 * checked, as under the Functions emulator. For the bench's callers, who sign nobody in.
 * @param {string} uid
 * @param {string} project
 */
export function unsignedIdToken(uid, project) {
  const part = (/** @type {object} */ value) =>
    Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: uid, user_id: uid, aud: project })}.`;
}

/** @type {Record<string, number>} */
const aborted = {};

/**
 * Counts the Firestore RPCs answered ABORTED, from grpc-js's Client (patched as its module loads,
 * before firebase-admin takes its methods; as deploy/bench/bill-shim.cjs does).
 */
function watchContention() {
  const moduleLoader = /** @type {{ _load: Function }} */ (/** @type {unknown} */ (Module));
  const load = moduleLoader._load;
  /** @param {string} method */
  const count = (method) => {
    const name = method.slice(FIRESTORE_RPC.length);
    aborted[name] = (aborted[name] ?? 0) + 1;
  };
  moduleLoader._load = function (
    /** @type {string} */ request,
    /** @type {{ filename?: string } | undefined} */ parent,
    /** @type {unknown[]} */ ...rest
  ) {
    const loaded = load.call(this, request, parent, ...rest);
    const inGrpc = parent?.filename?.includes(`${path.sep}@grpc${path.sep}grpc-js${path.sep}`);
    const proto = loaded?.Client?.prototype;
    if (request === './client' && inGrpc && proto && !proto.__benchWatched) {
      proto.__benchWatched = true;
      const unary = proto.makeUnaryRequest;
      proto.makeUnaryRequest = function (/** @type {unknown[]} */ ...args) {
        const [method] = args;
        if (typeof method === 'string' && method.startsWith(FIRESTORE_RPC)) {
          const at = args.findLastIndex((a) => typeof a === 'function');
          const callback = /** @type {Function} */ (args[at]);
          args[at] = function (
            /** @type {{ code?: number } | null} */ error,
            /** @type {unknown[]} */ ...more
          ) {
            if (error?.code === ABORTED) count(method);
            return callback.call(this, error, ...more);
          };
        }
        return unary.apply(this, args);
      };
      const streamed = proto.makeServerStreamRequest;
      proto.makeServerStreamRequest = function (/** @type {unknown[]} */ ...args) {
        const call = streamed.apply(this, args);
        const [method] = args;
        if (typeof method === 'string' && method.startsWith(FIRESTORE_RPC)) {
          call.on('status', (/** @type {{ code: number }} */ status) => {
            if (status.code === ABORTED) count(method);
          });
        }
        return call;
      };
    }
    return loaded;
  };
}

/** @param {string} name the function's export in lib/index.js */
async function serve(name) {
  watchContention();
  const requireFromLib = createRequire(LIB_INDEX);
  /** @type {Record<string, (req: unknown, res: unknown) => unknown>} */
  const functions = requireFromLib(LIB_INDEX);
  const handler = functions[name];
  if (!handler) throw new Error(`lib/index.js exports no ${name}`);
  // firebase-functions' own express, the one its onRequest types are written against.
  const express = createRequire(requireFromLib.resolve('firebase-functions'))('express');
  const app = express();
  /** @param {{ rawBody?: Buffer }} req @param {unknown} _res @param {Buffer} buf */
  const saveRaw = (req, _res, buf) => {
    req.rawBody = buf;
  };
  app.use(express.json({ limit: BODY_LIMIT, verify: saveRaw }));
  app.use(express.text({ limit: BODY_LIMIT, verify: saveRaw }));
  app.use(express.urlencoded({ extended: true, limit: BODY_LIMIT, verify: saveRaw }));
  app.use(express.raw({ type: '*/*', limit: BODY_LIMIT, verify: saveRaw }));
  app.use(handler);
  const gc = /** @type {{ gc?: () => void }} */ (globalThis).gc;
  const memory = () => {
    const { rss, heapUsed, external } = process.memoryUsage();
    // The process's high-water mark so far (the kernel's, in KiB): the peak between readings.
    return { rss, heapUsed, external, maxRss: process.resourceUsage().maxRSS * 1024 };
  };
  /** @param {http.ServerResponse} res @param {unknown} body */
  const json = (res, body) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    if (req.url === '/__bench/memory') {
      // The reading as it is, then after a full GC and a turn of the event loop (native memory
      // is released by finalizers that run after the collection).
      const asIs = memory();
      gc?.();
      setImmediate(() => {
        gc?.();
        setImmediate(() => json(res, { asIs, afterGc: memory() }));
      });
      return;
    }
    if (req.url === '/__bench/contention') return json(res, aborted);
    app(req, res);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
}

/**
 * Starts the function `name` in a process of its own, on the Firestore emulator's `project`, and
 * waits for its port. `callable`: as the Functions emulator runs a callable (no App Check, ID
 * tokens decoded, not verified), for a bench that signs nobody in.
 * @param {string} name
 * @param {{ project: string, firestore: string, callable?: boolean }} where
 */
export function startFunctionServer(name, { project, firestore, callable = false }) {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', name], {
    execArgv: ['--expose-gc'],
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: firestore,
      GCLOUD_PROJECT: project,
      FIREBASE_CONFIG: JSON.stringify({ projectId: project }),
      METADATA_SERVER_DETECTION: 'none',
      ...(callable && {
        FUNCTIONS_EMULATOR: 'true',
        FIREBASE_DEBUG_MODE: 'true',
        FIREBASE_DEBUG_FEATURES: JSON.stringify({ skipTokenVerification: true }),
      }),
      // The pages function's configured origin: shared links' pages get their tags, as deployed.
      SITE_ORIGIN: 'https://onam.example',
    },
    // The functions' logger writes a line per report and per warning: not the bench's business.
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  /** @type {string[]} */
  const errors = [];
  child.stderr?.on('data', (chunk) => {
    errors.push(String(chunk));
    if (errors.length > 50) errors.shift();
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const port = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in 60 s`)), 60_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(/** @type {{ port: number }} */ (message).port);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} stopped (exit ${code}): ${errors.join('').slice(-2000)}`));
    });
  });
  return {
    port: /** @type {Promise<number>} */ (port),
    pid: child.pid,
    stderr: () => errors.join(''),
    /** Firestore calls answered ABORTED so far, per RPC. */
    contention: async () =>
      /** @type {Record<string, number>} */ (
        await (await fetch(`http://127.0.0.1:${await port}/__bench/contention`)).json()
      ),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--serve') {
  serve(process.argv[3] ?? '').catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
