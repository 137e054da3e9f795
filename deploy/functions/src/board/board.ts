// The public board of each game, `leaderboard/{gameId}` (docs/decisions/024): the top ten rows and
// how many players hold each best score. Players' own bests live in
// `leaderboard/{gameId}/entries/{uid}`, written by submitPlay; this module turns them into the one
// public document, in two ways:
// - a best that enters the top ten goes onto the board at once, in a small transaction on the board
//   (rare once a board has filled: only a higher score than the tenth gets in);
// - the counts (ranks outside the top) are summed from the game's tally (tally.ts, kept by the
//   writes of the entries) at most once a minute per game, by the next play that finds them
//   older, under a lease so one instance counts (docs/decisions/069).
// No scheduler is needed, and no shared document is written on every play by everyone: the tally
// is spread over shards, each taking about a write a second at the festival's peak.
// An instance keeps what it last saw of a board's top rows (BoardSight), so a play that cannot
// change them reads one document of the board (whether its counts are due), not three.
// Only a player who may be public (mayBePublic: an adult who accepted the current privacy notice)
// has an entry, and every path that writes a row reads the player's entry again in its own
// transaction, so a player taken off (a deleted account, an under-18) is never written back.
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { LEADERBOARD_SIZE } from '@onam/shared/backend/port';
import { MAX_SCORE, type GameId } from '@onam/shared/contracts/game';
import { topRows, type BoardRow } from '@onam/shared/backend/logic/leaderboard';
import type { EntryDoc, SummaryDoc } from '@onam/shared/backend/firebase/server-documents';
import type { ProfileDoc } from '@onam/shared/backend/firebase/firestore-mapping';
import { mayBePublic } from '@onam/shared/backend/privacy';
import { backfillTally, entryMove, moveInTally, readTally, type BackfillState } from './tally';
import { asFixedCost } from '../common/cost-centre';

export const RECOUNT_MS = 60_000;
/** Long enough for a recount (the tally's shards, or a backfill's pages), short enough to recover. */
const LEASE_MS = 30_000;
/** How long one recount may spend bringing an older board's entries into its tally. */
const BACKFILL_BUDGET_MS = 15_000;
/**
 * Entries the recount reads beyond the top rows: rows it leaves out (a player who may not be public)
 * are filled from these, so the board stays full. A few reads a minute per game.
 */
const SPARE_ROWS = 5;

/** `boards/{gameId}`: the server's own bookkeeping, never read by a client. */
interface BoardDoc {
  top: (EntryDoc & { uid: string })[];
  recountedAt?: string;
  leaseUntil?: number;
  /**
   * How many times a player has been taken off (takeOffBoard). A recount that finds it changed
   * while it counted cannot know whether its counts still hold that player, so it keeps the counts
   * takeOffBoard corrected, and the next play recounts.
   */
  removals?: number;
  /**
   * Whether every entry is in the tally. Missing on a board from before the tally: its recounts
   * bring the entries in (backfillTally) and count with one aggregation per score meanwhile.
   */
  tally?: BackfillState;
}

/**
 * What one instance last saw of each board's top rows, so a best that cannot enter them reads
 * nothing of the board. Stale sight is safe: the top rows only rise, except when a player is taken
 * off, and then the next recount (which reads the rows from the entries) fills them.
 */
export interface BoardSight {
  top: Map<GameId, BoardDoc['top']>;
}

export const boardSight = (): BoardSight => ({ top: new Map() });

export interface BestChange {
  gameId: GameId;
  uid: string;
  entry: EntryDoc;
  /** The player's best before this play, null on their first. */
  previous: number | null;
}

/** The server's record of a board as read: one only a lease was written into has no rows yet. */
const keptOf = (data: unknown): BoardDoc => {
  const kept = (data ?? {}) as Partial<BoardDoc>;
  return { ...kept, top: kept.top ?? [] };
};

const publicRef = (db: Firestore, gameId: GameId) => db.doc(`leaderboard/${gameId}`);
const privateRef = (db: Firestore, gameId: GameId) => db.doc(`boards/${gameId}`);
const entryRef = (db: Firestore, gameId: GameId, uid: string): DocumentReference =>
  db.doc(`leaderboard/${gameId}/entries/${uid}`);

/** Board order: higher score first; among equals, who reached it first. */
const boardOrder = (a: EntryDoc, b: EntryDoc) =>
  b.score - a.score || (a.at < b.at ? -1 : a.at > b.at ? 1 : 0);

const toRows = (top: readonly EntryDoc[], counts: Record<string, number>): BoardRow[] =>
  topRows(
    top.map(({ name, district, score }) => ({ name, district, score })),
    counts,
  );

/** The public board as anyone reads it. */
const summaryOf = (
  top: readonly EntryDoc[],
  counts: Record<string, number>,
  players: number,
  now: Date,
): SummaryDoc => ({ top: toRows(top, counts), counts, players, updatedAt: now.toISOString() });

/** Whether a best this high belongs in the top rows kept now. */
function entersTop(top: readonly EntryDoc[], entry: EntryDoc): boolean {
  const last = top[LEADERBOARD_SIZE - 1];
  return top.length < LEADERBOARD_SIZE || !last || boardOrder(entry, last) < 0;
}

/**
 * Puts a new best on the board if it belongs in the top rows (or renames a row already there), and
 * moves the player between the counts. Returns whether the board changed. The row is the player's
 * entry as it is now: one taken off since the best was saved (its entry gone) is not put back.
 */
export async function placeOnBoard(
  db: Firestore,
  change: BestChange,
  now: Date,
  sight?: BoardSight,
): Promise<boolean> {
  const { gameId, uid } = change;
  const seen = sight?.top.get(gameId);
  if (seen && !seen.some((row) => row.uid === uid) && !entersTop(seen, change.entry)) return false;
  // One after another per board in an instance: while a board fills (a festival's first minutes)
  // every best enters it, and placements begun together on its two documents met each other in
  // hundreds of retried transactions (the bench's load run).
  const queues = placing.get(db) ?? new Map<GameId, Promise<unknown>>();
  placing.set(db, queues);
  const placed = (queues.get(gameId) ?? Promise.resolve()).then(
    () => placeNow(db, change, now, sight),
    () => placeNow(db, change, now, sight),
  );
  queues.set(gameId, placed);
  try {
    return await placed;
  } finally {
    if (queues.get(gameId) === placed) queues.delete(gameId);
  }
}

/** Each board's placements in this instance, the last one queued, per database. */
const placing = new WeakMap<Firestore, Map<GameId, Promise<unknown>>>();

async function placeNow(
  db: Firestore,
  change: BestChange,
  now: Date,
  sight?: BoardSight,
): Promise<boolean> {
  const { gameId, uid, previous } = change;
  return db.runTransaction(async (tx) => {
    const [board, summary, current] = await Promise.all([
      tx.get(privateRef(db, gameId)),
      tx.get(publicRef(db, gameId)),
      tx.get(entryRef(db, gameId, uid)),
    ]);
    const entry = current.data() as EntryDoc | undefined;
    if (!entry) return false;
    const kept = keptOf(board.data());
    sight?.top.set(gameId, kept.top);
    const others = kept.top.filter((row) => row.uid !== uid);
    const wasOn = others.length !== kept.top.length;
    if (!wasOn && !entersTop(kept.top, entry)) return false;
    const top = [...others, { uid, ...entry }].sort(boardOrder).slice(0, LEADERBOARD_SIZE);
    const shown = (summary.data() as SummaryDoc | undefined) ?? {
      top: [],
      counts: {},
      players: 0,
      updatedAt: now.toISOString(),
    };
    // The move this change made; a later best moves the player again with its own change.
    const counts = { ...shown.counts };
    if (previous !== change.entry.score) {
      if (previous !== null) counts[previous] = Math.max(0, (counts[previous] ?? 0) - 1);
      counts[change.entry.score] = (counts[change.entry.score] ?? 0) + 1;
    }
    const players = shown.players + (previous === null ? 1 : 0);
    tx.set(privateRef(db, gameId), { top }, { merge: true });
    tx.set(publicRef(db, gameId), summaryOf(top, counts, players, now));
    sight?.top.set(gameId, top);
    return true;
  });
}

/** Renames a player's row if it is on the board (after a profile edit). */
export async function renameOnBoard(
  db: Firestore,
  gameId: GameId,
  uid: string,
  name: string,
  district: EntryDoc['district'],
): Promise<void> {
  await db.runTransaction(async (tx) => {
    // One read of both: parallel reads that begin a transaction race each other for it, and a
    // failure after them left the loser's stream answering after the transaction was gone.
    const [board, summary] = await tx.getAll(privateRef(db, gameId), publicRef(db, gameId));
    const kept = keptOf(board?.data());
    const shown = summary?.data() as SummaryDoc | undefined;
    if (!shown || !kept.top.some((row) => row.uid === uid)) return;
    const top = kept.top.map((row) => (row.uid === uid ? { ...row, name, district } : row));
    tx.set(privateRef(db, gameId), { top }, { merge: true });
    tx.set(publicRef(db, gameId), { ...shown, top: toRows(top, shown.counts) });
  });
}

/** When the board's counts are due again, as its record says: never before a lease ends. */
const dueAt = (board: BoardDoc | undefined) =>
  Math.max(
    board?.recountedAt ? Date.parse(board.recountedAt) + RECOUNT_MS : 0,
    board?.leaseUntil ?? 0,
  );

/** Takes the recount lease if the board is due one and nobody holds it. */
async function takeLease(db: Firestore, gameId: GameId, now: Date): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const board = (await tx.get(privateRef(db, gameId))).data() as BoardDoc | undefined;
    if (dueAt(board) > now.getTime()) return false;
    tx.set(privateRef(db, gameId), { leaseUntil: now.getTime() + LEASE_MS }, { merge: true });
    return true;
  });
}

/** For the tests: a moment between the counting and the writing, to race a deletion into. */
export interface RecountHooks {
  afterCount?: () => Promise<void>;
}

/** Players per best score counted from the entries themselves: one aggregation per score. */
async function countEntries(db: Firestore, gameId: GameId) {
  const entries = db.collection(`leaderboard/${gameId}/entries`);
  const tallies = await Promise.all(
    Array.from({ length: MAX_SCORE + 1 }, (_, score) =>
      entries.where('score', '==', score).count().get(),
    ),
  );
  const counts: Record<string, number> = {};
  let players = 0;
  tallies.forEach((tally, score) => {
    const count = tally.data().count;
    if (count > 0) counts[score] = count;
    players += count;
  });
  return { counts, players };
}

/**
 * Counts every player's best again and rewrites the board from the entries: the counts from the
 * game's tally (a read per shard written), the rows from the best entries. At most once a minute
 * per game, whatever the number of plays. A board from before the tally has its entries brought
 * in first, within a budget per recount, and is counted from the entries until they all are.
 *
 * The counting runs outside any transaction (aggregations over every entry), so what it found may
 * be out of date by the time it writes: a player may have been taken off meanwhile. So the rows
 * are not taken from the queries' answers: the transaction reads again the entry and the profile
 * of every player it would write, and writes a row only from an entry still there, of a player
 * who may be public.
 */
export async function recountBoard(
  db: Firestore,
  gameId: GameId,
  now: Date,
  hooks: RecountHooks = {},
): Promise<void> {
  const entries = db.collection(`leaderboard/${gameId}/entries`);
  const before = (await privateRef(db, gameId).get()).data() as BoardDoc | undefined;
  const removalsBefore = before?.removals ?? 0;
  let tally = before?.tally ?? { done: false, after: null };
  if (!tally.done) {
    tally = await backfillTally(db, gameId, tally.after, Date.now() + BACKFILL_BUDGET_MS);
  }
  const [best, { counts: counted, players: tallied }] = await Promise.all([
    entries
      .orderBy('score', 'desc')
      .orderBy('at', 'asc')
      .limit(LEADERBOARD_SIZE + SPARE_ROWS)
      .get(),
    tally.done ? readTally(db, gameId) : countEntries(db, gameId),
  ]);
  await hooks.afterCount?.();
  await db.runTransaction(async (tx) => {
    const [board, summary] = await Promise.all([
      tx.get(privateRef(db, gameId)),
      tx.get(publicRef(db, gameId)),
    ]);
    const kept = keptOf(board.data());
    // The players the queries found, and those placed on the board while they ran.
    const uids = [
      ...new Set([...best.docs.map((doc) => doc.id), ...kept.top.map((row) => row.uid)]),
    ];
    const [entrySnaps, profileSnaps] =
      uids.length === 0
        ? [[], []]
        : await Promise.all([
            tx.getAll(...uids.map((uid) => entryRef(db, gameId, uid))),
            tx.getAll(...uids.map((uid) => db.doc(`profiles/${uid}`))),
          ]);
    const top = uids
      .flatMap((uid, index) => {
        const entry = entrySnaps[index]?.data() as EntryDoc | undefined;
        const profile = profileSnaps[index]?.data() as ProfileDoc | undefined;
        return entry && mayBePublic(profile) ? [{ uid, ...entry }] : [];
      })
      .sort(boardOrder)
      .slice(0, LEADERBOARD_SIZE);
    const shown = summary.data() as SummaryDoc | undefined;
    const removedMeanwhile = (kept.removals ?? 0) !== removalsBefore;
    if (removedMeanwhile) {
      // The counts may still hold a player taken off since: keep the ones takeOffBoard corrected,
      // and leave the board due, so the next play counts again.
      tx.set(privateRef(db, gameId), { top, leaseUntil: 0, tally }, { merge: true });
      tx.set(
        publicRef(db, gameId),
        summaryOf(top, shown?.counts ?? {}, shown?.players ?? top.length, now),
      );
      return;
    }
    tx.set(
      privateRef(db, gameId),
      { top, recountedAt: now.toISOString(), leaseUntil: 0, tally },
      { merge: true },
    );
    tx.set(publicRef(db, gameId), summaryOf(top, counted, tallied, now));
  });
}

/**
 * Recounts the board if it is due and this caller wins the lease; otherwise does nothing. Whether
 * it is due is read first outside a transaction: at the peak, a transaction's read of the board on
 * every new best would hold up the recount's own writes to it.
 */
export async function recountIfDue(db: Firestore, gameId: GameId, now: Date): Promise<boolean> {
  // One at a time per board in an instance: the plays that find it due together would otherwise
  // all begin the lease's transaction on the one document at once.
  const busy = recounting.get(db) ?? new Set<GameId>();
  recounting.set(db, busy);
  if (busy.has(gameId)) return false;
  busy.add(gameId);
  try {
    return await recountIfDueNow(db, gameId, now);
  } finally {
    busy.delete(gameId);
  }
}

/** The boards this instance is recounting or asking to, per database. */
const recounting = new WeakMap<Firestore, Set<GameId>>();

async function recountIfDueNow(db: Firestore, gameId: GameId, now: Date): Promise<boolean> {
  return asFixedCost('recount', async () => {
    const board = (await privateRef(db, gameId).get()).data() as BoardDoc | undefined;
    if (dueAt(board) > now.getTime()) return false;
    if (!(await takeLease(db, gameId, now))) return false;
    await recountBoard(db, gameId, now);
    return true;
  });
}

/**
 * Takes a player off a game's board for good (a deleted account, a visitor who says they are under
 * 18; docs/decisions/037): their own entry is deleted, their row leaves the top rows, and their best
 * leaves the counts, in one transaction, so running it again changes nothing. A row freed in the
 * top ten is filled by the next recount (within RECOUNT_MS of the next play).
 */
export async function takeOffBoard(
  db: Firestore,
  gameId: GameId,
  uid: string,
  now: Date,
): Promise<void> {
  const ref = entryRef(db, gameId, uid);
  await db.runTransaction(async (tx) => {
    const [entrySnap, board, summary] = await Promise.all([
      tx.get(ref),
      tx.get(privateRef(db, gameId)),
      tx.get(publicRef(db, gameId)),
    ]);
    const entry = entrySnap.data() as EntryDoc | undefined;
    const kept = keptOf(board.data());
    const top = kept.top.filter((row) => row.uid !== uid);
    const shown = summary.data() as SummaryDoc | undefined;
    if (entry) {
      tx.delete(ref);
      moveInTally(tx, db, gameId, [entryMove(entry, null)]);
    }
    if (entry || top.length !== kept.top.length) {
      tx.set(privateRef(db, gameId), { top, removals: (kept.removals ?? 0) + 1 }, { merge: true });
    }
    if (!shown || (!entry && top.length === kept.top.length)) return;
    const counts: Record<string, number> = { ...shown.counts };
    if (entry) counts[entry.score] = (counts[entry.score] ?? 0) - 1;
    const remaining = Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
    const players = Math.max(0, shown.players - (entry ? 1 : 0));
    tx.set(publicRef(db, gameId), summaryOf(top, remaining, players, now));
  });
}
