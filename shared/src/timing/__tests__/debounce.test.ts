/** @jest-environment node */
import { debounce, RESIZE_DEBOUNCE_MS } from '../debounce';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('debounce', () => {
  it('waits one frame for resize events', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(16);
  });

  it('runs once, after the wait, with the last arguments', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 100);
    debounced(1, 'a');
    jest.advanceTimersByTime(60);
    debounced(2, 'b');
    jest.advanceTimersByTime(60);
    debounced(3, 'c');
    jest.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith(3, 'c');
  });

  it('runs again for calls after the last run', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 10);
    debounced('first');
    jest.advanceTimersByTime(10);
    debounced('second');
    jest.advanceTimersByTime(10);
    expect(fn.mock.calls).toEqual([['first'], ['second']]);
  });

  it('reports whether a call is pending', () => {
    const debounced = debounce(() => undefined, 10);
    expect(debounced.pending()).toBe(false);
    debounced();
    expect(debounced.pending()).toBe(true);
    jest.advanceTimersByTime(10);
    expect(debounced.pending()).toBe(false);
  });

  it('drops the pending call on cancel', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 10);
    debounced();
    debounced.cancel();
    jest.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
    expect(debounced.pending()).toBe(false);
  });

  it('runs the pending call at once on flush, and only then', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 10);
    debounced.flush();
    expect(fn).not.toHaveBeenCalled();
    debounced('now');
    debounced.flush();
    expect(fn).toHaveBeenCalledWith('now');
    jest.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
