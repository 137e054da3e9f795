/** @jest-environment node */
import { skipToken } from '@tanstack/react-query';
import type { BackendPort } from '../port';
import {
  backendKeys,
  gameStatsQuery,
  leaderboardQuery,
  profileQuery,
  recentPlaysQuery,
} from '../queries';

const backend = {
  profiles: { get: jest.fn() },
  plays: { stats: jest.fn(), listRecent: jest.fn() },
  leaderboard: { get: jest.fn() },
} as unknown as BackendPort;

describe('backendKeys', () => {
  it('nests each visitor’s data under a prefix that invalidation can use', () => {
    expect(backendKeys.recentPlays('u1', 5).slice(0, 3)).toEqual(backendKeys.playsOf('u1'));
    expect(backendKeys.gameStats('u1', 'all').slice(0, 2)).toEqual(backendKeys.plays());
    expect(backendKeys.leaderboard('dress', null).slice(0, 3)).toEqual(
      backendKeys.leaderboardOf('dress'),
    );
  });
});

describe('query options', () => {
  it('skip the fetch while there is no uid', () => {
    expect(profileQuery(backend, null).queryFn).toBe(skipToken);
    expect(recentPlaysQuery(backend, undefined, 3).queryFn).toBe(skipToken);
  });

  it('call the port with the arguments, all meaning every game', async () => {
    const stats = gameStatsQuery(backend, 'u1', 'all').queryFn;
    if (typeof stats !== 'function') throw new Error('expected a query function');
    await stats({} as never);
    expect(backend.plays.stats).toHaveBeenCalledWith('u1', undefined);

    const board = leaderboardQuery(backend, 'sadya', undefined).queryFn;
    if (typeof board !== 'function') throw new Error('expected a query function');
    await board({} as never);
    expect(backend.leaderboard.get).toHaveBeenCalledWith('sadya', null);
  });
});
