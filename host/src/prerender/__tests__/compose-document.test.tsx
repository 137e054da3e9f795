import { manifestFixture } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { PRERENDER_MANIFEST_ID } from '../names';
import { composeDocument } from '../compose-document';
import { planPage } from '../plan-page';
import { renderPage, type RenderRequest, type ServerRemote } from '../render-page';

(globalThis as Record<string, unknown>).__GAMES_VERSION__ = 'test';

jest.mock('canvas-confetti', () => ({
  __esModule: true,
  default: { create: () => Object.assign(async () => undefined, { reset: () => undefined }) },
}));

/**
 * A whole page as the pages function and the preview put it together (deploy/game-packages/
 * page-drawing.ts): planned, its body drawn (here in this process, not in a sandbox), composed.
 */
async function renderDocument({
  template,
  screenStyles,
  ...request
}: RenderRequest & { template: string; screenStyles: Record<string, string[]> }): Promise<
  { ok: true; marker: unknown; page: string } | { ok: false; reason: string }
> {
  const drawn = await renderPage(request);
  if (!drawn.ok) return drawn;
  const plan = planPage(request);
  if (!plan.ok) return plan;
  return {
    ok: true as const,
    marker: plan.marker,
    page: composeDocument({
      template,
      screenStyles,
      plan,
      html: drawn.html,
      gameStylesheets: drawn.stylesheets,
      wallPage: drawn.wallPage,
    }),
  };
}

const gamesServer = async (): Promise<ServerRemote> => {
  const { modules } = await import('../../../../remote-games/src/server-modules');
  return { modules, stylesheets: (module) => [`http://localhost:3001/css/${module}.css`] };
};

/** The host build's app.html, in short: it links the home screen's stylesheet already. */
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Onam</title><link href=/css/screen-home.1.css rel=stylesheet></head><body><div id=root></div></body></html>';
const SCREEN_STYLES = {
  'screen-home': ['/css/screen-home.1.css'],
  'screen-game': ['/css/screen-game.2.css'],
};
const CHOTHI = Date.parse('2026-08-18T10:00:00+05:30');

function parsed(page: string) {
  return new DOMParser().parseFromString(page, 'text/html');
}

describe('composeDocument: a whole page for one request', () => {
  it('puts the drawn home page into app.html with its marker, its words and the manifest it was drawn from', async () => {
    const result = await renderDocument({
      template: TEMPLATE,
      screenStyles: SCREEN_STYLES,
      manifest: manifestFixture(),
      path: '/',
      locale: 'ml',
      now: CHOTHI,
    });
    if (!result.ok) throw new Error(result.reason);
    const doc = parsed(result.page);
    expect(doc.querySelector('meta[name="onam-prerendered"]')?.getAttribute('content')).toMatch(
      /^\/ ml 2026-08-18 [0-9a-f]{8}$/,
    );
    expect(doc.getElementById('root')?.textContent).toContain('ചോതി');
    expect(doc.title).toBe('ഓണം ഉത്സവം | Kerala Vision');
    expect(doc.getElementById(PRERENDER_MANIFEST_ID)).not.toBeNull();
    // The template links the home screen's stylesheet already: not twice.
    expect(result.page.match(/screen-home\.1\.css/g)).toHaveLength(1);
  });

  it("links a game page's screen stylesheets, then its game's", async () => {
    const result = await renderDocument({
      template: TEMPLATE,
      screenStyles: SCREEN_STYLES,
      manifest: manifestFixture(),
      path: '/game',
      locale: 'en',
      now: CHOTHI,
      serverRemote: () => gamesServer(),
    });
    if (!result.ok) throw new Error(result.reason);
    const links = [...parsed(result.page).querySelectorAll('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(links).toEqual([
      '/css/screen-home.1.css',
      '/css/screen-game.2.css',
      'http://localhost:3001/css/pookalam.css',
    ]);
  });

  it('says why when there is no page to draw', async () => {
    expect(
      await renderDocument({
        template: TEMPLATE,
        screenStyles: SCREEN_STYLES,
        manifest: { brand: {} },
        path: '/',
        locale: 'en',
        now: CHOTHI,
      }),
    ).toEqual({ ok: false, reason: expect.stringMatching(/^invalid manifest/) });
  });

  it('draws no page for a game address the campaign never had: the app answers it with a 404', () => {
    expect(
      planPage({
        manifest: manifestFixture(),
        path: '/play/no-such-game',
        locale: 'en',
        now: CHOTHI,
      }),
    ).toEqual({ ok: false, reason: '/play/no-such-game is no game of this campaign' });
  });
});
