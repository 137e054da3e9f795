import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { readLive } from '@onam/shared/campaign-ops/live-revisions';
import { endCanaryByGuard } from '../campaign/canary-guard';
import { db, now } from '../platform/admin';
import { lookAtCanary } from './guard';
import { answerHealth } from './health-intake';
import { counterBatch, flushOnStop } from '../common/counter-batch';
import {
  HEALTH_COUNTS_EVERY_MS,
  HEALTH_MAX_INSTANCES,
  HEALTH_SHARDS,
} from '@onam/shared/health/health-counters';
import { healthLiveReads } from './live-reads';

/** The live revision, kept 10 s per instance and standing in for a failed read (live-reads.ts). */
const { live, freshLive } = healthLiveReads(() => readLive(db), {
  onStale: (error) => logger.warn('health-live-stale', { error: String(error) }),
});

/**
 * The reports' figures, summed in this instance and written every HEALTH_COUNTS_EVERY_MS to a shard
 * (docs/decisions/070); each report is answered once the write that holds it is made.
 */
const counts = counterBatch(db, { everyMs: HEALTH_COUNTS_EVERY_MS, shards: HEALTH_SHARDS });
flushOnStop(counts);

/**
 * One look of the guard at a time per remote in this instance: the reports that arrive as its
 * lease ends would otherwise all begin a transaction on the remote's one state document at once
 * (the bench's load run: hundreds of retried commits, reports answered after 18 s). The others
 * answer at once; the next report after the look looks again if it is time.
 */
const looking = new Set<string>();
async function oneLookAtATime(remote: string, look: () => Promise<unknown>) {
  if (looking.has(remote)) return;
  looking.add(remote);
  try {
    await look();
  } finally {
    looking.delete(remote);
  }
}

/**
 * POST /health on the host's site (a Hosting rewrite): the pages' health reports per remote
 * version, and the guard that ends a canary worse than its stable version (health-intake.ts,
 * guard.ts). Public, with no App Check: sendBeacon sends no token, and the body is read strictly.
 * An instance takes many reports at once, and writes their figures together.
 */
export const health = onRequest(
  { invoker: 'public', maxInstances: HEALTH_MAX_INSTANCES, concurrency: 80, memory: '256MiB' },
  async (request, response) => {
    const answer = await answerHealth(
      {
        db,
        now,
        live,
        freshLive,
        counts,
        guard: (running, revision) =>
          oneLookAtATime(running.remote, () =>
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
