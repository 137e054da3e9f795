// A soak of the HTTP functions (`pnpm bench --soak-only`, and part of the full bench): does each
// stay fast and flat in memory over thousands of requests? For each of ogImage, pages,
// campaignJson, cspReport and health, ONE process runs that function as deployed: the built bundle
// (deploy/functions/lib/index.js, what `firebase deploy` ships) behind an express app that parses
// bodies as Google's Functions Framework does (every content type, up to 32 MB, before the
// function runs), on a node:http server on 127.0.0.1. Firestore is the emulator, in a project of
// the soak's own (demo-soak), seeded with a live campaign and saved plays, and emptied afterwards.
// Requests go one function at a time, a few at once (about an instance's concurrency), each
// distinct where the CDN would let it through: distinct pictures, pages across paths, languages and
// shared links, campaign.json with and without its ETag, CSP reports good, bad and too big, health
// reports of a running canary and its stable version (so the guard looks, every 30 s) with some
// of a version nobody runs, bad and too big.
// Printed per function: requests a second, p50/p95 latency, the server's resident memory (RSS)
// at the start, the middle and the end, as it is and after a forced full GC (said so), its peak,
// and the answers that were not the expected ones; the target: the second half adds under 25 MB
// of RSS (as it is), and no error. Bounded in count and in time (each function has a time
// budget; what was done by then is what is reported). Loopback only.
import { startFunctionServer } from './function-server.mjs';
import { designOf, clear, FIRESTORE, PROJECT, seed, servedGames } from './soak-data.mjs';
import { campaignPlan, cspPlan, healthPlan, ogPlan, pagesPlan } from './soak-plans.mjs';

/** The target: the second half of a soak adds less than this to the server's RSS. */
export const SECOND_HALF_TARGET_MB = 25;
const MB = 1024 * 1024;

/**
 * @typedef {import('./soak-plans.mjs').SoakRequest} SoakRequest
 * @typedef {import('./soak-plans.mjs').Plan} Plan
 * @typedef {{ rss: number, heapUsed: number, external: number, maxRss: number }} Memory
 * @typedef {{ asIs: Memory, afterGc: Memory }} Reading
 */

// ---------------------------------------------------------------------------------------------
// Driving a plan against its server.

/**
 * The nearest-rank percentile (NaN for no values): the soak's, the family soak's and the load run's.
 * @param {number[]} values @param {number} p
 */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** @param {string} base @returns {Promise<Reading>} */
async function reading(base) {
  const response = await fetch(`${base}/__bench/memory`);
  return /** @type {Reading} */ (await response.json());
}

/**
 * @param {Plan} plan
 * @param {{ design: string, liveEtag: string }} context
 * @param {(line: string) => void} log
 */
async function soakOne(plan, context, log) {
  const server = startFunctionServer(plan.name, { project: PROJECT, firestore: FIRESTORE });
  const base = `http://127.0.0.1:${await server.port}`;
  try {
    const requests = plan.requests(context);
    /** @param {SoakRequest} request */
    const send = async (request) => {
      const started = performance.now();
      try {
        const response = await fetch(`${base}${request.path}`, {
          method: request.method ?? 'GET',
          headers: request.headers,
          body: request.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - started };
      } catch (error) {
        return { status: 0, ms: performance.now() - started, error: String(error) };
      }
    };
    // Warm-up: the first picture loads HarfBuzz and the fonts, the first page the renderer, the
    // first read opens Firestore's connection. Not counted.
    for (const request of requests.slice(0, 10)) await send(request);
    const start = await reading(base);
    /** @type {Reading | undefined} */
    let middle;
    /** @type {number[]} */
    const latencies = [];
    /** @type {Record<string, number>} */
    const statuses = {};
    /** @type {string[]} */
    const errors = [];
    const half = Math.floor(requests.length / 2);
    const began = performance.now();
    let next = 0;
    let done = 0;
    let failed = 0;
    let pausedAtHalf = false;
    /** @type {(() => void) | undefined} */
    let resumeAfterHalf;
    const halfway = new Promise((resolve) => {
      resumeAfterHalf = () => resolve(undefined);
    });
    const worker = async () => {
      while (next < requests.length) {
        if (performance.now() - began > plan.budgetMs) return;
        const index = next;
        next += 1;
        if (index === half) {
          // The middle reading is taken with the first half answered and nothing in flight.
          while (done < half) await new Promise((resolve) => setTimeout(resolve, 5));
          pausedAtHalf = true;
          middle = await reading(base);
          resumeAfterHalf?.();
        } else if (index > half && !pausedAtHalf) {
          await halfway;
        }
        const request = /** @type {SoakRequest} */ (requests[index]);
        const answer = await send(request);
        latencies.push(answer.ms);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (!request.expect.includes(answer.status)) failed += 1;
        if (!request.expect.includes(answer.status) && errors.length < 20) {
          errors.push(
            `${request.method ?? 'GET'} ${request.path.slice(0, 80)}: ${answer.status} ${answer.error ?? ''}`.trim(),
          );
        }
        done += 1;
      }
    };
    await Promise.all(Array.from({ length: plan.concurrency }, worker));
    const seconds = (performance.now() - began) / 1000;
    const end = await reading(base);
    const result = {
      requests: done,
      planned: requests.length,
      concurrency: plan.concurrency,
      seconds,
      perSecond: done / seconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      statuses,
      errors: failed,
      errorSamples: errors,
      memory: { start, middle: middle ?? end, end, peakRss: end.asIs.maxRss },
      secondHalfMb: (end.asIs.rss - (middle ?? end).asIs.rss) / MB,
      secondHalfAfterGcMb: (end.afterGc.rss - (middle ?? end).afterGc.rss) / MB,
    };
    if (done < requests.length) {
      log(
        `${plan.name}: time budget of ${plan.budgetMs / 1000} s reached after ${done} of ${requests.length} requests`,
      );
    }
    return result;
  } finally {
    await server.stop();
  }
}

/**
 * The soak: seeds the emulator, runs each function's plan in turn, and empties the project.
 * The bundle must be built (`pnpm --filter @onam/functions build`) and the Firestore emulator up.
 * @param {{ pictures?: number, pages?: number, campaign?: number, reports?: number, health?: number, only?: string[], log?: (line: string) => void }} [options]
 */
export async function measureSoak({
  pictures = 2000,
  pages = 10_000,
  campaign = 3000,
  reports = 3000,
  health = 3000,
  only,
  log = (line) => console.log(`[soak] ${line}`),
} = {}) {
  const { ids, etag } = await seed(300);
  log(`seeded ${PROJECT} on ${FIRESTORE}: a live campaign and ${ids.length} saved plays`);
  // The games' current build served and recorded in the soak's release registry, as a version's
  // Hosting folder and its record are: the game pages are drawn with its server part.
  const games = await servedGames();
  // The design the pictures are at: what a picture's redirect names.
  const design = await designOf();
  const plans = [
    ogPlan({ pictures, ids }),
    pagesPlan({ pages, ids }),
    campaignPlan({ reads: campaign }),
    cspPlan({ reports }),
    healthPlan({ reports: health }),
  ].filter((plan) => !only || only.includes(plan.name));
  /** @type {Record<string, Awaited<ReturnType<typeof soakOne>>>} */
  const results = {};
  try {
    for (const plan of plans) {
      log(`${plan.name}: ${plan.concurrency} at once, one process`);
      results[plan.name] = await soakOne(plan, { design, liveEtag: etag }, log);
    }
  } finally {
    await games.close();
    await clear();
  }
  return results;
}

const mib = (/** @type {number} */ bytes) => `${(bytes / MB).toFixed(0)} MB`;

/**
 * Prints the figures, with the targets beside them.
 * @param {Awaited<ReturnType<typeof measureSoak>>} results
 */
export function printSoak(results) {
  console.log('');
  console.log(
    `HTTP functions soaked, one process each on 127.0.0.1 (the built bundle), Firestore on the emulator:`,
  );
  console.log(
    `  RSS of the function's process at the start / middle / end of the soak, as it is, and [after a forced full GC];`,
  );
  console.log(
    `  targets: the second half adds under ${SECOND_HALF_TARGET_MB} MB of RSS (as it is), no unexpected answer`,
  );
  for (const [name, r] of Object.entries(results)) {
    const m = r.memory;
    const met = r.secondHalfMb < SECOND_HALF_TARGET_MB && r.errors === 0;
    console.log(
      `  ${name.padEnd(12)} ${String(r.requests).padStart(6)} requests (${r.concurrency} at once) in ${r.seconds.toFixed(1)} s: ${r.perSecond.toFixed(0)}/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`,
    );
    console.log(
      `  ${''.padEnd(12)} RSS ${mib(m.start.asIs.rss)} / ${mib(m.middle.asIs.rss)} / ${mib(m.end.asIs.rss)} [${mib(m.start.afterGc.rss)} / ${mib(m.middle.afterGc.rss)} / ${mib(m.end.afterGc.rss)}], peak ${mib(m.peakRss)}; second half ${r.secondHalfMb >= 0 ? '+' : ''}${r.secondHalfMb.toFixed(1)} MB [${r.secondHalfAfterGcMb >= 0 ? '+' : ''}${r.secondHalfAfterGcMb.toFixed(1)} MB]; unexpected answers ${r.errors}; answers ${Object.entries(
        r.statuses,
      )
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}: ${met ? 'met' : 'MISSED'}`,
    );
    for (const sample of r.errorSamples.slice(0, 5)) console.log(`  ${''.padEnd(12)}   ${sample}`);
  }
}
