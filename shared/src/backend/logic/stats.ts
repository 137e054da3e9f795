import type { GameId } from '../../contracts/game';
import { isoDateIn } from '../../festival/calendar';
import type { GameStats } from '../port';

/** What stats need of a play. */
export interface PlayFact {
  gameId: GameId;
  score: number;
  /** ISO 8601 */
  playedAt: string;
}

const DAY_MS = 86_400_000;

/** The ISO date before `isoDate` (calendar arithmetic in UTC, so no DST or zone surprises). */
export function previousIsoDate(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/**
 * Consecutive Kerala dates with at least one play, counting back from today, or from yesterday
 * when there is no play yet today (the streak is still alive until the day ends). 0 otherwise.
 */
export function dayStreak(playedAt: readonly string[], now: Date): number {
  const days = new Set(playedAt.map((iso) => isoDateIn(new Date(iso))));
  let day = isoDateIn(now);
  if (!days.has(day)) day = previousIsoDate(day);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = previousIsoDate(day);
  }
  return streak;
}

/** One game's figures, or every game's together when `gameId` is 'all'. */
export function computeStats(
  plays: readonly PlayFact[],
  gameId: GameId | 'all',
  now: Date,
): GameStats {
  const mine = gameId === 'all' ? plays : plays.filter((play) => play.gameId === gameId);
  let bestScore: number | null = null;
  let lastPlayedAt: string | null = null;
  for (const play of mine) {
    if (bestScore === null || play.score > bestScore) bestScore = play.score;
    if (lastPlayedAt === null || Date.parse(play.playedAt) > Date.parse(lastPlayedAt)) {
      lastPlayedAt = play.playedAt;
    }
  }
  return {
    gameId,
    plays: mine.length,
    bestScore,
    lastPlayedAt,
    dayStreak: dayStreak(
      mine.map((play) => play.playedAt),
      now,
    ),
  };
}
