// The bill's arithmetic (docs/decisions/046, 069): what a festival day costs at the prices kept in
// deploy/bench/prices.json, split in two:
// - per visitor: one visitor's journey, counted on the emulators, times the day's visitors;
// - fixed per minute: what the site does whatever the number of visitors (a board's recount, once
//   a minute per game; the canary guard's looks), times the minutes it runs.
// Every price names its source and date in the file. A price the file does not know (null) leaves
// its item unpriced and named as such, never guessed: the total is then "at least" the total of
// what could be priced.

/**
 * One visitor's journey, as counted.
 * @typedef {{ firestoreReads: number, firestoreWrites: number, firestoreDeletes: number, invocations: number, transferBytes?: number }} Journey
 */

/**
 * A cost the site pays each minute it runs, whatever the number of visitors.
 * @typedef {{ name: string, reads: number, writes: number, deletes: number, basis: string }} FixedCost
 */

/**
 * One price, as deploy/bench/prices.json keeps it.
 * @typedef {{ unit: string, usd: number | null, free: { perDay?: number, perMonth?: number } | null, source: string, seen: string, quote: string, closest: string }} Price
 */

/**
 * @typedef {{ read: string, currency: string, region: string, items: Record<'firestoreReads' | 'firestoreWrites' | 'firestoreDeletes' | 'functionInvocations' | 'functionCompute' | 'hostingTransfer', Price> }} Prices
 */

/**
 * @typedef {{ name: string, perVisitor: number | null, fixed: number, quantity: number | null, free: number, billable: number | null, price: Price | null, per: number, cost: number | null, why: string, lower: string }} BillItem
 *   quantity is null when it is not measured; cost is null when the quantity or the price is not known.
 */

/** How to lower each item, printed beside the biggest. */
export const LOWER_IT = {
  'Firestore reads':
    'keep what every visitor reads alike behind the CDN (the campaign and the pages already are) and each screen to a bounded number of documents (docs/decisions/024); a count that grows with plays is the first thing to cut',
  'Firestore writes':
    'write one document per play; fold figures into a tally kept in the same transaction (docs/decisions/069) or into counters each instance batches (070), never a document per event',
  'Firestore deletes': 'let documents expire together (a TTL policy) rather than one delete each',
  'Function invocations':
    'let the CDN answer the HTTP functions (s-maxage on campaignJson and pages) so most requests never reach a function, and batch the page’s reports into one request a visit',
  'Function compute':
    'keep each request short and let an instance take many at once (concurrency), so instance time is shared',
  'Hosting transfer':
    'ship less to each visitor: the size budgets, long-cached hashed files, and nothing loaded before it is needed',
};

const GB = 1e9;
const MINUTES_A_DAY = 24 * 60;

/**
 * @param {string} name
 * @param {{ perVisitor: number | null, fixed: number, visitors: number }} amounts
 * @param {Price | undefined} price
 * @param {number} per how many units the price is for
 * @param {string} [why] why the quantity is not known, when it is not
 */
function item(name, { perVisitor, fixed, visitors }, price, per, why = '') {
  const quantity = perVisitor === null ? null : perVisitor * visitors + fixed;
  // A daily free quota comes off a day's bill; a monthly one is shared by the month, not taken off.
  const free = price?.free?.perDay ?? 0;
  const billable = quantity === null ? null : Math.max(0, quantity - free);
  const usd = price?.usd ?? null;
  return {
    name,
    perVisitor,
    fixed,
    quantity,
    free,
    billable,
    price: price ?? null,
    per,
    cost: billable === null || usd === null ? null : (billable / per) * usd,
    why: why || (usd === null ? 'price not known (prices.json)' : ''),
    lower: LOWER_IT[/** @type {keyof typeof LOWER_IT} */ (name)] ?? '',
  };
}

/**
 * The fixed costs summed per minute.
 * @param {readonly FixedCost[]} fixed
 */
export const perMinute = (fixed) =>
  fixed.reduce(
    (sum, cost) => ({
      reads: sum.reads + cost.reads,
      writes: sum.writes + cost.writes,
      deletes: sum.deletes + cost.deletes,
    }),
    { reads: 0, writes: 0, deletes: 0 },
  );

/**
 * A festival day of `visitors` journeys like `journey`, and `minutes` of the fixed costs.
 * @param {Journey} journey
 * @param {readonly FixedCost[]} fixed
 * @param {number} visitors
 * @param {Prices} prices
 * @param {{ minutes?: number }} [options]
 */
export function dayBill(journey, fixed, visitors, prices, { minutes = MINUTES_A_DAY } = {}) {
  const { items: price } = prices;
  const each = perMinute(fixed);
  const items = [
    item(
      'Firestore reads',
      { perVisitor: journey.firestoreReads, fixed: each.reads * minutes, visitors },
      price.firestoreReads,
      100_000,
    ),
    item(
      'Firestore writes',
      { perVisitor: journey.firestoreWrites, fixed: each.writes * minutes, visitors },
      price.firestoreWrites,
      100_000,
    ),
    item(
      'Firestore deletes',
      { perVisitor: journey.firestoreDeletes, fixed: each.deletes * minutes, visitors },
      price.firestoreDeletes,
      100_000,
    ),
    item(
      'Function invocations',
      { perVisitor: journey.invocations, fixed: 0, visitors },
      price.functionInvocations,
      1_000_000,
    ),
    item(
      'Function compute',
      { perVisitor: null, fixed: 0, visitors },
      price.functionCompute,
      1,
      'not measured: an instance is billed for its time, shared by the requests it takes at once',
    ),
    item(
      'Hosting transfer',
      { perVisitor: (journey.transferBytes ?? 0) / GB, fixed: 0, visitors },
      price.hostingTransfer,
      1,
    ),
  ];
  const priced = items.filter((i) => i.cost !== null);
  return {
    visitors,
    minutes,
    items,
    pricedTotal: priced.reduce((sum, i) => sum + (i.cost ?? 0), 0),
    unpriced: items.filter((i) => i.cost === null && i.quantity !== 0).map((i) => i.name),
    biggest: [...priced].sort((a, b) => (b.cost ?? 0) - (a.cost ?? 0)).slice(0, 3),
  };
}

const count = (/** @type {number} */ n) => Math.round(n).toLocaleString('en-US');
const money = (/** @type {number} */ n) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The fixed costs as printed lines.
 * @param {readonly FixedCost[]} fixed
 */
export function fixedLines(fixed) {
  return fixed.map(
    (cost) =>
      `  ${cost.name}: ${count(cost.reads)} reads, ${count(cost.writes)} writes a minute (${cost.basis})`,
  );
}

/**
 * The bill as printed lines.
 * @param {ReturnType<typeof dayBill>} bill
 * @param {{ of?: string }} [options] of: what the day's count counts ("visitors", "family
 *   carpets")
 */
export function billLines(bill, { of = 'visitors' } = {}) {
  const lines = bill.items.map((i) => {
    const amount = (/** @type {number} */ n) =>
      i.name === 'Hosting transfer' ? `${n.toFixed(1)} GB` : count(n);
    const quantity = i.quantity === null ? 'not measured' : amount(i.quantity);
    const split = i.quantity === null || i.fixed === 0 ? '' : ` (${amount(i.fixed)} of them fixed)`;
    const cost = i.cost === null ? i.why : money(i.cost);
    const closest = i.cost !== null && i.price?.closest ? ' *' : '';
    return `  ${i.name.padEnd(22)} ${quantity.padStart(16)}${split}  ${cost}${closest}`;
  });
  const atLeast = bill.unpriced.length > 0 ? 'at least ' : '';
  const fixedPart = bill.items.some((i) => i.fixed > 0)
    ? ` and ${count(bill.minutes)} minutes of the fixed costs`
    : '';
  lines.push(
    `  total: ${atLeast}${money(bill.pricedTotal)} for ${count(bill.visitors)} ${of}${fixedPart}`,
  );
  if (bill.unpriced.length > 0) lines.push(`  not priced: ${bill.unpriced.join(', ')}`);
  if (bill.items.some((i) => i.cost !== null && i.price?.closest)) {
    lines.push("  * not the region's own price: the closest one found, named in prices.json");
  }
  if (bill.biggest.length === 0) {
    lines.push('  biggest items: none could be priced');
  } else {
    lines.push(
      `  biggest items: ${bill.biggest.map((i) => `${i.name} ${money(i.cost ?? 0)}`).join(', ')}`,
    );
    const [first] = bill.biggest;
    if (first) lines.push(`  to lower ${first.name}: ${first.lower}`);
  }
  return lines;
}

/**
 * The site's fixed costs a minute at the peak, from what the journey measured of them and the
 * backend's sizes. A board's recount was measured on a board with few tally shards written: at the
 * peak every shard is, so its shard reads are taken as `tallyShards`. The guard's looks are not in
 * the journey (the bill's campaign runs no canary): they are taken from guard.ts's own account.
 * @param {Record<string, { reads: number, writes: number, read: Record<string, number> }>} fixed
 *   what the journey counted per cost centre, with the documents read by path
 * @param {{ games: number, tallyShards: number, healthShards: number, canaries: number }} sizes
 * @returns {FixedCost[]}
 */
export function fixedCosts(fixed, { games, tallyShards, healthShards, canaries }) {
  /** @type {FixedCost[]} */
  const costs = [];
  const recount = fixed.recount;
  const read = Object.keys(recount?.read ?? {});
  const recounted = new Set(read.flatMap((at) => /^boards\/([^/]+)$/.exec(at)?.[1] ?? [])).size;
  if (recount && recounted > 0) {
    const shardReads = Object.entries(recount.read)
      .filter(([at]) => /^boards\/[^/]+\/tally\//.test(at))
      .reduce((sum, [, n]) => sum + n, 0);
    const others = (recount.reads - shardReads) / recounted;
    costs.push({
      name: 'board recounts',
      reads: games * (others + tallyShards),
      writes: (games * recount.writes) / recounted,
      deletes: 0,
      basis: `each of ${games} games once a minute while plays arrive: ${Math.round(others)} reads measured beside its ${tallyShards} tally shards`,
    });
  }
  if (canaries > 0) {
    // A look at most every 30 s; it reads its state and both versions' shards of the open window
    // and the one closing (guard.ts: "about 20 to 40 documents"), and writes the lease and the outcome.
    const look = 1 + 2 * 2 * healthShards;
    costs.push({
      name: 'canary guard looks',
      reads: canaries * 2 * look,
      writes: canaries * 2 * 2,
      deletes: 0,
      basis: `${canaries} canary running, two looks a minute of ${look} reads each (guard.ts)`,
    });
  }
  return costs;
}
