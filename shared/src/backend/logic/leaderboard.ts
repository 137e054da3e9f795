import type { GameId } from '../../contracts/game';
import type { District } from '../districts';
import { LEADERBOARD_SIZE, type Leaderboard, type LeaderboardEntry } from '../port';

/** One visitor's best score in one game, before ranking. */
export interface BestScore {
  uid: string;
  displayName: string;
  district: District | null;
  bestScore: number;
}

/** Each visitor's best score from a list of plays (any games; filter first). */
export function bestScoresByUid(
  plays: readonly { uid: string; score: number }[],
): Map<string, number> {
  const best = new Map<string, number>();
  for (const play of plays) {
    const current = best.get(play.uid);
    if (current === undefined || play.score > current) best.set(play.uid, play.score);
  }
  return best;
}

/**
 * Standard competition ranking (1, 2, 2, 4): equal scores share a rank and the next rank skips.
 * Order among equals is by name, then uid, only so that the list does not shuffle between reads.
 */
export function rankEntries(entries: readonly BestScore[]): (BestScore & { rank: number })[] {
  const sorted = [...entries].sort(
    (a, b) =>
      b.bestScore - a.bestScore ||
      a.displayName.localeCompare(b.displayName) ||
      (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
  );
  const ranked: (BestScore & { rank: number })[] = [];
  sorted.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const rank = previous && previous.bestScore === entry.bestScore ? previous.rank : index + 1;
    ranked.push({ ...entry, rank });
  });
  return ranked;
}

const publicEntry = (
  { displayName, district, bestScore, rank }: BestScore & { rank: number },
  own: boolean,
): LeaderboardEntry => ({ displayName, district, bestScore, rank, own });

/**
 * The top of the board plus the visitor's own entry wherever it falls (null if not played), from
 * every player's best score: what the `local` adapter does with the plays on one device.
 */
export function buildLeaderboard(
  gameId: GameId,
  entries: readonly BestScore[],
  uid: string | null,
  size: number = LEADERBOARD_SIZE,
): Leaderboard {
  const ranked = rankEntries(entries);
  const mine = uid === null ? undefined : ranked.find((entry) => entry.uid === uid);
  return {
    gameId,
    top: ranked.slice(0, size).map((entry) => publicEntry(entry, entry.uid === uid)),
    mine: mine ? publicEntry(mine, true) : null,
  };
}

/**
 * The public board of one game as the server keeps it (`leaderboard/{gameId}`, docs/decisions/024):
 * the top rows, carrying rank, name, district and score and nothing else, and how many players hold
 * each best score, from which any player's rank follows. It is the only thing about other players
 * anyone can read, and one document, so a board costs one read however many play.
 */
export interface BoardSummary {
  top: BoardRow[];
  /** Best score (as a string key, 0..100) → how many players have it. Absent scores are 0. */
  counts: Record<string, number>;
  players: number;
  /** ISO 8601: when the server last counted. */
  updatedAt: string;
}

export interface BoardRow {
  rank: number;
  name: string;
  district: District | null;
  score: number;
}

/** 1 + the number of players with a higher best score (so ties share a rank). */
export function rankFromCounts(score: number, counts: Readonly<Record<string, number>>): number {
  let above = 0;
  for (const [key, count] of Object.entries(counts)) {
    if (Number(key) > score && count > 0) above += count;
  }
  return above + 1;
}

/**
 * The top rows from the best entries in board order (score down, then who got there first), ranked
 * by the counts taken at the same time.
 */
export function topRows(
  best: readonly Omit<BoardRow, 'rank'>[],
  counts: Readonly<Record<string, number>>,
  size: number = LEADERBOARD_SIZE,
): BoardRow[] {
  return best.slice(0, size).map((row) => ({ ...row, rank: rankFromCounts(row.score, counts) }));
}

/** The visitor's own standing, from their private entry (name and district as on the board). */
export interface OwnBest {
  displayName: string;
  district: District | null;
  bestScore: number;
}

/**
 * The port's board from the public summary and the visitor's own entry. Rows carry no uid, so the
 * visitor's row is the first one showing exactly their name, district and best score at their rank;
 * when the summary predates their best (it is recounted at most every minute), their own line has
 * the rank their score has among the counts.
 */
export function boardFromSummary(
  gameId: GameId,
  summary: BoardSummary | null,
  own: OwnBest | null,
): Leaderboard {
  const rows = summary?.top ?? [];
  const counts = summary?.counts ?? {};
  const ownRank = own ? rankFromCounts(own.bestScore, counts) : null;
  const ownIndex = own
    ? rows.findIndex(
        (row) =>
          row.rank === ownRank &&
          row.score === own.bestScore &&
          row.name === own.displayName &&
          row.district === own.district,
      )
    : -1;
  const top = rows.map((row, index): LeaderboardEntry => ({
    displayName: row.name,
    district: row.district,
    bestScore: row.score,
    rank: row.rank,
    own: index === ownIndex,
  }));
  const mine: LeaderboardEntry | null =
    own && ownRank !== null ? { ...own, rank: ownRank, own: true } : null;
  return { gameId, top, mine };
}
