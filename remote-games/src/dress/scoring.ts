/**
 * The "festival look" score, 0..100, from simple rules a visitor can read on the result card.
 *
 * The outfit is judged twice, as a traditional Onam look and as Maveli's look, and the better
 * judgement counts (a tie goes to Maveli only when his royal silk is worn). Nothing worn scores 0.
 *
 * Traditional look
 * - Attire, 40: kasavu set-mundu, mundum neriyathum or pattu pavada, 40 (each is complete by
 *   itself: the first two carry their drape, the pavada its matching blouse). Mundu and jubba, 30;
 *   40 with the neriyathu over the shoulder, as men wear it.
 * - Jewellery, 30: jimikki 10; each necklace (kasu mala, palakka mala, nagapadam) 10, two at most.
 * - Hair and face, 20: jasmine 10, pottu 5, kajal 5.
 * - Harmony, 10: a traditional garment worn, less 5 for each of Maveli's crown and olakkuda worn
 *   with it (they belong to the king). No traditional garment, no harmony.
 *
 * Maveli's look
 * - Attire, 40: the royal silk, the classic (pot-bellied) or the slim look alike.
 * - Regalia, 45: crown 15, olakkuda 15, moustache 15.
 * - Harmony, 15: the royal silk worn, less 5 for each piece that is not his: jasmine in the hair,
 *   jimikki (bell earrings). No silk, no harmony.
 * So silk, crown, olakkuda and moustache together make full marks, as does a complete traditional
 * outfit with jimikki, two necklaces, jasmine, pottu and kajal.
 *
 * Pure: returns ids and numbers; the game words them.
 */
import type { ItemId } from '../doll/items';
import type { Outfit } from '../doll/outfit';

export type Look = 'traditional' | 'maveli';
export type PartId = 'attire' | 'jewellery' | 'hair-and-face' | 'regalia' | 'harmony';

/** "Wear `count` of these items for more points." */
export interface Suggestion {
  items: readonly ItemId[];
  count: number;
}

export type PartNote =
  | 'complete'
  | 'needs-neriyathu'
  | 'no-garment'
  | 'royal-silk'
  | 'no-silk'
  | 'fits'
  | 'out-of-place'
  | null;

export interface ScorePart {
  id: PartId;
  points: number;
  max: number;
  /** The worn items that earned these points. */
  earned: readonly ItemId[];
  /** What would earn the missing points. */
  suggestions: readonly Suggestion[];
  /** Harmony only: the worn items that cost points. */
  outOfPlace: readonly ItemId[];
  note: PartNote;
}

export interface DressScore {
  look: Look;
  /** An integer, 0..MAX_SCORE. */
  total: number;
  max: typeof MAX_SCORE;
  parts: readonly ScorePart[];
}

export const TRADITIONAL_GARMENTS = [
  'kasavu-set-mundu',
  'mundum-neriyathum',
  'pattu-pavada',
  'mundu-jubba',
] as const satisfies readonly ItemId[];
export const NECKLACES = [
  'kasu-mala',
  'palakka-mala',
  'nagapadam',
] as const satisfies readonly ItemId[];
export const ROYAL_SILKS = [
  'maveli-silk-classic',
  'maveli-silk-slim',
] as const satisfies readonly ItemId[];

/** The most a look can score; each part's most follows from the points below. */
export const MAX_SCORE = 100;

/** What each worn item (or the harmony of a look) earns. */
export const POINTS = {
  traditional: {
    attire: { complete: 40, withoutNeriyathu: 30 },
    jewellery: { jimikki: 10, necklace: 10, necklacesCounted: 2 },
    hairAndFace: { jasmine: 10, pottu: 5, kajal: 5 },
    harmony: { max: 10, perOutOfPlace: 5 },
  },
  maveli: {
    attire: { silk: 40 },
    regalia: { crown: 15, olakkuda: 15, moustache: 15 },
    harmony: { max: 15, perOutOfPlace: 5 },
  },
} as const;

/** Maveli's pieces that do not belong with a traditional garment. */
const KINGS_ONLY: readonly ItemId[] = ['crown', 'olakkuda'];
/** Pieces that are not Maveli's. */
const NOT_MAVELIS: readonly ItemId[] = ['jasmine', 'jimikki'];

const oneOf = (outfit: Outfit, ids: readonly ItemId[]) => ids.find((id) => outfit.includes(id));

function part(
  id: PartId,
  max: number,
  fields: Partial<Omit<ScorePart, 'id' | 'max'>> & { points: number },
): ScorePart {
  return {
    id,
    max,
    earned: [],
    suggestions: [],
    outOfPlace: [],
    note: null,
    ...fields,
    points: Math.max(0, Math.min(max, fields.points)),
  };
}

/** Items worth points each, worn or suggested. */
function eachWorth(id: PartId, outfit: Outfit, worth: Readonly<Partial<Record<ItemId, number>>>) {
  const entries = Object.entries(worth) as [ItemId, number][];
  const max = entries.reduce((sum, [, points]) => sum + points, 0);
  const earned = entries.filter(([item]) => outfit.includes(item));
  return part(id, max, {
    points: earned.reduce((sum, [, points]) => sum + points, 0),
    earned: earned.map(([item]) => item),
    suggestions: entries
      .filter(([item]) => !outfit.includes(item))
      .map(([item]) => ({ items: [item], count: 1 })),
  });
}

function traditionalAttire(outfit: Outfit): ScorePart {
  const { complete, withoutNeriyathu } = POINTS.traditional.attire;
  const garment = oneOf(outfit, TRADITIONAL_GARMENTS);
  if (!garment) {
    return part('attire', complete, {
      points: 0,
      note: 'no-garment',
      suggestions: [{ items: TRADITIONAL_GARMENTS, count: 1 }],
    });
  }
  if (garment === 'mundu-jubba') {
    return outfit.includes('neriyathu')
      ? part('attire', complete, {
          points: complete,
          earned: [garment, 'neriyathu'],
          note: 'complete',
        })
      : part('attire', complete, {
          points: withoutNeriyathu,
          earned: [garment],
          note: 'needs-neriyathu',
          suggestions: [{ items: ['neriyathu'], count: 1 }],
        });
  }
  return part('attire', complete, { points: complete, earned: [garment], note: 'complete' });
}

function traditionalJewellery(outfit: Outfit): ScorePart {
  const { jimikki, necklace, necklacesCounted } = POINTS.traditional.jewellery;
  const necklaces = NECKLACES.filter((id) => outfit.includes(id)).slice(0, necklacesCounted);
  const hasJimikki = outfit.includes('jimikki');
  const suggestions: Suggestion[] = [];
  if (!hasJimikki) suggestions.push({ items: ['jimikki'], count: 1 });
  if (necklaces.length < necklacesCounted) {
    suggestions.push({
      items: NECKLACES.filter((id) => !outfit.includes(id)),
      count: necklacesCounted - necklaces.length,
    });
  }
  return part('jewellery', jimikki + necklace * necklacesCounted, {
    points: (hasJimikki ? jimikki : 0) + necklace * necklaces.length,
    earned: [...(hasJimikki ? (['jimikki'] as const) : []), ...necklaces],
    suggestions,
  });
}

function harmony(
  outfit: Outfit,
  rules: { max: number; perOutOfPlace: number },
  base: readonly ItemId[],
  unwelcome: readonly ItemId[],
  missingNote: PartNote,
): ScorePart {
  if (!oneOf(outfit, base)) return part('harmony', rules.max, { points: 0, note: missingNote });
  const outOfPlace = unwelcome.filter((id) => outfit.includes(id));
  return part('harmony', rules.max, {
    points: rules.max - rules.perOutOfPlace * outOfPlace.length,
    outOfPlace,
    note: outOfPlace.length > 0 ? 'out-of-place' : 'fits',
  });
}

function total(parts: readonly ScorePart[]): number {
  return Math.max(0, Math.min(MAX_SCORE, Math.round(parts.reduce((sum, p) => sum + p.points, 0))));
}

/** The outfit judged as one look. */
export function judge(outfit: Outfit, look: Look): DressScore {
  const parts =
    look === 'traditional'
      ? [
          traditionalAttire(outfit),
          traditionalJewellery(outfit),
          eachWorth('hair-and-face', outfit, POINTS.traditional.hairAndFace),
          harmony(
            outfit,
            POINTS.traditional.harmony,
            TRADITIONAL_GARMENTS,
            KINGS_ONLY,
            'no-garment',
          ),
        ]
      : [
          maveliAttire(outfit),
          eachWorth('regalia', outfit, POINTS.maveli.regalia),
          harmony(outfit, POINTS.maveli.harmony, ROYAL_SILKS, NOT_MAVELIS, 'no-silk'),
        ];
  return { look, total: total(parts), max: MAX_SCORE, parts };
}

function maveliAttire(outfit: Outfit): ScorePart {
  const { silk } = POINTS.maveli.attire;
  const worn = oneOf(outfit, ROYAL_SILKS);
  return worn
    ? part('attire', silk, { points: silk, earned: [worn], note: 'royal-silk' })
    : part('attire', silk, {
        points: 0,
        note: 'no-silk',
        suggestions: [{ items: ROYAL_SILKS, count: 1 }],
      });
}

/** The festival look score: the better of the two judgements. */
export function scoreDress(outfit: Outfit): DressScore {
  const traditional = judge(outfit, 'traditional');
  const maveli = judge(outfit, 'maveli');
  const silkWorn = oneOf(outfit, ROYAL_SILKS) !== undefined;
  if (maveli.total > traditional.total || (maveli.total === traditional.total && silkWorn)) {
    return maveli;
  }
  return traditional;
}
