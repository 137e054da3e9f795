// Lighthouse's performance audit of the production build, as a phone on a slow network sees it:
// Lighthouse's mobile defaults (a Moto G Power-sized screen, simulated slow 4G: 150 ms RTT,
// 1.6 Mbps down, and 4x CPU slowdown, or 8x for an entry-level phone), the performance category
// only, in Debian's Chromium.
//
// Chromium is launched here by Playwright with a DevTools port, and Lighthouse's node API drives
// it through that port: Lighthouse's own launcher (chrome-launcher) is not a dependency we can
// import under pnpm's strict layout. A persistent context makes Playwright's context the browser's
// default one, where Lighthouse opens its tabs, so a visitor signed in with Playwright is signed in
// for Lighthouse too.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { median } from './cheap-phone.mjs';

export { median };

/** The audits reported per route, as Lighthouse names them. */
export const METRICS = /** @type {const} */ ({
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
});

/**
 * @typedef {{ score: number, fcp: number, lcp: number, tbt: number, cls: number, si: number, benchmarkIndex: number }} Audit
 *   score 0-100; fcp, lcp, tbt, si in ms; cls unitless; benchmarkIndex: Lighthouse's measure of
 *   this machine's CPU speed during the run (higher is faster; it swings with other load, and TBT
 *   with it, so it is printed beside every figure).
 * @typedef {{ route: string, signedIn: boolean, runs: Audit[], median: Audit, finalUrl: string }} RouteAudit
 */

/** @param {string} profileDir */
async function devToolsPort(profileDir) {
  const file = path.join(profileDir, 'DevToolsActivePort');
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      const [port] = readFileSync(file, 'utf8').split('\n');
      if (port) return Number(port);
    } catch {
      // Not written yet.
    }
    await sleep(100);
  }
  throw new Error(`Chromium wrote no ${file}`);
}

/**
 * @param {import('lighthouse').Result} lhr
 * @returns {Audit}
 */
function auditOf(lhr) {
  const value = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    fcp: value(METRICS.fcp),
    lcp: value(METRICS.lcp),
    tbt: value(METRICS.tbt),
    cls: value(METRICS.cls),
    si: value(METRICS.si),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex ?? NaN),
  };
}

/**
 * Starts Chromium for Lighthouse, with a fresh profile in `outDir/profile`. `context` is
 * Playwright's handle on the same profile, for steps before an audit (signing a visitor in).
 * @param {{ outDir: string }} options
 */
export async function startLighthouseBrowser({ outDir }) {
  const profileDir = path.join(outDir, 'profile');
  rmSync(profileDir, { recursive: true, force: true });
  mkdirSync(profileDir, { recursive: true });
  // Port 0: Chromium picks a free port and writes it into the profile, so a busy port never
  // collides with another run.
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--remote-debugging-port=0'],
    // Lighthouse emulates the phone's screen itself; a Playwright viewport would fight it.
    viewport: null,
  });
  const port = await devToolsPort(profileDir);

  /**
   * Audits `url` `runs` times and keeps each report as JSON in outDir.
   * @param {{ url: string, name: string, runs: number, warm?: boolean, cpu?: number }} audit
   *   warm: keep the browser's storage and cache between loads (Lighthouse's
   *   disableStorageReset), as a returning visitor who is signed in has them.
   *   cpu: the simulated CPU slowdown (Lighthouse's cpuSlowdownMultiplier), 4 by default.
   * @returns {Promise<{ runs: Audit[], median: Audit, finalUrl: string }>}
   */
  async function audit({ url, name, runs, warm = false, cpu = 4 }) {
    /** @type {Audit[]} */
    const results = [];
    let finalUrl = url;
    for (let run = 1; run <= runs; run += 1) {
      const result = await lighthouse(
        url,
        {
          port,
          hostname: '127.0.0.1',
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          formFactor: 'mobile',
          screenEmulation: constants.screenEmulationMetrics.mobile,
          throttlingMethod: 'simulate',
          throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu },
          disableStorageReset: warm,
        },
        undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) {
        throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
      }
      writeFileSync(path.join(outDir, `${name}-${run}.json`), JSON.stringify(lhr, null, 1));
      finalUrl = lhr.finalDisplayedUrl;
      results.push(auditOf(lhr));
    }
    /** @type {Audit} */
    const mid = {
      score: median(results.map((r) => r.score)),
      fcp: median(results.map((r) => r.fcp)),
      lcp: median(results.map((r) => r.lcp)),
      tbt: median(results.map((r) => r.tbt)),
      cls: median(results.map((r) => r.cls)),
      si: median(results.map((r) => r.si)),
      benchmarkIndex: median(results.map((r) => r.benchmarkIndex)),
    };
    return { runs: results, median: mid, finalUrl };
  }

  return {
    context,
    audit,
    close: async () => {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/** The Lighthouse settings as a sentence, read back from a saved report so it says what ran. */
export function describeSettings(/** @type {string} */ reportFile) {
  /** @type {import('lighthouse').Result} */
  const lhr = JSON.parse(readFileSync(reportFile, 'utf8'));
  const { throttling, throttlingMethod, formFactor, screenEmulation } = lhr.configSettings;
  const mbps = ((throttling.throughputKbps ?? 0) / 1024).toFixed(1);
  return (
    `Lighthouse ${lhr.lighthouseVersion}, ${formFactor} ${screenEmulation.width}x${screenEmulation.height}, ` +
    `${throttlingMethod} throttling (RTT ${throttling.rttMs} ms, ${mbps} Mbps down, ` +
    `${throttling.cpuSlowdownMultiplier}x CPU), ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}`
  );
}
