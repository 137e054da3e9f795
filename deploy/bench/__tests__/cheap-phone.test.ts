/** @jest-environment node */
import {
  auditCount,
  calibratedSlowdown,
  DEVICE_TIERS,
  FLOOR,
  durationText,
  frameSummary,
  median,
  medianFigures,
  parseLighthousePlan,
  percentile,
  tableLines,
  tapFigures,
  tapLines,
  targetMarks,
  WHOLE_PLAN,
  yardsticksOf,
} from '../cheap-phone.mjs';

const figures = (
  score: number,
  lcp: number,
  tbt: number,
  benchmarkIndex = 2500,
  slowdown = 9.47,
) => ({
  score,
  lcp,
  tbt,
  benchmarkIndex,
  slowdown,
});

describe('medians and percentiles', () => {
  it('takes the middle run, whatever order the runs came in', () => {
    expect(median([97, 88, 92])).toBe(92);
    expect(median([])).toBeNaN();
  });

  it('gives each figure of a cell its own median', () => {
    const runs = [
      figures(90, 1400, 500, 2000, 7.58),
      figures(95, 1600, 200, 3000, 11.36),
      figures(92, 1500, 300, 2500, 9.47),
    ];
    expect(medianFigures(runs)).toEqual(figures(92, 1500, 300, 2500, 9.47));
  });

  it('prints a frame time that happened, the nearest rank above p', () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(values, 95)).toBe(20);
    expect(percentile(values, 50)).toBe(11);
    expect(percentile([], 95)).toBe(0);
  });

  it('leaves frames without work out of the frame percentiles', () => {
    const summary = frameSummary([0, 0, 4, 6, 30], [16, 17, 33]);
    expect(summary).toMatchObject({ frames: 5, framesWithWork: 3, workP95: 30, workMax: 30 });
    expect(summary.intervalP50).toBe(17);
  });
});

describe('the phone a run stands for', () => {
  it('slows the CPU by the machine’s benchmarkIndex over the tier’s, as DevTools calibrates', () => {
    expect(DEVICE_TIERS.low.index).toBe(264);
    expect(DEVICE_TIERS.mid.index).toBe(1000);
    expect(calibratedSlowdown(1850, 'low')).toBe(7.01);
    expect(calibratedSlowdown(2220, 'low')).toBe(8.41);
    expect(calibratedSlowdown(2000, 'mid')).toBe(2);
  });

  it('is the same phone on a slow hour and a fast one', () => {
    // What the CPU does in a second on the machine, slowed, is the same whatever the machine.
    for (const index of [750, 1400, 3100]) {
      expect(index / calibratedSlowdown(index, 'low')).toBeCloseTo(264, 0);
    }
  });

  it('never speeds a machine up, and refuses a run with no index', () => {
    expect(calibratedSlowdown(700, 'mid')).toBe(1);
    expect(() => calibratedSlowdown(NaN, 'low')).toThrow('no benchmarkIndex');
    expect(() => calibratedSlowdown(0, 'low')).toThrow('no benchmarkIndex');
  });
});

describe('the targets beside the figures', () => {
  const floor = figures(98, 680, 57);

  it('holds the low tier to a score of 90 and three times the floor’s blocking time', () => {
    expect(targetMarks('low', figures(90, 3000, 171), { floor })).toEqual([
      { label: 'score ≥ 90', met: true },
      { label: "TBT ≤ 3x the floor's", met: true },
    ]);
    expect(targetMarks('low', figures(88, 1400, 172), { floor }).map((m) => m.met)).toEqual([
      false,
      false,
    ]);
  });

  it('misses the floor’s target when the floor was not measured', () => {
    expect(targetMarks('low', figures(99, 1000, 0)).map((m) => m.met)).toEqual([true, false]);
  });

  it('holds the mid tier to a score of 98', () => {
    expect(targetMarks('mid', figures(98, 1500, 900)).map((m) => m.met)).toEqual([true]);
    expect(targetMarks('mid', figures(97, 1000, 0)).map((m) => m.met)).toEqual([false]);
  });

  it('holds a busy row within five points of the same route on a quiet machine', () => {
    const quiet = figures(95, 1000, 100);
    expect(targetMarks('mid', figures(90, 1000, 100), { quiet }).at(-1)).toEqual({
      label: 'within 5 of quiet',
      met: true,
    });
    expect(targetMarks('mid', figures(89, 1000, 100), { quiet }).at(-1)?.met).toBe(false);
  });

  it('judges each row by the floor at its own tier and load, and a busy row by its quiet one', () => {
    const cell = (route: string, load: 'quiet' | 'busy', tier: 'low' | 'mid', f = floor) => ({
      route,
      load,
      tier,
      note: '',
      median: f,
      runs: [f],
    });
    const busyFloor = figures(95, 700, 90);
    const quietHome = cell('/', 'quiet', 'low', figures(93, 1300, 150));
    const busyHome = cell('/', 'busy', 'low', figures(86, 1300, 260));
    const cells = [
      cell(FLOOR, 'quiet', 'low'),
      cell(FLOOR, 'busy', 'low', busyFloor),
      quietHome,
      busyHome,
    ];
    expect(yardsticksOf(busyHome, cells)).toEqual({ floor: busyFloor, quiet: quietHome.median });
    expect(yardsticksOf(quietHome, cells)).toEqual({ floor, quiet: undefined });
    expect(yardsticksOf(cell('/', 'quiet', 'mid'), cells).floor).toBeUndefined();
  });

  it('prints each row with its figures, TBT over the floor’s, index and slowdown, and counts the misses', () => {
    const home = figures(88, 1380, 475, 2450, 9.28);
    const lines = tableLines('low', [
      { route: FLOOR, load: 'quiet', tier: 'low', note: '', median: floor, runs: [floor] },
      { route: '/', load: 'quiet', tier: 'low', note: '', median: home, runs: [home] },
      {
        route: '/game',
        load: 'quiet',
        tier: 'low',
        note: '',
        median: figures(91, 1400, 150),
        runs: [],
      },
      { route: '/', load: 'quiet', tier: 'mid', note: '', median: home, runs: [home] },
    ]);
    expect(lines[0]).toContain(
      'As a low-tier phone (Moto G4 Power 2022 class), benchmarkIndex 264',
    );
    expect(lines[0]).toContain("score ≥ 90, TBT ≤ 3x the floor's");
    expect(lines.find((line) => line.trimStart().startsWith(FLOOR))).toContain('(the yardstick)');
    const row = lines.find((line) => line.trimStart().startsWith('/ '));
    expect(row).toMatch(
      /quiet\s+88\s+1\.38 s\s+475 ms\s+8\.3\s+2450\s+9\.3x {2}score ≥ 90 MISS, TBT ≤ 3x the floor's MISS/,
    );
    expect(row).toContain('slowdown 9.28');
    expect(lines.find((line) => line.includes('/game'))).toMatch(
      /2\.6\s+2500\s+9\.5x {2}score ≥ 90 pass, TBT ≤ 3x the floor's pass/,
    );
    expect(lines.at(-1)).toBe('  1 of 2 rows miss a target, low tier');
    expect(tableLines('mid', [])).toEqual([]);
  });
});

describe('choosing which audits run', () => {
  it('runs the whole by default: the floor and 8 routes, both tiers from each load, both loads, 3 runs', () => {
    expect(WHOLE_PLAN.routes).toEqual([
      '/',
      '/game',
      '/dress',
      '/eat',
      '/celebrate',
      '/wall',
      '/calendar',
      '/dashboard',
    ]);
    expect(WHOLE_PLAN.tiers).toEqual(['low', 'mid']);
    expect(auditCount(WHOLE_PLAN)).toBe(54);
    expect(durationText(auditCount(WHOLE_PLAN), 20)).toBe('54 audits, about 18 min');
  });

  it('narrows to the routes, tier, load and runs asked for, in the bench’s order', () => {
    const plan = parseLighthousePlan([
      '--route=/wall',
      '--route=/',
      '--tier=low',
      '--busy-only',
      '--runs=1',
    ]);
    expect(plan).toEqual({ routes: ['/', '/wall'], tiers: ['low'], loads: ['busy'], runs: 1 });
    expect(auditCount(plan)).toBe(3);
    expect(durationText(2, 20)).toBe('2 audits, 1 min or less');
    expect(parseLighthousePlan(['--quiet-only']).loads).toEqual(['quiet']);
  });

  it('refuses what would measure nothing or the wrong thing', () => {
    expect(() => parseLighthousePlan(['--route=/games'])).toThrow('--route=/games');
    expect(() => parseLighthousePlan(['--tier=high'])).toThrow('--tier=high: low or mid');
    expect(() => parseLighthousePlan(['--cpu=8'])).toThrow('calibrated per device class');
    expect(() => parseLighthousePlan(['--runs=0'])).toThrow('--runs=0');
    expect(() => parseLighthousePlan(['--quiet-only', '--busy-only'])).toThrow('leave nothing');
  });
});

describe('a tap traced to its answer', () => {
  const trace = {
    firstPaintAt: 1000,
    tapAt: 1200,
    adoptedAtTap: false,
    pressedAt: 1450,
    answeredAt: 2400,
    adoptedAt: 2300,
    tasks: [
      { start: 900, duration: 120 }, // over before the tap
      { start: 1150, duration: 300 }, // running when the tap came: it kept the tap waiting
      { start: 1800, duration: 180 },
      { start: 2400, duration: 500 }, // after the answer was drawn
    ],
  };

  it('times the pressed state and the answer from the tap, and finds the longest task between', () => {
    expect(tapFigures(trace)).toEqual({
      tappedAfterPaint: 200,
      adoptedAtTap: false,
      adoptedAfterTap: 1100,
      pressed: 250,
      answered: 1200,
      longestTask: 300,
      longTasks: 2,
    });
  });

  it('says no pressed frame was drawn when the answer came first, and no long task as 0', () => {
    const figures = tapFigures({ ...trace, pressedAt: null, tasks: [] });
    expect(figures.pressed).toBeNull();
    expect(figures.longestTask).toBe(0);
    expect(() => tapFigures({ ...trace, answeredAt: null, adoptedAt: null })).toThrow('not traced');
  });

  it('calls a tap the app adopted the page without lost, judged up to the adoption', () => {
    const lost = tapFigures({ ...trace, answeredAt: null });
    expect(lost).toMatchObject({ answered: null, pressed: 250, longestTask: 300, longTasks: 2 });
    const [, line] = tapLines([{ name: 'chip', moment: 'paint', runs: [lost] }]);
    expect(line).toContain('LOST in 1 of 1 (the app adopted the page without it)');
  });

  it('prints the medians beside the targets: pressed in 100 ms, answered in 300, no task over 100', () => {
    const quick = { ...tapFigures({ ...trace, tasks: [{ start: 1300, duration: 60 }] }) };
    const [header, slow, fast] = tapLines([
      { name: 'Pookalam tile on /', moment: 'paint', runs: [tapFigures(trace)] },
      {
        name: '16-fold chip on /game',
        moment: 'scripts',
        runs: [quick, { ...quick, pressed: null }],
      },
    ]);
    expect(header).toContain('pressed ≤ 100 ms, answered ≤ 300 ms, no task over 100 ms');
    expect(slow).toMatch(
      /paint \(\+200 ms\)\s+250 ms\s+1200 ms\s+300 ms {2}pressed MISS, answered MISS, task MISS/,
    );
    expect(fast).toMatch(/60 ms {2}pressed MISS, answered MISS, task pass; worst run 60 ms/);
    expect(fast).toContain('(no pressed frame in 1 of 2)');
  });
});
