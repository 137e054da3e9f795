/** @jest-environment node */
import { BackendError } from '@onam/shared/backend/port';
import { holdAfter, playRetryMs, syncStatus, UNCHECKED_RETRY_MS } from '../sync-status';

const DEFAULT_MS = 30_000;

describe('holdAfter', () => {
  it('waits as long as the server says when too many plays came at once', () => {
    const error = new BackendError('rate-limited', 'slow down', { retryAfterMs: 7_250 });
    expect(holdAfter(error, DEFAULT_MS)).toEqual({ hold: 'rate-limited', retryMs: 7_250 });
  });

  it('waits at least a second, and the usual pause when the server names no wait', () => {
    const now = new BackendError('rate-limited', 'slow down', { retryAfterMs: 0 });
    expect(holdAfter(now, DEFAULT_MS)).toEqual({ hold: 'rate-limited', retryMs: 1_000 });
    expect(holdAfter(new BackendError('rate-limited'), DEFAULT_MS)).toEqual({
      hold: 'rate-limited',
      retryMs: DEFAULT_MS,
    });
  });

  it('holds nothing for any other failure, and tries again after the usual pause', () => {
    for (const error of [
      new BackendError('network'),
      new BackendError('unavailable'),
      new Error('boom'),
      undefined,
    ]) {
      expect(holdAfter(error, DEFAULT_MS)).toEqual({ hold: 'none', retryMs: DEFAULT_MS });
    }
  });

  it('understands an error from another copy of shared (a remote’s), by its shape', () => {
    const foreign = { name: 'BackendError', code: 'rate-limited', retryAfterMs: 2_000 };
    expect(holdAfter(foreign, DEFAULT_MS)).toEqual({ hold: 'rate-limited', retryMs: 2_000 });
  });
});

describe('playRetryMs', () => {
  it('asks again about a play the server cannot check yet only after minutes, however often', () => {
    for (const failures of [0, 1, 2]) {
      expect(playRetryMs(new BackendError('unavailable'), failures, DEFAULT_MS)).toBe(
        UNCHECKED_RETRY_MS,
      );
    }
    expect(UNCHECKED_RETRY_MS).toBeGreaterThanOrEqual(10 * DEFAULT_MS);
  });

  it('waits longer after each failure the server has on the play', () => {
    const failure = new BackendError('unknown', 'INTERNAL [500]');
    expect([1, 2, 3].map((failures) => playRetryMs(failure, failures, DEFAULT_MS))).toEqual([
      DEFAULT_MS,
      4 * DEFAULT_MS,
      16 * DEFAULT_MS,
    ]);
  });
});

describe('syncStatus', () => {
  afterEach(() => syncStatus.set('none'));

  it('tells its listeners about a change, and only a change', () => {
    const listener = jest.fn();
    const unsubscribe = syncStatus.subscribe(listener);
    syncStatus.set('rate-limited');
    syncStatus.set('rate-limited');
    expect(syncStatus.get()).toBe('rate-limited');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    syncStatus.set('none');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
