// `pnpm bench`: how much JavaScript the home page needs before its first paint, federated versus
// the same app built as one bundle with the remotes imported statically. Prints the gzip bytes of
// each and their ratio. A measurement, not a test: it never fails on a number.
import { gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { chromium } from '@playwright/test';
import { measurePookalamFrames } from '../bench/pookalam-frames.mjs';
import { singleBundleConfig } from '../bench/single-bundle/webpack.config.js';
import { startStaticServer } from '../preview/static-server.mjs';
import { apps, defaultCampaignFile, repoRoot } from './apps.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { ensureBuild } from './ensure-build.mjs';

const RUNS = 3;
const outDir = path.join(repoRoot, '.output/bench');

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
 * A copy of the local manifest whose remotes point at the bench's own ports.
 * @param {number} offset
 */
function benchCampaign(offset) {
  /** @type {{ remotes: Record<string, { entry: string }> }} */
  const manifest = JSON.parse(readFileSync(defaultCampaignFile, 'utf8'));
  for (const remote of Object.values(manifest.remotes)) {
    remote.entry = remote.entry.replace(
      /:(\d+)\//,
      (/** @type {string} */ _m, /** @type {string} */ port) => `:${Number(port) + offset}/`,
    );
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
  await page.goto(url, { waitUntil: 'networkidle' });
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
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
  if (process.argv.includes('--verbose')) {
    console.log(`\n${url} first contentful paint at ${timing.fcp.toFixed(0)} ms`);
    for (const s of timing.scripts) {
      const when = s.end <= timing.fcp ? 'before' : 'after ';
      console.log(`  ${when} ${String(gzipBytes.get(s.url) ?? 0).padStart(7)} B  ${s.url}`);
    }
  }
  return { beforePaint: sum(beforePaint), files: beforePaint.length, total: sum(timing.scripts) };
}

const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function run() {
  mkdirSync(outDir, { recursive: true });
  ensureBuild();
  const singleDir = path.join(outDir, 'single-bundle');
  console.log('[bench] building the single-bundle baseline');
  await compile(singleBundleConfig(singleDir));

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
      }),
    ),
    startStaticServer({ target: 'host', root: singleDir, port: 4010, spa: true, campaignFile }),
  ]);

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const federated = [];
    const single = [];
    for (let i = 0; i < RUNS; i++) {
      federated.push(await measure(browser, 'http://localhost:4000/'));
      single.push(await measure(browser, 'http://localhost:4010/'));
    }
    const fed = median(federated.map((m) => m.beforePaint));
    const one = median(single.map((m) => m.beforePaint));
    const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log('');
    console.log(
      'Home page (/), JavaScript before first contentful paint, slow 4G, gzip -9, median of 3:',
    );
    console.log(
      `  federated build:     ${kb(fed)} (${median(federated.map((m) => m.files))} files; all JS after load ${kb(median(federated.map((m) => m.total)))})`,
    );
    console.log(
      `  single-bundle build: ${kb(one)} (${median(single.map((m) => m.files))} files; all JS after load ${kb(median(single.map((m) => m.total)))})`,
    );
    console.log(`  ratio federated/single-bundle: ${(fed / one).toFixed(2)} (target 1.20 or less)`);

    /** @type {Awaited<ReturnType<typeof measurePookalamFrames>>[]} */
    const boards = [];
    for (let i = 0; i < RUNS; i++)
      boards.push(await measurePookalamFrames(browser, 'http://localhost:4000'));
    const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
    const mid = (/** @type {(m: (typeof boards)[number]) => number} */ pick) =>
      median(boards.map(pick));
    console.log('');
    console.log(
      'Pookalam board while painting (day 10, ten rings), 4x CPU throttling, 412x915 @2.6x, median of 3:',
    );
    console.log(
      `  main-thread work per frame: p50 ${ms(mid((m) => m.workP50))}, p95 ${ms(mid((m) => m.workP95))} (target 16.7 ms or less), max ${ms(mid((m) => m.workMax))}; ${mid((m) => m.framesWithWork)} of ${mid((m) => m.frames)} frames had work`,
    );
    console.log(`  board: ${boards[0]?.summary} After painting: ${boards[0]?.covered}.`);
    console.log(
      `  frame interval: p50 ${ms(mid((m) => m.intervalP50))}, p95 ${ms(mid((m) => m.intervalP95))}`,
    );
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
  }
}

await run();
