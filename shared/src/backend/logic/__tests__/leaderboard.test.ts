/** @jest-environment node */
import {
  type BestScore,
  type BoardSummary,
  bestScoresByUid,
  boardFromSummary,
  buildLeaderboard,
  rankEntries,
  rankFromCounts,
  topRows,
} from '../leaderboard';

const entry = (uid: string, bestScore: number): BestScore => ({
  uid,
  displayName: uid.toUpperCase(),
  district: 'thrissur',
  bestScore,
});

describe('bestScoresByUid', () => {
  it('keeps each visitor’s best score', () => {
    const best = bestScoresByUid([
      { uid: 'a', score: 10 },
      { uid: 'b', score: 30 },
      { uid: 'a', score: 40 },
      { uid: 'a', score: 20 },
    ]);
    expect(Object.fromEntries(best)).toEqual({ a: 40, b: 30 });
  });
});

describe('rankEntries', () => {
  it('gives equal scores the same rank and skips the next (1, 2, 2, 4)', () => {
    const ranked = rankEntries([entry('d', 10), entry('b', 50), entry('a', 90), entry('c', 50)]);
    expect(ranked.map(({ uid, rank }) => [uid, rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['d', 4],
    ]);
  });

  it('ranks a board where everyone is tied at 1', () => {
    expect(rankEntries([entry('a', 5), entry('b', 5)]).map((e) => e.rank)).toEqual([1, 1]);
  });
});

describe('buildLeaderboard', () => {
  const twelve = Array.from({ length: 12 }, (_, i) =>
    entry(`p${String(i).padStart(2, '0')}`, 100 - i),
  );

  it('returns everyone when fewer than ten have played, marking the visitor’s own row', () => {
    const board = buildLeaderboard('sadya', [entry('a', 3), entry('b', 7)], 'a');
    expect(board.top.map((e) => [e.displayName, e.own])).toEqual([
      ['B', false],
      ['A', true],
    ]);
    expect(board.mine).toEqual({
      displayName: 'A',
      district: 'thrissur',
      bestScore: 3,
      rank: 2,
      own: true,
    });
  });

  it('shows no uid on the board', () => {
    const board = buildLeaderboard('sadya', [entry('a', 3), entry('b', 7)], 'a');
    for (const row of [...board.top, board.mine]) expect(row).not.toHaveProperty('uid');
  });

  it('keeps the top ten and the visitor’s own entry when outside it', () => {
    const board = buildLeaderboard('dress', twelve, 'p11');
    expect(board.top).toHaveLength(10);
    expect(board.top.some((e) => e.own)).toBe(false);
    expect(board.mine).toMatchObject({ displayName: 'P11', rank: 12, bestScore: 89, own: true });
  });

  it('has no own entry for a visitor who has not played, or nobody signed in', () => {
    expect(buildLeaderboard('dress', twelve, 'stranger').mine).toBeNull();
    expect(buildLeaderboard('dress', twelve, null).mine).toBeNull();
    expect(buildLeaderboard('dress', twelve, null).top.some((e) => e.own)).toBe(false);
  });

  it('is empty when nobody has played', () => {
    expect(buildLeaderboard('pookalam', [], 'a')).toEqual({
      gameId: 'pookalam',
      top: [],
      mine: null,
    });
  });
});

describe('rankFromCounts', () => {
  const counts = { '90': 1, '80': 2, '70': 0, '60': 3 };

  it('is 1 + the players with a higher best score, so equal scores share a rank', () => {
    expect(rankFromCounts(100, counts)).toBe(1);
    expect(rankFromCounts(90, counts)).toBe(1);
    expect(rankFromCounts(80, counts)).toBe(2);
    expect(rankFromCounts(60, counts)).toBe(4);
    expect(rankFromCounts(0, counts)).toBe(7);
  });

  it('places a score nobody holds yet between the ones around it', () => {
    expect(rankFromCounts(85, counts)).toBe(2);
    expect(rankFromCounts(75, counts)).toBe(4);
  });

  it('is 1 with nobody counted', () => {
    expect(rankFromCounts(10, {})).toBe(1);
  });
});

describe('topRows', () => {
  const counts = { '97': 1, '92': 2, '88': 1, '70': 8 };
  const best = [
    { name: 'Ravi', district: 'kollam' as const, score: 97 },
    { name: 'Anu', district: 'thrissur' as const, score: 92 },
    { name: 'Biju', district: null, score: 92 },
    { name: 'Chinnu', district: 'idukki' as const, score: 88 },
  ];

  it('ranks the rows from the counts: ties share a rank and the next skips (1, 2, 2, 4)', () => {
    expect(topRows(best, counts).map((row) => [row.name, row.rank])).toEqual([
      ['Ravi', 1],
      ['Anu', 2],
      ['Biju', 2],
      ['Chinnu', 4],
    ]);
  });

  it('keeps the board order and at most the board size', () => {
    expect(topRows(best, counts, 2)).toEqual([
      { name: 'Ravi', district: 'kollam', score: 97, rank: 1 },
      { name: 'Anu', district: 'thrissur', score: 92, rank: 2 },
    ]);
  });
});

describe('boardFromSummary', () => {
  const summary: BoardSummary = {
    top: [
      { rank: 1, name: 'Ravi', district: 'kollam', score: 97 },
      { rank: 2, name: 'Anu', district: 'thrissur', score: 92 },
      { rank: 2, name: 'Anu', district: 'kollam', score: 92 },
      { rank: 4, name: 'Devi', district: null, score: 88 },
    ],
    counts: { '97': 1, '92': 2, '88': 1, '60': 5, '40': 1 },
    players: 10,
    updatedAt: '2026-08-26T10:00:00.000Z',
  };
  const ownRows = (board: ReturnType<typeof boardFromSummary>) =>
    board.top.filter((row) => row.own).map((row) => [row.displayName, row.district]);

  it('gives the public rows as the port’s entries, with no uid', () => {
    const board = boardFromSummary('sadya', summary, null);
    expect(board.gameId).toBe('sadya');
    expect(board.top[0]).toEqual({
      displayName: 'Ravi',
      district: 'kollam',
      bestScore: 97,
      rank: 1,
      own: false,
    });
  });

  it('marks the visitor’s row by name, district, score and rank: not a namesake’s', () => {
    const board = boardFromSummary('sadya', summary, {
      displayName: 'Anu',
      district: 'kollam',
      bestScore: 92,
    });
    expect(ownRows(board)).toEqual([['Anu', 'kollam']]);
    expect(board.mine).toEqual({
      displayName: 'Anu',
      district: 'kollam',
      bestScore: 92,
      rank: 2,
      own: true,
    });
  });

  it('marks no row whose rank is not the one the counts give the visitor', () => {
    const recounted: BoardSummary = { ...summary, counts: { ...summary.counts, '95': 1 } };
    const board = boardFromSummary('sadya', recounted, {
      displayName: 'Anu',
      district: 'kollam',
      bestScore: 92,
    });
    expect(ownRows(board)).toEqual([]);
    expect(board.mine).toMatchObject({ rank: 3 });
  });

  it('marks one row when two players show the same name, district and score', () => {
    const twins: BoardSummary = {
      ...summary,
      top: [
        { rank: 1, name: 'Anu', district: 'thrissur', score: 92 },
        { rank: 1, name: 'Anu', district: 'thrissur', score: 92 },
      ],
      counts: { '92': 2 },
    };
    const board = boardFromSummary('dress', twins, {
      displayName: 'Anu',
      district: 'thrissur',
      bestScore: 92,
    });
    expect(board.top.map((row) => row.own)).toEqual([true, false]);
  });

  it('marks no row when the visitor’s name on the board is not their current best', () => {
    // The summary still shows the visitor's old best of 88; their entry says 95 now.
    const board = boardFromSummary('sadya', summary, {
      displayName: 'Devi',
      district: null,
      bestScore: 95,
    });
    expect(ownRows(board)).toEqual([]);
    expect(board.mine).toMatchObject({ bestScore: 95, rank: 2, own: true });
  });

  it('gives a visitor outside the top their own line with the rank the counts give', () => {
    const board = boardFromSummary('sadya', summary, {
      displayName: 'Lakshmi',
      district: 'wayanad',
      bestScore: 60,
    });
    expect(ownRows(board)).toEqual([]);
    expect(board.top).toHaveLength(4);
    expect(board.mine).toEqual({
      displayName: 'Lakshmi',
      district: 'wayanad',
      bestScore: 60,
      rank: 5,
      own: true,
    });
  });

  it('has only the visitor’s own line before the server has counted anyone', () => {
    expect(
      boardFromSummary('pookalam', null, { displayName: 'Anu', district: null, bestScore: 30 }),
    ).toEqual({
      gameId: 'pookalam',
      top: [],
      mine: { displayName: 'Anu', district: null, bestScore: 30, rank: 1, own: true },
    });
    expect(boardFromSummary('pookalam', null, null)).toEqual({
      gameId: 'pookalam',
      top: [],
      mine: null,
    });
  });

  it('marks nothing for a visitor signed out or not yet played', () => {
    const board = boardFromSummary('sadya', summary, null);
    expect(ownRows(board)).toEqual([]);
    expect(board.mine).toBeNull();
  });
});
