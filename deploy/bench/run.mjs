// `pnpm bench`: how fast the production build is for a visitor on a phone, federated against the
// same app built as one bundle with the remotes imported statically (the single-bundle baseline,
// deploy/bench/single-bundle). In one run it prints:
//   1. the JavaScript the home page needs before its first paint (gzip bytes), both builds;
//   2. Lighthouse (mobile, simulated slow 4G, 4x CPU) for /, /game and /dashboard (signed in),
//      federated build, median of 3, with the targets beside the figures: once on a quiet
//      machine, once with one core kept busy (as deploy/scripts/with-busy-core.mjs keeps it: a
//      phone or a shared machine is seldom idle), each in a fresh profile;
//   3. the time from a tap on the Pookalam tile to a playable game, both builds, median of 5;
//   4. the pookalam board's frame times while painting;
//   5. on the emulated backend: the submitPlay callable's latency, and the Firestore documents a
//      dashboard view reads for a visitor with 3 plays and with 300 (deploy/bench/backend.mjs);
//   6. the pages function's renders per second on one core: `/` and `/game`, English and
//      Malayalam (deploy/bench/page-renders.mjs; README, "Pages drawn per request");
//   7. a soak of the HTTP functions (ogImage, pages, campaignJson, cspReport), each the built
//      bundle in a process of its own on 127.0.0.1 with Firestore on the emulator: requests a
//      second, p50/p95 latency, the process's RSS at the start, middle and end (as it is and after
//      a forced GC), against the target of under 25 MB added in the second half and no error;
//      a few thousand requests each, a few minutes in all (deploy/bench/soak.mjs).
//   8. the bill: one visitor's journey on the emulators (first visit, three games, the dashboard,
//      a card shared), its Firestore reads and writes and function invocations, and what a day of
//      a million such visitors costs at deploy/bench/prices.json's prices (deploy/bench/bill.mjs).
// A measurement, not a test: it never fails on a number. Run it under the browser-test lock:
//   flock /tmp/onam-e2e.lock node deploy/bench/run.mjs [--verbose] [--skip-lighthouse]
//     [--lighthouse-only | --backend-only | --pages-only | --soak-only | --bill-only]
// Figures go to .output/bench/results.json, Lighthouse's reports to
// .output/bench/lighthouse/{quiet,loaded}/.
import '../scripts/loopback-only.cjs';
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { chromium } from '@playwright/test';
import { signInVisitor, AUTH_EMULATOR } from './lighthouse-signed-in.mjs';
import { measureBackend } from './backend.mjs';
import { billLines, dayBill } from './bill-cost.mjs';
import { journeyLines, measureBill } from './bill.mjs';
import { describeSettings, median, startLighthouseBrowser } from './lighthouse.mjs';
import { measurePageRenders } from './page-renders.mjs';
import { measurePookalamFrames } from './pookalam-frames.mjs';
import { measureSoak, printSoak } from './soak.mjs';
import { measureTileToGame } from './tile-to-game.mjs';
import { singleBundleConfig } from './single-bundle/webpack.config.js';
import { hostPrerenderOptions } from '../preview/prerender.mjs';
import { readCampaignSync } from '../preview/campaign-source.mjs';
import { startStaticServer } from '../preview/static-server.mjs';
import { apps, defaultCampaignFile, repoRoot } from '../hosting/apps.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import {
  emulatedBackend,
  firestoreEmulatorAnswers,
  firestoreEmulatorSupport,
  startBackendEmulators,
  startFirestoreEmulator,
} from '../scripts/emulators.mjs';

const RUNS = 3;
const LIGHTHOUSE_RUNS = 3;
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
  /** @type {{ remotes: Record<string, { entry: string }>, backend: { emulators?: { auth?: string }, mediaUpload?: string } }} */
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
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
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
const seconds = (/** @type {number} */ value) => `${(value / 1000).toFixed(2)} s`;
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
 * 2. Lighthouse on the federated build, quiet and then with one core busy.
 * @param {string} baseUrl
 */
async function benchLighthouse(baseUrl) {
  const quiet = await benchLighthouseOnce(baseUrl, 'quiet');
  // The load with-busy-core.mjs makes: a process spinning at normal priority, sharing the cores
  // with Chromium as any other busy program would (Lighthouse's simulated 4x CPU slowdown comes
  // on top, from the timings it observes).
  const spin = spawn(process.execPath, ['-e', 'for (;;) { Math.sqrt(Math.random()); }'], {
    stdio: 'ignore',
  });
  console.log(`[bench] one core kept busy (pid ${spin.pid}) for Lighthouse, loaded`);
  try {
    const loaded = await benchLighthouseOnce(baseUrl, 'loaded');
    return { quiet, loaded };
  } finally {
    spin.kill('SIGKILL');
  }
}

/**
 * @param {string} baseUrl
 * @param {'quiet' | 'loaded'} load what else the machine does meanwhile (said in the output)
 */
async function benchLighthouseOnce(baseUrl, load) {
  // --route=/dashboard (repeatable): only those routes.
  const chosen = process.argv.filter((a) => a.startsWith('--route=')).map((a) => a.slice(8));
  const wanted = (/** @type {string} */ route) => chosen.length === 0 || chosen.includes(route);
  const reportDir = path.join(lighthouseDir, load);
  mkdirSync(reportDir, { recursive: true });
  const lh = await startLighthouseBrowser({ outDir: reportDir });
  /** @type {Array<{ route: string, note: string } & Awaited<ReturnType<typeof lh.audit>>>} */
  const routes = [];
  try {
    // Cold loads first: Lighthouse empties the cache and the service worker between them (it
    // keeps IndexedDB, where a sign-in would live, so the visitor signs in only afterwards).
    for (const route of ['/', '/game'].filter(wanted)) {
      const name = route === '/' ? 'home' : route.slice(1);
      console.log(`[bench] Lighthouse ${route}, ${load} (${LIGHTHOUSE_RUNS} runs)`);
      const result = await lh.audit({ url: `${baseUrl}${route}`, name, runs: LIGHTHOUSE_RUNS });
      routes.push({ route, note: 'first visit, cold cache', ...result });
    }
    if (wanted('/dashboard')) {
      console.log('[bench] signing a visitor in for /dashboard');
      await signInVisitor(lh.context, baseUrl);
      console.log(`[bench] Lighthouse /dashboard, ${load} (${LIGHTHOUSE_RUNS} runs)`);
      const dashboard = await lh.audit({
        url: `${baseUrl}/dashboard`,
        name: 'dashboard',
        runs: LIGHTHOUSE_RUNS,
        warm: true,
      });
      if (new URL(dashboard.finalUrl).pathname !== '/dashboard') {
        console.warn(`[bench] warning: /dashboard ended at ${dashboard.finalUrl}, not signed in?`);
      }
      routes.push({ route: '/dashboard', note: 'warm, signed in', ...dashboard });
    }
  } finally {
    await lh.close();
  }

  console.log('');
  console.log(
    `Lighthouse, performance category, federated build, ${load === 'quiet' ? 'quiet machine' : 'one core kept busy'}, median of ${LIGHTHOUSE_RUNS} (each column its own median):`,
  );
  const first = routes[0]?.route ?? '/';
  const firstName = first === '/' ? 'home' : first.slice(1);
  console.log(`  ${describeSettings(path.join(reportDir, `${firstName}-1.json`))}`);
  console.log(
    '  targets: score 95 or more, LCP 1.5 s or less, CLS 0.02 or less (FCP, TBT, SI for reference)',
  );
  const header = `  ${'route'.padEnd(11)} ${'score'.padStart(5)} ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} ${'SI'.padStart(7)} ${'bench'.padStart(6)}  targets (score, LCP, CLS)`;
  console.log(header);
  for (const { route, note, median: m, runs } of routes) {
    const targets = [m.score >= 95, m.lcp <= 1500, m.cls <= 0.02].map(mark).join(', ');
    console.log(
      `  ${route.padEnd(11)} ${String(m.score).padStart(5)} ${seconds(m.fcp).padStart(7)} ${seconds(m.lcp).padStart(7)} ${ms(m.tbt).padStart(7)} ${m.cls.toFixed(3).padStart(6)} ${seconds(m.si).padStart(7)} ${String(m.benchmarkIndex).padStart(6)}  ${targets}  (${note}; scores ${runs.map((r) => r.score).join(', ')}, benchmarkIndex ${runs.map((r) => r.benchmarkIndex).join(', ')})`,
    );
  }
  console.log(
    "  bench: Lighthouse's benchmarkIndex (this machine's CPU speed in the runs, median; higher is faster)",
  );
  console.log(`  reports: ${path.relative(repoRoot, reportDir)}/<route>-<run>.json`);
  return routes.map(({ route, note, median: m, runs }) => ({ route, note, median: m, runs }));
}

/**
 * 3. Tap on the Pookalam tile to a playable game, both builds, alternating.
 * @param {import('@playwright/test').Browser} browser
 */
async function benchTileToGame(browser) {
  /** @type {Awaited<ReturnType<typeof measureTileToGame>>[]} */
  const federated = [];
  /** @type {Awaited<ReturnType<typeof measureTileToGame>>[]} */
  const single = [];
  for (let i = 0; i < TILE_RUNS; i++) {
    federated.push(await measureTileToGame(browser, 'http://localhost:4000'));
    single.push(await measureTileToGame(browser, 'http://localhost:4010'));
    if (verbose) {
      const f = federated[i];
      const s = single[i];
      console.log(
        `  run ${i + 1}: federated ${ms(f?.total ?? NaN)} (${ms(f?.ready ?? NaN)} + ${ms(f?.answer ?? NaN)}), single ${ms(s?.total ?? NaN)} (${ms(s?.ready ?? NaN)} + ${ms(s?.answer ?? NaN)})`,
      );
    }
  }
  const mid = (/** @type {typeof federated} */ runs) => ({
    total: median(runs.map((r) => r.total)),
    ready: median(runs.map((r) => r.ready)),
    answer: median(runs.map((r) => r.answer)),
  });
  const fed = mid(federated);
  const one = mid(single);
  const ratio = fed.total / one.total;
  console.log('');
  console.log(
    `Tap on the Pookalam tile (/) to a playable game, 4x CPU, slow 4G, median of ${TILE_RUNS}:`,
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
  return { federated: fed, singleBundle: one, ratio, runs: { federated, singleBundle: single } };
}

/**
 * 4. The pookalam board's frame times.
 * @param {import('@playwright/test').Browser} browser
 */
async function benchFrames(browser) {
  /** @type {Awaited<ReturnType<typeof measurePookalamFrames>>[]} */
  const boards = [];
  for (let i = 0; i < RUNS; i++)
    boards.push(await measurePookalamFrames(browser, 'http://localhost:4000'));
  const fms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
  const mid = (/** @type {(m: (typeof boards)[number]) => number} */ pick) =>
    median(boards.map(pick));
  console.log('');
  console.log(
    'Pookalam board while painting (day 10, ten rings), 4x CPU throttling, 412x915 @2.6x, median of 3:',
  );
  console.log(
    `  main-thread work per frame: p50 ${fms(mid((m) => m.workP50))}, p95 ${fms(mid((m) => m.workP95))} (target 16.7 ms or less), max ${fms(mid((m) => m.workMax))}; ${mid((m) => m.framesWithWork)} of ${mid((m) => m.frames)} frames had work`,
  );
  console.log(`  board: ${boards[0]?.summary} After painting: ${boards[0]?.covered}.`);
  console.log(
    `  frame interval: p50 ${fms(mid((m) => m.intervalP50))}, p95 ${fms(mid((m) => m.intervalP95))}`,
  );
  return { workP50: mid((m) => m.workP50), workP95: mid((m) => m.workP95) };
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
    `[bench] the pages function's renders on one core (${cpu?.model ?? 'unknown CPU'}, ${os.cpus().length} cores)`,
  );
  const figures = await measurePageRenders();
  for (const { path: pagePath, locale, rendersPerSecond, meanMs, bytes } of figures) {
    console.log(
      `  ${pagePath.padEnd(6)} ${locale}: ${rendersPerSecond.toFixed(0)} renders/s (${meanMs.toFixed(1)} ms each, ${(bytes / 1024).toFixed(1)} KiB)`,
    );
  }
  const slowest = Math.min(...figures.map((f) => f.rendersPerSecond));
  console.log(`  slowest page: ${slowest.toFixed(0)} renders/s per vCPU`);
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

/** 8. The bill: the journey counted on the bill's own emulators, then a day of a million. */
async function benchBill() {
  console.log("[bench] the bill: one visitor's journey on the emulators, counted");
  const figures = await measureBill({ log: (line) => verbose && console.log(`[bench] ${line}`) });
  for (const line of journeyLines(figures)) console.log(line);
  /** @type {import('./bill-cost.mjs').Prices & { read: string, region: string }} */
  const prices = JSON.parse(readFileSync(path.join(repoRoot, 'deploy/bench/prices.json'), 'utf8'));
  const bill = dayBill(figures.journey, 1_000_000, prices);
  console.log(`  a day of a million such visitors, ${prices.region} prices read ${prices.read}:`);
  for (const line of billLines(bill)) console.log(line);
  return { ...figures, bill };
}

async function run() {
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
  if (process.argv.includes('--soak-only')) {
    // The Firestore emulator is all it needs: one already running is used, else one is started.
    if (!firestoreEmulatorSupport().ok) throw new Error('the soak needs the Firestore emulator');
    const firestore = (await firestoreEmulatorAnswers()) ? undefined : startFirestoreEmulator();
    try {
      await firestore?.ready;
      const soak = await benchSoak();
      writeFileSync(
        path.join(outDir, 'results.json'),
        JSON.stringify({ at: new Date().toISOString(), soak }, null, 2),
      );
    } finally {
      await firestore?.stop();
    }
    return;
  }
  if (process.argv.includes('--pages-only')) {
    const pages = await benchPageRenders();
    writeFileSync(
      path.join(outDir, 'results.json'),
      JSON.stringify({ at: new Date().toISOString(), pages }, null, 2),
    );
    return;
  }
  // --lighthouse-only: Lighthouse alone, for a quick look after a change to one route.
  const onlyLighthouse = process.argv.includes('--lighthouse-only');
  // --backend-only: the backend's figures alone (submitPlay's latency, a dashboard's reads).
  const onlyBackend = process.argv.includes('--backend-only');
  const withLighthouse = !process.argv.includes('--skip-lighthouse') && !onlyBackend;
  const withFrontEnd = !onlyLighthouse && !onlyBackend;
  // The emulators start (in their own time) while the baseline builds: the emulated backend's where
  // this machine can run them (the Auth emulator among them), else the Auth emulator alone.
  const emulatedHere = firestoreEmulatorSupport().ok;
  const emulator = startBackendEmulators(emulatedHere ? 'emulated' : 'local', {
    log: (line) => console.log(`[bench] ${line}`),
  });
  emulator.catch(() => undefined);
  const singleDir = path.join(outDir, 'single-bundle');
  if (withFrontEnd) {
    console.log('[bench] building the single-bundle baseline');
    await compile(singleBundleConfig(singleDir));
  }

  const OFFSET = 1000; // serve on 4000-4002 and 4010 so a running preview is left alone
  const campaignFile = benchCampaign(OFFSET);
  const servers = await Promise.all([
    ...apps.map((app) =>
      startStaticServer({
        target: app.target,
        root: path.join(app.dir, 'dist'),
        port: app.port + OFFSET,
        spa: app.spa,
        campaignFile: app.spa ? campaignFile : undefined,
        ...(app.spa
          ? hostPrerenderOptions({
              root: path.join(app.dir, 'dist'),
              campaignFile,
              portOffset: OFFSET,
            })
          : {}),
      }),
    ),
    ...(!withFrontEnd
      ? []
      : [
          startStaticServer({
            target: 'host',
            root: singleDir,
            port: 4010,
            spa: true,
            campaignFile,
            ...hostPrerenderOptions({ root: singleDir, campaignFile, portOffset: OFFSET }),
          }),
        ]),
    // The host on the emulated backend, for the backend's figures.
    ...(onlyLighthouse || !emulatedHere
      ? []
      : [
          startStaticServer({
            target: 'host',
            root: path.join(repoRoot, 'host/dist'),
            port: 4100,
            spa: true,
            campaignFile,
            backend: emulatedBackend(readCampaignSync(campaignFile).backend),
          }),
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
      results.frames = await benchFrames(browser);
    }
    if (withFrontEnd) results.pages = await benchPageRenders();
    await emulator;
    if (!onlyLighthouse) {
      results.backend = emulatedHere
        ? await benchBackend(browser)
        : (console.log('[bench] backend figures skipped: the Firestore emulator cannot run here'),
          null);
    }
    if (withFrontEnd) {
      results.soak = emulatedHere
        ? await benchSoak()
        : (console.log('[bench] soak skipped: the Firestore emulator cannot run here'), null);
      results.bill = emulatedHere
        ? await benchBill()
        : (console.log('[bench] bill skipped: the Firestore emulator cannot run here'), null);
    }
    await browser.close();
    if (withLighthouse) {
      console.log(`[bench] signing in against the auth emulator on ${AUTH_EMULATOR}`);
      results.lighthouse = await benchLighthouse('http://localhost:4000');
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
