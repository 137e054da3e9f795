import { formatCount } from '../format-count';

describe('formatCount', () => {
  const locales = ['en', 'ml', 'en-IN', 'ml-IN'];

  it('writes what Intl writes in the site’s languages, building no formatter below 1,000', () => {
    const expected = locales.map((locale) => {
      const intl = new Intl.NumberFormat(locale);
      return Array.from({ length: 1000 }, (_, n) => intl.format(n));
    });
    const built = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect(
        locales.map((locale) => Array.from({ length: 1000 }, (_, n) => formatCount(n, locale))),
      ).toEqual(expected);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it('groups larger counts, and writes fractions and negatives, as the language does', () => {
    expect(formatCount(123456, 'en-IN')).toBe('1,23,456');
    expect(formatCount(123456, 'en')).toBe('123,456');
    expect(formatCount(1000, 'ml')).toBe(new Intl.NumberFormat('ml').format(1000));
    expect(formatCount(2.5, 'en')).toBe('2.5');
    expect(formatCount(-3, 'en')).toBe(new Intl.NumberFormat('en').format(-3));
  });
});
