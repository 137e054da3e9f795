/** @jest-environment node */
import { createLoadingBar, LOADING_BAR, type LoadingBarState } from '../loading-bar';

function setup() {
  const states: LoadingBarState[] = [];
  const bar = createLoadingBar((state) => states.push(state));
  const last = () => states.at(-1);
  return { bar, states, last };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the loading bar', () => {
  it('has the specified constants', () => {
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 5000, hideMs: 500, height: '2px' });
  });

  it('shows nothing for work shorter than the 200 ms throttle', () => {
    const { bar, states } = setup();
    bar.setBusy(true);
    jest.advanceTimersByTime(199);
    bar.setBusy(false);
    jest.advanceTimersByTime(10_000);
    expect(states).toEqual([]);
  });

  it('appears at 200 ms and grows while work goes on', () => {
    const { bar, last } = setup();
    bar.setBusy(true);
    jest.advanceTimersByTime(200);
    expect(last()).toEqual({ visible: true, percent: 0 });
    jest.advanceTimersByTime(2500);
    expect(last()?.percent).toBeCloseTo(50, 5);
  });

  it('takes the 5000 ms duration to cross, and never reads 100 while still busy', () => {
    const { bar, last } = setup();
    bar.setBusy(true);
    jest.advanceTimersByTime(200 + 4900);
    expect(last()?.percent).toBeCloseTo(98, 5);
    jest.advanceTimersByTime(60_000);
    expect(last()).toEqual({ visible: true, percent: 99 });
  });

  it('fills when the last request ends and hides 500 ms later', () => {
    const { bar, last } = setup();
    bar.setBusy(true);
    jest.advanceTimersByTime(1000);
    bar.setBusy(false);
    expect(last()).toEqual({ visible: true, percent: 100 });
    jest.advanceTimersByTime(499);
    expect(last()?.visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(last()).toEqual({ visible: false, percent: 0 });
  });

  it('carries on without hiding when new work starts while the full bar fades', () => {
    const { bar, last, states } = setup();
    bar.setBusy(true);
    jest.advanceTimersByTime(1000);
    bar.setBusy(false);
    jest.advanceTimersByTime(300);
    bar.setBusy(true);
    jest.advanceTimersByTime(1000);
    expect(states.some((s) => !s.visible)).toBe(false);
    expect(last()?.visible).toBe(true);
    expect(last()?.percent).toBeLessThan(100);
  });

  it('ignores repeated calls with the same value', () => {
    const { bar, states } = setup();
    bar.setBusy(false);
    bar.setBusy(true);
    jest.advanceTimersByTime(150);
    bar.setBusy(true); // a second request joining does not restart the throttle
    jest.advanceTimersByTime(50);
    expect(states).toEqual([{ visible: true, percent: 0 }]);
  });

  it('stops every timer when disposed', () => {
    const { bar, states } = setup();
    bar.setBusy(true);
    jest.advanceTimersByTime(300);
    const count = states.length;
    bar.dispose();
    jest.advanceTimersByTime(10_000);
    expect(states).toHaveLength(count);
  });
});
