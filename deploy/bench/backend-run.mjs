// The backend's measurements as `pnpm bench` runs and prints them (run.mjs): submitPlay's latency
// and the documents a dashboard view reads, on the emulators (backend.mjs); the pages function's
// renders a second on one core (page-renders.mjs); a play scored from its version's package
// (package-scoring.mjs); the soak of the HTTP functions (soak.mjs) and the peak under load
// (load.mjs), both on the functions built first, so they measure this checkout's code; the bill
// (bill.mjs, its figures printed and priced by bill-report.mjs).
import os from 'node:os';
import { measureBackend } from './backend.mjs';
import { measureBill } from './bill.mjs';
import { reportBill } from './bill-report.mjs';
import { measurePackageScoring, printPackageScoring } from './package-scoring.mjs';
import { measurePageRenders } from './page-renders.mjs';
import { measureSoak, printSoak } from './soak.mjs';
import { measureFamilySoak, printFamilySoak } from './family-soak.mjs';
import { measureLoad, printLoad } from './load.mjs';
import { FIRESTORE_EMULATOR, firestoreEmulatorAnswers } from '../scripts/emulators.mjs';

const mark = (/** @type {boolean} */ met) => (met ? 'met' : 'MISSED');

/**
 * 5. submitPlay's latency and a dashboard view's reads, on the emulated backend's host at 4100.
 * @param {import('@playwright/test').Browser} browser
 */
export async function benchBackend(browser) {
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

/** 6. The pages function's renders a second on one core, sandboxed and in process. */
export async function benchPageRenders() {
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
export async function benchPackageScoring() {
  const firestore = (await firestoreEmulatorAnswers()) ? FIRESTORE_EMULATOR : undefined;
  const figures = await measurePackageScoring(firestore ? { firestore } : {});
  printPackageScoring(figures);
  return figures;
}

/**
 * 7. The soak of the HTTP functions and then of the family pookalam's callables, on the bundle as
 * `firebase deploy` would ship it (built here, so it is this checkout's code) and the Firestore
 * emulator, which must be up.
 * @param {{ verbose: boolean }} options verbose: the build's lines printed
 */
export async function benchSoak({ verbose }) {
  console.log('[bench] the HTTP functions soaked (the functions built first)');
  const { buildFunctions } = await import('../functions/build.mjs');
  await buildFunctions({ log: (line) => verbose && console.log(`[bench] ${line}`) });
  const results = await measureSoak();
  printSoak(results);
  // The family pookalam's callables, on their own carpets (family-soak.mjs).
  const family = await measureFamilySoak();
  printFamilySoak(family);
  return { ...results, family };
}

/**
 * 7b. The load run: a few hundred visitors at once against the built functions (load.mjs), on the
 * Firestore emulator, which must be up. Built first, as the soak is.
 * @param {{ verbose: boolean, loadVisitors: number | undefined }} options verbose: the build's
 *   lines printed; loadVisitors: --load-visitors N (bench-plan.mjs), else load.mjs's own number
 */
export async function benchLoad({ verbose, loadVisitors }) {
  console.log('[bench] the peak under load: visitors at once against the built functions');
  const { buildFunctions } = await import('../functions/build.mjs');
  await buildFunctions({ log: (line) => verbose && console.log(`[bench] ${line}`) });
  const load = await measureLoad({ visitors: loadVisitors });
  printLoad(load);
  return load;
}

/**
 * 8. The bill: the journey counted on the bill's own emulators; the peak model, the fixed costs
 * and a day at one and ten million visitors (bill-report.mjs).
 * @param {{ verbose: boolean, peakVisitors: number | undefined }} options verbose: the journey's
 *   steps printed; peakVisitors: --peak-visitors N a second (bench-plan.mjs), else the model's own
 */
export async function benchBill({ verbose, peakVisitors }) {
  console.log("[bench] the bill: one visitor's journey on the emulators, counted");
  const figures = await measureBill({ log: (line) => verbose && console.log(`[bench] ${line}`) });
  return { ...figures, ...(await reportBill(figures, { visitorsPerSecond: peakVisitors })) };
}
