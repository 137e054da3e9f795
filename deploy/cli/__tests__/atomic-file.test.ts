/** @jest-environment node */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as fsp from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic, type AtomicFs } from '../atomic-file';
import { removeTempDirs, tempDir } from './fixtures';

afterAll(removeTempDirs);

function folderWith(text: string) {
  const dir = tempDir('atomic-');
  const file = path.join(dir, 'campaign.json');
  writeFileSync(file, text);
  return { dir, file };
}

/** The real file operations, with one step made to fail. */
function failing(step: 'write' | 'sync' | 'rename'): AtomicFs {
  return {
    rm: fsp.rm,
    rename:
      step === 'rename'
        ? () => Promise.reject(Object.assign(new Error('EXDEV: cross-device'), { code: 'EXDEV' }))
        : fsp.rename,
    open: (async (...args: Parameters<typeof fsp.open>) => {
      const handle = await fsp.open(...args);
      if (step === 'write') {
        // Half the data reaches the disk, then the disk is full.
        handle.writeFile = async (data) => {
          await fsp.appendFile(args[0], String(data).slice(0, 10));
          throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
        };
      }
      if (step === 'sync') {
        handle.sync = () => Promise.reject(new Error('EIO: i/o error'));
      }
      return handle;
    }) as typeof fsp.open,
  };
}

describe('writeFileAtomic', () => {
  it('replaces the file whole', async () => {
    const { dir, file } = folderWith('old');
    await writeFileAtomic(file, '{"new": true}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"new": true}\n');
    expect(readdirSync(dir)).toEqual(['campaign.json']);
  });

  it('creates a file that did not exist', async () => {
    const { dir } = folderWith('x');
    await writeFileAtomic(path.join(dir, 'index.json'), '{}');
    expect(readFileSync(path.join(dir, 'index.json'), 'utf8')).toBe('{}');
  });

  it.each(['write', 'sync', 'rename'] as const)(
    'leaves the old file and no partial file when the %s fails',
    async (step) => {
      const { dir, file } = folderWith('the live manifest');
      await expect(writeFileAtomic(file, 'x'.repeat(1000), failing(step))).rejects.toThrow();
      expect(readFileSync(file, 'utf8')).toBe('the live manifest');
      expect(readdirSync(dir)).toEqual(['campaign.json']);
    },
  );
});
