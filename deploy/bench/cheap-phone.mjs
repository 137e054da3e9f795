// The pure half of the bench's phone measurements: which Lighthouse audits a run makes, the
// targets each CPU multiplier is held to, the marks beside the figures and the lines printed.
// No browser and no Lighthouse here, so Jest checks all of it directly
// (deploy/bench/__tests__/cheap-phone.test.ts).

/** @param {readonly number[]} values */
export const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * The value below which `p` per cent of `values` fall (nearest rank, never interpolated: a frame
 * time printed is one that happened). 0 for no values.
 * @param {readonly number[]} values
 * @param {number} p
 */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/**
 * The routes Lighthouse audits, in the order it audits them. All but the dashboard are a first
 * visit with a cold cache; the dashboard is a signed-in visitor's return, so it comes last (the
 * sign-in stays in the profile).
 */
export const LIGHTHOUSE_ROUTES = /** @type {const} */ ([
  '/',
  '/game',
  '/dress',
  '/eat',
  '/celebrate',
  '/wall',
  '/calendar',
  '/dashboard',
]);

/** The route audited signed in, with the browser's storage kept between loads. */
export const SIGNED_IN_ROUTE = '/dashboard';

/**
 * The device classes a page is measured as, calibrated as Chrome DevTools calibrates its CPU
 * presets: each is a phone's Lighthouse benchmarkIndex, and the slowdown is this machine's index
 * (measured in the same run) over it. A fixed "4x" or "8x" is a different phone every hour on a
 * shared machine whose index swings between about 750 and 3,100.
 */
export const DEVICE_TIERS = /** @type {const} */ ({
  low: { index: 264, phone: 'a low-tier phone (Moto G4 Power 2022 class)' },
  mid: { index: 1000, phone: 'a mid-tier phone (Pixel 5 class)' },
});
export const TIERS = /** @type {const} */ (['low', 'mid']);

/**
 * The CPU slowdown that makes a machine of `benchmarkIndex` the tier's phone, to two decimals,
 * and never below 1 (a machine slower than the phone is measured as it is).
 * @param {number} benchmarkIndex
 * @param {Tier} tier
 */
export function calibratedSlowdown(benchmarkIndex, tier) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`no benchmarkIndex to calibrate from (${benchmarkIndex})`);
  }
  return Math.max(1, Math.round((benchmarkIndex / DEVICE_TIERS[tier].index) * 100) / 100);
}

/** Quiet: nothing else runs. Busy: one core kept spinning, as a phone is seldom idle. */
export const LOADS = /** @type {const} */ (['quiet', 'busy']);

/** The floor's row in the tables: React adopting a small drawn page, and nothing else. */
export const FLOOR = 'the floor';

/**
 * @typedef {'low' | 'mid'} Tier
 * @typedef {'quiet' | 'busy'} Load
 * @typedef {{ score: number, lcp: number, tbt: number, benchmarkIndex: number, slowdown: number }} Figures
 * @typedef {{ label: string, met: boolean }} Mark
 * @typedef {{ routes: string[], tiers: Tier[], loads: Load[], runs: number }} LighthousePlan
 * @typedef {{ floor?: Figures, quiet?: Figures }} Yardsticks
 *   floor: the floor page's figures at the same tier and load; quiet: the same route's figures on
 *   a quiet machine, beside a busy row.
 */

/** How many times the floor's blocking time a route may have, low tier. */
export const TBT_OVER_FLOOR = 3;
/** How many points a busy machine may cost a route's score. */
export const BUSY_POINTS = 5;

/**
 * What each tier is held to: on a low-tier phone a page scores 90 or more and blocks
 * the main thread at most three times as long as the floor does; on a mid-tier one, 98 or more.
 * With one core busy, within five points of the same route on a quiet machine.
 * @param {Tier} tier
 * @param {Figures} figures
 * @param {Yardsticks} [yardsticks]
 * @returns {Mark[]}
 */
export function targetMarks(tier, figures, { floor, quiet } = {}) {
  /** @type {Mark[]} */
  const marks =
    tier === 'low'
      ? [
          { label: 'score ≥ 90', met: figures.score >= 90 },
          {
            label: `TBT ≤ ${TBT_OVER_FLOOR}x the floor's`,
            // Lighthouse counts only the part of a task past 50 ms: a floor of 0 ms still allows
            // a page that blocks for nothing.
            met: floor ? figures.tbt <= TBT_OVER_FLOOR * floor.tbt : false,
          },
        ]
      : [{ label: 'score ≥ 98', met: figures.score >= 98 }];
  if (quiet) {
    marks.push({
      label: `within ${BUSY_POINTS} of quiet`,
      met: figures.score >= quiet.score - BUSY_POINTS,
    });
  }
  return marks;
}

/** @param {readonly Mark[]} marks */
export const markText = (marks) =>
  marks.map(({ label, met }) => `${label} ${met ? 'pass' : 'MISS'}`).join(', ');

/**
 * The audits a run makes, read from the command line:
 *   --route=/game (repeatable; default every route), --tier=low or --tier=mid (repeatable; default
 *   both), --quiet-only or --busy-only (default both), --runs=N (default 3). The floor is audited
 *   in every run: it is the yardstick.
 * Unknown routes and tiers are refused, so a typo never measures nothing in silence.
 * @param {readonly string[]} argv
 * @returns {LighthousePlan}
 */
export function parseLighthousePlan(argv) {
  const values = (/** @type {string} */ name) =>
    argv.filter((a) => a.startsWith(`--${name}=`)).map((a) => a.slice(name.length + 3));
  const routes = values('route');
  for (const route of routes) {
    if (!LIGHTHOUSE_ROUTES.includes(/** @type {never} */ (route))) {
      throw new Error(`--route=${route}: not one of ${LIGHTHOUSE_ROUTES.join(', ')}`);
    }
  }
  if (values('cpu').length > 0) {
    throw new Error(
      '--cpu is gone: the CPU is calibrated per device class, --tier=low or --tier=mid',
    );
  }
  const tiers = values('tier').map((value) => {
    if (value !== 'low' && value !== 'mid') throw new Error(`--tier=${value}: low or mid`);
    return /** @type {Tier} */ (value);
  });
  const quietOnly = argv.includes('--quiet-only');
  const busyOnly = argv.includes('--busy-only');
  if (quietOnly && busyOnly) throw new Error('--quiet-only and --busy-only leave nothing to run');
  const [runsValue] = values('runs');
  const runs = runsValue === undefined ? 3 : Number(runsValue);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs=${runsValue}: a whole number`);
  return {
    // In the bench's own order, whatever the order on the command line.
    routes: LIGHTHOUSE_ROUTES.filter((r) => routes.length === 0 || routes.includes(r)),
    tiers: TIERS.filter((t) => tiers.length === 0 || tiers.includes(t)),
    loads: LOADS.filter((l) => (quietOnly ? l === 'quiet' : busyOnly ? l === 'busy' : true)),
    runs,
  };
}

/**
 * Page loads a plan makes: one per route (the floor's included), load and run; every tier is
 * audited from the same load.
 * @param {LighthousePlan} plan
 */
export const auditCount = (plan) => (plan.routes.length + 1) * plan.loads.length * plan.runs;

/** The plan with nothing left out: every route, both tiers, both loads, 3 runs. */
export const WHOLE_PLAN = parseLighthousePlan([]);

/**
 * How long `audits` audits take at `secondsEach`, as printed: "96 audits, about 38 min".
 * @param {number} audits
 * @param {number} secondsEach
 */
export const durationText = (audits, secondsEach) => {
  const minutes = (audits * secondsEach) / 60;
  const about = minutes < 1 ? '1 min or less' : `about ${Math.round(minutes)} min`;
  return `${audits} audit${audits === 1 ? '' : 's'}, ${about}`;
};

/**
 * @typedef {{ route: string, load: Load, tier: Tier, note: string, median: Figures, runs: Figures[] }} Cell
 */

const seconds = (/** @type {number} */ value) => `${(value / 1000).toFixed(2)} s`;
const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`;
const LOAD_NAMES = { quiet: 'quiet', busy: 'one core busy' };

/**
 * The yardsticks a cell is judged by: the floor at its tier and load, and, for a busy row, the
 * same route's quiet row.
 * @param {Cell} cell
 * @param {readonly Cell[]} cells
 * @returns {Yardsticks}
 */
export function yardsticksOf(cell, cells) {
  const floor = cells.find(
    (c) => c.route === FLOOR && c.tier === cell.tier && c.load === cell.load,
  )?.median;
  const quiet =
    cell.load === 'busy'
      ? cells.find((c) => c.route === cell.route && c.tier === cell.tier && c.load === 'quiet')
          ?.median
      : undefined;
  return { floor, quiet };
}

/**
 * The table printed for one tier: a row per route and load (the floor's first), each with its
 * score, LCP, TBT and TBT over the floor's (medians, each figure its own), the median
 * benchmarkIndex and slowdown beside them, and the marks.
 * @param {Tier} tier
 * @param {readonly Cell[]} cells
 * @returns {string[]}
 */
export function tableLines(tier, cells) {
  const mine = cells.filter((c) => c.tier === tier);
  if (mine.length === 0) return [];
  const runs = Math.max(...mine.map((c) => c.runs.length));
  const labels = targetMarks(tier, mine[0]?.median ?? /** @type {Figures} */ ({}), {});
  const lines = [
    `As ${DEVICE_TIERS[tier].phone}, benchmarkIndex ${DEVICE_TIERS[tier].index}, median of ${runs}; targets: ${labels.map((m) => m.label).join(', ')}; busy rows within ${BUSY_POINTS} points of quiet`,
    `  ${'route'.padEnd(11)} ${'load'.padEnd(13)} ${'score'.padStart(5)} ${'LCP'.padStart(7)} ${'TBT'.padStart(8)} ${'/floor'.padStart(6)} ${'index'.padStart(6)} ${'slow'.padStart(6)}  targets`,
  ];
  for (const cell of mine) {
    const { route, load, median: m, runs: each } = cell;
    const yardsticks = yardsticksOf(cell, cells);
    const over = yardsticks.floor && yardsticks.floor.tbt > 0 ? m.tbt / yardsticks.floor.tbt : NaN;
    const marks = route === FLOOR ? '(the yardstick)' : markText(targetMarks(tier, m, yardsticks));
    lines.push(
      `  ${route.padEnd(11)} ${LOAD_NAMES[load].padEnd(13)} ${String(m.score).padStart(5)} ${seconds(m.lcp).padStart(7)} ${ms(m.tbt).padStart(8)} ${(Number.isNaN(over) ? '-' : `${over.toFixed(1)}`).padStart(6)} ${String(m.benchmarkIndex).padStart(6)} ${`${m.slowdown.toFixed(1)}x`.padStart(6)}  ${marks}  (scores ${each.map((r) => r.score).join(', ')}; TBT ${each.map((r) => Math.round(r.tbt)).join(', ')}; index ${each.map((r) => r.benchmarkIndex).join(', ')}; slowdown ${each.map((r) => r.slowdown.toFixed(2)).join(', ')})`,
    );
  }
  const judged = mine.filter((c) => c.route !== FLOOR);
  const missed = judged.filter((c) =>
    targetMarks(tier, c.median, yardsticksOf(c, cells)).some((mark) => !mark.met),
  );
  lines.push(
    missed.length === 0
      ? `  every target met, ${tier} tier`
      : `  ${missed.length} of ${judged.length} rows miss a target, ${tier} tier`,
  );
  return lines;
}

/**
 * The medians of a cell's runs, each figure its own median.
 * @param {readonly Figures[]} runs
 * @returns {Figures}
 */
export const medianFigures = (runs) => ({
  score: median(runs.map((r) => r.score)),
  lcp: median(runs.map((r) => r.lcp)),
  tbt: median(runs.map((r) => r.tbt)),
  benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
  slowdown: median(runs.map((r) => r.slowdown)),
});

/**
 * The tap trace's and the frame bench's targets: a tap's answer with no task over 100 ms in the
 * way, and frame work p95 within a 60 Hz frame.
 */
export const LONGEST_TASK_TARGET_MS = 100;
/** A tap while the page is adopted, low tier: pressed within 100 ms, answered within 300 ms. */
export const PRESSED_TARGET_MS = 100;
export const ANSWERED_TARGET_MS = 300;
export const FRAME_WORK_TARGET_MS = 16;

/**
 * @param {number} value
 * @param {number} target
 */
export const atMost = (value, target) => (value <= target ? 'pass' : 'MISS');

/** @typedef {ReturnType<typeof frameSummary>} FrameSummary */

/**
 * A frame bench's figures from the work counted in each frame and the intervals between frames:
 * the percentiles of the frames that had work (an idle frame costs the game nothing), and of the
 * intervals.
 * @param {readonly number[]} frames main-thread work per frame, ms
 * @param {readonly number[]} intervals time between frames, ms
 */
export function frameSummary(frames, intervals) {
  const busy = frames.filter((ms) => ms > 0);
  return {
    frames: frames.length,
    framesWithWork: busy.length,
    workP50: percentile(busy, 50),
    workP95: percentile(busy, 95),
    workMax: Math.max(0, ...busy),
    intervalP50: percentile(intervals, 50),
    intervalP95: percentile(intervals, 95),
  };
}

/**
 * A tap's trace as the page kept it, every time in wall-clock milliseconds.
 * @typedef {{
 *   firstPaintAt: number | null,
 *   tapAt: number | null,
 *   adoptedAtTap: boolean | null,
 *   pressedAt: number | null,
 *   answeredAt: number | null,
 *   adoptedAt: number | null,
 *   tasks: Array<{ start: number, duration: number }>,
 * }} TapTrace
 * @typedef {{
 *   tappedAfterPaint: number,
 *   adoptedAtTap: boolean,
 *   adoptedAfterTap: number,
 *   pressed: number | null,
 *   answered: number | null,
 *   longestTask: number,
 *   longTasks: number,
 * }} TapFigures
 *   every figure in ms from the tap, except tappedAfterPaint (from the first paint); pressed is
 *   null when no frame was drawn between the tap and the answer; answered is null when the tap
 *   was lost (the app adopted the page and never answered it); longestTask is 0 when no task of
 *   50 ms or more (the least a long task is) ran between the tap and the answer's frame.
 */

/**
 * The figures of one traced tap. A task counts when any of it falls between the tap and the
 * frame that drew the answer: one already running when the tap came is what kept it waiting.
 * @param {TapTrace} trace
 * @returns {TapFigures}
 */
export function tapFigures(trace) {
  const { tapAt, answeredAt } = trace;
  // A lost tap (never answered) is judged up to the app's adoption of the page.
  const until = answeredAt ?? trace.adoptedAt;
  if (tapAt === null || until === null) throw new Error('the tap was not traced to its answer');
  const between = trace.tasks.filter(
    (task) => task.start < until && task.start + task.duration > tapAt,
  );
  return {
    tappedAfterPaint: trace.firstPaintAt === null ? NaN : tapAt - trace.firstPaintAt,
    adoptedAtTap: trace.adoptedAtTap === true,
    adoptedAfterTap: trace.adoptedAt === null ? NaN : trace.adoptedAt - tapAt,
    // A frame drawn after the answer's is not the pressed state: the answer came first.
    pressed: trace.pressedAt === null || trace.pressedAt > until ? null : trace.pressedAt - tapAt,
    answered: answeredAt === null ? null : answeredAt - tapAt,
    longestTask: Math.max(0, ...between.map((task) => task.duration)),
    longTasks: between.length,
  };
}

/**
 * The medians of a tap's runs, each figure its own median (a pressed state never drawn counts as
 * the answer's time: that is when the visitor first saw anything).
 * @param {readonly TapFigures[]} runs
 */
export const medianTap = (runs) => ({
  tappedAfterPaint: median(runs.map((r) => r.tappedAfterPaint)),
  adoptedAtTap: runs.filter((r) => r.adoptedAtTap).length,
  pressed: median(runs.flatMap((r) => r.pressed ?? r.answered ?? [])),
  pressedNever: runs.filter((r) => r.pressed === null).length,
  answered: median(runs.flatMap((r) => r.answered ?? [])),
  lost: runs.filter((r) => r.answered === null).length,
  longestTask: median(runs.map((r) => r.longestTask)),
  worstTask: Math.max(0, ...runs.map((r) => r.longestTask)),
  runs: runs.length,
});

/**
 * The tap trace's table: a row per tap and moment.
 * @param {ReadonlyArray<{ name: string, moment: string, runs: readonly TapFigures[] }>} rows
 * @returns {string[]}
 */
export function tapLines(rows) {
  const lines = [
    `  ${'tap'.padEnd(22)} ${'tapped at'.padEnd(28)} ${'pressed'.padStart(8)} ${'answered'.padStart(9)} ${'longest task'.padStart(13)}  targets: pressed ≤ ${PRESSED_TARGET_MS} ms, answered ≤ ${ANSWERED_TARGET_MS} ms, no task over ${LONGEST_TASK_TARGET_MS} ms`,
  ];
  for (const { name, moment, runs } of rows) {
    const m = medianTap(runs);
    const when = `${moment} (+${Math.round(m.tappedAfterPaint)} ms${m.adoptedAtTap > 0 ? `, app had it ${m.adoptedAtTap} of ${m.runs}` : ''})`;
    const task = m.longestTask === 0 ? 'none ≥ 50 ms' : `${Math.round(m.longestTask)} ms`;
    const never = m.pressedNever > 0 ? ` (no pressed frame in ${m.pressedNever} of ${m.runs})` : '';
    const lost =
      m.lost > 0 ? `; LOST in ${m.lost} of ${m.runs} (the app adopted the page without it)` : '';
    lines.push(
      `  ${name.padEnd(22)} ${when.padEnd(28)} ${`${Math.round(m.pressed)} ms`.padStart(8)} ${(m.lost === m.runs ? 'lost' : `${Math.round(m.answered)} ms`).padStart(9)} ${task.padStart(13)}  pressed ${atMost(m.pressed, PRESSED_TARGET_MS)}, answered ${m.lost > 0 ? 'MISS' : atMost(m.answered, ANSWERED_TARGET_MS)}, task ${atMost(m.longestTask, LONGEST_TASK_TARGET_MS)}; worst run ${Math.round(m.worstTask)} ms${never}${lost}`,
    );
  }
  return lines;
}
