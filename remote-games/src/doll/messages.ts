import type { Catalogue } from '@onam/shared/i18n/translator';
import { dressMessages } from '../dress/messages';

/**
 * The doll's own words: its label, bare or dressed. What it wears is named in the dress game's
 * words (dress/messages.ts), whose items these are.
 */
export const dollMessages = {
  en: {
    'doll.label': 'A doll ready to dress for Onam',
    'dress.doll.wearing': 'A doll wearing {items}',
  },
  // "… എന്നിവ അണിഞ്ഞ പാവ": the list closes with എന്നിവ, so it reads as one noun before the verb.
  ml: {
    'doll.label': 'ഓണത്തിന് അണിയിച്ചൊരുക്കാൻ ഒരു പാവ',
    'dress.doll.wearing': '{items} അണിഞ്ഞ പാവ',
  },
} satisfies Catalogue<string>;

/** What the doll shows: its words and the items' names. */
export const dollPartMessages = {
  en: { ...dressMessages.en, ...dollMessages.en },
  ml: { ...dressMessages.ml, ...dollMessages.ml },
} satisfies Catalogue<string>;
