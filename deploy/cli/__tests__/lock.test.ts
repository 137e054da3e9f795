/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withLock } from '../campaign/lock';
import { removeTempDirs, tempDir } from './fixtures';

afterAll(removeTempDirs);

function lockIn() {
  const dir = tempDir('lock-');
  return { dir, lock: path.join(dir, '.lock') };
}

/** A lock left by a command whose process is gone: a pid far above any pid_max in use. */
function deadLock(lock: string, extra: Record<string, unknown> = {}) {
  writeFileSync(
    lock,
    JSON.stringify({
      pid: 2 ** 30,
      host: os.hostname(),
      token: 'dead',
      since: new Date().toISOString(),
      what: 'x',
      ...extra,
    }),
  );
}

describe('withLock', () => {
  it('runs the work while holding the lock, which names its holder, then releases it', async () => {
    const { dir, lock } = lockIn();
    const seen = await withLock(lock, 'test', async () => readFileSync(lock, 'utf8'));
    expect(JSON.parse(seen)).toEqual({
      pid: process.pid,
      host: os.hostname(),
      token: expect.stringMatching(/^[0-9a-f]{24}$/),
      since: expect.any(String),
      what: 'test',
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('releases the lock when the work fails', async () => {
    const { dir, lock } = lockIn();
    await expect(withLock(lock, 'test', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses while a running process holds it', async () => {
    const { lock } = lockIn();
    const work = jest.fn();
    await withLock(lock, 'first', async () => {
      await expect(withLock(lock, 'second', work)).rejects.toThrow(
        /another campaign command is changing this environment \(pid \d+, since .*: first\)/,
      );
    });
    expect(work).not.toHaveBeenCalled();
  });

  it('waits for a running holder, and is told so', async () => {
    const { lock } = lockIn();
    const order: string[] = [];
    let second: Promise<void> | undefined;
    const waiting: string[] = [];
    await withLock(lock, 'first', async () => {
      second = withLock(lock, 'second', async () => void order.push('second'), {
        waitMs: 30_000,
        onWait: (holder) => waiting.push(holder),
      });
      while (waiting.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      order.push('first');
    });
    await second;
    expect(order).toEqual(['first', 'second']);
    expect(waiting).toEqual([expect.stringMatching(/^pid \d+, since .*: first$/)]);
  });

  it('takes over a lock left unreadable', async () => {
    const { lock } = lockIn();
    writeFileSync(lock, 'garbage');
    await expect(withLock(lock, 'test', async () => 'done')).resolves.toBe('done');
  });

  it('takes over a lock whose process no longer runs, and one older than any command', async () => {
    const { dir, lock } = lockIn();
    deadLock(lock);
    await expect(withLock(lock, 'test', async () => 'done')).resolves.toBe('done');
    // Alive (this very process) but taken a day ago, or held on another machine a day ago.
    const dayAgo = new Date(Date.now() - 24 * 3600_000).toISOString();
    deadLock(lock, { pid: process.pid, since: dayAgo });
    await expect(withLock(lock, 'test', async () => 'done')).resolves.toBe('done');
    deadLock(lock, { host: 'another-machine', since: dayAgo });
    await expect(withLock(lock, 'test', async () => 'done')).resolves.toBe('done');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('leaves alone a recent lock held on another machine, whose pid it cannot ask', async () => {
    const { lock } = lockIn();
    deadLock(lock, { host: 'another-machine' });
    await expect(withLock(lock, 'test', async () => 'done')).rejects.toThrow(
      /another campaign command .*on another-machine/,
    );
  });

  it('never removes a lock that another command took over from it', async () => {
    const { lock } = lockIn();
    let stillMine: boolean | undefined;
    await withLock(lock, 'slow', async (held) => {
      // Another command took the lock over (as if this one had held it too long).
      writeFileSync(lock, JSON.stringify({ pid: process.pid, host: os.hostname(), token: 'b' }));
      stillMine = await held.stillHeld();
    });
    expect(stillMine).toBe(false);
    expect(JSON.parse(readFileSync(lock, 'utf8'))).toMatchObject({ token: 'b' });
  });

  it('lets exactly one of many contenders take over one stale lock', async () => {
    const { dir, lock } = lockIn();
    deadLock(lock);
    let inside = 0;
    let most = 0;
    const contenders = Array.from({ length: 12 }, (_, i) =>
      withLock(
        lock,
        `contender ${i}`,
        async () => {
          inside += 1;
          most = Math.max(most, inside);
          await new Promise((resolve) => setTimeout(resolve, 5));
          inside -= 1;
        },
        { waitMs: 30_000 },
      ),
    );
    await Promise.all(contenders);
    expect(most).toBe(1);
    expect(existsSync(lock)).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });
});
