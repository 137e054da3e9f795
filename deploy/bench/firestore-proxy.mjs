// A counting proxy on loopback in front of the Firestore emulator, for the page's two SDKs: every
// request and answer passes through unchanged (streamed as it comes, so a listener's hanging GET
// stays live), and on the way the documents the page's listeners and one-off reads were sent,
// and those its writes wrote, are kept by path (channel-count.mjs says what counts). The functions
// reach the emulator directly: the shim counts theirs (bill-shim.cjs).
import http from 'node:http';
import { StringDecoder } from 'node:string_decoder';
import { channelFrames, listenReads, restReads, writtenByPage } from './channel-count.mjs';

/**
 * @typedef {{ read: string[], written: string[] }} PageOperations
 *   read: a path per billed read the wire showed; written: a path per billed write
 */

/**
 * @param {{ port: number, target: string }} options port 0 for any free one; target:
 *   `http://127.0.0.1:8080`
 */
export async function startFirestoreProxy({ port, target }) {
  /** @type {PageOperations} */
  const counted = { read: [], written: [] };
  const listened = listenReads();
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '').split('?')[0] ?? '';
    // Answers uncompressed, so they can be read on the way.
    const headers = { ...req.headers };
    delete headers['accept-encoding'];
    /** @type {Buffer[]} */
    const body = [];
    req.on('data', (chunk) => body.push(chunk));
    const upstream = http.request(
      `${target}${req.url}`,
      { method: req.method, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        const ok = (answer.statusCode ?? 500) < 300;
        if (ok && req.method === 'GET' && pathname.endsWith('/Listen/channel')) {
          const session = new URL(req.url ?? '', 'http://x').searchParams.get('SID') ?? '';
          const decoder = new StringDecoder('utf8');
          const frames = channelFrames();
          answer.on('data', (/** @type {Buffer} */ chunk) => {
            for (const message of frames.push(decoder.write(chunk))) {
              const read = listened.push(session, message);
              if (read) counted.read.push(read);
            }
          });
        } else if (ok && /:(batchGet|runQuery)$/.test(pathname)) {
          /** @type {Buffer[]} */
          const answered = [];
          answer.on('data', (/** @type {Buffer} */ chunk) => answered.push(chunk));
          answer.on('end', () => {
            try {
              const json = JSON.parse(Buffer.concat(answered).toString('utf8'));
              counted.read.push(...restReads(pathname, json));
            } catch {
              // Not JSON: nothing the page was sent.
            }
          });
        }
        if (ok && req.method === 'POST') {
          counted.written.push(...writtenByPage(pathname, Buffer.concat(body).toString('utf8')));
        }
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  // A listener's GET hangs for as long as the emulator keeps it: no time limit of this server's.
  server.requestTimeout = 0;
  server.headersTimeout = 0;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    counted,
    /** host:port, as the manifest's `backend.emulators.firestore` takes it. */
    host: `127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
