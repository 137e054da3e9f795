import type { GameRules } from '@onam/shared/contracts/game-kit';
import type { ZoneId } from './leaf';
import {
  acceptedZones,
  coursesFor,
  zoneOf,
  type Course,
  type CourseId,
  type DishId,
  type FeastId,
  type VariantId,
} from './menu';

/**
 * The rules of serving, as a pure state machine. The visitor picks any dish still waiting (so the
 * order is theirs to get right) and puts it somewhere on the leaf (so is the place). Nothing blocks:
 * a dish in the wrong place is moved to its own place with a hint, a dish served early stays served
 * with a hint, and the play ends when every dish is on the leaf.
 */

export interface Serving {
  dish: DishId;
  /** Where the visitor put it. */
  zone: ZoneId;
  correctPlace: boolean;
  /** True when no dish of an earlier course was still waiting. */
  inOrder: boolean;
  /** When served early: the earliest course still waiting and its waiting dishes. */
  waiting: { course: CourseId; dishes: readonly DishId[] } | null;
}

export interface SadyaState {
  variant: VariantId;
  feast: FeastId;
  courses: readonly Course[];
  servings: readonly Serving[];
  /** The dish the visitor has picked up and not yet served. */
  held: DishId | null;
}

export function startSadya(variant: VariantId, feast: FeastId): SadyaState {
  return { variant, feast, courses: coursesFor(variant, feast), servings: [], held: null };
}

/** What the setup screen chooses: the way of serving and the size of the feast. */
export interface SadyaSetup {
  variant: VariantId;
  feast: FeastId;
}

export const rules = {
  start: ({ variant, feast }) => startSadya(variant, feast),
} satisfies GameRules<SadyaSetup, SadyaState>;

/** Every dish of this play, in the right order. */
export function dishesInPlay(state: SadyaState): DishId[] {
  return state.courses.flatMap((c) => [...c.dishes]);
}

function servedSet(state: SadyaState): Set<DishId> {
  return new Set(state.servings.map((s) => s.dish));
}

/** The dishes still to serve, in the right order (the view sorts them for the tray). */
export function remainingDishes(state: SadyaState): DishId[] {
  const served = servedSet(state);
  return dishesInPlay(state).filter((dish) => !served.has(dish));
}

export function isFinished(state: SadyaState): boolean {
  return remainingDishes(state).length === 0;
}

/** The earliest course that still has dishes waiting, with only its waiting dishes. */
export function waitingCourse(state: SadyaState): Course | null {
  const served = servedSet(state);
  for (const c of state.courses) {
    const waiting = c.dishes.filter((dish) => !served.has(dish));
    if (waiting.length > 0) return { id: c.id, dishes: waiting };
  }
  return null;
}

function courseIndex(state: SadyaState, dish: DishId): number {
  return state.courses.findIndex((c) => c.dishes.includes(dish));
}

/** Picks up a waiting dish (putting down any other in hand); anything else changes nothing. */
export function pickUp(state: SadyaState, dish: DishId): SadyaState {
  if (!remainingDishes(state).includes(dish)) return state;
  return { ...state, held: dish };
}

export function putBack(state: SadyaState): SadyaState {
  return state.held === null ? state : { ...state, held: null };
}

/**
 * Serves the dish in hand at `zone`, judging its place and its turn. Returns null when there is
 * nothing in hand.
 */
export function serve(
  state: SadyaState,
  zone: ZoneId,
): { state: SadyaState; serving: Serving } | null {
  const dish = state.held;
  if (dish === null) return null;
  const waiting = waitingCourse(state);
  const earliest = waiting ? state.courses.findIndex((c) => c.id === waiting.id) : -1;
  const inOrder = courseIndex(state, dish) <= earliest;
  const serving: Serving = {
    dish,
    zone,
    correctPlace: acceptedZones(state.variant, dish).includes(zone),
    inOrder,
    waiting: inOrder || !waiting ? null : { course: waiting.id, dishes: waiting.dishes },
  };
  return { state: { ...state, held: null, servings: [...state.servings, serving] }, serving };
}

/** Picks up and serves in one go (the drag-and-drop path, and tests). */
export function serveDish(
  state: SadyaState,
  dish: DishId,
  zone: ZoneId,
): { state: SadyaState; serving: Serving } | null {
  const holding = pickUp(state, dish);
  return holding.held === dish ? serve(holding, zone) : null;
}

/**
 * Where a served dish lies on the leaf: where the visitor put it when that is a right place,
 * otherwise its own place (the game moves it there, so the leaf always shows a proper sadya).
 */
export function restingZone(variant: VariantId, serving: Serving): ZoneId {
  return serving.correctPlace ? serving.zone : zoneOf(variant, serving.dish);
}

/** What a gentle hint says, as ids for the view to put into words. */
export type Hint =
  | { kind: 'place'; dish: DishId; zone: ZoneId }
  | {
      kind: 'order';
      dish: DishId;
      /** The dish's own course, whose reason says when it is served. */
      course: CourseId;
      /** The earliest course still waiting, and its waiting dishes: what comes first. */
      waitingCourse: CourseId;
      waiting: readonly DishId[];
    };

export function hintsFor(state: SadyaState, serving: Serving): Hint[] {
  const { variant } = state;
  const hints: Hint[] = [];
  if (!serving.correctPlace) {
    hints.push({ kind: 'place', dish: serving.dish, zone: zoneOf(variant, serving.dish) });
  }
  if (serving.waiting) {
    const own = state.courses.find((c) => c.dishes.includes(serving.dish));
    hints.push({
      kind: 'order',
      dish: serving.dish,
      course: own?.id ?? serving.waiting.course,
      waitingCourse: serving.waiting.course,
      waiting: serving.waiting.dishes,
    });
  }
  return hints;
}
