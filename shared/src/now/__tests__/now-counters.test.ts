/** @jest-environment node */
import {
  keralaHour,
  NOW_SHARDS,
  playCount,
  playsField,
  shardPath,
  sumDay,
  sumWaiting,
  waitingDelta,
} from '../now-counters';

describe('the live numbers’ counters', () => {
  it('count a play in the Kerala day and hour it was saved in', () => {
    // 19:00 UTC is 00:30 the next day in Kerala.
    expect(playCount(new Date('2026-08-26T19:00:00Z'), 'sadya', true)).toEqual({
      doc: 'now/2026-08-27',
      fields: ['plays_sadya_00', 'visitors'],
    });
    expect(playCount(new Date('2026-08-26T04:00:00Z'), 'dress', false)).toEqual({
      doc: 'now/2026-08-26',
      fields: ['plays_dress_09'],
    });
    expect(keralaHour(new Date('2026-08-26T18:29:59Z'))).toBe(23);
  });

  it('spread writes over every shard and no further', () => {
    expect(shardPath('now/wall', () => 0)).toBe('now/wall/shards/0');
    expect(shardPath('now/wall', () => 0.999999)).toBe(`now/wall/shards/${NOW_SHARDS - 1}`);
  });

  it('sum a day’s shards per game and hour, ignoring what they do not know', () => {
    const day = sumDay([
      { [playsField('sadya', 9)]: 3, visitors: 2, stray: 'x' },
      { [playsField('sadya', 9)]: 4, [playsField('pookalam', 23)]: 1, visitors: 1 },
      {},
    ]);
    expect(day.visitors).toBe(3);
    expect(day.plays.sadya?.[9]).toBe(7);
    expect(day.plays.pookalam?.[23]).toBe(1);
    expect(day.plays.dress?.every((n) => n === 0)).toBe(true);
  });

  it('count a card while it waits for an operator, across shards', () => {
    expect(waitingDelta(undefined, { queuedAt: 'now' })).toBe(1);
    expect(waitingDelta({ queuedAt: 'then' }, { queuedAt: null })).toBe(-1);
    expect(waitingDelta({ queuedAt: 'then' }, { queuedAt: 'then' })).toBe(0);
    expect(sumWaiting([{ waiting: 2 }, { waiting: -1 }, {}])).toBe(1);
    expect(sumWaiting([{ waiting: -1 }])).toBe(0);
  });
});
