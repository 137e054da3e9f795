// `pnpm bench`: how fast the production build is for a visitor on a phone, federated against the
// same app built as one bundle with the remotes imported statically (the single-bundle baseline,
// deploy/bench/single-bundle). In one run it prints:
//   1. the JavaScript the home page needs before its first paint (gzip bytes), both builds;
//   2. Lighthouse (mobile, simulated slow 4G) as a low-tier and a mid-tier phone, the CPU slowdown
//      calibrated from each load's benchmarkIndex (as DevTools does), on the floor page (React
//      adopting a small drawn page, deploy/bench/floor, built in the same run) and on /, /game,
//      /dress, /eat, /celebrate, /wall, /calendar and /dashboard (signed in), federated build,
//      median of 3, each cell's score, LCP, TBT and TBT over the floor's with benchmarkIndex,
//      slowdown and the targets beside them (cheap-phone.mjs): once on a quiet machine, once with one
//      core kept busy (as deploy/scripts/with-busy-core.mjs keeps it: a phone or a shared machine
//      is seldom idle), each in a fresh profile;
//   3. the time from a tap on the Pookalam tile to a playable game, both builds, median of 5; and
//      the tap trace: a tap on that tile and on a chip while the app adopts the drawn page, with
//      the longest task between the tap and its answer (tap-trace.mjs); both as a low-tier phone,
//      the CPU slowdown calibrated before each visit (calibrate.mjs);
//      and a name typed into the drawn card maker as the app arrives, 20 tries (early-typing.mjs);
//   4. the games' frame work, low tier: the pookalam's day-10 board while painting, the sadya
//      while dishes are dragged onto the leaf (pookalam-frames.mjs, sadya-frames.mjs);
//   5. on the emulated backend: the submitPlay callable's latency, and the Firestore documents a
//      dashboard view reads for a visitor with 3 plays and with 300 (deploy/bench/backend.mjs);
//   6. the pages function's renders per second on one core: `/` and `/game`, English and
//      Malayalam, drawn in their sandboxes beside the same drawing in process
//      (deploy/bench/page-renders.mjs; README, "Pages drawn per request"); and a play scored from
//      its version's package beside the pinned path it replaced: the scoring step, a version's
//      first call on an instance (the fetch and check), submitPlay's handler on the Firestore
//      emulator (deploy/bench/package-scoring.mjs);
//   7. a soak of the HTTP functions (ogImage, pages, campaignJson, cspReport, health), each the built
//      bundle in a process of its own on 127.0.0.1 with Firestore on the emulator: requests a
//      second, p50/p95 latency, the process's RSS at the start, middle and end (as it is and after
//      a forced GC), against the target of under 25 MB added in the second half and no error;
//      a few thousand requests each, a few minutes in all (deploy/bench/soak.mjs).
//   7b. the peak under load (deploy/bench/load.mjs): a few hundred simulated visitors arriving over
//      a minute (--load-visitors N), each the bill's journey, against the built functions on the
//      Firestore emulator: p50/p95 and errors per function, contention retries, the health intake's
//      counts, the canary guard's decision, the boards' tallies against full counts;
//   8. the bill: one visitor's journey on the emulators (first visit, three games, the dashboard,
//      a card shared), its Firestore reads and writes and function invocations (deploy/bench/
//      bill.mjs); the peak model's hottest documents at 500 visitors a second (--peak-visitors N;
//      peak-model.mjs); the site's fixed costs a minute; a festival day at one and ten million
//      visitors at deploy/bench/prices.json's prices (bill-cost.mjs, bill-report.mjs).
// A measurement, not a test: it never fails on a number. Run it under the browser-test lock:
//   flock /tmp/onam-e2e.lock node deploy/bench/run.mjs [--verbose] [--skip-lighthouse]
//     [--lighthouse-only | --tap-only | --typing-only | --tile-only | --frames-only | --backend-only | --pages-only
//      | --soak-only | --load-only [--load-visitors N] | --bill-only [--peak-visitors N]]
//     [--route=/game]... [--tier=low | --tier=mid] [--quiet-only | --busy-only] [--runs=N]
//     [--adapter=firebase | --adapter=local]
// --adapter: the backend adapter Lighthouse's pages run on: `firebase` (what production visitors
// get, here against the emulators; the default where the Firestore emulator can run) or `local`
// (the Auth emulator and the device's database, as the browser tests' pages; docs/decisions/065).
// --route, --tier, --quiet-only and --busy-only choose Lighthouse's audits; --runs=N is the runs of
// each Lighthouse cell, tap and frame bench (3 by default). How long the whole would take is
// printed before and after Lighthouse.
// Figures go to .output/bench/results.json, Lighthouse's reports to
// .output/bench/lighthouse/{quiet,busy}/.
import '../scripts/loopback-only.cjs';
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { chromium } from '@playwright/test';
import { signInVisitor, AUTH_EMULATOR } from './lighthouse-signed-in.mjs';
import { measureBackend } from './backend.mjs';
import { measureBill } from './bill.mjs';
import { reportBill } from './bill-report.mjs';
import { describeSettings, startLighthouseBrowser } from './lighthouse.mjs';
import {
  atMost,
  auditCount,
  durationText,
  FLOOR,
  FRAME_WORK_TARGET_MS,
  median,
  parseLighthousePlan,
  SIGNED_IN_ROUTE,
  tableLines,
  tapLines,
  WHOLE_PLAN,
} from './cheap-phone.mjs';
import { measurePackageScoring, printPackageScoring } from './package-scoring.mjs';
import { measurePageRenders } from './page-renders.mjs';
import { measurePookalamFrames } from './pookalam-frames.mjs';
import { measureSoak, printSoak } from './soak.mjs';
import { measureLoad, printLoad } from './load.mjs';
import { measureSadyaFrames } from './sadya-frames.mjs';
import { measureTap, TAPS } from './tap-trace.mjs';
import { calibrate, calibrationText, throttleAsPhone } from './calibrate.mjs';
import { typeEarly } from './early-typing.mjs';
import { measureTileToGame, POOKALAM, VALLAM_KALI } from './tile-to-game.mjs';
import { singleBundleConfig } from './single-bundle/webpack.config.js';
import { buildFloor } from './floor/build.mjs';
import { hostPrerenderOptions } from '../preview/prerender.mjs';
import { readCampaignSync } from '../preview/campaign-source.mjs';
import { startStaticServer } from '../preview/static-server.mjs';
import { apps, defaultCampaignFile, outsideRemotes, repoRoot } from '../hosting/apps.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import {
  emulatedBackend,
  FIRESTORE_EMULATOR,
  firestoreEmulatorAnswers,
  firestoreEmulatorSupport,
  startBackendEmulators,
  startFirestoreEmulator,
} from '../scripts/emulators.mjs';

const RUNS = 3;
const TILE_RUNS = 5;
const outDir = path.join(repoRoot, '.output/bench');
const lighthouseDir = path.join(outDir, 'lighthouse');
const verbose = process.argv.includes('--verbose');

/** @param {import('webpack').Configuration} config */
function compile(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve(undefined);
    });
  });
}

/**
 * A copy of the local manifest whose remotes and upload address point at the bench's own ports,
 * and whose backend signs in against the Auth emulator the bench runs.
 * @param {number} offset
 */
function benchCampaign(offset) {
  /** @type {{ remotes: Record<string, { entry: string, version?: string }>, routes: Record<string, object>, backend: { emulators?: { auth?: string }, mediaUpload?: string } }} */
  const manifest = JSON.parse(readFileSync(defaultCampaignFile, 'utf8'));
  const shift = (/** @type {string} */ url) =>
    url.replace(
      /:(\d+)\//,
      (/** @type {string} */ _m, /** @type {string} */ port) => `:${Number(port) + offset}/`,
    );
  for (const remote of Object.values(manifest.remotes)) remote.entry = shift(remote.entry);
  if (manifest.backend.mediaUpload)
    manifest.backend.mediaUpload = shift(manifest.backend.mediaUpload);
  manifest.backend.emulators = { ...manifest.backend.emulators, auth: AUTH_EMULATOR };
  // The fourth game, built outside this repository, where this machine has published it
  // (`pnpm release vallam --from …`, as the browser tests do): its own remote on its own origin.
  const vallam = outsideGame(offset);
  if (vallam) {
    manifest.remotes[vallam.remote] = {
      entry: vallam.entry,
      version: vallam.version,
    };
    manifest.routes[VALLAM_KALI.href] = {
      remote: vallam.remote,
      module: VALLAM_KALI.name,
      title: VALLAM_KALI.tile,
      titleMl: 'വള്ളംകളി',
      enabled: true,
    };
  }
  const file = path.join(outDir, 'campaign.json');
  writeFileSync(file, JSON.stringify(manifest));
  return file;
}

/**
 * Loads `url` in a fresh Chromium context and returns the gzip bytes of every script that had
 * finished downloading when the first contentful paint happened, and of all scripts by load end.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  // Slow 4G, as Lighthouse's mobile preset: on loopback every download ends at once, which would
  // count scripts that a phone only receives after its first paint.
  const cdp = await context.newCDPSession(page);
  await throttleAsPhone(cdp);
  /** @type {Map<string, number>} */
  const gzipBytes = new Map();
  /** @type {Promise<unknown>[]} */
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => gzipBytes.set(response.url(), gzipSync(body, { level: 9 }).length)),
    );
  });
  // When the app has the page (a prerendered one's root stops being aria-busy; a page that is
  // not prerendered gets its first content from the app).
  await page.addInitScript({
    content: `new MutationObserver((mutations, observer) => {
      const root = document.getElementById('root');
      if (!root || root.hasAttribute('aria-busy') || root.childElementCount === 0) return;
      window.answering = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, attributes: true });`,
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    answering:
      /** @type {{ answering?: number }} */ (/** @type {unknown} */ (globalThis)).answering ??
      Infinity,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js'))
      .map((e) => ({ url: e.name, end: /** @type {PerformanceResourceTiming} */ (e).responseEnd })),
  }));
  await Promise.all(pending);
  await context.close();
  const sum = (/** @type {Array<{ url: string }>} */ list) =>
    list.reduce((total, s) => total + (gzipBytes.get(s.url) ?? 0), 0);
  const beforePaint = timing.scripts.filter((s) => s.end <= timing.fcp);
  const beforeAnswering = timing.scripts.filter((s) => s.end <= timing.answering);
  if (verbose) {
    console.log(
      `\n${url} first contentful paint at ${timing.fcp.toFixed(0)} ms, the app has it at ${timing.answering.toFixed(0)} ms`,
    );
    for (const s of timing.scripts) {
      const when = s.end <= timing.fcp ? 'before' : 'after ';
      console.log(`  ${when} ${String(gzipBytes.get(s.url) ?? 0).padStart(7)} B  ${s.url}`);
    }
  }
  return {
    beforePaint: sum(beforePaint),
    files: beforePaint.length,
    beforeAnswering: sum(beforeAnswering),
    fcp: timing.fcp,
    answering: timing.answering,
    total: sum(timing.scripts),
  };
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`;
const mark = (/** @type {boolean} */ met) => (met ? 'met' : 'MISSED');

/**
 * 1. JavaScript before the first paint of `/`.
 * @param {import('@playwright/test').Browser} browser
 */
async function benchBytes(browser) {
  const federated = [];
  const single = [];
  for (let i = 0; i < RUNS; i++) {
    federated.push(await measure(browser, 'http://localhost:4000/'));
    single.push(await measure(browser, 'http://localhost:4010/'));
  }
  const fed = median(federated.map((m) => m.beforePaint));
  const one = median(single.map((m) => m.beforePaint));
  const ratio = fed / one;
  console.log('');
  console.log(
    'Home page (/), JavaScript before first contentful paint, slow 4G, gzip -9, median of 3:',
  );
  console.log(
    `  federated build:     ${kb(fed)} (${median(federated.map((m) => m.files))} files; all JS after load ${kb(median(federated.map((m) => m.total)))}) (target 120 KB or less: ${mark(fed <= 120 * 1024)})`,
  );
  console.log(
    `  single-bundle build: ${kb(one)} (${median(single.map((m) => m.files))} files; all JS after load ${kb(median(single.map((m) => m.total)))})`,
  );
  console.log(
    `  ratio federated/single-bundle: ${ratio.toFixed(2)} (target 1.20 or less: ${mark(ratio <= 1.2)})`,
  );
  // The prerendered page paints before the app's code arrives (docs/decisions/018): what that
  // code weighs, and when it has the page, is the other half of the picture.
  const fedAnswering = median(federated.map((m) => m.beforeAnswering));
  const oneAnswering = median(single.map((m) => m.beforeAnswering));
  // Issue 19's targets for the app's adoption of the page: 110 KB or less before it, at 1.4 s or
  // sooner, and no heavier or later than the single bundle.
  const fedAt = median(federated.map((m) => m.answering));
  const oneAt = median(single.map((m) => m.answering));
  const answeringRatio = fedAnswering / oneAnswering;
  console.log('  JavaScript before the app has the page (it answers taps), and when:');
  console.log(
    `    federated ${kb(fedAnswering)} at ${ms(fedAt)} (first paint at ${ms(median(federated.map((m) => m.fcp)))}); single bundle ${kb(oneAnswering)} at ${ms(oneAt)}`,
  );
  console.log(
    `    targets: 110 KB or less ${mark(fedAnswering <= 110 * 1024)}, 1.4 s or sooner ${mark(fedAt <= 1400)}, ratio federated/single-bundle ${answeringRatio.toFixed(2)} bytes and ${(fedAt / oneAt).toFixed(2)} time, 1.00 or less ${mark(answeringRatio <= 1 && fedAt <= oneAt)}`,
  );
  return {
    federatedBytes: fed,
    singleBundleBytes: one,
    ratio,
    federatedBytesAnswering: fedAnswering,
    singleBundleBytesAnswering: oneAnswering,
    federatedAnswering: fedAt,
    singleBundleAnswering: oneAt,
  };
}

/**
 * 2. Lighthouse on the federated build and on the floor: each load (quiet, then one core busy),
 * each route, `plan.runs` loads, each load audited as every device class of the plan with the
 * slowdown calibrated from that load's benchmarkIndex (cheap-phone.mjs, lighthouse.mjs).
 * @param {string} baseUrl
 * @param {string} floorUrl
 * @param {import('./cheap-phone.mjs').LighthousePlan} plan
 * @param {string} adapter the backend adapter the pages run on, for the table's title
 */
async function benchLighthouse(baseUrl, floorUrl, plan, adapter) {
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

/** About how long one page load and its audits take here, for the estimate printed first. */
const ASSUMED_AUDIT_SECONDS = 25;

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
/**
 * The outside game's newest published version on this machine, served `offset` ports up, or
 * undefined when it was never published here.
 * @param {number} offset
 */
function outsideGame(offset) {
  const remote = outsideRemotes().find((r) => r.name === 'outside:vallam');
  if (!remote || !existsSync(remote.releases)) return undefined;
  const versions = readdirSync(remote.releases)
    .filter((v) => existsSync(path.join(remote.releases, v, 'mf-manifest.json')))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const version = versions.at(-1);
  if (!version) return undefined;
  return {
    remote: 'vallam',
    version,
    port: remote.port + offset,
    releases: remote.releases,
    entry: `http://localhost:${remote.port + offset}/${version}/mf-manifest.json`,
  };
}

/**
 * Tap on a tile to a playable game for two sites or games, alternating, TILE_RUNS times each;
 * calibrated to the low tier before each pair, so both of a pair are measured as the same phone.
 * Each side: [its name in the verbose lines, the site's origin, the game's tile].
 * @param {import('@playwright/test').Browser} browser
 * @param {[string, string, Parameters<typeof measureTileToGame>[2]]} a
 * @param {[string, string, Parameters<typeof measureTileToGame>[2]]} b
 */
async function alternatingTiles(browser, a, b) {
  /** @type {Awaited<ReturnType<typeof measureTileToGame>>[][]} */
  const runs = [[], []];
  /** @type {import('./calibrate.mjs').Calibration[]} */
  const calibrations = [];
  for (let i = 0; i < TILE_RUNS; i++) {
    const low = await calibrate(browser, 'low');
    calibrations.push(low);
    const cpu = low.slowdown;
    const line = [];
    for (const [side, [name, origin, game]] of [a, b].entries()) {
      const run = await measureTileToGame(browser, origin, game, { cpu });
      runs[side]?.push(run);
      line.push(`${name} ${ms(run.total)} (${ms(run.ready)} + ${ms(run.answer)})`);
    }
    if (verbose) console.log(`  run ${i + 1}: ${line.join(', ')}`);
  }
  const side = (/** @type {Awaited<ReturnType<typeof measureTileToGame>>[]} */ of) => ({
    runs: of,
    median: {
      total: median(of.map((r) => r.total)),
      ready: median(of.map((r) => r.ready)),
      answer: median(of.map((r) => r.answer)),
    },
  });
  return { first: side(runs[0] ?? []), second: side(runs[1] ?? []), calibrations };
}

/**
 * 3b. Tile to playable for the fourth game (its own origin, its own remote entry) beside the
 * pookalam's, on the federated build, alternating in one run (issue: within 1.1x).
 * @param {import('@playwright/test').Browser} browser
 */
async function benchOutsideTile(browser) {
  const { first, second, calibrations } = await alternatingTiles(
    browser,
    ['pookalam', 'http://localhost:4000', POOKALAM],
    ['vallam kali', 'http://localhost:4000', VALLAM_KALI],
  );
  const { runs: pookalam, median: own } = first;
  const { runs: vallam, median: outside } = second;
  const ratio = outside.total / own.total;
  console.log('');
  console.log(
    `Tap on a tile (/) to a playable game, the fourth game against the pookalam, low tier (${calibrationText(calibrations)}), slow 4G, median of ${TILE_RUNS}, alternating:`,
  );
  console.log(
    `  pookalam (games remote, :4001):        ${ms(own.total)} (tile → Start ready ${ms(own.ready)}, Start → board ${ms(own.answer)})`,
  );
  console.log(
    `  vallam kali (its own remote and origin): ${ms(outside.total)} (tile → Row ready ${ms(outside.ready)}, Row → answered ${ms(outside.answer)})`,
  );
  console.log(
    `  ratio vallam kali/pookalam: ${ratio.toFixed(2)} (target 1.10 or less: ${mark(ratio <= 1.1)})`,
  );
  return {
    pookalam: own,
    vallamKali: outside,
    ratio,
    calibrations,
    runs: { pookalam, vallamKali: vallam },
  };
}

/**
 * 3. Tap on the Pookalam tile to a playable game, both builds, alternating.
 * @param {import('@playwright/test').Browser} browser
 */
async function benchTileToGame(browser) {
  const { first, second, calibrations } = await alternatingTiles(
    browser,
    ['federated', 'http://localhost:4000', POOKALAM],
    ['single', 'http://localhost:4010', POOKALAM],
  );
  const { runs: federated, median: fed } = first;
  const { runs: single, median: one } = second;
  const ratio = fed.total / one.total;
  console.log('');
  console.log(
    `Tap on the Pookalam tile (/) to a playable game, low tier (${calibrationText(calibrations)}), slow 4G, median of ${TILE_RUNS}:`,
  );
  console.log(
    "  playable = the set-up screen's Start button painted and enabled, and a tap on it answered (board painted);",
  );
  console.log(
    '  each run a new context (cold HTTP cache, no service worker), home page settled first (network idle + 2 s)',
  );
  console.log(
    `  federated build:     ${ms(fed.total)} (tile → Start ready ${ms(fed.ready)}, Start → board ${ms(fed.answer)})`,
  );
  console.log(
    `  single-bundle build: ${ms(one.total)} (tile → Start ready ${ms(one.ready)}, Start → board ${ms(one.answer)})`,
  );
  console.log(
    `  ratio federated/single-bundle: ${ratio.toFixed(2)} (target 1.00 or less: ${mark(ratio <= 1)})`,
  );
  return {
    federated: fed,
    singleBundle: one,
    ratio,
    calibrations,
    runs: { federated, singleBundle: single },
  };
}

/**
 * 4. The games' frame work on a low-tier phone (calibrated before each run): the pookalam's day-10
 * board while painting, and the sadya while dishes are dragged onto the leaf.
 * @param {import('@playwright/test').Browser} browser
 * @param {number} runs
 */
async function benchFrames(browser, runs) {
  /** @type {Awaited<ReturnType<typeof measurePookalamFrames>>[]} */
  const boards = [];
  /** @type {Awaited<ReturnType<typeof measureSadyaFrames>>[]} */
  const leaves = [];
  /** @type {import('./calibrate.mjs').Calibration[]} */
  const calibrations = [];
  for (let i = 0; i < runs; i++) {
    const low = await calibrate(browser, 'low');
    calibrations.push(low);
    const cpu = low.slowdown;
    boards.push(await measurePookalamFrames(browser, 'http://localhost:4000', { cpu }));
    leaves.push(await measureSadyaFrames(browser, 'http://localhost:4000', { cpu }));
  }
  const fms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
  /**
   * @param {string} title
   * @param {ReadonlyArray<import('./cheap-phone.mjs').FrameSummary>} runs
   */
  const print = (title, runs) => {
    const mid = (/** @type {(m: (typeof runs)[number]) => number} */ pick) =>
      median(runs.map(pick));
    const p95 = mid((m) => m.workP95);
    console.log(`  ${title}`);
    console.log(
      `    main-thread work per frame: p50 ${fms(mid((m) => m.workP50))}, p95 ${fms(p95)} (target ${FRAME_WORK_TARGET_MS} ms or less: ${atMost(p95, FRAME_WORK_TARGET_MS)}), max ${fms(mid((m) => m.workMax))}; ${mid((m) => m.framesWithWork)} of ${mid((m) => m.frames)} frames had work`,
    );
    console.log(
      `    frame interval: p50 ${fms(mid((m) => m.intervalP50))}, p95 ${fms(mid((m) => m.intervalP95))}`,
    );
    return { workP50: mid((m) => m.workP50), workP95: p95, workMax: mid((m) => m.workMax) };
  };
  console.log('');
  console.log(
    `The games' frame work, low tier (${calibrationText(calibrations)}), 412x915 @2.6x, median of ${runs}:`,
  );
  const pookalam = print(
    `pookalam while painting (day 10, ten rings): ${boards[0]?.summary} After painting: ${boards[0]?.covered}.`,
    boards,
  );
  const sadya = print(
    `sadya while dragging dishes onto the leaf (quick feast, ${leaves[0]?.drags} drags, only the drags counted; ${leaves[0]?.served} served)`,
    leaves,
  );
  return { calibrations, pookalam, sadya };
}

/**
 * The tap trace: a tap on the Pookalam tile and on a chip while the app adopts the page, low tier
 * (calibrated before each visit).
 * @param {import('@playwright/test').Browser} browser
 * @param {number} runs
 */
async function benchTaps(browser, runs) {
  /** @type {Array<{ name: string, moment: import('./tap-trace.mjs').TapMoment, runs: import('./cheap-phone.mjs').TapFigures[] }>} */
  const rows = [];
  /** @type {import('./calibrate.mjs').Calibration[]} */
  const calibrations = [];
  for (const target of /** @type {const} */ (['tile', 'chip'])) {
    for (const moment of /** @type {const} */ (['paint', 'scripts'])) {
      /** @type {import('./cheap-phone.mjs').TapFigures[]} */
      const each = [];
      for (let i = 0; i < runs; i++) {
        const low = await calibrate(browser, 'low');
        calibrations.push(low);
        const figures = await measureTap(browser, 'http://localhost:4000', {
          target,
          moment,
          cpu: low.slowdown,
        });
        if (verbose)
          console.log(`  ${target} at ${moment}, run ${i + 1}: ${JSON.stringify(figures)}`);
        each.push(figures);
      }
      rows.push({ name: TAPS[target].name, moment, runs: each });
    }
  }
  console.log('');
  console.log(
    `A tap while the app adopts the page, low tier (${calibrationText(calibrations)}), slow 4G, first visit, median of ${runs}; times from the tap:`,
  );
  console.log(
    '  tapped at: paint = as soon as the drawn page painted, scripts = as soon as its scripts arrived (+ ms after the first paint)',
  );
  console.log(
    "  pressed = the frame after the tap; answered = the next screen's heading painted (tile), the app has the chip chosen (chip)",
  );
  for (const line of tapLines(rows)) console.log(line);
  return { calibrations, rows };
}

/**
 * Text typed into the drawn card maker before the app answers, 20 tries as a low-tier phone: every
 * letter kept and the page never moved.
 * @param {import('@playwright/test').Browser} browser
 * @param {number} tries
 */
async function benchEarlyTyping(browser, tries) {
  /** @type {import('./calibrate.mjs').Calibration[]} */
  const calibrations = [];
  /** @type {Awaited<ReturnType<typeof typeEarly>>[]} */
  const results = [];
  for (let i = 0; i < tries; i++) {
    const low = await calibrate(browser, 'low');
    calibrations.push(low);
    const result = await typeEarly(browser, 'http://localhost:4000', { cpu: low.slowdown });
    if (verbose) console.log(`  try ${i + 1}: ${JSON.stringify(result)}`);
    results.push(result);
  }
  const kept = results.filter((r) => r.kept).length;
  const early = median(results.map((r) => r.typedBeforeAdoption));
  console.log('');
  console.log(
    `A name typed into the drawn card maker as the app arrives, 360 px phone, low tier (${calibrationText(calibrations)}), slow 4G:`,
  );
  console.log(
    `  ${kept} of ${tries} tries kept every letter with the field where the visitor left it on the screen (target ${tries} of ${tries}: ${mark(kept === tries)}); median ${early} of 10 letters typed before the app answered`,
  );
  for (const [i, r] of results.entries()) {
    if (!r.kept) {
      console.log(
        `  try ${i + 1}: the field held "${r.value}"; it moved on the screen to ${r.moved.map((top) => `${top} px`).join(', ') || 'nowhere'} from the top; layout shifts: ${r.shifts.join('; ') || 'none reported'}`,
      );
    }
  }
  return { kept, tries, calibrations, results };
}

/** @param {import('@playwright/test').Browser} browser */
async function benchBackend(browser) {
  console.log('[bench] the backend on the emulators (submitPlay, dashboard reads)');
  const figures = await measureBackend(browser, 'http://localhost:4100');
  const { p50, p95, calls } = figures.submitPlay;
  const reads = figures.dashboardReads;
  const [few, many] = [reads[3] ?? NaN, reads[300] ?? NaN];
  console.log(
    `  submitPlay on the emulators: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms over ${calls} calls (target p95 300 ms or less: ${mark(p95 <= 300)})`,
  );
  console.log(
    `  documents a dashboard view reads: ${few} with 3 plays, ${many} with 300 (target 15 or fewer, the same for both: ${mark(many <= 15 && few === many)})`,
  );
  return figures;
}

async function benchPageRenders() {
  const cpu = os.cpus()[0];
  console.log(
    `[bench] the pages function's renders on one core (${cpu?.model ?? 'unknown CPU'}, ${os.cpus().length} cores): sandboxed as the function draws them, beside the same drawing in process`,
  );
  const figures = await measurePageRenders();
  for (const { path: pagePath, locale, way, rendersPerSecond, meanMs, firstMs, bytes } of figures) {
    console.log(
      `  ${pagePath.padEnd(6)} ${locale} ${way.padEnd(10)}: ${rendersPerSecond.toFixed(0).padStart(4)} renders/s (${meanMs.toFixed(1)} ms each, the first ${firstMs.toFixed(0)} ms, ${(bytes / 1024).toFixed(1)} KiB)`,
    );
  }
  for (const way of ['sandboxed', 'in process']) {
    const slowest = Math.min(
      ...figures.filter((f) => f.way === way).map((f) => f.rendersPerSecond),
    );
    console.log(`  slowest page, ${way}: ${slowest.toFixed(0)} renders/s per vCPU`);
  }
  return figures;
}

/**
 * 6b. A play scored from its version's package, beside the pinned path it replaced: the scoring
 * step, a version's first call on an instance, and submitPlay's handler on the Firestore emulator
 * when it answers (deploy/bench/package-scoring.mjs).
 */
async function benchPackageScoring() {
  const firestore = (await firestoreEmulatorAnswers()) ? FIRESTORE_EMULATOR : undefined;
  const figures = await measurePackageScoring(firestore ? { firestore } : {});
  printPackageScoring(figures);
  return figures;
}

/**
 * 7. The soak of the HTTP functions, on the bundle as `firebase deploy` would ship it (built here,
 * so it is this checkout's code) and the Firestore emulator, which must be up.
 */
async function benchSoak() {
  console.log('[bench] the HTTP functions soaked (the functions built first)');
  const { buildFunctions } = await import('../functions/build.mjs');
  await buildFunctions({ log: (line) => verbose && console.log(`[bench] ${line}`) });
  const results = await measureSoak();
  printSoak(results);
  return results;
}

/**
 * 7b. The load run: a few hundred visitors at once against the built functions (load.mjs), on the
 * Firestore emulator, which must be up. Built first, as the soak is.
 */
async function benchLoad() {
  console.log('[bench] the peak under load: visitors at once against the built functions');
  const { buildFunctions } = await import('../functions/build.mjs');
  await buildFunctions({ log: (line) => verbose && console.log(`[bench] ${line}`) });
  const at = process.argv.indexOf('--load-visitors');
  const visitors = at === -1 ? undefined : Number(process.argv[at + 1]);
  if (visitors !== undefined && !(visitors > 0)) {
    throw new Error('--load-visitors takes a number of visitors, above 0');
  }
  const load = await measureLoad({ visitors });
  printLoad(load);
  return load;
}

/**
 * 8. The bill: the journey counted on the bill's own emulators; the peak model, the fixed costs
 * and a day at one and ten million visitors (bill-report.mjs).
 */
async function benchBill() {
  console.log("[bench] the bill: one visitor's journey on the emulators, counted");
  const figures = await measureBill({ log: (line) => verbose && console.log(`[bench] ${line}`) });
  const at = process.argv.indexOf('--peak-visitors');
  const visitorsPerSecond = at === -1 ? undefined : Number(process.argv[at + 1]);
  if (visitorsPerSecond !== undefined && !(visitorsPerSecond > 0)) {
    throw new Error('--peak-visitors takes a number of visitors a second, above 0');
  }
  return { ...figures, ...(await reportBill(figures, { visitorsPerSecond })) };
}

async function run() {
  // Read first, so a mistyped --route or --tier is refused before anything is built.
  const lighthousePlan = parseLighthousePlan(process.argv);
  mkdirSync(outDir, { recursive: true });
  ensureBuild();
  if (process.argv.includes('--bill-only')) {
    // Its own Functions and Auth emulators; the Firestore emulator on 8080, used or started.
    if (!firestoreEmulatorSupport().ok) throw new Error('the bill needs the Firestore emulator');
    const bill = await benchBill();
    writeFileSync(
      path.join(outDir, 'results.json'),
      JSON.stringify({ at: new Date().toISOString(), bill }, null, 2),
    );
    return;
  }
  for (const [flag, key, bench] of /** @type {const} */ ([
    ['--soak-only', 'soak', benchSoak],
    ['--load-only', 'load', benchLoad],
  ])) {
    if (!process.argv.includes(flag)) continue;
    // The Firestore emulator is all it needs: one already running is used, else one is started.
    if (!firestoreEmulatorSupport().ok) throw new Error(`${flag} needs the Firestore emulator`);
    const firestore = (await firestoreEmulatorAnswers()) ? undefined : startFirestoreEmulator();
    try {
      await firestore?.ready;
      const figures = await bench();
      writeFileSync(
        path.join(outDir, 'results.json'),
        JSON.stringify({ at: new Date().toISOString(), [key]: figures }, null, 2),
      );
    } finally {
      await firestore?.stop();
    }
    return;
  }
  if (process.argv.includes('--pages-only')) {
    const pages = await benchPageRenders();
    const packageScoring = await benchPackageScoring();
    writeFileSync(
      path.join(outDir, 'results.json'),
      JSON.stringify({ at: new Date().toISOString(), pages, packageScoring }, null, 2),
    );
    return;
  }
  // --lighthouse-only: Lighthouse alone, for a quick look after a change to one route.
  const onlyLighthouse = process.argv.includes('--lighthouse-only');
  // --backend-only: the backend's figures alone (submitPlay's latency, a dashboard's reads).
  const onlyBackend = process.argv.includes('--backend-only');
  // --tap-only, --frames-only: the tap trace, or the games' frame work, alone.
  const onlyTap = process.argv.includes('--tap-only');
  // --typing-only: a name typed into the drawn card maker as the app arrives, 20 tries.
  const onlyTyping = process.argv.includes('--typing-only');
  // --tile-only: tile to playable alone: federated against the single bundle, and the fourth game
  // beside the pookalam.
  const onlyTile = process.argv.includes('--tile-only');
  const onlyFrames = process.argv.includes('--frames-only');
  const onlyPart = onlyLighthouse || onlyBackend || onlyTap || onlyFrames || onlyTile || onlyTyping;
  const withLighthouse =
    !process.argv.includes('--skip-lighthouse') && (!onlyPart || onlyLighthouse);
  const withFrontEnd = !onlyPart;
  const withBackend = !onlyPart || onlyBackend;
  // The emulators start (in their own time) while the baseline builds: the emulated backend's where
  // this machine can run them and the backend's figures are wanted, else the Auth emulator alone.
  const emulatedHere = firestoreEmulatorSupport().ok;
  const adapterOption = process.argv.find((a) => a.startsWith('--adapter='))?.slice(10);
  if (adapterOption && adapterOption !== 'firebase' && adapterOption !== 'local')
    throw new Error(`--adapter=${adapterOption}: firebase or local`);
  if (adapterOption === 'firebase' && !emulatedHere)
    throw new Error('--adapter=firebase needs the Firestore emulator, which cannot run here');
  const lighthouseAdapter = adapterOption ?? (emulatedHere ? 'firebase' : 'local');
  const emulatedHost = withBackend || (withLighthouse && lighthouseAdapter === 'firebase');
  const emulator = startBackendEmulators(emulatedHere && emulatedHost ? 'emulated' : 'local', {
    portOffset: 1000,
    log: (line) => console.log(`[bench] ${line}`),
  });
  emulator.catch(() => undefined);
  const singleDir = path.join(outDir, 'single-bundle');
  const withSingleBundle = withFrontEnd || onlyTile;
  if (withSingleBundle) {
    console.log('[bench] building the single-bundle baseline');
    await compile(singleBundleConfig(singleDir));
  }

  const floorDir = path.join(outDir, 'floor');
  if (withLighthouse) {
    console.log('[bench] building the floor page (deploy/bench/floor)');
    await buildFloor(floorDir);
  }

  const OFFSET = 1000; // serve on 4000-4002, 4010 and 4020 so a running preview is left alone
  const campaignFile = benchCampaign(OFFSET);
  // The emulated backend, for the host at 4100: its drawn pages and its app read the same backend
  // section, as production's do (a page drawn for another backend than the app runs on is redrawn
  // by React, and its largest paint came seconds later).
  const emulated = emulatedBackend(readCampaignSync(campaignFile).backend);
  const outside = outsideGame(OFFSET);
  const servers = await Promise.all([
    // The fourth game's published versions on its own origin, as the preview serves them.
    ...(outside && (withFrontEnd || onlyTile)
      ? [
          startStaticServer({
            target: 'games',
            root: outside.releases,
            port: outside.port,
            versionsRoot: outside.releases,
          }),
        ]
      : []),
    ...apps.map(async (app) =>
      startStaticServer({
        target: app.target,
        root: path.join(app.dir, 'dist'),
        port: app.port + OFFSET,
        spa: app.spa,
        campaignFile: app.spa ? campaignFile : undefined,
        ...(app.spa
          ? await hostPrerenderOptions({
              root: path.join(app.dir, 'dist'),
              campaignFile,
              portOffset: OFFSET,
            })
          : {}),
      }),
    ),
    ...(!withSingleBundle
      ? []
      : [
          (async () =>
            startStaticServer({
              target: 'host',
              root: singleDir,
              port: 4010,
              spa: true,
              campaignFile,
              ...(await hostPrerenderOptions({
                root: singleDir,
                campaignFile,
                portOffset: OFFSET,
              })),
            }))(),
        ]),
    // The floor, served as Hosting serves the host's files (compressed, cached).
    ...(withLighthouse ? [startStaticServer({ target: 'games', root: floorDir, port: 4020 })] : []),
    // The host on the emulated backend, for the backend's figures and Lighthouse's firebase pages:
    // drawn per request, as production's pages function draws them.
    ...(!emulatedHost || !emulatedHere
      ? []
      : [
          (async () =>
            startStaticServer({
              target: 'host',
              root: path.join(repoRoot, 'host/dist'),
              port: 4100,
              spa: true,
              campaignFile,
              backend: emulated,
              ...(await hostPrerenderOptions({
                root: path.join(repoRoot, 'host/dist'),
                campaignFile,
                backend: emulated,
                portOffset: OFFSET,
              })),
            }))(),
        ]),
  ]);

  /** @type {Record<string, unknown>} */
  const results = { at: new Date().toISOString() };
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    if (withFrontEnd) {
      results.bytes = await benchBytes(browser);
      results.tileToGame = await benchTileToGame(browser);
      if (outside) results.outsideTile = await benchOutsideTile(browser);
      else
        console.log(
          '\n[bench] the fourth game is not published here: pnpm test:e2e or `pnpm release vallam --from outside-games/vallam-kali/dist --origin http://localhost:3031` publishes it',
        );
    }
    if (onlyTile) {
      results.tileToGame = await benchTileToGame(browser);
      results.outsideTile = outside
        ? await benchOutsideTile(browser)
        : 'the fourth game is not published on this machine';
    }
    if (withFrontEnd || onlyTap) results.taps = await benchTaps(browser, lighthousePlan.runs);
    if (withFrontEnd || onlyTyping) results.earlyTyping = await benchEarlyTyping(browser, 20);
    if (withFrontEnd || onlyFrames)
      results.frames = await benchFrames(browser, lighthousePlan.runs);
    if (withFrontEnd) results.pages = await benchPageRenders();
    await emulator;
    if (withBackend) results.packageScoring = await benchPackageScoring();
    if (withBackend) {
      results.backend = emulatedHere
        ? await benchBackend(browser)
        : (console.log('[bench] backend figures skipped: the Firestore emulator cannot run here'),
          null);
    }
    if (withFrontEnd) {
      results.soak = emulatedHere
        ? await benchSoak()
        : (console.log('[bench] soak skipped: the Firestore emulator cannot run here'), null);
      results.load = emulatedHere
        ? await benchLoad()
        : (console.log('[bench] load run skipped: the Firestore emulator cannot run here'), null);
      results.bill = emulatedHere
        ? await benchBill()
        : (console.log('[bench] bill skipped: the Firestore emulator cannot run here'), null);
    }
    await browser.close();
    if (withLighthouse) {
      console.log(
        `[bench] Lighthouse's pages on the ${lighthouseAdapter} adapter; signing in against the auth emulator on ${AUTH_EMULATOR}`,
      );
      results.lighthouseAdapter = lighthouseAdapter;
      results.lighthouse = await benchLighthouse(
        lighthouseAdapter === 'firebase' ? 'http://localhost:4100' : 'http://localhost:4000',
        'http://localhost:4020',
        lighthousePlan,
        lighthouseAdapter,
      );
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
    await (await emulator.catch(() => undefined))?.stop();
  }
  writeFileSync(path.join(outDir, 'results.json'), JSON.stringify(results, null, 2));
  console.log('');
  console.log(
    `[bench] figures saved to ${path.relative(repoRoot, path.join(outDir, 'results.json'))}`,
  );
}

await run();
