// The pages function with the host's real renderer (from source, as render-page.cjs and
// draw-page.js are built from it), drawing in this process: what a visitor's request gets for the
// live manifest, the day and their language, and the headers the CDN keeps it by. The drawing's
// sandbox and a version's package are deploy/game-packages' (tested there, and end to end).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { WallPage } from '@onam/shared/backend/wishes';
import type { DrawnDocument, PageDrawing } from '../../../../game-packages/page-drawing';
import { manifestFixture, routeEdit } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { removeTempDirs } from '../../testing/temp-dirs';
import { boundedRead, FIRESTORE_READ_TIMEOUT_MS } from '../../common/bounded-read';
import {
  createPageHandler,
  MANIFEST_MEMO_MS,
  PAGE_CACHE_CONTROL,
  PAGE_MEMO_MS,
  pageRequestOf,
  SHELL_PATHS,
  SITEMAP_CACHE_CONTROL,
  SITEMAP_PATH,
  type PageRenderer,
  type PagesDeps,
} from '../pages';

// The host's own renderer and drawing, from their source (the functions' type check does not reach
// into the host's React code: the shapes are these).
interface SourceRenderer extends PageRenderer {
  isPrerenderedPath(path: string): boolean;
  planPage(request: object): { ok: true; [key: string]: unknown } | { ok: false; reason: string };
  composeDocument(parts: object): string;
}
type ServerRemote = (game: {
  remote: string;
  version: string;
  entry: string;
  module: string;
}) => Promise<{ modules: Record<string, () => Promise<unknown>>; stylesheets: () => string[] }>;
const renderer = jest.requireActual<SourceRenderer>(
  '../../../../../host/src/prerender/server-entry',
);
const { renderPage } = jest.requireActual<{
  renderPage(request: object): Promise<
    | {
        ok: true;
        html: string;
        marker: Extract<DrawnDocument, { ok: true }>['marker'];
        stylesheets: string[];
        wallPage?: unknown;
      }
    | { ok: false; reason: string }
  >;
}>('../../../../../host/src/prerender/render-page');

/**
 * The page drawing (deploy/game-packages/page-drawing.ts) done in this process: planned, drawn and
 * composed by the host's renderer; a game's server part is `serverRemote`'s, and without one a
 * game's page is not drawn, as for a version with no release record.
 */
function inProcessDrawing(serverRemote?: ServerRemote) {
  return jest.fn<ReturnType<PageDrawing['draw']>, Parameters<PageDrawing['draw']>>(
    async ({ template, screenStyles, wall, ...request }) => {
      const result = await renderPage({ ...request, wall, serverRemote });
      if (!result.ok) return result;
      const plan = renderer.planPage(request);
      return {
        ok: true,
        marker: result.marker,
        page: renderer.composeDocument({
          template,
          screenStyles,
          plan,
          html: result.html,
          gameStylesheets: result.stylesheets,
          wallPage: result.wallPage,
        }),
      };
    },
  );
}

jest.mock('canvas-confetti', () => ({
  __esModule: true,
  default: { create: () => Object.assign(async () => undefined, { reset: () => undefined }) },
}));

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Onam</title></head><body><div id=root></div></body></html>';
/** Chothi, the festival's third day, and Vishakham, the fourth, mid-morning in Kerala. */
const CHOTHI = Date.parse('2026-08-18T10:00:00+05:30');
const VISHAKHAM = Date.parse('2026-08-19T10:00:00+05:30');

/** The wall's first page as Firestore might give it: two cards, and more after them. */
const WALL: WallPage = {
  cards: [
    {
      id: 'w2',
      greeting: 'hrudayam',
      name: 'Anu',
      district: 'kannur',
      illustration: 'festival',
      approvedAt: '2026-08-18T04:20:00.000Z',
    },
    {
      id: 'w1',
      greeting: 'ponnonam',
      name: 'Ravi',
      district: 'wayanad',
      illustration: 'festival',
      approvedAt: '2026-08-18T04:10:00.000Z',
    },
  ],
  next: '2026-08-18T04:10:00.000Z',
};

afterAll(removeTempDirs);

function setUp(overrides: Partial<PagesDeps> = {}) {
  // On Firebase, as a deployed campaign is: its backend keeps a wall.
  let manifest: string | undefined = JSON.stringify(
    manifestFixture((json) => {
      json.backend.adapter = 'firebase';
    }),
  );
  let now = CHOTHI;
  const logs: [string, Record<string, string>][] = [];
  // No game version is known: no game's server part can be run.
  const draw = inProcessDrawing();
  // An empty wall unless a test says otherwise; only `/wall` may ask for it.
  const readWall = jest.fn(async (): Promise<WallPage> => ({ cards: [], next: null }));
  const answer = createPageHandler({
    assets: () => ({
      renderer,
      template: TEMPLATE,
      screenStyles: { 'screen-home': ['/css/home.1.css'], 'screen-game': ['/css/game.2.css'] },
      drawing: { draw },
    }),
    readManifest: async () => manifest,
    readWall,
    now: () => now,
    log: (event, detail) => logs.push([event, detail]),
    siteOrigin: () => 'https://onam.example',
    ...overrides,
  });
  const get = (pagePath: string, headers: Record<string, string> = {}) =>
    answer({
      method: 'GET',
      path: pagePath,
      cookie: headers.cookie,
      acceptLanguage: headers['accept-language'],
      ifNoneMatch: headers['if-none-match'],
    });
  return {
    get,
    answer,
    logs,
    draw,
    readWall,
    setManifest: (value: string | undefined) => (manifest = value),
    setNow: (value: number) => (now = value),
  };
}

const rootText = (body: string) =>
  new DOMParser().parseFromString(body, 'text/html').getElementById('root')?.textContent ?? '';

describe('the pages function', () => {
  it("draws the home page in the visitor's language, with the headers the CDN keeps it by", async () => {
    const { get } = setUp();
    const english = await get('/', { 'accept-language': 'en-IN,en;q=0.9' });
    expect(english.status).toBe(200);
    expect(english.headers).toEqual({
      'cache-control': PAGE_CACHE_CONTROL,
      'content-type': 'text/html; charset=utf-8',
      'content-language': 'en',
      vary: 'Accept-Language, Cookie',
      // The drawn page's, or the drawn page with its preview tags'.
      etag: expect.stringMatching(/^"[pm]-[0-9a-f]{16}"$/),
    });
    expect(PAGE_CACHE_CONTROL).toMatch(/s-maxage=60\b.*stale-if-error=/);
    expect(rootText(english.body)).toContain('Chothi');
    expect(english.body).toContain('content="/ en 2026-08-18 ');

    const malayalam = await get('/', { 'accept-language': 'ml-IN,ml;q=0.9,en;q=0.8' });
    expect(malayalam.headers['content-language']).toBe('ml');
    expect(rootText(malayalam.body)).toContain('ചോതി');
    expect(malayalam.body).toContain('content="/ ml 2026-08-18 ');

    // The visitor's own choice, in the cookie, comes before the browser's languages.
    const chosen = await get('/', { cookie: '__session=ml', 'accept-language': 'en' });
    expect(rootText(chosen.body)).toContain('ചോതി');
  });

  it('follows the live manifest and the day, with nobody running anything', async () => {
    const { get, setManifest, setNow } = setUp();
    const before = await get('/');
    expect(rootText(before.body)).toContain('Chothi');
    expect(before.body).toContain('href="/eat"');

    setManifest(JSON.stringify(manifestFixture(routeEdit('/eat', { enabled: false }))));
    const rested = await get('/');
    expect(rested.body).not.toContain('href="/eat"');
    expect(rested.headers.etag).not.toBe(before.headers.etag);

    setNow(VISHAKHAM);
    const nextDay = await get('/');
    expect(rootText(nextDay.body)).toContain('Vishakham');
    expect(nextDay.body).toContain('content="/ en 2026-08-19 ');
  });

  it('draws a page once for the same path, language, day and manifest, then again after a minute', async () => {
    const { get, draw, setNow } = setUp();
    const first = await get('/', { 'accept-language': 'en-US' });
    const second = await get('/', { 'accept-language': 'en-GB,en;q=0.5' });
    expect(second.body).toBe(first.body);
    expect(draw).toHaveBeenCalledTimes(1);
    await get('/', { 'accept-language': 'ml' });
    expect(draw).toHaveBeenCalledTimes(2);
    setNow(CHOTHI + PAGE_MEMO_MS);
    await get('/', { 'accept-language': 'en-US' });
    expect(draw).toHaveBeenCalledTimes(3);
  });

  it('draws the card maker once per link and every other page once for any query, in both languages', async () => {
    const { answer, draw } = setUp();
    const page = (pagePath: string, search: string, acceptLanguage?: string) =>
      answer({ method: 'GET', path: pagePath, search, acceptLanguage });
    const anu = await page('/celebrate', '?greeting=maveli&name=Anu');
    await page('/celebrate', '?greeting=maveli&name=Anu&fbclid=abc');
    const ravi = await page('/celebrate', '?greeting=maveli&name=Ravi');
    expect(draw).toHaveBeenCalledTimes(2);
    expect(rootText(anu.body)).toContain('Anu sent you');
    expect(rootText(ravi.body)).toContain('Ravi sent you');

    const wall = await page('/wall', '');
    await page('/wall', '?fbclid=abc');
    expect(draw).toHaveBeenCalledTimes(3);
    // Drawn, with the (empty) wall read for it. What the renderer is given for the wall is tested
    // below; what it draws from that is the host's to test (host/src/prerender).
    expect(wall.body).toContain('name="onam-prerendered" content="/wall en 2026-08-18 ');
    const calendar = await page('/calendar', '', 'ml');
    expect(calendar.headers['content-language']).toBe('ml');
    expect(rootText(calendar.body)).toContain('ചോതി');
    expect(calendar.body).toContain('<title>ഓണം ഉത്സവം | Kerala Vision</title>');
    const privacy = await page('/privacy', '');
    expect(privacy.body).toContain('name="onam-prerendered" content="/privacy en 2026-08-18 ');
  });

  it('is given every page it draws by Hosting', () => {
    const firebase = JSON.parse(
      readFileSync(path.join(__dirname, '../../../../firebase.json'), 'utf8'),
    ) as {
      hosting: {
        target: string;
        rewrites: { source: string; function?: { functionId: string } }[];
      }[];
    };
    const host = firebase.hosting.find((site) => site.target === 'host');
    const toPages = (host?.rewrites ?? [])
      .filter((rule) => rule.function?.functionId === 'pages')
      .map((rule) => rule.source);
    // Each fixed path, one pattern for every game the manifest adds (no deploy per game), and the
    // family carpets' links, for their tags.
    expect([...toPages].sort()).toEqual(
      [...renderer.PRERENDERED_PATHS, '/play/*', SITEMAP_PATH, ...SHELL_PATHS].sort(),
    );
    expect(renderer.isPrerenderedPath('/play/vallam-kali')).toBe(true);
    expect(renderer.isPrerenderedPath('/play/Bad')).toBe(false);
  });

  it('answers a browser that has the page with a 304, and HEAD with no body', async () => {
    const { get, answer } = setUp();
    const page = await get('/');
    const again = await get('/', { 'if-none-match': `W/${page.headers.etag}, "other"` });
    expect(again).toEqual({ status: 304, headers: page.headers, body: '' });
    const head = await answer({ method: 'HEAD', path: '/' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(await answer({ method: 'POST', path: '/' })).toMatchObject({
      status: 405,
      headers: { allow: 'GET, HEAD', 'cache-control': 'no-store' },
    });
  });

  it("gives the app's shell, cached like a page, for a game whose server part this deploy does not have, and says why", async () => {
    const { get, logs } = setUp();
    const game = await get('/game');
    expect(game.status).toBe(200);
    expect(game.body).not.toContain('onam-prerendered');
    expect(rootText(game.body)).toBe('');
    expect(game.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(logs).toEqual([
      ['page-not-rendered', { path: '/game', reason: expect.stringContaining('games') }],
    ]);
  });

  it('gives the shell with a 503 nobody keeps when Firestore fails or nothing is live, so the CDN serves its last good page', async () => {
    const failing = setUp({
      readManifest: () => Promise.reject(new Error('UNAVAILABLE: firestore')),
    });
    const down = await failing.get('/');
    expect(down).toEqual({
      status: 503,
      headers: { 'cache-control': 'no-store', 'content-type': 'text/html; charset=utf-8' },
      body: TEMPLATE,
    });
    expect(failing.logs).toEqual([
      ['page-manifest-read-failed', { path: '/', error: 'Error: UNAVAILABLE: firestore' }],
    ]);

    const empty = setUp();
    empty.setManifest(undefined);
    expect(await empty.get('/')).toMatchObject({ status: 503, body: TEMPLATE });
    expect(empty.logs).toEqual([['page-nothing-live', { path: '/' }]]);
  });

  it('says so in plain words when the deploy has no renderer, and survives a renderer that throws', async () => {
    const missing = setUp({
      assets: () => {
        throw new Error('ENOENT: lib/pages/pages.json');
      },
    });
    expect(await missing.get('/')).toMatchObject({
      status: 503,
      body: 'The page is not available just now.\n',
    });
    expect(missing.logs[0]?.[0]).toBe('page-renderer-missing');

    const throwing = setUp();
    throwing.draw.mockRejectedValueOnce(new Error('bug'));
    expect(await throwing.get('/')).toMatchObject({ status: 503, body: TEMPLATE });
    expect(throwing.logs).toEqual([['page-render-threw', { path: '/', error: 'Error: bug' }]]);
  });

  it('reads the live manifest once in a few seconds however many requests come, and never keeps a failure', async () => {
    let now = 0;
    let reads = 0;
    let failing = true;
    const { get } = setUp({
      readManifest: boundedRead(
        async () => {
          reads += 1;
          if (failing) throw new Error('UNAVAILABLE');
          return JSON.stringify(manifestFixture());
        },
        { timeoutMs: FIRESTORE_READ_TIMEOUT_MS, keepMs: MANIFEST_MEMO_MS, now: () => now },
      ),
    });
    expect((await get('/')).status).toBe(503);
    failing = false;
    const together = await Promise.all([get('/'), get('/'), get('/game'), get('/eat')]);
    expect(together.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(reads).toBe(2);
    now = MANIFEST_MEMO_MS - 1;
    await get('/');
    expect(reads).toBe(2);
    now = MANIFEST_MEMO_MS + 1;
    await get('/');
    expect(reads).toBe(3);
  });

  it('gives the 503 shell after the timeout when Firestore hangs, to every request waiting on it', async () => {
    jest.useFakeTimers();
    try {
      let reads = 0;
      const { get, logs } = setUp({
        readManifest: boundedRead(
          () => {
            reads += 1;
            return new Promise<string>(() => undefined);
          },
          { timeoutMs: FIRESTORE_READ_TIMEOUT_MS, keepMs: MANIFEST_MEMO_MS },
        ),
      });
      const waiting = Promise.all([get('/'), get('/game'), get('/')]);
      jest.advanceTimersByTime(FIRESTORE_READ_TIMEOUT_MS);
      const answers = await waiting;
      expect(answers.map((answer) => [answer.status, answer.headers['cache-control']])).toEqual([
        [503, 'no-store'],
        [503, 'no-store'],
        [503, 'no-store'],
      ]);
      expect(answers[0]?.body).toBe(TEMPLATE);
      expect(reads).toBe(1);
      expect(logs[0]).toEqual([
        'page-manifest-read-failed',
        { path: '/', error: 'ReadTimedOut: no answer from Firestore in 3000 ms' },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('draws /celebrate for the card its link names, with the link’s preview tags, in the page’s language', async () => {
    const { answer } = setUp();
    const celebrate = (search: string, headers: Record<string, string> = {}) =>
      answer({
        method: 'GET',
        path: '/celebrate',
        search,
        acceptLanguage: headers['accept-language'],
      });
    const page = await celebrate('?greeting=hrudayam&name=Anu');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    const head = new DOMParser().parseFromString(page.body, 'text/html').head;
    const tag = (key: string) =>
      head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
    expect(tag('og:title')).toBe('Anu sent you an Onam greeting');
    expect(tag('og:url')).toBe('https://onam.example/celebrate?greeting=hrudayam&name=Anu');
    expect(tag('og:image')).toMatch(
      /^https:\/\/onam\.example\/og\/card\.png\?greeting=hrudayam&name=Anu&v=\d+$/,
    );
    expect(tag('og:image:width')).toBe('1200');
    expect(tag('og:image:height')).toBe('630');
    expect(tag('twitter:card')).toBe('summary_large_image');
    // The card maker drawn for the link's card, titled as the app titles it.
    expect(rootText(page.body)).toContain('Anu sent you an Onam greeting.');
    expect(page.body).toContain('<title>Onam Utsavam | Kerala Vision</title>');

    const other = await celebrate('?greeting=maveli');
    expect(other.headers.etag).not.toBe(page.headers.etag);
    const malayalam = await celebrate('?greeting=hrudayam&name=Anu', {
      'accept-language': 'ml',
    });
    expect(malayalam.headers['content-language']).toBe('ml');
    expect(malayalam.body).toContain('content="Anu നിങ്ങൾക്ക് ഒരു ഓണാശംസ അയച്ചിരിക്കുന്നു"');
  });

  it('tags a result link with the picture of that play, for the game of the path', async () => {
    const { answer } = setUp();
    const shareId = 'q3Jd8XkT0pLmZ2vB7nWc4R';
    const page = await answer({ method: 'GET', path: '/game', search: `?result=${shareId}` });
    const head = new DOMParser().parseFromString(page.body, 'text/html').head;
    const tag = (key: string) =>
      head.querySelector(`meta[property="${key}"]`)?.getAttribute('content');
    expect(tag('og:image')).toMatch(
      new RegExp(`^https://onam\\.example/og/result\\.png\\?id=${shareId}&game=pookalam&v=\\d+$`),
    );
    expect(tag('og:url')).toBe(`https://onam.example/game?result=${shareId}`);
    // A link from before share ids named the player's account: its page is the game's, untagged.
    const old = await answer({ method: 'GET', path: '/game', search: '?result=Uid1_abc-1' });
    expect(old.status).toBe(200);
    expect(old.body).not.toContain('/og/result.png?id=');
    expect(old.body).not.toContain('Uid1');
    // Without a result it is no result's link; without an origin to name, the page is the page.
    const plain = await answer({ method: 'GET', path: '/game', search: '?x=1' });
    expect(plain.body).not.toContain('/og/result.png?id=');
    const noOrigin = await setUp({ siteOrigin: () => null }).answer({
      method: 'GET',
      path: '/celebrate',
      search: '?greeting=maveli',
    });
    expect(noOrigin.body).not.toContain('og:title');
  });

  it('answers a family carpet’s link with the app’s shell and the tags of that carpet’s picture, reading no carpet', async () => {
    const { answer, draw } = setUp();
    const carpetId = 'Kq3Jd8XkT0pLmZ2vB7nW';
    const page = await answer({
      method: 'GET',
      path: `/family/${carpetId}`,
      search: '?fbclid=1',
      acceptLanguage: 'ml',
    });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(page.headers['content-language']).toBe('ml');
    expect(draw).not.toHaveBeenCalled();
    expect(rootText(page.body)).toBe('');
    const head = new DOMParser().parseFromString(page.body, 'text/html').head;
    const tag = (key: string) =>
      head.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
    expect(tag('og:title')).toBe('ഓണത്തിന് ഒരു കുടുംബ പൂക്കളം');
    expect(tag('og:url')).toBe(`https://onam.example/family/${carpetId}`);
    expect(tag('og:image')).toMatch(
      new RegExp(`^https://onam\\.example/og/family\\.png\\?id=${carpetId}&v=\\d+$`),
    );
    expect(tag('twitter:image')).toBe(tag('og:image'));
    // A segment that cannot be a carpet's id is named with the invitation's picture.
    const typo = await answer({ method: 'GET', path: '/family/abc', search: '' });
    expect(typo.body).toMatch(/og\/family\.png\?v=\d+"/);
  });

  it('answers the sitemap from the live manifest: a game added is listed, a retired one is not', async () => {
    const { get, setManifest } = setUp();
    const first = await get(SITEMAP_PATH);
    expect(first.status).toBe(200);
    expect(first.headers).toMatchObject({
      'cache-control': SITEMAP_CACHE_CONTROL,
      'content-type': 'application/xml; charset=utf-8',
    });
    expect(first.body).toContain('<loc>https://onam.example/calendar</loc>');
    expect(first.body).not.toContain('/play/');
    setManifest(
      JSON.stringify(
        manifestFixture((json) => {
          json.routes['/play/vallam-kali'] = {
            remote: 'games',
            module: 'vallam-kali',
            title: 'Vallam kali',
            enabled: true,
          };
          json.routes['/play/uriyadi'] = {
            remote: 'games',
            module: 'uriyadi',
            title: 'Uriyadi',
            enabled: true,
            retired: true,
          };
        }),
      ),
    );
    const added = await get(SITEMAP_PATH);
    expect(added.body).toContain('<loc>https://onam.example/play/vallam-kali</loc>');
    expect(added.body).not.toContain('uriyadi');
    setManifest(undefined);
    expect((await get(SITEMAP_PATH)).status).toBe(404);
    setManifest('{ not json');
    expect((await get(SITEMAP_PATH)).status).toBe(404);
  });

  it('names the configured site in the tags, whatever host a request names', async () => {
    const { answer } = setUp();
    const forged = (headers: Record<string, string>, url = '/celebrate?greeting=maveli&name=Anu') =>
      pageRequestOf({
        method: 'GET',
        path: url.split('?')[0] ?? '/',
        url,
        get: (name: string) => headers[name.toLowerCase()],
      });
    const page = await answer(
      forged({
        'x-forwarded-host': 'evil.example',
        host: 'evil.example',
        'x-forwarded-proto': 'http',
        'accept-language': 'ml',
      }),
    );
    const head = new DOMParser().parseFromString(page.body, 'text/html').head;
    const tag = (key: string) =>
      head.querySelector(`meta[property="${key}"]`)?.getAttribute('content');
    expect(tag('og:url')).toBe('https://onam.example/celebrate?greeting=maveli&name=Anu');
    expect(tag('og:image')).toMatch(/^https:\/\/onam\.example\/og\/card\.png\?/);
    expect(page.body).not.toContain('evil.example');
    // The rest of the request is read as before: the language, the query.
    expect(page.headers['content-language']).toBe('ml');

    const result = await answer(forged({ 'x-forwarded-host': 'evil.example' }, '/game?result=x'));
    expect(result.body).not.toContain('evil.example');
  });
});

describe("the wall's first page", () => {
  /** What the renderer was asked to draw, call by call. */
  const asked = (draw: ReturnType<typeof setUp>['draw']) =>
    draw.mock.calls.map(([request]) => request as Parameters<PageDrawing['draw']>[0]);

  it('is not read for a campaign whose backend keeps no wall, whose page says so', async () => {
    const { get, readWall } = setUp({
      readManifest: async () => JSON.stringify(manifestFixture()),
    });
    const page = await get('/wall');
    expect(page.status).toBe(200);
    expect(page.body).toContain('The wall of wishes needs the site’s backend');
    expect(readWall).not.toHaveBeenCalled();
  });

  it('draws the cards read into the page, and carries them for the app', async () => {
    const { get, readWall } = setUp();
    readWall.mockResolvedValue(WALL);
    const page = await get('/wall');
    expect(page.body).toContain(WALL.cards[0]?.name ?? 'no card');
    expect(page.body).toContain('id="onam-prerendered-wall"');
    expect(page.body).not.toContain('Loading the wall');
  });

  it('draws /wall with the cards read from Firestore, and keeps the page like any other', async () => {
    const { get, readWall, draw, setNow } = setUp();
    readWall.mockResolvedValue(WALL);
    const page = await get('/wall');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(readWall).toHaveBeenCalledTimes(1);
    expect(asked(draw)).toEqual([expect.objectContaining({ path: '/wall', wall: WALL })]);

    // One read per drawing: the page remembered for the minute is answered without one.
    const again = await get('/wall', { 'accept-language': 'en-GB' });
    expect(again.body).toBe(page.body);
    expect(readWall).toHaveBeenCalledTimes(1);
    expect(draw).toHaveBeenCalledTimes(1);
    await get('/wall', { 'accept-language': 'ml' });
    expect(readWall).toHaveBeenCalledTimes(2);
    setNow(CHOTHI + PAGE_MEMO_MS);
    await get('/wall');
    expect(readWall).toHaveBeenCalledTimes(3);
    expect(asked(draw).map((request) => request.wall)).toEqual([WALL, WALL, WALL]);
  });

  it('never reads the wall for another page, nor when the manifest cannot be read', async () => {
    const { answer, readWall, draw } = setUp();
    for (const pagePath of renderer.PRERENDERED_PATHS.filter((p) => p !== '/wall')) {
      await answer({ method: 'GET', path: pagePath, search: '?greeting=maveli&name=Anu' });
    }
    await answer({ method: 'GET', path: '/wall/broadcast' });
    await answer({ method: 'GET', path: '/not-a-page' });
    expect(draw).toHaveBeenCalledTimes(renderer.PRERENDERED_PATHS.length - 1);
    expect(asked(draw).some((request) => 'wall' in request)).toBe(false);
    expect(readWall).not.toHaveBeenCalled();

    const down = setUp({ readManifest: () => Promise.reject(new Error('UNAVAILABLE')) });
    expect((await down.get('/wall')).status).toBe(503);
    expect(down.readWall).not.toHaveBeenCalled();
  });

  it('draws the wall without its cards when they cannot be read, says so, and reads them again on the next request', async () => {
    const { get, logs, readWall, draw } = setUp();
    readWall.mockRejectedValueOnce(new Error('UNAVAILABLE: firestore'));
    const page = await get('/wall');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    // The page as it was drawn before the function read the cards: the browser reads them.
    expect(page.body).toContain('name="onam-prerendered" content="/wall en 2026-08-18 ');
    expect(asked(draw)[0]).not.toHaveProperty('wall');
    expect(logs).toEqual([
      ['page-wall-read-failed', { path: '/wall', error: 'Error: UNAVAILABLE: firestore' }],
    ]);

    // Not remembered: the next request, within the minute, draws the page with the cards.
    readWall.mockResolvedValue(WALL);
    await get('/wall');
    expect(readWall).toHaveBeenCalledTimes(2);
    expect(asked(draw)[1]).toEqual(expect.objectContaining({ wall: WALL }));
    await get('/wall');
    expect(readWall).toHaveBeenCalledTimes(2);
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('draws the wall without its cards after the timeout when Firestore hangs, for every request waiting on it', async () => {
    jest.useFakeTimers({ now: CHOTHI });
    try {
      let reads = 0;
      const { get, logs, draw } = setUp({
        readWall: boundedRead(
          () => {
            reads += 1;
            return new Promise<WallPage>(() => undefined);
          },
          { timeoutMs: FIRESTORE_READ_TIMEOUT_MS, keepMs: 0 },
        ),
      });
      const waiting = Promise.all([get('/wall'), get('/wall', { 'accept-language': 'ml' })]);
      await jest.advanceTimersByTimeAsync(FIRESTORE_READ_TIMEOUT_MS);
      const answers = await waiting;
      expect(answers.map((answer) => [answer.status, answer.headers['cache-control']])).toEqual([
        [200, PAGE_CACHE_CONTROL],
        [200, PAGE_CACHE_CONTROL],
      ]);
      expect(answers[1]?.body).toContain('name="onam-prerendered" content="/wall ml 2026-08-18 ');
      expect(asked(draw).some((request) => 'wall' in request)).toBe(false);
      // The two drawings shared the one read.
      expect(reads).toBe(1);
      expect(logs).toContainEqual([
        'page-wall-read-failed',
        { path: '/wall', error: 'ReadTimedOut: no answer from Firestore in 3000 ms' },
      ]);

      const next = get('/wall');
      await jest.advanceTimersByTimeAsync(FIRESTORE_READ_TIMEOUT_MS);
      expect((await next).status).toBe(200);
      expect(reads).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the sides of a running canary', () => {
  const STABLE = 'http://localhost:3001/mf-manifest.json';
  const CANARY = 'http://localhost:3001/releases/games/1.5.0/mf-manifest.json';

  /** The real renderer, with the games' own server part (from source) for whichever version it names. */
  function withGames() {
    const entries: string[] = [];
    (globalThis as Record<string, unknown>).__GAMES_VERSION__ = 'test';
    const draw = inProcessDrawing(async (game) => {
      entries.push(game.entry);
      // From source, as the host's renderer is (the functions' type check stays out of it).
      const { modules } = jest.requireActual<{
        modules: Record<string, () => Promise<unknown>>;
      }>('../../../../../remote-games/src/server-modules');
      return { modules, stylesheets: () => [] };
    });
    return { entries, drawing: { draw } };
  }

  it("draws a canary-side visitor's game with the canary version, marks it so, and keeps each side's page apart", async () => {
    const games = withGames();
    const { get, setManifest } = setUp({
      assets: () => ({
        renderer,
        template: TEMPLATE,
        screenStyles: {},
        drawing: games.drawing,
      }),
    });
    setManifest(
      JSON.stringify(
        manifestFixture((m) => {
          const remote = m.remotes.games;
          if (remote) remote.canary = { entry: CANARY, version: '1.5.0', percent: 50 };
        }),
      ),
    );
    const canary = await get('/game', { cookie: '__session=ml.c' });
    expect(games.entries).toEqual([CANARY]);
    expect(canary.body).toMatch(/content="\/game ml 2026-08-18 [0-9a-f]{8} canary"/);
    expect(rootText(canary.body)).toContain('പൂക്കളം');

    const stable = await get('/game', { cookie: '__session=ml' });
    expect(games.entries).toEqual([CANARY, STABLE]);
    expect(stable.body).toMatch(/content="\/game ml 2026-08-18 [0-9a-f]{8}"/);
    expect(stable.headers.etag).not.toBe(canary.headers.etag);
    expect(stable.headers.vary).toBe('Accept-Language, Cookie');

    // A first visit carries no cookie: the stable side's page, in the browser's language.
    const first = await get('/game', { 'accept-language': 'en' });
    expect(games.entries.at(-1)).toBe(STABLE);
    expect(first.body).toMatch(/content="\/game en 2026-08-18 [0-9a-f]{8}"/);

    // Each side's page is remembered on its own.
    await get('/game', { cookie: '__session=ml.c' });
    expect(games.entries).toHaveLength(3);
  });

  it('draws a visitor whose cookie still says canary on the stable side once the canary has ended', async () => {
    const games = withGames();
    const { get } = setUp({
      assets: () => ({
        renderer,
        template: TEMPLATE,
        screenStyles: {},
        drawing: games.drawing,
      }),
    });
    const page = await get('/game', { cookie: '__session=en.c' });
    expect(games.entries).toEqual([STABLE]);
    expect(page.body).toMatch(/content="\/game en 2026-08-18 [0-9a-f]{8}"/);
  });
});
