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
import { calibratedSlowdown, median } from './cheap-phone.mjs';

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
 * @typedef {{ score: number, fcp: number, lcp: number, tbt: number, cls: number, si: number, benchmarkIndex: number, slowdown: number }} Audit
 *   score 0-100; fcp, lcp, tbt, si in ms; cls unitless; benchmarkIndex: Lighthouse's measure of
 *   this machine's CPU speed during the run (higher is faster; it swings with other load, and TBT
 *   with it, so it is printed beside every figure); slowdown: the CPU slowdown the run was audited
 *   at, calibrated from that index to a device class.
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
    slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? NaN,
  };
}

/**
 * Each figure its own median.
 * @param {readonly Audit[]} runs
 * @returns {Audit}
 */
const medianAudit = (runs) => ({
  score: median(runs.map((r) => r.score)),
  fcp: median(runs.map((r) => r.fcp)),
  lcp: median(runs.map((r) => r.lcp)),
  tbt: median(runs.map((r) => r.tbt)),
  cls: median(runs.map((r) => r.cls)),
  si: median(runs.map((r) => r.si)),
  benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
  slowdown: median(runs.map((r) => r.slowdown)),
});

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
   * Audits `url` `runs` times, each run calibrated to every device class in `tiers`, and keeps
   * each report as JSON in outDir (`<name>-<tier>-<run>.json`).
   *
   * Lighthouse's simulated throttling applies its CPU slowdown to the trace after the page has
   * loaded, so a run loads the page once (gather mode, its artifacts saved) and is then audited
   * once per tier from those artifacts, each with the slowdown that makes this machine, at the
   * benchmarkIndex Lighthouse measured in that very run, the tier's phone (calibratedSlowdown,
   * cheap-phone.mjs): the same load at every tier, and a slowdown that follows the machine.
   * @param {{ url: string, name: string, runs: number, warm?: boolean, tiers: readonly import('./cheap-phone.mjs').Tier[] }} audit
   *   warm: keep the browser's storage and cache between loads (Lighthouse's
   *   disableStorageReset), as a returning visitor who is signed in has them.
   * @returns {Promise<{ byTier: Record<string, { runs: Audit[], median: Audit }>, finalUrl: string }>}
   */
  async function audit({ url, name, runs, warm = false, tiers }) {
    /** @type {Record<string, Audit[]>} */
    const results = Object.fromEntries(tiers.map((tier) => [tier, []]));
    let finalUrl = url;
    const artifactsDir = path.join(outDir, `${name}.artifacts`);
    /** @param {number} cpu */
    const flags = (cpu) => ({
      port,
      hostname: '127.0.0.1',
      output: /** @type {'json'} */ ('json'),
      logLevel: /** @type {'error'} */ ('error'),
      onlyCategories: ['performance'],
      formFactor: /** @type {'mobile'} */ ('mobile'),
      screenEmulation: constants.screenEmulationMetrics.mobile,
      throttlingMethod: /** @type {'simulate'} */ ('simulate'),
      throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu },
      disableStorageReset: warm,
    });
    for (let run = 1; run <= runs; run += 1) {
      rmSync(artifactsDir, { recursive: true, force: true });
      // The load: its artifacts are written to artifactsDir, and nothing is audited yet.
      await lighthouse(url, { ...flags(1), gatherMode: artifactsDir }, undefined);
      const artifactsFile = path.join(artifactsDir, 'artifacts.json');
      const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
      const index = Number(artifacts.BenchmarkIndex);
      for (const tier of tiers) {
        const cpu = calibratedSlowdown(index, tier);
        // The settings the artifacts were gathered with must equal the audit's: the slowdown is
        // all that differs, and it is applied only now.
        artifacts.settings.throttling.cpuSlowdownMultiplier = cpu;
        writeFileSync(artifactsFile, JSON.stringify(artifacts));
        const result = await lighthouse(url, { ...flags(cpu), auditMode: artifactsDir }, undefined);
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) {
          throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
        }
        writeFileSync(
          path.join(outDir, `${name}-${tier}-${run}.json`),
          JSON.stringify(lhr, null, 1),
        );
        finalUrl = lhr.finalDisplayedUrl;
        results[tier]?.push(auditOf(lhr));
      }
    }
    rmSync(artifactsDir, { recursive: true, force: true });
    /** @type {Record<string, { runs: Audit[], median: Audit }>} */
    const byTier = {};
    for (const tier of tiers) {
      const each = results[tier] ?? [];
      byTier[tier] = { runs: each, median: medianAudit(each) };
    }
    return { byTier, finalUrl };
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
    `CPU slowed ${throttling.cpuSlowdownMultiplier.toFixed(2)}x), ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}`
  );
}
