/** @jest-environment node */
import { createInflightTracker, inflight } from '../inflight';

describe('createInflightTracker', () => {
  it('counts begun requests until each one ends', () => {
    const tracker = createInflightTracker();
    const endFirst = tracker.begin();
    const endSecond = tracker.begin();
    expect(tracker.count()).toBe(2);
    endFirst();
    expect(tracker.count()).toBe(1);
    endSecond();
    expect(tracker.count()).toBe(0);
  });

  it('ends a request only once however often its end is called', () => {
    const tracker = createInflightTracker();
    const end = tracker.begin();
    tracker.begin();
    end();
    end();
    expect(tracker.count()).toBe(1);
  });

  it('tells subscribers every new count until they unsubscribe', () => {
    const tracker = createInflightTracker();
    const seen: number[] = [];
    const unsubscribe = tracker.subscribe((count) => seen.push(count));
    const end = tracker.begin();
    end();
    unsubscribe();
    tracker.begin();
    expect(seen).toEqual([1, 0]);
  });

  it('keeps two subscriptions of the same listener apart', () => {
    const tracker = createInflightTracker();
    const listener = jest.fn();
    const unsubscribeFirst = tracker.subscribe(listener);
    tracker.subscribe(listener);
    unsubscribeFirst();
    tracker.begin();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tracks a promise until it resolves and returns it unchanged', async () => {
    const tracker = createInflightTracker();
    let resolve: (value: string) => void = () => undefined;
    const work = new Promise<string>((r) => (resolve = r));
    expect(tracker.track(work)).toBe(work);
    expect(tracker.count()).toBe(1);
    resolve('done');
    await expect(work).resolves.toBe('done');
    expect(tracker.count()).toBe(0);
  });

  it('tracks a promise until it rejects, leaving the rejection to the caller', async () => {
    const tracker = createInflightTracker();
    const work = tracker.track(Promise.reject(new Error('remote down')));
    expect(tracker.count()).toBe(1);
    await expect(work).rejects.toThrow('remote down');
    expect(tracker.count()).toBe(0);
  });

  it('has one app-wide tracker', () => {
    expect(inflight.count()).toBe(0);
  });
});
