import type { Locale } from './locale';
import type { Catalogue } from './translator';

const PLACEHOLDER = /\{(\w+)\}/g;
const MALAYALAM = /[\u0D00-\u0D7F]/;
const LATIN_WORD = /[A-Za-z]{3,}/;

const placeholders = (message: string) =>
  [...message.matchAll(PLACEHOLDER)].map((match) => match[1]).sort();

export interface CheckOptions {
  /**
   * Keys whose translation may rightly be in Latin script, such as a product's name or a
   * technical word a Malayalam reader knows in English ("PNG").
   */
  latinAllowed?: readonly string[];
}

/**
 * What keeps a catalogue's translation into `locale` from being complete: a key missing or
 * empty, a key English does not have, a placeholder lost or invented, or (for Malayalam) a
 * message still in Latin script. An empty list means every visitor reads their own language.
 */
export function translationProblems<Key extends string>(
  catalogue: Catalogue<Key>,
  locale: Exclude<Locale, 'en'>,
  options: CheckOptions = {},
): string[] {
  const translated: Partial<Record<string, string>> = catalogue[locale] ?? {};
  const latinAllowed = new Set(options.latinAllowed ?? []);
  const problems: string[] = [];
  for (const [key, english] of Object.entries<string>(catalogue.en)) {
    const message = translated[key];
    if (message === undefined || message.trim() === '') {
      problems.push(`${key}: no ${locale} translation`);
      continue;
    }
    const expected = placeholders(english).join(', ');
    const found = placeholders(message).join(', ');
    if (expected !== found) {
      problems.push(`${key}: placeholders {${found}} where English has {${expected}}`);
    }
    if (
      locale === 'ml' &&
      !latinAllowed.has(key) &&
      !MALAYALAM.test(message) &&
      LATIN_WORD.test(message.replace(PLACEHOLDER, ''))
    ) {
      problems.push(`${key}: still in Latin script ("${message}")`);
    }
  }
  for (const key of Object.keys(translated)) {
    if (!Object.hasOwn(catalogue.en, key)) problems.push(`${key}: not in the English catalogue`);
  }
  return problems;
}
