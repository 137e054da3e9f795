/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { billLines, dayBill } from '../bill-cost.mjs';

const journey = {
  firestoreReads: 20,
  firestoreWrites: 6,
  firestoreDeletes: 0,
  invocations: 10,
  transferBytes: 64 * 1024,
};

const known = {
  firestore: {
    freePerDay: { reads: 50_000, writes: 20_000, deletes: 20_000 },
    per100kReads: 0.1,
    per100kWrites: 0.3,
    per100kDeletes: 0.01,
  },
  functions: { perMillionInvocations: 0.4 },
  hosting: { perGbTransferred: 0.15 },
};

describe("the bill's arithmetic", () => {
  it('multiplies the journey by the day’s visitors and takes the daily free quota off', () => {
    const bill = dayBill(journey, 1_000_000, known);
    const reads = bill.items.find((i) => i.name === 'Firestore reads');
    expect(reads).toMatchObject({ quantity: 20_000_000, billable: 19_950_000 });
    expect(reads?.cost).toBeCloseTo(19.95, 6);
    const writes = bill.items.find((i) => i.name === 'Firestore writes');
    expect(writes?.cost).toBeCloseTo((5_980_000 / 100_000) * 0.3, 6);
    const invocations = bill.items.find((i) => i.name === 'Function invocations');
    expect(invocations?.cost).toBeCloseTo(4, 6);
    const transfer = bill.items.find((i) => i.name === 'Hosting transfer');
    expect(transfer?.quantity).toBeCloseTo(1_000_000 / 1024 / 16, 6);
    expect(bill.pricedTotal).toBeCloseTo(19.95 + 17.94 + 4 + (1_000_000 / 1024 / 16) * 0.15, 6);
    expect(bill.unpriced).toEqual([]);
  });

  it('names the biggest item with how to lower it', () => {
    const bill = dayBill(journey, 1_000_000, known);
    expect(bill.biggest?.name).toBe('Firestore reads');
    expect(billLines(bill).join('\n')).toMatch(/biggest item: Firestore reads; to lower it, /);
  });

  it('leaves an item whose price is not known unpriced and says so, never guessing', () => {
    const bill = dayBill(journey, 1_000_000, {
      ...known,
      firestore: { ...known.firestore, per100kReads: null },
    });
    expect(bill.items.find((i) => i.name === 'Firestore reads')?.cost).toBeNull();
    expect(bill.unpriced).toEqual(['Firestore reads']);
    expect(bill.biggest?.name).toBe('Firestore writes');
    const text = billLines(bill).join('\n');
    expect(text).toContain('not priced: Firestore reads');
    expect(text).toContain('price not known');
  });

  it('prices nothing from prices.json where the file records a figure as not found', () => {
    const prices = JSON.parse(
      readFileSync(path.join(__dirname, '../prices.json'), 'utf8'),
    ) as Parameters<typeof dayBill>[2] & { read: string };
    expect(prices.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const bill = dayBill(journey, 1_000_000, prices);
    for (const i of bill.items.filter((x) => x.unitPrice === null)) expect(i.cost).toBeNull();
    expect(billLines(bill).join('\n')).toContain('not priced:');
  });
});
