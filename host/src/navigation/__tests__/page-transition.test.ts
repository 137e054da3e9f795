/** @jest-environment node */
import { createPageTransition, LEAVE_NEVER_STARTED_MS, PAGE_TRANSITION } from '../page-transition';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(reduced = false) {
  const transition = createPageTransition({ reducedMotion: () => reduced });
  const phases: string[] = [];
  transition.subscribe(() => phases.push(transition.phase()));
  return { transition, phases };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('the page transition', () => {
  it("is named 'page' and runs out-in", () => {
    expect(PAGE_TRANSITION).toMatchObject({ name: 'page', mode: 'out-in' });
  });

  it('resolves at once when no screen is on display (the first load)', async () => {
    const { transition, phases } = setup();
    expect(await settled(transition.leave())).toBe(true);
    expect(phases).toEqual([]);
  });

  it('holds the navigation until the old screen has fully left, then enters', async () => {
    const { transition, phases } = setup();
    transition.mount();
    const leaving = transition.leave();
    expect(transition.phase()).toBe('leave');
    expect(await settled(leaving)).toBe(false);
    transition.animationEnded();
    expect(await settled(leaving)).toBe(true);
    transition.enter();
    transition.animationEnded();
    expect(phases).toEqual(['leave', 'enter', 'idle']);
  });

  it('is instant with reduced motion: no phases at all', async () => {
    const { transition, phases } = setup(true);
    transition.mount();
    expect(await settled(transition.leave())).toBe(true);
    transition.enter();
    expect(phases).toEqual([]);
  });

  it('shares one leave between two quick navigations', async () => {
    const { transition } = setup();
    transition.mount();
    const first = transition.leave();
    const second = transition.leave();
    expect(second).toBe(first);
    transition.animationEnded();
    expect(await settled(second)).toBe(true);
  });

  it('does not hang when the animation never starts (hidden tab, no styles)', async () => {
    const { transition } = setup();
    transition.mount();
    const leaving = transition.leave();
    jest.advanceTimersByTime(LEAVE_NEVER_STARTED_MS - 1);
    expect(await settled(leaving)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(leaving)).toBe(true);
  });

  it('plays a leave that starts late to its end: a busy main thread delays the start, not the length', async () => {
    const { transition } = setup();
    transition.mount();
    const leaving = transition.leave();
    // The phase change reached the screen 400 ms late (a long task), so the animation starts then.
    jest.advanceTimersByTime(400);
    transition.animationStarted();
    jest.advanceTimersByTime(PAGE_TRANSITION.leaveMs);
    expect(await settled(leaving)).toBe(false);
    transition.animationEnded();
    expect(await settled(leaving)).toBe(true);
  });

  it('does not hang when a started animation never reports its end', async () => {
    const { transition } = setup();
    transition.mount();
    const leaving = transition.leave();
    jest.advanceTimersByTime(400);
    transition.animationStarted();
    jest.advanceTimersByTime(PAGE_TRANSITION.leaveMs + 99);
    expect(await settled(leaving)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(leaving)).toBe(true);
  });

  it('releases a pending leave when the screen unmounts', async () => {
    const { transition } = setup();
    const unmount = transition.mount();
    const leaving = transition.leave();
    unmount();
    expect(await settled(leaving)).toBe(true);
  });

  it('enter() releases a leave still pending (a redirect committed first)', async () => {
    const { transition } = setup();
    transition.mount();
    const leaving = transition.leave();
    transition.enter();
    expect(await settled(leaving)).toBe(true);
    expect(transition.phase()).toBe('enter');
  });
});
