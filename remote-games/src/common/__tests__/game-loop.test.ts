import { createStepper, startFixedStepLoop, type FrameScheduler } from '../game-loop';

describe('createStepper', () => {
  it('runs the same number of steps per second at 30, 60 and 120 Hz', () => {
    for (const hz of [30, 60, 120]) {
      const stepper = createStepper(1000 / 60);
      let steps = 0;
      for (let frame = 0; frame <= hz; frame += 1)
        steps += stepper.advance((frame * 1000) / hz).steps;
      expect(steps).toBeGreaterThanOrEqual(59);
      expect(steps).toBeLessThanOrEqual(60);
    }
  });

  it('starts with no step and reports how far it is between steps', () => {
    const stepper = createStepper(10);
    expect(stepper.advance(100)).toEqual({ steps: 0, alpha: 0 });
    expect(stepper.advance(125)).toEqual({ steps: 2, alpha: 0.5 });
  });

  it('skips a long pause instead of replaying it', () => {
    const stepper = createStepper(10, 5);
    stepper.advance(0);
    expect(stepper.advance(10_000)).toEqual({ steps: 5, alpha: 0 });
    expect(stepper.advance(10_010).steps).toBe(1);
  });

  it('ignores a clock that goes backwards', () => {
    const stepper = createStepper(10);
    stepper.advance(100);
    expect(stepper.advance(50).steps).toBe(0);
  });
});

describe('startFixedStepLoop', () => {
  function manualScheduler() {
    const queue: Array<(now: number) => void> = [];
    const scheduler: FrameScheduler = {
      request: (callback) => queue.push(callback),
      cancel: () => queue.splice(0),
    };
    const tick = (now: number) => queue.splice(0).forEach((callback) => callback(now));
    return { scheduler, tick, pending: () => queue.length };
  }

  it('updates in fixed steps and renders once a frame until stopped', () => {
    const { scheduler, tick, pending } = manualScheduler();
    const update = jest.fn();
    const render = jest.fn();
    const loop = startFixedStepLoop({ stepMs: 10, update, render }, scheduler);
    tick(0);
    tick(35);
    expect(update).toHaveBeenCalledTimes(3);
    expect(update).toHaveBeenCalledWith(10);
    expect(render).toHaveBeenCalledTimes(2);
    expect(render).toHaveBeenLastCalledWith(0.5);
    loop.stop();
    expect(pending()).toBe(0);
  });
});
