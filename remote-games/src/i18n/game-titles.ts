import type { Catalogue } from '@onam/shared/i18n/translator';

/** Each game's name: its heading, and how the statistics card names it. */
export const gameTitleMessages = {
  en: {
    'dress.title': 'Dress up for Onam',
    'pookalam.title': 'Pookalam',
    'sadya.title': 'Onam sadya',
  },
  ml: {
    'dress.title': 'ഓണത്തിന് അണിഞ്ഞൊരുങ്ങാം',
    'pookalam.title': 'പൂക്കളം',
    'sadya.title': 'ഓണസദ്യ',
  },
} satisfies Catalogue<string>;
