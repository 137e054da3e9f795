import type { Locale } from './locale';

/** One catalogue per package: English is complete, other locales may lag behind. */
export type Catalogue<Key extends string> = { en: Record<Key, string> } & Partial<
  Record<Exclude<Locale, 'en'>, Partial<Record<Key, string>>>
>;

export type MessageParams = Record<string, string | number>;
export type Translate<Key extends string> = (key: Key, params?: MessageParams) => string;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Builds `t(key, params)` for a locale. A message missing in the locale falls back to English, so a
 * half-translated remote still shows words, never keys. `{name}` placeholders are filled from params.
 */
export function createTranslator<Key extends string>(
  catalogue: Catalogue<Key>,
  locale: Locale,
): Translate<Key> {
  const translated: Partial<Record<Key, string>> = locale === 'en' ? {} : (catalogue[locale] ?? {});
  return (key, params) => {
    const message = translated[key] ?? catalogue.en[key];
    if (!params) return message;
    return message.replace(PLACEHOLDER, (whole, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : whole,
    );
  };
}
