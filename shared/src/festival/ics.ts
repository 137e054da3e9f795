// The festival's days as an iCalendar file (RFC 5545), for "Add to my calendar": one
// all-day event per festival day with a reminder on the morning of the day. Plain text work with
// no dependencies, run in the browser: the file is made on the device, so it works offline.

export interface CalendarDay {
  /** The festival day's number (1–10), part of each event's stable UID. */
  day: number;
  /** First date, and last when the day spans two (YYYY-MM-DD, Kerala dates). */
  start: string;
  end?: string;
  summary: string;
  description: string;
}

export interface FestivalCalendar {
  /** The calendar's name, as a calendar app lists it. */
  name: string;
  year: number;
  days: readonly CalendarDay[];
  /** The site, linked from each event. */
  url: string;
  /** When the file was made (the trusted clock), in ms since the epoch. */
  now: number;
  /** The hour of the morning, Kerala time, of each day's reminder. */
  reminderHour?: number;
}

const DAY_MS = 86_400_000;

/** An iCalendar DATE: 2026-08-16 → 20260816. */
const icsDate = (isoDate: string) => isoDate.replaceAll('-', '');

/** The day after an ISO date: an all-day event ends (exclusively) on it. */
const dayAfter = (isoDate: string) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** TEXT as RFC 5545 writes it: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A content line folded at 75 octets (RFC 5545, 3.1), never inside a UTF-8 character: Malayalam
 * takes three octets a letter, so counting characters would break the file.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation starts with a space, so 74 more.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function stamp(now: number): string {
  return new Date(now)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The calendar file's text, lines ending in CRLF. */
export function festivalIcs({
  name,
  year,
  days,
  url,
  now,
  reminderHour = 8,
}: FestivalCalendar): string {
  const host = new URL(url).host;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Onam campaign//Festival days//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Asia/Kolkata',
  ];
  for (const day of days) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:onam-${year}-day-${day.day}@${host}`,
      `DTSTAMP:${stamp(now)}`,
      `DTSTART;VALUE=DATE:${icsDate(day.start)}`,
      `DTEND;VALUE=DATE:${icsDate(dayAfter(day.end ?? day.start))}`,
      `SUMMARY:${escapeText(day.summary)}`,
      `DESCRIPTION:${escapeText(day.description)}`,
      `URL:${url}`,
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(day.summary)}`,
      // An all-day event starts at the day's midnight where the visitor is: the reminder comes
      // that many hours into the day.
      `TRIGGER:PT${reminderHour}H`,
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
