/** @jest-environment node */
import { escapeText, festivalIcs, foldLine } from '../ics';

const DAYS = [
  {
    day: 1,
    start: '2026-08-16',
    summary: 'Onam, day 1: Atham (അത്തം)',
    description: 'One ring, of thumba.',
  },
  {
    day: 4,
    start: '2026-08-19',
    end: '2026-08-20',
    summary: 'Onam, day 4: Vishakham',
    description: 'Four rings; the sadya, the pookalam',
  },
];

const ics = () =>
  festivalIcs({
    name: 'Onam Utsavam 2026',
    year: 2026,
    days: DAYS,
    url: 'https://onam.example.in/calendar',
    now: Date.parse('2026-08-10T06:30:00Z'),
  });

/** The file's lines, unfolded as a calendar app reads them. */
const unfolded = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('the festival as an iCalendar file', () => {
  it('has an all-day event per day, a day spanning two dates included, each with a morning reminder', () => {
    const lines = unfolded(ics());
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('UID:onam-2026-day-1@onam.example.in');
    expect(lines).toContain('DTSTART;VALUE=DATE:20260816');
    expect(lines).toContain('DTEND;VALUE=DATE:20260817');
    // Vishakham runs over two dates: the event ends after the second.
    expect(lines).toContain('DTSTART;VALUE=DATE:20260819');
    expect(lines).toContain('DTEND;VALUE=DATE:20260821');
    expect(lines).toContain('DTSTAMP:20260810T063000Z');
    expect(lines).toContain('SUMMARY:Onam\\, day 1: Atham (അത്തം)');
    expect(lines).toContain('DESCRIPTION:Four rings\\; the sadya\\, the pookalam');
    expect(lines.filter((l) => l === 'TRIGGER:PT8H')).toHaveLength(2);
    expect(lines).toContain('URL:https://onam.example.in/calendar');
  });

  it('ends every line in CRLF and folds none longer than 75 octets, never inside a letter', () => {
    const text = festivalIcs({
      name: 'Onam',
      year: 2026,
      days: [{ day: 10, start: '2026-08-26', summary: 'തിരുവോണം '.repeat(12), description: 'x' }],
      url: 'https://onam.example.in/',
      now: 0,
    });
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    for (const line of text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(unfolded(text)).toContain(`SUMMARY:${'തിരുവോണം '.repeat(12)}`);
  });

  it('escapes text and folds by octets', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });
});
