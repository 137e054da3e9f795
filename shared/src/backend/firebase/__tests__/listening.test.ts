/** @jest-environment node */
import type { Listening } from '../firebase-services';
import { listenOnceLoaded } from '../listening';

const db = { db: 'the full SDK’s instance' } as unknown as Listening;

/** A load the test settles when it wants, as a chunk arriving over a slow network. */
function deferredLoad() {
  let settle!: { resolve: (value: Listening) => void; reject: (error: unknown) => void };
  const loaded = new Promise<Listening>((resolve, reject) => (settle = { resolve, reject }));
  return { load: () => loaded, ...settle };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('a live listener started once the full Firestore SDK has loaded', () => {
  it('starts on the loaded database, and its stop stops it', async () => {
    const { load, resolve } = deferredLoad();
    const stopListener = jest.fn();
    const start = jest.fn(() => stopListener);
    const stop = listenOnceLoaded(load, start, jest.fn());

    expect(start).not.toHaveBeenCalled();
    resolve(db);
    await flush();
    expect(start).toHaveBeenCalledWith(db);

    stop();
    expect(stopListener).toHaveBeenCalledTimes(1);
  });

  it('never starts when stopped before the SDK arrives', async () => {
    const { load, resolve } = deferredLoad();
    const start = jest.fn(() => jest.fn());
    const stop = listenOnceLoaded(load, start, jest.fn());

    stop();
    resolve(db);
    await flush();
    expect(start).not.toHaveBeenCalled();
  });

  it('reports a failed load, unless it was stopped by then', async () => {
    const failedLoad = new Error('Loading chunk firestore-listeners failed');
    const reported = deferredLoad();
    const onError = jest.fn();
    listenOnceLoaded(reported.load, jest.fn(), onError);
    reported.reject(failedLoad);
    await flush();
    expect(onError).toHaveBeenCalledWith(failedLoad);

    const silenced = deferredLoad();
    const onErrorAfterStop = jest.fn();
    listenOnceLoaded(silenced.load, jest.fn(), onErrorAfterStop)();
    silenced.reject(failedLoad);
    await flush();
    expect(onErrorAfterStop).not.toHaveBeenCalled();
  });
});
