// The JavaScript the home page needs, as a phone on slow 4G receives it (`pnpm bench`, run.mjs):
// the gzip -9 bytes of the scripts that had arrived when the first contentful paint happened, and
// when the app had the page (it answers taps), federated build (4000) against the single bundle
// (4010), median of 3, each load in a fresh context. Printed beside the targets: 120 KB or less
// before the first paint and within 1.20 of the single bundle; 110 KB or less before the app has
// the page, at 1.4 s or sooner, and no heavier or later than the single bundle.
import { gzipSync } from 'node:zlib';
import { throttleAsPhone } from './calibrate.mjs';
import { median } from './cheap-phone.mjs';

const RUNS = 3;

/**
 * Loads `url` in a fresh Chromium context and returns the gzip bytes of every script that had
 * finished downloading when the first contentful paint happened, and of all scripts by load end.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {boolean} verbose each script printed, before or after the first paint
 */
async function measure(browser, url, verbose) {
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
 * @param {{ verbose: boolean }} options
 */
export async function benchBytes(browser, { verbose }) {
  const federated = [];
  const single = [];
  for (let i = 0; i < RUNS; i++) {
    federated.push(await measure(browser, 'http://localhost:4000/', verbose));
    single.push(await measure(browser, 'http://localhost:4010/', verbose));
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
