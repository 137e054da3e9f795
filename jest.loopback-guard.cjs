/* global beforeEach, afterEach */
// Fails any test that opens a connection beyond this machine: tests reach the emulators on
// loopback and nothing else (a library probing the network, such as a cloud metadata lookup, is a
// bug to fix, not a warning to read past). The connection is refused where it starts, so nothing
// leaves the machine, and the test it happened in fails with where it went, even when the library
// swallowed the refusal.
const net = require('node:net');

const GUARDED = Symbol.for('onam.loopbackGuard');
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\]|::ffff:127(\.\d{1,3}){3})$/i;

/** Where a Socket#connect call goes: a host, or null for a local (Unix) socket path. */
function destination(args) {
  const [first, second] = args;
  const options = Array.isArray(first) ? first[0] : first;
  if (options && typeof options === 'object') {
    if (options.path) return null;
    return { host: options.host ?? 'localhost', port: options.port };
  }
  if (typeof first === 'string' && Number.isNaN(Number(first))) return null; // a socket path
  return { host: typeof second === 'string' ? second : 'localhost', port: first };
}

// One guard per worker process: core modules are shared by every test file the worker runs (each
// file has its own globalThis, so the guard lives on the shared prototype).
const guard = net.Socket.prototype[GUARDED] ?? {
  attempts: [],
  install() {
    const connect = net.Socket.prototype.connect;
    net.Socket.prototype.connect = function connectToLoopbackOnly(...args) {
      const to = destination(args);
      if (to && !LOOPBACK.test(String(to.host))) {
        const where = `${to.host}:${to.port}`;
        guard.attempts.push(where);
        const error = new Error(`Tests reach loopback only; this one tried ${where}`);
        error.code = 'ECONNREFUSED';
        process.nextTick(() => this.destroy(error));
        return this;
      }
      return connect.apply(this, args);
    };
  },
};
if (!net.Socket.prototype[GUARDED]) {
  Object.defineProperty(net.Socket.prototype, GUARDED, { value: guard });
  guard.install();
}

beforeEach(() => {
  guard.attempts.length = 0;
});

afterEach(() => {
  const attempts = guard.attempts.splice(0);
  if (attempts.length > 0) {
    throw new Error(
      `The test opened connections beyond loopback: ${[...new Set(attempts)].join(', ')}. ` +
        'Point it at an emulator on 127.0.0.1, or keep the library from probing the network.',
    );
  }
});
