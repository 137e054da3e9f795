/** The languages the campaign speaks. English first; Malayalam arrives in step 7. */
export const LOCALES = ['en', 'ml'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Text an operator or a remote supplies in every language it has; English is required. */
export type LocalizedText = { en: string } & Partial<Record<Exclude<Locale, 'en'>, string>>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localize(text: LocalizedText, locale: Locale): string {
  return text[locale] ?? text.en;
}
