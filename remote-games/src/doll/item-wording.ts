/**
 * How items and lists of items are put into words, through the catalogue (messages.ts), so every
 * language can name and join them its own way. The doll's label and the dress game's screens use it.
 */
import type { Translate } from '@onam/shared/i18n/translator';
import type { ItemId } from './items';
import type { DollKey } from './messages';

/** The item's name as a label: "Kasu mala", "Crown (kireedam)". */
export const itemNameKey = (id: ItemId) => `doll.item.${id}` as const;
/** The item's name inside a sentence: "kasu mala", "the crown". */
export const itemInSentenceKey = (id: ItemId) => `doll.item.${id}.inSentence` as const;
/** A few words on what it is: "gold-coin necklace". */
export const itemAboutKey = (id: ItemId) => `doll.item.${id}.about` as const;

/**
 * "a", "a and b", "a, b and c" (or "… or c"), worded by the catalogue: the conjunction's message
 * places `{rest}` and `{last}`, so Malayalam can close the list instead ("a, b, c എന്നിവ").
 */
export function joinWords(
  t: Translate<DollKey>,
  words: readonly string[],
  conjunction: 'and' | 'or' = 'and',
): string {
  if (words.length === 0) return '';
  if (words.length === 1) return words[0] ?? '';
  const last = words.at(-1) ?? '';
  const rest = words.slice(0, -1).join(t('doll.list.separator'));
  return t(conjunction === 'and' ? 'doll.list.and' : 'doll.list.or', { rest, last });
}

/** The items named inside a sentence and joined: "kasavu set-mundu, jimikki and jasmine". */
export function itemList(
  t: Translate<DollKey>,
  ids: readonly ItemId[],
  conjunction: 'and' | 'or' = 'and',
): string {
  return joinWords(
    t,
    ids.map((id) => t(itemInSentenceKey(id))),
    conjunction,
  );
}
