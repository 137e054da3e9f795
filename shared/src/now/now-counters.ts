// The operators' live numbers (docs/decisions/047): counters the server keeps as it works, read by
// the console's "Now" panel with a listener, so nobody reads plays, profiles or cards to count them.
// Each counter is split over NOW_SHARDS documents, each write goes to one at random, and a reader
// sums them: one document taking every write would be the busiest document of the festival. The
// plays' counts are written by each function instance every PLAY_COUNTS_EVERY_MS, summed
// (docs/decisions/070), so a counter takes at most SUBMIT_PLAY_MAX_INSTANCES × 1000 /
// PLAY_COUNTS_EVERY_MS writes a second however many visitors play, and NOW_SHARDS share them.
import { BUILT_IN_GAME_IDS, type GameId } from '../contracts/game';
import { isGameIdFormat } from '../manifest/route-paths';
import { isoDateIn } from '../festival/calendar';

export const NOW_COLLECTION = 'now';
/**
 * How many documents each counter is spread over: at most 20 writes a second reach a day's plays
 * counter (100 instances, each every 5 s), so each shard takes at most one (docs/decisions/070).
 */
export const NOW_SHARDS = 20;
/** How often an instance of submitPlay writes the plays it has counted. */
export const PLAY_COUNTS_EVERY_MS = 5_000;
/** submitPlay's instances at most (its `maxInstances`, Cloud Functions' own default for 2nd gen). */
export const SUBMIT_PLAY_MAX_INSTANCES = 100;
/** The wall's moderation queue: one counter for all days, since a card can wait overnight. */
export const NOW_WALL_DOC = `${NOW_COLLECTION}/wall`;
/** Signed-in visitors whose first play of the Kerala day the server saved. */
export const VISITORS_FIELD = 'visitors';
/** Cards waiting for an operator: published, or reported off the wall (their queuedAt is set). */
export const WAITING_FIELD = 'waiting';

/** A Kerala date's counters: `now/2026-08-26`, its shards beneath. */
export const nowDayDoc = (keralaDate: string) => `${NOW_COLLECTION}/${keralaDate}`;

/** The shard a write goes to: at random, so concurrent writers rarely meet. */
export const shardPath = (counterDoc: string, random: () => number = Math.random) =>
  `${counterDoc}/shards/${Math.min(NOW_SHARDS - 1, Math.floor(random() * NOW_SHARDS))}`;

const KERALA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The hour of the day in Kerala, 0..23. */
export const keralaHour = (now: Date) => new Date(now.getTime() + KERALA_OFFSET_MS).getUTCHours();

/** The field a play of `gameId` finished at Kerala hour `hour` is counted in: `plays_sadya_09`. */
export const playsField = (gameId: GameId, hour: number) =>
  `plays_${gameId}_${String(hour).padStart(2, '0')}`;

/** A plays field read back: `plays_vallam-kali_09` → the game and the hour. */
const PLAYS_FIELD = /^plays_([a-z][a-z0-9-]{1,30})_([01]\d|2[0-3])$/;

/** Where and what a saved play counts: the day's document, and its fields. */
export function playCount(now: Date, gameId: GameId, firstToday: boolean) {
  return {
    doc: nowDayDoc(isoDateIn(now)),
    fields: [playsField(gameId, keralaHour(now)), ...(firstToday ? [VISITORS_FIELD] : [])],
  };
}

/** The day's numbers, summed over its shards. */
export interface NowDay {
  /** Plays saved per game per Kerala hour (index 0..23). */
  plays: Record<GameId, number[]>;
  visitors: number;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Sums a day's shards; fields it does not know are ignored, missing ones are 0. */
export function sumDay(shards: readonly Record<string, unknown>[]): NowDay {
  const hoursOf = () => Array.from({ length: 24 }, () => 0);
  // Every built-in game is listed, at 0 when unplayed; an added game once it has a play.
  const plays: Record<GameId, number[]> = Object.fromEntries(
    BUILT_IN_GAME_IDS.map((game) => [game, hoursOf()]),
  );
  let visitors = 0;
  for (const shard of shards) {
    visitors += count(shard[VISITORS_FIELD]);
    for (const [field, value] of Object.entries(shard)) {
      const match = PLAYS_FIELD.exec(field);
      const [, game = '', hour = '0'] = match ?? [];
      if (!isGameIdFormat(game)) continue;
      const hours = (plays[game] ??= hoursOf());
      hours[Number(hour)] = (hours[Number(hour)] ?? 0) + count(value);
    }
  }
  return { plays, visitors };
}

/**
 * The cards waiting, summed over the wall's shards. A shard alone can be below zero (a card counted
 * in one and taken off in another); the sum cannot, except by a bug, and shows as 0 then.
 */
export function sumWaiting(shards: readonly Record<string, unknown>[]): number {
  return Math.max(
    0,
    shards.reduce((total, shard) => total + count(shard[WAITING_FIELD]), 0),
  );
}

/** +1 when a card joins the queue, -1 when it leaves it, 0 otherwise. */
export function waitingDelta(
  before: { queuedAt: string | null } | undefined,
  after: { queuedAt: string | null } | undefined,
): number {
  const queued = (card: { queuedAt: string | null } | undefined) =>
    card !== undefined && card.queuedAt !== null ? 1 : 0;
  return queued(after) - queued(before);
}
