// The lock that keeps two campaign commands on one environment from interleaving their read, check
// and write (docs/decisions/027). The lock file names its holder: pid, host, a random token and the
// time it was taken. It is created whole (a complete file hard-linked into place, never an empty
// file filled in afterwards), a stale one is taken over by exactly one contender, and a command only
// ever removes a lock that is still its own.
import { createHash, randomBytes } from 'node:crypto';
import * as fsp from 'node:fs/promises';
import os from 'node:os';

/** Another command holds the lock (and did not let go while this one waited). */
export class LockedError extends Error {
  override name = 'LockedError';
}

/** What the lock file says about its holder. Locks written before 027 have only pid, since, what. */
interface Holder {
  pid?: number;
  host?: string;
  token?: string;
  since?: string;
  what?: string;
}

/**
 * A lock older than this is taken over even when its holder still runs (or runs on another host,
 * where its pid cannot be asked): no command holds it this long. The longest, asking every remote
 * at the largest --timeout, holds it for a few minutes.
 */
export const STALE_AFTER_MS = 15 * 60 * 1000;

/** A takeover claim older than this was abandoned: claiming and replacing takes milliseconds. */
const CLAIM_STALE_AFTER_MS = 30 * 1000;

export interface LockOptions {
  /** How long to wait for a running holder to finish before giving up; 0 gives up at once. */
  waitMs?: number;
  /** Called once, when this command starts waiting for another. */
  onWait?: (holder: string) => void;
  /** This machine's name, as recorded in the lock (a test can be another host). */
  hostname?: string;
  now?: () => number;
}

/** What the work can ask of the lock it runs under. */
export interface HeldLock {
  /** Whether the lock file is still this command's (false once it was taken over as stale). */
  stillHeld: () => Promise<boolean>;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseHolder(text: string): Holder | null {
  try {
    const holder = JSON.parse(text) as unknown;
    return typeof holder === 'object' && holder !== null ? (holder as Holder) : null;
  } catch {
    return null;
  }
}

/**
 * Why a lock (or takeover claim) no longer protects anything, or null while it does: its holder's
 * process is gone (asked only on the holder's own host; a lock without a host predates 027 and was
 * written here), or it is older than `maxAgeMs`. An unreadable file was left half-written by a
 * command from before 027 and protects nothing.
 */
function staleness(text: string, host: string, now: number, maxAgeMs: number): string | null {
  const holder = parseHolder(text);
  if (!holder) return 'it is unreadable';
  const here = holder.host === undefined || holder.host === host;
  if (here && typeof holder.pid === 'number' && !isRunning(holder.pid)) {
    return `process ${holder.pid} no longer runs`;
  }
  if (typeof holder.pid !== 'number' && here) return 'it names no process';
  const since = Date.parse(holder.since ?? '');
  if (Number.isFinite(since) && now - since > maxAgeMs) {
    return `it was taken ${Math.round((now - since) / 60_000)} minutes ago`;
  }
  return null;
}

function describeHolder(text: string): string {
  const holder = parseHolder(text) ?? {};
  const where = holder.host && holder.host !== os.hostname() ? ` on ${holder.host}` : '';
  return `pid ${holder.pid ?? '?'}${where}, since ${holder.since ?? '?'}: ${holder.what ?? '?'}`;
}

async function readText(file: string): Promise<string | null> {
  try {
    return await fsp.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Replaces the stale lock whose text is `seen` with `mine` (a complete file, renamed into place),
 * unless another contender does first. Contenders for one stale lock race to create a claim file
 * named after it with O_EXCL semantics (link fails when the name exists), so exactly one wins;
 * the winner checks the lock still says `seen` and only then renames over it. A claim whose holder
 * died is passed by numbering the next one. True when this command now holds the lock.
 */
async function takeOver(
  lockFile: string,
  seen: string,
  mine: string,
  host: string,
  now: () => number,
): Promise<boolean> {
  const id = createHash('sha256').update(seen).digest('hex').slice(0, 16);
  const claims: string[] = [];
  for (let k = 0; k < 100; k += 1) {
    const claim = `${lockFile}.takeover-${id}-${k}`;
    claims.push(claim);
    try {
      await fsp.link(mine, claim);
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const other = await readText(claim);
      // Gone already: its claimer finished; the lock is no longer `seen`, or will be looked at again.
      if (other === null) return false;
      if (staleness(other, host, now(), CLAIM_STALE_AFTER_MS) === null) return false;
      continue;
    }
    const current = await readText(lockFile);
    if (current !== seen) {
      await fsp.rm(claim, { force: true });
      return false;
    }
    await fsp.rename(mine, lockFile);
    await Promise.all(claims.map((c) => fsp.rm(c, { force: true })));
    return true;
  }
  return false;
}

/**
 * Holds `lockFile` while `work` runs. A lock held by a running command is waited for up to
 * `waitMs`, then refused with LockedError; a stale one (see staleness) is taken over. On the way
 * out the lock is removed only if it is still this command's.
 */
export async function withLock<T>(
  lockFile: string,
  what: string,
  work: (lock: HeldLock) => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const host = options.hostname ?? os.hostname();
  const now = options.now ?? Date.now;
  const token = randomBytes(12).toString('hex');
  const note = JSON.stringify({
    pid: process.pid,
    host,
    token,
    since: new Date(now()).toISOString(),
    what,
  });
  const mine = `${lockFile}.${token}.tmp`;
  await fsp.writeFile(mine, note, { flag: 'wx' });
  const deadline = now() + (options.waitMs ?? 0);
  let told = false;
  try {
    for (;;) {
      try {
        await fsp.link(mine, lockFile);
        break;
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
      const held = await readText(lockFile);
      if (held === null) continue;
      const stale = staleness(held, host, now(), STALE_AFTER_MS) !== null;
      if (stale && (await takeOver(lockFile, held, mine, host, now))) break;
      if (!stale && now() >= deadline) {
        const waited = options.waitMs ? ` (waited ${Math.round(options.waitMs / 1000)} s)` : '';
        throw new LockedError(
          `another campaign command is changing this environment (${describeHolder(held)})${waited}; try again when it has finished. A lock whose process has ended is taken over by the next command; remove ${lockFile} by hand only if its process is gone from another machine`,
        );
      }
      if (!stale && !told) {
        told = true;
        options.onWait?.(describeHolder(held));
      }
      await pause(40 + Math.floor(Math.random() * 60));
    }
  } finally {
    await fsp.rm(mine, { force: true });
  }
  const held: HeldLock = { stillHeld: async () => (await readText(lockFile)) === note };
  try {
    return await work(held);
  } finally {
    // Only ever this command's own lock: one taken over while this ran belongs to another.
    if (await held.stillHeld().catch(() => false)) await fsp.rm(lockFile, { force: true });
  }
}
