/** @jest-environment node */
import { computeStats, dayStreak, previousIsoDate } from '../stats';

// Noon in Kerala (UTC+05:30) on a date.
const keralaNoon = (isoDate: string) => new Date(`${isoDate}T12:00:00+05:30`).toISOString();

describe('previousIsoDate', () => {
  it('crosses month and year ends, and leap days', () => {
    expect(previousIsoDate('2025-09-01')).toBe('2025-08-31');
    expect(previousIsoDate('2026-01-01')).toBe('2025-12-31');
    expect(previousIsoDate('2024-03-01')).toBe('2024-02-29');
  });
});

describe('dayStreak', () => {
  const now = new Date('2025-09-02T10:00:00+05:30');

  it('counts consecutive Kerala days ending today, across a month end', () => {
    const plays = ['2025-08-30', '2025-08-31', '2025-09-01', '2025-09-02'].map(keralaNoon);
    expect(dayStreak(plays, now)).toBe(4);
  });

  it('counts a streak ending yesterday (today is not over yet)', () => {
    expect(dayStreak(['2025-08-31', '2025-09-01'].map(keralaNoon), now)).toBe(2);
  });

  it('is 0 when the last play was the day before yesterday', () => {
    expect(dayStreak(['2025-08-30', '2025-08-31'].map(keralaNoon), now)).toBe(0);
  });

  it('stops at a missed day', () => {
    expect(
      dayStreak(['2025-08-29', '2025-08-31', '2025-09-01', '2025-09-02'].map(keralaNoon), now),
    ).toBe(3);
  });

  it('counts several plays on one day once', () => {
    expect(dayStreak([keralaNoon('2025-09-02'), keralaNoon('2025-09-02')], now)).toBe(1);
  });

  it('uses Kerala’s date, not UTC’s: 23:00 UTC is already the next day in Kerala', () => {
    // 2025-09-01T23:00Z is 04:30 on 2 September in Kerala.
    expect(dayStreak(['2025-09-01T23:00:00.000Z'], now)).toBe(1);
    expect(dayStreak(['2025-09-01T23:00:00.000Z'], new Date('2025-09-03T20:00:00Z'))).toBe(0);
  });

  it('is 0 with no plays', () => {
    expect(dayStreak([], now)).toBe(0);
  });
});

describe('computeStats', () => {
  const now = new Date('2025-09-02T10:00:00+05:30');
  const plays = [
    { gameId: 'dress' as const, score: 40, playedAt: keralaNoon('2025-09-01') },
    { gameId: 'sadya' as const, score: 90, playedAt: keralaNoon('2025-08-20') },
    { gameId: 'dress' as const, score: 70, playedAt: keralaNoon('2025-09-02') },
  ];

  it('sums one game', () => {
    expect(computeStats(plays, 'dress', now)).toEqual({
      gameId: 'dress',
      plays: 2,
      bestScore: 70,
      lastPlayedAt: keralaNoon('2025-09-02'),
      dayStreak: 2,
    });
  });

  it('sums every game with all', () => {
    expect(computeStats(plays, 'all', now)).toMatchObject({
      plays: 3,
      bestScore: 90,
      dayStreak: 2,
    });
  });

  it('is empty with no plays', () => {
    expect(computeStats([], 'pookalam', now)).toEqual({
      gameId: 'pookalam',
      plays: 0,
      bestScore: null,
      lastPlayedAt: null,
      dayStreak: 0,
    });
  });
});
