/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { removeTempDirs, tempDir } from '../../cli/__tests__/fixtures';
import { releasesRoot, repoRoot } from '../../scripts/apps.mjs';
import {
  createPrerenderer,
  previewServerParts,
  releasedServerParts,
  type Renderer,
} from '../prerender.mjs';

const TEMPLATE =
  '<!doctype html><html><head><meta charset=utf-8><link rel=stylesheet href=/css/screen-home.1.css></head><body><div id=root></div></body></html>';

/** host/dist/screen-styles.json as the host build writes it. */
const SCREEN_STYLES = {
  'screen-home': ['/css/screen-home.1.css'],
  'screen-game': ['/css/screen-game.2.css'],
};

/** A renderer that says what it was asked, as render-page.cjs would draw it. */
function fakeRenderer(): Renderer & { calls: unknown[] } {
  const calls: unknown[] = [];
  return {
    calls,
    PRERENDERED_PATHS: ['/', '/game'],
    INLINE_SCRIPT: 'window.ran=1',
    INLINE_SCRIPT_HASH: "'sha256-x'",
    async renderPage(request) {
      calls.push(request);
      const manifest = request.manifest as { brand?: { product?: string } };
      if (!manifest.brand?.product) return { ok: false, reason: 'invalid manifest: brand' };
      return {
        ok: true,
        html: `<h1>${manifest.brand.product}</h1>`,
        marker: {
          path: request.path,
          locale: request.locale,
          date: '2026-08-18',
          digest: 'd62a8cd7',
        },
        manifest,
        title: `${manifest.brand.product} | Kerala Vision`,
        themeColor: '#1b5e20',
        screen: request.path === '/' ? 'screen-home' : 'screen-game',
        stylesheets: request.path === '/' ? [] : ['http://games.test/css/pookalam.3.css'],
      };
    },
    composePage: ({ template, html, script, stylesheets = [], manifest }) =>
      template
        .replace('</head>', `${stylesheets.map((href) => `<link href=${href}>`).join('')}</head>`)
        .replace('<div id=root></div>', `<script>${script}</script><div id=root>${html}</div>`)
        .replace(
          '</body>',
          `<script type=application/json>${JSON.stringify(manifest)}</script></body>`,
        ),
  };
}

function files(campaign: string) {
  const dir = tempDir('prerender-');
  const templateFile = path.join(dir, 'app.html');
  const campaignFile = path.join(dir, 'campaign.json');
  writeFileSync(templateFile, TEMPLATE);
  writeFileSync(path.join(dir, 'screen-styles.json'), JSON.stringify(SCREEN_STYLES));
  writeFileSync(campaignFile, campaign);
  return { templateFile, campaignFile, serverParts: { releasesDir: path.join(dir, 'releases') } };
}

afterAll(removeTempDirs);

describe('the preview prerenders the home page from the manifest it serves', () => {
  it('draws / from the manifest file as it is now, at the current time, into the built page', async () => {
    const renderer = fakeRenderer();
    const { templateFile, campaignFile, serverParts } = files(
      JSON.stringify({ brand: { product: 'Onam Utsavam' } }),
    );
    const prerender = createPrerenderer({
      renderer,
      templateFile,
      campaignFile,
      serverParts,
      now: () => 1234,
    });
    expect(await prerender('/')).toBe(
      '<!doctype html><html><head><meta charset=utf-8><link rel=stylesheet href=/css/screen-home.1.css></head><body><script>window.ran=1</script><div id=root><h1>Onam Utsavam</h1></div><script type=application/json>{"brand":{"product":"Onam Utsavam"}}</script></body></html>',
    );
    expect(renderer.calls).toEqual([
      {
        manifest: { brand: { product: 'Onam Utsavam' } },
        path: '/',
        locale: 'en',
        now: 1234,
        serverParts,
      },
    ]);

    // An operator's change shows on the next request.
    writeFileSync(campaignFile, JSON.stringify({ brand: { product: 'Ponnonam' } }));
    expect(await prerender('/')).toContain('<h1>Ponnonam</h1>');
  });

  it("links a game page's screen stylesheets and its game's, each once", async () => {
    const renderer = fakeRenderer();
    const prerender = createPrerenderer({
      renderer,
      ...files(JSON.stringify({ brand: { product: 'Onam Utsavam' } })),
    });
    expect(await prerender('/game')).toContain(
      '<link rel=stylesheet href=/css/screen-home.1.css><link href=/css/screen-game.2.css><link href=http://games.test/css/pookalam.3.css></head>',
    );
  });

  it('leaves other paths to the plain page', async () => {
    const renderer = fakeRenderer();
    const prerender = createPrerenderer({ renderer, ...files('{}') });
    expect(await prerender('/talk')).toBeUndefined();
    expect(renderer.calls).toEqual([]);
  });

  it('leaves the page plain, and says why, when the manifest cannot be read or fails its schema', async () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    const unreadable = createPrerenderer({
      renderer: fakeRenderer(),
      ...files('{ not json'),
      warn,
    });
    expect(await unreadable('/')).toBeUndefined();
    const invalid = createPrerenderer({ renderer: fakeRenderer(), ...files('{"brand":{}}'), warn });
    expect(await invalid('/')).toBeUndefined();
    expect(warnings).toEqual([
      expect.stringMatching(/^\[prerender\] \/ not prerendered: SyntaxError/),
      '[prerender] / not prerendered: invalid manifest: brand',
    ]);
  });
});

describe("where the games' server parts are read from (docs/decisions/028)", () => {
  it('for a deploy: the release tree alone, never a remote origin or a current build', () => {
    expect(releasedServerParts()).toEqual({ releasesDir: releasesRoot });
    expect(releasesRoot).toBe(path.join(repoRoot, 'deploy/releases'));
  });

  it("for the preview: the release tree, and each remote's own dist/ at the origin it serves it on", () => {
    expect(previewServerParts()).toEqual({
      releasesDir: releasesRoot,
      currentBuilds: {
        games: { origin: 'http://localhost:3001', dir: path.join(repoRoot, 'remote-games/dist') },
        auth: { origin: 'http://localhost:3002', dir: path.join(repoRoot, 'remote-auth/dist') },
      },
    });
    // The bench serves the remotes 1000 ports up.
    expect(previewServerParts(1000).currentBuilds).toMatchObject({
      games: { origin: 'http://localhost:4001' },
      auth: { origin: 'http://localhost:4002' },
    });
  });
});
