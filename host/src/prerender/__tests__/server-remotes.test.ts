import * as react from 'react';
import * as localeContext from '@onam/shared/react/locale-context';
import {
  evaluateServerModules,
  loadServerRemote,
  SERVER_MODULES_FILE,
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
  const files: Record<string, string> = {
    'http://one.test/server/modules.cjs': `exports.modules = { pookalam: async () => 'one' };`,
    'http://one.test/mf-manifest.json': JSON.stringify({ metaData: { publicPath: 'auto' } }),
  };

  it('reads the server part beside the entry once, and asks again after a failure', async () => {
    const reads: string[] = [];
    let down = true;
    const loadText = async (url: string) => {
      reads.push(url);
      if (down) throw new Error(`${url} answered 503`);
      return files[url] ?? '';
    };
    await expect(loadServerRemote('http://one.test/mf-manifest.json', loadText)).rejects.toThrow(
      'answered 503',
    );
    down = false;
    const remote = await loadServerRemote('http://one.test/mf-manifest.json', loadText);
    await expect(remote.modules.pookalam?.()).resolves.toBe('one');
    await loadServerRemote('http://one.test/mf-manifest.json', loadText);
    expect(reads).toEqual([
      'http://one.test/server/modules.cjs',
      'http://one.test/mf-manifest.json',
      'http://one.test/server/modules.cjs',
      'http://one.test/mf-manifest.json',
    ]);
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
