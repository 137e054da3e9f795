/** @jest-environment node */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { runRelease, type ReleaseContext } from '../release-cli';
import { listReleases, publishRelease, ReleaseError, writeVersionsIndex } from '../releases';
import { gamesModules } from '@onam/shared/campaign-ops/__tests__/remote-origin';
import { removeTempDirs, startPreviewServer, tempDir } from './fixtures';
import { outsideRemotes } from '../../hosting/apps.mjs';

const NOW = new Date('2026-08-20T09:30:00.000Z');

const tmp = tempDir;
afterAll(removeTempDirs);

/** A finished build of a remote, as webpack leaves it in dist/. */
function fakeBuild(name = 'games', chunk = 'console.log("pookalam")'): string {
  const dir = tmp('build-');
  mkdirSync(path.join(dir, 'js'));
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name, exposes: [{ name: 'pookalam', path: './pookalam' }] }),
  );
  writeFileSync(path.join(dir, 'contracts.json'), JSON.stringify(gamesModules()));
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var games;');
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  writeFileSync(path.join(dir, 'js/main.js'), 'main()');
  writeFileSync(path.join(dir, 'js/1234.abcdef12.js'), chunk);
  writeFileSync(path.join(dir, '.build-complete'), NOW.toISOString());
  return dir;
}

function publish(from: string, releasesDir: string, version = '0.2.0', remote = 'games') {
  return publishRelease({ remote, version, from, releasesDir, now: NOW, author: 'ana' });
}

describe('publishRelease', () => {
  it('copies the build to <remote>/<version>/ with a record of what was published', async () => {
    const releases = tmp('releases-');
    const result = await publish(fakeBuild(), releases);
    const dir = path.join(releases, 'games/0.2.0');
    expect(result).toEqual({ status: 'published', dir, files: 6, package: null });
    expect(readdirSync(dir).sort()).toEqual([
      'contracts.json',
      'index.html',
      'js',
      'mf-manifest.json',
      'release.json',
      'remoteEntry.js',
    ]);
    expect(readFileSync(path.join(dir, 'js/1234.abcdef12.js'), 'utf8')).toBe(
      'console.log("pookalam")',
    );
    const info = JSON.parse(readFileSync(path.join(dir, 'release.json'), 'utf8'));
    expect(info).toMatchObject({
      remote: 'games',
      version: '0.2.0',
      publishedAt: NOW.toISOString(),
      publishedBy: 'ana',
    });
    expect(Object.keys(info.files)).toHaveLength(6);
    // The temporary folder is gone; nothing else appeared in the tree.
    expect(readdirSync(path.join(releases, '.staging'))).toEqual([]);
    expect(readdirSync(releases).sort()).toEqual(['.staging', 'games']);
  });

  it('says a version with exactly these files is already published, and leaves it be', async () => {
    const releases = tmp('releases-');
    const build = fakeBuild();
    await publish(build, releases);
    const info = path.join(releases, 'games/0.2.0/release.json');
    const before = statSync(info).mtimeMs;
    await expect(publish(build, releases)).resolves.toMatchObject({
      status: 'already-published',
    });
    expect(statSync(info).mtimeMs).toBe(before);
  });

  it('never overwrites a published version with other files', async () => {
    const releases = tmp('releases-');
    await publish(fakeBuild(), releases);
    const other = fakeBuild('games', 'console.log("sadya")');
    const attempt = publish(other, releases);
    await expect(attempt).rejects.toThrow(ReleaseError);
    await expect(publish(other, releases)).rejects.toThrow(
      /games 0\.2\.0 is already published \(.*\) with different files \(js\/1234\.abcdef12\.js\)\. A published version is never overwritten/,
    );
    expect(readFileSync(path.join(releases, 'games/0.2.0/js/1234.abcdef12.js'), 'utf8')).toBe(
      'console.log("pookalam")',
    );
  });

  it('publishes another version beside it', async () => {
    const releases = tmp('releases-');
    await publish(fakeBuild(), releases, '0.2.0');
    await publish(fakeBuild('games', 'console.log("sadya")'), releases, '0.10.0');
    await publish(fakeBuild(), releases, '0.3.0-rc.1');
    expect((await listReleases(releases, 'games')).map((v) => v.version)).toEqual([
      '0.2.0',
      '0.3.0-rc.1',
      '0.10.0',
    ]);
  });

  it.each([
    [
      'contracts.json',
      /is not a finished build of "games": it has no contracts\.json; build it first/,
    ],
    ['mf-manifest.json', /it has no mf-manifest\.json/],
  ])('refuses a folder without %s', async (missing, message) => {
    const releases = tmp('releases-');
    const build = fakeBuild();
    rmSync(path.join(build, missing));
    await expect(publish(build, releases)).rejects.toThrow(message);
    expect(existsSync(path.join(releases, 'games'))).toBe(false);
  });

  it('refuses a build of another remote, or of nothing', async () => {
    const releases = tmp('releases-');
    await expect(publish(fakeBuild('auth'), releases)).rejects.toThrow(
      /is a build of "auth", not of "games"/,
    );
    await expect(publish('/no/such/dist', releases)).rejects.toThrow(
      'there is no build at /no/such/dist; build it first (pnpm build)',
    );
  });

  it.each(['latest', '0.2', '../0.2.0', '0.2.0/x'])(
    'refuses "%s", which cannot be a version folder',
    async (version) => {
      await expect(publish(fakeBuild(), tmp('releases-'), version)).rejects.toThrow(
        /is not a release version/,
      );
    },
  );
});

describe('pnpm release', () => {
  function context(releasesDir: string, remoteDir: string) {
    const out: string[] = [];
    const err: string[] = [];
    const ctx: ReleaseContext = {
      releasesDir,
      remotes: { games: { dir: remoteDir, previewOrigin: 'http://localhost:3001' } },
      cwd: releasesDir,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      author: 'ana',
      now: () => NOW,
    };
    return { ctx, out, err };
  }

  /** A remote package folder: package.json at `version`, and a build in dist/. */
  function remotePackage(version: string): string {
    const dir = tmp('remote-games-');
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ version }));
    cpSync(fakeBuild(), path.join(dir, 'dist'), { recursive: true });
    return dir;
  }

  it('publishes dist/ as the package.json version, and says where the preview serves it', async () => {
    const releases = tmp('releases-');
    const io = context(releases, remotePackage('0.4.0'));
    expect(await runRelease(['games'], io.ctx)).toBe(0);
    expect(io.out).toEqual([
      'Published games 0.4.0: games/0.4.0 (6 files).',
      'pnpm preview serves it at http://localhost:3001/0.4.0/mf-manifest.json',
      'No release registry runs here (the emulators are not up): the preview serves it as it is.',
      'Point a campaign at it with: pnpm campaign set-version games 0.4.0 [--env <name>]',
    ]);
    // The second time: already there, nothing to do, still a success.
    const again = context(releases, remotePackage('0.4.0'));
    expect(await runRelease(['games'], again.ctx)).toBe(0);
    expect(again.out[0]).toBe(
      'games 0.4.0 is already published (games/0.4.0) with exactly these files; nothing to do.',
    );
  });

  it('publishes another folder as another version', async () => {
    const releases = tmp('releases-');
    const io = context(releases, remotePackage('0.4.0'));
    const build = fakeBuild('games', 'console.log("v5")');
    expect(await runRelease(['games', '--from', build, '--version', '0.5.0'], io.ctx)).toBe(0);
    expect(readFileSync(path.join(releases, 'games/0.5.0/js/1234.abcdef12.js'), 'utf8')).toBe(
      'console.log("v5")',
    );
    const list = context(releases, remotePackage('0.4.0'));
    expect(await runRelease(['games', '--list'], list.ctx)).toBe(0);
    expect(list.out).toEqual(['0.5.0  2026-08-20 09:30:00 UTC  ana']);
  });

  it('keeps versions.json beside the versions: every one an operator may choose, without who published it', async () => {
    const releases = tmp('releases-');
    await runRelease(['games'], context(releases, remotePackage('0.4.0')).ctx);
    const build = fakeBuild('games', 'console.log("v10")');
    await runRelease(
      ['games', '--from', build, '--version', '0.10.0'],
      context(releases, remotePackage('0.4.0')).ctx,
    );
    expect(JSON.parse(readFileSync(path.join(releases, 'games/versions.json'), 'utf8'))).toEqual({
      versions: [
        { version: '0.4.0', publishedAt: '2026-08-20T09:30:00.000Z' },
        { version: '0.10.0', publishedAt: '2026-08-20T09:30:00.000Z' },
      ],
    });
    // Not itself a version.
    const list = context(releases, remotePackage('0.4.0'));
    await runRelease(['games', '--list'], list.ctx);
    expect(list.out).toHaveLength(2);
  });

  it('refuses to overwrite, exiting 1', async () => {
    const releases = tmp('releases-');
    await runRelease(['games'], context(releases, remotePackage('0.4.0')).ctx);
    const io = context(releases, remotePackage('0.4.0'));
    const other = fakeBuild('games', 'changed()');
    expect(await runRelease(['games', '--from', other], io.ctx)).toBe(1);
    expect(io.err[0]).toMatch(/^Not published: games 0\.4\.0 is already published/);
  });

  it('publishes a remote built outside this repository from its folder, and remembers its local origin', async () => {
    const releases = tmp('releases-');
    const outside = fakeBuild('vallam');
    const io = context(releases, remotePackage('0.4.0'));
    const argv = ['vallam', '--from', outside, '--version', '0.1.0'];
    expect(await runRelease([...argv, '--origin', 'http://localhost:3031'], io.ctx)).toBe(0);
    expect(io.out).toEqual([
      'Published vallam 0.1.0: vallam/0.1.0 (6 files).',
      'vallam is built outside this repository: this machine serves its versions at http://localhost:3031/<version>/ from the next `pnpm start` (or `pnpm preview`) on.',
      'pnpm preview serves it at http://localhost:3031/0.1.0/mf-manifest.json',
      'No release registry runs here (the emulators are not up): the preview serves it as it is.',
    ]);
    expect(JSON.parse(readFileSync(path.join(releases, 'vallam/remote.json'), 'utf8'))).toEqual({
      origin: 'http://localhost:3031',
    });
    expect(outsideRemotes(releases)).toEqual([
      expect.objectContaining({ target: 'vallam', port: 3031, origin: 'http://localhost:3031' }),
    ]);
    // Its origin must be local and its own; its build must be named.
    const refused = context(releases, remotePackage('0.4.0'));
    expect(await runRelease([...argv, '--origin', 'http://localhost:3001'], refused.ctx)).toBe(2);
    expect(refused.err[0]).toMatch(/^http:\/\/localhost:3001 is where games is served/);
    expect(await runRelease([...argv, '--origin', 'https://vallam.example'], refused.ctx)).toBe(2);
    expect(await runRelease(['vallam', '--origin', 'http://localhost:3031'], refused.ctx)).toBe(2);
    expect(refused.err.join('\n')).toMatch(/say where with --from/);
    expect(
      await runRelease(
        ['Vallam', '--from', outside, '--origin', 'http://localhost:3032'],
        refused.ctx,
      ),
    ).toBe(2);
    expect(readdirSync(releases).sort()).toEqual(['.staging', 'vallam']);
  });

  it('explains an unknown remote, exiting 2', async () => {
    const io = context(tmp('releases-'), remotePackage('0.4.0'));
    expect(await runRelease(['host'], io.ctx)).toBe(2);
    expect(io.err[0]).toMatch(/^unknown remote "host"; the remotes are games/);
  });
});

describe('the preview serves published versions on the remote’s origin', () => {
  let server: { base: string; stop: () => void };
  let base: string;
  let releases: string;

  beforeAll(async () => {
    releases = tmp('releases-');
    await publish(fakeBuild('games', 'console.log("v2")'), releases, '0.2.0');
    server = await startPreviewServer({
      target: 'games',
      root: fakeBuild('games', 'console.log("current")'),
      versionsRoot: path.join(releases, 'games'),
    });
    base = server.base;
  });

  afterAll(() => server.stop());

  it('serves a version under /<version>/ with the hosting headers', async () => {
    const manifest = await fetch(`${base}/0.2.0/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${base}/0.2.0/contracts.json`)).headers.get('cache-control')).toBe(
      'no-cache',
    );
    const chunk = await fetch(`${base}/0.2.0/js/1234.abcdef12.js`);
    expect(await chunk.text()).toBe('console.log("v2")');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/0.2.0/js/main.js`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps serving the current build at /, with the same headers', async () => {
    const chunk = await fetch(`${base}/js/1234.abcdef12.js`);
    expect(await chunk.text()).toBe('console.log("current")');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const manifest = await fetch(`${base}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the list of published versions at /versions.json, to any origin, never stale', async () => {
    expect(await (await fetch(`${base}/versions.json`)).json()).toEqual({ versions: [] });
    await writeVersionsIndex(releases, 'games');
    const index = await fetch(`${base}/versions.json`);
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('access-control-allow-origin')).toBe('*');
    expect(await index.json()).toEqual({
      versions: [{ version: '0.2.0', publishedAt: expect.any(String) }],
    });
  });

  it('answers 404 for a version that is not published, and never shows release work in progress', async () => {
    expect((await fetch(`${base}/0.3.0/mf-manifest.json`)).status).toBe(404);
    expect((await fetch(`${base}/.staging/`)).status).toBe(404);
  });
});

describe('a games package is checked, published as its own version, and recorded in the registry', () => {
  const words = (en: string) => ({ en, ml: 'മലയാളം' });
  /** A games build with its package facts (shared/src/contracts/game-package.ts), built as `version`. */
  function gamesBuild(version: string): string {
    const dir = fakeBuild();
    writeFileSync(
      path.join(dir, 'game-package.json'),
      JSON.stringify({
        packageApi: 1,
        remote: 'games',
        version,
        games: [
          {
            id: 'pookalam',
            module: 'pookalam',
            names: words('Pookalam'),
            icon: 'js/main.js',
            maxScore: 100,
            recordMaxBytes: 1024,
            tutorial: [
              { title: words('Lay'), body: { touch: words('Tap'), mouse: words('Click') } },
            ],
            sharePicture: { invitation: words('Lay one with us'), shows: ['score'] },
            samples: [{ label: 'a ring', record: { cells: 'a' }, score: 40 }],
          },
        ],
      }),
    );
    return dir;
  }

  function io(releasesDir: string, extra: Partial<ReleaseContext> = {}) {
    const out: string[] = [];
    const err: string[] = [];
    const remoteDir = tmp('remote-games-');
    writeFileSync(path.join(remoteDir, 'package.json'), JSON.stringify({ version: '0.1.0' }));
    const ctx: ReleaseContext = {
      releasesDir,
      remotes: { games: { dir: remoteDir, previewOrigin: 'http://localhost:3001' } },
      cwd: releasesDir,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
      author: 'ana',
      now: () => NOW,
      ...extra,
    };
    return { ctx, out, err };
  }

  const report = (ok: boolean) => ({
    remote: 'games',
    version: '0.4.0',
    ok,
    checks: [
      { name: 'record' as const, ok: true, detail: 'the build as it is' },
      {
        name: 'scoring' as const,
        ok,
        detail: ok
          ? 'scored its 1 sample play as recorded'
          : 'pookalam, a ring: scored 35, recorded as 40',
      },
    ],
  });

  /** A registry that keeps what it is given. */
  function registrar(check?: boolean) {
    const recorded: unknown[] = [];
    return {
      recorded,
      open: async () => ({
        where: 'the test registry',
        base: (remote: string, version: string) => `https://games.example/${version}/`,
        ...(check === undefined ? {} : { check: async () => report(check) }),
        register: async (record: unknown) => (recorded.push(record), 'registered' as const),
        close: async () => undefined,
      }),
    };
  }

  it('publishes the version the build says it is, with its facts, and records it where the registry is', async () => {
    const releases = tmp('releases-');
    const registry = registrar();
    const run = io(releases, { check: async () => report(true), registrar: registry.open });
    expect(await runRelease(['games', '--from', gamesBuild('0.4.0')], run.ctx)).toBe(0);
    expect(run.out).toEqual(
      expect.arrayContaining([
        'games 0.4.0: every check passed',
        '  ✓ scoring: scored its 1 sample play as recorded',
        'Published games 0.4.0: games/0.4.0 (7 files).',
        'Recorded games 0.4.0 in the test registry, served at https://games.example/0.4.0/: its plays are scored and its pages drawn from now on, with no deploy of the functions.',
      ]),
    );
    const info = JSON.parse(readFileSync(path.join(releases, 'games/0.4.0/release.json'), 'utf8'));
    expect(info.package).toMatchObject({ remote: 'games', version: '0.4.0' });
    expect(registry.recorded).toEqual([
      expect.objectContaining({
        remote: 'games',
        version: '0.4.0',
        base: 'https://games.example/0.4.0/',
        files: info.files,
        package: info.package,
      }),
    ]);
  });

  it('publishes nothing that fails its checks, and says which', async () => {
    const releases = tmp('releases-');
    const run = io(releases, { check: async () => report(false) });
    expect(await runRelease(['games', '--from', gamesBuild('0.4.0')], run.ctx)).toBe(1);
    expect(run.err[0]).toContain("games 0.4.0 fails its package's checks, so it was not published");
    expect(run.err[0]).toContain('✗ scoring: pookalam, a ring: scored 35, recorded as 40');
    expect(existsSync(path.join(releases, 'games/0.4.0'))).toBe(false);
  });

  it('publishes a games build only as the version it was built as: its plays name that one', async () => {
    const run = io(tmp('releases-'));
    expect(
      await runRelease(['games', '--from', gamesBuild('0.4.0'), '--version', '0.5.0'], run.ctx),
    ).toBe(1);
    expect(run.err[0]).toMatch(
      /^Not published: .* was built as games 0\.4\.0: its plays name that version, so it can only be published as 0\.4\.0/,
    );
  });

  it("records a version already published in an environment's registry only once its checks pass as its site serves it", async () => {
    const releases = tmp('releases-');
    await runRelease(['games', '--from', gamesBuild('0.4.0')], io(releases).ctx);
    const refused = registrar(false);
    const failing = io(releases, { registrar: refused.open });
    expect(
      await runRelease(
        ['games', '--register', '--version', '0.4.0', '--project', 'onam-prod'],
        failing.ctx,
      ),
    ).toBe(1);
    expect(failing.out).toContain('  ✗ scoring: pookalam, a ring: scored 35, recorded as 40');
    expect(failing.err[0]).toBe(
      'Not recorded: games 0.4.0 fails its checks as https://games.example/0.4.0/ serves it',
    );
    expect(refused.recorded).toEqual([]);

    const accepted = registrar(true);
    const passing = io(releases, { registrar: accepted.open });
    expect(
      await runRelease(
        ['games', '--register', '--version', '0.4.0', '--project', 'onam-prod'],
        passing.ctx,
      ),
    ).toBe(0);
    expect(accepted.recorded).toHaveLength(1);
  });
});
