import type { Locale } from '@onam/shared/i18n/locale';
import type { Catalogue } from '@onam/shared/i18n/translator';

/**
 * The language switch's words, in the language of the page it sits on: an English page offers to
 * read in Malayalam, a Malayalam page offers English.
 */
export const languageMessages = {
  en: {
    'language.switch': 'Read in Malayalam',
  },
  ml: {
    'language.switch': 'ഇംഗ്ലീഷിൽ വായിക്കാം',
  },
} satisfies Catalogue<string>;

/**
 * Each language's name in itself, the same on every page (a Malayalam reader looks for "മലയാളം"
 * on an English page): shown with its own `lang`, so it is never translated.
 */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  ml: 'മലയാളം',
};

/** The language the switch offers from a page in `locale`. */
export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'ml' : 'en');
