import type { Locale } from './locale';
import { PLACEHOLDER, PLACEHOLDER_FORMATS, type Catalogue } from './translator';

const MALAYALAM = /[\u0D00-\u0D7F]/;
const LATIN_WORD = /[A-Za-z]{3,}/;
/**
 * A Malayalam sign (a vowel sign, the virama, anusvara, visarga) that follows no Malayalam letter
 * or sign: after a digit, a hyphen, a space or a placeholder it has nothing to sit on, and a
 * shaper draws it on a dotted circle (boxes in the site's font).
 */
const STRANDED_SIGN =
  /(?:^|[^\u0D00-\u0D3A\u0D3D-\u0D4E\u0D54-\u0D63\u0D7A-\u0D7F\u200C\u200D])[\u0D00-\u0D03\u0D3B\u0D3C\u0D3E-\u0D4D\u0D57\u0D62\u0D63]/u;

const placeholders = (message: string) =>
  [...message.matchAll(PLACEHOLDER)].map((match) => match[1]).sort();

const unknownFormats = (message: string) =>
  [...message.matchAll(PLACEHOLDER)].filter(
    ([, , format]) => format !== undefined && !Object.hasOwn(PLACEHOLDER_FORMATS, format),
  );

/** True when `text` has a Malayalam sign with no letter before it to sit on. */
export const hasStrandedSign = (text: string): boolean => STRANDED_SIGN.test(text);

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
    for (const [placeholder] of unknownFormats(message)) {
      problems.push(
        `${key}: ${placeholder} is no format the translator knows (${Object.keys(PLACEHOLDER_FORMATS).join(', ')})`,
      );
    }
    if (locale === 'ml' && hasStrandedSign(message)) {
      problems.push(
        `${key}: a vowel sign with no letter before it ("${message}"); write {day:ordinal} for an ordinal`,
      );
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
