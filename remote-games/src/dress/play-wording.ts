/**
 * Puts what a tap did into the words of the dressing room's live region: "Jimikki on.", "Pattu
 * pavada on, kasavu set-mundu off.", "Wearing: …". The rules say what changed; only this file and
 * result-wording.ts know sentences.
 */
import type { Translate } from '@onam/shared/i18n/translator';
import { itemList, itemNameKey } from '../doll/item-wording';
import type { DressScreenKey } from './messages';
import { layered, type Change, type Outfit } from '../doll/outfit';

type T = Translate<DressScreenKey>;

/** What a change did, or null when it did nothing (the last words stay). */
export function changeWords(t: T, change: Change): string | null {
  if (change.added) {
    const item = t(itemNameKey(change.added));
    return change.removed.length > 0
      ? t('dress.status.swapped', { item, removed: itemList(t, change.removed) })
      : t('dress.status.on', { item });
  }
  const removed = change.removed[0];
  return removed ? t('dress.status.off', { item: t(itemNameKey(removed)) }) : null;
}

/** What the doll wears now, bottom layer first, or that it wears nothing yet. */
export function wearingWords(t: T, outfit: Outfit): string {
  return outfit.length > 0
    ? t('dress.wearingNow', { items: itemList(t, layered(outfit)) })
    : t('dress.wearingNothing');
}
