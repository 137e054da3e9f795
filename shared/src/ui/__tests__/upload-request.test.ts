import { checkFile, matchesAccept, uploadFile, UploadError } from '../upload-request';
import { FakeXhr, installFakeXhr } from './fake-xhr';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installFakeXhr();
});
afterEach(() => uninstall());

const greeting = () => new File(['Happy Onam!'], 'greeting.txt', { type: 'text/plain' });

/** Settles to the rejection so a test can look at the error. */
async function rejectionOf(promise: Promise<unknown>): Promise<UploadError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof UploadError) return error;
    throw error;
  }
  throw new Error('The upload did not fail');
}

describe('uploadFile', () => {
  it('POSTs the file as multipart form data under the field name, with the extra fields', async () => {
    const file = greeting();
    const done = uploadFile({
      action: '/api/greetings',
      file,
      fieldName: 'greeting',
      data: { day: 'Thiruvonam', language: 'ml' },
    });
    const xhr = FakeXhr.latest();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/greetings');
    const sentFile = xhr.form.get('greeting');
    expect(sentFile).toBeInstanceOf(File);
    expect((sentFile as File).name).toBe('greeting.txt');
    expect(xhr.form.get('day')).toBe('Thiruvonam');
    expect(xhr.form.get('language')).toBe('ml');
    // Extra fields first, so a streaming server reads them before the file.
    expect([...xhr.form.keys()]).toEqual(['day', 'language', 'greeting']);

    xhr.respond(201, '');
    await expect(done).resolves.toEqual({ status: 201, body: '' });
  });

  it('uses "file" as the field name by default', async () => {
    const done = uploadFile({ action: '/up', file: greeting() });
    const xhr = FakeXhr.latest();
    expect(xhr.form.get('file')).toBeInstanceOf(File);
    xhr.respond(200);
    await done;
  });

  it('sends the headers and credentials it is given, but never its own Content-Type', async () => {
    const done = uploadFile({
      action: '/up',
      file: greeting(),
      headers: { 'X-Campaign': 'onam-2025', 'Content-Type': 'multipart/form-data' },
      withCredentials: true,
    });
    const xhr = FakeXhr.latest();
    expect(xhr.requestHeaders).toEqual({ 'X-Campaign': 'onam-2025' });
    expect(xhr.withCredentials).toBe(true);
    xhr.respond(200);
    await done;
  });

  it('does not send credentials unless asked', async () => {
    const done = uploadFile({ action: '/up', file: greeting() });
    const xhr = FakeXhr.latest();
    expect(xhr.withCredentials).toBe(false);
    xhr.respond(200);
    await done;
  });

  it('reports upload progress as bytes and a whole percentage', async () => {
    const onProgress = jest.fn();
    const done = uploadFile({ action: '/up', file: greeting(), onProgress });
    const xhr = FakeXhr.latest();
    xhr.progress(0, 2000);
    xhr.progress(999, 2000);
    xhr.progress(2000, 2000);
    expect(onProgress.mock.calls).toEqual([
      [{ loaded: 0, total: 2000, percent: 0 }],
      [{ loaded: 999, total: 2000, percent: 49 }],
      [{ loaded: 2000, total: 2000, percent: 100 }],
    ]);
    xhr.respond(200);
    await done;
  });

  it('reports an unknown total as null, not as a made-up percentage', async () => {
    const onProgress = jest.fn();
    const done = uploadFile({ action: '/up', file: greeting(), onProgress });
    const xhr = FakeXhr.latest();
    xhr.progress(500, 0, false);
    expect(onProgress).toHaveBeenCalledWith({ loaded: 500, total: null, percent: null });
    xhr.respond(200);
    await done;
  });

  it('parses a JSON answer when the content type says JSON', async () => {
    const done = uploadFile({ action: '/up', file: greeting() });
    FakeXhr.latest().respond(200, '{"id":"g-42","url":"/g/42"}', {
      'Content-Type': 'application/json; charset=utf-8',
    });
    await expect(done).resolves.toEqual({ status: 200, body: { id: 'g-42', url: '/g/42' } });
  });

  it('parses a +json content type too', async () => {
    const done = uploadFile({ action: '/up', file: greeting() });
    FakeXhr.latest().respond(200, '{"id":1}', { 'content-type': 'application/vnd.onam+json' });
    await expect(done).resolves.toEqual({ status: 200, body: { id: 1 } });
  });

  it('keeps a text answer as text', async () => {
    const done = uploadFile({ action: '/up', file: greeting() });
    FakeXhr.latest().respond(200, '{"looks":"like json"}', { 'Content-Type': 'text/plain' });
    await expect(done).resolves.toEqual({ status: 200, body: '{"looks":"like json"}' });
  });

  it('keeps the text when a server says JSON but sends something else', async () => {
    const done = uploadFile({ action: '/up', file: greeting() });
    FakeXhr.latest().respond(200, 'OK', { 'Content-Type': 'application/json' });
    await expect(done).resolves.toEqual({ status: 200, body: 'OK' });
  });

  it('rejects an HTTP error with its status and the server’s answer', async () => {
    const done = uploadFile({ action: '/up', file: greeting() });
    FakeXhr.latest().respond(500, '{"error":"disk full"}', { 'Content-Type': 'application/json' });
    const error = await rejectionOf(done);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ kind: 'http', status: 500, body: { error: 'disk full' } });
    expect(error.message).toBe('Upload failed with HTTP 500');
  });

  it('rejects a network failure with status 0', async () => {
    const done = uploadFile({ action: '/up', file: greeting() });
    FakeXhr.latest().failNetwork();
    expect(await rejectionOf(done)).toMatchObject({ kind: 'network', status: 0 });
  });

  it('sets the timeout and rejects when it passes', async () => {
    const done = uploadFile({ action: '/up', file: greeting(), timeout: 30_000 });
    const xhr = FakeXhr.latest();
    expect(xhr.timeout).toBe(30_000);
    xhr.expire();
    expect(await rejectionOf(done)).toMatchObject({ kind: 'timeout', status: 0 });
  });

  it('aborts the request when the signal fires', async () => {
    const controller = new AbortController();
    const done = uploadFile({ action: '/up', file: greeting(), signal: controller.signal });
    const xhr = FakeXhr.latest();
    controller.abort();
    expect(xhr.aborted).toBe(true);
    expect(await rejectionOf(done)).toMatchObject({ kind: 'aborted', status: 0 });
  });

  it('sends nothing when the signal has already fired', async () => {
    const controller = new AbortController();
    controller.abort();
    const done = uploadFile({ action: '/up', file: greeting(), signal: controller.signal });
    expect(FakeXhr.instances).toHaveLength(0);
    expect(await rejectionOf(done)).toMatchObject({ kind: 'aborted' });
  });

  it('stops listening to the signal once settled', async () => {
    const controller = new AbortController();
    const done = uploadFile({ action: '/up', file: greeting(), signal: controller.signal });
    const xhr = FakeXhr.latest();
    xhr.respond(200);
    await done;
    controller.abort();
    expect(xhr.aborted).toBe(false);
  });
});

describe('checkFile', () => {
  const photo = new File([new Uint8Array(2048)], 'Pookalam.JPG', { type: 'image/jpeg' });

  it('accepts a file within the limits', () => {
    expect(checkFile(photo, { accept: 'image/*', maxBytes: 4096 })).toBeNull();
    expect(checkFile(photo, {})).toBeNull();
  });

  it('refuses a file larger than maxBytes, with the limit', () => {
    expect(checkFile(photo, { maxBytes: 2047 })).toEqual({ problem: 'too-large', limit: 2047 });
    expect(checkFile(photo, { maxBytes: 2048 })).toBeNull();
  });

  it('refuses a file of a type the accept list leaves out', () => {
    expect(checkFile(photo, { accept: 'video/*,.pdf' })).toEqual({
      problem: 'wrong-type',
      accept: 'video/*,.pdf',
    });
  });
});

describe('matchesAccept', () => {
  const pdf = new File(['%PDF'], 'programme.pdf', { type: 'application/pdf' });
  const clip = new File([''], 'song.webm', { type: 'video/webm' });

  it('matches an extension, case-insensitively', () => {
    expect(matchesAccept(pdf, '.PDF')).toBe(true);
    expect(matchesAccept(clip, '.pdf')).toBe(false);
  });

  it('matches a wildcard family and an exact type', () => {
    expect(matchesAccept(clip, 'image/*, video/*')).toBe(true);
    expect(matchesAccept(clip, 'video/mp4')).toBe(false);
    expect(matchesAccept(pdf, 'application/pdf')).toBe(true);
  });

  it('accepts anything for an empty list', () => {
    expect(matchesAccept(pdf, ' , ')).toBe(true);
  });
});
