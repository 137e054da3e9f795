/** @jest-environment node */
import type { FestivalDay } from '../../manifest/schema';
import { daysBetween, festivalMoment, formatFestivalDate, isoDateIn } from '../calendar';

const days: FestivalDay[] = [
  { day: 1, name: 'Atham', nameMl: 'അത്തം', start: '2026-08-16' },
  { day: 2, name: 'Chithira', nameMl: 'ചിത്തിര', start: '2026-08-17' },
  { day: 3, name: 'Chothi', nameMl: 'ചോതി', start: '2026-08-18' },
  { day: 4, name: 'Vishakham', nameMl: 'വിശാഖം', start: '2026-08-19', end: '2026-08-20' },
  { day: 5, name: 'Anizham', nameMl: 'അനിഴം', start: '2026-08-21' },
  { day: 10, name: 'Thiruvonam', nameMl: 'തിരുവോണം', start: '2026-08-26' },
];

describe('isoDateIn', () => {
  it("uses Kerala's date, not the device's", () => {
    // 20:00 UTC on the 15th is already 01:30 on the 16th in Kerala: Atham has begun.
    expect(isoDateIn(new Date('2026-08-15T20:00:00Z'))).toBe('2026-08-16');
    expect(isoDateIn(new Date('2026-08-15T18:29:00Z'))).toBe('2026-08-15');
  });

  it('can use another zone', () => {
    expect(isoDateIn(new Date('2026-08-16T02:00:00Z'), 'America/Toronto')).toBe('2026-08-15');
  });

  it("works Kerala's date out as the zone database does, at midnight and across years", () => {
    const kerala = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const instants = [Date.parse('2026-08-15T18:29:59.999Z'), Date.parse('2026-08-15T18:30:00Z')];
    // Every 97 minutes for three years (leap day included), so each hour of the day comes round.
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2029-01-01T00:00:00Z');) {
      instants.push(t);
      t += 97 * 60_000;
    }
    for (const t of instants) expect(isoDateIn(new Date(t))).toBe(kerala.format(t));
    expect(isoDateIn(new Date('2026-08-15T18:29:59.999Z'))).toBe('2026-08-15');
    expect(isoDateIn(new Date('2026-08-15T18:30:00Z'))).toBe('2026-08-16');
  });

  it('refuses an invalid date as before', () => {
    expect(() => isoDateIn(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it('counts whole days across months and years', () => {
    expect(daysBetween('2026-07-31', '2026-08-16')).toBe(16);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-08-16', '2026-08-16')).toBe(0);
    expect(daysBetween('2026-08-17', '2026-08-16')).toBe(-1);
  });
});

describe('festivalMoment', () => {
  it('before the festival: the first day and how many days until it', () => {
    expect(festivalMoment(days, '2026-08-01')).toEqual({
      phase: 'before',
      firstDay: days[0],
      daysUntil: 15,
    });
    expect(festivalMoment(days, '2026-08-15')).toMatchObject({ phase: 'before', daysUntil: 1 });
  });

  it('on each day, including both dates of a two-date day', () => {
    expect(festivalMoment(days, '2026-08-16')).toEqual({
      phase: 'during',
      day: days[0],
      totalDays: 6,
    });
    expect(festivalMoment(days, '2026-08-19')).toMatchObject({ day: { name: 'Vishakham' } });
    expect(festivalMoment(days, '2026-08-20')).toMatchObject({ day: { name: 'Vishakham' } });
    expect(festivalMoment(days, '2026-08-21')).toMatchObject({ day: { name: 'Anizham' } });
    expect(festivalMoment(days, '2026-08-26')).toMatchObject({ day: { day: 10 } });
  });

  it('a gap between days keeps the earlier day', () => {
    expect(festivalMoment(days, '2026-08-23')).toMatchObject({ day: { name: 'Anizham' } });
  });

  it('after the last day', () => {
    expect(festivalMoment(days, '2026-08-27')).toEqual({ phase: 'after', lastDay: days[5] });
    expect(festivalMoment(days, '2026-11-21')).toMatchObject({ phase: 'after' });
  });

  it('a one-day festival', () => {
    const one = [days[0] as FestivalDay];
    expect(festivalMoment(one, '2026-08-16')).toMatchObject({ phase: 'during', totalDays: 1 });
    expect(festivalMoment(one, '2026-08-17')).toMatchObject({ phase: 'after' });
  });

  it('refuses an empty festival', () => {
    expect(() => festivalMoment([], '2026-08-16')).toThrow('at least one day');
  });
});

describe('formatFestivalDate', () => {
  it("writes a Kerala date as the visitor's locale does, the same date in every zone", () => {
    expect(formatFestivalDate('2026-08-18', 'en-IN')).toBe('18 August');
    expect(formatFestivalDate('2026-08-18', 'en-US')).toBe('August 18');
    expect(formatFestivalDate('2026-08-18', 'en-IN', { dateStyle: 'full' })).toBe(
      'Tuesday, 18 August 2026',
    );
  });

  it('writes every day of a year in the site’s two languages as Intl does, without building a formatter', () => {
    const intl = (locale: string, isoDate: string) =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        timeZone: 'Asia/Kolkata',
      }).format(new Date(`${isoDate}T12:00:00+05:30`));
    const days = Array.from({ length: 366 }, (_, i) =>
      new Date(Date.UTC(2028, 0, 1 + i)).toISOString().slice(0, 10),
    );
    const expected = days.flatMap((day) => [intl('en-IN', day), intl('ml-IN', day)]);
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(
        days.flatMap((day) => [formatFestivalDate(day, 'en-IN'), formatFestivalDate(day, 'ml-IN')]),
      ).toEqual(expected);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
    expect(formatFestivalDate('2026-08-27', 'ml-IN')).toBe('ഓഗസ്റ്റ് 27');
  });

  it('builds one formatter per locale and options, however many dates it writes', () => {
    // (A locale no other test here formats with: the formatters are kept for the module's life.)
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const days = ['2026-08-26', '2026-08-27', '2026-08-28', '2026-08-29'];
      expect(days.map((day) => formatFestivalDate(day, 'kn-IN'))).toEqual(
        days.map((day) => formatFestivalDate(day, 'kn-IN')),
      );
      expect(formatFestivalDate('2026-08-27', 'kn-IN', { dateStyle: 'full' })).toMatch(/2026/);
      expect(formatFestivalDate('2026-08-27', 'kn-IN', { dateStyle: 'full' })).toMatch(/2026/);
      expect(built).toHaveBeenCalledTimes(2);
    } finally {
      built.mockRestore();
    }
  });
});
