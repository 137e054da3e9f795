/**
 * A count (plays, a score, days) as the visitor's language writes it. Below 1,000 both of the
 * site's languages write a whole number's plain digits, so no Intl.NumberFormat is built for it:
 * the first one a page builds loads ICU's number data (about 40 ms on this machine, eight times
 * that on a cheap phone), which every game's page paid for its statistics card's zeros while the
 * app took the drawn page over. format-count.test.ts checks it against Intl.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function formatCount(count: number, locale: string): string {
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(locale, format);
  }
  return format.format(count);
}
