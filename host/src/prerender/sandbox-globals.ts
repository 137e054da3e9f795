// The few pieces of the web platform the drawing uses that a sandbox's bare ECMAScript realm lacks
// (docs/decisions/053): URL and URLSearchParams (the routes, the card links), and the Request,
// Response, Headers and AbortController that React Router's static handler builds and reads. They
// are put on the sandbox's own global object before anything else of draw-page.ts runs, and only
// where missing: in Node, or in a test, the platform's own stay.
import URLPolyfill from 'core-js-pure/actual/url';
import URLSearchParamsPolyfill from 'core-js-pure/actual/url-search-params';

type HeadersInit = Record<string, string> | Iterable<readonly [string, string]> | SandboxHeaders;

/** The headers of a request or a response, by lower-cased name. */
class SandboxHeaders {
  private readonly values = new Map<string, string>();

  constructor(init?: HeadersInit) {
    if (!init) return;
    const entries =
      init instanceof SandboxHeaders
        ? init.entries()
        : Symbol.iterator in init
          ? (init as Iterable<readonly [string, string]>)
          : Object.entries(init);
    for (const [name, value] of entries) this.append(name, value);
  }

  append(name: string, value: string): void {
    const key = name.toLowerCase();
    const old = this.values.get(key);
    this.values.set(key, old === undefined ? String(value) : `${old}, ${String(value)}`);
  }

  set(name: string, value: string): void {
    this.values.set(name.toLowerCase(), String(value));
  }

  get(name: string): string | null {
    return this.values.get(name.toLowerCase()) ?? null;
  }

  has(name: string): boolean {
    return this.values.has(name.toLowerCase());
  }

  delete(name: string): void {
    this.values.delete(name.toLowerCase());
  }

  forEach(callback: (value: string, name: string) => void): void {
    for (const [name, value] of this.values) callback(value, name);
  }

  entries(): IterableIterator<[string, string]> {
    return this.values.entries();
  }

  keys(): IterableIterator<string> {
    return this.values.keys();
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.values.entries();
  }
}

/** A signal that aborts once; the drawing never aborts, but the router listens for it. */
class SandboxAbortSignal {
  aborted = false;
  reason: unknown = undefined;
  private readonly listeners = new Set<() => void>();

  addEventListener(_type: string, listener: () => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: string, listener: () => void): void {
    this.listeners.delete(listener);
  }

  throwIfAborted(): void {
    if (this.aborted) throw this.reason;
  }

  abort(reason: unknown): void {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason ?? new Error('aborted');
    for (const listener of this.listeners) listener();
  }
}

class SandboxAbortController {
  readonly signal = new SandboxAbortSignal();

  abort(reason?: unknown): void {
    this.signal.abort(reason);
  }
}

interface RequestInit {
  method?: string;
  headers?: HeadersInit;
  signal?: SandboxAbortSignal;
  body?: unknown;
  redirect?: string;
}

/** A request as the static handler reads it: its URL, method, headers and signal. */
class SandboxRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: SandboxHeaders;
  readonly signal: SandboxAbortSignal;
  readonly body: unknown;
  readonly redirect: string;

  constructor(input: string | { href: string } | SandboxRequest, init: RequestInit = {}) {
    const from = input instanceof SandboxRequest ? input : null;
    this.url = from
      ? from.url
      : typeof input === 'string'
        ? input
        : String((input as { href: string }).href);
    this.method = (init.method ?? from?.method ?? 'GET').toUpperCase();
    this.headers = new SandboxHeaders(init.headers ?? from?.headers);
    this.signal = init.signal ?? from?.signal ?? new SandboxAbortController().signal;
    this.body = init.body ?? null;
    this.redirect = init.redirect ?? 'follow';
  }

  clone(): SandboxRequest {
    return new SandboxRequest(this);
  }
}

/** A response as the static handler makes one (a 404, a redirect): never sent anywhere. */
class SandboxResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: SandboxHeaders;
  readonly body: unknown;
  readonly ok: boolean;

  constructor(
    body: unknown = null,
    init: { status?: number; statusText?: string; headers?: HeadersInit } = {},
  ) {
    this.body = body;
    this.status = init.status ?? 200;
    this.statusText = init.statusText ?? '';
    this.headers = new SandboxHeaders(init.headers);
    this.ok = this.status >= 200 && this.status < 300;
  }
}

const provided: Record<string, unknown> = {
  URL: URLPolyfill,
  URLSearchParams: URLSearchParamsPolyfill,
  Headers: SandboxHeaders,
  Request: SandboxRequest,
  Response: SandboxResponse,
  AbortController: SandboxAbortController,
  AbortSignal: SandboxAbortSignal,
};
const global = globalThis as Record<string, unknown>;
for (const [name, value] of Object.entries(provided)) {
  if (global[name] === undefined) global[name] = value;
}
