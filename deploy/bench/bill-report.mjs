// The bill as `pnpm bench` prints it (docs/decisions/046, 069): the journey counted, the peak
// model's hottest documents, the site's fixed costs a minute, and a festival day priced at one and
// at ten million visitors.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { billLines, dayBill, fixedCosts, fixedLines } from './bill-cost.mjs';
import { journeyLines } from './bill.mjs';
import { PEAK, peakLines, peakTable } from './peak-model.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The backend's sizes the model needs, read from its own code. */
async function backendSizes() {
  /** @type {typeof import('../functions/src/board/tally')} */
  const { TALLY_SHARDS } = await tsImport('../functions/src/board/tally.ts', import.meta.url);
  /** @type {typeof import('../../shared/src/now/now-counters')} */
  const now = await tsImport('../../shared/src/now/now-counters.ts', import.meta.url);
  /** @type {typeof import('../../shared/src/health/health-counters')} */
  const health = await tsImport('../../shared/src/health/health-counters.ts', import.meta.url);
  /** @type {typeof import('../../shared/src/contracts/game')} */
  const { BUILT_IN_GAME_IDS } = await tsImport(
    '../../shared/src/contracts/game.ts',
    import.meta.url,
  );
  return {
    tallyShards: TALLY_SHARDS,
    nowShards: now.NOW_SHARDS,
    healthShards: health.HEALTH_SHARDS,
    /** The most writes a second the instances' batches make to one counter. */
    nowBatched: (now.SUBMIT_PLAY_MAX_INSTANCES * 1000) / now.PLAY_COUNTS_EVERY_MS,
    healthBatched: (health.HEALTH_MAX_INSTANCES * 1000) / health.HEALTH_COUNTS_EVERY_MS,
    games: BUILT_IN_GAME_IDS.length,
  };
}

/** Which sharded collection spreads over how many shards. */
const shardsOf =
  (/** @type {Awaited<ReturnType<typeof backendSizes>>} */ sizes) =>
  (/** @type {string} */ collection) => {
    if (/^boards\/[^/]+\/tally$/.test(collection)) return sizes.tallyShards;
    if (/^health\/.+\/shards$/.test(collection)) return sizes.healthShards;
    if (/^now\/.+\/shards$/.test(collection)) return sizes.nowShards;
    return undefined;
  };

/**
 * Prints the bill from the journey's figures, and returns what it printed as data.
 * @param {Awaited<ReturnType<typeof import('./bill.mjs').measureBill>>} figures
 * @param {{ visitorsPerSecond?: number }} [options]
 */
export async function reportBill(figures, { visitorsPerSecond = PEAK.visitorsPerSecond } = {}) {
  for (const line of journeyLines(figures)) console.log(line);
  const sizes = await backendSizes();

  const peak = peakTable({
    written: figures.written,
    ownIds: figures.ownIds,
    visitorsPerSecond,
    visitSeconds: figures.visitSeconds,
    shards: shardsOf(sizes),
    batched: (collection) =>
      /^health\//.test(collection)
        ? sizes.healthBatched
        : /^now\/\{day\}\/shards$/.test(collection)
          ? sizes.nowBatched
          : undefined,
  });
  console.log(
    `[bench] the peak: ${visitorsPerSecond} visitors a second for ${PEAK.arrivalMinutes} minutes, each doing the journey (${Math.round(figures.visitSeconds)} s)`,
  );
  for (const line of peakLines(peak, { visitorsPerSecond })) console.log(line);

  const fixed = fixedCosts(figures.fixed, { ...sizes, canaries: 1 });
  console.log('[bench] fixed costs a minute, whatever the number of visitors:');
  for (const line of fixedLines(fixed)) console.log(line);

  /** @type {import('./bill-cost.mjs').Prices} */
  const prices = JSON.parse(readFileSync(path.join(here, 'prices.json'), 'utf8'));
  const bills = [1_000_000, 10_000_000].map((visitors) => {
    const bill = dayBill(figures.journey, fixed, visitors, prices);
    console.log(
      `[bench] a festival day of ${visitors.toLocaleString('en-US')} visitors, prices read ${prices.read} (${prices.region} where found):`,
    );
    for (const line of billLines(bill)) console.log(line);
    return bill;
  });
  return { peak, fixed, bills };
}
