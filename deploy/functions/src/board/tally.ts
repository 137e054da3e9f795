// A game's running histogram of players' bests (docs/decisions/069): how many players hold each
// best score, kept by the writes that change a best, so the board's counts come from summing a
// few hundred small documents once a minute instead of one aggregation per score (101 of them).
//
// `boards/{gameId}/tally/{0..TALLY_SHARDS-1}`: each holds `counts.<score>` and `players`, changed
// only by increments in the transaction that writes the player's entry, on a shard picked at
// random, so no document takes more than about one write a second at the festival's peak
// (PEAK_VISITORS_PER_SECOND; deploy/bench/peak-model.mjs prints the arithmetic). A shard alone can
// be below zero (a best counted in one shard and moved in another); the sum cannot.
//
// An entry is in the tally when it says so (`tallied: true`): every writer of entries sets it, and
// a board whose entries predate the tally is brought in by `backfillTally` (board.ts's recount),
// entry by entry in transactions, so a play racing the backfill is never counted twice or missed.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { GameId } from '@onam/shared/contracts/game';
import type { EntryDoc } from '@onam/shared/backend/firebase/server-documents';

/**
 * The tally's shards per game. At the peak model's default (500 visitors arriving each second,
 * each setting a first best in each game) a game's tally takes 500 writes a second: 600 shards keep
 * each under one a second, with room for chance. Summing them is 600 reads, once a minute per game
 * at most, and only while plays arrive.
 */
export const TALLY_SHARDS = 600;

/** A shard's document. */
export interface TallyShard {
  counts?: Record<string, number>;
  players?: number;
}

/** What one write of an entry does to the tally: the best it held before, and after. */
export interface TallyMove {
  /** The score counted before, or null when the entry was not counted (new, or not yet tallied). */
  from: number | null;
  /** The score counted after, or null when the entry leaves the board. */
  to: number | null;
}

export const tallyCollection = (db: Firestore, gameId: GameId) =>
  db.collection(`boards/${gameId}/tally`);

const shardRef = (db: Firestore, gameId: GameId, random: () => number) =>
  tallyCollection(db, gameId).doc(
    String(Math.min(TALLY_SHARDS - 1, Math.floor(random() * TALLY_SHARDS))),
  );

/**
 * The increments the moves stand for; none when they change nothing. A change of players always
 * changes a count too, so what is returned always has counts.
 */
export function tallyIncrements(
  moves: readonly TallyMove[],
): { counts: Record<string, number>; players?: number } | null {
  const counts: Record<string, number> = {};
  let players = 0;
  for (const { from, to } of moves) {
    if (from === to) continue;
    if (from !== null) counts[from] = (counts[from] ?? 0) - 1;
    if (to !== null) counts[to] = (counts[to] ?? 0) + 1;
    players += (to !== null ? 1 : 0) - (from !== null ? 1 : 0);
  }
  const changed = Object.entries(counts).filter(([, n]) => n !== 0);
  if (changed.length === 0) return null;
  return { counts: Object.fromEntries(changed), ...(players !== 0 ? { players } : {}) };
}

/**
 * Writes the moves into one shard, blind (increments, never read), in the caller's transaction.
 * Nothing is written when the moves cancel out.
 */
export function moveInTally(
  tx: Transaction,
  db: Firestore,
  gameId: GameId,
  moves: readonly TallyMove[],
  random: () => number = Math.random,
): void {
  const increments = tallyIncrements(moves);
  if (!increments) return;
  const { counts, players } = increments;
  tx.set(
    shardRef(db, gameId, random),
    {
      counts: Object.fromEntries(
        Object.entries(counts).map(([score, n]) => [score, FieldValue.increment(n)]),
      ),
      ...(players ? { players: FieldValue.increment(players) } : {}),
    },
    { merge: true },
  );
}

/** The move an entry written over `before` makes: the score it counted, and the one it counts. */
export const entryMove = (before: EntryDoc | undefined, after: EntryDoc | null): TallyMove => ({
  from: before?.tallied ? before.score : null,
  to: after ? after.score : null,
});

/** The shards summed: players per best score (zeros left out), and players in all. */
export function sumTally(shards: readonly TallyShard[]): {
  counts: Record<string, number>;
  players: number;
} {
  const counts: Record<string, number> = {};
  let players = 0;
  for (const shard of shards) {
    players += finite(shard.players);
    for (const [score, n] of Object.entries(shard.counts ?? {})) {
      counts[score] = (counts[score] ?? 0) + finite(n);
    }
  }
  return {
    counts: Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0)),
    players: Math.max(0, players),
  };
}

const finite = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** Reads and sums every shard of a game's tally: one read per shard written so far. */
export async function readTally(db: Firestore, gameId: GameId) {
  const snap = await tallyCollection(db, gameId).get();
  return sumTally(snap.docs.map((doc) => doc.data() as TallyShard));
}

/** Entries looked at per transaction of the backfill. */
export const BACKFILL_PAGE = 200;

/** Where a backfill stands: done, or the last entry id it looked at (null before the first). */
export type BackfillState = { done: true } | { done: false; after: string | null };

/**
 * Brings entries written before the tally into it, a page at a time, in id order from where the
 * last call stopped. Each page is one transaction: an entry is counted and marked `tallied`
 * together, so one a play has written since (tallied already) is left alone. Stops once every
 * entry has been looked at, or at `until` (ms) with where to go on from.
 */
export async function backfillTally(
  db: Firestore,
  gameId: GameId,
  from: string | null,
  until: number,
  clock: () => number = Date.now,
): Promise<BackfillState> {
  const entries = db.collection(`leaderboard/${gameId}/entries`);
  let cursor = from;
  while (clock() < until) {
    let page = entries.orderBy('__name__').limit(BACKFILL_PAGE);
    if (cursor !== null) page = page.startAfter(cursor);
    const ids = (await page.select().get()).docs.map((doc) => doc.id);
    if (ids.length === 0) return { done: true };
    await db.runTransaction(async (tx) => {
      const snaps = await tx.getAll(...ids.map((id) => entries.doc(id)));
      const moves: TallyMove[] = [];
      for (const snap of snaps) {
        const entry = snap.data() as EntryDoc | undefined;
        if (!entry || entry.tallied) continue;
        moves.push({ from: null, to: entry.score });
        tx.update(snap.ref, { tallied: true });
      }
      moveInTally(tx, db, gameId, moves);
    });
    cursor = ids[ids.length - 1] ?? cursor;
    if (ids.length < BACKFILL_PAGE) return { done: true };
  }
  return { done: false, after: cursor };
}
