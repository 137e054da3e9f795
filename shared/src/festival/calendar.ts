import type { FestivalDay } from '../manifest/schema';

/**
 * Festival days follow Kerala's calendar, so "today" is the date in Kerala: a visitor in Dubai or
 * Toronto sees the same festival day as their family at home.
 */
export const FESTIVAL_TIME_ZONE = 'Asia/Kolkata';

/**
 * Kerala's offset from UTC: India Standard Time, +05:30 all year, with no daylight saving since
 * 1945. Kerala's date is worked out from it with plain arithmetic: the first Intl.DateTimeFormat
 * with a time zone loads the zone database, which cost about 40 ms of a phone's main thread on the
 * way to the first screen (measured with 4x CPU throttling, docs/decisions/033).
 */
const KERALA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** One formatter per other time zone, made once (each costs about a millisecond to build). */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (YYYY-MM-DD) at `now` in a time zone. */
export function isoDateIn(now: Date, timeZone: string = FESTIVAL_TIME_ZONE): string {
  if (timeZone === FESTIVAL_TIME_ZONE && now.getUTCFullYear() > 1945) {
    return new Date(now.getTime() + KERALA_OFFSET_MS).toISOString().slice(0, 10);
  }
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats dates as YYYY-MM-DD. An unknown zone throws here, and is not kept.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

const DAY_MS = 86_400_000;
const toDayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/** Whole days from one ISO date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return toDayNumber(to) - toDayNumber(from);
}

export type FestivalMoment =
  | { phase: 'before'; firstDay: FestivalDay; daysUntil: number }
  | { phase: 'during'; day: FestivalDay; totalDays: number }
  | { phase: 'after'; lastDay: FestivalDay };

/**
 * Where a date falls in the festival. A day runs from its start to its end (or its start when it
 * has no end); should the manifest leave a gap between two days, the earlier day carries on.
 */
export function festivalMoment(days: readonly FestivalDay[], isoDate: string): FestivalMoment {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) throw new Error('a festival needs at least one day');
  if (isoDate < first.start) {
    return { phase: 'before', firstDay: first, daysUntil: daysBetween(isoDate, first.start) };
  }
  if (isoDate > (last.end ?? last.start)) return { phase: 'after', lastDay: last };
  let current = first;
  for (const day of days) if (day.start <= isoDate) current = day;
  return { phase: 'during', day: current, totalDays: days.length };
}

/** formatFestivalDate's formatters, by locale and options (a handful in all). */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * "18 August" in the site's two languages without Intl: the first Intl.DateTimeFormat a page
 * builds loads ICU's date data, 40 ms or so on this machine and eight times that on a cheap phone,
 * which the calendar and the home page paid while the app took the drawn page over. What Intl
 * writes for the day and the month (CLDR's pattern and month names); calendar.test.ts checks
 * every day of a year against Intl.
 */
const DAY_MONTH: Record<string, (day: number, month: number) => string> = {
  'en-IN': (day, month) => `${day} ${MONTHS_EN[month]}`,
  'ml-IN': (day, month) => `${MONTHS_ML[month]} ${day}`,
};
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTHS_ML = [
  'ജനുവരി',
  'ഫെബ്രുവരി',
  'മാർച്ച്',
  'ഏപ്രിൽ',
  'മേയ്',
  'ജൂൺ',
  'ജൂലൈ',
  'ഓഗസ്റ്റ്',
  'സെപ്റ്റംബർ',
  'ഒക്‌ടോബർ',
  'നവംബർ',
  'ഡിസംബർ',
];

/**
 * A festival date (YYYY-MM-DD, a date in Kerala) as the visitor's locale writes a day and month,
 * "18 August". Noon in Kerala on that date, formatted in Kerala's zone, is that date everywhere.
 */
export function formatFestivalDate(
  isoDate: string,
  locale: string,
  options?: Intl.DateTimeFormatOptions,
): string {
  const plain = options === undefined ? DAY_MONTH[locale] : undefined;
  if (plain) return plain(Number(isoDate.slice(8, 10)), Number(isoDate.slice(5, 7)) - 1);
  const chosen = options ?? { day: 'numeric', month: 'long' };
  // Made once per locale and options: each formatter built costs about as much as a hundred dates
  // formatted with it.
  const key = `${locale} ${JSON.stringify(chosen)}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...chosen, timeZone: FESTIVAL_TIME_ZONE });
    dateFormatters.set(key, formatter);
  }
  return formatter.format(new Date(`${isoDate}T12:00:00+05:30`));
}

/** How far the festival's main day (Thiruvonam, its last) is from a date, or null once it is past. */
export type MainDayCountdown =
  | { kind: 'days'; days: number; day: FestivalDay }
  | { kind: 'tomorrow'; day: FestivalDay }
  | { kind: 'today'; day: FestivalDay };

export function mainDayCountdown(
  days: readonly FestivalDay[],
  isoDate: string,
): MainDayCountdown | null {
  const main = days.at(-1);
  if (!main) throw new Error('a festival needs at least one day');
  if (isoDate > (main.end ?? main.start)) return null;
  if (isoDate >= main.start) return { kind: 'today', day: main };
  const until = daysBetween(isoDate, main.start);
  return until === 1 ? { kind: 'tomorrow', day: main } : { kind: 'days', days: until, day: main };
}

/** The day after an ISO date, as an ISO date. */
export function nextDate(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}
