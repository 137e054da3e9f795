/**
 * A stand-in for XMLHttpRequest that records what was sent and lets a test play the server:
 * upload progress, a response, a network failure, a timeout. jsdom's own XHR would try the network.
 */
export class FakeXhr extends EventTarget {
  static instances: FakeXhr[] = [];

  /** The request sent most recently. */
  static latest(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('No XMLHttpRequest was made');
    return xhr;
  }

  readonly upload = new EventTarget();
  method: string | null = null;
  url: string | null = null;
  withCredentials = false;
  timeout = 0;
  requestHeaders: Record<string, string> = {};
  body: unknown = null;
  sent = false;
  aborted = false;
  done = false;
  status = 0;
  responseText = '';
  private responseHeaders: Record<string, string> = {};

  constructor() {
    super();
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    if (this.url === null || this.sent) throw new Error('InvalidStateError: setRequestHeader');
    this.requestHeaders[name] = value;
  }

  send(body: unknown) {
    if (this.url === null || this.sent) throw new Error('InvalidStateError: send');
    this.sent = true;
    this.body = body;
  }

  abort() {
    if (!this.sent || this.done) return;
    this.aborted = true;
    this.finish('abort');
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  /** The form data that was sent. */
  get form(): FormData {
    if (!(this.body instanceof FormData)) throw new Error('The body was not FormData');
    return this.body;
  }

  // What the server and network do:

  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable }));
  }

  respond(status: number, body = '', headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = body;
    this.responseHeaders = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    this.finish('load');
  }

  failNetwork() {
    this.finish('error');
  }

  expire() {
    this.finish('timeout');
  }

  private finish(type: 'load' | 'error' | 'abort' | 'timeout') {
    this.done = true;
    this.dispatchEvent(new ProgressEvent(type));
    this.dispatchEvent(new ProgressEvent('loadend'));
  }
}

/** Puts the fake in place of the global XMLHttpRequest; returns the function that undoes it. */
export function installFakeXhr(): () => void {
  const original = globalThis.XMLHttpRequest;
  FakeXhr.instances = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return () => {
    globalThis.XMLHttpRequest = original;
  };
}
