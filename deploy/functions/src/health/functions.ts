import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { readLive } from '@onam/shared/campaign-ops/live-revisions';
import {
  boundedRead,
  FIRESTORE_FIRST_READ_TIMEOUT_MS as firstTimeoutMs,
  FIRESTORE_READ_TIMEOUT_MS as timeoutMs,
} from '../common/bounded-read';
import { endCanaryByGuard } from '../campaign/canary-guard';
import { db, now } from '../platform/admin';
import { lookAtCanary } from './guard';
import { answerHealth } from './health-intake';

/**
 * The live revision, read at most once every 10 s per instance: reports need only to know which
 * versions run, and a version swapped a few seconds ago is still worth counting.
 */
const live = boundedRead(() => readLive(db), { timeoutMs, firstTimeoutMs, keepMs: 10_000 });
/** The same read when a report names a version the kept one does not run: at most one per 2 s. */
const freshLive = boundedRead(() => readLive(db), { timeoutMs, firstTimeoutMs, keepMs: 2_000 });

/**
 * POST /health on the host's site (a Hosting rewrite): the pages' health reports per remote
 * version, and the guard that ends a canary worse than its stable version (health-intake.ts,
 * guard.ts). Public, with no App Check: sendBeacon sends no token, and the body is read strictly.
 * A report is one batched write, so an instance takes many at once.
 */
export const health = onRequest(
  { invoker: 'public', maxInstances: 20, concurrency: 80, memory: '256MiB' },
  async (request, response) => {
    const answer = await answerHealth(
      {
        db,
        now,
        live,
        freshLive,
        guard: (running, revision) =>
          lookAtCanary(
            {
              db,
              now,
              endCanary: async (remote, version, reason) => {
                const outcome = await endCanaryByGuard(db, remote, reason, { version, now });
                logger.warn('health-guard-ended-canary', { remote, version, reason, outcome });
                return outcome.ended ? outcome.revision : null;
              },
            },
            running,
            revision,
          ),
        onError: (what, error) => logger.error(what, { error: String(error) }),
      },
      {
        method: request.method,
        contentType: request.get('content-type'),
        contentLength: request.get('content-length'),
        body: request.rawBody,
      },
    );
    response
      .status(answer.status)
      .set(answer.headers ?? {})
      .end();
  },
);
