// Files that readers must never see half-written: the live campaign manifest (the preview and the
// host re-read it at any moment) and the history beside it. The lock is in lock.ts.
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
