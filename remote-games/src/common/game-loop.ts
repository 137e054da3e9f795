/**
 * A fixed-timestep loop: the world advances in equal steps of `stepMs` whatever the display's
 * refresh rate (60, 90, 120 Hz or a throttled 30), so animations and timers run at the same speed
 * on every phone. Rendering happens once per frame with `alpha`, how far the clock is between the
 * last step and the next, for smooth interpolation.
 */
export interface FixedStepOptions {
  /** Milliseconds per simulation step; 1000 / 60 by default. */
  stepMs?: number;
  /**
   * Most steps run in one frame. After a long pause (a background tab, a slow phone) the world
   * skips ahead instead of spiralling into ever longer catch-up frames.
   */
  maxStepsPerFrame?: number;
  update: (stepMs: number) => void;
  render: (alpha: number) => void;
}

export interface FrameScheduler {
  request: (callback: (now: number) => void) => number;
  cancel: (handle: number) => void;
}

export const DEFAULT_STEP_MS = 1000 / 60;

/** The pure core: feeds frame timestamps in, says how many steps to run and the render alpha. */
export function createStepper(stepMs = DEFAULT_STEP_MS, maxStepsPerFrame = 5) {
  let last: number | null = null;
  let accumulator = 0;
  return {
    advance(now: number): { steps: number; alpha: number } {
      if (last === null) {
        last = now;
        return { steps: 0, alpha: 0 };
      }
      accumulator += Math.max(0, now - last);
      last = now;
      let steps = Math.floor(accumulator / stepMs);
      if (steps > maxStepsPerFrame) {
        steps = maxStepsPerFrame;
        accumulator = 0; // drop the backlog rather than replay it
      } else {
        accumulator -= steps * stepMs;
      }
      return { steps, alpha: accumulator / stepMs };
    },
    reset() {
      last = null;
      accumulator = 0;
    },
  };
}

const browserScheduler: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/** Runs the loop on animation frames until `stop()` is called. */
export function startFixedStepLoop(
  { stepMs = DEFAULT_STEP_MS, maxStepsPerFrame = 5, update, render }: FixedStepOptions,
  scheduler: FrameScheduler = browserScheduler,
): { stop: () => void } {
  const stepper = createStepper(stepMs, maxStepsPerFrame);
  let handle = 0;
  let running = true;
  const frame = (now: number) => {
    if (!running) return;
    const { steps, alpha } = stepper.advance(now);
    for (let i = 0; i < steps; i += 1) update(stepMs);
    render(alpha);
    handle = scheduler.request(frame);
  };
  handle = scheduler.request(frame);
  return {
    stop() {
      running = false;
      scheduler.cancel(handle);
    },
  };
}
