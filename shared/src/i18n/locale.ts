/** The languages the campaign speaks. English first; Malayalam arrives in step 7. */
export const LOCALES = ['en', 'ml'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * Each language's name in itself, the same on every page (a Malayalam reader looks for "മലയാളം"
 * on an English page): shown with its own `lang`, so it is never translated.
 */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  ml: 'മലയാളം',
};

/** The language a switch offers from a page in `locale`. */
export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'ml' : 'en');

/** Text an operator or a remote supplies in every language it has; English is required. */
export type LocalizedText = { en: string } & Partial<Record<Exclude<Locale, 'en'>, string>>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localize(text: LocalizedText, locale: Locale): string {
  return text[locale] ?? text.en;
}
