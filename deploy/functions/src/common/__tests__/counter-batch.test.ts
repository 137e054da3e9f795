/** @jest-environment node */
import type { Firestore } from 'firebase-admin/firestore';
import { EventEmitter } from 'node:events';
import { counterBatch, flushOnStop } from '../counter-batch';

/** A stand-in for Firestore's batches: records each commit's writes, or fails it. */
function fakeDb({ fail = false } = {}) {
  const commits: { path: string; fields: Record<string, unknown> }[][] = [];
  const db = {
    doc: (path: string) => ({ path }),
    batch: () => {
      const writes: { path: string; fields: Record<string, unknown> }[] = [];
      return {
        set: (ref: { path: string }, fields: Record<string, unknown>) => {
          writes.push({ path: ref.path, fields });
        },
        commit: async () => {
          if (fail) throw new Error('deadline exceeded');
          commits.push(writes);
        },
      };
    },
  };
  return { db: db as unknown as Firestore, commits };
}

/** What an increment stands for (FieldValue.increment keeps its operand). */
const by = (value: unknown) => (value as { operand: number }).operand;

describe('a counter batch', () => {
  it('sums many requests into one write per counter, and answers each once it is written', async () => {
    const { db, commits } = fakeDb();
    const counts = counterBatch(db, { everyMs: 20, shards: 4, random: () => 0.6 });
    const answered: string[] = [];
    const adds = [
      counts.add('now/2026-08-26/shards', { plays_sadya_09: 1, visitors: 1 }),
      counts.add('now/2026-08-26/shards', { plays_sadya_09: 1 }),
      counts.add('health/games@1.0.0/windows/20260826T0905/shards', { loads: 3 }),
    ].map((add, i) => add.then(() => answered.push(`request ${i}`)));
    expect(commits).toEqual([]);
    await Promise.all(adds);
    expect(answered).toHaveLength(3);
    expect(commits).toHaveLength(1);
    const [writes] = commits;
    expect(writes?.map((w) => w.path)).toEqual([
      'now/2026-08-26/shards/2',
      'health/games@1.0.0/windows/20260826T0905/shards/2',
    ]);
    expect(by(writes?.[0]?.fields.plays_sadya_09)).toBe(2);
    expect(by(writes?.[0]?.fields.visitors)).toBe(1);
    expect(by(writes?.[1]?.fields.loads)).toBe(3);
  });

  it('fails every request its write held when the write fails, and the next write is new', async () => {
    const failing = fakeDb({ fail: true });
    const counts = counterBatch(failing.db, { everyMs: 5, shards: 2 });
    await expect(counts.add('now/d/shards', { visitors: 1 })).rejects.toThrow('deadline exceeded');
    await expect(counts.add('now/d/shards', { visitors: 1 })).rejects.toThrow('deadline exceeded');
  });

  it('writes what waits at once when asked (an instance being stopped)', async () => {
    const { db, commits } = fakeDb();
    const counts = counterBatch(db, { everyMs: 60_000, shards: 20 });
    const added = counts.add('now/d/shards', { visitors: 1 });
    await counts.flush();
    await added;
    expect(commits).toHaveLength(1);
    await counts.flush();
    expect(commits).toHaveLength(1);
  });

  it('never writes to a shard beyond the last', async () => {
    const { db, commits } = fakeDb();
    const counts = counterBatch(db, { everyMs: 1, shards: 20, random: () => 0.999999999 });
    await counts.add('now/d/shards', { visitors: 1 });
    expect(commits[0]?.[0]?.path).toBe('now/d/shards/19');
  });
});

describe('an instance told to stop', () => {
  /** A process that records the signals it is sent instead of ending. */
  function fakeProcess() {
    const emitter = new EventEmitter();
    const sent: string[] = [];
    return {
      emitter,
      sent,
      proc: {
        pid: 42,
        once: (signal: 'SIGTERM', listener: () => void) => emitter.once(signal, listener),
        listenerCount: (signal: 'SIGTERM') => emitter.listenerCount(signal),
        kill: (pid: number, signal: 'SIGTERM') => sent.push(`${pid} ${signal}`),
      },
    };
  }

  it('writes what waits, then ends as it would have without the listener', async () => {
    const { db, commits } = fakeDb();
    const counts = counterBatch(db, { everyMs: 60_000, shards: 20 });
    const { emitter, sent, proc } = fakeProcess();
    flushOnStop(counts, proc);
    const added = counts.add('now/d/shards', { visitors: 1 });
    emitter.emit('SIGTERM');
    await added;
    await new Promise((resolve) => setImmediate(resolve));
    expect(commits).toHaveLength(1);
    expect(sent).toEqual(['42 SIGTERM']);
  });

  it('leaves the ending to another listener of the signal, if there is one', async () => {
    const { db } = fakeDb();
    const { emitter, sent, proc } = fakeProcess();
    emitter.on('SIGTERM', () => undefined);
    flushOnStop(counterBatch(db, { everyMs: 60_000, shards: 20 }), proc);
    emitter.emit('SIGTERM');
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual([]);
  });
});
