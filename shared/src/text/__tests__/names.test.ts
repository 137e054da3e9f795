/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CONFUSABLES } from '../name-confusables';
import {
  hasInvisibleCharacters,
  hasNameCharacters,
  isReservedName,
  nameSkeleton,
  RESERVED_NAMES,
} from '../names';

const ZWNJ = '\u200c';
const ZWJ = '\u200d';

describe('isReservedName', () => {
  // Every name the attack tried, then more of the same kinds.
  it.each([
    ['a zero-width non-joiner inside a word', `Off${ZWNJ}icial`],
    ['a Cyrillic capital O', '\u041efficial'],
    ['a Cyrillic a', 'Keral\u0430 Vision'],
    ['the brand as one word', 'KeralaVision'],
    ['the brand as one word in small letters', 'keralavision'],
    ['the brand in capitals', 'KERALA VISION'],
    ['an accent', 'Adm\u00edn'],
    ['fullwidth letters', '\uff21\uff44\uff4d\uff49\uff4e'],
    ['the brand in Malayalam', 'കേരള വിഷൻ'],
    ['the site in Malayalam', 'ഓണം ഉത്സവം'],
    ['a soft hyphen inside a word', 'Off\u00adicial'],
    ['a zero-width space inside a word', 'Ad\u200bmin'],
    ['a word joiner inside a word', 'Moder\u2060ator'],
    ['a right-to-left mark inside a word', 'Admi\u200fn'],
    ['a zero-width joiner inside a word', `Broad${ZWJ}caster`],
    ['spaced letters', 'K e r a l a Vision'],
    ['dots between letters', 'K.e.r.a.l.a V.i.s.i.o.n'],
    ['hyphens between letters', 'A-d-m-i-n'],
    ['a word split in two', 'Broad caster'],
    ['small letters meeting capitals', 'OnamUtsavam'],
    ['the word among others', 'Anu the Moderator'],
    ['a hyphenated claim', 'Official-Anu'],
    ['two spaces', 'Kerala  Vision'],
    ['mathematical bold letters', '\u{1d400}\u{1d41d}\u{1d426}\u{1d422}\u{1d427}'],
    ['a digit one for an i', 'Adm1n'],
    ['a small l for a capital I', 'ADMlN'],
    ['r and n for an m', 'Adrnin'],
    ['Greek letters', '\u039ffficial'],
    ['a Cyrillic i and o', 'Kerala V\u0456si\u043en'],
    ['a dotless i', 'Adm\u0131n'],
    ['the brand in Malayalam as one word', 'കേരളവിഷൻ'],
    ['the brand in Malayalam with the long a', 'കേരളാ വിഷൻ'],
    ['the brand in Malayalam spelt with a joiner (the older chillu)', `കേരള വിഷന്${ZWJ}`],
    ['the site in Malayalam with a Latin o for the anusvara', 'ഓണo ഉത്സവം'],
    ['the Malayalam word for official', 'ഔദ്യോഗിക കേരള വിഷൻ'],
    ['admin written in Malayalam', 'അഡ്മിൻ'],
    ['the site in mixed case', 'oNAM uTSAVAM'],
    ['administrator', 'Administrator Anu'],
  ])('refuses %s: %p', (_kind, name) => expect(isReservedName(name)).toBe(true));

  // A reserved word inside a longer word is another word; a name that shares a word with the
  // brand is a name.
  it.each([
    'Officer Anu',
    'Admina',
    'Keralavisionary',
    'Kerala Varma',
    'Vision Anu',
    'Onam',
    'Anu Menon',
    'അനുപമ',
    'ശ്രീക്കുട്ടൻ',
    'ശ്രീലക്ഷ്മി നായർ',
    'അൻവർ',
    `അന്${ZWJ}വര്${ZWJ}`,
    'കേരളവർമ്മ',
    'ഓണം',
    'കാർത്തിക്',
    'செல்வி',
    'प्रिया शर्मा',
    "D'Souza",
    'José Admiral',
  ])('accepts %p', (name) => expect(isReservedName(name)).toBe(false));

  it('refuses the brand of every campaign file, in each of its forms', () => {
    const campaigns = join(__dirname, '../../../../deploy/campaigns');
    const environments = readdirSync(campaigns, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const brands = environments.map(
      (name) =>
        (
          JSON.parse(readFileSync(join(campaigns, name, 'campaign.json'), 'utf8')) as {
            brand: { product: string; productMl?: string; broadcaster: string };
          }
        ).brand,
    );
    expect(brands.length).toBeGreaterThan(0);
    for (const { product, productMl, broadcaster } of brands) {
      for (const name of [product, productMl ?? product, broadcaster]) {
        expect([name, isReservedName(name)]).toEqual([name, true]);
      }
    }
  });
});

describe('hasNameCharacters', () => {
  it.each([
    ['a zero-width non-joiner between Latin letters', `Off${ZWNJ}icial`],
    ['a zero-width joiner between Latin letters', `An${ZWJ}u`],
    ['a joiner first', `${ZWJ}അനു`],
    ['a joiner after a Malayalam letter that is not a virama', `അ${ZWJ}നു`],
    ['a soft hyphen', 'An\u00adu'],
    ['a zero-width space', 'An\u200bu'],
    ['a word joiner', 'An\u2060u'],
    ['a left-to-right mark', 'Anu\u200e'],
    ['a right-to-left mark', 'A\u200fnu'],
    ['a right-to-left override', 'Anu\u202egpj'],
    ['a right-to-left isolate', 'Anu\u2067x'],
    ['a byte-order mark', 'An\ufeffu'],
    ['a variation selector (a mark by category)', 'An\ufe0fu'],
    ['a combining grapheme joiner (a mark by category)', 'An\u034fu'],
    ['a Hangul filler (a letter by category)', 'Anu\u3164'],
    ['a Hangul filler alone', '\u3164'],
    ['a mark first', '\u0301Anu'],
    ['digits', 'Anu2'],
    ['an emoji', 'Anu 🌼'],
    ['markup', '<b>Anu</b>'],
    ['a newline', 'Anu\nMenon'],
  ])('refuses %s', (_kind, name) => expect(hasNameCharacters(name)).toBe(false));

  it.each([
    ['Malayalam', 'അനുപമ'],
    ['Malayalam with conjuncts', 'ശ്രീക്കുട്ടൻ'],
    ['Malayalam with atomic chillu letters', 'അൻവർ'],
    ['Malayalam with chillu letters typed with joiners', `അന്${ZWJ}വര്${ZWJ}`],
    ['Malayalam with a non-joiner after a virama', `സോഫ്റ്റ്${ZWNJ}വെയർ`],
    ['Tamil', 'கார்த்திக்'],
    ['Hindi', 'लक्ष्मी'],
    ['Hindi with a half form (a joiner after a virama)', `क्${ZWJ}ष`],
    ['an Arabic-script name with a non-joiner inside a word', `علی${ZWNJ}رضا`],
    ['Latin with accents', 'Zoë José'],
    ['an apostrophe and a full stop', "D'Souza K. Anu"],
    ['a typographic apostrophe and a hyphen', 'O’Brien-Menon'],
  ])('accepts %s', (_kind, name) => expect(hasNameCharacters(name)).toBe(true));
});

describe('hasInvisibleCharacters', () => {
  it('finds a joiner out of place, and any other invisible character', () => {
    expect(hasInvisibleCharacters(`Off${ZWNJ}icial`)).toBe(true);
    expect(hasInvisibleCharacters('Anu\u200b')).toBe(true);
    expect(hasInvisibleCharacters(`${ZWNJ}علی`)).toBe(true);
  });

  it('leaves the joiners spelling puts after a virama or inside an Arabic-script word', () => {
    expect(hasInvisibleCharacters(`അന്${ZWJ}വര്${ZWJ}`)).toBe(false);
    expect(hasInvisibleCharacters(`സോഫ്റ്റ്${ZWNJ}വെയർ`)).toBe(false);
    expect(hasInvisibleCharacters(`علی${ZWNJ}رضا`)).toBe(false);
  });
});

describe('nameSkeleton', () => {
  it('gives lookalikes the same form', () => {
    expect(nameSkeleton('Keral\u0430')).toBe(nameSkeleton('kerala'));
    expect(nameSkeleton('\uff2f\uff46\uff46\uff49\uff43\uff49\uff41\uff4c')).toBe(
      nameSkeleton('official'),
    );
    expect(nameSkeleton('വിഷൻ')).toBe(nameSkeleton(`വിഷന്${ZWJ}`));
  });

  // The table the browser carries is the part of Unicode's that can make a reserved name; this
  // reads every assigned character with the whole table and with the part, and wants the same
  // answer wherever it matters: the same form, or, both ways, a letter no reserved name has (an
  // empty form matters: it would join its neighbours).
  it('answers as the whole of Unicode’s confusables table would, for every character', () => {
    const require = createRequire(__filename);
    const whole = JSON.parse(
      readFileSync(require.resolve('unhomoglyph/data.json'), 'utf8'),
    ) as Record<string, string>;
    const ofReservedKinds = (form: string) =>
      /^(?:[a-z]|\p{Script=Malayalam}|\p{Script=Tamil})*$/u.test(form);

    const differing: string[] = [];
    for (let code = 0; code <= 0x3ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const char = String.fromCodePoint(code);
      if (/\p{Cn}/u.test(char)) continue;
      const [ours, theirs] = [nameSkeleton(char), nameSkeleton(char, whole)];
      if (ours !== theirs && (ofReservedKinds(ours) || ofReservedKinds(theirs))) {
        differing.push(`U+${code.toString(16)}: ${ours} / ${theirs}`);
      }
    }
    expect(differing).toEqual([]);
    // And the part is a part: each of its entries is the table's.
    for (const [from, to] of Object.entries(CONFUSABLES)) expect(whole[from]).toBe(to);
  });

  it('lists each reserved name once, in small letters', () => {
    expect(new Set(RESERVED_NAMES).size).toBe(RESERVED_NAMES.length);
    for (const name of RESERVED_NAMES) expect(name).toBe(name.toLowerCase());
  });
});
