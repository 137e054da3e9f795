// The inside of a sandbox (sandbox.ts starts it as a worker thread with a capped heap and an empty
// environment): one fresh V8 context holding a game team's code, with nothing of Node in it and
// code generation from strings switched off. Only text crosses into the context and only text
// comes out: no object of this thread's realm is ever handed in, since any such object's
// `constructor.constructor` would be this realm's Function, and through it `process`
// (docs/decisions/053).
'use strict';
const { parentPort } = require('node:worker_threads');
const { types } = require('node:util');
const vm = require('node:vm');

// A second wall behind the first: should code ever reach this realm, it finds no way to Node's
// modules or native code here, and the environment was emptied by the parent.
for (const name of ['binding', '_linkedBinding', 'dlopen', 'getBuiltinModule', 'mainModule']) {
  try {
    Object.defineProperty(process, name, { value: undefined, configurable: false });
  } catch {
    // Not present on this Node version.
  }
}

/**
 * Runs inside the context, from its source text, so that everything it makes belongs to the
 * context. It keeps the loaded modules, answers calls with text, keeps a capped log, and gives
 * the context timers that run on a clock of its own (advanced by tick), never the thread's.
 */
function prelude() {
  /** The context's own global object, as this code runs in it. */
  const global = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (globalThis));
  // The globals a team's code has no use for, and that would let it hold memory outside the
  // heap's cap (array buffers live beside V8's heap) or compile code (WebAssembly).
  for (const name of [
    'ArrayBuffer',
    'SharedArrayBuffer',
    'DataView',
    'Atomics',
    'WebAssembly',
    'Int8Array',
    'Uint8Array',
    'Uint8ClampedArray',
    'Int16Array',
    'Uint16Array',
    'Int32Array',
    'Uint32Array',
    'Float16Array',
    'Float32Array',
    'Float64Array',
    'BigInt64Array',
    'BigUint64Array',
  ]) {
    Reflect.deleteProperty(global, name);
  }
  /** @type {Record<string, Record<string, unknown>>} */
  const modules = Object.create(null);
  /** @type {string[]} */
  const logs = [];
  const MAX_LOGS = 20;
  const MAX_LOG_CHARS = 500;
  /** @param {string} level */
  const say =
    (level) =>
    /** @param {unknown[]} args */
    (...args) => {
      if (logs.length >= MAX_LOGS) return;
      const text = args
        .map((arg) => {
          try {
            return typeof arg === 'string' ? arg : JSON.stringify(arg);
          } catch {
            return String(arg);
          }
        })
        .join(' ');
      logs.push(`${level}: ${text.slice(0, MAX_LOG_CHARS)}`);
    };
  global.console = {
    log: say('log'),
    info: say('info'),
    warn: say('warn'),
    error: say('error'),
    debug: say('debug'),
  };

  let clock = 0;
  let nextTimer = 1;
  /** @type {Map<number, { at: number, callback: (...args: unknown[]) => void, args: unknown[] }>} */
  const timers = new Map();
  /** @type {(callback: unknown, ms?: unknown, ...args: unknown[]) => number} */
  global.setTimeout = (callback, ms = 0, ...args) => {
    const id = nextTimer++;
    if (typeof callback === 'function') {
      timers.set(id, {
        at: clock + Math.max(0, Number(ms) || 0),
        callback: /** @type {(...args: unknown[]) => void} */ (callback),
        args,
      });
    }
    return id;
  };
  /** @type {(id: number) => void} */
  global.clearTimeout = (id) => {
    timers.delete(id);
  };
  global.setInterval = () => 0;
  global.clearInterval = () => undefined;
  /** @type {(callback: () => void) => void} */
  global.queueMicrotask = (callback) => {
    Promise.resolve().then(callback);
  };

  /** @param {unknown} error @returns {{ name: string, message: string }} */
  const describe = (error) => {
    try {
      if (error && typeof error === 'object') {
        const { name, message } = /** @type {{ name?: unknown, message?: unknown }} */ (error);
        return { name: String(name), message: String(message) };
      }
      return { name: 'Error', message: `threw ${String(error)}` };
    } catch {
      return { name: 'Error', message: 'threw something that cannot be described' };
    }
  };

  /** @typedef {{ ok: true, value: string } | { ok: false, error: { name: string, message: string } } | { ok: false, tooLarge: number }} Outcome */
  /** @type {Outcome | null} */
  let outcome = null;
  /** @param {Outcome} result */
  const settle = (result) => {
    outcome = result;
  };
  /** The answer allowed to the call being made, in characters. */
  let maxChars = Infinity;
  /**
   * The answer as JSON text, or its size when that is over the call's budget. A string is
   * measured before it is copied: 5 MB of HTML is refused by its length, not by the memory its
   * copies would take.
   * @param {unknown} value @returns {Outcome}
   */
  const answer = (value) => {
    if (typeof value === 'string' && value.length > maxChars) {
      return { ok: false, tooLarge: value.length };
    }
    const text = JSON.stringify(value === undefined ? null : value);
    return text.length > maxChars
      ? { ok: false, tooLarge: text.length }
      : { ok: true, value: text };
  };

  /**
   * Evaluates a CommonJS module whose `require` answers from another's export, or not at all.
   * @type {(name: string, from: { module: string, export: string } | null, factory: Function) => string}
   */
  global.__sandboxDefine = (name, from, factory) => {
    const module = { exports: /** @type {Record<string, unknown>} */ ({}) };
    const source = from ? modules[from.module] : undefined;
    const table = /** @type {Record<string, unknown> | undefined} */ (
      source && from ? source[from.export] : undefined
    );
    /** @param {string} id */
    const require = (id) => {
      if (table && Object.prototype.hasOwnProperty.call(table, id)) return table[id];
      throw new Error(`${name} requires "${id}", which the sandbox does not provide`);
    };
    try {
      factory.call(module.exports, module, module.exports, require);
    } catch (error) {
      return JSON.stringify({ ok: false, error: describe(error) });
    }
    modules[name] = module.exports;
    return JSON.stringify({ ok: true });
  };

  /**
   * Calls an exported function with its input's JSON: its outcome as text when it answered at
   * once, else 'pending' (the outcome is kept for outcome()).
   * @type {(name: string, fn: string, input: string, budget: number) => string}
   */
  const invoke = (name, fn, input, budget) => {
    outcome = null;
    maxChars = budget;
    logs.length = 0;
    /** @type {unknown} */
    let result;
    try {
      const exported = modules[name];
      const target = exported && exported[fn];
      if (typeof target !== 'function') throw new Error(`${name} exports no function ${fn}`);
      // The input, and the modules loaded so far by name (a drawing finds the server part so).
      result = target(JSON.parse(input), /** @param {string} other */ (other) => modules[other]);
    } catch (error) {
      settle({ ok: false, error: describe(error) });
      return outcomeText();
    }
    const thenable = /** @type {{ then?: unknown } | null} */ (result);
    if (thenable && typeof thenable.then === 'function') {
      /** @type {Promise<unknown>} */ (thenable).then(
        (value) => {
          try {
            settle(answer(value));
          } catch (error) {
            settle({ ok: false, error: describe(error) });
          }
        },
        (error) => settle({ ok: false, error: describe(error) }),
      );
      return 'pending';
    }
    try {
      settle(answer(result));
    } catch (error) {
      settle({ ok: false, error: describe(error) });
    }
    return outcomeText();
  };

  /** @type {[string, string, string, number] | null} */
  let next = null;
  /**
   * Takes the next call's module, function, input and budget (text and a number, handed in by a
   * direct call from outside: no compiling of a script that spells out the input each time).
   * @type {(name: string, fn: string, input: string, budget: number) => void}
   */
  global.__sandboxNext = (name, fn, input, budget) => {
    next = [String(name), String(fn), String(input), Number(budget)];
  };
  /** Makes the call handed in by __sandboxNext. */
  global.__sandboxInvokeNext = () => {
    const call = next;
    next = null;
    if (!call) throw new Error('no call was handed in');
    return invoke(call[0], call[1], call[2], call[3]);
  };

  /**
   * The call's outcome as text, or '' while it is still pending: the outcome's JSON without its
   * value on the first line, and the value's JSON text after it as it is (JSON has no raw line
   * break), so a drawn page is not escaped into a string and parsed out of it again.
   */
  const outcomeText = () => {
    if (outcome === null) return '';
    if (outcome.ok === true) {
      return `${JSON.stringify({ ok: true, logs: logs.slice() })}\n${outcome.value}`;
    }
    return JSON.stringify({ ...outcome, logs: logs.slice() });
  };
  global.__sandboxOutcome = outcomeText;

  /** Runs the earliest timer that is due by the context's clock; false when none is left. */
  global.__sandboxTick = () => {
    /** @type {[number, { at: number, callback: (...args: unknown[]) => void, args: unknown[] }] | null} */
    let first = null;
    for (const entry of timers) {
      if (first === null || entry[1].at < first[1].at) first = entry;
    }
    if (first === null) return false;
    const [id, timer] = first;
    timers.delete(id);
    clock = Math.max(clock, timer.at);
    timer.callback(...timer.args);
    return true;
  };
}

/**
 * The text of an error thrown out of the context: this realm's own (a timeout, the checks here)
 * or, should something inside escape its handlers, one of the context's. Read without running any
 * of its code: no getter, no proxy trap (a getter would run outside the call's time budget).
 */
function textOf(/** @type {unknown} */ error) {
  if (!types.isNativeError(error)) return 'the sandbox failed';
  /** @param {string} key */
  const own = (key) => {
    const property = Object.getOwnPropertyDescriptor(error, key);
    return property && typeof property.value === 'string' ? property.value : '';
  };
  return own('message') || 'the sandbox failed';
}

/**
 * @typedef {{ name: string, source: string, requireFrom?: { module: string, export: string } }} SandboxModule
 * @typedef {{ id: number, kind: 'load', modules: SandboxModule[] }} LoadMessage
 * @typedef {{ id: number, kind: 'call', module: string, fn: string, input: string, maxChars: number }} CallMessage
 */

/** @type {vm.Context | null} */
let context = null;
/** The context's __sandboxNext, taken as the prelude made it (before any team's code ran). */
/** @type {((name: string, fn: string, input: string, budget: number) => void) | null} */
let handIn = null;
// Compiled once, run in the context for every call.
const INVOKE = new vm.Script('__sandboxInvokeNext()', { filename: 'sandbox-call' });
const OUTCOME = new vm.Script('__sandboxOutcome()', { filename: 'sandbox-call' });
const TICK = new vm.Script('__sandboxTick()', { filename: 'sandbox-call' });

/**
 * Runs code in the context. No timeout here: a V8 timeout starts a watchdog thread for every
 * evaluation, which costs more than the call it guards; the parent ends this whole thread when a
 * call overruns its budget (sandbox.ts), whatever it is doing.
 * @param {string | vm.Script} code @returns {string | boolean}
 */
const evaluate = (code) => {
  if (!context) throw new Error('nothing is loaded');
  const result =
    typeof code === 'string'
      ? vm.runInContext(code, context, { breakOnSigint: false })
      : code.runInContext(context, { breakOnSigint: false });
  // Only text is taken out: anything else was made by the code inside and is not looked into.
  if (typeof result !== 'string' && typeof result !== 'boolean') {
    throw new Error('the sandbox answered something other than text');
  }
  return result;
};

/** Loads each module in order into a new context. @param {LoadMessage} message */
function load({ modules }) {
  // V8's own global object, not one behind Node's interceptors (each global lookup of the code
  // inside went through them); a Node without the constant gets the contextified kind.
  context = vm.createContext(vm.constants?.DONT_CONTEXTIFY ?? Object.create(null), {
    name: 'sandbox',
    codeGeneration: { strings: false, wasm: false },
    microtaskMode: 'afterEvaluate',
  });
  vm.runInContext(`(${prelude.toString()})();`, context);
  handIn = vm.runInContext('__sandboxNext', context);
  for (const module of modules) {
    const from = module.requireFrom ? JSON.stringify(module.requireFrom) : 'null';
    const status = evaluate(
      `__sandboxDefine(${JSON.stringify(module.name)}, ${from}, function (module, exports, require) {${module.source}\n});`,
    );
    /** @type {{ ok?: unknown, error?: { name?: unknown, message?: unknown } } | null} */
    let parsed;
    try {
      parsed = JSON.parse(String(status));
    } catch {
      throw new Error(`loading ${module.name} answered something other than its status`);
    }
    if (!parsed || parsed.ok !== true) {
      const error = parsed?.error ?? {};
      throw new Error(
        `${module.name} failed as it loaded: ${String(error.name)}: ${String(error.message)}`,
      );
    }
  }
}

/**
 * Calls a module's function; its timers may run on the context's clock, at most MAX_TICKS.
 * @param {CallMessage} message
 */
function call({ module, fn, input, maxChars }) {
  const MAX_TICKS = 1000;
  // One evaluation when the function answers at once (its outcome comes back with it); a promise
  // is settled by the microtasks run after it, or by the timers it set.
  if (!handIn) throw new Error('nothing is loaded');
  // Only text and a number are handed in: nothing of this realm whose constructor leads back here.
  handIn(String(module), String(fn), String(input), Number(maxChars));
  let outcome = String(evaluate(INVOKE));
  if (outcome === 'pending') outcome = String(evaluate(OUTCOME));
  for (let ticks = 0; outcome === '' && ticks < MAX_TICKS; ticks += 1) {
    if (!evaluate(TICK)) break;
    outcome = String(evaluate(OUTCOME));
  }
  if (outcome === '') {
    throw new Error(
      `${module}.${fn} never finished: its promise was still pending with nothing left to run`,
    );
  }
  if (outcome.length > maxChars) {
    throw new Error(
      `${module}.${fn} answered ${outcome.length} characters, over its budget of ${maxChars}`,
    );
  }
  return outcome;
}

const port = parentPort;
if (!port) throw new Error('the sandbox runs as a worker thread');
port.on('message', (/** @type {LoadMessage | CallMessage} */ message) => {
  try {
    if (message.kind === 'load') {
      load(message);
      port.postMessage({ id: message.id, ok: true, value: '' });
    } else {
      port.postMessage({ id: message.id, ok: true, value: call(message) });
    }
  } catch (error) {
    port.postMessage({ id: message.id, ok: false, error: textOf(error).slice(0, 1000) });
  }
});
