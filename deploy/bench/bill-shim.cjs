// Loaded with `--require` (NODE_OPTIONS) into the Functions emulator and the workers it starts
// (firebase-tools hands them its environment), when the bill starts that emulator itself: counts
// the Firestore operations the functions cause, from the calls firebase-admin makes through
// grpc-js to the Firestore emulator (which keeps no usage figures of its own). Each process
// writes its totals, per function (FUNCTION_TARGET, which the emulator sets in each worker), to
// `<BILL_COUNT_DIR>/<pid>.json` after every counted call; the bill sums the files.
// Each call is also told apart by its cost centre: work the functions run as a fixed cost of the
// site (a board's recount, once a minute per game however many play) says so through an
// AsyncLocalStorage the functions keep on `globalThis` (common/cost-centre.ts); the rest is the
// visitor's. The documents written and read are kept by path, for the peak model.
// Nothing here changes a call: the answer reaches the caller as it came.
'use strict';

const { writeFileSync } = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const {
  add,
  countRequest,
  countStreamMessage,
  FIRESTORE,
  none,
  queryMinimum,
  readPath,
  writtenPaths,
} = require('./bill-count.cjs');

const dir = process.env.BILL_COUNT_DIR;
/**
 * Per function and cost centre (`submitPlay`, or `submitPlay · recount` for a fixed cost).
 * @type {Record<string, import('./bill-count.cjs').Operations & { written: Record<string, number>, read: Record<string, number> }>}
 */
const totals = {};
const who = () => process.env.FUNCTION_TARGET || 'outside a function';
/** The cost centre the functions' code runs in now, if it named one. */
const centre = () => {
  const store = /** @type {{ getStore?: () => unknown } | undefined} */ (
    /** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for('onam.costCentre')]
  );
  const named = store?.getStore?.();
  return typeof named === 'string' ? named : null;
};

/**
 * @param {import('./bill-count.cjs').Operations} counted
 * @param {string | null} at the cost centre the call was made in
 * @param {{ written?: string[], read?: string | null }} [paths]
 */
function record(counted, at, paths = {}) {
  if (!dir || counted.reads + counted.writes + counted.deletes === 0) return;
  const key = at ? `${who()} · ${at}` : who();
  const into = (totals[key] ??= { ...none(), written: {}, read: {} });
  add(into, counted);
  for (const written of paths.written ?? [])
    into.written[written] = (into.written[written] ?? 0) + 1;
  if (paths.read) into.read[paths.read] = (into.read[paths.read] ?? 0) + 1;
  writeFileSync(path.join(dir, `${process.pid}.json`), JSON.stringify(totals));
}

/** @type {WeakSet<object>} */
const patched = new WeakSet();

/** @param {{ prototype: Record<string, Function> }} Client grpc-js's Client */
function patch(Client) {
  const proto = Client.prototype;
  if (patched.has(proto)) return;
  patched.add(proto);
  const unary = proto.makeUnaryRequest;
  proto.makeUnaryRequest = function (/** @type {unknown[]} */ ...args) {
    const [method, , , argument] = args;
    if (typeof method === 'string' && method.startsWith(FIRESTORE)) {
      const at = args.findLastIndex((a) => typeof a === 'function');
      const callback = /** @type {Function} */ (args[at]);
      const made = centre();
      args[at] = function (/** @type {unknown} */ error, /** @type {unknown[]} */ ...rest) {
        if (!error) {
          record(countRequest(method, argument), made, {
            written: writtenPaths(method, argument),
          });
        }
        return callback.call(this, error, ...rest);
      };
    }
    return unary.apply(this, args);
  };
  const streamed = proto.makeServerStreamRequest;
  proto.makeServerStreamRequest = function (/** @type {unknown[]} */ ...args) {
    const [method, , deserialize] = args;
    if (typeof method !== 'string' || !method.startsWith(FIRESTORE)) {
      return streamed.apply(this, args);
    }
    // Counted where each message is decoded, never with a 'data' listener of our own: one would
    // set the stream flowing before its caller listens.
    let documents = 0;
    const made = centre();
    args[2] = (/** @type {Buffer} */ bytes) => {
      const message = /** @type {Function} */ (deserialize)(bytes);
      const counted = countStreamMessage(method, message);
      documents += counted.reads;
      record(counted, made, { read: readPath(method, message) });
      return message;
    };
    const call = streamed.apply(this, args);
    call.on('status', (/** @type {{ code: number }} */ status) => {
      if (status.code === 0) record({ ...none(), reads: queryMinimum(method, documents) }, made);
    });
    return call;
  };
}

// grpc-js is loaded by google-gax when firebase-admin first talks to Firestore. Its client
// constructors take Client's methods when its make-client module loads, so the Client is patched
// as its own module (`./client`, inside grpc-js) is loaded, before anything has taken them.
const load = /** @type {{ _load: Function }} */ (/** @type {unknown} */ (Module))._load;
/** @type {{ _load: Function }} */ (/** @type {unknown} */ (Module))._load = function (
  /** @type {string} */ request,
  /** @type {{ filename?: string } | undefined} */ parent,
  /** @type {unknown[]} */ ...rest
) {
  const loaded = load.call(this, request, parent, ...rest);
  const inGrpc = parent?.filename?.includes(`${path.sep}@grpc${path.sep}grpc-js${path.sep}`);
  if (request === './client' && inGrpc && loaded?.Client) patch(loaded.Client);
  return loaded;
};

module.exports = { patch };
