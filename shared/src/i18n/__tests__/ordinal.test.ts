import { hasStrandedSign } from '../catalogue-check';
import { malayalamOrdinal, ordinal } from '../ordinal';

describe('malayalamOrdinal', () => {
  it('writes the festival’s days as words, as Malayalam writes "first", "second"…', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(malayalamOrdinal)).toEqual([
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
    ]);
    expect(malayalamOrdinal(11)).toBe('പതിനൊന്നാം');
    expect(malayalamOrdinal(20)).toBe('ഇരുപതാം');
  });

  it('writes a larger number in digits with the ending as a full vowel, never a sign after a digit', () => {
    expect(malayalamOrdinal(21)).toBe('21-ആം');
    expect(malayalamOrdinal(365)).toBe('365-ആം');
  });

  it('never puts a vowel sign where it has no letter to sit on', () => {
    for (let n = 1; n <= 400; n += 1) {
      expect(hasStrandedSign(malayalamOrdinal(n))).toBe(false);
    }
  });
});

describe('ordinal', () => {
  it('is English’s 1st, 2nd, 3rd, 11th…', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map((n) => ordinal(n, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it('is Malayalam’s word for a Malayalam page', () => {
    expect(ordinal(3, 'ml')).toBe('മൂന്നാം');
  });

  it('leaves what is not a whole positive number as written', () => {
    expect(ordinal(0, 'ml')).toBe('0');
    expect(ordinal(2.5, 'en')).toBe('2.5');
    expect(ordinal('soon', 'ml')).toBe('soon');
  });
});
