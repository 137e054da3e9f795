// The public board of each game, `leaderboard/{gameId}` (docs/decisions/024): the top ten rows and
// how many players hold each best score. Players' own bests live in
// `leaderboard/{gameId}/entries/{uid}`, written by submitPlay; this module turns them into the one
// public document, in two ways:
// - a best that enters the top ten goes onto the board at once, in a small transaction on the board
//   (rare once a board has filled: only a higher score than the tenth gets in);
// - the counts (ranks outside the top) are recounted with aggregation queries at most once a
//   minute per game, by the next play that finds them older, under a lease so one instance counts.
// No scheduler is needed, and no document is written on every play by everyone.
import type { Firestore } from 'firebase-admin/firestore';
import { LEADERBOARD_SIZE } from '@onam/shared/backend/port';
import { GAME_MAX_SCORE, type GameId } from '@onam/shared/contracts/game';
import { topRows, type BoardRow } from '@onam/shared/backend/logic/leaderboard';
import type { EntryDoc, SummaryDoc } from '@onam/shared/backend/firebase/server-documents';

export const RECOUNT_MS = 60_000;
/** Long enough for a recount (101 small aggregations), short enough to recover from a crash. */
const LEASE_MS = 30_000;

/** `boards/{gameId}`: the server's own bookkeeping, never read by a client. */
interface BoardDoc {
  top: (EntryDoc & { uid: string })[];
  recountedAt?: string;
  leaseUntil?: number;
}

export interface BestChange {
  gameId: GameId;
  uid: string;
  entry: EntryDoc;
  /** The player's best before this play, null on their first. */
  previous: number | null;
}

const publicRef = (db: Firestore, gameId: GameId) => db.doc(`leaderboard/${gameId}`);
const privateRef = (db: Firestore, gameId: GameId) => db.doc(`boards/${gameId}`);

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
 * moves the player between the counts. Returns whether the board changed.
 */
export async function placeOnBoard(db: Firestore, change: BestChange, now: Date): Promise<boolean> {
  const { gameId, uid, entry, previous } = change;
  return db.runTransaction(async (tx) => {
    const [board, summary] = await Promise.all([
      tx.get(privateRef(db, gameId)),
      tx.get(publicRef(db, gameId)),
    ]);
    const kept = (board.data() as BoardDoc | undefined) ?? { top: [] };
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
    const counts = { ...shown.counts };
    if (previous !== entry.score) {
      if (previous !== null) counts[previous] = Math.max(0, (counts[previous] ?? 0) - 1);
      counts[entry.score] = (counts[entry.score] ?? 0) + 1;
    }
    const players = shown.players + (previous === null ? 1 : 0);
    tx.set(privateRef(db, gameId), { top }, { merge: true });
    tx.set(publicRef(db, gameId), summaryOf(top, counts, players, now));
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
    const [board, summary] = await Promise.all([
      tx.get(privateRef(db, gameId)),
      tx.get(publicRef(db, gameId)),
    ]);
    const kept = board.data() as BoardDoc | undefined;
    const shown = summary.data() as SummaryDoc | undefined;
    if (!kept || !shown || !kept.top.some((row) => row.uid === uid)) return;
    const top = kept.top.map((row) => (row.uid === uid ? { ...row, name, district } : row));
    tx.set(privateRef(db, gameId), { top }, { merge: true });
    tx.set(publicRef(db, gameId), { ...shown, top: toRows(top, shown.counts) });
  });
}

/** Takes the recount lease if the board is due one and nobody holds it. */
async function takeLease(db: Firestore, gameId: GameId, now: Date): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const board = (await tx.get(privateRef(db, gameId))).data() as BoardDoc | undefined;
    const due = !board?.recountedAt || now.getTime() - Date.parse(board.recountedAt) >= RECOUNT_MS;
    if (!due || (board?.leaseUntil ?? 0) > now.getTime()) return false;
    tx.set(privateRef(db, gameId), { leaseUntil: now.getTime() + LEASE_MS }, { merge: true });
    return true;
  });
}

/**
 * Counts every player's best again and rewrites the board from the entries. The cost is one read
 * per thousand entries counted, at most once a minute per game, whatever the number of plays.
 */
export async function recountBoard(db: Firestore, gameId: GameId, now: Date): Promise<void> {
  const entries = db.collection(`leaderboard/${gameId}/entries`);
  const [best, ...tallies] = await Promise.all([
    entries.orderBy('score', 'desc').orderBy('at', 'asc').limit(LEADERBOARD_SIZE).get(),
    ...Array.from({ length: GAME_MAX_SCORE[gameId] + 1 }, (_, score) =>
      entries.where('score', '==', score).count().get(),
    ),
  ]);
  const counts: Record<string, number> = {};
  let players = 0;
  tallies.forEach((tally, score) => {
    const count = tally.data().count;
    if (count > 0) counts[score] = count;
    players += count;
  });
  const counted = best.docs.map((doc) => ({ uid: doc.id, ...(doc.data() as EntryDoc) }));
  await db.runTransaction(async (tx) => {
    // A best placed while this was counting is in the kept top, not in the query's answer: keep
    // each player's higher entry from both, so the recount never takes a new best off the board.
    const kept = ((await tx.get(privateRef(db, gameId))).data() as BoardDoc | undefined)?.top ?? [];
    const byUid = new Map(counted.map((row) => [row.uid, row]));
    for (const row of kept) {
      const other = byUid.get(row.uid);
      if (!other || row.score > other.score) byUid.set(row.uid, row);
    }
    const top = [...byUid.values()].sort(boardOrder).slice(0, LEADERBOARD_SIZE);
    tx.set(privateRef(db, gameId), { top, recountedAt: now.toISOString(), leaseUntil: 0 });
    tx.set(publicRef(db, gameId), summaryOf(top, counts, players, now));
  });
}

/** Recounts the board if it is due and this caller wins the lease; otherwise does nothing. */
export async function recountIfDue(db: Firestore, gameId: GameId, now: Date): Promise<boolean> {
  if (!(await takeLease(db, gameId, now))) return false;
  await recountBoard(db, gameId, now);
  return true;
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
  const entryRef = db.doc(`leaderboard/${gameId}/entries/${uid}`);
  await db.runTransaction(async (tx) => {
    const [entrySnap, board, summary] = await Promise.all([
      tx.get(entryRef),
      tx.get(privateRef(db, gameId)),
      tx.get(publicRef(db, gameId)),
    ]);
    const entry = entrySnap.data() as EntryDoc | undefined;
    const kept = (board.data() as BoardDoc | undefined) ?? { top: [] };
    const top = kept.top.filter((row) => row.uid !== uid);
    const shown = summary.data() as SummaryDoc | undefined;
    if (entry) tx.delete(entryRef);
    if (top.length !== kept.top.length) tx.set(privateRef(db, gameId), { top }, { merge: true });
    if (!shown || (!entry && top.length === kept.top.length)) return;
    const counts: Record<string, number> = { ...shown.counts };
    if (entry) counts[entry.score] = (counts[entry.score] ?? 0) - 1;
    const remaining = Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
    const players = Math.max(0, shown.players - (entry ? 1 : 0));
    tx.set(publicRef(db, gameId), summaryOf(top, remaining, players, now));
  });
}
