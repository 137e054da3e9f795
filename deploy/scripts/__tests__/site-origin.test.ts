/** @jest-environment node */
import { mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { liveSiteOrigin, writeEmulatorSiteOrigin } from '../emulators.mjs';

describe('the origin the pages function names on the emulator', () => {
  it('is the main host’s under pnpm start, where the main host is the live one', () => {
    expect(liveSiteOrigin({ mainIsLive: true, mainPort: 3000 })).toBe('http://localhost:3000');
  });

  it('is the live host’s port under the browser tests’ preview', () => {
    expect(liveSiteOrigin({ mainIsLive: false, mainPort: 3000, livePort: 3200 })).toBe(
      'http://localhost:3200',
    );
  });

  it('is the main host’s when both are live, the one pnpm start tells the visitor to open', () => {
    expect(liveSiteOrigin({ mainIsLive: true, mainPort: 3000, livePort: 3200 })).toBe(
      'http://localhost:3000',
    );
  });

  it('is not set when no host is drawn by the pages function', () => {
    expect(liveSiteOrigin({ mainIsLive: false, mainPort: 3000 })).toBeUndefined();
  });

  it('is written where only the Functions emulator reads it, and a stale one is removed', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'site-origin-')), '.env.local');
    writeEmulatorSiteOrigin('http://localhost:3000', file);
    expect(readFileSync(file, 'utf8')).toMatch(/^SITE_ORIGIN=http:\/\/localhost:3000$/m);
    writeFileSync(file, 'SITE_ORIGIN=http://localhost:3200\n');
    writeEmulatorSiteOrigin(undefined, file);
    expect(existsSync(file)).toBe(false);
  });
});
