/** @jest-environment node */
import { billLines, dayBill, type Prices } from '../bill-cost.mjs';
import {
  beyondFreeQuota,
  billedCarpet,
  carpetCalls,
  carpetCounted,
  carpetLines,
  carpetModel,
  modelTotal,
  shares,
} from '../family-model.mjs';
import {
  flowerLatencies,
  flowerLegs,
  humanPause,
  latencyLines,
  latencySummary,
  legSummary,
} from '../family-latency-figures.mjs';

describe('a flower from one phone to the other', () => {
  it('times each flower to the first frame of the other phone that shows its cell with its code', () => {
    const laid = [
      { cell: 0, code: 'a', enterAt: 1_000 },
      { cell: 1, code: 'a', enterAt: 1_300 },
      { cell: 0, code: 'b', enterAt: 1_600 },
      { cell: 2, code: 'a', enterAt: 1_900 },
    ];
    const painted = [
      { at: 1_120, cells: 'a..' },
      // Two flowers in one frame: both shown by it.
      { at: 1_750, cells: 'ba.' },
    ];
    expect(flowerLatencies(laid, painted)).toEqual([120, 450, 150, null]);
  });

  it('never counts a frame painted before the Enter', () => {
    expect(
      flowerLatencies([{ cell: 0, code: 'a', enterAt: 500 }], [{ at: 400, cells: 'a' }]),
    ).toEqual([null]);
  });

  it('gives p50, p95 and the longest of those shown, and how many never were', () => {
    const latencies = [...Array.from({ length: 99 }, (_, i) => i + 1), null, 1_000];
    expect(latencySummary(latencies)).toEqual({
      flowers: 101,
      shown: 100,
      lost: 1,
      p50: 51,
      p95: 96,
      max: 1_000,
    });
    expect(latencySummary([])).toMatchObject({ flowers: 0, p50: 0, p95: 0, max: 0 });
  });

  it('prints the figures beside the target, with the index and the slowdown', () => {
    const [, , figures] = latencyLines(
      { flowers: 200, shown: 200, lost: 0, p50: 120.4, p95: 250, max: 410 },
      { cpu: 4, indexes: [1500, 1420], lowTierSlowdown: 5.68 },
    );
    expect(figures).toContain('p50 120 ms, p95 250 ms, max 410 ms');
    expect(figures).toContain('met');
    expect(figures).toContain('[index 1500, 1420, 4x]');
    const [missed] = latencyLines(
      { flowers: 2, shown: 1, lost: 1, p50: 100, p95: 100, max: 100 },
      { cpu: 4, indexes: [900], lowTierSlowdown: 3.4 },
    ).slice(2);
    expect(missed).toContain('1 never shown on B');
    expect(missed).toContain('MISSED');
    const warm = { flowers: 20, shown: 20, lost: 0, p50: 400, p95: 900, max: 1_000 };
    const lines = latencyLines(
      { flowers: 200, shown: 200, lost: 0, p50: 100, p95: 200, max: 300, warmUp: warm },
      { cpu: 4, indexes: [900], lowTierSlowdown: 3.4 },
    );
    expect(lines[2]).toContain(
      'laid first, timed apart (the emulator warming): 20 flowers, p50 400 ms',
    );
    expect(lines[3]).toContain('p95 200 ms');
  });

  it('splits a flower’s time at its write sent and its answer received, where both were seen', () => {
    const laid = [
      { cell: 0, code: 'a', enterAt: 1_000 },
      { cell: 1, code: 'a', enterAt: 2_000 },
      { cell: 2, code: 'a', enterAt: 3_000 },
    ];
    const legs = flowerLegs(laid, [300, 200, null], {
      writesSent: [900, 1_050, 2_020],
      listenReceived: [1_000, 1_150, 2_500],
    });
    expect(legs).toEqual([{ page: 50, wire: 100, other: 150 }, null, null]);
    expect(legSummary(legs)).toEqual({
      flowers: 1,
      page: { p50: 50, p95: 50 },
      wire: { p50: 100, p95: 100 },
      other: { p50: 150, p95: 150 },
    });
    const lines = latencyLines(
      {
        flowers: 3,
        shown: 2,
        lost: 1,
        p50: 200,
        p95: 300,
        max: 300,
        legs: legSummary(legs),
      },
      { cpu: 4, indexes: [900], lowTierSlowdown: 3.4 },
    );
    expect(lines.at(-1)).toContain(
      "A's page to its write sent p50 50 ms, p95 50 ms; the wire and the emulator to B's listener p50 100 ms",
    );
  });

  it('pauses as a person does, 250 to 400 ms', () => {
    const pauses = Array.from({ length: 400 }, (_, k) => humanPause(k));
    expect(Math.min(...pauses)).toBe(250);
    expect(Math.max(...pauses)).toBe(400);
  });

  it('shares the flowers among the members as evenly as they go', () => {
    expect(shares(400, 6)).toEqual([67, 67, 67, 67, 66, 66]);
    expect(shares(40, 2)).toEqual([20, 20]);
  });
});

describe('a family carpet’s reads and writes, modelled', () => {
  it('reads each stroke once for each member watching, and writes it with its seat', () => {
    const rows = carpetModel({ members: 6, strokes: 400, boardRows: 10 });
    const stroke = rows.find((r) => r.what.startsWith('each stroke, sent'));
    expect(stroke?.reads).toBe(2_400);
    expect(modelTotal(rows, (r) => r.part === 'page').writes).toBe(800);
    expect(modelTotal(rows, (r) => r.part === 'rules').reads).toBe(3 * 400 + 3 * 6);
  });

  it('counts the callables from their code: a start, a join a member, a finish that reads every stroke', () => {
    const rows = carpetModel({ members: 2, strokes: 40, boardRows: 0 });
    const functions = rows.filter((r) => r.part === 'functions');
    expect(functions.map((r) => [r.reads, r.writes])).toEqual([
      [3, 6],
      [5, 5],
      [2 + 40 + 5 + 4, 4],
    ]);
    expect(carpetCalls(2)).toBe(3);
    // A family board with nothing on it is still one read of the query.
    expect(rows.find((r) => r.what.includes('family board'))?.reads).toBe(1);
  });

  it('grows with the members only through the joins, and with the strokes linearly', () => {
    const reads = (members: number, strokes: number) =>
      modelTotal(carpetModel({ members, strokes })).reads;
    expect(reads(6, 800) - reads(6, 400)).toBe(400 * (6 + 3 + 1));
    expect(reads(3, 100)).toBeLessThan(reads(6, 100));
  });
});

describe('a live carpet, counted', () => {
  const live = {
    pageRead: [
      ...Array.from({ length: 80 }, (_, i) => `carpets/C/strokes/m-${i % 40}`),
      'carpets/C',
      'familyBoard/pookalam/entries/C',
      'profiles/U',
    ],
    pageWritten: [
      ...Array.from({ length: 40 }, (_, i) => `carpets/C/strokes/m-${i}`),
      ...Array.from({ length: 40 }, () => 'carpets/C/seats/U'),
    ],
    functions: {
      startFamilyCarpet: { reads: 4, writes: 5, deletes: 0 },
      joinFamilyCarpet: { reads: 5, writes: 5, deletes: 0 },
      finishFamilyCarpet: { reads: 51, writes: 4, deletes: 0 },
      pages: { reads: 1, writes: 0, deletes: 0 },
    },
    invocations: {
      startFamilyCarpet: { requests: 1, preflights: 1 },
      joinFamilyCarpet: { requests: 1, preflights: 1 },
      finishFamilyCarpet: { requests: 1, preflights: 1 },
      health: { requests: 3, preflights: 0 },
    },
  };

  it('keeps the carpet’s documents and callables apart from the pages’ visits', () => {
    const counted = carpetCounted(live);
    expect(counted.strokes).toBe(40);
    expect(counted.page).toMatchObject({ reads: 82, writes: 80, otherReads: 1, otherWrites: 0 });
    expect(counted.functions).toEqual({ reads: 60, writes: 14 });
    expect(counted.invocations).toBe(6);
    expect(counted.otherFunctions).toEqual([{ name: 'health', requests: 3, preflights: 0 }]);
  });

  it('bills the count, with the model’s reads that nothing on the wire shows', () => {
    const counted = carpetCounted(live);
    const model = carpetModel({ members: 2, strokes: counted.strokes, boardRows: 1 });
    const unseen = modelTotal(model, (r) => !r.onWire).reads;
    expect(unseen).toBe(2 + 1 + 3 * 40 + 3 * 2);
    expect(billedCarpet(counted, model)).toEqual({
      firestoreReads: 82 + 60 + unseen,
      firestoreWrites: 94,
      firestoreDeletes: 0,
      invocations: 6,
      transferBytes: 0,
    });
    const text = carpetLines(model, counted, { members: 2 }).join('\n');
    expect(text).toContain('carpets/{id}/strokes/{id} 80');
    expect(text).toContain("the pages' reads 82 counted");
    expect(text).toContain('(not on the wire: the model’s)');
  });
});

describe('a day of family carpets, priced', () => {
  const price = (usd: number, perDay?: number) => ({
    unit: 'x',
    usd,
    free: perDay === undefined ? null : { perDay },
    source: 's',
    seen: '2026-12-07',
    quote: 'q',
    closest: '',
  });
  const prices: Prices = {
    read: '2026-12-07',
    currency: 'USD',
    region: 'asia-south1',
    items: {
      firestoreReads: price(0.06, 50_000),
      firestoreWrites: price(0.18, 20_000),
      firestoreDeletes: price(0.02, 20_000),
      functionInvocations: price(0.4),
      functionCompute: price(0.0000025),
      hostingTransfer: price(0.15, 0.36),
    },
  };

  it('prices them beyond the free quota, which the visitors’ day has used', () => {
    const carpet = {
      firestoreReads: 4_000,
      firestoreWrites: 800,
      firestoreDeletes: 0,
      invocations: 14,
      transferBytes: 0,
    };
    const bill = dayBill(carpet, [], 100_000, beyondFreeQuota(prices));
    const cost = (name: string) => bill.items.find((i) => i.name === name)?.cost;
    expect(cost('Firestore reads')).toBeCloseTo(240, 6);
    expect(cost('Firestore writes')).toBeCloseTo(144, 6);
    expect(cost('Function invocations')).toBeCloseTo(0.56, 6);
    const text = billLines(bill, { of: 'family carpets' }).join('\n');
    expect(text).toMatch(/total: at least \$384\.56 for 100,000 family carpets$/m);
    expect(text).not.toContain('minutes of the fixed costs');
    // The prices themselves are left as they are.
    expect(prices.items.firestoreReads.free).toEqual({ perDay: 50_000 });
  });
});
