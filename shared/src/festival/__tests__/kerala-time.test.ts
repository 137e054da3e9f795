/** @jest-environment node */
import { formatFestivalDate } from '../calendar';
import { formatKeralaTime } from '../kerala-time';

describe('formatKeralaTime', () => {
  // 23:35 UTC on the 26th is 5:05 the next morning in Kerala (UTC+5:30).
  const late = '2026-11-26T23:35:00.000Z';

  it("writes a moment in Kerala's date and time, in English", () => {
    expect(formatKeralaTime(late, 'en')).toBe('27 Nov 2026, 5:05 am');
  });

  it("writes it in Malayalam with Malayalam's month", () => {
    const text = formatKeralaTime(late, 'ml');
    expect(text).toContain('നവം');
    expect(text).toContain('27');
    expect(text).toContain('5:05');
  });

  it('gives the same words for a Date, a number and an ISO string of one moment', () => {
    const at = new Date(late);
    expect(formatKeralaTime(at, 'en')).toBe(formatKeralaTime(late, 'en'));
    expect(formatKeralaTime(at.getTime(), 'ml')).toBe(formatKeralaTime(late, 'ml'));
  });

  it('falls on the festival day the calendar names for that moment', () => {
    expect(formatKeralaTime(late, 'en')).toContain(
      formatFestivalDate('2026-11-27', 'en-IN', { day: 'numeric', month: 'short' }),
    );
  });

  it("does not move with the device's zone", () => {
    const zone = process.env.TZ;
    try {
      for (const deviceZone of ['America/Toronto', 'Asia/Dubai', 'UTC']) {
        process.env.TZ = deviceZone;
        expect(formatKeralaTime(late, 'en')).toBe('27 Nov 2026, 5:05 am');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
