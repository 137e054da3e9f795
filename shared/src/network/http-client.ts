import ky, { type Input, type KyInstance, type Options } from 'ky';
import { inflight, type InflightTracker } from './inflight';

export const HTTP_BASE_URL = '/';
export const HTTP_ACCEPT = 'application/json, text/plain, */*';

// Per attempt (ky starts the clock again for each retry). A phone on a weak signal can take several
// seconds to answer; longer than this, the visitor is better served by an error with "Try again".
const HTTP_TIMEOUT_MS = 15_000;
const HTTP_RETRY_LIMIT = 2;
// A server asking for a longer pause gets one more try after this; a visitor will not wait minutes.
const HTTP_MAX_RETRY_AFTER_MS = 5_000;

export interface HttpClientOptions {
  /** Prefix for relative paths; absolute URLs ignore it. Default HTTP_BASE_URL. */
  baseUrl?: string;
  /** Counts every attempt, retries included. Default: the app-wide `inflight`. */
  tracker?: InflightTracker;
  fetch?: typeof fetch;
  /** Retries after the first attempt, for GET and HEAD only. Default 2. */
  retry?: number;
  /** Milliseconds per attempt. Default 15000. */
  timeout?: number;
}

export function createHttpClient(options: HttpClientOptions = {}): KyInstance {
  const {
    baseUrl = HTTP_BASE_URL,
    tracker = inflight,
    retry = HTTP_RETRY_LIMIT,
    timeout = HTTP_TIMEOUT_MS,
  } = options;
  // Read at call time, not import time, so a fetch installed later (a test, a polyfill) is used.
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const client = ky.create({
    prefixUrl: baseUrl,
    headers: { accept: HTTP_ACCEPT },
    timeout,
    retry: {
      limit: retry,
      // Only requests that are safe to repeat; a POST is never sent twice behind the visitor's back.
      methods: ['get', 'head'],
      statusCodes: [408, 429, 500, 502, 503, 504],
      afterStatusCodes: [429, 503],
      maxRetryAfter: HTTP_MAX_RETRY_AFTER_MS,
      // Spreads the retries of many phones that failed together, e.g. when a TV spot sends everyone.
      jitter: true,
    },
    fetch: trackAttempts(send, tracker),
  });
  return withPathNormalising(client, baseUrl !== '');
}

/** The site's HTTP client: base '/', JSON-first Accept header, retries, every attempt tracked. */
export const http: KyInstance = createHttpClient();

function trackAttempts(send: typeof fetch, tracker: InflightTracker): typeof fetch {
  return async (input, init) => {
    const end = tracker.begin();
    // ky passes the signal on the Request. Ending on abort as well as on settle keeps the loading bar
    // honest even when a fetch implementation (or a stuck service worker) ignores the abort.
    const signal =
      init?.signal ?? (typeof input === 'object' && 'signal' in input ? input.signal : undefined);
    signal?.addEventListener('abort', end, { once: true });
    try {
      return await send(input, init);
    } finally {
      signal?.removeEventListener('abort', end);
      end();
    }
  };
}

const ABSOLUTE_URL = /^[a-z][a-z\d+\-.]*:/i;

/**
 * ky's `prefixUrl` throws on inputs that begin with '/', and would glue itself in front of absolute
 * URLs. Callers write '/campaign.json' out of habit, so relative strings lose their leading slash
 * and absolute ones become URL objects, which ky leaves alone.
 */
function normaliseInput(input: Input, hasPrefix: boolean): Input {
  if (typeof input !== 'string' || !hasPrefix) return input;
  if (ABSOLUTE_URL.test(input)) return new URL(input);
  if (input.startsWith('//')) return new URL(input, globalThis.location?.href);
  return input.replace(/^\/+/, '');
}

function hasPrefixAfter(defaults: Options, inherited: boolean): boolean {
  return 'prefixUrl' in defaults ? Boolean(defaults.prefixUrl) : inherited;
}

function withPathNormalising(client: KyInstance, hasPrefix: boolean): KyInstance {
  const at = (input: Input) => normaliseInput(input, hasPrefix);
  const methods: Pick<KyInstance, keyof KyInstance> = {
    get: (input, init) => client.get(at(input), init),
    post: (input, init) => client.post(at(input), init),
    put: (input, init) => client.put(at(input), init),
    patch: (input, init) => client.patch(at(input), init),
    delete: (input, init) => client.delete(at(input), init),
    head: (input, init) => client.head(at(input), init),
    // Fresh defaults: none of ours (base, tracking, retries) survive, so neither does the wrapper.
    create: (defaults) => client.create(defaults),
    extend: (defaults) => {
      let childHasPrefix = hasPrefix;
      const child = client.extend((parent) => {
        const next = typeof defaults === 'function' ? defaults(parent) : defaults;
        childHasPrefix = hasPrefixAfter(next, hasPrefix);
        return next;
      });
      return withPathNormalising(child, childHasPrefix);
    },
    stop: client.stop,
    retry: client.retry,
  };
  return Object.assign(<T>(input: Input, init?: Options) => client<T>(at(input), init), methods);
}
