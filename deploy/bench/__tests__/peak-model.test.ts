/** @jest-environment node */
import { documentPattern, peakLines, peakTable } from '../peak-model.mjs';

const uid = 'Xq3bA7uid0000000000000000001';

describe('the peak model', () => {
  it('tells a visitor’s own documents from the shared ones, and names days, windows and shards', () => {
    expect(documentPattern(`stats/${uid}`, [uid])).toEqual({
      pattern: 'stats/{uid}',
      whose: 'visitor',
      sharded: null,
    });
    expect(documentPattern(`plays/${uid}_device-1`, [uid]).pattern).toBe('plays/{uid}_{id}');
    expect(documentPattern('sharedResults/k2J9vQp0aZ81mN4xYb', [uid])).toMatchObject({
      pattern: 'sharedResults/{id}',
      whose: 'visitor',
    });
    expect(documentPattern('now/2026-08-26/shards/7', [uid])).toEqual({
      pattern: 'now/{day}/shards/{shard}',
      whose: 'shared',
      sharded: 'now/{day}/shards',
    });
    expect(
      documentPattern('health/games@0.1.0/windows/20260826T1005/shards/3', [uid]).pattern,
    ).toBe('health/games@0.1.0/windows/{window}/shards/{shard}');
    expect(documentPattern('boards/pookalam/tally/512', [uid])).toMatchObject({
      pattern: 'boards/pookalam/tally/{shard}',
      sharded: 'boards/pookalam/tally',
    });
    expect(documentPattern('leaderboard/pookalam', [uid]).whose).toBe('shared');
  });

  it('multiplies a shared document by the arrivals, divides it among its shards, and a visitor’s own by the visit', () => {
    const table = peakTable({
      written: {
        [`stats/${uid}`]: 3,
        'now/2026-08-26/shards/1': 2,
        'now/2026-08-26/shards/8': 1,
        'boards/pookalam/tally/3': 1,
        'settings/once': 1,
      },
      ownIds: [uid],
      visitorsPerSecond: 500,
      visitSeconds: 120,
      shards: (collection) =>
        ({ 'now/{day}/shards': 10, 'boards/pookalam/tally': 600 })[collection],
    });
    expect(table.map((row) => [row.pattern, row.writesPerSecond])).toEqual([
      ['settings/once', 500],
      ['now/{day}/shards/{shard}', 150],
      ['boards/pookalam/tally/{shard}', 500 / 600],
      ['stats/{uid}', 3 / 120],
    ]);
    const text = peakLines(table, { visitorsPerSecond: 500, top: 2 }).join('\n');
    expect(text).toContain('500.00/s  settings/once  (1 a visit, shared)  OVER');
    expect(text).toContain('over 10 shards');
    expect(text).toContain('2 document pattern(s) over 1 write a second');
  });

  it('takes a counter the instances batch at the most its batches write, whatever the arrivals', () => {
    const [row] = peakTable({
      written: { 'now/2026-08-26/shards/1': 3 },
      ownIds: [uid],
      visitorsPerSecond: 500,
      visitSeconds: 60,
      shards: () => 20,
      // 100 instances, each writing every 5 s.
      batched: (collection) => (collection === 'now/{day}/shards' ? 20 : undefined),
    });
    expect(row).toMatchObject({ writesPerSecond: 1, batchedAt: 20 });
    expect(peakLines(row ? [row] : [], { visitorsPerSecond: 500 }).join('\n')).toContain(
      'over 20 shards, batched: 20/s at most',
    );
  });
});
