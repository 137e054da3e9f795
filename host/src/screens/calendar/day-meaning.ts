import type { CalendarKey } from './messages';

/**
 * What a festival day means, as CONTENT.md gives it: the pookalam grows by a ring a day from
 * Atham's single ring of thumba; some make a square one on Moolam; Uthradam is the First Onam;
 * Thiruvonam, the last, has the largest pookalam and the sadya. Keyed by the day's place in the
 * festival, since a manifest names the days (and could hold fewer than ten).
 */
export function dayMeaning(
  day: number,
  totalDays: number,
): { key: CalendarKey; values?: { count: number } } {
  if (day === 1) return { key: 'calendar.meaning.first' };
  if (day === totalDays) return { key: 'calendar.meaning.thiruvonam' };
  if (totalDays === 10 && day === 9) return { key: 'calendar.meaning.uthradam' };
  if (totalDays === 10 && day === 7)
    return { key: 'calendar.meaning.moolam', values: { count: day } };
  return { key: 'calendar.meaning.rings', values: { count: day } };
}
