/** @jest-environment node */
import { gameOnPath } from '@onam/shared/share/game-on-path';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { removeTempDirs, tempDir } from '../../cli/__tests__/fixtures';
import { outsideRemotes, releasesRoot, repoRoot } from '../../hosting/apps.mjs';
import { localReleaseTree, type Renderer } from '../../hosting/renderer.mjs';
import type { PageDrawing } from '../../game-packages/page-drawing';
import type { WallPage } from '@onam/shared/backend/wishes';
import { requestOrigin, shareMetaFor, withShareMeta } from '@onam/shared/share/meta';
import { createPrerenderer } from '../prerender.mjs';

const TEMPLATE =
  '<!doctype html><html><head><meta charset=utf-8><link rel=stylesheet href=/css/screen-home.1.css></head><body><div id=root></div></body></html>';

/** host/dist/screen-styles.json as the host build writes it. */
const SCREEN_STYLES = {
  'screen-home': ['/css/screen-home.1.css'],
  'screen-game': ['/css/screen-game.2.css'],
};

/**
 * A renderer with the real tags, and a page drawing that says what it was asked, as the sandboxed
 * drawing would draw it (deploy/game-packages/page-drawing.ts).
 */
function fakeRenderer(): Renderer & { calls: unknown[]; draw: PageDrawing['draw'] } {
  const calls: unknown[] = [];
  return {
    calls,
    PRERENDERED_PATHS: ['/', '/celebrate', '/game'],
    DRAW_PAGE_PARTS: { drawing: 'draw-page', serverPart: 'server-part' },
    pageQuery: (pathname, search) => (pathname === '/celebrate' ? search : ''),
    planPage: () => ({ ok: false, reason: 'not used here' }),
    composeDocument: () => '',
    stylesheetsOf: () => () => [],
    INLINE_SCRIPT: 'window.ran=1',
    INLINE_SCRIPT_HASH: "'sha256-x'",
    // The real tags: what the built renderer exports (host/src/prerender/server-entry.ts).
    shareMetaFor,
    gameOnPath,
    withShareMeta,
    requestOrigin,
    localeOfRequest: ({ cookie, acceptLanguage }) =>
      cookie === '__session=ml' || (!cookie && acceptLanguage?.startsWith('ml')) ? 'ml' : 'en',
    async draw(request) {
      calls.push(request);
      const manifest = request.manifest as { brand?: { product?: string } };
      if (!manifest.brand?.product) return { ok: false, reason: 'invalid manifest: brand' };
      return {
        ok: true,
        page: request.template.replace(
          '<div id=root></div>',
          `<div id=root lang=${request.locale}><h1>${manifest.brand.product}</h1></div>`,
        ),
        marker: {
          path: request.path,
          locale: request.locale,
          date: '2026-08-18',
          digest: 'd62a8cd7',
          side: 'stable',
        },
      };
    },
  };
}

function files(campaign: string) {
  const dir = tempDir('prerender-');
  const templateFile = path.join(dir, 'app.html');
  const campaignFile = path.join(dir, 'campaign.json');
  writeFileSync(templateFile, TEMPLATE);
  writeFileSync(path.join(dir, 'screen-styles.json'), JSON.stringify(SCREEN_STYLES));
  writeFileSync(campaignFile, campaign);
  return { templateFile, campaignFile };
}

afterAll(removeTempDirs);

describe('the preview prerenders the home page from the manifest it serves', () => {
  it('draws / from the manifest file as it is now, at the current time, into the built page', async () => {
    const renderer = fakeRenderer();
    const { templateFile, campaignFile } = files(
      JSON.stringify({ brand: { product: 'Onam Utsavam' } }),
    );
    const prerender = createPrerenderer({
      renderer,
      draw: renderer.draw,
      templateFile,
      campaignFile,
      now: () => 1234,
    });
    expect(await prerender('/')).toBe(
      '<!doctype html><html><head><meta charset=utf-8><link rel=stylesheet href=/css/screen-home.1.css></head><body><div id=root lang=en><h1>Onam Utsavam</h1></div></body></html>',
    );
    expect(renderer.calls).toEqual([
      {
        template: TEMPLATE,
        screenStyles: SCREEN_STYLES,
        manifest: { brand: { product: 'Onam Utsavam' } },
        path: '/',
        search: '',
        locale: 'en',
        now: 1234,
      },
    ]);

    // An operator's change shows on the next request.
    writeFileSync(campaignFile, JSON.stringify({ brand: { product: 'Ponnonam' } }));
    expect(await prerender('/')).toContain('<h1>Ponnonam</h1>');
  });

  it("draws the page in the visitor's language, as the request tells it: the cookie, then the browser's languages", async () => {
    const renderer = fakeRenderer();
    const prerender = createPrerenderer({
      renderer,
      draw: renderer.draw,
      ...files(JSON.stringify({ brand: { product: 'Onam Utsavam' } })),
    });
    expect(await prerender('/', { 'accept-language': 'ml-IN,ml;q=0.9' })).toContain('lang=ml');
    expect(await prerender('/', { cookie: '__session=ml', 'accept-language': 'en' })).toContain(
      'lang=ml',
    );
    expect(await prerender('/', {})).toContain('lang=en');
  });

  it('leaves other paths to the plain page', async () => {
    const renderer = fakeRenderer();
    const prerender = createPrerenderer({ renderer, draw: renderer.draw, ...files('{}') });
    expect(await prerender('/talk')).toBeUndefined();
    expect(renderer.calls).toEqual([]);
  });

  it('leaves the page plain, and says why, when the manifest cannot be read or fails its schema', async () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    const renderer = fakeRenderer();
    const unreadable = createPrerenderer({
      renderer,
      draw: renderer.draw,
      ...files('{ not json'),
      warn,
    });
    expect(await unreadable('/')).toBeUndefined();
    const invalid = createPrerenderer({
      renderer,
      draw: renderer.draw,
      ...files('{"brand":{}}'),
      warn,
    });
    expect(await invalid('/')).toBeUndefined();
    expect(warnings).toEqual([
      expect.stringMatching(/^\[prerender\] \/ not prerendered: SyntaxError/),
      '[prerender] / not prerendered: invalid manifest: brand',
    ]);
  });
});

describe('the preview tags a shared link’s page as the pages function does', () => {
  const headers = { host: 'localhost:3000', 'accept-language': 'en' };

  it('draws /celebrate for its link, with the card’s tags naming the preview’s host', async () => {
    const renderer = fakeRenderer();
    const prerender = createPrerenderer({
      renderer,
      draw: renderer.draw,
      ...files(JSON.stringify({ brand: { product: 'Onam Utsavam' } })),
    });
    const page = await prerender('/celebrate', headers, '?greeting=maveli&name=Anu');
    expect(renderer.calls).toEqual([
      expect.objectContaining({ path: '/celebrate', search: '?greeting=maveli&name=Anu' }),
    ]);
    expect(page).toContain('<meta property="og:title" content="Anu sent you an Onam greeting">');
    expect(page).toContain(
      '<meta property="og:image" content="http://localhost:3000/og/card.png?greeting=maveli&#38;name=Anu&#38;v=1">',
    );
    expect(page).toContain('<h1>Onam Utsavam</h1>');
    expect(await prerender('/talk', headers, '?greeting=maveli')).toBeUndefined();
  });

  it('tags a result link on a drawn page with the game its route shows', async () => {
    const renderer = fakeRenderer();
    const prerender = createPrerenderer({
      renderer,
      draw: renderer.draw,
      ...files(
        JSON.stringify({
          brand: { product: 'Onam Utsavam' },
          routes: { '/game': { module: 'pookalam' } },
        }),
      ),
    });
    const page = await prerender('/game', headers, '?result=q3Jd8XkT0pLmZ2vB7nWc4R');
    expect(page).toContain('<h1>Onam Utsavam</h1>');
    expect(page).toContain('result.png?id=q3Jd8XkT0pLmZ2vB7nWc4R&#38;game=pookalam');
    expect(await prerender('/game', headers, '')).not.toContain('result.png?id=');
  });
});

describe('the preview tags a family carpet’s link as the pages function does', () => {
  it('answers /family/<id> with the app’s shell and the carpet’s tags, drawing nothing', async () => {
    const renderer = fakeRenderer();
    const prerender = createPrerenderer({
      renderer,
      draw: renderer.draw,
      ...files(JSON.stringify({ brand: { product: 'Onam Utsavam' } })),
    });
    const carpetId = 'Kq3Jd8XkT0pLmZ2vB7nW';
    const headers = { host: 'localhost:3000', 'accept-language': 'ml' };
    const page = await prerender(`/family/${carpetId}`, headers, '?fbclid=1');
    expect(renderer.calls).toEqual([]);
    expect(page).toContain('<div id=root></div>');
    expect(page).toContain(
      `<meta property="og:image" content="http://localhost:3000/og/family.png?id=${carpetId}&#38;v=1">`,
    );
    expect(page).toContain(
      `<meta property="og:url" content="http://localhost:3000/family/${carpetId}">`,
    );
    expect(page).toContain('<meta property="og:title" content="ഓണത്തിന് ഒരു കുടുംബ പൂക്കളം">');
    // The same tags as the pages function's: one function gives both.
    const meta = shareMetaFor({
      path: `/family/${carpetId}`,
      search: '',
      origin: 'http://localhost:3000',
      locale: 'ml',
    });
    if (!meta) throw new Error('a family link has tags');
    expect(page).toBe(withShareMeta(TEMPLATE, meta));
    // A path with no tags is left to the plain shell.
    expect(await prerender('/family', headers, '')).toBeUndefined();
    expect(await prerender('/dashboard', headers, '')).toBeUndefined();
  });
});

describe("where the preview's pages read the games' packages from (docs/decisions/054)", () => {
  it("the release tree at each remote's origin, and each remote's own dist/ at its root", () => {
    expect(localReleaseTree()).toEqual({
      releasesDir: releasesRoot,
      // With any remote built outside this repository that this machine has published.
      origins: {
        games: 'http://localhost:3001',
        auth: 'http://localhost:3002',
        ...Object.fromEntries(outsideRemotes().map((remote) => [remote.target, remote.origin])),
      },
      currentBuilds: {
        games: path.join(repoRoot, 'remote-games/dist'),
        auth: path.join(repoRoot, 'remote-auth/dist'),
      },
      currentVersions: { games: expect.any(String), auth: expect.any(String) },
    });
    // The bench serves the remotes 1000 ports up.
    expect(localReleaseTree(1000).origins).toEqual({
      games: 'http://localhost:4001',
      auth: 'http://localhost:4002',
      ...Object.fromEntries(
        outsideRemotes().map((remote) => [remote.target, `http://localhost:${remote.port + 1000}`]),
      ),
    });
  });
});

describe('the preview draws the wall with its first page of cards, as the pages function does', () => {
  const wallManifest = (adapter: string) =>
    JSON.stringify({ brand: { product: 'Onam Utsavam' }, backend: { adapter } });
  const page: WallPage = {
    cards: [
      {
        id: 'w1',
        greeting: 'onashamsakal',
        name: 'Devi',
        district: 'thrissur',
        illustration: 'festival',
        approvedAt: '2026-08-20T10:00:00.000Z',
      },
    ],
    next: null,
  };

  it('reads the cards for /wall on a backend that keeps a wall, and draws them into the page', async () => {
    const renderer = fakeRenderer();
    let reads = 0;
    const prerender = createPrerenderer({
      renderer: { ...renderer, PRERENDERED_PATHS: ['/', '/wall'] },
      draw: renderer.draw,
      ...files(wallManifest('firebase')),
      readWall: async () => {
        reads += 1;
        return page;
      },
    });
    await prerender('/wall');
    expect(renderer.calls).toEqual([expect.objectContaining({ path: '/wall', wall: page })]);
    // Another page reads no cards.
    await prerender('/');
    expect(reads).toBe(1);
    expect(renderer.calls[1]).not.toHaveProperty('wall');
  });

  it('reads nothing where the backend keeps no wall (the local adapter)', async () => {
    const renderer = fakeRenderer();
    const readWall = jest.fn(async () => page);
    const prerender = createPrerenderer({
      renderer: { ...renderer, PRERENDERED_PATHS: ['/wall'] },
      draw: renderer.draw,
      ...files(wallManifest('local')),
      readWall,
    });
    await prerender('/wall');
    expect(readWall).not.toHaveBeenCalled();
    expect(renderer.calls[0]).not.toHaveProperty('wall');
  });

  it('draws the wall without its cards, and says why, when they cannot be read: the app reads them itself', async () => {
    const renderer = fakeRenderer();
    const warnings: string[] = [];
    const prerender = createPrerenderer({
      renderer: { ...renderer, PRERENDERED_PATHS: ['/wall'] },
      draw: renderer.draw,
      ...files(wallManifest('firebase')),
      readWall: () => Promise.reject(new Error('Firestore emulator not answering')),
      warn: (message: string) => warnings.push(message),
    });
    expect(await prerender('/wall')).toContain('<h1>Onam Utsavam</h1>');
    expect(renderer.calls[0]).not.toHaveProperty('wall');
    expect(warnings).toEqual([
      '[prerender] /wall drawn without its cards: Error: Firestore emulator not answering',
    ]);
  });
});
