/** @jest-environment node */
// A page drawn the way the pages function draws it: planned here, its body drawn in a sandbox with
// the server part of the version it shows, read from the version's published files and checked
// against its record. The host's renderer and drawing stand in small here (the real ones are the
// host's build, drawn end to end in the browser tests); the server parts are the attacks. Each
// bad server part leaves its page undrawn, with a reason (the function then serves the app's
// shell, which draws the page in the browser), and the other pages go on being drawn.
import { GAMES_REMOTE } from '@onam/shared/contracts/game';
import { pageDrawing, type HostRenderer, type PageDrawing } from '../page-drawing';
import { PAGE_LIMITS } from '../limits';
import { fetchPublished, publishedFiles } from '../published-files';
import type { ReleaseRegistry } from '../registry';
import { servePackages, type ServedPackages } from '../testing/served-packages';

const PARTS = { drawing: 'draw-page', serverPart: 'server-part' };

/** What the pages need of a manifest here: the games remote's version, and its entry. */
const manifestOf = (version: string, entry: string) => ({
  remotes: { games: { version, entry } },
});

/** The host's renderer, small: `/` is the host's own page, `/game` shows the games' pookalam. */
const renderer: HostRenderer = {
  PRERENDERED_PATHS: ['/', '/game'],
  DRAW_PAGE_PARTS: PARTS,
  pageQuery: () => '',
  planPage: (request) => {
    const games = (request.manifest as ReturnType<typeof manifestOf>).remotes.games;
    return {
      ok: true,
      path: request.path,
      search: '',
      side: 'stable',
      screen: request.path === '/' ? 'screen-home' : 'screen-game',
      marker: {
        path: request.path,
        locale: request.locale,
        date: '2026-08-18',
        digest: '00000000',
        side: 'stable',
      },
      game:
        request.path === '/game'
          ? { remote: GAMES_REMOTE, version: games.version, entry: games.entry, module: 'pookalam' }
          : null,
    };
  },
  composeDocument: ({ html, gameStylesheets = [] }) =>
    `<!doctype html>${gameStylesheets.map((href) => `<link href=${href}>`).join('')}<div id=root>${html}</div>`,
  stylesheetsOf: (text, entry) => (module) =>
    ((JSON.parse(text) as { css?: Record<string, string[]> }).css?.[module] ?? []).map(
      (file) => new URL(file, entry).href,
    ),
};

/** The host's drawing, small: its own page, or the server part's game drawn into it. */
const DRAWING = `
exports.SHARED_MODULES = { react: { drawnBy: 'the host' } };
exports.drawPage = async function (request, moduleOf) {
  var part = moduleOf('server-part');
  if (!part) return { ok: true, html: '<main>the host draws ' + request.path + '</main>' };
  var game = await part.modules.pookalam();
  return { ok: true, html: '<main>' + game.draw() + '</main>' };
};`;

const serverPart = (draw: string, before = '') => `${before}
var react = require('react');
exports.modules = { pookalam: async function () { return { draw: function () { ${draw} } }; } };`;

const ATTACKS: Record<string, { version: string; source: string; reason: RegExp }> = {
  'draws 5 MB of HTML': {
    version: '7.0.1',
    source: serverPart("return '<p>' + 'x'.repeat(5 * 1024 * 1024) + '</p>';"),
    reason: /answered \d+ characters, over its budget of 1000000/,
  },
  'never returns': {
    version: '7.0.2',
    source: serverPart('for (;;) {}'),
    reason: /ran out of its time budget/,
  },
  throws: {
    version: '7.0.3',
    source: serverPart("throw new RangeError('no such flower');"),
    reason: /RangeError: no such flower/,
  },
  'requires child_process': {
    version: '7.0.4',
    source: serverPart("return 'x';", "var cp = require('child_process'); cp.execSync('id');"),
    reason: /requires "child_process", which the sandbox does not provide/,
  },
  'reads process.env': {
    version: '7.0.5',
    source: serverPart('return process.env.GOOGLE_APPLICATION_CREDENTIALS;'),
    reason: /ReferenceError: process is not defined/,
  },
};

describe('pages drawn with a version’s server part from its published package', () => {
  jest.setTimeout(60_000);
  let served: ServedPackages;
  let drawing: PageDrawing;
  const records = new Map<string, Awaited<ReturnType<ServedPackages['publish']>>>();
  const registry: ReleaseRegistry = {
    record: async (_remote, version) => records.get(version) ?? null,
  };
  const publish = (version: string, source: string, served_?: Record<string, string>) => {
    const record = served.publish(
      GAMES_REMOTE,
      version,
      {
        'server/modules.cjs': source,
        'mf-manifest.json': JSON.stringify({ css: { pookalam: ['css/pookalam.1.css'] } }),
      },
      served_ ? { served: served_ } : {},
    );
    records.set(version, record);
    return record;
  };
  const draw = (path: string, version: string, entry?: string) =>
    drawing.draw({
      template: '',
      screenStyles: {},
      manifest: manifestOf(version, entry ?? `${served.origin}/${version}/mf-manifest.json`),
      path,
      locale: 'en',
      now: 0,
    });

  beforeAll(async () => {
    served = await servePackages();
    publish(
      '1.0.0',
      serverPart("return '<h1>' + react.drawnBy + ' lends React to the pookalam</h1>';"),
    );
    for (const attack of Object.values(ATTACKS)) publish(attack.version, attack.source);
    publish('7.0.6', serverPart("return '<h1>Pookalam</h1>';"), {
      'server/modules.cjs': serverPart("return '<script>steal()</script>';"),
    });
    drawing = pageDrawing({
      renderer,
      drawing: DRAWING,
      registry,
      files: publishedFiles(fetchPublished()),
      // The production budgets; keep all the attacks' sandboxes at once.
      limits: PAGE_LIMITS,
      keep: 10,
    });
  });
  afterAll(async () => {
    await drawing?.close();
    await served?.close();
  });

  it("draws a game's page with its version's server part, given only what the contract hands in, and links its stylesheets", async () => {
    const drawn = await draw('/game', '1.0.0');
    expect(drawn).toEqual({
      ok: true,
      marker: expect.objectContaining({ path: '/game' }),
      page: `<!doctype html><link href=${served.origin}/1.0.0/css/pookalam.1.css><div id=root><main><h1>the host lends React to the pookalam</h1></main></div>`,
    });
  });

  it.each(Object.entries(ATTACKS))(
    'draws no page with a server part that %s, and says why',
    async (_name, attack) => {
      const drawn = await draw('/game', attack.version);
      expect(drawn.ok).toBe(false);
      expect(!drawn.ok && drawn.reason).toMatch(attack.reason);
    },
  );

  it('runs no server part whose bytes differ from their pin', async () => {
    const drawn = await draw('/game', '7.0.6');
    expect(!drawn.ok && drawn.reason).toMatch(
      /server\/modules\.cjs from .* does not match the SHA-256 its release recorded; it is not run/,
    );
  });

  it('draws no game page for a version with no release record, or named at another address than its own', async () => {
    expect(await draw('/game', '9.9.9')).toEqual({
      ok: false,
      reason: 'games 9.9.9 has no release record',
    });
    const elsewhere = await draw(
      '/game',
      '1.0.0',
      'https://attacker.example/1.0.0/mf-manifest.json',
    );
    expect(!elsewhere.ok && elsewhere.reason).toMatch(
      /^the manifest names https:\/\/attacker\.example\/1\.0\.0\/mf-manifest\.json for games 1\.0\.0, whose release is served at http:\/\/127\.0\.0\.1:\d+\/1\.0\.0\/mf-manifest\.json$/,
    );
  });

  it("reads a version's files once for all the pages it draws, not once a page", async () => {
    const files = publishedFiles(fetchPublished());
    const asked: string[] = [];
    const counted = pageDrawing({
      renderer,
      drawing: DRAWING,
      registry,
      files: { file: (record, file) => (asked.push(file), files.file(record, file)) },
      limits: PAGE_LIMITS,
    });
    try {
      for (let n = 0; n < 5; n += 1) {
        expect(
          await counted.draw({
            template: '',
            screenStyles: {},
            manifest: manifestOf('1.0.0', `${served.origin}/1.0.0/mf-manifest.json`),
            path: '/game',
            locale: n % 2 ? 'ml' : 'en',
            now: 0,
          }),
        ).toMatchObject({ ok: true });
      }
      expect(asked.sort()).toEqual(['mf-manifest.json', 'server/modules.cjs']);
    } finally {
      await counted.close();
    }
  });

  it("goes on drawing the host's pages, and the honest version's, after every attack", async () => {
    expect(await draw('/', '7.0.2')).toMatchObject({
      ok: true,
      page: expect.stringContaining('<main>the host draws /</main>'),
    });
    expect(await draw('/game', '1.0.0')).toMatchObject({ ok: true });
  });
});
