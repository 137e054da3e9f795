/** @jest-environment node */
import {
  canPrefetch,
  PREFETCH_IDLE_TIMEOUT_MS,
  readPrefetchEnvironment,
  whenIdle,
  type PrefetchEnvironment,
} from '../prefetch-policy';

describe('canPrefetch', () => {
  it.each<[string, PrefetchEnvironment, boolean]>([
    ['4g', { online: true, effectiveType: '4g' }, true],
    ['3g', { online: true, effectiveType: '3g' }, true],
    ['2g', { online: true, effectiveType: '2g' }, false],
    ['slow-2g', { online: true, effectiveType: 'slow-2g' }, false],
    ['data saver on 4g', { online: true, effectiveType: '4g', saveData: true }, false],
    ['offline', { online: false, effectiveType: '4g' }, false],
    ['an unknown connection', { online: true }, true],
    ['data saver off', { online: true, effectiveType: '4g', saveData: false }, true],
  ])('on %s: %s', (_name, env, expected) => {
    expect(canPrefetch(env)).toBe(expected);
  });
});

describe('readPrefetchEnvironment', () => {
  it('reads the Network Information API where there is one', () => {
    const nav = { onLine: true, connection: { effectiveType: '2g', saveData: true } };
    expect(readPrefetchEnvironment(nav as unknown as Navigator)).toEqual({
      online: true,
      effectiveType: '2g',
      saveData: true,
    });
  });

  it('reads only onLine where there is none (Safari, Firefox)', () => {
    const env = readPrefetchEnvironment({ onLine: false } as Navigator);
    expect(env.online).toBe(false);
    expect(env.effectiveType).toBeUndefined();
    expect(env.saveData).toBeUndefined();
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as Partial<typeof globalThis>).requestIdleCallback;
    delete (globalThis as Partial<typeof globalThis>).cancelIdleCallback;
  });

  it('asks requestIdleCallback, with the timeout, and cancels through it', () => {
    const requestIdleCallback = jest.fn<number, [IdleRequestCallback]>(() => 7);
    const cancelIdleCallback = jest.fn();
    Object.assign(globalThis, { requestIdleCallback, cancelIdleCallback });
    const task = jest.fn();

    const cancel = whenIdle(task);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: PREFETCH_IDLE_TIMEOUT_MS,
    });
    requestIdleCallback.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledTimes(1);

    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS);
    expect(task).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.advanceTimersByTime(PREFETCH_IDLE_TIMEOUT_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
