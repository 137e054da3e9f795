// A static server for one production build: the build folder, hosting headers from firebase.json,
// /csp-report (which Hosting gives the cspReport function) answered as that function answers, for
// a remote its published versions under /<version>/, and for the host an SPA fallback,
// /campaign.json read fresh from disk on every request, and POST /media-upload, where the local
// backend adapter sends files before keeping them. Responses are compressed as Firebase Hosting
// compresses them (brotli or gzip, as the browser accepts), so what the browser and the bench
// download here is what a visitor downloads (docs/decisions/017).
import http from 'node:http';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { readCampaignText, withBackend } from './campaign-source.mjs';
import { functionRewrites, hostingHeaders } from './hosting-headers.mjs';
import { handleMediaUpload } from '../../host/media-upload.mjs';

/**
 * The live campaign's text from the campaignJson function, or undefined when it has none (503)
 * or does not answer.
 * @param {string} url
 * @returns {Promise<string | undefined>}
 */
async function readLiveCampaign(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A path Hosting gives a function that draws (firebase.json: `/og/**` to ogImage), answered by that
 * function on the Functions emulator, as Hosting's rewrite answers it; a plain 503 when the
 * emulator is not running (the `local` backend has none).
 * @param {string | undefined} functionsBase the emulator's base URL for this project and region
 * @param {string} functionId
 * @param {string} target the request's path and query
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
async function answerFromFunction(functionsBase, functionId, target, req, res) {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  if (!functionsBase) {
    res.statusCode = 503;
    res.setHeader('Cache-Control', 'no-store');
    res.end(
      `${functionId} runs on the Functions emulator: start the preview with --backend=emulated\n`,
    );
    return;
  }
  try {
    const response = await fetch(`${functionsBase}/${functionId}${target}`, {
      method: req.method,
      signal: AbortSignal.timeout(15_000),
      // Hosting hands a function's redirect to the browser (the pictures redirect any address
      // that is not their own); following it here would hide it.
      redirect: 'manual',
    });
    res.statusCode = response.status;
    for (const name of ['content-type', 'cache-control', 'allow', 'location']) {
      const value = response.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    res.statusCode = 502;
    res.setHeader('Cache-Control', 'no-store');
    res.end(`${functionId} did not answer: ${String(error)}\n`);
  }
}

/** The largest health report taken (HEALTH_REPORT_MAX_BYTES in shared/src/health/health-event.ts). */
export const HEALTH_REPORT_MAX_BYTES = 8 * 1024;

/**
 * /health, which Hosting gives the health function: the page's report handed to that function on
 * the Functions emulator with its body, as Hosting's rewrite does. The `local` backend has no
 * emulator and keeps no counters: the report is answered 204 and forgotten, as a beacon expects.
 * @param {string | undefined} functionsBase
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
export async function forwardHealthReport(functionsBase, req, res) {
  res.setHeader('Cache-Control', 'no-store');
  /** @type {Buffer[]} */
  const chunks = [];
  let received = 0;
  for await (const chunk of req) {
    received += chunk.length;
    // The function refuses more anyway; reading on would only let a body fill this process.
    if (received > HEALTH_REPORT_MAX_BYTES) {
      res.statusCode = 413;
      res.setHeader('Connection', 'close');
      res.end();
      req.destroy();
      return;
    }
    chunks.push(chunk);
  }
  if (!functionsBase) {
    res.statusCode = req.method === 'POST' ? 204 : 405;
    res.end();
    return;
  }
  try {
    const response = await fetch(`${functionsBase}/health`, {
      method: req.method,
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    res.statusCode = response.status;
    const allow = response.headers.get('allow');
    if (allow) res.setHeader('Allow', allow);
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    res.statusCode = 502;
    res.end(`health did not answer: ${String(error)}\n`);
  }
}

/** The report types a browser sends (CSP_REPORT_TYPES in deploy/functions/src/csp/csp-report.ts). */
export const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json'];
/** The largest report body taken (CSP_REPORT_MAX_BYTES in deploy/functions/src/csp/csp-report.ts). */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;

/**
 * The path firebase.json rewrites to the cspReport function (/csp-report), answered as the function
 * answers: 204 for a POST of a report type with a small JSON body, 405, 415, 413 or 400 otherwise.
 * Nothing is kept; the blocked address and directive are printed, for the developer.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
export function handleCspReport(req, res) {
  res.setHeader('Cache-Control', 'no-store');
  /** @param {number} status */
  const answer = (status) => {
    if (res.headersSent) return;
    res.statusCode = status;
    res.end();
  };
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    req.resume();
    answer(405);
    return;
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!CSP_REPORT_TYPES.includes(type)) {
    req.resume();
    answer(415);
    return;
  }
  const tooLarge = () => {
    res.setHeader('Connection', 'close');
    answer(413);
    req.destroy();
  };
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > CSP_REPORT_MAX_BYTES) {
    tooLarge();
    return;
  }
  /** @type {Buffer[]} */
  const chunks = [];
  let received = 0;
  req.on('data', (/** @type {Buffer} */ chunk) => {
    received += chunk.length;
    if (received > CSP_REPORT_MAX_BYTES) tooLarge();
    else chunks.push(chunk);
  });
  req.on('end', () => {
    if (res.headersSent) return;
    /** @type {unknown} */
    let json;
    try {
      json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      answer(400);
      return;
    }
    const reports = Array.isArray(json)
      ? json.map((report) => report?.body)
      : [/** @type {{ 'csp-report'?: unknown }} */ (json)?.['csp-report']];
    for (const report of reports.filter((r) => r && typeof r === 'object')) {
      const r = /** @type {Record<string, unknown>} */ (report);
      const directive = r.effectiveDirective ?? r['effective-directive'] ?? r['violated-directive'];
      const blocked = r.blockedURL ?? r['blocked-uri'];
      console.warn(`[preview] CSP blocked ${String(blocked ?? '?')} (${String(directive ?? '?')})`);
    }
    answer(204);
  });
  req.on('error', () => answer(400));
}

/** What the static files answer to; anything else is 405. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * The request's path, or null for a target no browser sends: not a path (`*`, `http://…`), a
 * `%` that does not decode, a NUL, or a segment that starts with a dot (`/.env`, `/..`): the
 * preview serves no dotfile and nothing outside its folders.
 * @param {string | undefined} target
 * @returns {string | null}
 */
export function requestPath(target) {
  if (!target?.startsWith('/')) return null;
  let pathname;
  try {
    // Prefixed rather than resolved against a base: `//x` is a path here, never a host.
    pathname = decodeURIComponent(new URL(`http://localhost${target}`).pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.split(/[\\/]/).some((part) => part.startsWith('.'))) {
    return null;
  }
  return pathname;
}

/**
 * A Range header sirv can serve (one range, start before end), or undefined: a header that is
 * malformed or backwards is ignored, as HTTP allows, and the whole file is sent.
 * @param {string | undefined} range
 */
export function usableRange(range) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(range ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] !== '' && match[2] !== '' && Number(match[1]) > Number(match[2])) return undefined;
  return range;
}

/**
 * The first path segment of a published version ("/0.2.0/…"), as `pnpm release` names them
 * (RELEASE_VERSION in shared/src/campaign-ops/manifest-edit.ts). A build's own folders (js, css) never match.
 */
const VERSION_SEGMENT = /^\/(\d+\.\d+\.\d+(?:-[0-9A-Za-z][0-9A-Za-z.-]*)?)\//;

/**
 * @param {{ target: string, root: string, port: number, spa?: boolean, campaignFile?: string, campaignUrl?: string, backend?: object, versionsRoot?: string, prerender?: (pathname: string, headers?: import('node:http').IncomingHttpHeaders, search?: string) => Promise<string | undefined>, scriptHashes?: string[], functionsBase?: string }} options
 *   backend: served in place of the campaign file's own `backend` (the emulated mode).
 *   versionsRoot: the remote's release tree (deploy/releases/<target>), served under /<version>/.
 *   prerender: the page for a navigation, where there is a prerendered one (deploy/preview/prerender.mjs);
 *   other navigations get the build's app.html. scriptHashes: inline scripts the CSP allows.
 *   functionsBase: the Functions emulator (`http://127.0.0.1:5001/<project>/<region>`), which
 *   answers the paths firebase.json gives a drawing function (the shared links' pictures).
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer({
  target,
  root,
  port,
  spa = false,
  campaignFile,
  campaignUrl,
  backend,
  versionsRoot,
  prerender,
  scriptHashes,
  functionsBase,
}) {
  const headersFor = hostingHeaders(target, { campaignFile, backend, scriptHashes });
  const rewrittenToFunction = functionRewrites(target);
  // dev: read from disk on each request, so a rebuild (or a newly published version) is served at
  // once. The Cache-Control set from firebase.json before sirv runs takes precedence over sirv's.
  const serve = sirv(root, { dev: true, etag: true, dotfiles: false });
  const serveVersion = versionsRoot
    ? sirv(versionsRoot, { dev: true, etag: true, dotfiles: false })
    : null;
  // The page for every route (the host build's app.html; index.html in builds without one).
  const appHtml = existsSync(path.join(root, 'app.html'))
    ? path.join(root, 'app.html')
    : path.join(root, 'index.html');
  /** @param {http.ServerResponse} res */
  const notFound = (res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found');
  };

  /**
   * @param {http.ServerResponse} res
   * @param {number} status
   * @param {string} text
   */
  const plain = (res, status, text) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(text);
  };

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  const handleUncompressed = async (req, res) => {
    const pathname = requestPath(req.url);
    if (pathname === null) {
      // A dotfile or a path outside the folders is simply not here.
      if (req.url?.startsWith('/')) notFound(res);
      else plain(res, 400, 'Bad request');
      return;
    }
    if (target === 'host' && pathname === '/media-upload') {
      handleMediaUpload(req, res);
      return;
    }
    // Paths Hosting gives a function (firebase.json's rewrites): answered here as it answers.
    if (rewrittenToFunction(pathname) === 'cspReport') {
      handleCspReport(req, res);
      return;
    }
    if (rewrittenToFunction(pathname) === 'health') {
      await forwardHealthReport(functionsBase, req, res);
      return;
    }
    if (rewrittenToFunction(pathname) === 'ogImage') {
      const at = (req.url ?? '').indexOf('?');
      const search = at >= 0 ? (req.url ?? '').slice(at) : '';
      await answerFromFunction(functionsBase, 'ogImage', `${pathname}${search}`, req, res);
      return;
    }
    if (!READ_METHODS.has(req.method ?? '')) {
      req.resume();
      res.setHeader('Allow', 'GET, HEAD');
      plain(res, 405, 'Method not allowed');
      return;
    }
    const range = usableRange(req.headers.range);
    if (range === undefined) delete req.headers.range;
    const isNavigation = spa && !path.extname(pathname);
    for (const [key, value] of headersFor(isNavigation ? '/index.html' : pathname)) {
      res.setHeader(key, value);
    }
    if (versionsRoot && pathname === '/versions.json') {
      // The published versions (`pnpm release` writes the index): none yet is an empty list.
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(
        await readFile(path.join(versionsRoot, 'versions.json'), 'utf8').catch(
          () => '{ "versions": [] }\n',
        ),
      );
      return;
    }
    if (campaignUrl && pathname === '/campaign.json') {
      // The live host: /campaign.json from the campaignJson function, as Hosting's rewrite
      // answers it in production (docs/decisions/034), with the backend section of this mode.
      const live = await readLiveCampaign(campaignUrl);
      if (live !== undefined) {
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(withBackend(live, backend));
        return;
      }
      // Nothing live yet, or the function down: the file, as the CDN would keep its last copy.
    }
    if (campaignFile && pathname === '/campaign.json') {
      try {
        // In production the campaignJson function answers (firebase.json), cached at the CDN; the
        // preview has no CDN and reads the file afresh, so browsers revalidate every time.
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(await readCampaignText(campaignFile, backend));
      } catch {
        res.statusCode = 404;
        res.end('{"error":"no campaign manifest"}');
      }
      return;
    }
    if (isNavigation && prerender) {
      const at = (req.url ?? '').indexOf('?');
      const page = await prerender(pathname, req.headers, at >= 0 ? (req.url ?? '').slice(at) : '');
      if (page !== undefined) {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(page);
        return;
      }
    }
    const serveFile = serveVersion && VERSION_SEGMENT.test(pathname) ? serveVersion : serve;
    await new Promise((resolve, reject) => {
      // sirv pipes a file's stream with no error handler (and at once, within serveFile): a file
      // it found and then could not open (removed in between) would stop the whole server.
      res.once('pipe', (source) => source.once('error', reject));
      serveFile(req, res, () => {
        if (!isNavigation || serveFile !== serve) {
          notFound(res);
          resolve(undefined);
          return;
        }
        readFile(appHtml).then((page) => {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(page);
          resolve(undefined);
        }, reject);
      });
      res.once('finish', () => resolve(undefined));
      res.once('close', () => resolve(undefined));
    });
  };

  /**
   * Every request gets an answer and the server keeps serving: whatever a handler throws (a
   * rebuild that removed app.html, a file that vanished mid-read) becomes a 500 for that request,
   * or, once its head was written, a connection closed (the browser's network error, retried).
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  const answerSafely = (req, res) =>
    handleUncompressed(req, res).catch((/** @type {unknown} */ error) => {
      console.error(`[preview] ${req.method} ${req.url}: ${String(error)}`);
      if (res.headersSent) res.destroy();
      else plain(res, 500, 'The preview could not answer this request');
    });

  // Text types (scripts, styles, HTML, JSON, SVG) over 1 KB; images and fonts are compressed already.
  // The middleware is typed for Express; it needs nothing of Express beyond Node's own objects.
  const compress =
    /** @type {(req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void} */ (
      /** @type {unknown} */ (compression())
    );
  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  const handle = (req, res) => compress(req, res, () => void answerSafely(req, res));

  // "localhost" may resolve to either loopback address: listen on both, and on nothing else.
  /** @type {http.Server[]} */
  const servers = [];
  for (const host of ['127.0.0.1', '::1']) {
    const server = http.createServer(handle);
    // CONNECT is no request for a file server: say so rather than drop the connection.
    server.on('connect', (_req, socket) => {
      socket.end(
        'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\n\r\n',
      );
    });
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
