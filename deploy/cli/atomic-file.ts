// Files that readers must never see half-written: the live campaign manifest (the preview and the
// host re-read it at any moment) and the history beside it.
import { randomBytes } from 'node:crypto';
import * as fsp from 'node:fs/promises';
import path from 'node:path';

/** The file operations writeFileAtomic uses; a test swaps one to fail half-way. */
export interface AtomicFs {
  open: typeof fsp.open;
  rename: typeof fsp.rename;
  rm: typeof fsp.rm;
}

const realFs: AtomicFs = { open: fsp.open, rename: fsp.rename, rm: fsp.rm };

/**
 * Writes `data` to `file` so that a reader sees either the old file or the whole new one: a
 * temporary file in the same folder (so the rename cannot cross file systems), flushed to disk,
 * then renamed over the target. On any failure the temporary file is removed and the target is as
 * it was.
 */
export async function writeFileAtomic(
  file: string,
  data: string,
  fs: AtomicFs = realFs,
): Promise<void> {
  const dir = path.dirname(file);
  const tmp = path.join(
    dir,
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fs.open(tmp, 'wx', 0o644);
    await handle.writeFile(data, 'utf8');
    await handle.sync();
    await handle.close();
    handle = undefined;
    await fs.rename(tmp, file);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await fs.rm(tmp, { force: true }).catch(() => undefined);
    throw error;
  }
  // The rename itself is durable once the folder is flushed; some file systems cannot, which is
  // no reason to fail a write that has happened.
  const folder = await fsp.open(dir, 'r').catch(() => undefined);
  await folder?.sync().catch(() => undefined);
  await folder?.close();
}

/** Another command holds the lock. */
export class LockedError extends Error {
  override name = 'LockedError';
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

/**
 * Holds `lockFile` while `work` runs, so two operators' commands on one environment cannot
 * interleave their read, check and write. A lock left by a process that no longer runs is taken over.
 */
export async function withLock<T>(
  lockFile: string,
  what: string,
  work: () => Promise<T>,
): Promise<T> {
  const note = JSON.stringify({ pid: process.pid, since: new Date().toISOString(), what });
  for (let attempt = 0; ; attempt += 1) {
    try {
      await fsp.writeFile(lockFile, note, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const held = await fsp.readFile(lockFile, 'utf8').catch(() => '{}');
      let holder: { pid?: number; since?: string; what?: string } = {};
      try {
        holder = JSON.parse(held) as typeof holder;
      } catch {
        // an unreadable lock is treated as abandoned
      }
      if (typeof holder.pid === 'number' && isRunning(holder.pid)) {
        throw new LockedError(
          `another campaign command is changing this environment (pid ${holder.pid}, since ${holder.since ?? '?'}: ${holder.what ?? '?'}); try again when it has finished, or remove ${lockFile} if that process is gone`,
        );
      }
      await fsp.rm(lockFile, { force: true });
    }
  }
  try {
    return await work();
  } finally {
    await fsp.rm(lockFile, { force: true });
  }
}
