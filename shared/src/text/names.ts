/**
 * Visitors' names where others see them (a board's row, a card on the wall): which characters a
 * name may hold, and which names pass for the broadcaster or the site's staff. Pure: the
 * registration dialog, the client's schema, the functions and (as far as their language allows)
 * firestore.rules apply the same rules (docs/decisions/041-names.md).
 */
import { CONFUSABLES } from './name-confusables';

/**
 * Names kept for the site, refused in a visitor's name as whole words in any case, script or
 * lookalike letters: the brand and the site's name in Latin and Malayalam, and words that claim
 * to speak for it. A brand that changes is added here: names.test.ts checks that every campaign
 * file's brand is refused.
 */
export const RESERVED_NAMES = [
  'official',
  'admin',
  'administrator',
  'moderator',
  'broadcaster',
  'kerala vision',
  'onam utsavam',
  'കേരള വിഷൻ',
  'കേരളാ വിഷൻ',
  'ഓണം ഉത്സവം',
  'ഔദ്യോഗികം',
  'ഔദ്യോഗിക',
  'ഒഫീഷ്യൽ',
  'അഡ്മിൻ',
  'മോഡറേറ്റർ',
] as const;

// The virama (the vowel killer) of the Indic scripts. A zero-width joiner or non-joiner after one
// chooses how the consonants around it are drawn: Malayalam typed on older keyboards spells its
// chillu letters with one ("അന്‍വര്‍"), and a non-joiner keeps two consonants from forming a
// conjunct. Anywhere else a joiner is invisible and changes nothing but what a comparison sees
// (IDNA's CONTEXTJ rule, RFC 5892, says the same; its other case, a non-joiner inside an
// Arabic-script word, is kept too).
export const VIRAMAS = '\u094d\u09cd\u0a4d\u0acd\u0b4d\u0bcd\u0c4d\u0ccd\u0d3b\u0d3c\u0d4d\u0dca';

/**
 * A letter first; then letters of any script with their combining marks, spaces, and . ' ’ -
 * only, a joiner only after a virama. No markup, emoji, digits or control characters.
 */
const NAME_PATTERN = new RegExp(
  `^\\p{L}(?:[\\p{L}\\p{M} .'’-]|[${VIRAMAS}][\\u200c\\u200d]|\\p{scx=Arabic}\\u200c(?=\\p{scx=Arabic}))*$`,
  'u',
);

/**
 * Characters nobody sees: the joiners, the zero-width space, the soft hyphen, the word joiner,
 * the direction marks, embeddings, overrides and isolates, the byte-order mark, the variation
 * selectors, the Hangul fillers. Some are letters or marks by their category.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const AN_INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
/** The joiners that Malayalam spelling (and its neighbours') puts where they belong. */
const SPELLING_JOINERS = new RegExp(
  `([${VIRAMAS}])[\\u200c\\u200d]|(\\p{scx=Arabic})\\u200c(?=\\p{scx=Arabic})`,
  'gu',
);

/**
 * Whether a name holds a character nobody sees, other than a joiner where spelling puts one: a
 * copied name can, and such a name is not what it looks like.
 */
export function hasInvisibleCharacters(name: string): boolean {
  return AN_INVISIBLE.test(name.replace(SPELLING_JOINERS, '$1$2'));
}

/** Whether a name a visitor submits is made only of characters a name may hold (see NAME_PATTERN). */
export function hasNameCharacters(name: string): boolean {
  return NAME_PATTERN.test(name) && !hasInvisibleCharacters(name);
}

// The marks that every script shares (Unicode's Inherited script), the combining diacritics above
// all: "Admín" passes for "Admin". The vowel signs of the Indic scripts are their own and stay.
const DIACRITICS = /\p{Script=Inherited}/gu;

/**
 * Compatibility forms undone (NFKD: fullwidth and mathematical letters), each lookalike replaced
 * by the letter it passes for, and the diacritics gone.
 */
const lookalikesUndone = (text: string, table: Readonly<Record<string, string>>): string =>
  Array.from(text.normalize('NFKD').replace(INVISIBLE, ''), (char) =>
    Object.hasOwn(table, char) ? table[char] : char,
  )
    .join('')
    .normalize('NFD')
    .replace(DIACRITICS, '');

/**
 * The form two names are compared in, after Unicode's TR39 skeleton: invisible characters gone,
 * each lookalike replaced by the letter it passes for, diacritics and case gone, and i read as l
 * (TR39 reads a capital I as l). Lookalikes are undone again in lower case, as TR39's table is not
 * the same in both ("m" is "rn", "M" is itself). Not for showing: "m" becomes "rn". `table` is
 * the part of TR39's that can make a reserved name (name-confusables.ts), or the whole of it.
 */
export function nameSkeleton(
  text: string,
  table: Readonly<Record<string, string>> = CONFUSABLES,
): string {
  return lookalikesUndone(lookalikesUndone(text, table).toLowerCase(), table).replace(/i/g, 'l');
}

/**
 * A name's words, each in the comparison form. Words part at spaces and punctuation, and where a
 * small letter meets a capital ("KeralaVision"); invisible characters join what they sit between.
 */
function comparableWords(name: string): string[] {
  return name
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[\p{Z}\p{P}\p{Cc}\s]+/u)
    .map((word) => nameSkeleton(word))
    .filter((word) => word.length > 0);
}

const RESERVED = new Set(RESERVED_NAMES.map((name) => comparableWords(name).join('')));

/**
 * Whether a name passes for the site (RESERVED_NAMES). The rule is whole words: some run of the
 * name's consecutive words, read together, is a reserved name. So "Kerala Vision", "KeralaVision",
 * "K e r a l a Vision", "Off.icial" and "Anu the Admin" are refused, and "Officer Anu", "Admina"
 * and "Keralavisionary" are not: a reserved word inside a longer one is another word.
 */
export function isReservedName(name: string): boolean {
  const words = comparableWords(name);
  for (let start = 0; start < words.length; start += 1) {
    let run = '';
    for (let end = start; end < words.length; end += 1) {
      run += words[end];
      if (RESERVED.has(run)) return true;
    }
  }
  return false;
}
