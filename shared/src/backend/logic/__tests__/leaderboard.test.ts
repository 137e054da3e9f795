/** @jest-environment node */
import { type BestScore, bestScoresByUid, buildLeaderboard, rankEntries } from '../leaderboard';

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

  it('returns everyone when fewer than ten have played', () => {
    const board = buildLeaderboard('sadya', [entry('a', 3), entry('b', 7)], 'a');
    expect(board.top.map((e) => e.uid)).toEqual(['b', 'a']);
    expect(board.mine).toMatchObject({ uid: 'a', rank: 2 });
  });

  it('keeps the top ten and the visitor’s own entry when outside it', () => {
    const board = buildLeaderboard('dress', twelve, 'p11');
    expect(board.top).toHaveLength(10);
    expect(board.top.some((e) => e.uid === 'p11')).toBe(false);
    expect(board.mine).toMatchObject({ uid: 'p11', rank: 12, bestScore: 89 });
  });

  it('has no own entry for a visitor who has not played, or nobody signed in', () => {
    expect(buildLeaderboard('dress', twelve, 'stranger').mine).toBeNull();
    expect(buildLeaderboard('dress', twelve, null).mine).toBeNull();
  });

  it('is empty when nobody has played', () => {
    expect(buildLeaderboard('pookalam', [], 'a')).toEqual({
      gameId: 'pookalam',
      top: [],
      mine: null,
    });
  });
});
