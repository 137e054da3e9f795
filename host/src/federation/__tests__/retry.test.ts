/** @jest-environment node */
import { backoffMs, fetchWithRetry, wait } from '../retry';

const MANIFEST_URL = 'http://localhost:3001/mf-manifest.json';
const INIT: RequestInit = { cache: 'no-cache' };

type Fetcher = jest.Mock<Promise<Response>, [input: RequestInfo | URL, init?: RequestInit]>;

function respond(status: number, body = `status ${status}`): Response {
  return new Response(body, { status });
}

/** A fetcher that answers each call with the next step: a status code or an error to reject with. */
function fakeFetcher(...steps: (number | Error)[]): Fetcher {
  const fetcher: Fetcher = jest.fn();
  for (const step of steps) {
    if (step instanceof Error) fetcher.mockRejectedValueOnce(step);
    else fetcher.mockResolvedValueOnce(respond(step));
  }
  fetcher.mockRejectedValue(new Error('fetcher called more often than the test expected'));
  return fetcher;
}

function asFetch(fetcher: Fetcher): typeof fetch {
  return fetcher as unknown as typeof fetch;
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('backoffMs', () => {
  it('waits 300 ms before the first retry and 900 ms before the second', () => {
    expect(backoffMs(0)).toBe(300);
    expect(backoffMs(1)).toBe(900);
  });

  it('keeps tripling', () => {
    expect(backoffMs(2)).toBe(2700);
  });
});

describe('wait', () => {
  it('resolves only after the given time', async () => {
    const done = jest.fn();
    void wait(300).then(done);
    await jest.advanceTimersByTimeAsync(299);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
  });
});

describe('fetchWithRetry', () => {
  it('returns a first 200 at once, after one call, passing url and init through', async () => {
    const fetcher = fakeFetcher(200);
    const response = await fetchWithRetry(MANIFEST_URL, INIT, 2, asFetch(fetcher));
    expect(response.status).toBe(200);
    await expect(response.text()).resolves.toBe('status 200');
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith(MANIFEST_URL, INIT);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('retries a network error after 300 ms, then returns the success', async () => {
    const fetcher = fakeFetcher(new TypeError('Failed to fetch'), 200);
    const result = fetchWithRetry(MANIFEST_URL, INIT, 2, asFetch(fetcher));

    await jest.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(299);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);

    await expect(result).resolves.toMatchObject({ status: 200 });
  });

  it('retries a 503, then returns the success', async () => {
    const fetcher = fakeFetcher(503, 200);
    const result = fetchWithRetry(MANIFEST_URL, INIT, 2, asFetch(fetcher));
    await jest.advanceTimersByTimeAsync(300);
    const response = await result;
    expect(response.status).toBe(200);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(fetcher).toHaveBeenNthCalledWith(2, MANIFEST_URL, INIT);
  });

  it('waits 300 ms and then 900 ms between three attempts', async () => {
    const fetcher = fakeFetcher(500, new Error('offline'), 200);
    const result = fetchWithRetry(MANIFEST_URL, INIT, 2, asFetch(fetcher));

    await jest.advanceTimersByTimeAsync(300);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(899);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(3);

    await expect(result).resolves.toMatchObject({ status: 200 });
  });

  it('gives up after `retries` retries and returns the last 5xx response', async () => {
    const fetcher = jest.fn() as Fetcher;
    fetcher
      .mockResolvedValueOnce(respond(503, 'first'))
      .mockResolvedValueOnce(respond(502, 'second'))
      .mockResolvedValueOnce(respond(500, 'last'));
    const result = fetchWithRetry(MANIFEST_URL, INIT, 2, asFetch(fetcher));

    await jest.advanceTimersByTimeAsync(300 + 900);
    const response = await result;
    expect(response.status).toBe(500);
    await expect(response.text()).resolves.toBe('last');
    expect(fetcher).toHaveBeenCalledTimes(3);
    // No wait is left pending after the final attempt.
    expect(jest.getTimerCount()).toBe(0);
  });

  it('throws the last network error after the retries', async () => {
    const last = new Error('still offline');
    const fetcher = fakeFetcher(new Error('offline'), new Error('offline again'), last);
    const result = fetchWithRetry(MANIFEST_URL, INIT, 2, asFetch(fetcher));
    const assertion = expect(result).rejects.toBe(last);

    await jest.advanceTimersByTimeAsync(300 + 900);
    await assertion;
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('makes a single attempt when retries is 0', async () => {
    const failing = fakeFetcher(503);
    await expect(fetchWithRetry(MANIFEST_URL, INIT, 0, asFetch(failing))).resolves.toMatchObject({
      status: 503,
    });
    expect(failing).toHaveBeenCalledTimes(1);

    const offline = new Error('offline');
    await expect(fetchWithRetry(MANIFEST_URL, INIT, 0, asFetch(fakeFetcher(offline)))).rejects.toBe(
      offline,
    );
  });

  it.each([404, 400, 403, 410])('does not retry a %i: it is final', async (status) => {
    const fetcher = fakeFetcher(status);
    const response = await fetchWithRetry(MANIFEST_URL, INIT, 2, asFetch(fetcher));
    expect(response.status).toBe(status);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops retrying as soon as a 404 follows a 503', async () => {
    const fetcher = fakeFetcher(503, 404);
    const result = fetchWithRetry(MANIFEST_URL, INIT, 2, asFetch(fetcher));
    await jest.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toMatchObject({ status: 404 });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
