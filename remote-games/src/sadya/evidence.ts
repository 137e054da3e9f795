/**
 * The sadya's record of a finished play, for the server to score again (game contract 1.2,
 * docs/decisions/023): the variant and feast, each dish with the place it was put and when, in the
 * order served, and the time the play ended. Scoring replays the record through the rules, so a
 * place and a turn are judged by the server, never taken from the record; only the times are the
 * device's word (docs/decisions/023, Consequences). Pure: no React, no DOM.
 */
import { PLAY_MAX_DURATION_MS } from '@onam/shared/contracts/game';
import type { GameScoring } from '@onam/shared/contracts/game-kit';
import { EvidenceError } from '@onam/shared/contracts/scoring';
import { oneOf, readFields, shown } from '../common/untrusted-record';
import { ZONE_IDS, type ZoneId } from './leaf';
import {
  DISH_IDS,
  FEAST_IDS,
  FEASTS,
  VARIANT_IDS,
  type DishId,
  type FeastId,
  type VariantId,
} from './menu';
import { isFinished, remainingDishes, serveDish, startSadya, type SadyaState } from './rules';
import { MAX_SCORE, scoreSadya, type SadyaScore } from './scoring';

/** One dish served: which, where the visitor put it, and when (whole ms since the play started). */
export type SadyaServingRecord = [dish: DishId, zone: ZoneId, atMs: number];

export interface SadyaRecord {
  variant: VariantId;
  feast: FeastId;
  /** In the order served. */
  servings: SadyaServingRecord[];
  /** Whole ms from the start to the end of the play: the time the score's time part judges. */
  elapsedMs: number;
}

const FIELDS = ['variant', 'feast', 'servings', 'elapsedMs'] as const;

/** A finished sadya: the last state, when each dish was served and when the last one was (ms). */
export interface SadyaPlay {
  state: SadyaState;
  servedAtMs: readonly number[];
  elapsedMs: number;
}

/**
 * The record of a finished play. `servedAtMs` holds one time per serving, in the same order, and
 * `elapsedMs` is the very value the game scored with, so both sides compute the same score.
 */
export function sadyaRecord(
  state: SadyaState,
  servedAtMs: readonly number[],
  elapsedMs: number,
): SadyaRecord {
  return {
    variant: state.variant,
    feast: state.feast,
    servings: state.servings.map((serving, index) => [
      serving.dish,
      serving.zone,
      servedAtMs[index] ?? elapsedMs,
    ]),
    elapsedMs,
  };
}

const isTime = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= 0 &&
  value <= PLAY_MAX_DURATION_MS;

/** Why a dish the rules would not serve now could not be served. */
function refusedServing(state: SadyaState, dish: DishId): EvidenceError {
  if (isFinished(state)) {
    return new EvidenceError(`dish '${dish}' was served after the feast was finished`);
  }
  if (state.servings.some((serving) => serving.dish === dish)) {
    return new EvidenceError(`dish '${dish}' was served twice`);
  }
  if (!FEASTS[state.feast].includes(dish)) {
    return new EvidenceError(`dish '${dish}' is not part of the ${state.feast} feast`);
  }
  return new EvidenceError(`dish '${dish}' was not waiting to be served`);
}

/** The finished play a record describes, replayed through the rules, or a refusal. */
export function readSadyaRecord(record: unknown): SadyaPlay {
  const fields = readFields(record, 'a sadya record', FIELDS);
  const variant = oneOf(VARIANT_IDS, fields.variant, 'is not a way of serving the sadya');
  const feast = oneOf(FEAST_IDS, fields.feast, 'is not a feast of the game');
  const { servings, elapsedMs } = fields;
  if (!isTime(elapsedMs)) {
    throw new EvidenceError(
      `the play lasted ${shown(elapsedMs)} ms, not a whole number of ms from 0 to 2 hours`,
    );
  }
  if (!Array.isArray(servings)) {
    throw new EvidenceError(`the servings are a list, not ${shown(servings)}`);
  }
  // Before replaying: a list of thousands is refused at once, not served one by one.
  if (servings.length > DISH_IDS.length) {
    throw new EvidenceError(
      `the record has ${servings.length} servings, and a sadya has at most ${DISH_IDS.length} dishes`,
    );
  }
  let state = startSadya(variant, feast);
  let previousMs = 0;
  const servedAtMs: number[] = [];
  for (const [index, serving] of servings.entries()) {
    if (!Array.isArray(serving) || serving.length !== 3) {
      throw new EvidenceError(`serving ${index + 1} is not [dish, place, time]`);
    }
    const [dishValue, zoneValue, atMs] = serving as unknown[];
    const dish = oneOf(DISH_IDS, dishValue, 'is not a dish of the sadya');
    const zone = oneOf(ZONE_IDS, zoneValue, 'is not a place on the leaf');
    if (!isTime(atMs)) {
      throw new EvidenceError(`dish '${dish}' was served at ${shown(atMs)}, not a whole ms`);
    }
    if (atMs < previousMs) {
      throw new EvidenceError(
        `dish '${dish}' was served at ${atMs} ms, before the dish served ahead of it (${previousMs} ms)`,
      );
    }
    if (atMs > elapsedMs) {
      throw new EvidenceError(
        `dish '${dish}' was served at ${atMs} ms, after the play ended (${elapsedMs} ms)`,
      );
    }
    previousMs = atMs;
    servedAtMs.push(atMs);
    const served = serveDish(state, dish, zone);
    if (!served) throw refusedServing(state, dish);
    state = served.state;
  }
  if (!isFinished(state)) {
    const left = remainingDishes(state).length;
    throw new EvidenceError(
      `the feast was not finished: ${left} ${left === 1 ? 'dish was' : 'dishes were'} never served`,
    );
  }
  return { state, servedAtMs, elapsedMs };
}

/** The sadya's scoring: a play is the served feast, replayed through the rules. */
export const scoring = {
  maxScore: MAX_SCORE,
  record: ({ state, servedAtMs, elapsedMs }) => sadyaRecord(state, servedAtMs, elapsedMs),
  read: readSadyaRecord,
  score: ({ state, elapsedMs }) => scoreSadya(state.servings, elapsedMs),
} satisfies GameScoring<SadyaRecord, SadyaPlay, SadyaScore>;
