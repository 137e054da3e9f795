/** @jest-environment node */
import http from 'node:http';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { removeTempDirs, startPreviewServer, tempDir } from '../../cli/__tests__/fixtures';

afterAll(removeTempDirs);

const REPORT = JSON.stringify({ v: 1, visit: 'visit-0001', batches: [] });

async function previewWith(functionsBase?: string) {
  const root = tempDir('host-build-');
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Onam</title>');
  return startPreviewServer({
    target: 'host',
    root,
    spa: true,
    ...(functionsBase && { functionsBase }),
  });
}

describe('the preview answers /health as Hosting’s rewrite to the health function does', () => {
  let functions: http.Server;
  let functionsBase: string;
  const asked: { url?: string; type?: string; body: string }[] = [];

  beforeAll(async () => {
    // A stand-in for the health function on the Functions emulator.
    functions = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        asked.push({
          url: request.url,
          type: request.headers['content-type'],
          body: Buffer.concat(chunks).toString(),
        });
        response.writeHead(204);
        response.end();
      });
    });
    await new Promise<void>((resolve) => functions.listen(0, '127.0.0.1', resolve));
    const address = functions.address();
    functionsBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/demo-onam/asia-south1`;
  });
  afterAll(() => new Promise<void>((resolve) => functions.close(() => resolve())));

  it('hands the report, body and type, to the function and its answer back', async () => {
    const server = await previewWith(functionsBase);
    try {
      const answer = await fetch(`${server.base}/health`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: REPORT,
      });
      expect(answer.status).toBe(204);
      expect(asked).toEqual([
        {
          url: '/demo-onam/asia-south1/health',
          type: 'text/plain;charset=UTF-8',
          body: REPORT,
        },
      ]);
    } finally {
      server.stop();
    }
  });

  it('answers and forgets a report when no emulator keeps counters (the local backend)', async () => {
    const server = await previewWith();
    try {
      const answer = await fetch(`${server.base}/health`, { method: 'POST', body: REPORT });
      expect(answer.status).toBe(204);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    } finally {
      server.stop();
    }
  });
});
