import type { Locale } from './locale';

/**
 * "First" to "twentieth" as Malayalam writes them before a noun ("മൂന്നാം നാൾ", the third day).
 * Print often writes "3-ാം", but a vowel sign after a hyphen has no letter to sit on: a shaper
 * draws it on a dotted circle, and in the site's font as boxes.
 */
const MALAYALAM_ORDINALS = [
  'ഒന്നാം',
  'രണ്ടാം',
  'മൂന്നാം',
  'നാലാം',
  'അഞ്ചാം',
  'ആറാം',
  'ഏഴാം',
  'എട്ടാം',
  'ഒമ്പതാം',
  'പത്താം',
  'പതിനൊന്നാം',
  'പന്ത്രണ്ടാം',
  'പതിമൂന്നാം',
  'പതിനാലാം',
  'പതിനഞ്ചാം',
  'പതിനാറാം',
  'പതിനേഴാം',
  'പതിനെട്ടാം',
  'പത്തൊമ്പതാം',
  'ഇരുപതാം',
] as const;

/**
 * The ordinal of a whole number from 1, in Malayalam: a word up to twenty (every day a festival
 * has), then the digits with the ending spelt with its full vowel ("21-ആം"), which stands alone.
 */
export function malayalamOrdinal(n: number): string {
  return MALAYALAM_ORDINALS[n - 1] ?? `${n}-ആം`;
}

const ENGLISH_SUFFIXES: Partial<Record<number, string>> = { 1: 'st', 2: 'nd', 3: 'rd' };

/** 1st, 2nd, 3rd, 4th, 11th, 21st: no Intl.PluralRules, whose data a first page would load. */
function englishOrdinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${ENGLISH_SUFFIXES[n % 10] ?? 'th'}`;
}

/** `value` as an ordinal in `locale`; anything but a whole number from 1 is written as it is. */
export function ordinal(value: string | number, locale: Locale): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n) || n < 1) return String(value);
  return locale === 'ml' ? malayalamOrdinal(n) : englishOrdinal(n);
}
