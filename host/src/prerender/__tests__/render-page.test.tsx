import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { createLocaleStore } from '@onam/shared/i18n/locale-choice';
import { manifestFixture, routeEdit } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { signedOutAuthState } from '@onam/shared/session/auth-state';
import { AppTree } from '../../app/app-tree';
import { createRouter } from '../../app/router';
import { createBackendService } from '../../backend/backend-service';
import { createTrustedClock } from '../../campaign/trusted-clock';
import { remoteModuleQuery } from '../../federation/remote-module';
import type { WallPage } from '@onam/shared/backend/wishes';
import { jsonInHtml } from '../compose-page';
import { DRAWN_WALL_ID } from '@onam/shared/backend/wall-page';
import { renderPage, type ServerRemote } from '../render-page';

// The games remote's build define; its server part (the real one, from source) reads it.
(globalThis as Record<string, unknown>).__GAMES_VERSION__ = 'test';

jest.mock('canvas-confetti', () => ({
  __esModule: true,
  default: { create: () => Object.assign(async () => undefined, { reset: () => undefined }) },
}));

/** The games remote's server part as its build makes it, with the stylesheets its manifest lists. */
const gamesServer = async (): Promise<ServerRemote> => {
  const { modules } = await import('../../../../remote-games/src/server-modules');
  return {
    modules,
    stylesheets: (module) => [`http://localhost:3001/css/__federation_expose_${module}.css`],
  };
};

/** Chothi, the festival's third day, mid-morning in Kerala. */
const CHOTHI = Date.parse('2026-08-18T10:00:00+05:30');

/** A campaign on Firebase, whose backend keeps a wall (the local manifest's keeps none). */
const ON_FIREBASE = manifestFixture((json) => {
  json.backend.adapter = 'firebase';
});

const FIRST_PAGE: WallPage = {
  cards: [
    {
      id: 'w2',
      greeting: 'ponnonam',
      name: 'Anu',
      district: 'kollam',
      illustration: 'festival',
      approvedAt: '2026-08-26T05:00:00.000Z',
    },
    {
      id: 'w1',
      greeting: 'maveli',
      name: 'Meera',
      district: 'outside-kerala',
      illustration: 'festival',
      approvedAt: '2026-08-26T04:00:00.000Z',
    },
  ],
  next: null,
};

async function rendered(request: Partial<Parameters<typeof renderPage>[0]> = {}) {
  const result = await renderPage({
    manifest: manifestFixture(),
    path: '/',
    locale: 'en',
    now: CHOTHI,
    ...request,
  });
  if (!result.ok) throw new Error(result.reason);
  const container = document.createElement('div');
  container.innerHTML = result.html;
  return { result, container };
}

describe('renderPage', () => {
  it('draws the home page for the campaign, the language and the day: the brand, the festival day and a tile per game', async () => {
    const { result, container } = await rendered();
    expect(container.querySelector('h1')?.textContent).toBe('Onam Utsavam');
    expect(container.textContent).toContain('Kerala Vision presents');
    expect(container.textContent).toContain('Chothi');
    expect([...container.querySelectorAll('main li a')].map((a) => a.getAttribute('href'))).toEqual(
      ['/dress', '/eat', '/game', '/talk'],
    );
    expect(container.querySelector('header')?.textContent).toContain('Sign in');
    expect(result.marker).toEqual({
      path: '/',
      locale: 'en',
      date: '2026-08-18',
      digest: expect.stringMatching(/^[0-9a-f]{8}$/),
      side: 'stable',
    });
    expect(result.title).toBe('Onam Utsavam | Kerala Vision');
  });

  it("leads with the day's featured game and counts down to Thiruvonam, in both languages", async () => {
    const manifest = manifestFixture((m) => {
      const chothi = m.festival.days[2];
      if (chothi) chothi.featured = '/eat';
    });
    const { container } = await rendered({ manifest });
    const featured = container.querySelector('section[aria-labelledby="featured-title"]');
    expect(featured?.querySelector('h2')?.textContent).toBe("Today's game");
    expect(featured?.querySelector('a')?.getAttribute('href')).toBe('/eat');
    expect(featured?.textContent).toContain("Play today's game: Sadya");
    expect(container.textContent).toContain('8 days to Thiruvonam');
    // The hero links the calendar, as the header's navigation does.
    expect(
      [...container.querySelectorAll('a[href="/calendar"]')].map((a) => a.textContent),
    ).toEqual(['Festival days', 'The ten days of Onam']);

    const { container: ml } = await rendered({ manifest, locale: 'ml' });
    expect(ml.textContent).toContain('തിരുവോണം ദിനത്തിലേക്ക് ഇനി 8 ദിവസം');
    expect(ml.textContent).toContain('ഇന്നത്തെ കളി');
    // No feature the next day, and none before the festival.
    const { container: nextDay } = await rendered({
      manifest,
      now: Date.parse('2026-08-19T10:00:00+05:30'),
    });
    expect(nextDay.querySelector('section[aria-labelledby="featured-title"]')).toBeNull();
  });

  it('draws it in Malayalam', async () => {
    const { container } = await rendered({ locale: 'ml' });
    expect(container.textContent).toContain('ചോതി');
    expect(container.textContent).toContain('പൂക്കളം');
  });

  it('follows the manifest: a resting game has no tile, a switch-off shows its message', async () => {
    const { container } = await rendered({
      manifest: manifestFixture((m) => {
        routeEdit('/eat', { enabled: false })(m);
        m.switchOff = { message: 'The games are resting for a moment.' };
      }),
    });
    expect(container.querySelector('a[href="/eat"]')).toBeNull();
    expect(container.textContent).toContain('The games are resting for a moment.');
  });

  it("draws a game's page with the game's first screen from its remote's server part, and names the game's stylesheets", async () => {
    const entries: string[] = [];
    const { result, container } = await rendered({
      path: '/game',
      serverRemote: ({ remote, entry }) => (entries.push(`${remote} ${entry}`), gamesServer()),
    });
    expect(entries).toEqual(['games http://localhost:3001/mf-manifest.json']);
    expect(container.querySelector('main h1')?.textContent).toBe('Pookalam');
    expect(container.textContent).toContain('Lay a floral carpet of Kerala flowers');
    expect(container.querySelector('button[type="submit"], button')).not.toBeNull();
    expect(result.stylesheets).toEqual([
      'http://localhost:3001/css/__federation_expose_pookalam.css',
    ]);
    expect(result.marker.path).toBe('/game');
  });

  it("draws the canary side's page with the canary version's server part, and marks it so", async () => {
    const canary = 'http://localhost:3001/releases/games/0.2.0/mf-manifest.json';
    const manifest = manifestFixture((m) => {
      const games = m.remotes.games;
      if (games) games.canary = { entry: canary, version: '0.2.0', percent: 50 };
    });
    const entries: string[] = [];
    const serverRemote = ({ remote, entry }: { remote: string; entry: string }) => (
      entries.push(`${remote} ${entry}`),
      gamesServer()
    );
    const drawn = await rendered({ path: '/game', manifest, side: 'canary', serverRemote });
    expect(entries).toEqual([`games ${canary}`]);
    expect(drawn.result.marker.side).toBe('canary');

    const stable = await rendered({ path: '/game', manifest, side: 'stable', serverRemote });
    expect(entries[1]).toBe('games http://localhost:3001/mf-manifest.json');
    expect(stable.result.marker.side).toBe('stable');
  });

  it('draws a canary-side request stable once the canary has ended', async () => {
    const entries: string[] = [];
    const { result } = await rendered({
      path: '/game',
      side: 'canary',
      serverRemote: ({ remote, entry }) => (entries.push(`${remote} ${entry}`), gamesServer()),
    });
    expect(entries).toEqual(['games http://localhost:3001/mf-manifest.json']);
    expect(result.marker.side).toBe('stable');
  });

  it("draws the host's own page, with nothing from the remote, for a game not open today", async () => {
    const serverRemote = jest.fn(gamesServer);
    const { result, container } = await rendered({
      path: '/eat',
      manifest: manifestFixture(routeEdit('/eat', { enabled: false })),
      serverRemote,
    });
    expect(serverRemote).not.toHaveBeenCalled();
    expect(container.querySelector('main')?.textContent).not.toContain('How to play');
    expect(result.stylesheets).toEqual([]);
  });

  it('draws no game page whose remote has no server part for its game, or cannot be reached', async () => {
    await expect(
      renderPage({
        manifest: manifestFixture(),
        path: '/game',
        locale: 'en',
        now: CHOTHI,
        serverRemote: async () => ({ modules: {}, stylesheets: () => [] }),
      }),
    ).resolves.toEqual({ ok: false, reason: 'games 0.1.0 has no server part for pookalam' });
    await expect(
      renderPage({
        manifest: manifestFixture(),
        path: '/game',
        locale: 'en',
        now: CHOTHI,
        serverRemote: () => Promise.reject(new Error('connect ECONNREFUSED')),
      }),
    ).resolves.toEqual({
      ok: false,
      reason: "games 0.1.0's server part: Error: connect ECONNREFUSED",
    });
    // With none given, a game's page is not drawn either.
    await expect(
      renderPage({ manifest: manifestFixture(), path: '/game', locale: 'en', now: CHOTHI }),
    ).resolves.toEqual({ ok: false, reason: 'no server part was given for games 0.1.0' });
  });

  it('draws the card maker for the card its link names, in both languages, with the brand title', async () => {
    const { result, container } = await rendered({
      path: '/celebrate',
      search: '?greeting=hrudayam&name=Anu',
    });
    expect(container.querySelector('h1')?.textContent).toBe('Celebrate');
    expect(container.textContent).toContain('Anu sent you an Onam greeting.');
    expect(container.querySelector<HTMLInputElement>('input[autocomplete="name"]')?.value).toBe(
      'Anu',
    );
    const chosen = container.querySelector<HTMLInputElement>('input[type="radio"][checked]');
    expect(chosen?.value).toBe('hrudayam');
    expect(result.marker.path).toBe('/celebrate');
    expect(result.screen).toBe('screen-celebrate');
    expect(result.title).toBe('Onam Utsavam | Kerala Vision');

    const { result: ml, container: mlPage } = await rendered({
      path: '/celebrate',
      search: '?greeting=hrudayam&name=Anu',
      locale: 'ml',
    });
    expect(mlPage.querySelector('h1')?.textContent).toBe('ആഘോഷിക്കാം');
    expect(ml.title).toBe('ഓണം ഉത്സവം | Kerala Vision');
    // Without a link's card, the maker is a fresh one.
    const { container: fresh } = await rendered({ path: '/celebrate' });
    expect(fresh.textContent).not.toContain('sent you an Onam greeting');
  });

  it("draws the wall's frame with its cards' places kept, the calendar with today marked, and the privacy notice", async () => {
    const { result: wall, container: wallPage } = await rendered({
      path: '/wall',
      manifest: ON_FIREBASE,
    });
    expect(wallPage.querySelector('h1')?.textContent).toBe('Wall of wishes');
    expect(
      [...wallPage.querySelectorAll('[role="status"]')].map((status) => status.textContent),
    ).toContain('Loading the wall…');
    expect(wallPage.querySelectorAll('ul[aria-hidden="true"] li')).toHaveLength(3);
    expect(wall.screen).toBe('screen-wall');
    expect(wall.wallPage).toBeUndefined();

    const { container: calendar } = await rendered({ path: '/calendar', locale: 'ml' });
    expect(calendar.querySelectorAll('ol > li')).toHaveLength(10);
    expect(calendar.querySelector('[aria-current="date"] h2')?.textContent).toContain('ചോതി');

    const { result: privacy, container: notice } = await rendered({ path: '/privacy' });
    expect(notice.querySelector('h1')?.textContent).toBe('Privacy notice');
    expect(privacy.screen).toBe('screen-privacy');
  });

  it('draws the wall with the first page of cards the server read, and carries that page for the app', async () => {
    const { result, container } = await rendered({
      path: '/wall',
      manifest: ON_FIREBASE,
      wall: FIRST_PAGE,
    });
    const cards = container.querySelectorAll('ul[aria-label="Cards on the wall"] article');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('Anu');
    expect(cards[1]?.textContent).toContain('Meera');
    // Signed out, as every drawn page is: the press is held until the backend says who is here.
    expect(cards[0]?.querySelector('button')?.textContent).toBe('Sign in to report a card');
    expect(container.textContent).not.toContain('Loading the wall');
    expect(result.wallPage).toEqual(FIRST_PAGE);
    // Only the wall draws it.
    const home = await rendered({ path: '/', manifest: ON_FIREBASE, wall: FIRST_PAGE });
    expect(home.result.wallPage).toBeUndefined();
  });

  it('draws no style attribute, which the Content-Security-Policy refuses on a drawn page', async () => {
    for (const request of [
      { path: '/' },
      { path: '/wall', manifest: ON_FIREBASE, wall: FIRST_PAGE },
      { path: '/calendar' },
      { path: '/privacy' },
      { path: '/celebrate', search: '?greeting=maveli&name=Anu' },
      { path: '/game', serverRemote: gamesServer },
      { path: '/dress', serverRemote: gamesServer },
      { path: '/eat', serverRemote: gamesServer },
    ]) {
      const { container } = await rendered(request);
      const styled = [...container.querySelectorAll('[style]')].map((element) =>
        element.outerHTML.slice(0, 80),
      );
      expect({ path: request.path, styled }).toEqual({ path: request.path, styled: [] });
    }
  });

  it('draws, on a site whose backend keeps no wall (the local adapter), that the wall needs the backend', async () => {
    const { container } = await rendered({ path: '/wall' });
    expect(container.textContent).toContain('The wall of wishes needs the site’s backend');
    expect(container.textContent).not.toContain('Loading the wall');
  });

  it('draws a page from no more of its query than it reads, so one drawing serves every link to a page or a card', async () => {
    const plain = await rendered({ path: '/wall' });
    const tagged = await rendered({ path: '/wall', search: '?fbclid=abc' });
    expect(tagged.result.html).toBe(plain.result.html);
    const card = await rendered({ path: '/celebrate', search: '?name=Anu&greeting=maveli' });
    const clicked = await rendered({
      path: '/celebrate',
      search: '?greeting=maveli&fbclid=abc&name=Anu',
    });
    expect(clicked.result.html).toBe(card.result.html);
    expect(card.result.html).toContain('Anu sent you');
    // The card maker's sign-in link brings the visitor back to the link's card.
    expect(card.container.querySelector('a[href^="/login"]')?.getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/celebrate?greeting=maveli&name=Anu')}`,
    );
  });

  it('draws nothing for a path that is not prerendered, or from a manifest that fails its schema', async () => {
    await expect(
      renderPage({ manifest: manifestFixture(), path: '/talk', locale: 'en', now: CHOTHI }),
    ).resolves.toEqual({
      ok: false,
      reason: '/talk is not prerendered',
    });
    const invalid = await renderPage({
      manifest: { brand: {} },
      path: '/',
      locale: 'en',
      now: CHOTHI,
    });
    expect(invalid).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^invalid manifest/),
    });
  });

  /** The page's own tree over a prerendered container, as bootstrap.tsx hydrates it. */
  async function hydrate(
    container: HTMLElement,
    queryClient = new QueryClient(),
    campaign = manifestFixture(),
  ) {
    document.body.append(container);
    // The router restores the scroll position, which jsdom does not implement.
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const clock = createTrustedClock(() => CHOTHI);
    const { router, transition } = createRouter(signedOutAuthState);
    await act(async () => {
      await new Promise<void>((resolve) => {
        if (router.state.initialized) return resolve();
        const stop = router.subscribe((state) => state.initialized && (stop(), resolve()));
      });
    });
    const mismatches: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <AppTree
          store={{ current: () => campaign, subscribe: () => () => undefined, clock }}
          queryClient={queryClient}
          backend={createBackendService(campaign.backend, () => new Promise(() => undefined))}
          navigate={() => undefined}
          transition={transition}
          localeStore={createLocaleStore({ storage: null, languages: ['en'] })}
        >
          <RouterProvider router={router} />
        </AppTree>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    return {
      mismatches,
      cleanUp: () => {
        act(() => root?.unmount());
        container.remove();
      },
    };
  }

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is adopted by the page as it stands: hydration keeps every element and reports no mismatch', async () => {
    const { container } = await rendered();
    const heading = container.querySelector('h1');
    const tile = container.querySelector('a[href="/game"]');
    const { mismatches, cleanUp } = await hydrate(container);
    expect(mismatches).toEqual([]);
    expect(heading?.isConnected).toBe(true);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('a[href="/game"]')).toBe(tile);
    cleanUp();
  });

  it('is adopted on the card maker drawn for its link, and the maker then answers', async () => {
    // What else the link's query says (a click id) is not drawn, and need not be.
    window.history.replaceState(null, '', '/celebrate?greeting=hrudayam&name=Anu&fbclid=abc');
    const { container } = await rendered({
      path: '/celebrate',
      search: '?greeting=hrudayam&name=Anu',
    });
    const heading = container.querySelector('h1');
    const { mismatches, cleanUp } = await hydrate(container);
    expect(mismatches).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    const maveli = screen.getByRole('radio', { name: /maveli/i });
    await act(async () => maveli.click());
    expect(maveli).toBeChecked();
    expect(screen.getByRole('img', { name: /Maveli naadu/ })).toBeInTheDocument();
    cleanUp();
  });

  it("is adopted on the wall's frame, the calendar and the privacy notice", async () => {
    for (const path of ['/wall', '/calendar', '/privacy']) {
      window.history.replaceState(null, '', path);
      const { container } = await rendered({ path });
      const heading = container.querySelector('h1');
      const { mismatches, cleanUp } = await hydrate(container);
      expect({ path, mismatches }).toEqual({ path, mismatches: [] });
      expect(container.querySelector('h1')).toBe(heading);
      cleanUp();
    }
  });

  it('is adopted on the wall drawn with its cards, read back from what the page carries', async () => {
    window.history.replaceState(null, '', '/wall');
    const { result, container } = await rendered({
      path: '/wall',
      manifest: ON_FIREBASE,
      wall: FIRST_PAGE,
    });
    const carried = document.createElement('script');
    carried.type = 'application/json';
    carried.id = DRAWN_WALL_ID;
    carried.textContent = jsonInHtml(result.wallPage);
    document.body.append(carried);
    const card = container.querySelector('article');
    const { mismatches, cleanUp } = await hydrate(container, new QueryClient(), ON_FIREBASE);
    expect(mismatches).toEqual([]);
    expect(container.querySelector('article')).toBe(card);
    expect(card?.textContent).toContain('Anu');
    cleanUp();
    carried.remove();
  });

  it("is adopted on a game's page once the game's module is there, and the game then answers", async () => {
    window.history.replaceState(null, '', '/game');
    localStorage.setItem('onam:tutorial:pookalam', 'seen');
    const { container } = await rendered({ path: '/game', serverRemote: gamesServer });
    const intro = [...container.querySelectorAll('p')].find((p) =>
      p.textContent?.startsWith('Lay a floral carpet'),
    );
    // What bootstrap.tsx waits for before hydrating: the game's module in the page's query.
    const queryClient = new QueryClient();
    const { default: Pookalam, meta } =
      await import('../../../../remote-games/src/pookalam/pookalam-game');
    queryClient.setQueryData(
      remoteModuleQuery({ remote: 'games', module: 'pookalam' }, 'game').queryKey,
      { default: Pookalam, meta },
    );
    const { mismatches, cleanUp } = await hydrate(container, queryClient);
    expect(mismatches).toEqual([]);
    expect(intro?.isConnected).toBe(true);
    const start = screen.getByRole('button', { name: /start/i });
    await act(async () => start.click());
    expect(intro?.isConnected).toBe(false);
    cleanUp();
    localStorage.clear();
  });
});
