/** @jest-environment node */
// A remote's server parts run on our machines (the prerenderer, the functions), so `pnpm release`
// records each one's SHA-256 when it publishes, and says so: that record is what they are checked
// against before they run (docs/decisions/028).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runRelease, type ReleaseContext } from '../release-cli';
import { publishRelease, SERVER_PART_FILES } from '../releases';
import { gamesModules } from '@onam/shared/campaign-ops/__tests__/remote-origin';
import { removeTempDirs, tempDir } from './fixtures';

const NOW = new Date('2026-08-20T09:30:00.000Z');
const MODULES = `exports.modules = { pookalam: async () => ({}) };`;
const SCORING = `exports.version = '0.4.0';`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

afterAll(removeTempDirs);

/** A finished games build with its server parts, or an auth build without any. */
function build(name: 'games' | 'auth'): string {
  const dir = tempDir('build-');
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name }));
  writeFileSync(path.join(dir, 'contracts.json'), JSON.stringify(gamesModules()));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${name};`);
  if (name === 'games') {
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(path.join(dir, 'server/modules.cjs'), MODULES);
    writeFileSync(path.join(dir, 'server/scoring.cjs'), SCORING);
  }
  return dir;
}

describe('pnpm release records the hash of each server part', () => {
  it('writes it into release.json and gives it back, for a new version and a republished one', async () => {
    const releasesDir = tempDir('releases-');
    const options = {
      remote: 'games',
      version: '0.4.0',
      from: build('games'),
      releasesDir,
      now: NOW,
      author: 'ana',
    };
    const serverParts = {
      'server/modules.cjs': sha256(MODULES),
      'server/scoring.cjs': sha256(SCORING),
    };
    await expect(publishRelease(options)).resolves.toMatchObject({
      status: 'published',
      serverParts,
    });
    const info = JSON.parse(
      readFileSync(path.join(releasesDir, 'games/0.4.0/release.json'), 'utf8'),
    ) as { files: Record<string, string> };
    expect(info.files).toMatchObject(serverParts);
    await expect(publishRelease(options)).resolves.toMatchObject({
      status: 'already-published',
      serverParts,
    });
    expect(SERVER_PART_FILES).toEqual(['server/modules.cjs', 'server/scoring.cjs']);
  });

  it('tells the person releasing which hash was recorded, and nothing for a remote without one', async () => {
    const releasesDir = tempDir('releases-');
    const remote = (name: 'games' | 'auth') => {
      const dir = tempDir(`remote-${name}-`);
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ version: '0.4.0' }));
      return { dir, from: build(name) };
    };
    const games = remote('games');
    const auth = remote('auth');
    const out: string[] = [];
    const ctx: ReleaseContext = {
      releasesDir,
      remotes: { games: { dir: games.dir }, auth: { dir: auth.dir } },
      cwd: releasesDir,
      out: (line) => out.push(line),
      err: (line) => out.push(line),
      author: 'ana',
      now: () => NOW,
    };
    expect(await runRelease(['games', '--from', games.from], ctx)).toBe(0);
    expect(out).toEqual([
      'Published games 0.4.0: games/0.4.0 (5 files).',
      `Server part server/modules.cjs: SHA-256 ${sha256(MODULES)}, recorded in release.json; only this file is run from games 0.4.0.`,
      `Server part server/scoring.cjs: SHA-256 ${sha256(SCORING)}, recorded in release.json; only this file is run from games 0.4.0.`,
      'No release registry runs here (the emulators are not up): the preview serves it as it is.',
      'Point a campaign at it with: pnpm campaign set-version games 0.4.0 [--env <name>]',
    ]);
    out.length = 0;
    expect(await runRelease(['auth', '--from', auth.from], ctx)).toBe(0);
    expect(out.filter((line) => line.startsWith('Server part'))).toEqual([]);
  });
});
