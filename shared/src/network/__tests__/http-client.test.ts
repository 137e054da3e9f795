/** @jest-environment node */
import { HTTPError, TimeoutError } from 'ky';
import { createInflightTracker } from '../inflight';
import { createHttpClient, HTTP_ACCEPT, HTTP_BASE_URL } from '../http-client';

const BASE = 'http://localhost/';

type Handler = (request: Request) => Response | Promise<Response>;

/** A fetch that records each Request it is given and answers with `handler`. */
function fakeFetch(handler: Handler = () => Response.json({ ok: true })) {
  const requests: Request[] = [];
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return handler(request);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests, calls: fetch };
}

/** A fetch that never answers unless its request is aborted, like the real one on a dead link. */
function hangingFetch(honoursAbort: boolean) {
  let started: () => void = () => undefined;
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  const fetch = ((input: Request) =>
    new Promise<Response>((_resolve, reject) => {
      started();
      if (honoursAbort) {
        input.signal.addEventListener('abort', () => reject(input.signal.reason));
      }
    })) as unknown as typeof globalThis.fetch;
  return { fetch, started: startedPromise };
}

function setup(handler?: Handler, extra: { retry?: number; timeout?: number } = {}) {
  const tracker = createInflightTracker();
  const counts: number[] = [];
  tracker.subscribe((count) => counts.push(count));
  const fake = fakeFetch(handler);
  const client = createHttpClient({ baseUrl: BASE, tracker, fetch: fake.fetch, ...extra });
  return { client, tracker, counts, ...fake };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('createHttpClient', () => {
  it('defaults to the site root with a JSON-first Accept header', () => {
    expect(HTTP_BASE_URL).toBe('/');
    expect(HTTP_ACCEPT).toBe('application/json, text/plain, */*');
  });

  it('sends the Accept header, also from the .json() shortcut', async () => {
    const { client, requests } = setup();
    await client.get('campaign.json');
    await expect(client.get('campaign.json').json()).resolves.toEqual({ ok: true });
    expect(requests.map((r) => r.headers.get('accept'))).toEqual([HTTP_ACCEPT, HTTP_ACCEPT]);
  });

  it('lets a caller ask for something else', async () => {
    const { client, requests } = setup();
    await client.get('greeting.txt', { headers: { accept: 'text/plain' } });
    expect(requests[0]?.headers.get('accept')).toBe('text/plain');
  });

  it('puts paths with or without a leading slash under the base', async () => {
    const { client, requests } = setup();
    await client.get('campaign.json');
    await client.get('/campaign.json');
    await client('/api/stats');
    await client.post('/api/greetings', { json: { text: 'Onashamsakal' } });
    expect(requests.map((r) => r.url)).toEqual([
      'http://localhost/campaign.json',
      'http://localhost/campaign.json',
      'http://localhost/api/stats',
      'http://localhost/api/greetings',
    ]);
  });

  it('keeps a base with a path', async () => {
    const { fetch, requests } = fakeFetch();
    const client = createHttpClient({ baseUrl: 'http://localhost/app', fetch });
    await client.get('/campaign.json');
    expect(requests[0]?.url).toBe('http://localhost/app/campaign.json');
  });

  it('leaves absolute URLs alone', async () => {
    const { client, requests } = setup();
    await client.get('https://games.example.org/mf-manifest.json');
    await client.get(new URL('https://auth.example.org/config.json'));
    expect(requests.map((r) => r.url)).toEqual([
      'https://games.example.org/mf-manifest.json',
      'https://auth.example.org/config.json',
    ]);
  });

  it('keeps normalising paths in an extended client', async () => {
    const { client, requests } = setup();
    const api = client.extend({ headers: { 'x-campaign': 'onam' } });
    await api.get('/campaign.json');
    expect(requests[0]?.url).toBe('http://localhost/campaign.json');
    expect(requests[0]?.headers.get('x-campaign')).toBe('onam');
    expect(requests[0]?.headers.get('accept')).toBe(HTTP_ACCEPT);
  });

  it('counts a request in flight until it answers', async () => {
    const { client, tracker, counts } = setup();
    const response = client.get('campaign.json');
    await response;
    expect(counts).toEqual([1, 0]);
    expect(tracker.count()).toBe(0);
  });

  it('stops counting a request that fails', async () => {
    const { client, tracker, counts } = setup(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { retry: 0 },
    );
    await expect(client.get('campaign.json')).rejects.toThrow('Failed to fetch');
    expect(counts).toEqual([1, 0]);
    expect(tracker.count()).toBe(0);
  });

  it('stops counting a request the caller aborts', async () => {
    const tracker = createInflightTracker();
    const { fetch, started } = hangingFetch(true);
    const client = createHttpClient({ baseUrl: BASE, tracker, fetch });
    const controller = new AbortController();
    const response = client.get('campaign.json', { signal: controller.signal });
    await started;
    expect(tracker.count()).toBe(1);
    controller.abort();
    await expect(response).rejects.toThrow();
    expect(tracker.count()).toBe(0);
  });

  it('stops counting at the timeout even if the fetch ignores the abort', async () => {
    jest.useFakeTimers();
    const tracker = createInflightTracker();
    const { fetch, started } = hangingFetch(false);
    const client = createHttpClient({ baseUrl: BASE, tracker, fetch, timeout: 1000 });
    const response = client.get('campaign.json');
    const settled = expect(response).rejects.toBeInstanceOf(TimeoutError);
    await started;
    expect(tracker.count()).toBe(1);
    await jest.advanceTimersByTimeAsync(1000);
    await settled;
    expect(tracker.count()).toBe(0);
  });

  it('retries a GET twice on a 503 and counts every attempt', async () => {
    jest.useFakeTimers();
    let attempts = 0;
    const { client, counts, calls } = setup(() =>
      ++attempts < 3 ? new Response('busy', { status: 503 }) : Response.json({ ok: true }),
    );
    const body = client.get('campaign.json').json();
    await jest.runAllTimersAsync();
    await expect(body).resolves.toEqual({ ok: true });
    expect(calls).toHaveBeenCalledTimes(3);
    expect(counts).toEqual([1, 0, 1, 0, 1, 0]);
  });

  it('retries network errors, then gives up with the last error', async () => {
    jest.useFakeTimers();
    const { client, calls, tracker } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const response = client.get('campaign.json');
    const settled = expect(response).rejects.toThrow('Failed to fetch');
    await jest.runAllTimersAsync();
    await settled;
    expect(calls).toHaveBeenCalledTimes(3);
    expect(tracker.count()).toBe(0);
  });

  it('does not retry a POST or a 404', async () => {
    const { client, calls } = setup(() => new Response('nope', { status: 503 }));
    await expect(client.post('api/greetings', { json: {} })).rejects.toBeInstanceOf(HTTPError);
    expect(calls).toHaveBeenCalledTimes(1);

    const notFound = setup(() => new Response('nope', { status: 404 }));
    await expect(notFound.client.get('missing.json')).rejects.toBeInstanceOf(HTTPError);
    expect(notFound.calls).toHaveBeenCalledTimes(1);
  });

  it('throws an HTTPError whose response.status the error normaliser can read', async () => {
    const { client } = setup(() => new Response('gone', { status: 410 }));
    const error: unknown = await client.get('campaign.json').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as { response: { status: number } }).response.status).toBe(410);
  });
});
