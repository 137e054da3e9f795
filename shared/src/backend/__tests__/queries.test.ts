/** @jest-environment node */
import { skipToken } from '@tanstack/react-query';
import type { BackendPort } from '../port';
import { backendKeys, leaderboardQuery, playSummaryQuery, profileQuery } from '../queries';

const backend = {
  profiles: { get: jest.fn() },
  plays: { summary: jest.fn() },
  leaderboard: { get: jest.fn() },
} as unknown as BackendPort;

describe('backendKeys', () => {
  it('nests each visitor’s data under a prefix that invalidation can use', () => {
    expect(backendKeys.playSummary('u1').slice(0, 3)).toEqual(backendKeys.playsOf('u1'));
    expect(backendKeys.playSummary('u1').slice(0, 2)).toEqual(backendKeys.plays());
    expect(backendKeys.leaderboard('dress', null).slice(0, 3)).toEqual(
      backendKeys.leaderboardOf('dress'),
    );
  });
});

describe('query options', () => {
  it('skip the fetch while there is no uid', () => {
    expect(profileQuery(backend, null).queryFn).toBe(skipToken);
    expect(playSummaryQuery(backend, undefined).queryFn).toBe(skipToken);
  });

  it('call the port with the arguments, a missing uid meaning nobody signed in', async () => {
    const summary = playSummaryQuery(backend, 'u1').queryFn;
    if (typeof summary !== 'function') throw new Error('expected a query function');
    await summary({} as never);
    expect(backend.plays.summary).toHaveBeenCalledWith('u1');

    const board = leaderboardQuery(backend, 'sadya', undefined).queryFn;
    if (typeof board !== 'function') throw new Error('expected a query function');
    await board({} as never);
    expect(backend.leaderboard.get).toHaveBeenCalledWith('sadya', null);
  });
});
