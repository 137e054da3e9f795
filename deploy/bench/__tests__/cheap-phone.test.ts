/** @jest-environment node */
import {
  auditCount,
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
} from '../cheap-phone.mjs';

const figures = (score: number, lcp: number, tbt: number, benchmarkIndex = 2500) => ({
  score,
  lcp,
  tbt,
  benchmarkIndex,
});

describe('medians and percentiles', () => {
  it('takes the middle run, whatever order the runs came in', () => {
    expect(median([97, 88, 92])).toBe(92);
    expect(median([])).toBeNaN();
  });

  it('gives each figure of a cell its own median', () => {
    const runs = [
      figures(90, 1400, 500, 2000),
      figures(95, 1600, 200, 3000),
      figures(92, 1500, 300, 2500),
    ];
    expect(medianFigures(runs)).toEqual(figures(92, 1500, 300, 2500));
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

describe('the targets beside the figures', () => {
  it('holds 8x to a score of 90 and 300 ms of blocking', () => {
    expect(targetMarks(8, figures(90, 3000, 300))).toEqual([
      { label: 'score ≥ 90', met: true },
      { label: 'TBT ≤ 300 ms', met: true },
    ]);
    expect(targetMarks(8, figures(88, 1400, 475)).map((m) => m.met)).toEqual([false, false]);
  });

  it('holds 4x to a score of 97 and a largest paint by 1.5 s', () => {
    expect(targetMarks(4, figures(97, 1500, 900)).map((m) => m.met)).toEqual([true, true]);
    expect(targetMarks(4, figures(98, 1510, 0)).map((m) => m.met)).toEqual([true, false]);
  });

  it('prints each cell with its figures, benchmarkIndex and marks, and counts the misses', () => {
    const run = figures(88, 1380, 475, 2450);
    const lines = tableLines(8, [
      { route: '/', load: 'quiet', cpu: 8, note: '', median: run, runs: [run] },
      { route: '/game', load: 'busy', cpu: 8, note: '', median: figures(91, 1400, 250), runs: [] },
      { route: '/', load: 'quiet', cpu: 4, note: '', median: run, runs: [run] },
    ]);
    expect(lines[0]).toContain('At 8x CPU');
    expect(lines[0]).toContain('score ≥ 90, TBT ≤ 300 ms');
    const home = lines.find((line) => line.trimStart().startsWith('/ '));
    expect(home).toMatch(
      /quiet\s+88\s+1\.38 s\s+475 ms\s+2450 {2}score ≥ 90 MISS, TBT ≤ 300 ms MISS/,
    );
    expect(lines.find((line) => line.includes('/game'))).toMatch(
      /one core busy.*score ≥ 90 pass, TBT ≤ 300 ms pass/,
    );
    expect(lines.at(-1)).toBe('  1 of 2 rows miss a target at 8x');
    expect(tableLines(4, [])).toEqual([]);
  });
});

describe('choosing which audits run', () => {
  it('runs the whole by default: 8 routes, both multipliers, both loads, 3 runs', () => {
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
    expect(auditCount(WHOLE_PLAN)).toBe(96);
    expect(durationText(auditCount(WHOLE_PLAN), 20)).toBe('96 audits, about 32 min');
  });

  it('narrows to the routes, multiplier, load and runs asked for, in the bench’s order', () => {
    const plan = parseLighthousePlan([
      '--route=/wall',
      '--route=/',
      '--cpu=8',
      '--busy-only',
      '--runs=1',
    ]);
    expect(plan).toEqual({ routes: ['/', '/wall'], cpus: [8], loads: ['busy'], runs: 1 });
    expect(auditCount(plan)).toBe(2);
    expect(durationText(2, 20)).toBe('2 audits, 1 min or less');
    expect(parseLighthousePlan(['--quiet-only']).loads).toEqual(['quiet']);
  });

  it('refuses what would measure nothing or the wrong thing', () => {
    expect(() => parseLighthousePlan(['--route=/games'])).toThrow('--route=/games');
    expect(() => parseLighthousePlan(['--cpu=6'])).toThrow('--cpu=6: 4 or 8');
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

  it('prints the medians beside the 100 ms target', () => {
    const quick = { ...tapFigures({ ...trace, tasks: [{ start: 1300, duration: 60 }] }) };
    const [header, slow, fast] = tapLines([
      { name: 'Pookalam tile on /', moment: 'paint', runs: [tapFigures(trace)] },
      {
        name: '16-fold chip on /game',
        moment: 'scripts',
        runs: [quick, { ...quick, pressed: null }],
      },
    ]);
    expect(header).toContain('no task over 100 ms');
    expect(slow).toMatch(/paint \(\+200 ms\)\s+250 ms\s+1200 ms\s+300 ms {2}MISS/);
    expect(fast).toMatch(/60 ms {2}pass; worst run 60 ms \(no pressed frame in 1 of 2\)/);
  });
});
