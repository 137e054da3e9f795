// Folders a test writes files into, removed when its file is done.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const tempDirs: string[] = [];

/** A fresh folder under the system's temporary folder, removed by removeTempDirs. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** For afterAll: removes every folder tempDir made in this test file. */
export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}
