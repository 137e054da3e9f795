// The pure half of the family pookalam's bench (family-run.mjs): a flower's time from one phone's
// Enter to the other phone's paint, and its percentiles; the reads and writes of a family carpet,
// as a model from the documents the code writes and the listeners read, and as the counts of a
// live carpet; a day of carpets priced. No browser and no emulator here, so Jest checks all of it
// (deploy/bench/__tests__/family-model.test.ts).
import { byPattern, pathPattern } from './channel-count.mjs';
import { percentile } from './cheap-phone.mjs';

/** The issue's target: a flower on the other phone within 300 ms, p95, both phones at 4x. */
export const LATENCY_TARGET_MS = 300;

/**
 * A person's pause between two flowers: 250 to 400 ms, spread over the range and the same in
 * every run (the rules allow a stroke every 100 ms; nobody lays that fast for long).
 * @param {number} k the flower's number
 */
export const humanPause = (k) => 250 + ((k * 53) % 151);

/**
 * Flowers laid on one phone, each with the time of its Enter as that page received it.
 * @typedef {{ cell: number, code: string, enterAt: number }} Laid
 * A carpet the other phone painted, with the time of the frame that painted it.
 * @typedef {{ at: number, cells: string }} Painted
 */

/**
 * Each flower's time from its Enter to the first frame of the other phone that showed it (its
 * cell with its code), or null when the other phone never showed it.
 * @param {readonly Laid[]} laid
 * @param {readonly Painted[]} painted in the order painted
 * @returns {(number | null)[]}
 */
export function flowerLatencies(laid, painted) {
  return laid.map(({ cell, code, enterAt }) => {
    const shown = painted.find((paint) => paint.at >= enterAt && paint.cells[cell] === code);
    return shown ? shown.at - enterAt : null;
  });
}

/**
 * Where each shown flower's time went, from DevTools' network events on both phones: A's page,
 * from the Enter to the first write its SDK sent after it; the wire and the emulator, from there to
 * the first piece of B's listeners' answers after it; B's page, from there to the paint. About:
 * a write can carry two flowers, and a piece of an answer may be another's.
 * @param {readonly Laid[]} laid
 * @param {readonly (number | null)[]} latencies flowerLatencies of the same flowers
 * @param {{ writesSent: readonly number[], listenReceived: readonly number[] }} wire
 * @returns {Array<{ page: number, wire: number, other: number } | null>}
 */
export function flowerLegs(laid, latencies, { writesSent, listenReceived }) {
  return laid.map(({ enterAt }, i) => {
    const latency = latencies[i];
    if (latency === null || latency === undefined) return null;
    const paintedAt = enterAt + latency;
    const sentAt = writesSent.find((at) => at >= enterAt && at <= paintedAt);
    const receivedAt =
      sentAt === undefined
        ? undefined
        : listenReceived.find((at) => at >= sentAt && at <= paintedAt);
    if (sentAt === undefined || receivedAt === undefined) return null;
    return { page: sentAt - enterAt, wire: receivedAt - sentAt, other: paintedAt - receivedAt };
  });
}

/**
 * Each leg's p50 and p95 over the flowers whose legs were seen.
 * @param {ReturnType<typeof flowerLegs>} legs
 */
export function legSummary(legs) {
  const seen = legs.filter(
    /** @returns {l is { page: number, wire: number, other: number }} */ (l) => l !== null,
  );
  const leg = (/** @type {'page' | 'wire' | 'other'} */ name) => ({
    p50: percentile(
      seen.map((l) => l[name]),
      50,
    ),
    p95: percentile(
      seen.map((l) => l[name]),
      95,
    ),
  });
  return { flowers: seen.length, page: leg('page'), wire: leg('wire'), other: leg('other') };
}

/**
 * p50, p95 and the longest of the flowers the other phone showed (nearest rank, as every
 * percentile of the bench), and how many it never showed.
 * @param {readonly (number | null)[]} latencies
 */
export function latencySummary(latencies) {
  const shown = latencies.filter(/** @returns {ms is number} */ (ms) => ms !== null);
  return {
    flowers: latencies.length,
    shown: shown.length,
    lost: latencies.length - shown.length,
    p50: percentile(shown, 50),
    p95: percentile(shown, 95),
    max: Math.max(0, ...shown),
  };
}

/**
 * The latency's lines: the figures beside the target, the machine's benchmarkIndex and the
 * slowdown beside them, and the flowers laid first to warm the emulator, timed apart.
 * @param {ReturnType<typeof latencySummary> & { warmUp?: ReturnType<typeof latencySummary>, legs?: ReturnType<typeof legSummary> }} summary
 * @param {{ cpu: number, indexes: readonly number[], lowTierSlowdown: number }} machine cpu: the
 *   slowdown both phones ran at; indexes: benchmarkIndex before and after; lowTierSlowdown: what
 *   calibration would make of this machine as a low-tier phone, for comparison
 */
export function latencyLines(summary, { cpu, indexes, lowTierSlowdown }) {
  const met = summary.p95 <= LATENCY_TARGET_MS && summary.lost === 0;
  const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
  const { warmUp, legs } = summary;
  const spread = (/** @type {{ p50: number, p95: number }} */ leg) =>
    `p50 ${ms(leg.p50)}, p95 ${ms(leg.p95)}`;
  const where =
    legs && legs.flowers > 0
      ? [
          `  where it went, about (${legs.flowers} flowers seen on the wire): A's page to its write sent ${spread(legs.page)}; the wire and the emulator to B's listener ${spread(legs.wire)}; B's page to the paint ${spread(legs.other)}`,
        ]
      : [];
  const warming =
    warmUp && warmUp.flowers > 0
      ? [
          `  laid first, timed apart (the emulator warming): ${warmUp.flowers} flowers, p50 ${ms(warmUp.p50)}, p95 ${ms(warmUp.p95)}, max ${ms(warmUp.max)}${warmUp.lost > 0 ? `, ${warmUp.lost} never shown` : ''}`,
        ]
      : [];
  return [
    `  both phones slowed ${cpu}x (as the issue asks; a low-tier phone calibrated here would be ${lowTierSlowdown.toFixed(1)}x), benchmarkIndex ${indexes.join(', ')} (before, after); loopback network`,
    "  from phone A's Enter (the keydown's timeStamp) to phone B's frame that painted the flower (its [data-carpet] changed, then its requestAnimationFrame); both pages in one browser on one machine, so their clocks (timeOrigin + now) agree",
    ...warming,
    `  ${summary.flowers} flowers, one at a time, 250-400 ms apart: p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, max ${ms(summary.max)}${summary.lost > 0 ? `, ${summary.lost} never shown on B` : ''} (target p95 ${LATENCY_TARGET_MS} ms or less: ${met ? 'met' : 'MISSED'}) [index ${indexes.join(', ')}, ${cpu}x]`,
    ...where,
  ];
}

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
  /** The visitor's statistics and the deleted-account gate; the carpet, member, seat, roster, statistics. */
  start: { reads: 2, writes: 5 },
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
