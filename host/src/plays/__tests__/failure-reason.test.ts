/** @jest-environment node */
import type { PendingPlay } from '@onam/shared/backend/pending-plays';
import { serverWords, setAsideReason } from '../failure-reason';

const play = (reason?: string): PendingPlay => ({
  id: 'p1',
  uid: 'ravi',
  gameId: 'sadya',
  score: 87,
  maxScore: 100,
  durationMs: 1_000,
  finishedAt: '2026-08-26T10:00:00.000Z',
  ...(reason === undefined
    ? {}
    : { lastFailure: { kind: 'failed', reason, at: '2026-08-26T10:01:00.000Z' } }),
});

describe('the reason a set-aside play gives', () => {
  it('is the server’s words when they say something', () => {
    const said = 'The scoring for this game is switched off for now.';
    expect(serverWords(`${said} [500]`)).toBe(said);
    expect(setAsideReason(play(said), 'fallback')).toBe(said);
  });

  it('is the page’s own words when the server gave only an error name or nothing', () => {
    for (const reason of ['INTERNAL [500]', 'internal [0]', 'unknown', 'deadline-exceeded', '']) {
      expect(serverWords(reason)).toBeNull();
      expect(setAsideReason(play(reason), 'fallback')).toBe('fallback');
    }
    expect(setAsideReason(play(), 'fallback')).toBe('fallback');
  });
});
