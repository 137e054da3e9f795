/** @jest-environment node */
import net from 'node:net';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { removeTempDirs, startPreviewServer, tempDir } from '../../cli/__tests__/fixtures';
import { isMultipartForm } from '../../../host/media-upload.mjs';
import { requestPath, usableRange } from '../static-server.mjs';

/** A file one level above the served folder: it must never come back, however it is asked for. */
const SECRET = 'the-deploy-machine-secret';
const PAGE = '<!doctype html><title>Onam</title><p>the app</p>';

interface Answer {
  status: number;
  head: string;
  body: string;
}

/**
 * One request written by hand on a socket, so the path, method and headers go out exactly as
 * given (no client normalises `//`, `..` or a backwards range away).
 */
function raw(port: number, request: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer in 5 s')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    });
    // Written, not ended: a client that half-closes gets no answer from Node's server.
    socket.write(request);
  });
}

const get = (port: number, target: string, headers: Record<string, string> = {}, method = 'GET') =>
  raw(
    port,
    `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${Object.entries(
      headers,
    )
      .map(([key, value]) => `${key}: ${value}\r\n`)
      .join('')}\r\n`,
  );

describe('the preview server answers every request and keeps serving', () => {
  jest.setTimeout(60_000);
  let server: { base: string; stop: () => void };
  let port: number;
  let root: string;
  let campaignFile: string;

  beforeAll(async () => {
    const outside = tempDir('preview-outside-');
    root = path.join(outside, 'dist');
    mkdirSync(path.join(root, 'js'), { recursive: true });
    writeFileSync(path.join(outside, 'secret.txt'), SECRET);
    writeFileSync(path.join(root, '.env'), SECRET);
    writeFileSync(path.join(root, 'app.html'), PAGE);
    writeFileSync(path.join(root, 'js/main.js'), 'export const onam = 1;\n');
    campaignFile = path.join(tempDir('campaign-'), 'campaign.json');
    writeFileSync(campaignFile, JSON.stringify({ remotes: {} }));
    server = await startPreviewServer({ target: 'host', root, spa: true, campaignFile });
    port = Number(new URL(server.base).port);
  });

  afterAll(() => {
    server.stop();
    removeTempDirs();
  });

  const stillUp = async () => expect((await get(port, '/js/main.js')).status).toBe(200);

  it('answers `GET //` (which crashed it) with the app, and keeps serving', async () => {
    const answer = await get(port, '//');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('the app');
    await stillUp();
  });

  it('ignores a backwards Range header (which crashed it) and sends the whole file', async () => {
    const answer = await get(port, '/js/main.js', { Range: 'bytes=9-2' });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('export const onam');
    expect((await get(port, '/js/main.js', { Range: 'bytes=0-5' })).status).toBe(206);
    await stillUp();
  });

  it('drops the request for a file it finds but cannot open (as one removed while it is asked for), and keeps serving', async () => {
    // A release folder removed between the server's look at a file and its opening (a story's
    // clean-up while a page still asks for its chunks) crashed the whole preview. A socket stands
    // in for it: it is there to look at, and opening it fails every time.
    const listening = net.createServer();
    await new Promise<void>((resolve) =>
      listening.listen(path.join(root, 'js/gone.css'), () => resolve()),
    );
    try {
      // Its head is written by then, so the answer is a connection closed: a network error the
      // page's loader retries, never a 200 with nothing in it.
      const answer = await get(port, '/js/gone.css');
      expect(answer.status).not.toBe(200);
      await stillUp();
    } finally {
      listening.close();
    }
  });

  it('keeps serving pages while the manifest is broken, and says 500 while app.html is missing', async () => {
    writeFileSync(campaignFile, '{ "remotes": ');
    expect((await get(port, '/game')).status).toBe(200);
    renameSync(path.join(root, 'app.html'), path.join(root, 'app.html.rebuilding'));
    try {
      expect((await get(port, '/game')).status).toBe(500);
    } finally {
      renameSync(path.join(root, 'app.html.rebuilding'), path.join(root, 'app.html'));
      writeFileSync(campaignFile, JSON.stringify({ remotes: {} }));
    }
    expect((await get(port, '/game')).status).toBe(200);
  });

  it('serves no dotfile and nothing outside its folder', async () => {
    for (const target of [
      '/.env',
      '/%2e%2e/secret.txt',
      '/../secret.txt',
      '/js/../../secret.txt',
    ]) {
      const answer = await get(port, target);
      expect({ target, status: answer.status }).toEqual({ target, status: 404 });
      expect(answer.body).not.toContain(SECRET);
    }
  });

  it('answers only GET and HEAD for files: anything else is 405 with the methods it takes', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'PATCH']) {
      const answer = await get(port, '/js/main.js', {}, method);
      expect({ method, status: answer.status }).toEqual({ method, status: 405 });
      expect(answer.head).toMatch(/^Allow: GET, HEAD$/im);
    }
    expect((await get(port, '/js/main.js', {}, 'HEAD')).status).toBe(200);
  });

  it('refuses an upload too large from its declared length, before reading it, and a fake form type', async () => {
    const huge = await raw(
      port,
      'POST /media-upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\n' +
        'Content-Length: 999999999\r\nConnection: close\r\n\r\n--x',
    );
    expect(huge.status).toBe(413);
    const evil = await get(
      port,
      '/media-upload',
      { 'Content-Type': 'multipart/form-data-evil; boundary=x', 'Content-Length': '0' },
      'POST',
    );
    expect(evil.status).toBe(415);
    await stillUp();
  });

  it('survives a burst of odd paths, methods and headers, and never leaks what is outside', async () => {
    // A small, bounded fuzz on loopback: a fixed seed, so a failure replays the same requests.
    let seed = 17;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const pieces = [
      '',
      '/',
      '//',
      '..',
      '%2e%2e',
      '.env',
      '%00',
      '%E0%A4',
      'js',
      'main.js',
      '?',
      '#',
      '%2f',
      '\\',
      'campaign.json',
      'media-upload',
      '0.2.0',
      'app.html',
      '~',
      '%',
    ];
    const methods = ['GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE', 'PROPFIND', 'CONNECT'];
    const headerSets: Record<string, string>[] = [
      {},
      { Range: 'bytes=-' },
      { Range: 'bytes=5-1,2-3' },
      { Range: 'items=0-1' },
      { 'Accept-Encoding': 'br;q=x, *' },
      { 'Content-Type': 'multipart/form-data' },
      { 'If-None-Match': '"' },
    ];
    for (let n = 0; n < 150; n += 1) {
      const target = `/${Array.from({ length: 1 + random(4) }, () => pieces[random(pieces.length)]).join('/')}`;
      const method = methods[random(methods.length)] ?? 'GET';
      const answer = await get(port, target, headerSets[random(headerSets.length)], method);
      expect({ target, method, status: answer.status >= 200 && answer.status < 600 }).toEqual({
        target,
        method,
        status: true,
      });
      expect(answer.body).not.toContain(SECRET);
    }
    await stillUp();
  });
});

describe('what the preview takes from a request', () => {
  it('reads a path, never a host, and refuses dotfiles, NULs and bad escapes', () => {
    expect(requestPath('//')).toBe('//');
    expect(requestPath('//evil.example/x')).toBe('//evil.example/x');
    expect(requestPath('/js/main.js?x=1')).toBe('/js/main.js');
    expect(requestPath('/%E0%B4%93%E0%B4%A3%E0%B4%82')).toBe('/ഓണം');
    // Dot segments resolve inside the root, never above it; one hidden behind an encoded slash is
    // refused with every other dot-led segment.
    expect(requestPath('/a/../b')).toBe('/b');
    expect(requestPath('/%2e%2e/%2e%2e/secret.txt')).toBe('/secret.txt');
    for (const target of [
      '/.env',
      '/js/.hidden',
      '/..%2fsecret',
      '/a%00b',
      '/%E0%A4',
      '*',
      'http://x/',
    ]) {
      expect(requestPath(target)).toBeNull();
    }
    expect(requestPath(undefined)).toBeNull();
  });

  it('keeps a range sirv can serve, and drops one that is malformed or backwards', () => {
    expect(usableRange('bytes=0-5')).toBe('bytes=0-5');
    expect(usableRange('bytes=5-')).toBe('bytes=5-');
    expect(usableRange('bytes=-5')).toBe('bytes=-5');
    for (const range of ['bytes=9-2', 'bytes=-', 'items=0-1', 'bytes=1-2,4-5', undefined]) {
      expect(usableRange(range)).toBeUndefined();
    }
  });

  it('takes a multipart form only as itself, with its boundary', () => {
    expect(isMultipartForm('multipart/form-data; boundary=----x')).toBe(true);
    expect(isMultipartForm('Multipart/Form-Data; charset=utf-8; boundary=x')).toBe(true);
    for (const type of [
      'multipart/form-data-evil; boundary=x',
      'multipart/form-data',
      'text/plain',
      undefined,
    ]) {
      expect(isMultipartForm(type)).toBe(false);
    }
  });
});
