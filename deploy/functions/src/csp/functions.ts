import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import '../platform/admin';
import { answerCspReport } from './csp-report';

/**
 * The browsers' reports of what a page's Content-Security-Policy blocked, at /csp-report on every
 * site (Hosting rewrites it here; docs/decisions/028). Public, with no App Check: a browser sends
 * reports on its own, with no token. Few instances: reports are small and nobody waits on them.
 * Few at once, too: the Functions Framework reads a whole body (up to Cloud Run's 32 MiB, twice
 * over while it joins the pieces) before answerCspReport can refuse it, so two hostile bodies at
 * once stay within the instance's memory beside the ~100 MB the bundle takes (pnpm bench's soak).
 * A report takes a few milliseconds: five instances with two each still take hundreds a second.
 */
export const cspReport = onRequest(
  { invoker: 'public', maxInstances: 5, concurrency: 2, memory: '256MiB' },
  (request, response) => {
    const answer = answerCspReport({
      method: request.method,
      contentType: request.get('content-type'),
      contentLength: request.get('content-length'),
      body: request.rawBody,
    });
    try {
      if (answer.line) logger.warn('csp-violation', answer.line);
    } catch {
      // Logging must not cost the browser its answer.
    }
    response
      .status(answer.status)
      .set(answer.headers ?? {})
      .end();
  },
);
