/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { billLines, dayBill, fixedCosts, fixedLines, type Prices } from '../bill-cost.mjs';

const journey = {
  firestoreReads: 20,
  firestoreWrites: 6,
  firestoreDeletes: 0,
  invocations: 10,
  transferBytes: 64 * 1e6,
};

const price = (usd: number | null, free: { perDay?: number; perMonth?: number } | null = null) => ({
  unit: 'x',
  usd,
  free,
  source: 'https://example.com/pricing',
  seen: '2026-12-07',
  quote: 'x',
  closest: '',
});

const known: Prices = {
  read: '2026-12-07',
  currency: 'USD',
  region: 'asia-south1',
  items: {
    firestoreReads: price(0.1, { perDay: 50_000 }),
    firestoreWrites: price(0.3, { perDay: 20_000 }),
    firestoreDeletes: price(0.01, { perDay: 20_000 }),
    functionInvocations: price(0.4, { perMonth: 2_000_000 }),
    functionCompute: price(0.0000025),
    hostingTransfer: price(0.15),
  },
};

/** A recount of one board every minute: 100 reads, 3 writes. */
const recounts = [
  { name: 'board recounts', reads: 100, writes: 3, deletes: 0, basis: 'one game, a minute' },
];

describe("the bill's arithmetic", () => {
  it('multiplies the journey by the visitors, adds the fixed costs by the minute, and takes the daily free quota off', () => {
    const bill = dayBill(journey, recounts, 1_000_000, known);
    const reads = bill.items.find((i) => i.name === 'Firestore reads');
    expect(reads).toMatchObject({
      perVisitor: 20,
      fixed: 144_000,
      quantity: 20_144_000,
      billable: 20_094_000,
    });
    expect(reads?.cost).toBeCloseTo(20.094, 6);
    const writes = bill.items.find((i) => i.name === 'Firestore writes');
    expect(writes?.cost).toBeCloseTo(((6_000_000 + 4_320 - 20_000) / 100_000) * 0.3, 6);
    // The functions' free tier is monthly: a day's bill does not take it off.
    const invocations = bill.items.find((i) => i.name === 'Function invocations');
    expect(invocations?.cost).toBeCloseTo(4, 6);
    const transfer = bill.items.find((i) => i.name === 'Hosting transfer');
    expect(transfer?.quantity).toBeCloseTo(64_000, 6);
    expect(transfer?.cost).toBeCloseTo(9_600, 6);
  });

  it('counts a fixed cost once a minute, not once a visitor: ten times the visitors is not ten times the recounts', () => {
    const one = dayBill(journey, recounts, 1_000_000, known);
    const ten = dayBill(journey, recounts, 10_000_000, known);
    const fixedReads = (bill: typeof one) =>
      bill.items.find((i) => i.name === 'Firestore reads')?.fixed;
    expect(fixedReads(one)).toBe(fixedReads(ten));
    expect(fixedLines(recounts)).toEqual([
      '  board recounts: 100 reads, 3 writes a minute (one game, a minute)',
    ]);
  });

  it('names the biggest three items, and how to lower the first', () => {
    const bill = dayBill(journey, recounts, 1_000_000, known);
    expect(bill.biggest.map((i) => i.name)).toEqual([
      'Hosting transfer',
      'Firestore reads',
      'Firestore writes',
    ]);
    const text = billLines(bill).join('\n');
    expect(text).toMatch(/biggest items: Hosting transfer \$9,600\.00, Firestore reads \$20\.09, /);
    expect(text).toContain('to lower Hosting transfer: ship less');
  });

  it('leaves an unmeasured or unpriced item unpriced, says so, and the total is "at least"', () => {
    const bill = dayBill(journey, recounts, 1_000_000, {
      ...known,
      items: { ...known.items, firestoreReads: price(null) },
    });
    expect(bill.items.find((i) => i.name === 'Firestore reads')?.cost).toBeNull();
    // Function compute is not measured by the journey: never priced.
    expect(bill.unpriced).toEqual(['Firestore reads', 'Function compute']);
    const text = billLines(bill).join('\n');
    expect(text).toContain('not priced: Firestore reads, Function compute');
    expect(text).toContain('price not known');
    expect(text).toMatch(/total: at least \$/);
  });

  it('marks a price that is not the region’s own', () => {
    const bill = dayBill(journey, [], 1_000_000, {
      ...known,
      items: {
        ...known.items,
        firestoreReads: { ...price(0.06, { perDay: 50_000 }), closest: 'multi-region' },
      },
    });
    const text = billLines(bill).join('\n');
    expect(text).toMatch(/Firestore reads .*\$.* \*/);
    expect(text).toContain("not the region's own price");
  });

  it('reads prices.json: every figure names its source, the date it was seen and its words', () => {
    const prices = JSON.parse(
      readFileSync(path.join(__dirname, '../prices.json'), 'utf8'),
    ) as Prices;
    expect(prices.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const [name, figure] of Object.entries(prices.items)) {
      expect({ name, source: figure.source }).toEqual({
        name,
        source: expect.stringMatching(/^https:\/\//),
      });
      expect({ name, seen: figure.seen }).toEqual({
        name,
        seen: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      if (figure.usd !== null)
        expect({ name, quote: figure.quote.length > 0 }).toEqual({ name, quote: true });
      else expect({ name, why: figure.closest.length > 0 }).toEqual({ name, why: true });
    }
    const bill = dayBill(journey, recounts, 1_000_000, prices);
    expect(billLines(bill).join('\n')).toMatch(/total: /);
  });
});

describe('the fixed costs', () => {
  const counted = (reads: Record<string, number>, writes: number) => ({
    reads: Object.values(reads).reduce((a, b) => a + b, 0),
    writes,
    deletes: 0,
    written: {},
    read: reads,
  });

  it('takes a recount measured on a small board to the peak’s full tally', () => {
    // Two boards recounted in the journey, each with 2 shards written, 10 other reads.
    const fixed = {
      recount: counted(
        {
          'boards/pookalam': 2,
          'boards/sadya': 2,
          'boards/pookalam/tally/3': 1,
          'boards/pookalam/tally/9': 1,
          'boards/sadya/tally/1': 1,
          'boards/sadya/tally/2': 1,
          'leaderboard/pookalam': 8,
          'leaderboard/sadya': 8,
        },
        6,
      ),
    };
    const [recount] = fixedCosts(fixed, {
      games: 3,
      tallyShards: 600,
      healthShards: 10,
      canaries: 0,
    });
    expect(recount).toMatchObject({ name: 'board recounts', reads: 3 * (10 + 600), writes: 9 });
  });

  it('adds the canary guard’s looks while a canary runs', () => {
    const costs = fixedCosts({}, { games: 3, tallyShards: 600, healthShards: 10, canaries: 1 });
    expect(costs).toEqual([
      expect.objectContaining({ name: 'canary guard looks', reads: 2 * 41, writes: 4 }),
    ]);
  });
});
