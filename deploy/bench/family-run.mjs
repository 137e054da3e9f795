// The family pookalam as `pnpm bench` measures and prints it (run.mjs; `--family-only` alone,
// docs/decisions/074): a flower's time from one phone to the other's paint, two phones at 4x on
// the emulated backend's host at 4100 (family-latency.mjs); and a carpet of six members and 400
// flowers counted on the bill's emulators beside the model of it, and a day of 100,000 such
// carpets priced at prices.json's prices (family-bill.mjs, family-model.mjs, bill-cost.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { billLines, dayBill } from './bill-cost.mjs';
import { calibrate } from './calibrate.mjs';
import { measureFamilyBill } from './family-bill.mjs';
import { measureFamilyLatency } from './family-latency.mjs';
import {
  beyondFreeQuota,
  billedCarpet,
  carpetCalls,
  carpetCounted,
  carpetLines,
  carpetModel,
  modelTotal,
} from './family-model.mjs';
import { latencyLines } from './family-latency-figures.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The issue's figures: two phones at 4x, 200 flowers; a carpet of 6 members and 400 flowers. */
export const FAMILY = {
  cpu: 4,
  latencyFlowers: 200,
  /** Laid first and timed apart: the emulator's first answers are its start's (family-latency.mjs). */
  warmUpFlowers: 20,
  members: 6,
  flowers: 400,
  carpetsADay: 100_000,
};

/**
 * 9. The family pookalam: the latency on the emulated host at 4100 (which must be up), and the
 * carpet's bill on the bill's own emulators.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ verbose: boolean }} options verbose: the bill's steps printed
 */
export async function benchFamily(browser, { verbose }) {
  console.log(
    `[bench] the family pookalam: a flower from one phone to the other, ${FAMILY.latencyFlowers} flowers, both phones at ${FAMILY.cpu}x`,
  );
  const before = await calibrate(browser, 'low');
  const latency = await measureFamilyLatency(browser, {
    baseUrl: 'http://localhost:4100',
    flowers: FAMILY.latencyFlowers,
    warmUp: FAMILY.warmUpFlowers,
    cpu: FAMILY.cpu,
  });
  const after = await calibrate(browser, 'low');
  const indexes = [before.benchmarkIndex, after.benchmarkIndex];
  for (const line of latencyLines(latency, {
    cpu: FAMILY.cpu,
    indexes,
    lowTierSlowdown: before.slowdown,
  })) {
    console.log(line);
  }

  console.log(
    `[bench] a family carpet's reads and writes: ${FAMILY.members} members, ${FAMILY.flowers} flowers, counted on the emulators`,
  );
  const live = await measureFamilyBill({
    members: FAMILY.members,
    flowers: FAMILY.flowers,
    log: (line) => verbose && console.log(`[bench] ${line}`),
  });
  const counted = carpetCounted(live);
  // The model of the carpet laid, on the family board as it was then.
  const model = carpetModel({
    members: live.members,
    strokes: counted.strokes,
    boardRows: live.boardRows,
  });
  for (const line of carpetLines(model, counted, { members: live.members })) console.log(line);
  const n = (/** @type {number} */ value) => value.toLocaleString('en-US');
  const laid = billedCarpet(counted, model);
  console.log(
    `  the carpet laid, billed: ${n(laid.firestoreReads)} reads, ${n(laid.firestoreWrites)} writes (the count, with the model's reads nothing on the wire shows: the rules', a query's least), ${laid.invocations} invocations (${carpetCalls(live.members)} callables and their preflights)`,
  );
  // Priced: the issue's carpet with each flower its own stroke, the most it can write (a sender
  // folds the flowers laid while a write is on its way into one stroke: fewer on a slow network),
  // on a full family board, from the model the count has just checked.
  const issueModel = carpetModel({
    members: FAMILY.members,
    strokes: FAMILY.flowers,
    boardRows: 10,
  });
  const modelled = modelTotal(issueModel);
  /** @type {import('./bill-cost.mjs').Journey} */
  const carpet = {
    firestoreReads: modelled.reads,
    firestoreWrites: modelled.writes,
    firestoreDeletes: 0,
    invocations: counted.invocations,
    transferBytes: 0,
  };
  console.log(
    `  a carpet of ${FAMILY.members} members and ${FAMILY.flowers} flowers, each its own stroke, the family board full (the model): ${n(carpet.firestoreReads)} reads, ${n(carpet.firestoreWrites)} writes, ${carpet.invocations} invocations`,
  );

  /** @type {import('./bill-cost.mjs').Prices} */
  const prices = JSON.parse(readFileSync(path.join(here, 'prices.json'), 'utf8'));
  const beyond = beyondFreeQuota(prices);
  const bill = dayBill(carpet, [], FAMILY.carpetsADay, beyond);
  console.log(
    `[bench] a day of ${n(FAMILY.carpetsADay)} such carpets, prices read ${prices.read} (${prices.region} where found), no free quota (the visitors' day has used it):`,
  );
  for (const line of billLines(bill, { of: 'family carpets' })) console.log(line);
  const laidDay = dayBill(laid, [], FAMILY.carpetsADay, beyond);
  console.log(
    `  (as the carpet laid here, ${counted.strokes} strokes for ${live.flowers} flowers: $${laidDay.pricedTotal.toFixed(2)})`,
  );
  return {
    latency: { ...latency, cpu: FAMILY.cpu, benchmarkIndex: indexes },
    carpet: {
      members: live.members,
      flowers: live.flowers,
      counted,
      model,
      billed: laid,
      priced: { model: issueModel, carpet },
    },
    day: bill,
  };
}
