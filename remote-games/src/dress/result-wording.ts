/**
 * Puts the score's parts into words for the result card: what earned points, what cost them, and
 * what would earn the rest. The scoring stays pure; only this file knows sentences.
 */
import type { Locale } from '@onam/shared/i18n/locale';
import type { Translate } from '@onam/shared/i18n/translator';
import type { ResultRow } from '../common/result-card';
import { itemList, joinWords } from '../doll/item-wording';
import type { DressScore, Look, ScorePart, Suggestion } from './scoring';
import type { DressScreenKey } from './messages';

type T = Translate<DressScreenKey>;

/** A sentence may open with an item's name; Malayalam has no capitals, so this changes nothing there. */
function capitalise(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

function suggestionWords(t: T, suggestion: Suggestion): string {
  const items = itemList(t, suggestion.items, 'or');
  if (suggestion.items.length <= suggestion.count) return itemList(t, suggestion.items, 'and');
  return suggestion.count === 1
    ? t('dress.score.oneOf', { items })
    : t('dress.score.twoOf', { items });
}

function more(t: T, suggestions: readonly Suggestion[]): string {
  if (suggestions.length === 0) return '';
  return t('dress.score.more', {
    items: joinWords(
      t,
      suggestions.map((s) => suggestionWords(t, s)),
      'and',
    ),
  });
}

const HARMONY_NOTES: Record<Look, { outOfPlace: DressScreenKey; missing: DressScreenKey }> = {
  traditional: {
    outOfPlace: 'dress.note.harmony.traditional.out-of-place',
    missing: 'dress.note.harmony.traditional.no-garment',
  },
  maveli: {
    outOfPlace: 'dress.note.harmony.maveli.out-of-place',
    missing: 'dress.note.harmony.maveli.no-silk',
  },
};

function firstSentence(t: T, look: Look, part: ScorePart, locale: Locale): string {
  const items = itemList(t, part.earned);
  if (part.id === 'harmony') {
    if (part.note === 'fits') return t('dress.note.fits');
    if (part.note === 'out-of-place') {
      return capitalise(
        t(HARMONY_NOTES[look].outOfPlace, { items: itemList(t, part.outOfPlace) }),
        locale,
      );
    }
    return t(HARMONY_NOTES[look].missing);
  }
  switch (part.note) {
    case 'complete':
      return capitalise(t('dress.note.complete', { items }), locale);
    case 'needs-neriyathu':
      return capitalise(t('dress.note.needs-neriyathu', { items }), locale);
    case 'royal-silk':
      return capitalise(t('dress.note.royal-silk', { items }), locale);
    case 'no-garment':
      return t('dress.note.no-garment');
    case 'no-silk':
      return t('dress.note.no-silk');
    default:
      return part.earned.length > 0 ? t('dress.score.worn', { items }) : t('dress.score.nothing');
  }
}

/** One row of the result card for each part of the score. */
export function resultRows(t: T, score: DressScore, locale: Locale): ResultRow[] {
  return score.parts.map((part) => {
    // The attire's suggestion is already in its note when half an outfit is worn.
    const hint = part.note === 'needs-neriyathu' ? '' : more(t, part.suggestions);
    return {
      id: part.id,
      label: t(`dress.part.${part.id}`),
      points: part.points,
      max: part.max,
      detail: [firstSentence(t, score.look, part, locale), hint].filter(Boolean).join(' '),
    };
  });
}
