import type { ZoneId } from './leaf';

/**
 * The sadya as data, from CONTENT.md: every dish, where it goes on the leaf, and the order it is
 * served in for each regional variant. Names, glosses and reasons live in the catalogue
 * (messages.ts) under `sadya.dish.<id>.name|gloss` and `sadya.why.<id>`; correcting a fact means
 * editing this file or the catalogue, never the rules.
 */

/** The 24 dishes in the order of CONTENT.md's table. */
export const DISH_IDS = [
  'uppu',
  'kaya-varuthathu',
  'sharkara-varatti',
  'pazham',
  'pappadam',
  'inji-puli',
  'naranga-achar',
  'manga-achar',
  'kichadi',
  'pachadi',
  'olan',
  'erissery',
  'kaalan',
  'thoran',
  'avial',
  'kootu-curry',
  'choru',
  'parippu',
  'sambar',
  'ada-pradhaman',
  'palada',
  'pulissery',
  'rasam',
  'moru',
] as const;
export type DishId = (typeof DISH_IDS)[number];

/**
 * 'placed' dishes sit on the leaf before the rice; 'rice' is the rice itself; 'course' curries are
 * poured on the rice; 'payasam' goes centre right once the rice area is wiped.
 */
export type DishKind = 'placed' | 'rice' | 'course' | 'payasam';

export interface Dish {
  id: DishId;
  kind: DishKind;
  /** Where the dish goes; the answer the result card shows. */
  zone: ZoneId;
  /** Other places some households use, also judged right (CONTENT.md notes the disagreement). */
  alsoAccepted?: readonly ZoneId[];
}

export const DISHES: Readonly<Record<DishId, Dish>> = {
  uppu: { id: 'uppu', kind: 'placed', zone: 'tip' },
  'kaya-varuthathu': { id: 'kaya-varuthathu', kind: 'placed', zone: 'bottom-left' },
  'sharkara-varatti': { id: 'sharkara-varatti', kind: 'placed', zone: 'bottom-left' },
  pazham: { id: 'pazham', kind: 'placed', zone: 'bottom-left' },
  pappadam: { id: 'pappadam', kind: 'placed', zone: 'bottom-left' },
  'inji-puli': { id: 'inji-puli', kind: 'placed', zone: 'top-left' },
  'naranga-achar': { id: 'naranga-achar', kind: 'placed', zone: 'top-left' },
  'manga-achar': { id: 'manga-achar', kind: 'placed', zone: 'top-left' },
  kichadi: { id: 'kichadi', kind: 'placed', zone: 'top-middle' },
  pachadi: { id: 'pachadi', kind: 'placed', zone: 'top-middle' },
  olan: { id: 'olan', kind: 'placed', zone: 'top-middle' },
  erissery: { id: 'erissery', kind: 'placed', zone: 'top-middle' },
  // "Some put it at the far right": both places count as right.
  kaalan: { id: 'kaalan', kind: 'placed', zone: 'top-middle', alsoAccepted: ['top-right'] },
  thoran: { id: 'thoran', kind: 'placed', zone: 'top-right' },
  avial: { id: 'avial', kind: 'placed', zone: 'top-right' },
  'kootu-curry': { id: 'kootu-curry', kind: 'placed', zone: 'top-right' },
  choru: { id: 'choru', kind: 'rice', zone: 'rice' },
  parippu: { id: 'parippu', kind: 'course', zone: 'rice' },
  sambar: { id: 'sambar', kind: 'course', zone: 'rice' },
  'ada-pradhaman': { id: 'ada-pradhaman', kind: 'payasam', zone: 'centre-right' },
  palada: { id: 'palada', kind: 'payasam', zone: 'centre-right' },
  pulissery: { id: 'pulissery', kind: 'course', zone: 'rice' },
  rasam: { id: 'rasam', kind: 'course', zone: 'rice' },
  moru: { id: 'moru', kind: 'course', zone: 'rice' },
};

/**
 * One step of the serving order. Dishes in the same course may come in any order among themselves:
 * servers do not agree on whether olan or erissery comes first, but everyone agrees that the rice
 * waits for the small items and that parippu is the first course on it.
 */
export interface Course {
  id: CourseId;
  dishes: readonly DishId[];
}

export const COURSE_IDS = [
  'salt',
  'lower-left',
  'pickles',
  'top-row',
  'rice',
  'parippu',
  'sambar',
  'payasam',
  'pulissery',
  'rasam',
  'moru',
] as const;
export type CourseId = (typeof COURSE_IDS)[number];

const course = (id: CourseId, ...dishes: DishId[]): Course => ({ id, dishes });

const SALT = course('salt', 'uppu');
const LOWER_LEFT = course(
  'lower-left',
  'kaya-varuthathu',
  'sharkara-varatti',
  'pazham',
  'pappadam',
);
const PICKLES = course('pickles', 'inji-puli', 'naranga-achar', 'manga-achar');
const TOP_ROW = course(
  'top-row',
  'kichadi',
  'pachadi',
  'olan',
  'erissery',
  'kaalan',
  'thoran',
  'avial',
  'kootu-curry',
);
const RICE = course('rice', 'choru');
const PARIPPU = course('parippu', 'parippu');
const SAMBAR = course('sambar', 'sambar');
const PAYASAM = course('payasam', 'ada-pradhaman', 'palada');
const PULISSERY = course('pulissery', 'pulissery');
const RASAM = course('rasam', 'rasam');
const MORU = course('moru', 'moru');

export const VARIANT_IDS = ['common', 'pulissery-first'] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

/** A region's way of serving: its full order of courses (and, if it ever differs, its layout). */
export interface Variant {
  id: VariantId;
  courses: readonly Course[];
  /** Places that differ from DISHES for this variant. */
  zones?: Partial<Record<DishId, ZoneId>>;
}

export const VARIANTS: Readonly<Record<VariantId, Variant>> = {
  // Most homes: the payasams, then pulissery, rasam and moru.
  common: {
    id: 'common',
    courses: [
      SALT,
      LOWER_LEFT,
      PICKLES,
      TOP_ROW,
      RICE,
      PARIPPU,
      SAMBAR,
      PAYASAM,
      PULISSERY,
      RASAM,
      MORU,
    ],
  },
  // Some regions serve pulissery before the payasams.
  'pulissery-first': {
    id: 'pulissery-first',
    courses: [
      SALT,
      LOWER_LEFT,
      PICKLES,
      TOP_ROW,
      RICE,
      PARIPPU,
      SAMBAR,
      PULISSERY,
      PAYASAM,
      RASAM,
      MORU,
    ],
  },
};

export const FEAST_IDS = ['full', 'quick'] as const;
export type FeastId = (typeof FEAST_IDS)[number];

/**
 * Which dishes a play serves. The full sadya is the point of the game; the quick feast keeps one
 * or two of each kind, every place on the leaf and both payasams (CONTENT.md: usually one milk and
 * one jaggery), so the regional order still shows, for a short visit on a phone.
 */
export const FEASTS: Readonly<Record<FeastId, readonly DishId[]>> = {
  full: DISH_IDS,
  quick: [
    'uppu',
    'kaya-varuthathu',
    'pazham',
    'pappadam',
    'inji-puli',
    'olan',
    'avial',
    'choru',
    'parippu',
    'sambar',
    'ada-pradhaman',
    'palada',
    'pulissery',
    'moru',
  ],
};

/** The courses of a variant for the dishes of a feast; courses left empty are dropped. */
export function coursesFor(variantId: VariantId, feastId: FeastId): Course[] {
  const inFeast = new Set<DishId>(FEASTS[feastId]);
  return VARIANTS[variantId].courses
    .map((c) => ({ id: c.id, dishes: c.dishes.filter((dish) => inFeast.has(dish)) }))
    .filter((c) => c.dishes.length > 0);
}

/**
 * One serving order that is right in every respect: the courses in turn, and within a course the
 * order of CONTENT.md's table (left to right along the leaf). Browser tests can import it.
 */
export function correctOrder(variantId: VariantId, feastId: FeastId): DishId[] {
  return coursesFor(variantId, feastId).flatMap((c) => [...c.dishes]);
}

/** Where a dish goes in a variant (the place the result card shows). */
export function zoneOf(variantId: VariantId, dish: DishId): ZoneId {
  return VARIANTS[variantId].zones?.[dish] ?? DISHES[dish].zone;
}

/** Every place judged right for a dish in a variant. */
export function acceptedZones(variantId: VariantId, dish: DishId): readonly ZoneId[] {
  return [zoneOf(variantId, dish), ...(DISHES[dish].alsoAccepted ?? [])];
}
