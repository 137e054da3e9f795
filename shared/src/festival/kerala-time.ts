import type { Locale } from '../i18n/locale';
import { FESTIVAL_TIME_ZONE } from './calendar';

/**
 * Every moment the site shows (a play, a greeting, a card's picture, a revision in the operators'
 * console) is written in Kerala's time, whatever the device's zone: the festival's days, streaks
 * and openings are counted on Kerala's calendar, so a time shown in the device's zone could fall
 * on another festival day than the one it was counted on, and the same play would read
 * differently on two screens (docs/decisions/050). A festival day's date alone is
 * `formatFestivalDate` in calendar.ts, on the same rule.
 */

/** The locale's Indian variant: day before month in English, Malayalam's own month names. */
export const localeTag = (locale: Locale): string => `${locale}-IN`;

/** One formatter per language, made once: a list of plays formats a time per row. */
const formatters = new Map<Locale, Intl.DateTimeFormat>();

/** A moment as "27 Nov 2026, 5:05 am" ("2026 നവം 27, 5:05 AM"), in Kerala's time. */
export function formatKeralaTime(moment: string | number | Date, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeTag(locale), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: FESTIVAL_TIME_ZONE,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(moment));
}
