// POST /health (a Hosting rewrite): the pages' health reports (shared/src/health/health-event.ts),
// added to the five-minute counters of each remote version they name with one batched write to
// one shard picked at random (docs/decisions/049 has the arithmetic). Anyone can post here, so the
// body is read strictly and only versions the live manifest runs are counted: a report of any other
// version (a page older than the last swap, or made up) is answered and forgotten. After the write
// the guard looks at any remote with a running canary (guard.ts).
//
// It never throws past its handler: a request it cannot read is a 4xx, a Firestore it cannot reach
// a 503 (the page does not retry: a beacon is fire and forget). A live read that fails is answered
// with the revision last read, up to 5 minutes old (live-reads.ts), so a slow Firestore costs no
// reports on an instance that has read it once.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import {
  HEALTH_SHARDS,
  incrementsOf,
  windowShards,
  shardDoc,
  windowKey,
} from '@onam/shared/health/health-counters';
import { HEALTH_REPORT_MAX_BYTES, type HealthBatch } from '@onam/shared/health/health-event';
import { parseHealthReport } from '@onam/shared/health/health-parse';
import {
  isKnownVersion,
  remoteVersionsOf,
  type RemoteVersions,
} from '@onam/shared/health/running-canary';
import type { LiveDoc } from '@onam/shared/campaign-ops/live-revisions';
import { asFixedCost } from '../common/cost-centre';
import type { CounterBatch } from '../common/counter-batch';

/** What sendBeacon sends a string as, and what a script may send. */
export const HEALTH_CONTENT_TYPES = ['text/plain', 'application/json'] as const;

export interface HealthRequest {
  method: string;
  contentType: string | undefined;
  contentLength: string | undefined;
  body: Buffer | undefined;
}

export interface HealthDeps {
  db: Firestore;
  now: () => Date;
  /** The live revision, bounded, kept a little, stale when a read fails (live-reads.ts). */
  live: () => Promise<LiveDoc | undefined>;
  /**
   * The live revision read again, kept only a moment (functions.ts): asked when a report names a
   * version the kept revision does not run, which is what every page reports in the seconds after
   * an operator starts a canary. Kept briefly, so made-up versions cost at most one read per
   * instance every few seconds.
   */
  freshLive?: () => Promise<LiveDoc | undefined>;
  /** 0 ≤ n < 1: which shard takes this request's write. */
  random?: () => number;
  /**
   * The instance's batch of counters (common/counter-batch.ts): the report's figures wait in it
   * for the instance's next write, and the 204 waits for that write. Without it, each report is
   * its own write.
   */
  counts?: CounterBatch;
  /** Looks at a remote's running canary after its figures were written (guard.ts). */
  guard?: (versions: RemoteVersions, live: LiveDoc) => Promise<unknown>;
  /** Told what went wrong on the server side, for the logs. */
  onError?: (what: string, error: unknown) => void;
}

export interface HealthAnswer {
  status: 204 | 400 | 405 | 413 | 415 | 503;
  headers?: Record<string, string>;
  /** Batches counted (the rest named versions the live manifest does not run). */
  counted?: number;
}

async function answer(deps: HealthDeps, request: HealthRequest): Promise<HealthAnswer> {
  if (request.method !== 'POST') return { status: 405, headers: { Allow: 'POST' } };
  const type = (request.contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (!HEALTH_CONTENT_TYPES.some((known) => known === type)) return { status: 415 };
  const declared = Number(request.contentLength);
  const body = request.body ?? Buffer.alloc(0);
  if (
    (Number.isFinite(declared) && declared > HEALTH_REPORT_MAX_BYTES) ||
    body.length > HEALTH_REPORT_MAX_BYTES
  ) {
    return { status: 413 };
  }
  const report = parseHealthReport(body.toString('utf8'));
  if (!report) return { status: 400 };

  let live: LiveDoc | undefined;
  try {
    live = await deps.live();
  } catch (error) {
    deps.onError?.('health-live-read-failed', error);
    return { status: 503 };
  }
  // Only the versions the live revision runs are counted; one it does not know may have gone live
  // since the kept read, so it is read again before the batch is dropped.
  const knownIn = (doc: LiveDoc | undefined) => {
    const versions = doc
      ? remoteVersionsOf(JSON.parse(doc.manifest))
      : new Map<string, RemoteVersions>();
    const known = report.batches.filter((batch) =>
      isKnownVersion(versions, batch.remote, batch.version),
    );
    return { versions, known };
  };
  let { versions, known } = knownIn(live);
  if (known.length < report.batches.length && deps.freshLive) {
    try {
      const fresh = await deps.freshLive();
      if (fresh && (!live || fresh.revision > live.revision)) {
        live = fresh;
        ({ versions, known } = knownIn(fresh));
      }
    } catch (error) {
      // Whether the others run cannot be told. Counting only the versions the kept revision knows
      // would count a report's stable side and drop its canary's (a canary that has just started
      // is what the kept revision does not know yet), which biases the guard: nothing is counted,
      // and a client that sends again may.
      deps.onError?.('health-live-refresh-failed', error);
      return { status: 503 };
    }
  }
  // Nothing live runs no version to count (a site before its first go-live): nothing is wrong
  // with the request.
  if (!live) return { status: 204, counted: 0 };
  if (known.length === 0) return { status: 204, counted: 0 };

  const window = windowKey(deps.now());
  try {
    await writeFigures(deps, known, window);
  } catch (error) {
    deps.onError?.('health-write-failed', error);
    return { status: 503 };
  }

  const { guard } = deps;
  if (guard) {
    const revision = live;
    const remotes = new Set(known.map((batch) => batch.remote));
    for (const remote of remotes) {
      const running = versions.get(remote);
      if (!running?.canary) continue;
      try {
        // A cost of the canary running, not of the visitor who reported (the bench's bill).
        await asFixedCost('guard look', () => guard(running, revision));
      } catch (error) {
        // The figures are written; a guard that failed looks again at the next report.
        deps.onError?.('health-guard-failed', error);
      }
    }
  }
  return { status: 204, counted: known.length };
}

/** The known batches' figures into their versions' shards of `window`: batched, or one write. */
async function writeFigures(deps: HealthDeps, known: readonly HealthBatch[], window: string) {
  const { counts } = deps;
  if (counts) {
    await Promise.all(
      known.map((batch) =>
        counts.add(windowShards(batch.remote, batch.version, window), incrementsOf(batch)),
      ),
    );
    return;
  }
  const shard = Math.floor((deps.random ?? Math.random)() * HEALTH_SHARDS) % HEALTH_SHARDS;
  const write = deps.db.batch();
  for (const batch of known) {
    const increments = Object.fromEntries(
      Object.entries(incrementsOf(batch)).map(([field, by]) => [field, FieldValue.increment(by)]),
    );
    write.set(deps.db.doc(shardDoc(batch.remote, batch.version, window, shard)), increments, {
      merge: true,
    });
  }
  await write.commit();
}

/** What to answer a request to /health. Never throws. */
export async function answerHealth(
  deps: HealthDeps,
  request: HealthRequest,
): Promise<HealthAnswer> {
  try {
    return await answer(deps, request);
  } catch (error) {
    deps.onError?.('health-failed', error);
    return { status: 503 };
  }
}
