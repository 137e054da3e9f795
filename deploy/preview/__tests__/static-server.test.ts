/** @jest-environment node */
import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { removeTempDirs, startPreviewServer, tempDir } from '../../cli/__tests__/fixtures';

/** A script large enough to be worth compressing, as a build's chunks are. */
const SCRIPT = `export const flowers = ${JSON.stringify(
  Array.from({ length: 400 }, (_, i) => ({ name: `thumba ${i}`, colour: '#ffffff' })),
)};\n`;
/** Not a text type: served as it is, whatever the browser accepts. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(4096, 7),
]);

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with the Accept-Encoding a browser would send, the body as it came over the wire. */
function get(url: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

describe('the preview server compresses as Firebase Hosting does', () => {
  let server: { base: string; stop: () => void };
  let base: string;

  beforeAll(async () => {
    const root = tempDir('host-build-');
    mkdirSync(path.join(root, 'js'));
    writeFileSync(path.join(root, 'js/main.js'), SCRIPT);
    writeFileSync(path.join(root, 'icon.png'), PNG);
    writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>Onam</title>${SCRIPT}`);
    const campaignFile = path.join(tempDir('campaign-'), 'campaign.json');
    writeFileSync(campaignFile, JSON.stringify({ routes: SCRIPT }));
    server = await startPreviewServer({ target: 'host', root, spa: true, campaignFile });
    base = server.base;
  });

  afterAll(() => {
    server.stop();
    removeTempDirs();
  });

  it('sends a script as brotli to a browser that accepts it, and it unpacks to the file', async () => {
    const answer = await get(`${base}/js/main.js`, 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    // The hosting headers still apply.
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const answer = await get(`${base}/js/main.js`, 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const answer = await get(`${base}/js/main.js`);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(SCRIPT);
  });

  it('compresses the page on a navigation and the campaign manifest', async () => {
    const page = await get(`${base}/game`, 'gzip, br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('<title>Onam</title>');
    const campaign = await get(`${base}/campaign.json`, 'gzip, br');
    expect(campaign.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(campaign.body).toString())).toEqual({ routes: SCRIPT });
  });

  it('leaves images alone', async () => {
    const answer = await get(`${base}/icon.png`, 'gzip, br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(PNG)).toBe(true);
  });
});

describe('the preview answers the shared links’ pictures as Hosting’s /og/** rewrite does', () => {
  let functions: http.Server;
  let functionsBase: string;
  const asked: string[] = [];

  beforeAll(async () => {
    // A stand-in for the ogImage function on the Functions emulator.
    functions = http.createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url?.includes('junk=')) {
        // The function's answer to a query that is not a picture's own: a redirect to it.
        response.writeHead(301, {
          location: 'card.png?greeting=maveli&name=Anu&v=1',
          'cache-control': 'public, max-age=86400',
        });
        response.end();
        return;
      }
      response.writeHead(200, {
        'content-type': 'image/png',
        'cache-control': 'public, max-age=31536000, immutable',
      });
      response.end(PNG);
    });
    await new Promise<void>((resolve) => functions.listen(0, '127.0.0.1', resolve));
    const address = functions.address();
    functionsBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/demo-onam/asia-south1`;
  });
  afterAll(() => new Promise<void>((resolve) => functions.close(() => resolve())));

  it('passes the path and the query to the function, and its answer back', async () => {
    const root = tempDir('host-build-');
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Onam</title>');
    const server = await startPreviewServer({ target: 'host', root, spa: true, functionsBase });
    try {
      const answer = await get(`${server.base}/og/card.png?greeting=maveli&name=Anu&v=1`);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.body.equals(PNG)).toBe(true);
      expect(asked).toEqual([
        '/demo-onam/asia-south1/ogImage/og/card.png?greeting=maveli&name=Anu&v=1',
      ]);
    } finally {
      server.stop();
    }
  });

  it('passes the function’s redirect on to the browser, as Hosting does, instead of following it', async () => {
    const root = tempDir('host-build-');
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Onam</title>');
    const server = await startPreviewServer({ target: 'host', root, spa: true, functionsBase });
    asked.length = 0;
    try {
      const answer = await get(`${server.base}/og/card.png?greeting=maveli&name=Anu&v=1&junk=1`);
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe('card.png?greeting=maveli&name=Anu&v=1');
      expect(answer.headers['cache-control']).toBe('public, max-age=86400');
      expect(asked).toHaveLength(1);
    } finally {
      server.stop();
    }
  });

  it('says plainly that the pictures need the Functions emulator when none runs', async () => {
    const root = tempDir('host-build-');
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Onam</title>');
    const server = await startPreviewServer({ target: 'host', root, spa: true });
    try {
      const answer = await get(`${server.base}/og/result.png?id=a_b`);
      expect(answer.status).toBe(503);
      expect(answer.body.toString()).toMatch(/Functions emulator/);
    } finally {
      server.stop();
    }
  });
});
