// A static server for one production build: the build folder, hosting headers from firebase.json,
// and for the host an SPA fallback plus /campaign.json read fresh from disk on every request.
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sirv from 'sirv';
import { hostingHeaders } from './hosting-headers.mjs';

/**
 * @param {{ target: string, root: string, port: number, spa?: boolean, campaignFile?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer({ target, root, port, spa = false, campaignFile }) {
  const headersFor = hostingHeaders(target);
  // dev: read from disk on each request, so a rebuild (or a newly published version) is served at
  // once. The Cache-Control set from firebase.json before sirv runs takes precedence over sirv's.
  const serve = sirv(root, { dev: true, etag: true, dotfiles: false });
  const indexHtml = path.join(root, 'index.html');

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  const handle = async (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const isNavigation = spa && !path.extname(pathname);
    for (const [key, value] of headersFor(isNavigation ? '/index.html' : pathname)) {
      res.setHeader(key, value);
    }
    if (campaignFile && pathname === '/campaign.json') {
      try {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(await readFile(campaignFile));
      } catch {
        res.statusCode = 404;
        res.end('{"error":"no campaign manifest"}');
      }
      return;
    }
    serve(req, res, async () => {
      if (isNavigation) {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(await readFile(indexHtml));
        return;
      }
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
    });
  };

  // "localhost" may resolve to either loopback address: listen on both, and on nothing else.
  /** @type {http.Server[]} */
  const servers = [];
  for (const host of ['127.0.0.1', '::1']) {
    const server = http.createServer(handle);
    try {
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(undefined));
      });
      servers.push(server);
    } catch (error) {
      // No IPv6 loopback on this machine is fine; a port already taken on IPv4 is not.
      if (host === '127.0.0.1') throw error;
    }
  }
  return {
    url: `http://localhost:${port}`,
    close: () =>
      Promise.all(
        servers.map(
          (server) =>
            new Promise((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve(undefined));
            }),
        ),
      ).then(() => undefined),
  };
}
