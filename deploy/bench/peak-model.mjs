// The festival's peak on paper (docs/decisions/069): visitors arriving at `visitorsPerSecond`
// (default 500 a second, for 10 minutes: a television promo on Thiruvonam morning), each doing the
// bill's journey, and for every document the backend writes, its writes a second then, computed
// from the journey's writes by document path. Firestore keeps a document to about one sustained
// write a second, so every row should be at or under 1.
//
// A path is made a pattern, so that what every visitor shares and what is each visitor's own are
// told apart:
// - a segment holding the visitor's own id (their profile's id) is theirs: `stats/{uid}`;
// - a random id made for the visit is theirs too: `sharedResults/{id}`;
// - a day, a health window, a shard's number become `{day}`, `{window}`, `{shard}`;
// - everything else (a game's board, a version's health) is shared by every visitor.
// A shared document is written `visitorsPerSecond × writes in a visit` times a second, divided
// among its shards when it has them; a visitor's own, its writes over the visit's seconds. A
// counter that function instances batch (common/counter-batch.ts) is written at most
// `instances × 1000 / everyMs` times a second whatever the arrivals, divided among its shards.

/** The peak the bench assumes unless told another (`--peak-visitors N`). */
export const PEAK = { visitorsPerSecond: 500, arrivalMinutes: 10 };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WINDOW = /^\d{8}T\d{4}$/;
/** An id made for one visit: long, of id characters, with a digit or mixed case. */
const MADE_ID = /^(?=.*[0-9])[A-Za-z0-9_-]{16,}$|^(?=.*[a-z])(?=.*[A-Z])[A-Za-z0-9_-]{16,}$/;

/**
 * A document's path as a pattern, and whose it is.
 * @param {string} path
 * @param {readonly string[]} ownIds the visitor's own ids (their uid)
 * @returns {{ pattern: string, whose: 'visitor' | 'shared', sharded: string | null }}
 */
export function documentPattern(path, ownIds) {
  const segments = path.split('/');
  /** @type {'visitor' | 'shared'} */
  let whose = 'shared';
  let shardAt = -1;
  const pattern = segments.map((segment, index) => {
    const own = ownIds.find((id) => id && segment.includes(id));
    if (own) {
      whose = 'visitor';
      return segment === own ? '{uid}' : segment.replace(own, '{uid}').replace(/_.+$/, '_{id}');
    }
    if (DAY.test(segment)) return '{day}';
    if (WINDOW.test(segment)) return '{window}';
    const parent = segments[index - 1];
    if (index % 2 === 1 && (parent === 'shards' || parent === 'tally') && /^\d+$/.test(segment)) {
      shardAt = index;
      return '{shard}';
    }
    if (index % 2 === 1 && MADE_ID.test(segment)) {
      whose = 'visitor';
      return '{id}';
    }
    return segment;
  });
  const sharded = shardAt === -1 ? null : pattern.slice(0, shardAt).join('/');
  return { pattern: pattern.join('/'), whose, sharded };
}

/**
 * @typedef {{ pattern: string, whose: 'visitor' | 'shared', perVisit: number, shards: number, batchedAt: number | null, writesPerSecond: number }} PeakRow
 *   batchedAt: the most writes a second the instances' batches make, when they batch it
 */

/**
 * Every written document's writes a second at the peak, hottest first.
 * @param {{
 *   written: Record<string, number>,
 *   ownIds: readonly string[],
 *   visitorsPerSecond: number,
 *   visitSeconds: number,
 *   shards: (collectionPattern: string) => number | undefined,
 *   batched?: (collectionPattern: string) => number | undefined,
 * }} input `written`: writes in one visit by document path; `shards`: how many shards the
 *   backend spreads a sharded collection (`now/{day}/shards`) over; `batched`: the most writes a
 *   second the instances' batches make to one of its counters, when they batch it.
 * @returns {PeakRow[]}
 */
export function peakTable({
  written,
  ownIds,
  visitorsPerSecond,
  visitSeconds,
  shards,
  batched = () => undefined,
}) {
  /** @type {Map<string, PeakRow>} */
  const rows = new Map();
  for (const [path, count] of Object.entries(written)) {
    const { pattern, whose, sharded } = documentPattern(path, ownIds);
    const row = rows.get(pattern) ?? {
      pattern,
      whose,
      perVisit: 0,
      shards: sharded === null ? 1 : (shards(sharded) ?? 1),
      batchedAt: sharded === null ? null : (batched(sharded) ?? null),
      writesPerSecond: 0,
    };
    row.perVisit += count;
    rows.set(pattern, row);
  }
  for (const row of rows.values()) {
    row.writesPerSecond =
      row.whose === 'visitor'
        ? row.perVisit / Math.max(1, visitSeconds)
        : Math.min(visitorsPerSecond * row.perVisit, row.batchedAt ?? Infinity) / row.shards;
  }
  return [...rows.values()].sort((a, b) => b.writesPerSecond - a.writesPerSecond);
}

/**
 * The table as printed lines: the hottest `top`, and any other over one a second.
 * @param {PeakRow[]} table
 * @param {{ visitorsPerSecond: number, top?: number }} options
 */
export function peakLines(table, { visitorsPerSecond, top = 5 }) {
  const over = table.filter((row) => row.writesPerSecond > 1);
  const shown = [...table.slice(0, top), ...over.slice(top)];
  const lines = [
    `  ${visitorsPerSecond.toLocaleString('en-US')} visitors arriving a second; writes a second per document (Firestore sustains about 1):`,
  ];
  for (const row of shown) {
    const rate = row.writesPerSecond < 0.01 ? '<0.01' : row.writesPerSecond.toFixed(2);
    const batch = row.batchedAt === null ? '' : `, batched: ${row.batchedAt}/s at most`;
    const spread = row.shards > 1 ? `, over ${row.shards} shards${batch}` : batch;
    const whose = row.whose === 'visitor' ? "each visitor's own" : `shared${spread}`;
    const flag = row.writesPerSecond > 1 ? '  OVER' : '';
    lines.push(
      `  ${rate.padStart(8)}/s  ${row.pattern}  (${row.perVisit} a visit, ${whose})${flag}`,
    );
  }
  lines.push(
    over.length === 0
      ? '  every document at or under 1 write a second'
      : `  ${over.length} document pattern(s) over 1 write a second`,
  );
  return lines;
}
