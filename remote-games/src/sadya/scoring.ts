import type { Serving } from './rules';

/**
 * The sadya's score, an integer from 0 to 100, in three parts:
 *
 * - Place, up to 45: 45 × (dishes put in a right place) / (dishes served). Knowing where each dish
 *   goes is the heart of the game, so it weighs most.
 * - Order, up to 40: 40 × (dishes served in their turn) / (dishes served). A dish is in its turn when
 *   no dish of an earlier course was still waiting; dishes of one course may come in any order.
 * - Time, up to 15: full points up to a par of 6 s a dish, falling evenly to none at 20 s a dish
 *   (the par leaves time to read the tray; the limit is a slow but thoughtful play). The time
 *   points are scaled by how well the dishes were served (right places and turns out of all the
 *   judgements), so racing through a wrong feast earns nothing for speed.
 *
 * Each part is rounded on its own, so the parts shown always add up to the total. Every dish right
 * within par gives exactly 100; no play goes below 0.
 */

/** Each part's most points; together the game's MAX_SCORE. */
export const PART_MAX = { place: 45, order: 40, time: 15 } as const;
export const MAX_SCORE = PART_MAX.place + PART_MAX.order + PART_MAX.time;

export const PAR_MS_PER_DISH = 6_000;
export const LIMIT_MS_PER_DISH = 20_000;

export interface PlacePart {
  id: 'place';
  points: number;
  max: number;
  /** Dishes put in a right place, of the dishes served. */
  right: number;
  of: number;
}

export interface OrderPart {
  id: 'order';
  points: number;
  max: number;
  /** Dishes served in their turn, of the dishes served. */
  right: number;
  of: number;
}

export interface TimePart {
  id: 'time';
  points: number;
  max: number;
  elapsedMs: number;
  parMs: number;
  limitMs: number;
}

export interface SadyaScore {
  total: number;
  max: number;
  parts: readonly [PlacePart, OrderPart, TimePart];
}

/** 1 up to the par, 0 from the limit, linear between. */
export function speedFactor(elapsedMs: number, parMs: number, limitMs: number): number {
  if (elapsedMs <= parMs) return 1;
  if (elapsedMs >= limitMs) return 0;
  return (limitMs - elapsedMs) / (limitMs - parMs);
}

export function scoreSadya(servings: readonly Serving[], elapsedMs: number): SadyaScore {
  const count = servings.length;
  const parMs = count * PAR_MS_PER_DISH;
  const limitMs = count * LIMIT_MS_PER_DISH;
  const rightPlaces = servings.filter((s) => s.correctPlace).length;
  const inOrder = servings.filter((s) => s.inOrder).length;
  const share = (part: number) => (count === 0 ? 0 : part / count);

  const placePoints = Math.round(PART_MAX.place * share(rightPlaces));
  const orderPoints = Math.round(PART_MAX.order * share(inOrder));
  const accuracy = count === 0 ? 0 : (rightPlaces + inOrder) / (2 * count);
  const timePoints = Math.round(
    PART_MAX.time * accuracy * speedFactor(Math.max(0, elapsedMs), parMs, limitMs),
  );

  return {
    total: placePoints + orderPoints + timePoints,
    max: MAX_SCORE,
    parts: [
      { id: 'place', points: placePoints, max: PART_MAX.place, right: rightPlaces, of: count },
      { id: 'order', points: orderPoints, max: PART_MAX.order, right: inOrder, of: count },
      {
        id: 'time',
        points: timePoints,
        max: PART_MAX.time,
        elapsedMs: Math.max(0, elapsedMs),
        parMs,
        limitMs,
      },
    ],
  };
}
