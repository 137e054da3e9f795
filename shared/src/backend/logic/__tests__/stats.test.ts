/** @jest-environment node */
import { BUILT_IN_GAME_IDS } from '../../../contracts/game';
import { RECENT_PLAYS_KEPT } from '../../port';
import {
  computeStats,
  dayStreak,
  NO_PLAYS,
  previousIsoDate,
  statsAsOf,
  summariseAll,
  withPlay,
} from '../stats';

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

/** Figures kept play by play, as the server keeps them. */
const foldPlays = (plays: readonly { score: number; playedAt: string }[]) =>
  plays.reduce((kept, play) => withPlay(kept, play.score, new Date(play.playedAt)), NO_PLAYS);

// Kerala is UTC+05:30: its midnight is 18:30 UTC the evening before.
describe('withPlay', () => {
  it('starts the figures with the first play, a score of 0 included', () => {
    expect(withPlay(NO_PLAYS, 0, new Date('2025-09-01T06:30:00Z'))).toEqual({
      plays: 1,
      bestScore: 0,
      lastPlayedAt: '2025-09-01T06:30:00.000Z',
      lastDay: '2025-09-01',
      streak: 1,
    });
  });

  it('keeps the best score and the latest time', () => {
    const kept = foldPlays([
      { score: 70, playedAt: keralaNoon('2025-09-01') },
      { score: 40, playedAt: keralaNoon('2025-09-02') },
    ]);
    expect(kept).toMatchObject({ plays: 2, bestScore: 70, lastPlayedAt: keralaNoon('2025-09-02') });
  });

  it('counts a play just after Kerala’s midnight as the next day, though UTC’s date is the same', () => {
    const kept = foldPlays([
      { score: 1, playedAt: '2025-09-01T18:20:00Z' }, // 23:50 on 1 September in Kerala
      { score: 1, playedAt: '2025-09-01T18:40:00Z' }, // 00:10 on 2 September in Kerala
    ]);
    expect(kept).toMatchObject({ lastDay: '2025-09-02', streak: 2 });
  });

  it('counts plays on two UTC dates but one Kerala day once', () => {
    const kept = foldPlays([
      { score: 1, playedAt: '2025-08-31T19:00:00Z' }, // 00:30 on 1 September in Kerala
      { score: 1, playedAt: '2025-09-01T17:00:00Z' }, // 22:30 on 1 September in Kerala
    ]);
    expect(kept).toMatchObject({ plays: 2, lastDay: '2025-09-01', streak: 1 });
  });

  it('carries the streak across a month end and a year end', () => {
    expect(
      foldPlays(
        ['2025-08-30', '2025-08-31', '2025-09-01'].map((d) => ({
          score: 1,
          playedAt: keralaNoon(d),
        })),
      ),
    ).toMatchObject({ lastDay: '2025-09-01', streak: 3 });
    expect(
      foldPlays(['2025-12-31', '2026-01-01'].map((d) => ({ score: 1, playedAt: keralaNoon(d) }))),
    ).toMatchObject({ streak: 2 });
  });

  it('starts again after a missed day', () => {
    const kept = foldPlays(
      ['2025-08-29', '2025-08-30', '2025-09-01'].map((d) => ({
        score: 1,
        playedAt: keralaNoon(d),
      })),
    );
    expect(kept).toMatchObject({ lastDay: '2025-09-01', streak: 1 });
  });

  it('does not lengthen the streak for a second play on the same day', () => {
    const kept = foldPlays([
      { score: 1, playedAt: keralaNoon('2025-08-31') },
      { score: 1, playedAt: keralaNoon('2025-09-01') },
      { score: 1, playedAt: '2025-09-01T17:00:00Z' },
    ]);
    expect(kept).toMatchObject({ plays: 3, streak: 2 });
  });
});

describe('statsAsOf', () => {
  const kept = foldPlays(
    ['2025-08-31', '2025-09-01'].map((d) => ({ score: 60, playedAt: keralaNoon(d) })),
  );

  it('reports the streak while its last day is today or yesterday in Kerala', () => {
    expect(statsAsOf('dress', kept, new Date('2025-09-01T20:00:00+05:30'))).toEqual({
      gameId: 'dress',
      plays: 2,
      bestScore: 60,
      lastPlayedAt: keralaNoon('2025-09-01'),
      dayStreak: 2,
    });
    // 23:59 on 2 September in Kerala: still alive.
    expect(statsAsOf('dress', kept, new Date('2025-09-02T18:29:00Z')).dayStreak).toBe(2);
  });

  it('reports 0 once the day after the last play is over in Kerala', () => {
    // 00:01 on 3 September in Kerala, though still 2 September in UTC.
    expect(statsAsOf('dress', kept, new Date('2025-09-02T18:31:00Z'))).toMatchObject({
      plays: 2,
      bestScore: 60,
      dayStreak: 0,
    });
  });

  it('reports no plays as empty figures', () => {
    expect(statsAsOf('all', NO_PLAYS, new Date('2025-09-01T12:00:00Z'))).toEqual({
      gameId: 'all',
      plays: 0,
      bestScore: null,
      lastPlayedAt: null,
      dayStreak: 0,
    });
  });
});

describe('kept figures and figures from every play', () => {
  /** A small deterministic generator (mulberry32), so a failure can be replayed. */
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
  }
  const HOUR = 3_600_000;
  const start = Date.parse('2025-08-25T00:00:00Z');

  it('agree for each game and for all, whatever the plays (folded in time order)', () => {
    const streaks = new Set<string>();
    for (let seed = 1; seed <= 120; seed += 1) {
      const next = random(seed);
      const count = Math.floor(next() * 25);
      // Plays over two weeks, often several a day and often a day apart, so that streaks run,
      // break and cross Kerala's midnight; now is up to three days after the last.
      const plays = Array.from({ length: count }, () => ({
        gameId: BUILT_IN_GAME_IDS[Math.floor(next() * BUILT_IN_GAME_IDS.length)] ?? 'dress',
        score: Math.floor(next() * 101),
        playedAt: new Date(start + Math.floor(next() * 14 * 24 * HOUR)).toISOString(),
      })).sort((a, b) => Date.parse(a.playedAt) - Date.parse(b.playedAt));
      const lastPlayedAt = plays.at(-1)?.playedAt;
      const last = lastPlayedAt ? Date.parse(lastPlayedAt) : start;
      const now = new Date(last + Math.floor(next() * 72 * HOUR));
      for (const gameId of ['all', ...BUILT_IN_GAME_IDS] as const) {
        const mine = gameId === 'all' ? plays : plays.filter((play) => play.gameId === gameId);
        const expected = computeStats(plays, gameId, now);
        expect({ seed, stats: statsAsOf(gameId, foldPlays(mine), now) }).toEqual({
          seed,
          stats: expected,
        });
        streaks.add(
          expected.dayStreak > 1 ? 'run' : expected.plays > 0 ? `${expected.dayStreak}` : 'none',
        );
      }
    }
    // The cases were varied enough to mean something: runs, broken streaks, single days, none.
    expect([...streaks].sort()).toEqual(['0', '1', 'none', 'run']);
  });
});

describe('summariseAll', () => {
  it('gives figures for every game and all, and the latest plays newest first', () => {
    const now = new Date('2025-09-02T10:00:00+05:30');
    const plays = Array.from({ length: RECENT_PLAYS_KEPT + 2 }, (_, index) => ({
      id: `p${index}`,
      uid: 'u1',
      gameId: 'sadya' as const,
      score: index,
      maxScore: 100,
      durationMs: 1,
      playedAt: new Date(Date.parse('2025-09-02T09:00:00+05:30') - index * 60_000).toISOString(),
    }));
    const summary = summariseAll(plays, now);
    expect(Object.keys(summary.stats).sort()).toEqual(['all', 'dress', 'pookalam', 'sadya']);
    expect(summary.stats.sadya).toMatchObject({ plays: RECENT_PLAYS_KEPT + 2, dayStreak: 1 });
    expect(summary.stats.dress).toMatchObject({ plays: 0, bestScore: null });
    expect(summary.recent.map((play) => play.id)).toEqual(
      plays.slice(0, RECENT_PLAYS_KEPT).map((play) => play.id),
    );
  });
});
