import type { Leaderboard, LeaderboardEntry } from '@onam/shared/backend/port';

export interface LeaderboardRow {
  entry: LeaderboardEntry;
  /** The visitor's own row: marked and highlighted. */
  mine: boolean;
  /** The name to show; null when the board has none (the caller words "a player"). */
  name: string | null;
  /** Shares its rank with another row on the board (equal best scores). */
  tied: boolean;
}

/**
 * Where the visitor stands: on the board shown, below it (a separate line under the table), or
 * nowhere yet. Ranked but not shown happens outside the top, and also when more players than fit
 * tie at the last places shown.
 */
export type OwnStanding =
  | { kind: 'not-played' }
  | { kind: 'shown'; entry: LeaderboardEntry }
  | { kind: 'below'; entry: LeaderboardEntry };

export interface LeaderboardView {
  rows: LeaderboardRow[];
  own: OwnStanding;
}

/**
 * What the leaderboard table shows, from the port's board (already ranked by the backend, the
 * visitor's own row marked `own`). `ownName` stands in for the visitor's own name when the board
 * has none: the local adapter knows only the profiles made on this device, not an account
 * registered elsewhere.
 */
export function leaderboardView(board: Leaderboard, ownName?: string | null): LeaderboardView {
  const rankCounts = new Map<number, number>();
  for (const entry of board.top) rankCounts.set(entry.rank, (rankCounts.get(entry.rank) ?? 0) + 1);
  // A tie with the visitor's own entry counts too, when it falls just outside the rows shown.
  const mineHidden = board.mine !== null && !board.top.some((e) => e.own);
  if (mineHidden && board.mine && rankCounts.has(board.mine.rank)) {
    rankCounts.set(board.mine.rank, (rankCounts.get(board.mine.rank) ?? 0) + 1);
  }
  const rows = board.top.map((entry): LeaderboardRow => ({
    entry,
    mine: entry.own,
    name: entry.displayName || (entry.own && ownName) || null,
    tied: (rankCounts.get(entry.rank) ?? 0) > 1,
  }));
  const shown = rows.find((row) => row.mine)?.entry;
  const own: OwnStanding = shown
    ? { kind: 'shown', entry: shown }
    : board.mine
      ? { kind: 'below', entry: board.mine }
      : { kind: 'not-played' };
  return { rows, own };
}
