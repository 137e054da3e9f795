import { BUILT_IN_GAME_IDS, type GameId } from '../../contracts/game';
import { isoDateIn } from '../../festival/calendar';
import { type GameStats, type Play, type PlaySummary, RECENT_PLAYS_KEPT } from '../port';

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

/**
 * One game's figures as the server keeps them (`stats/{uid}`, written by the `submitPlay` function
 * in the same transaction as the play), so a dashboard reads one document whatever the play count.
 * The day streak is kept as the last Kerala date played and the run of days ending on it; whether
 * it is still alive is decided when it is read (`statsAsOf`).
 */
export interface KeptGameStats {
  plays: number;
  bestScore: number | null;
  /** ISO 8601 */
  lastPlayedAt: string | null;
  /** The Kerala date (YYYY-MM-DD) of the last play. */
  lastDay: string | null;
  /** Consecutive Kerala days with a play, ending on lastDay. */
  streak: number;
}

export const NO_PLAYS: KeptGameStats = {
  plays: 0,
  bestScore: null,
  lastPlayedAt: null,
  lastDay: null,
  streak: 0,
};

/** The figures after one more play. Plays arrive in server order, so `at` never goes back. */
export function withPlay(kept: KeptGameStats, score: number, at: Date): KeptGameStats {
  const day = isoDateIn(at);
  const streak =
    kept.lastDay === day
      ? kept.streak
      : kept.lastDay !== null && previousIsoDate(day) === kept.lastDay
        ? kept.streak + 1
        : 1;
  return {
    plays: kept.plays + 1,
    bestScore: kept.bestScore === null ? score : Math.max(kept.bestScore, score),
    lastPlayedAt: at.toISOString(),
    lastDay: day,
    streak,
  };
}

/** Kept figures as the port reports them now: a streak whose last day is before yesterday is 0. */
export function statsAsOf(gameId: GameId | 'all', kept: KeptGameStats, now: Date): GameStats {
  const today = isoDateIn(now);
  const alive = kept.lastDay === today || kept.lastDay === previousIsoDate(today);
  return {
    gameId,
    plays: kept.plays,
    bestScore: kept.bestScore,
    lastPlayedAt: kept.lastPlayedAt,
    dayStreak: alive ? kept.streak : 0,
  };
}

/**
 * The games a summary has figures for: every built-in game (at 0 when never played), then each
 * other game the visitor played, in the order first seen. A retired game's plays stay counted.
 */
export function summaryGames(played: Iterable<GameId>): GameId[] {
  return [...new Set<GameId>([...BUILT_IN_GAME_IDS, ...played])];
}

/** A visitor's summary from every play they made (the local adapter keeps them all). */
export function summariseAll(plays: readonly Play[], now: Date): PlaySummary {
  const games = summaryGames(plays.map((play) => play.gameId));
  const stats = Object.fromEntries(
    ['all', ...games].map((gameId) => [gameId, computeStats(plays, gameId, now)]),
  ) as PlaySummary['stats'];
  const recent = [...plays]
    .sort((a, b) => Date.parse(b.playedAt) - Date.parse(a.playedAt))
    .slice(0, RECENT_PLAYS_KEPT);
  return { stats, recent };
}
