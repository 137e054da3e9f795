import {
  boardFromSummary,
  buildLeaderboard,
  type BestScore,
} from '@onam/shared/backend/logic/leaderboard';
import { leaderboardView } from '../leaderboard-view';

const player = (uid: string, bestScore: number): BestScore => ({
  uid,
  displayName: uid,
  district: null,
  bestScore,
});

/** `count` players scoring 100, 99, 98, … named p01, p02, … */
const field = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    player(`p${String(index + 1).padStart(2, '0')}`, 100 - index),
  );

describe('leaderboardView', () => {
  it('marks the visitor shown on the board', () => {
    const view = leaderboardView(buildLeaderboard('sadya', field(5), 'p03'));
    expect(view.rows.map((row) => row.mine)).toEqual([false, false, true, false, false]);
    expect(view.own).toEqual({ kind: 'shown', entry: expect.objectContaining({ rank: 3 }) });
  });

  it('puts the visitor below the board when outside the top ten', () => {
    const view = leaderboardView(buildLeaderboard('sadya', field(30), 'p27'));
    expect(view.rows).toHaveLength(10);
    expect(view.rows.some((row) => row.mine)).toBe(false);
    expect(view.own).toEqual({
      kind: 'below',
      entry: expect.objectContaining({ displayName: 'p27', rank: 27, bestScore: 74, own: true }),
    });
  });

  it('says the visitor has not played when they have no entry', () => {
    const view = leaderboardView(buildLeaderboard('dress', field(3), 'nobody'));
    expect(view.rows).toHaveLength(3);
    expect(view.own).toEqual({ kind: 'not-played' });
  });

  it('flags ties, and only ties', () => {
    const board = buildLeaderboard(
      'pookalam',
      [player('a', 90), player('b', 80), player('c', 80), player('d', 70)],
      null,
    );
    const view = leaderboardView(board);
    expect(view.rows.map((row) => [row.entry.rank, row.tied])).toEqual([
      [1, false],
      [2, true],
      [2, true],
      [4, false],
    ]);
  });

  it('a visitor tied with the last rows shown, but not shown, is below the board and tied', () => {
    const everyone = Array.from({ length: 12 }, (_, index) => player(`q${index + 10}`, 50));
    const view = leaderboardView(buildLeaderboard('sadya', everyone, 'q21'));
    expect(view.rows).toHaveLength(10);
    expect(view.rows.every((row) => row.tied && row.entry.rank === 1)).toBe(true);
    expect(view.own).toEqual({ kind: 'below', entry: expect.objectContaining({ rank: 1 }) });
  });

  it("names the visitor's own row from their account when the board has no name for it", () => {
    const nameless = [player('rival', 90), { ...player('me', 80), displayName: '' }];
    const view = leaderboardView(buildLeaderboard('dress', nameless, 'me'), 'Anu Menon');
    expect(view.rows.map((row) => row.name)).toEqual(['rival', 'Anu Menon']);
    const other = leaderboardView(
      buildLeaderboard('dress', [{ ...player('x', 70), displayName: '' }], 'me'),
      'Anu Menon',
    );
    expect(other.rows.map((row) => row.name)).toEqual([null]);
  });

  it('an empty board has no rows', () => {
    expect(leaderboardView(buildLeaderboard('sadya', [], 'me'))).toEqual({
      rows: [],
      own: { kind: 'not-played' },
    });
  });

  it("follows the server's board, which names no uid: the visitor's row, not a namesake's", () => {
    const summary = {
      top: [
        { rank: 1, name: 'Anu', district: 'kollam' as const, score: 95 },
        { rank: 2, name: 'Anu', district: 'thrissur' as const, score: 90 },
      ],
      counts: { '95': 1, '90': 1, '40': 3 },
      players: 5,
      updatedAt: '2026-08-26T10:00:00.000Z',
    };
    const own = { displayName: 'Anu', district: 'thrissur' as const, bestScore: 90 };
    const view = leaderboardView(boardFromSummary('sadya', summary, own));
    expect(view.rows.map((row) => row.mine)).toEqual([false, true]);
    expect(view.own).toEqual({ kind: 'shown', entry: expect.objectContaining({ rank: 2 }) });

    const below = leaderboardView(boardFromSummary('sadya', summary, { ...own, bestScore: 40 }));
    expect(below.rows.some((row) => row.mine)).toBe(false);
    expect(below.own).toEqual({ kind: 'below', entry: expect.objectContaining({ rank: 3 }) });
  });
});
