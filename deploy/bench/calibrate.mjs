// The CPU slowdown for a device class, calibrated on this machine just before a measurement, as
// Chrome DevTools calibrates its CPU presets: Lighthouse's own benchmark (computeBenchmarkIndex,
// the figure Lighthouse reports as benchmarkIndex) runs in a blank page of the same browser,
// unthrottled, and the slowdown is that index over the tier's (calibratedSlowdown,
// cheap-phone.mjs). The machines these run on swing between an index of about 750 and 3,100 from
// hour to hour: a fixed "8x" is a different phone each time.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { calibratedSlowdown } from './cheap-phone.mjs';

/**
 * @typedef {{ benchmarkIndex: number, slowdown: number, tier: import('./cheap-phone.mjs').Tier }} Calibration
 */

/**
 * This machine's benchmarkIndex now, and the slowdown that makes it the tier's phone.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('./cheap-phone.mjs').Tier} tier
 * @returns {Promise<Calibration>}
 */
export async function calibrate(browser, tier) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const benchmarkIndex = Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return { benchmarkIndex, slowdown: calibratedSlowdown(benchmarkIndex, tier), tier };
  } finally {
    await context.close();
  }
}

/**
 * "index 1,850, slowed 7.0x" for a list of calibrations: each run's, so a reader sees the spread.
 * @param {ReadonlyArray<Calibration>} calibrations
 */
export const calibrationText = (calibrations) =>
  `index ${calibrations.map((c) => c.benchmarkIndex).join(', ')}; slowed ${calibrations.map((c) => `${c.slowdown.toFixed(1)}x`).join(', ')}`;

/**
 * Throttles a page as the phone the bench stands for: slow 4G, as Lighthouse's mobile preset (on
 * loopback every download would end at once), and, when `cpu` is given, the CPU slowed that many
 * times (a calibration's slowdown).
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {{ cpu?: number }} [options]
 */
export async function throttleAsPhone(cdp, { cpu } = {}) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  if (cpu !== undefined) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
}
