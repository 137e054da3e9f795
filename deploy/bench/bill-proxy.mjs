// A counting proxy on loopback in front of the Functions emulator: every request the journey
// sends a function passes through it and is tallied by function, apart from CORS preflights (a
// function answers those too, and is billed for them) and from answers the CDN may keep
// (bill-count.cjs `cdnKeeps`). The Functions emulator itself keeps no such count.
import http from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { cdnKeeps, functionOf } = require('./bill-count.cjs');

/**
 * @typedef {{ requests: number, preflights: number, cdnKept: number }} FunctionCount
 */

/**
 * @param {{ port: number, target: string }} options port 0 for any free one; target:
 *   `http://127.0.0.1:<port>`
 */
export async function startCountingProxy({ port, target }) {
  /** @type {Record<string, FunctionCount>} */
  const counts = {};
  const server = http.createServer((req, res) => {
    const name = functionOf(req.url ?? '') ?? '(none)';
    const count = (counts[name] ??= { requests: 0, preflights: 0, cdnKept: 0 });
    const upstream = http.request(
      `${target}${req.url}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        if (req.method === 'OPTIONS') count.preflights += 1;
        else {
          count.requests += 1;
          if (cdnKeeps(String(answer.headers['cache-control'] ?? ''))) count.cdnKept += 1;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    counts,
    url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
