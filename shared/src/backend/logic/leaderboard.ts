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
export function rankEntries(entries: readonly BestScore[]): LeaderboardEntry[] {
  const sorted = [...entries].sort(
    (a, b) =>
      b.bestScore - a.bestScore ||
      a.displayName.localeCompare(b.displayName) ||
      (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
  );
  const ranked: LeaderboardEntry[] = [];
  sorted.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const rank = previous && previous.bestScore === entry.bestScore ? previous.rank : index + 1;
    ranked.push({ ...entry, rank });
  });
  return ranked;
}

/** The top of the board plus the visitor's own entry wherever it falls (null if not played). */
export function buildLeaderboard(
  gameId: GameId,
  entries: readonly BestScore[],
  uid: string | null,
  size: number = LEADERBOARD_SIZE,
): Leaderboard {
  const ranked = rankEntries(entries);
  const mine = uid === null ? null : (ranked.find((entry) => entry.uid === uid) ?? null);
  return { gameId, top: ranked.slice(0, size), mine };
}
