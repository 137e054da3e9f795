/** @jest-environment node */
// The HTTP functions' reads: shared while in flight, never waited on past their timeout, kept for a
// while when they succeed and never when they fail, with the memory and the reads outstanding
// capped. Fake timers and a fake clock: nothing here waits for real.
import { boundedKeyedRead, boundedRead, ReadTimedOut, TooManyReads } from '../bounded-read';

/** A read the test answers by hand, counting how often it was started. */
function controlledRead<K = null>() {
  const calls: { key: K; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const read = (key: K) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ key, resolve, reject });
    });
  return { read, calls };
}

/** Lets the promise callbacks that are ready run. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a bounded read', () => {
  it('reads once for the callers that ask while it runs, and gives them all its answer', async () => {
    const { read, calls } = controlledRead();
    const bounded = boundedRead(() => read(null), { timeoutMs: 1000, keepMs: 0 });
    const answers = Promise.all([bounded(), bounded(), bounded()]);
    expect(calls).toHaveLength(1);
    calls[0]?.resolve('revision 7');
    expect(await answers).toEqual(['revision 7', 'revision 7', 'revision 7']);
    // Kept for no time: the next caller reads again.
    void bounded();
    expect(calls).toHaveLength(2);
  });

  it('keeps a success for keepMs by its clock, then reads again', async () => {
    let now = 0;
    const { read, calls } = controlledRead();
    const bounded = boundedRead(() => read(null), {
      timeoutMs: 1000,
      keepMs: 5000,
      now: () => now,
    });
    const first = bounded();
    calls[0]?.resolve('a');
    expect(await first).toBe('a');
    now = 4999;
    expect(await bounded()).toBe('a');
    expect(calls).toHaveLength(1);
    now = 5000;
    const second = bounded();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve('b');
    expect(await second).toBe('b');
  });

  it('never keeps a failure: the next caller reads again', async () => {
    const { read, calls } = controlledRead();
    const bounded = boundedRead(() => read(null), { timeoutMs: 1000, keepMs: 60_000 });
    const failed = bounded();
    calls[0]?.reject(new Error('UNAVAILABLE'));
    await expect(failed).rejects.toThrow('UNAVAILABLE');
    const again = bounded();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve('back');
    expect(await again).toBe('back');
  });

  it('a read that throws at once is a failure like any other', async () => {
    const bounded = boundedRead<string>(
      () => {
        throw new Error('no client');
      },
      { timeoutMs: 1000, keepMs: 1000 },
    );
    await expect(bounded()).rejects.toThrow('no client');
  });

  it('tells every waiting caller after timeoutMs, and keeps the answer that comes later', async () => {
    const { read, calls } = controlledRead();
    const bounded = boundedRead(() => read(null), { timeoutMs: 3000, keepMs: 5000 });
    const first = bounded();
    jest.advanceTimersByTime(2000);
    const joined = bounded();
    expect(calls).toHaveLength(1);
    jest.advanceTimersByTime(1000);
    await expect(first).rejects.toBeInstanceOf(ReadTimedOut);
    await expect(joined).rejects.toThrow('no answer from Firestore in 3000 ms');
    // Firestore answers at last: the next caller has it without a read.
    calls[0]?.resolve('late');
    await settle();
    expect(await bounded()).toBe('late');
    expect(calls).toHaveLength(1);
  });

  it('keeps a late answer only as long as the read it answers is young: it is as old as when it was asked', async () => {
    let now = 0;
    const { read, calls } = controlledRead();
    const bounded = boundedRead(() => read(null), {
      timeoutMs: 3000,
      keepMs: 10_000,
      now: () => now,
    });
    const first = bounded();
    now = 3000;
    jest.advanceTimersByTime(3000);
    await expect(first).rejects.toBeInstanceOf(ReadTimedOut);
    // The answer to a read asked at 0 arrives at 9 s: what it says may be 9 s old already.
    now = 9000;
    calls[0]?.resolve('asked at 0');
    await settle();
    expect(await bounded()).toBe('asked at 0');
    // At 10 s it is as old as keepMs: read again, not kept until 19 s.
    now = 10_000;
    const again = bounded();
    expect(calls).toHaveLength(2);
    calls[1]?.resolve('asked at 10 s');
    expect(await again).toBe('asked at 10 s');
  });

  it('never lets an older read’s late answer replace a newer one’s', async () => {
    let now = 0;
    const { read, calls } = controlledRead();
    const bounded = boundedRead(() => read(null), {
      timeoutMs: 3000,
      keepMs: 10_000,
      now: () => now,
    });
    const first = bounded();
    now = 3000;
    jest.advanceTimersByTime(3000);
    await expect(first).rejects.toBeInstanceOf(ReadTimedOut);
    const second = bounded();
    calls[1]?.resolve('revision 8');
    expect(await second).toBe('revision 8');
    now = 5000;
    calls[0]?.resolve('revision 7');
    await settle();
    expect(await bounded()).toBe('revision 8');
    expect(calls).toHaveLength(2);
  });

  it('gives an instance’s first read longer, until one has answered', async () => {
    const { read, calls } = controlledRead();
    const bounded = boundedRead(() => read(null), {
      timeoutMs: 3000,
      firstTimeoutMs: 10_000,
      keepMs: 0,
    });
    const first = bounded();
    jest.advanceTimersByTime(9000);
    calls[0]?.resolve('connected');
    expect(await first).toBe('connected');
    const second = bounded();
    jest.advanceTimersByTime(3000);
    await expect(second).rejects.toThrow('no answer from Firestore in 3000 ms');
  });

  it('after a timeout the next caller starts a new read, up to maxPending outstanding', async () => {
    const { read, calls } = controlledRead();
    const bounded = boundedRead(() => read(null), { timeoutMs: 100, keepMs: 0, maxPending: 2 });
    const one = bounded();
    jest.advanceTimersByTime(100);
    await expect(one).rejects.toBeInstanceOf(ReadTimedOut);
    const two = bounded();
    expect(calls).toHaveLength(2);
    jest.advanceTimersByTime(100);
    await expect(two).rejects.toBeInstanceOf(ReadTimedOut);
    // Two reads hang: a third caller is refused at once, and no read is started.
    await expect(bounded()).rejects.toBeInstanceOf(TooManyReads);
    expect(calls).toHaveLength(2);
    // One of them ends (late, failed): there is room again.
    calls[0]?.reject(new Error('DEADLINE_EXCEEDED'));
    await settle();
    const three = bounded();
    expect(calls).toHaveLength(3);
    calls[2]?.resolve('ok');
    expect(await three).toBe('ok');
  });
});

describe('a bounded read that may answer stale', () => {
  /** A success at 0, kept 10 s, usable for 5 minutes when a fresh read fails. */
  async function readOnce() {
    let now = 0;
    const { read, calls } = controlledRead();
    const stale: unknown[] = [];
    const bounded = boundedRead(() => read(null), {
      timeoutMs: 1000,
      keepMs: 10_000,
      staleMs: 300_000,
      onStale: (error) => stale.push(error),
      now: () => now,
    });
    const first = bounded();
    calls[0]?.resolve('revision 7');
    expect(await first).toBe('revision 7');
    return { bounded, calls, stale, at: (ms: number) => (now = ms) };
  }

  it('answers with the last success when the fresh read fails, and says so', async () => {
    const { bounded, calls, stale, at } = await readOnce();
    at(60_000);
    const answer = bounded();
    expect(calls).toHaveLength(2);
    calls[1]?.reject(new Error('unavailable'));
    expect(await answer).toBe('revision 7');
    expect(stale).toEqual([new Error('unavailable')]);
    // A stale answer is not kept as fresh: the next caller reads again, and a success replaces it.
    const next = bounded();
    expect(calls).toHaveLength(3);
    calls[2]?.resolve('revision 8');
    expect(await next).toBe('revision 8');
  });

  it('answers with the last success when the fresh read times out', async () => {
    const { bounded, calls, stale, at } = await readOnce();
    at(60_000);
    const answer = bounded();
    jest.advanceTimersByTime(1000);
    expect(await answer).toBe('revision 7');
    expect(stale[0]).toBeInstanceOf(ReadTimedOut);
    expect(calls).toHaveLength(2);
  });

  it('answers with the last success when too many reads are outstanding', async () => {
    const { bounded, calls, stale, at } = await readOnce();
    at(60_000);
    for (let i = 0; i < 8; i += 1) {
      const answer = bounded();
      jest.advanceTimersByTime(1000);
      expect(await answer).toBe('revision 7');
    }
    expect(calls).toHaveLength(9);
    expect(await bounded()).toBe('revision 7');
    expect(calls).toHaveLength(9);
    expect(stale.at(-1)).toBeInstanceOf(TooManyReads);
  });

  it('fails as before once the last success is older than staleMs', async () => {
    const { bounded, calls, at } = await readOnce();
    at(300_000);
    const answer = bounded();
    calls[1]?.reject(new Error('unavailable'));
    await expect(answer).rejects.toThrow('unavailable');
  });

  it('fails as before when nothing ever succeeded', async () => {
    const { read, calls } = controlledRead();
    const bounded = boundedRead(() => read(null), {
      timeoutMs: 1000,
      keepMs: 10_000,
      staleMs: 300_000,
    });
    const answer = bounded();
    calls[0]?.reject(new Error('unavailable'));
    await expect(answer).rejects.toThrow('unavailable');
  });
});

describe('a bounded keyed read', () => {
  it('reads each key once while it runs, keys apart', async () => {
    const { read, calls } = controlledRead<string>();
    const bounded = boundedKeyedRead(read, { timeoutMs: 1000, keepMs: 1000, maxKeys: 10 });
    const a = Promise.all([bounded('a'), bounded('a')]);
    const b = bounded('b');
    expect(calls.map((call) => call.key)).toEqual(['a', 'b']);
    calls[0]?.resolve('play a');
    calls[1]?.resolve('play b');
    expect(await a).toEqual(['play a', 'play a']);
    expect(await b).toBe('play b');
  });

  it('keeps at most maxKeys answers, the oldest going first', async () => {
    let reads = 0;
    const bounded = boundedKeyedRead(
      async (key: number) => {
        reads += 1;
        return `play ${key}`;
      },
      { timeoutMs: 1000, keepMs: 60_000, maxKeys: 3, now: () => 0 },
    );
    for (const key of [1, 2, 3, 4]) await bounded(key);
    expect(reads).toBe(4);
    // 2, 3 and 4 are kept; 1 went first.
    for (const key of [2, 3, 4]) expect(await bounded(key)).toBe(`play ${key}`);
    expect(reads).toBe(4);
    expect(await bounded(1)).toBe('play 1');
    expect(reads).toBe(5);
  });

  it('keeps no more than maxKeys answers over many keys', async () => {
    let reads = 0;
    const counting = boundedKeyedRead(
      async (key: number) => {
        reads += 1;
        return String(key);
      },
      { timeoutMs: 1000, keepMs: 60_000, maxKeys: 100, now: () => 0 },
    );
    for (let key = 0; key < 5000; key += 1) await counting(key);
    // The 100 newest are kept, nothing older.
    for (let key = 4900; key < 5000; key += 1) await counting(key);
    expect(reads).toBe(5000);
    await counting(0);
    expect(reads).toBe(5001);
  });
});
