import { clampEdit, countGraphemes, splitGraphemes, truncateGraphemes } from '../graphemes';

const FAMILY = '👨‍👩‍👧'; // three people joined by zero-width joiners: 8 UTF-16 units
const FLAG = '🇮🇳'; // two regional indicators: 4 UTF-16 units

describe('countGraphemes', () => {
  it('counts plain text letter by letter', () => {
    expect(countGraphemes('Onam')).toBe(4);
    expect(countGraphemes('')).toBe(0);
  });

  it('counts each emoji as one, however many code units it takes', () => {
    expect(countGraphemes('🌸🌼')).toBe(2);
    expect(countGraphemes(FAMILY)).toBe(1);
    expect(countGraphemes(FLAG)).toBe(1);
    expect(countGraphemes('👍🏽')).toBe(1);
  });

  it('counts a letter with a combining mark as one', () => {
    expect(countGraphemes('caf\u0065\u0301')).toBe(4);
  });

  it('counts a Malayalam vowel sign with its consonant', () => {
    // ഓ + ണം (ണ with the anusvara ം): two characters to a reader, three code points.
    expect(countGraphemes('ഓണം')).toBe(2);
  });
});

describe('printable ASCII', () => {
  it('is split as the Segmenter splits it, without building one', () => {
    const samples = [
      '',
      'A',
      'Anu',
      'Anu Menon',
      'Onam 2026',
      ' ~!@#$%^&*()_+{}|:"<>?`-=[]\\;\',./',
    ];
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const built = jest.spyOn(Intl, 'Segmenter');
    try {
      let fresh: typeof import('../graphemes') | undefined;
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, with no Segmenter built by earlier tests, needs require() inside isolateModules
        fresh = require('../graphemes');
      });
      for (const sample of samples) {
        const expected = Array.from(segmenter.segment(sample), (part) => part.segment);
        expect(fresh?.splitGraphemes(sample)).toEqual(expected);
      }
      expect(built).not.toHaveBeenCalled();
      built.mockRestore();
      // Anything else still goes through the Segmenter.
      expect(fresh?.countGraphemes('ഓണം')).toBe(2);
      expect(fresh?.countGraphemes('Anu\r\n')).toBe(4);
      expect(fresh?.countGraphemes(`Anu ${FAMILY}`)).toBe(5);
    } finally {
      built.mockRestore();
    }
  });
});

describe('without Intl.Segmenter', () => {
  const original = Object.getOwnPropertyDescriptor(Intl, 'Segmenter');
  beforeEach(() => {
    // As in a browser that lacks the API.
    Object.defineProperty(Intl, 'Segmenter', { value: undefined, configurable: true });
  });
  afterEach(() => {
    if (original) Object.defineProperty(Intl, 'Segmenter', original);
  });

  it('falls back to code points, so an emoji still counts as one', () => {
    expect(countGraphemes('🌸🌼')).toBe(2);
    expect(countGraphemes('Onam')).toBe(4);
    // The fallback's limit: joined emoji count once per code point.
    expect(countGraphemes(FAMILY)).toBe(5);
  });

  it('never splits a surrogate pair', () => {
    expect(splitGraphemes('a🌸b')).toEqual(['a', '🌸', 'b']);
    expect(truncateGraphemes('🌸🌼🌺', 2)).toBe('🌸🌼');
  });
});

describe('truncateGraphemes', () => {
  it('keeps the first whole characters', () => {
    expect(truncateGraphemes('🌸🌼🌺', 2)).toBe('🌸🌼');
    expect(truncateGraphemes(`ab${FAMILY}cd`, 3)).toBe(`ab${FAMILY}`);
  });

  it('returns text within the limit unchanged', () => {
    expect(truncateGraphemes('Onam', 4)).toBe('Onam');
    expect(truncateGraphemes('Onam', 10)).toBe('Onam');
  });
});

describe('clampEdit', () => {
  it('leaves an edit within the limit alone, with no caret to move', () => {
    expect(clampEdit('Ona', 'Onam', 5)).toEqual({ value: 'Onam', caret: null });
  });

  it('cuts a paste at the end to the characters that fit', () => {
    expect(clampEdit('Hi ', `Hi 🌸🌼🌺`, 5)).toEqual({ value: 'Hi 🌸🌼', caret: 'Hi 🌸🌼'.length });
  });

  it('cuts a paste in the middle without pushing the end off', () => {
    const result = clampEdit('Happy Onam', 'Happy 🌸🌼🌺Onam', 12);
    expect(result.value).toBe('Happy 🌸🌼Onam');
    expect(result.caret).toBe('Happy 🌸🌼'.length);
  });

  it('refuses a typed character when the field is full', () => {
    expect(clampEdit('Onam', 'Onxam', 4)).toEqual({ value: 'Onam', caret: 2 });
  });

  it('does not split an emoji that has several code points', () => {
    const result = clampEdit('ab', `ab${FAMILY}${FLAG}`, 3);
    expect(result.value).toBe(`ab${FAMILY}`);
  });

  it('keeps the start when the old value was already over the limit', () => {
    expect(clampEdit('abcdef', 'abcdefg', 4)).toEqual({ value: 'abcd', caret: 4 });
  });
});
