// Lighthouse as `pnpm bench` runs it (run.mjs): the floor page and the plan's routes
// (cheap-phone.mjs: which audits, their tables and targets), each load once on a quiet machine and
// once with one core kept busy, each in a fresh profile (lighthouse.mjs), the dashboard as a
// visitor signed in on the Auth emulator (lighthouse-signed-in.mjs). How long it will take is
// printed first, how long it took and each tier's settings after the tables. The reports go to
// .output/bench/lighthouse/<load>/<route>-<tier>-<run>.json.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { signInVisitor, AUTH_EMULATOR } from './lighthouse-signed-in.mjs';
import { describeSettings, startLighthouseBrowser } from './lighthouse.mjs';
import {
  auditCount,
  durationText,
  FLOOR,
  SIGNED_IN_ROUTE,
  tableLines,
  WHOLE_PLAN,
} from './cheap-phone.mjs';
import { outDir } from './bench-plan.mjs';
import { repoRoot } from '../hosting/apps.mjs';

const lighthouseDir = path.join(outDir, 'lighthouse');

/** About how long one page load and its audits take here, for the estimate printed first. */
const ASSUMED_AUDIT_SECONDS = 25;

/**
 * 2. Lighthouse on the federated build and on the floor: each load (quiet, then one core busy),
 * each route, `plan.runs` loads, each load audited as every device class of the plan with the
 * slowdown calibrated from that load's benchmarkIndex (cheap-phone.mjs, lighthouse.mjs).
 * @param {string} baseUrl
 * @param {string} floorUrl
 * @param {import('./cheap-phone.mjs').LighthousePlan} plan
 * @param {string} adapter the pages' backend adapter, for the first line and the table's title
 */
export async function benchLighthouse(baseUrl, floorUrl, plan, adapter) {
  console.log(
    `[bench] Lighthouse's pages on the ${adapter} adapter; signing in against the auth emulator on ${AUTH_EMULATOR}`,
  );
  const planned = auditCount(plan);
  const whole = auditCount(WHOLE_PLAN);
  console.log(
    `[bench] Lighthouse: ${durationText(planned, ASSUMED_AUDIT_SECONDS)} at about ${ASSUMED_AUDIT_SECONDS} s a page load (the floor and routes ${plan.routes.join(' ')}; audited as ${plan.tiers.map((t) => `${t} tier`).join(' and ')}; ${plan.loads.join(' and ')}; ${plan.runs} run${plan.runs === 1 ? '' : 's'}); the whole is ${durationText(whole, ASSUMED_AUDIT_SECONDS)}`,
  );
  const startedAt = Date.now();
  /** @type {import('./cheap-phone.mjs').Cell[]} */
  const cells = [];
  for (const load of plan.loads) {
    // The load with-busy-core.mjs makes: a process spinning at normal priority, sharing the cores
    // with Chromium as any other busy program would (Lighthouse's simulated CPU slowdown comes on
    // top, from the timings it observes).
    const spin =
      load === 'busy'
        ? spawn(process.execPath, ['-e', 'for (;;) { Math.sqrt(Math.random()); }'], {
            stdio: 'ignore',
          })
        : undefined;
    if (spin) console.log(`[bench] one core kept busy (pid ${spin.pid}) for Lighthouse`);
    try {
      cells.push(...(await benchLighthouseOnce(baseUrl, floorUrl, load, plan)));
    } finally {
      spin?.kill('SIGKILL');
    }
  }
  const secondsEach = (Date.now() - startedAt) / 1000 / Math.max(1, planned);
  console.log('');
  console.log(
    `Lighthouse, performance category, federated build on the ${adapter} adapter, mobile, simulated slow 4G; each figure its own median; /floor = TBT over the floor's at the same tier and load; index = benchmarkIndex (this machine's CPU speed in the run, higher is faster); slow = the CPU slowdown calibrated from it to the tier:`,
  );
  for (const tier of plan.tiers) {
    for (const line of tableLines(tier, cells)) console.log(`  ${line}`);
  }
  // One settings line per tier, each read back from a report of its own.
  for (const tier of plan.tiers) {
    const cell = cells.find((c) => c.tier === tier);
    if (cell) console.log(`  ${describeSettings(reportFile(cell.load, cell.route, tier, 1))}`);
  }
  console.log(
    `  ${planned} page loads took ${((secondsEach * planned) / 60).toFixed(1)} min (${secondsEach.toFixed(0)} s each): the whole, ${durationText(whole, secondsEach)}`,
  );
  console.log(
    `  reports: ${path.relative(repoRoot, lighthouseDir)}/<load>/<route>-<tier>-<run>.json`,
  );
  return { cells, secondsEach };
}

/**
 * @param {import('./cheap-phone.mjs').Load} load
 * @param {string} route
 * @param {string} tier
 * @param {number} run
 */
const reportFile = (load, route, tier, run) =>
  path.join(lighthouseDir, load, `${reportName(route)}-${tier}-${run}.json`);
const reportName = (/** @type {string} */ route) =>
  route === FLOOR ? 'floor' : route === '/' ? 'home' : route.slice(1);

/**
 * One load's audits, in a fresh profile: the floor, the cold routes, then the visitor signs in
 * and the dashboard is audited.
 * @param {string} baseUrl
 * @param {string} floorUrl
 * @param {import('./cheap-phone.mjs').Load} load what else the machine does meanwhile
 * @param {import('./cheap-phone.mjs').LighthousePlan} plan
 * @returns {Promise<import('./cheap-phone.mjs').Cell[]>}
 */
async function benchLighthouseOnce(baseUrl, floorUrl, load, plan) {
  const reportDir = path.join(lighthouseDir, load);
  mkdirSync(reportDir, { recursive: true });
  const lh = await startLighthouseBrowser({ outDir: reportDir });
  /** @type {import('./cheap-phone.mjs').Cell[]} */
  const cells = [];
  /**
   * @param {string} route
   * @param {string} url
   * @param {boolean} warm
   */
  const audit = async (route, url, warm) => {
    console.log(
      `[bench] Lighthouse ${route}, ${load}, ${plan.tiers.join(' and ')} tier (${plan.runs} run${plan.runs === 1 ? '' : 's'})`,
    );
    const result = await lh.audit({
      url,
      name: reportName(route),
      runs: plan.runs,
      warm,
      tiers: plan.tiers,
    });
    if (route !== FLOOR && new URL(result.finalUrl).pathname !== route) {
      console.warn(`[bench] warning: ${route} ended at ${result.finalUrl}`);
    }
    for (const tier of plan.tiers) {
      const figures = result.byTier[tier];
      if (!figures) continue;
      cells.push({
        route,
        load,
        tier,
        note: warm ? 'warm, signed in' : 'first visit, cold cache',
        median: figures.median,
        runs: figures.runs,
      });
    }
  };
  try {
    // The yardstick first, in the same browser and the same minutes as the routes.
    await audit(FLOOR, `${floorUrl}/`, false);
    // Cold loads next: Lighthouse empties the cache and the service worker between them (it
    // keeps IndexedDB, where a sign-in would live, so the visitor signs in only afterwards).
    for (const route of plan.routes.filter((r) => r !== SIGNED_IN_ROUTE)) {
      await audit(route, `${baseUrl}${route}`, false);
    }
    if (plan.routes.includes(SIGNED_IN_ROUTE)) {
      console.log(`[bench] signing a visitor in for ${SIGNED_IN_ROUTE}`);
      await signInVisitor(lh.context, baseUrl);
      await audit(SIGNED_IN_ROUTE, `${baseUrl}${SIGNED_IN_ROUTE}`, true);
    }
  } finally {
    await lh.close();
  }
  return cells;
}
