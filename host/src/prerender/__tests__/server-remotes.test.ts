import * as react from 'react';
import * as localeContext from '@onam/shared/react/locale-context';
import {
  evaluateServerModules,
  loadServerRemote,
  SERVER_MODULES_FILE,
  ServerPartRefused,
  sha256,
  stylesheetsOf,
} from '../server-remotes';

describe("a remote's server part", () => {
  it("runs with the host's copies of the federation singletons and gives its modules", async () => {
    const modules = evaluateServerModules(
      `const React = require('react');
       const locale = require('@onam/shared/react/locale-context');
       exports.modules = { pookalam: async () => ({ sameReact: React, sameLocale: locale }) };`,
      'http://games/server/modules.cjs',
    );
    const { sameReact, sameLocale } = (await modules.pookalam?.()) as {
      sameReact: typeof react;
      sameLocale: typeof localeContext;
    };
    expect(sameReact.useState).toBe(react.useState);
    expect(sameLocale.LocaleContext).toBe(localeContext.LocaleContext);
  });

  it('says which module it wanted that the host does not provide, or that it exports none', () => {
    expect(() =>
      evaluateServerModules(`require('firebase/auth')`, 'http://games/server/modules.cjs'),
    ).toThrow(
      'http://games/server/modules.cjs requires firebase/auth, which the host does not provide',
    );
    expect(() => evaluateServerModules(`exports.other = 1`, 'modules.cjs')).toThrow(
      'modules.cjs exports no modules',
    );
    expect(() => evaluateServerModules(`exports.modules = { dress: 1 }`, 'modules.cjs')).toThrow(
      'modules.cjs: each of its modules must be a function that loads it',
    );
  });
});

describe('stylesheetsOf', () => {
  const manifest = (publicPath: string) =>
    JSON.stringify({
      metaData: { publicPath },
      exposes: [
        {
          name: 'pookalam',
          assets: { css: { sync: ['css/pookalam.1.css'], async: ['css/x.css'] } },
        },
        { name: 'doll', assets: { css: { sync: [] } } },
      ],
    });

  it("lists an exposed module's first stylesheets beside the manifest, or under its public path", () => {
    const entry = 'https://games.example/v/0.2.0/mf-manifest.json';
    expect(stylesheetsOf(manifest('auto'), entry)('pookalam')).toEqual([
      'https://games.example/v/0.2.0/css/pookalam.1.css',
    ]);
    expect(stylesheetsOf(manifest('https://cdn.example/games/'), entry)('pookalam')).toEqual([
      'https://cdn.example/games/css/pookalam.1.css',
    ]);
    expect(stylesheetsOf(manifest('auto'), entry)('doll')).toEqual([]);
    expect(stylesheetsOf(manifest('auto'), entry)('missing')).toEqual([]);
  });
});

describe('loadServerRemote', () => {
  // A published version as `pnpm release` leaves it: its files, and release.json recording each
  // one's SHA-256 (deploy/cli/releases.ts; the real tool is exercised in server-part-pinning.test).
  const published = (code: string) => {
    const files: Record<string, string> = {
      'server/modules.cjs': code,
      'mf-manifest.json': JSON.stringify({ metaData: { publicPath: 'auto' } }),
    };
    const disk: Record<string, string> = {
      '/releases/games/0.2.0/release.json': JSON.stringify({
        remote: 'games',
        version: '0.2.0',
        files: Object.fromEntries(Object.entries(files).map(([f, text]) => [f, sha256(text)])),
      }),
    };
    for (const [file, text] of Object.entries(files)) disk[`/releases/games/0.2.0/${file}`] = text;
    const reads: string[] = [];
    const read = async (file: string) => {
      reads.push(file);
      const text = disk[file];
      if (text === undefined) throw new Error(`ENOENT ${file}`);
      return Buffer.from(text);
    };
    return { disk, reads, read };
  };
  const sources = { releasesDir: '/releases' };
  const entry = 'https://games.example/0.2.0/mf-manifest.json';

  it('runs the published code named by the entry, checked on every load and evaluated once', async () => {
    const tree = published(
      `globalThis.__evaluations = (globalThis.__evaluations ?? 0) + 1;
       exports.modules = { pookalam: async () => 'published' };`,
    );
    const first = await loadServerRemote('games', entry, sources, tree.read);
    await expect(first.modules.pookalam?.()).resolves.toBe('published');
    const again = await loadServerRemote('games', entry, sources, tree.read);
    expect(again.modules).toBe(first.modules);
    expect((globalThis as { __evaluations?: number }).__evaluations).toBe(1);
    // Both loads read the record and the files from the release tree; nothing else.
    expect(new Set(tree.reads)).toEqual(
      new Set([
        '/releases/games/0.2.0/release.json',
        '/releases/games/0.2.0/server/modules.cjs',
        '/releases/games/0.2.0/mf-manifest.json',
      ]),
    );
    expect(tree.reads).toHaveLength(6);
  });

  it('refuses the same version once its file no longer matches the record', async () => {
    const tree = published(`exports.modules = { pookalam: async () => 'published' };`);
    await loadServerRemote('games', entry, sources, tree.read);
    tree.disk['/releases/games/0.2.0/server/modules.cjs'] = `exports.modules = {};`;
    await expect(loadServerRemote('games', entry, sources, tree.read)).rejects.toThrow(
      new ServerPartRefused(
        'games 0.2.0: server/modules.cjs does not match the SHA-256 its release recorded ' +
          '(/releases/games/0.2.0/server/modules.cjs was changed after `pnpm release`); refusing to run it',
      ),
    );
  });

  it("links the stylesheets the published manifest lists, from the entry's origin", async () => {
    const tree = published(`exports.modules = {};`);
    tree.disk['/releases/games/0.2.0/mf-manifest.json'] = JSON.stringify({
      metaData: { publicPath: 'auto' },
      exposes: [{ name: 'pookalam', assets: { css: { sync: ['css/p.1.css'] } } }],
    });
    const record = JSON.parse(tree.disk['/releases/games/0.2.0/release.json'] ?? '{}') as {
      files: Record<string, string>;
    };
    record.files['mf-manifest.json'] = sha256(
      tree.disk['/releases/games/0.2.0/mf-manifest.json'] ?? '',
    );
    tree.disk['/releases/games/0.2.0/release.json'] = JSON.stringify({
      ...record,
      remote: 'games',
      version: '0.2.0',
    });
    const remote = await loadServerRemote('games', entry, sources, tree.read);
    expect(remote.stylesheets('pookalam')).toEqual(['https://games.example/0.2.0/css/p.1.css']);
  });

  it("in the preview, runs a remote's current build at the origin the preview serves it on", async () => {
    const read = async (file: string) =>
      Buffer.from(
        file.endsWith('modules.cjs')
          ? `exports.modules = { pookalam: async () => 'current' };`
          : JSON.stringify({ metaData: { publicPath: 'auto' } }),
      );
    const preview = {
      releasesDir: '/releases',
      currentBuilds: { games: { origin: 'http://localhost:3001', dir: '/repo/remote-games/dist' } },
    };
    const remote = await loadServerRemote(
      'games',
      'http://localhost:3001/mf-manifest.json',
      preview,
      read,
    );
    await expect(remote.modules.pookalam?.()).resolves.toBe('current');
    // Another remote's origin, or the same path elsewhere, is not that build.
    await expect(
      loadServerRemote('auth', 'http://localhost:3001/mf-manifest.json', preview, read),
    ).rejects.toThrow(ServerPartRefused);
    await expect(
      loadServerRemote('games', 'http://localhost:4001/mf-manifest.json', preview, read),
    ).rejects.toThrow(ServerPartRefused);
  });
});

describe('the server part file', () => {
  it('is where the remotes build it (shared/build/server-modules.js)', async () => {
    const { readFile } = await import('node:fs/promises');
    const build = await readFile(
      new URL('../../../../shared/build/server-modules.js', `file://${__filename}`),
      'utf8',
    );
    expect(build).toContain(`export const SERVER_MODULES_FILE = '${SERVER_MODULES_FILE}';`);
  });
});
