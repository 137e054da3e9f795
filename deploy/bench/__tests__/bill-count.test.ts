/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  cdnKeeps,
  countRequest,
  countStreamMessage,
  countWriteChannelBody,
  functionOf,
  hostingTransfer,
  queryMinimum,
  readPath,
  writeChannelPaths,
  writtenPaths,
} from '../bill-count.cjs';
import { startCountingProxy } from '../bill-proxy.mjs';

const rpc = (name: string) => `/google.firestore.v1.Firestore/${name}`;

describe('the functions’ Firestore operations, as Firestore bills them', () => {
  it('counts each write of a commit, and a delete as a delete', () => {
    const commit = {
      writes: [{ update: {} }, { update: {}, updateTransforms: [{}] }, { delete: 'x' }],
    };
    expect(countRequest(rpc('Commit'), commit)).toEqual({ reads: 0, writes: 2, deletes: 1 });
    expect(countRequest(rpc('BatchWrite'), { writes: [{ update: {} }] })).toEqual({
      reads: 0,
      writes: 1,
      deletes: 0,
    });
    expect(countRequest(rpc('BeginTransaction'), {})).toEqual({ reads: 0, writes: 0, deletes: 0 });
  });

  it('counts a batch get’s documents found and missing alike, one read each', () => {
    const batch = rpc('BatchGetDocuments');
    expect(countStreamMessage(batch, { found: { name: 'a' } }).reads).toBe(1);
    expect(countStreamMessage(batch, { missing: 'b' }).reads).toBe(1);
    expect(countStreamMessage(batch, { transaction: 't' }).reads).toBe(0);
    expect(queryMinimum(batch, 0)).toBe(0);
  });

  it('counts a query’s documents, and one read for a query that matched nothing', () => {
    const query = rpc('RunQuery');
    expect(countStreamMessage(query, { document: { name: 'a' }, readTime: {} }).reads).toBe(1);
    expect(countStreamMessage(query, { readTime: {} }).reads).toBe(0);
    expect(queryMinimum(query, 0)).toBe(1);
    expect(queryMinimum(query, 3)).toBe(0);
    expect(queryMinimum(rpc('RunAggregationQuery'), 0)).toBe(1);
  });
});

describe('the page’s writes, from its Write channel', () => {
  it('counts the writes in each request of a form body', () => {
    const body = new URLSearchParams({
      count: '2',
      ofs: '0',
      req0___data__: JSON.stringify({ streamToken: 'x', writes: [{ update: {} }] }),
      req1___data__: JSON.stringify({ writes: [{ update: {} }, { delete: 'p' }] }),
    }).toString();
    expect(countWriteChannelBody(body)).toEqual({ reads: 0, writes: 2, deletes: 1 });
    expect(countWriteChannelBody('req0___data__=%7Bnot json')).toEqual({
      reads: 0,
      writes: 0,
      deletes: 0,
    });
  });
});

describe('which function a request reaches, and whether the CDN keeps its answer', () => {
  it('names the function from the emulator’s path', () => {
    expect(functionOf('/demo-onam/asia-south1/submitPlay')).toBe('submitPlay');
    expect(functionOf('/demo-onam/asia-south1/pages/game?x=1')).toBe('pages');
    expect(functionOf('/')).toBeUndefined();
  });

  it('keeps a public answer with a shared or browser age, never a private one', () => {
    expect(cdnKeeps('public, max-age=300, s-maxage=3600')).toBe(true);
    expect(cdnKeeps('public, s-maxage=60')).toBe(true);
    expect(cdnKeeps('private, max-age=300')).toBe(false);
    expect(cdnKeeps('no-store')).toBe(false);
    expect(cdnKeeps('public, max-age=0')).toBe(false);
    expect(cdnKeeps(undefined)).toBe(false);
  });
});

describe('the counting proxy', () => {
  it('passes requests through and counts them by function, preflights apart', async () => {
    const upstream = http.createServer((req, res) => {
      const cached = req.url?.includes('/pages');
      res.writeHead(200, { 'cache-control': cached ? 'public, s-maxage=600' : 'private' });
      res.end(`answered ${req.method} ${req.url}`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    const proxy = await startCountingProxy({ port: 0, target: `http://127.0.0.1:${port}` });
    try {
      const base = `${proxy.url}/demo-onam/asia-south1`;
      const answer = await fetch(`${base}/submitPlay`, { method: 'POST', body: '{}' });
      expect(await answer.text()).toBe('answered POST /demo-onam/asia-south1/submitPlay');
      await (await fetch(`${base}/submitPlay`, { method: 'OPTIONS' })).text();
      await (await fetch(`${base}/pages/game`)).text();
      expect(proxy.counts).toEqual({
        submitPlay: { requests: 1, preflights: 1, cdnKept: 0 },
        pages: { requests: 1, preflights: 0, cdnKept: 1 },
      });
    } finally {
      await proxy.close();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});

describe('the documents by path, for the peak model', () => {
  const name = (at: string) => `projects/demo-onam/databases/(default)/documents/${at}`;

  it('names every document a commit writes, deletes and transforms included', () => {
    expect(
      writtenPaths(rpc('Commit'), {
        writes: [
          { update: { name: name('stats/u1') } },
          { transform: { document: name('now/2026-08-26/shards/3') } },
          { delete: name('plays/old') },
        ],
      }),
    ).toEqual(['stats/u1', 'now/2026-08-26/shards/3', 'plays/old']);
    expect(writtenPaths(rpc('BeginTransaction'), {})).toEqual([]);
  });

  it('names the document each streamed answer read', () => {
    expect(readPath(rpc('BatchGetDocuments'), { found: { name: name('boards/pookalam') } })).toBe(
      'boards/pookalam',
    );
    expect(readPath(rpc('BatchGetDocuments'), { missing: name('stats/u2') })).toBe('stats/u2');
    expect(readPath(rpc('RunQuery'), { document: { name: name('boards/dress/tally/7') } })).toBe(
      'boards/dress/tally/7',
    );
    expect(readPath(rpc('RunQuery'), { readTime: {} })).toBeNull();
  });

  it('names what the web SDK’s Write channel commits', () => {
    const body = new URLSearchParams({
      req0___data__: JSON.stringify({ writes: [{ update: { name: name('profiles/u1') } }] }),
    }).toString();
    expect(writeChannelPaths(body)).toEqual(['profiles/u1']);
  });
});

describe('what Hosting sends for a journey', () => {
  const host = 'http://localhost:4200';
  const games = 'http://localhost:4201';

  it('adds the headers and bodies of the responses from Hosting’s origins, and only theirs', () => {
    const transfer = hostingTransfer(
      [
        { url: `${host}/game`, headersBytes: 400, bodyBytes: 9_000 },
        { url: `${games}/assets/board.3f2a.js`, headersBytes: 300, bodyBytes: 41_000 },
        // The Firestore and Auth emulators, and the callables' origin, are not Hosting.
        {
          url: 'http://127.0.0.1:8080/v1/projects/p/databases/(default)/documents:commit',
          headersBytes: 200,
          bodyBytes: 500,
        },
        {
          url: 'http://127.0.0.1:5201/p/asia-south1/submitPlay',
          headersBytes: 200,
          bodyBytes: 300,
        },
      ],
      [host, games],
    );
    expect(transfer).toEqual({
      bytes: 400 + 9_000 + 300 + 41_000,
      responses: 2,
      byOrigin: { [host]: 9_400, [games]: 41_300 },
    });
  });

  it('counts nothing for an answer that never crossed the wire (the cache’s), and nothing for no journey', () => {
    expect(
      hostingTransfer([{ url: `${host}/sw.js`, headersBytes: -1, bodyBytes: 0 }], [host]),
    ).toEqual({ bytes: 0, responses: 1, byOrigin: { [host]: 0 } });
    expect(hostingTransfer([], [host])).toEqual({ bytes: 0, responses: 0, byOrigin: {} });
  });
});
