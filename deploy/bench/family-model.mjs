// The pure half of the family carpet's count (family-bill.mjs): the reads and writes of a family
// carpet, as a model from the documents the code writes and the listeners read, and as the counts
// of a live carpet; a day of carpets priced. No browser and no emulator here, so Jest checks all of
// it (deploy/bench/__tests__/family-model.test.ts). A flower's time between phones is in
// family-latency-figures.mjs.
import { byPattern, pathPattern } from './channel-count.mjs';

/**
 * How `flowers` are shared among `members`: as evenly as they go, the first members one more.
 * @param {number} flowers
 * @param {number} members
 */
export function shares(flowers, members) {
  return Array.from(
    { length: members },
    (_, i) => Math.floor(flowers / members) + (i < flowers % members ? 1 : 0),
  );
}

/**
 * @typedef {{ part: 'page' | 'rules' | 'functions', what: string, reads: number, writes: number, onWire: boolean }} ModelRow
 *   part: who reads or writes it (the members' pages, the rules allowing them, the callables);
 *   onWire: whether a counting proxy in front of the emulator sees it (the rules' reads, and the
 *   one read a query that matched nothing is billed, are not)
 */

/** Reads and writes of each of the carpet's callables, from their code (deploy/functions/src/family). */
export const CALLABLE_OPERATIONS = {
  /**
   * The visitor's statistics, their start requests kept (the page sends a request id) and the
   * deleted-account gate; the carpet, member, seat, roster, statistics and start requests kept.
   */
  start: { reads: 3, writes: 6 },
  /** The carpet, roster, statistics and gate, and the current members; member, seat, roster, carpet, statistics. */
  join: (/** @type {number} */ membersBefore) => ({ reads: 4 + membersBefore, writes: 5 }),
  /**
   * The carpet and roster; every stroke; in the transaction the carpet, roster, owner's profile,
   * board entry and gate, and each member's seat and statistics. The carpet, the entry and each
   * member's statistics.
   */
  finish: (/** @type {number} */ members, /** @type {number} */ strokes) => ({
    reads: 2 + strokes + 5 + 2 * members,
    writes: 2 + members,
  }),
};

/** What the rules read to allow one stroke's batch: the seat, the carpet, the stroke's absence. */
export const RULES_READS_PER_STROKE = 3;

/**
 * A family carpet's reads and writes, from the documents the code writes and what the listeners
 * are sent (docs/decisions/074): `members` join one after another and all watch live, `strokes`
 * are laid (one a flower at a human pace), then the owner finishes.
 * @param {{ members: number, strokes: number, boardRows?: number }} carpet boardRows: the family
 *   board's rows the owner's page reads on /family before starting (at most 10)
 * @returns {ModelRow[]}
 */
export function carpetModel({ members, strokes, boardRows = 10 }) {
  const joiners = members - 1;
  let opening = 0;
  let joinsSeen = 0;
  let joinReads = 0;
  for (let k = 1; k <= members; k += 1) {
    // A member's page opening the carpet: its seat, the carpet and the k members there then.
    opening += 2 + k;
    if (k > 1) {
      // Each of those already watching is sent the newcomer and the carpet's new count.
      joinsSeen += 2 * (k - 1);
      joinReads += CALLABLE_OPERATIONS.join(k - 1).reads;
    }
  }
  const finish = CALLABLE_OPERATIONS.finish(members, strokes);
  return [
    {
      part: 'page',
      what: 'each stroke, sent to every member’s listener',
      reads: members * strokes,
      writes: 0,
      onWire: true,
    },
    {
      part: 'page',
      what: 'each stroke and its seat’s pace, one batch',
      reads: 0,
      writes: 2 * strokes,
      onWire: true,
    },
    {
      part: 'page',
      what: 'each member opening the carpet (seat, carpet, members)',
      reads: opening,
      writes: 0,
      onWire: true,
    },
    {
      part: 'page',
      what: 'each join, sent to those watching (member, carpet)',
      reads: joinsSeen,
      writes: 0,
      onWire: true,
    },
    {
      part: 'page',
      what: 'the finish, sent to every member (carpet)',
      reads: members,
      writes: 0,
      onWire: true,
    },
    {
      part: 'page',
      what: 'the result, read by each page as it opens and as it sees the finish',
      reads: 2 * members,
      writes: 0,
      onWire: true,
    },
    {
      part: 'page',
      what: 'the family board on the owner’s /family',
      reads: Math.max(1, boardRows),
      writes: 0,
      onWire: true,
    },
    {
      part: 'page',
      what: 'the strokes’ listener opened on no stroke yet (one read each)',
      reads: members,
      writes: 0,
      onWire: false,
    },
    {
      part: 'page',
      what: 'a joiner’s seat looked for before joining (none yet)',
      reads: joiners,
      writes: 0,
      onWire: false,
    },
    {
      part: 'rules',
      what: `each stroke’s batch (seat, carpet, the stroke’s absence)`,
      reads: RULES_READS_PER_STROKE * strokes,
      writes: 0,
      onWire: false,
    },
    {
      part: 'rules',
      what: 'each member’s three listeners (their seat)',
      reads: 3 * members,
      writes: 0,
      onWire: false,
    },
    { part: 'functions', what: 'startFamilyCarpet', ...CALLABLE_OPERATIONS.start, onWire: true },
    {
      part: 'functions',
      what: `joinFamilyCarpet × ${joiners}`,
      reads: joinReads,
      writes: 5 * joiners,
      onWire: true,
    },
    { part: 'functions', what: 'finishFamilyCarpet', ...finish, onWire: true },
  ];
}

/** The callables a carpet calls: one start, a join a member after the owner, one finish. */
export const carpetCalls = (/** @type {number} */ members) => 1 + (members - 1) + 1;

/**
 * @param {readonly ModelRow[]} rows
 * @param {(row: ModelRow) => boolean} [which]
 */
export const modelTotal = (rows, which = () => true) =>
  rows
    .filter(which)
    .reduce((sum, row) => ({ reads: sum.reads + row.reads, writes: sum.writes + row.writes }), {
      reads: 0,
      writes: 0,
    });

/** The family callables, by the name the functions export them under. */
export const FAMILY_FUNCTIONS = ['startFamilyCarpet', 'joinFamilyCarpet', 'finishFamilyCarpet'];

/** Whether a document a page read or wrote is the carpet's (not the page's visit's). */
export const isCarpetDocument = (/** @type {string} */ path) =>
  /^(carpets|familyBoard)\//.test(path);

/**
 * A live carpet's counts: what the proxy saw the pages read and write, what the shim counted the
 * callables read and write, and the callables' requests.
 * @param {{
 *   pageRead: readonly string[],
 *   pageWritten: readonly string[],
 *   functions: Record<string, { reads: number, writes: number, deletes: number, read?: Record<string, number> }>,
 *   invocations: Record<string, { requests: number, preflights: number }>,
 * }} counted
 */
export function carpetCounted({ pageRead, pageWritten, functions, invocations }) {
  const carpetReads = pageRead.filter(isCarpetDocument);
  const carpetWrites = pageWritten.filter(isCarpetDocument);
  const strokes = carpetWrites.filter(
    (at) => pathPattern(at) === 'carpets/{id}/strokes/{id}',
  ).length;
  const callables = FAMILY_FUNCTIONS.map((name) => ({
    name,
    reads: functions[name]?.reads ?? 0,
    readByPattern: byPattern(
      Object.entries(functions[name]?.read ?? {}).flatMap(([at, n]) =>
        Array.from({ length: n }, () => at),
      ),
    ),
    writes: functions[name]?.writes ?? 0,
    requests: invocations[name]?.requests ?? 0,
    preflights: invocations[name]?.preflights ?? 0,
  }));
  const otherFunctions = Object.entries(invocations)
    .filter(([name]) => !FAMILY_FUNCTIONS.includes(name))
    .map(([name, count]) => ({ name, requests: count.requests, preflights: count.preflights }));
  return {
    strokes,
    page: {
      reads: carpetReads.length,
      writes: carpetWrites.length,
      readsByPattern: byPattern(carpetReads),
      writesByPattern: byPattern(carpetWrites),
      otherReads: pageRead.length - carpetReads.length,
      otherWrites: pageWritten.length - carpetWrites.length,
    },
    callables,
    otherFunctions,
    functions: callables.reduce(
      (sum, c) => ({ reads: sum.reads + c.reads, writes: sum.writes + c.writes }),
      { reads: 0, writes: 0 },
    ),
    invocations: callables.reduce((sum, c) => sum + c.requests + c.preflights, 0),
  };
}

/**
 * One carpet as the bill prices it: the live counts where they were seen, the model's reads
 * where nothing on the wire shows them (the rules', a query's least read). Invocations with their
 * preflights, as the bill counts a visitor's.
 * @param {ReturnType<typeof carpetCounted>} counted
 * @param {readonly ModelRow[]} model the model of the same carpet (its members and strokes)
 * @returns {import('./bill-cost.mjs').Journey}
 */
export function billedCarpet(counted, model) {
  const unseen = modelTotal(model, (row) => !row.onWire);
  return {
    firestoreReads: counted.page.reads + counted.functions.reads + unseen.reads,
    firestoreWrites: counted.page.writes + counted.functions.writes + unseen.writes,
    firestoreDeletes: 0,
    invocations: counted.invocations,
    transferBytes: 0,
  };
}

/**
 * The prices with no daily free quota: a day of carpets comes on top of the visitors' day, which
 * has used the quota already.
 * @param {import('./bill-cost.mjs').Prices} prices
 * @returns {import('./bill-cost.mjs').Prices}
 */
export function beyondFreeQuota(prices) {
  const items = /** @type {import('./bill-cost.mjs').Prices['items']} */ (
    Object.fromEntries(
      Object.entries(prices.items).map(([name, price]) => [name, { ...price, free: null }]),
    )
  );
  return { ...prices, items };
}

const count = (/** @type {number} */ n) => Math.round(n).toLocaleString('en-US');

/**
 * The model beside the live count, as printed lines.
 * @param {readonly ModelRow[]} model
 * @param {ReturnType<typeof carpetCounted>} counted
 * @param {{ members: number }} carpet
 */
export function carpetLines(model, counted, { members }) {
  const lines = [
    `  counted live on the emulators (${members} members, ${counted.strokes} strokes): the pages' reads from what their listeners and one-off reads were sent, their writes from their write requests (a counting proxy in front of the Firestore emulator); the callables' by the shim in the Functions emulator's workers, their requests by the counting proxy in front of it`,
    `  the pages, the carpet's documents: ${count(counted.page.reads)} reads (${counted.page.readsByPattern.map(([p, n]) => `${p} ${count(n)}`).join(', ')}), ${count(counted.page.writes)} writes (${counted.page.writesByPattern.map(([p, n]) => `${p} ${count(n)}`).join(', ')})`,
  ];
  for (const c of counted.callables) {
    const read = c.readByPattern.map(([p, n]) => `${p} ${count(n)}`).join(', ');
    lines.push(
      `  ${c.name}: ${count(c.reads)} reads${read ? ` (${read})` : ''}, ${count(c.writes)} writes, ${c.requests} requests, ${c.preflights} preflights`,
    );
  }
  lines.push(
    `  not the carpet's (the pages' visits): ${count(counted.page.otherReads)} reads, ${count(counted.page.otherWrites)} writes; ${counted.otherFunctions.map((f) => `${f.name} ${f.requests}`).join(', ') || 'no other function'}`,
  );
  lines.push(`  the model, ${members} members and ${counted.strokes} strokes (family-model.mjs):`);
  for (const row of model) {
    const ops = [
      row.reads && `${count(row.reads)} reads`,
      row.writes && `${count(row.writes)} writes`,
    ]
      .filter(Boolean)
      .join(', ');
    lines.push(
      `    ${row.part.padEnd(9)} ${row.what}: ${ops}${row.onWire ? '' : ' (not on the wire: the model’s)'}`,
    );
  }
  const pageModel = modelTotal(model, (r) => r.part === 'page' && r.onWire);
  const functionsModel = modelTotal(model, (r) => r.part === 'functions');
  const diff = (/** @type {number} */ live, /** @type {number} */ modelled) =>
    `${count(live)} counted, ${count(modelled)} modelled (${live === modelled ? 'the same' : `${live > modelled ? '+' : ''}${count(live - modelled)}`})`;
  lines.push(
    `  model against the count: the pages' reads ${diff(counted.page.reads, pageModel.reads)}; their writes ${diff(counted.page.writes, pageModel.writes)}; the callables' reads ${diff(counted.functions.reads, functionsModel.reads)}, writes ${diff(counted.functions.writes, functionsModel.writes)}`,
  );
  return lines;
}
