// The bill's arithmetic: what one visitor's journey, counted on the emulators, costs when a
// festival day has a million such visitors, at the prices kept in deploy/bench/prices.json. A price
// the file does not know (null) leaves its item unpriced and named as such, never guessed: the
// total is then the total of what could be priced, and says so.

/**
 * One visitor's journey, as counted.
 * @typedef {{ firestoreReads: number, firestoreWrites: number, firestoreDeletes: number, invocations: number, transferBytes?: number }} Journey
 */

/**
 * The prices, as deploy/bench/prices.json keeps them.
 * @typedef {{ firestore: { freePerDay: { reads: number, writes: number, deletes: number }, per100kReads: number | null, per100kWrites: number | null, per100kDeletes: number | null }, functions: { perMillionInvocations: number | null }, hosting: { perGbTransferred: number | null } }} Prices
 */

/**
 * @typedef {{ name: string, quantity: number, free: number, billable: number, unitPrice: number | null, per: number, cost: number | null, lower: string }} BillItem
 *   unitPrice is per `per` units (100,000 reads, a million invocations, a GB); cost is null when
 *   the price is unknown.
 */

/** How to lower each item, printed beside the biggest. */
export const LOWER_IT = {
  'Firestore reads':
    'keep what every visitor reads alike behind the CDN (the campaign and the pages already are) and each screen to a bounded number of documents (docs/decisions/024); a count that grows with plays is the first thing to cut',
  'Firestore writes':
    'write one document per play and fold figures into sharded counters updated in the same transaction, never a document per event',
  'Firestore deletes': 'let documents expire together (a TTL policy) rather than one delete each',
  'Function invocations':
    'let the CDN answer the HTTP functions (s-maxage on campaignJson and pages) so most requests never reach a function, and batch the page’s reports into one request a visit',
  'Hosting transfer':
    'ship less to each visitor: the size budgets, long-cached hashed files, and nothing loaded before it is needed',
};

const GB = 1024 ** 3;

/**
 * @param {string} name
 * @param {number} quantity
 * @param {number} free
 * @param {number | null} unitPrice
 * @param {number} per
 * @returns {BillItem}
 */
function item(name, quantity, free, unitPrice, per) {
  const billable = Math.max(0, quantity - free);
  return {
    name,
    quantity,
    free,
    billable,
    unitPrice,
    per,
    cost: unitPrice === null ? null : (billable / per) * unitPrice,
    lower: LOWER_IT[/** @type {keyof typeof LOWER_IT} */ (name)] ?? '',
  };
}

/**
 * A festival day of `visitors` journeys like `journey`.
 * @param {Journey} journey
 * @param {number} visitors
 * @param {Prices} prices
 */
export function dayBill(journey, visitors, prices) {
  const { firestore, functions, hosting } = prices;
  const items = [
    item(
      'Firestore reads',
      journey.firestoreReads * visitors,
      firestore.freePerDay.reads,
      firestore.per100kReads,
      100_000,
    ),
    item(
      'Firestore writes',
      journey.firestoreWrites * visitors,
      firestore.freePerDay.writes,
      firestore.per100kWrites,
      100_000,
    ),
    item(
      'Firestore deletes',
      journey.firestoreDeletes * visitors,
      firestore.freePerDay.deletes,
      firestore.per100kDeletes,
      100_000,
    ),
    // The functions' free tier is monthly: not taken off a single day's bill.
    item(
      'Function invocations',
      journey.invocations * visitors,
      0,
      functions.perMillionInvocations,
      1_000_000,
    ),
    item(
      'Hosting transfer',
      ((journey.transferBytes ?? 0) * visitors) / GB,
      0,
      hosting.perGbTransferred,
      1,
    ),
  ];
  const priced = items.filter((i) => i.cost !== null);
  const biggest = priced.reduce(
    (/** @type {BillItem | null} */ top, i) =>
      top === null || (i.cost ?? 0) > (top.cost ?? 0) ? i : top,
    null,
  );
  return {
    visitors,
    items,
    pricedTotal: priced.reduce((sum, i) => sum + (i.cost ?? 0), 0),
    unpriced: items.filter((i) => i.cost === null && i.quantity > 0).map((i) => i.name),
    biggest,
  };
}

/**
 * The bill as printed lines.
 * @param {ReturnType<typeof dayBill>} bill
 */
export function billLines(bill) {
  const count = (/** @type {number} */ n) => Math.round(n).toLocaleString('en-US');
  const lines = bill.items.map((i) => {
    const quantity =
      i.name === 'Hosting transfer' ? `${i.quantity.toFixed(1)} GB` : count(i.quantity);
    const cost = i.cost === null ? 'price not known (prices.json)' : `$${i.cost.toFixed(2)}`;
    return `  ${i.name.padEnd(22)} ${quantity.padStart(16)}  ${cost}`;
  });
  lines.push(
    `  total of what could be priced: $${bill.pricedTotal.toFixed(2)} for ${count(bill.visitors)} visitors`,
  );
  if (bill.unpriced.length > 0) lines.push(`  not priced: ${bill.unpriced.join(', ')}`);
  if (bill.biggest) {
    lines.push(`  biggest item: ${bill.biggest.name}; to lower it, ${bill.biggest.lower}`);
  } else {
    lines.push('  biggest item: none could be priced');
  }
  return lines;
}
