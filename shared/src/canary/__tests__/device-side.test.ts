import {
  BUCKET_STORAGE_KEY,
  pageSideOf,
  parseBucket,
  randomBucket,
  readOrMakeBucket,
  remoteForSide,
  remotesFor,
  sideOf,
  type RandomBytes,
  type RemotesRead,
} from '../device-side';

/** Random bytes that come out as the given values, in order. */
const bytes = (...values: number[]): RandomBytes => {
  const queue = [...values];
  return (target) => {
    target[0] = queue.shift() ?? 0;
    return target;
  };
};

/** A storage over a plain map. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const entry = (version: string) => `https://games.example/${version}/mf-manifest.json`;

const manifest = (percent?: number, authPercent?: number): RemotesRead => ({
  remotes: {
    games: {
      entry: entry('1.4.0'),
      version: '1.4.0',
      ...(percent ? { canary: { entry: entry('1.5.0'), version: '1.5.0', percent } } : {}),
    },
    auth: {
      entry: 'https://auth.example/0.3.0/mf-manifest.json',
      version: '0.3.0',
      ...(authPercent
        ? {
            canary: {
              entry: 'https://auth.example/0.4.0/mf-manifest.json',
              version: '0.4.0',
              percent: authPercent,
            },
          }
        : {}),
    },
  },
});

describe('the device bucket', () => {
  it('is drawn uniformly from 0..99: bytes of 200 and more are drawn again', () => {
    expect(randomBucket(bytes(7))).toBe(7);
    expect(randomBucket(bytes(199))).toBe(99);
    expect(randomBucket(bytes(255, 200, 142))).toBe(42);
  });

  it('uses crypto.getRandomValues by default and stays in range', () => {
    for (let i = 0; i < 200; i += 1) {
      const bucket = randomBucket();
      expect(Number.isInteger(bucket) && bucket >= 0 && bucket < 100).toBe(true);
    }
  });

  it('reads back only the buckets it writes', () => {
    expect(parseBucket('0')).toBe(0);
    expect(parseBucket('99')).toBe(99);
    for (const text of [null, undefined, '', '100', '-1', '4.5', ' 3', 'x', '007']) {
      expect(parseBucket(text)).toBeNull();
    }
  });

  it('is made once and kept: the same device stays in the same bucket', () => {
    const storage = memoryStorage();
    expect(readOrMakeBucket(storage, bytes(31))).toBe(31);
    expect(storage.items.get(BUCKET_STORAGE_KEY)).toBe('31');
    expect(readOrMakeBucket(storage, bytes(80))).toBe(31);
  });

  it('replaces a kept value that is not a bucket', () => {
    const storage = memoryStorage({ [BUCKET_STORAGE_KEY]: 'banana' });
    expect(readOrMakeBucket(storage, bytes(12))).toBe(12);
    expect(storage.items.get(BUCKET_STORAGE_KEY)).toBe('12');
  });

  it('with storage blocked, is a bucket for this page only and never throws', () => {
    const blocked = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readOrMakeBucket(blocked, bytes(64))).toBe(64);
    expect(readOrMakeBucket(null, bytes(5))).toBe(5);
  });
});

describe('sides', () => {
  it('puts buckets below the percent on the canary, the rest and everyone without one on stable', () => {
    expect(sideOf(0, { percent: 10 })).toBe('canary');
    expect(sideOf(9, { percent: 10 })).toBe('canary');
    expect(sideOf(10, { percent: 10 })).toBe('stable');
    expect(sideOf(0, undefined)).toBe('stable');
  });

  it('gives each remote its side’s entry and version', () => {
    expect(remotesFor(manifest(10), 3)).toEqual([
      { name: 'games', entry: entry('1.5.0'), version: '1.5.0', side: 'canary' },
      {
        name: 'auth',
        entry: 'https://auth.example/0.3.0/mf-manifest.json',
        version: '0.3.0',
        side: 'stable',
      },
    ]);
    expect(remotesFor(manifest(10), 10)[0]).toEqual({
      name: 'games',
      entry: entry('1.4.0'),
      version: '1.4.0',
      side: 'stable',
    });
  });

  it('moves a canary device back to stable when the canary ends', () => {
    expect(remotesFor(manifest(50), 3)[0]?.version).toBe('1.5.0');
    expect(remotesFor(manifest(), 3)[0]?.version).toBe('1.4.0');
  });

  it('names the page’s side: canary on every running canary, stable on none, else mixed', () => {
    expect(pageSideOf(manifest(), 0)).toBe('stable');
    expect(pageSideOf(manifest(10), 3)).toBe('canary');
    expect(pageSideOf(manifest(10), 50)).toBe('stable');
    expect(pageSideOf(manifest(10, 20), 3)).toBe('canary');
    expect(pageSideOf(manifest(10, 20), 15)).toBe('mixed');
    expect(pageSideOf(manifest(10, 20), 25)).toBe('stable');
  });

  it('draws a remote for a side: the canary’s where one runs', () => {
    const games = manifest(10).remotes.games;
    if (!games) throw new Error('no games');
    expect(remoteForSide(games, 'canary')).toEqual({ entry: entry('1.5.0'), version: '1.5.0' });
    expect(remoteForSide(games, 'stable')).toEqual({ entry: entry('1.4.0'), version: '1.4.0' });
    expect(remoteForSide(games, 'mixed')).toEqual({ entry: entry('1.4.0'), version: '1.4.0' });
  });
});
