// `pnpm bench`: how fast the production build is for a visitor on a phone, federated against the
// same app built as one bundle with the remotes imported statically (the single-bundle baseline,
// deploy/bench/single-bundle). In one run it prints:
//   1. the JavaScript the home page needs before its first paint (gzip bytes), both builds
//      (bytes.mjs);
//   2. Lighthouse (mobile, simulated slow 4G) as a low-tier and a mid-tier phone, the CPU slowdown
//      calibrated from each load's benchmarkIndex (as DevTools does), on the floor page (React
//      adopting a small drawn page, deploy/bench/floor, built in the same run) and on /, /game,
//      /dress, /eat, /celebrate, /wall, /calendar and /dashboard (signed in), federated build,
//      median of 3, each cell's score, LCP, TBT and TBT over the floor's with benchmarkIndex,
//      slowdown and the targets beside them (cheap-phone.mjs): once on a quiet machine, once with one
//      core kept busy (as deploy/scripts/with-busy-core.mjs keeps it: a phone or a shared machine
//      is seldom idle), each in a fresh profile (lighthouse-run.mjs);
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
//      a few thousand requests each, a few minutes in all (deploy/bench/soak.mjs); then the family
//      pookalam's callables (start, join, finish) the same way, over 120 carpets each started,
//      joined by three, laid and finished (deploy/bench/family-soak.mjs);
//   7b. the peak under load (deploy/bench/load.mjs): a few hundred simulated visitors arriving over
//      a minute (--load-visitors N), each the bill's journey, against the built functions on the
//      Firestore emulator: p50/p95 and errors per function, contention retries, the health intake's
//      counts, the canary guard's decision, the boards' tallies against full counts;
//   8. the bill: one visitor's journey on the emulators (first visit, three games, the dashboard,
//      a card shared), its Firestore reads and writes and function invocations (deploy/bench/
//      bill.mjs); the peak model's hottest documents at 500 visitors a second (--peak-visitors N;
//      peak-model.mjs); the site's fixed costs a minute; a festival day at one and ten million
//      visitors at deploy/bench/prices.json's prices (bill-cost.mjs, bill-report.mjs).
//   9. the family pookalam (--family-only alone): a flower's time from one phone's key to the
//      other phone's paint, p50/p95/max over 200 flowers, both phones at 4x on the emulated
//      backend; a carpet of six members and 400 flowers counted on the bill's emulators beside
//      the model of it, and a day of 100,000 such carpets priced (family-run.mjs).
// A measurement, not a test: it never fails on a number. Run it under the browser-test lock:
//   flock /tmp/onam-e2e.lock node deploy/bench/run.mjs [--verbose] [--skip-lighthouse]
//     [--lighthouse-only | --tap-only | --typing-only | --tile-only | --frames-only | --backend-only
//      | --family-only | --pages-only
//      | --soak-only | --load-only [--load-visitors N] | --bill-only [--peak-visitors N]]
//     [--route=/game]... [--tier=low | --tier=mid] [--quiet-only | --busy-only] [--runs=N]
//     [--adapter=firebase | --adapter=local]
// --adapter: the backend adapter Lighthouse's pages run on: `firebase` (what production visitors
// get, here against the emulators; the default where the Firestore emulator can run) or `local`
// (the Auth emulator and the device's database, as the browser tests' pages; docs/decisions/065).
// --route, --tier, --quiet-only and --busy-only choose Lighthouse's audits; --runs=N is the runs of
// each Lighthouse cell, tap and frame bench (3 by default). How long the whole would take is
// printed before and after Lighthouse.
// This file reads the flags into a plan (bench-plan.mjs), starts the sites and emulators the plan
// needs (bench-servers.mjs), runs each measurement (bytes.mjs, lighthouse-run.mjs; front-end.mjs
// for 3 and 4; backend-run.mjs for 5 to 8; family-run.mjs for 9) and saves the figures.
// Figures go to .output/bench/results.json, Lighthouse's reports to
// .output/bench/lighthouse/{quiet,busy}/.
import '../scripts/loopback-only.cjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { benchPlan, outDir } from './bench-plan.mjs';
import { startSites, withFirestoreEmulator } from './bench-servers.mjs';
import { benchBytes } from './bytes.mjs';
import { benchLighthouse } from './lighthouse-run.mjs';
import {
  benchEarlyTyping,
  benchFrames,
  benchOutsideTile,
  benchTaps,
  benchTileToGame,
} from './front-end.mjs';
import {
  benchBackend,
  benchBill,
  benchLoad,
  benchPackageScoring,
  benchPageRenders,
  benchSoak,
} from './backend-run.mjs';
import { benchFamily } from './family-run.mjs';
import { repoRoot } from '../hosting/apps.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { ensureBuild } from '../scripts/ensure-build.mjs';
import { firestoreEmulatorSupport } from '../scripts/emulators.mjs';

const resultsFile = path.join(outDir, 'results.json');
/** @param {Record<string, unknown>} results */
const save = (results) => writeFileSync(resultsFile, JSON.stringify(results, null, 2));

/**
 * A part run alone (--bill-only, --soak-only, --load-only, --pages-only), on what it needs of its
 * own, its figures saved alone.
 * @param {import('./bench-plan.mjs').BenchPlan} plan
 */
async function runAlone(plan) {
  const part = plan.alone;
  if (part === 'bill') {
    // Its own Functions and Auth emulators; the Firestore emulator on 8080, used or started.
    if (!plan.emulatedHere) throw new Error('the bill needs the Firestore emulator');
    const bill = await benchBill(plan);
    save({ at: new Date().toISOString(), bill });
  } else if (part === 'soak' || part === 'load') {
    // The Firestore emulator is all it needs: one already running is used, else one is started.
    if (!plan.emulatedHere) throw new Error(`--${part}-only needs the Firestore emulator`);
    await withFirestoreEmulator(async () => {
      const figures = part === 'soak' ? await benchSoak(plan) : await benchLoad(plan);
      save({ at: new Date().toISOString(), [part]: figures });
    });
  } else {
    const pages = await benchPageRenders();
    const packageScoring = await benchPackageScoring();
    save({ at: new Date().toISOString(), pages, packageScoring });
  }
}

async function run() {
  // Read first, so a flag's bad value is refused before anything is built.
  const plan = benchPlan(process.argv, firestoreEmulatorSupport().ok);
  mkdirSync(outDir, { recursive: true });
  ensureBuild();
  if (plan.alone) return runAlone(plan);
  const sites = await startSites(plan);
  /** @type {Record<string, unknown>} */
  const results = { at: new Date().toISOString() };
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    if (plan.whole) results.bytes = await benchBytes(browser, plan);
    if (plan.tiles) {
      results.tileToGame = await benchTileToGame(browser, plan);
      if (sites.outside) results.outsideTile = await benchOutsideTile(browser, plan);
      else if (!plan.whole)
        results.outsideTile = 'the fourth game is not published on this machine';
      else
        console.log(
          '\n[bench] the fourth game is not published here: pnpm test:e2e or `pnpm release vallam --from outside-games/vallam-kali/dist --origin http://localhost:3031` publishes it',
        );
    }
    if (plan.taps) results.taps = await benchTaps(browser, plan.audits.runs, plan);
    if (plan.typing) results.earlyTyping = await benchEarlyTyping(browser, 20, plan);
    if (plan.frames) results.frames = await benchFrames(browser, plan.audits.runs);
    if (plan.whole) results.pages = await benchPageRenders();
    await sites.emulator;
    if (plan.backend) results.packageScoring = await benchPackageScoring();
    if (plan.backend) {
      results.backend = plan.emulatedHere
        ? await benchBackend(browser)
        : (console.log('[bench] backend figures skipped: the Firestore emulator cannot run here'),
          null);
    }
    if (plan.family) {
      results.family = plan.emulatedHere
        ? await benchFamily(browser, plan)
        : (console.log('[bench] family pookalam skipped: the Firestore emulator cannot run here'),
          null);
    }
    if (plan.whole) {
      results.soak = plan.emulatedHere
        ? await benchSoak(plan)
        : (console.log('[bench] soak skipped: the Firestore emulator cannot run here'), null);
      results.load = plan.emulatedHere
        ? await benchLoad(plan)
        : (console.log('[bench] load run skipped: the Firestore emulator cannot run here'), null);
      results.bill = plan.emulatedHere
        ? await benchBill(plan)
        : (console.log('[bench] bill skipped: the Firestore emulator cannot run here'), null);
    }
    await browser.close();
    if (plan.lighthouse) {
      results.lighthouseAdapter = plan.adapter;
      results.lighthouse = await benchLighthouse(
        plan.adapter === 'firebase' ? 'http://localhost:4100' : 'http://localhost:4000',
        'http://localhost:4020',
        plan.audits,
        plan.adapter,
      );
    }
  } finally {
    await browser.close();
    await sites.close();
  }
  save(results);
  console.log('');
  console.log(`[bench] figures saved to ${path.relative(repoRoot, resultsFile)}`);
}

await run();
