import { createHealthBatcher, HEALTH_REPORTS_PER_VISIT } from '../health-batcher';
import {
  addShard,
  emptyTotals,
  figuresOf,
  incrementsOf,
  shardDoc,
  windowKey,
  windowKeysBetween,
  windowStart,
} from '../health-counters';
import { HEALTH_REPORT_MAX_BYTES } from '../health-event';
import { parseHealthReport } from '../health-parse';
import { isKnownVersion, remoteVersionsOf } from '../running-canary';

describe('the page’s health batches', () => {
  it('sums a visit’s events per version and marks each version’s first report', () => {
    const batcher = createHealthBatcher('visit-123456');
    batcher.count('games', '0.2.0', 'loads');
    batcher.count('games', '0.2.0', 'loadFailures');
    batcher.count('games', '0.1.0', 'loads');
    batcher.time('games', '0.1.0', 812.4);
    expect(batcher.waiting).toBe(true);
    const first = batcher.take();
    expect(first).toEqual({
      v: 1,
      visit: 'visit-123456',
      batches: [
        expect.objectContaining({ version: '0.2.0', loads: 1, loadFailures: 1, first: true }),
        expect.objectContaining({
          version: '0.1.0',
          loads: 1,
          tileToPlayableMs: [812],
          first: true,
        }),
      ],
    });
    expect(parseHealthReport(JSON.stringify(first))).toEqual(first);
    expect(batcher.take()).toBeUndefined();
    batcher.count('games', '0.1.0', 'playsFinished');
    expect(batcher.take()?.batches).toEqual([expect.not.objectContaining({ first: true })]);
  });

  it('sends at most a few reports a visit', () => {
    const batcher = createHealthBatcher('visit-123456');
    const sent = [];
    for (let i = 0; i < 10; i += 1) {
      batcher.count('games', '0.1.0', 'playsStarted');
      const report = batcher.take();
      if (report) sent.push(report);
    }
    expect(sent).toHaveLength(HEALTH_REPORTS_PER_VISIT);
    batcher.count('games', '0.1.0', 'loads');
    expect(batcher.waiting).toBe(false);
  });
});

describe('what /health accepts', () => {
  const good = {
    v: 1,
    visit: 'abcdefgh12',
    batches: [
      {
        remote: 'games',
        version: '0.1.0',
        loads: 2,
        loadFailures: 1,
        renderErrors: 0,
        playsStarted: 1,
        playsFinished: 1,
        tileToPlayableMs: [900],
      },
    ],
  };
  const withBatch = (change: object) => ({ ...good, batches: [{ ...good.batches[0], ...change }] });

  it.each([
    ['not JSON', '{'],
    ['an unknown field', JSON.stringify({ ...good, uid: 'someone' })],
    ['a field in a batch it does not know', JSON.stringify(withBatch({ email: 'a@b.c' }))],
    ['a negative count', JSON.stringify(withBatch({ loads: -1 }))],
    ['a huge count', JSON.stringify(withBatch({ loads: 1e9 }))],
    ['a fraction', JSON.stringify(withBatch({ loads: 1.5 }))],
    ['more failures than loads', JSON.stringify(withBatch({ loadFailures: 3 }))],
    ['a time of hours', JSON.stringify(withBatch({ tileToPlayableMs: [9e6] }))],
    ['no batches', JSON.stringify({ ...good, batches: [] })],
    [
      'the same version twice',
      JSON.stringify({ ...good, batches: [good.batches[0], good.batches[0]] }),
    ],
    ['a version with a path in it', JSON.stringify(withBatch({ version: '../../x' }))],
  ])('refuses %s', (_, text) => {
    expect(parseHealthReport(text)).toBeUndefined();
  });

  it('keeps a report well under its size cap', () => {
    expect(JSON.stringify(good).length).toBeLessThan(HEALTH_REPORT_MAX_BYTES / 10);
  });
});

describe('the counters', () => {
  it('keys five-minute windows in UTC', () => {
    expect(windowKey(Date.parse('2026-08-27T15:39:59.999Z'))).toBe('20260827T1535');
    expect(windowStart('20260827T1535')).toBe(Date.parse('2026-08-27T15:35:00Z'));
    expect(
      windowKeysBetween(Date.parse('2026-08-27T15:34:00Z'), Date.parse('2026-08-27T15:41:00Z')),
    ).toEqual(['20260827T1530', '20260827T1535', '20260827T1540']);
    expect(shardDoc('games', '0.2.0', '20260827T1535', 3)).toBe(
      'health/games@0.2.0/windows/20260827T1535/shards/3',
    );
  });

  it('turns shards back into the console’s figures', () => {
    const totals = emptyTotals();
    addShard(
      totals,
      incrementsOf({
        remote: 'games',
        version: '0.1.0',
        loads: 400,
        loadFailures: 2,
        renderErrors: 1,
        playsStarted: 10,
        playsFinished: 8,
        tileToPlayableMs: [600, 700, 1200],
        first: true,
      }),
    );
    addShard(totals, { loads: 600, visits: 4, t_2: 1, unrelated: 'x' });
    expect(figuresOf(totals)).toEqual({
      loads: 1000,
      visits: 5,
      failuresPerThousand: 3,
      loadFailuresPerThousand: 2,
      renderErrorsPerThousand: 1,
      finishRate: 0.8,
      playsStarted: 10,
      // Four times: 600, 700 and one more in 500–750, 1200 in 1000–1500; the middle one is two
      // thirds into 500–750.
      medianTileToPlayableMs: 667,
      timed: 4,
    });
    expect(figuresOf(emptyTotals())).toMatchObject({
      failuresPerThousand: undefined,
      finishRate: undefined,
      medianTileToPlayableMs: undefined,
    });
  });
});

describe('the versions a manifest lets pages run', () => {
  it('knows the stable and the canary, with the guard’s defaults', () => {
    const versions = remoteVersionsOf({
      remotes: {
        games: {
          entry: 'x',
          version: '0.1.0',
          canary: { entry: 'y', version: '0.2.0', percent: 50 },
        },
        auth: { entry: 'z', version: '1.0.0' },
      },
    });
    expect(versions.get('games')?.canary).toEqual({
      version: '0.2.0',
      percent: 50,
      guard: { margin: 0.02, minLoads: 200 },
    });
    expect(isKnownVersion(versions, 'games', '0.2.0')).toBe(true);
    expect(isKnownVersion(versions, 'auth', '0.2.0')).toBe(false);
    expect(isKnownVersion(versions, 'other', '0.1.0')).toBe(false);
    expect(remoteVersionsOf('nonsense').size).toBe(0);
  });
});
