/* global window -- instrumentFrames runs in the page */
// The main-thread work a game adds to each frame, measured in the page: an init script wraps what
// runs the game's code (requestAnimationFrame callbacks, the pointer handlers, and the tasks that
// React's scheduler posts through a MessageChannel or a timeout, where it renders what a pointer
// move changed) and adds up the main-thread time they take between two frames. That is the work
// the game adds to a frame; the budget for all of it is 16 ms (60 fps). The interval between
// frames is kept too, as a check: it includes the browser's own work and idle time. Used by
// pookalam-frames.mjs and sadya-frames.mjs.
import { frameSummary } from './cheap-phone.mjs';

/**
 * What the page keeps for the bench, on its window.
 * @typedef {{ work: number, recording: boolean, frames: number[], intervals: number[] }} FrameBench
 * @typedef {{ __frameBench: FrameBench }} BenchWindow
 */

/** Runs in the page before any of its scripts. */
export function instrumentFrames() {
  const state = {
    work: 0,
    recording: false,
    frames: /** @type {number[]} */ ([]),
    intervals: /** @type {number[]} */ ([]),
  };
  /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__frameBench = state;
  const raf = window.requestAnimationFrame.bind(window);
  // Only the outermost call is counted: a handler that runs another wrapped function directly
  // would otherwise count that time twice.
  let depth = 0;
  const timed = (/** @type {Function} */ fn) =>
    /**
     * @this {unknown} forwarded as the original callback would receive it
     * @param {unknown[]} args
     */
    function (...args) {
      const start = performance.now();
      depth += 1;
      try {
        return fn.apply(this, args);
      } finally {
        depth -= 1;
        if (depth === 0) state.work += performance.now() - start;
      }
    };
  const later = window.setTimeout.bind(window);
  /** @type {{ setTimeout: Function }} */ (/** @type {unknown} */ (window)).setTimeout = (
    /** @type {unknown} */ handler,
    /** @type {number | undefined} */ ms,
    /** @type {unknown[]} */ ...rest
  ) =>
    typeof handler === 'function'
      ? later(timed(handler), ms, ...rest)
      : later(/** @type {string} */ (handler), ms, ...rest);
  const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage');
  if (onmessage?.set && onmessage.get) {
    const { get, set } = onmessage;
    Object.defineProperty(MessagePort.prototype, 'onmessage', {
      ...onmessage,
      get,
      set(/** @type {unknown} */ handler) {
        set.call(this, typeof handler === 'function' ? timed(handler) : handler);
      },
    });
  }
  window.requestAnimationFrame = (callback) => raf(timed(callback));
  const types = new Set(['pointerdown', 'pointermove', 'pointerup', 'pointerrawupdate']);
  const wrapped = new WeakMap();
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  /** @type {(this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => void} */
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (!types.has(type) || typeof listener !== 'function') {
      return add.call(this, type, listener, options);
    }
    if (!wrapped.has(listener)) wrapped.set(listener, timed(listener));
    return add.call(this, type, wrapped.get(listener), options);
  };
  /** @type {(this: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => void} */
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    const actual =
      typeof listener === 'function' && wrapped.has(listener) ? wrapped.get(listener) : listener;
    return remove.call(this, type, actual, options);
  };
  // A frame boundary: what was spent since the last one belongs to the frame that just ended.
  let last = 0;
  const tick = (/** @type {number} */ now) => {
    if (state.recording) {
      state.frames.push(state.work);
      if (last) state.intervals.push(now - last);
    }
    state.work = 0;
    last = now;
    raf(tick);
  };
  raf(tick);
}

/**
 * Counts frames from now on (true) or stops counting (false); frames already counted are kept.
 * @param {import('@playwright/test').Page} page
 * @param {boolean} on
 */
export async function recordFrames(page, on) {
  await page.evaluate((value) => {
    /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__frameBench.recording = value;
  }, on);
}

/**
 * Stops counting and summarises every frame counted.
 * @param {import('@playwright/test').Page} page
 */
export async function takeFrames(page) {
  const { frames, intervals } = await page.evaluate(() => {
    const bench = /** @type {BenchWindow} */ (/** @type {unknown} */ (window)).__frameBench;
    bench.recording = false;
    return { frames: bench.frames, intervals: bench.intervals };
  });
  return frameSummary(frames, intervals);
}
