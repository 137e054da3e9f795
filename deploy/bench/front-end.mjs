// The front end's measurements as `pnpm bench` runs and prints them (run.mjs), each as a low-tier
// phone, its CPU slowdown calibrated on this machine before each visit (calibrate.mjs), on slow 4G:
// a tap on the Pookalam tile to a playable game, federated build against the single bundle, and
// the fourth game beside the pookalam (tile-to-game.mjs); a tap on a tile and on a chip while the
// app adopts the drawn page (tap-trace.mjs); a name typed into the drawn card maker as the app
// arrives (early-typing.mjs); the games' frame work, the pookalam while painting and the sadya
// while dishes are dragged (pookalam-frames.mjs, sadya-frames.mjs).
import { atMost, FRAME_WORK_TARGET_MS, median, tapLines } from './cheap-phone.mjs';
import { calibrate, calibrationText } from './calibrate.mjs';
import { typeEarly } from './early-typing.mjs';
import { measurePookalamFrames } from './pookalam-frames.mjs';
import { measureSadyaFrames } from './sadya-frames.mjs';
import { measureTap, TAPS } from './tap-trace.mjs';
import { measureTileToGame, POOKALAM, VALLAM_KALI } from './tile-to-game.mjs';

const TILE_RUNS = 5;
const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`;
const mark = (/** @type {boolean} */ met) => (met ? 'met' : 'MISSED');

/**
 * Tap on a tile to a playable game for two sites or games, alternating, TILE_RUNS times each;
 * calibrated to the low tier before each pair, so both of a pair are measured as the same phone.
 * Each side: [its name in the verbose lines, the site's origin, the game's tile].
 * @param {import('@playwright/test').Browser} browser
 * @param {[string, string, Parameters<typeof measureTileToGame>[2]]} a
 * @param {[string, string, Parameters<typeof measureTileToGame>[2]]} b
 * @param {{ verbose: boolean }} options verbose: each run's figures printed
 */
async function alternatingTiles(browser, a, b, { verbose }) {
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
 * @param {{ verbose: boolean }} options
 */
export async function benchOutsideTile(browser, options) {
  const { first, second, calibrations } = await alternatingTiles(
    browser,
    ['pookalam', 'http://localhost:4000', POOKALAM],
    ['vallam kali', 'http://localhost:4000', VALLAM_KALI],
    options,
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
 * @param {{ verbose: boolean }} options
 */
export async function benchTileToGame(browser, options) {
  const { first, second, calibrations } = await alternatingTiles(
    browser,
    ['federated', 'http://localhost:4000', POOKALAM],
    ['single', 'http://localhost:4010', POOKALAM],
    options,
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
export async function benchFrames(browser, runs) {
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
 * @param {{ verbose: boolean }} options
 */
export async function benchTaps(browser, runs, { verbose }) {
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
 * @param {{ verbose: boolean }} options
 */
export async function benchEarlyTyping(browser, tries, { verbose }) {
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
