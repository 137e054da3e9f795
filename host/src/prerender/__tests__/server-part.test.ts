// A remote's server part as the page drawing reads it (server-part.ts), the stylesheets a drawn
// game links (remote-stylesheets.ts), and the files' names, which the builds and the game package
// contract share.
import { PACKAGE_FILES } from '@onam/shared/contracts/game-package';
import { MANIFEST_FILE, stylesheetsOf } from '../remote-stylesheets';
import { SERVER_MODULES_FILE, serverModulesOf } from '../server-part';

describe("a remote's server part", () => {
  it('gives its modules by name, each a function that loads it', async () => {
    const loaders = serverModulesOf(
      { modules: { pookalam: async () => ({ default: 'the game' }) } },
      'games 0.2.0',
    );
    await expect(loaders.pookalam?.()).resolves.toEqual({ default: 'the game' });
  });

  it('says so when it exports none, or a module that is not a loader', () => {
    expect(() => serverModulesOf({ other: 1 }, 'modules.cjs')).toThrow(
      'modules.cjs exports no modules',
    );
    expect(() => serverModulesOf(undefined, 'modules.cjs')).toThrow(
      'modules.cjs exports no modules',
    );
    expect(() => serverModulesOf({ modules: { dress: 1 } }, 'modules.cjs')).toThrow(
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

describe("a package's files", () => {
  it('are named alike by the drawing, the game package contract and the builds', async () => {
    expect(SERVER_MODULES_FILE).toBe(PACKAGE_FILES.serverPart);
    expect(MANIFEST_FILE).toBe(PACKAGE_FILES.manifest);
    const { readFile } = await import('node:fs/promises');
    const build = (file: string) =>
      readFile(new URL(`../../../../shared/build/${file}`, `file://${__filename}`), 'utf8');
    expect(await build('server-modules.js')).toContain(
      `export const SERVER_MODULES_FILE = '${PACKAGE_FILES.serverPart}';`,
    );
    expect(await build('server-scoring.js')).toContain(
      `export const SERVER_SCORING_FILE = '${PACKAGE_FILES.scoring}';`,
    );
    expect(await build('game-package.js')).toContain(
      `export const GAME_PACKAGE_FILE = '${PACKAGE_FILES.facts}';`,
    );
  });
});
