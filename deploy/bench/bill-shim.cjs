// Loaded with `--require` (NODE_OPTIONS) into the Functions emulator and the workers it starts
// (firebase-tools hands them its environment), when the bill starts that emulator itself: counts
// the Firestore operations the functions cause, from the calls firebase-admin makes through
// grpc-js to the Firestore emulator (which keeps no usage figures of its own). Each process
// writes its totals, per function (FUNCTION_TARGET, which the emulator sets in each worker), to
// `<BILL_COUNT_DIR>/<pid>.json` after every counted call; the bill sums the files.
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
} = require('./bill-count.cjs');

const dir = process.env.BILL_COUNT_DIR;
/** @type {Record<string, import('./bill-count.cjs').Operations>} */
const totals = {};
const who = () => process.env.FUNCTION_TARGET || 'outside a function';

/** @param {import('./bill-count.cjs').Operations} counted */
function record(counted) {
  if (!dir || counted.reads + counted.writes + counted.deletes === 0) return;
  add((totals[who()] ??= none()), counted);
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
      args[at] = function (/** @type {unknown} */ error, /** @type {unknown[]} */ ...rest) {
        if (!error) record(countRequest(method, argument));
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
    args[2] = (/** @type {Buffer} */ bytes) => {
      const message = /** @type {Function} */ (deserialize)(bytes);
      const counted = countStreamMessage(method, message);
      documents += counted.reads;
      record(counted);
      return message;
    };
    const call = streamed.apply(this, args);
    call.on('status', (/** @type {{ code: number }} */ status) => {
      if (status.code === 0) record({ ...none(), reads: queryMinimum(method, documents) });
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
