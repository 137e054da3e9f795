import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { useLiveManifest } from './support/servers';
import { createAccount, newVisitor, signIn } from './support/auth';

const HOME_HEADING = { level: 1, name: 'Onam Utsavam' } as const;

/** The welcome tutorial appears by itself on a first visit; most stories start after it. */
async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => localStorage.setItem('onam:tutorial:welcome', 'seen'));
}

test.describe('routes', () => {
  test.beforeEach(({ page }) => asReturningVisitor(page));

  for (const { path, heading } of [
    { path: '/', heading: 'Onam Utsavam' },
    { path: '/celebrate', heading: 'Celebrate' },
    { path: '/dress', heading: 'Dress up for Onam' },
    { path: '/eat', heading: 'Onam sadya' },
    { path: '/game', heading: 'Pookalam' },
    { path: '/login', heading: 'Your festival account' },
  ]) {
    test(`${path} shows its screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  for (const path of ['/dashboard', '/talk']) {
    test(`${path} sends a signed-out visitor to sign in, and remembers where they were going`, async ({
      page,
    }) => {
      await page.goto(`${path}?from=test`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your festival account' }),
      ).toBeVisible();
      await expect(page.getByText('Please sign in to see that page.')).toBeVisible();
      const url = new URL(page.url());
      expect(url.pathname).toBe('/login');
      expect(url.searchParams.get('redirect')).toBe(`${path}?from=test`);
    });
  }

  test('/login uses the auth layout, a card without the site navigation', async ({ page }) => {
    await page.goto('/login');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your festival account' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the festival' }).click();
    await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('an unknown address is the 404 page, with a link back home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
  });

  test('a game address no campaign ever had is the 404 page, not a game resting', async ({
    page,
  }) => {
    await page.goto('/play/no-such-game');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
    await expect(page.getByText(/resting/i)).toHaveCount(0);
  });
});

test.describe('page transition', () => {
  test.beforeEach(({ page }) => asReturningVisitor(page));

  /** Records, in order, the transition's phases and which screen is inside it. */
  async function recordTransition(page: Page) {
    await page.evaluate(() => {
      const box = document.querySelector('[data-transition="page"]');
      if (!box) throw new Error('no page transition');
      const log: string[] = [];
      (window as unknown as { transitionLog: string[] }).transitionLog = log;
      const screen = () => box.querySelector('h1')?.textContent ?? '(none)';
      const entry = () => `${box.getAttribute('data-phase')}:${screen()}`;
      // A change of phase or screen, not any change inside the box: the old screen may still be
      // updating while it leaves (a play icon arriving).
      let last = entry();
      new MutationObserver(() => {
        const next = entry();
        if (next === last) return;
        last = next;
        log.push(next);
      }).observe(box, { attributes: true, childList: true, subtree: true });
      box.addEventListener('animationend', () =>
        log.push(`ended-${box.getAttribute('data-phase')}:${screen()}`),
      );
    });
  }

  test("the old screen leaves fully before the new one enters ('page', out-in)", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
    await recordTransition(page);
    await page.getByRole('link', { name: 'Celebrate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Celebrate' })).toBeVisible();
    await expect(page.locator('[data-transition="page"]')).toHaveAttribute('data-phase', 'idle');
    const log = await page.evaluate(
      () => (window as unknown as { transitionLog: string[] }).transitionLog,
    );
    expect(log).toEqual([
      'leave:Onam Utsavam',
      'ended-leave:Onam Utsavam',
      'enter:Celebrate',
      'ended-enter:Celebrate',
      'idle:Celebrate',
    ]);
  });

  test('is instant when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
    await recordTransition(page);
    await page.getByRole('link', { name: 'Celebrate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Celebrate' })).toBeVisible();
    const log = await page.evaluate(
      () => (window as unknown as { transitionLog: string[] }).transitionLog,
    );
    expect(log).toEqual(['idle:Celebrate']);
  });
});

test('each route change pushes a page view to the data layer about 250 ms later', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.addInitScript(() => {
    const stamped: { at: number; event: unknown }[] = [];
    (window as unknown as { stamped: typeof stamped }).stamped = stamped;
    const layer: unknown[] = [];
    layer.push = (...events: unknown[]) => {
      for (const event of events) {
        // Only page views: web-vitals reports land in the same layer at their own times.
        if ((event as { event?: unknown }).event === 'page_view')
          stamped.push({ at: performance.now(), event });
      }
      return Array.prototype.push.apply(layer, events);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  await page.goto('/');
  await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter(
          (entry) => entry.event === 'page_view',
        ),
      ),
    )
    .toEqual([
      {
        event: 'page_view',
        pageType: 'PageView',
        pageUrl: '/',
        pageTitle: 'Onam Utsavam | Kerala Vision',
        routeName: 'index',
      },
    ]);

  // The moment the address changes is the route change.
  await page.evaluate(() => {
    const win = window as unknown as { changedAt?: number };
    const original = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History['pushState']>) => {
      win.changedAt = performance.now();
      original(...args);
    };
  });
  await page.getByRole('link', { name: 'Celebrate' }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { stamped: { event: unknown }[] }).stamped.length),
    )
    .toBe(2);
  const { changedAt, stamped } = await page.evaluate(() => {
    const win = window as unknown as {
      changedAt: number;
      stamped: { at: number; event: unknown }[];
    };
    return { changedAt: win.changedAt, stamped: win.stamped };
  });
  expect(stamped[1]?.event).toMatchObject({ pageUrl: '/celebrate', routeName: 'celebrate' });
  const delay = (stamped[1]?.at ?? 0) - changedAt;
  // Never sooner than the delay; how much later depends on how busy the machine is, so there is no
  // upper bound here (page-view.test.ts checks the 250 ms exactly, on Jest's clock).
  expect(delay).toBeGreaterThanOrEqual(245);
});

test.describe('loading bar', () => {
  test.beforeEach(({ page }) => asReturningVisitor(page));

  async function watchForBar(page: Page) {
    await page.evaluate(() => {
      const win = window as unknown as { barSeen: boolean };
      win.barSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]')) win.barSeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
  }
  const barSeen = (page: Page) =>
    page.evaluate(() => (window as unknown as { barSeen: boolean }).barSeen);

  test('appears for a slow request, 2 px high, and hides when it is done', async ({ page }) => {
    // Data saver: no prefetch, so the screen's code is fetched by the click itself.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        get: () => ({ effectiveType: '4g', saveData: true }),
      });
    });
    await page.route('**/js/screen-celebrate.*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
    await watchForBar(page);
    await page.getByRole('link', { name: 'Celebrate' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveCSS('height', '2px');
    await expect(page.getByRole('heading', { level: 1, name: 'Celebrate' })).toBeVisible();
    await expect(bar).toHaveCount(0);
  });

  test('shows nothing for quick work', async ({ page }) => {
    // The page's clock is ours: it runs as usual until the click, then moves only when told, so
    // the work takes 150 ms of the page's time however busy this machine is.
    await page.clock.install();
    await page.addInitScript(() => {
      // Data saver: no prefetch, so the screen's code is fetched by the click itself.
      Object.defineProperty(Navigator.prototype, 'connection', {
        get: () => ({ effectiveType: '4g', saveData: true }),
      });
    });
    let requested!: () => void;
    const codeRequested = new Promise<void>((resolve) => (requested = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/js/screen-celebrate.*.js', async (route) => {
      requested();
      await released;
      await route.continue();
    });
    await page.goto('/');
    // The home page's own remote loads (the play icons) are done before the clock stops.
    await expect(page.getByRole('img', { name: 'Play' })).toHaveCount(4);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await watchForBar(page);
    // Stopped a little ahead of now (it cannot go back), whatever this machine's pace.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000));
    await page.getByRole('link', { name: 'Celebrate' }).click();
    await codeRequested;
    await page.clock.runFor(150);
    expect(await barSeen(page), 'nothing after 150 ms of work').toBe(false);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Celebrate' })).toBeVisible();
    await expect(page.locator('[data-transition="page"]')).toHaveAttribute('data-phase', 'idle');
    await page.clock.runFor(1_000);
    expect(await barSeen(page), 'nothing once the work is done').toBe(false);
  });
});

test('a chunk that fails to load reloads the page once, then shows the error page', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors();
  await asReturningVisitor(page);
  await page.route('**/js/screen-celebrate.*.js', (route) => route.abort('failed'));
  let loads = 0;
  page.on('load', () => (loads += 1));

  await page.goto('/');
  await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
  await page.getByRole('link', { name: 'Celebrate' }).click();

  // The reload lands on the page the visitor wanted; it fails again within 60 s: no second reload.
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('Part of this page could not be downloaded.')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/celebrate');
  await page.waitForTimeout(500);
  expect(loads).toBe(2);
  const reloadedAt = await page.evaluate(() => sessionStorage.getItem('onam:chunk-reload-at'));
  expect(Number(reloadedAt)).toBeGreaterThan(0);

  // Once the network is back, the visitor's own reload works.
  await page.unroute('**/js/screen-celebrate.*.js');
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Celebrate' })).toBeVisible();
});

test('a quiet banner says when the device is offline', async ({ page, context }) => {
  await asReturningVisitor(page);
  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Play' })).toHaveCount(4);
  // The page's idle loading (the account's code, link prefetches) is done: a request cut off by
  // the network going away is logged by the browser, and this test is about the banner.
  await page.waitForLoadState('networkidle');
  const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(banner).toHaveCount(0);
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});

test.describe('home page', () => {
  test("the hero names today's festival day, by Kerala's calendar", async ({ page }) => {
    await asReturningVisitor(page);
    // The server's clock decides (the device's may be wrong): 23:00 on 18 August in London is
    // 03:30 on the 19th in Kerala, Vishakham.
    const live = await useLiveManifest(page);
    live.serverDate = new Date('2026-08-18T22:00:00Z');
    await page.goto('/');
    await expect(page.getByText('Day 4 of 10: Vishakham')).toBeVisible();
    await expect(page.getByText('വിശാഖം')).toHaveAttribute('lang', 'ml');
    await expect(page.getByText('Kerala Vision presents')).toBeVisible();
  });

  test('before and after the festival the hero says so', async ({ page }) => {
    await asReturningVisitor(page);
    const live = await useLiveManifest(page);
    live.serverDate = new Date('2026-08-01T06:00:00Z');
    await page.goto('/');
    await expect(page.getByText('Onam begins in 15 days, with Atham on 16 August.')).toBeVisible();
    live.serverDate = new Date('2026-11-21T06:00:00Z');
    await page.reload();
    await expect(page.getByText('Onam is over for this year.')).toBeVisible();
  });

  test('a tile per game route in the manifest, each with the play icon', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/');
    for (const title of ['Dress up', 'Sadya', 'Pookalam', 'Greetings']) {
      const tile = page.getByRole('link', { name: `Play ${title}` });
      await expect(tile.getByRole('img', { name: 'Play' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Play Pookalam' }).click();
    await expect(page).toHaveURL('/game');
  });

  test('the welcome tutorial shows on a first visit only, and reopens on request', async ({
    page,
  }) => {
    await page.goto('/');
    const tutorial = page.getByRole('region', { name: 'Pick a game' });
    await expect(tutorial).toBeVisible();
    await tutorial.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Play your way' })).toBeVisible();
    await page.getByRole('button', { name: 'Close the tutorial' }).click();
    await expect(page.getByRole('heading', { name: 'Play your way' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
    await page.waitForTimeout(2500); // longer than the idle time-out that would show it
    await expect(page.getByRole('heading', { name: 'Pick a game' })).toHaveCount(0);

    await page.getByRole('button', { name: 'How it works' }).click();
    await expect(page.getByRole('heading', { name: 'Pick a game' })).toBeFocused();
  });

  /** Scripts by when they started, and whether they carry Firebase's SDK. */
  const scriptsOf = (page: Page) =>
    page.evaluate(async () => {
      const fcp =
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
        Number.POSITIVE_INFINITY;
      const entries = performance.getEntriesByType('resource');
      return Promise.all(
        entries.map(async (entry) => {
          const isScript = (entry as PerformanceResourceTiming).initiatorType === 'script';
          const body = isScript ? await (await fetch(entry.name)).text() : '';
          return {
            name: entry.name,
            beforePaint: entry.startTime < fcp,
            remote: new URL(entry.name).origin !== location.origin,
            firebase: body.includes('FirebaseError'),
          };
        }),
      );
    });

  test('a first visit loads no Firebase code until the visitor asks to sign in, then signs them in', async ({
    page,
  }, testInfo) => {
    const visitor = newVisitor(testInfo, 'Anu Menon');
    await createAccount(visitor);
    await page.goto('/');
    await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
    // Past the idle moment at which the page loads what it may need next (the first game).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
    const early = await scriptsOf(page);
    expect(early.filter((s) => s.beforePaint && s.remote).map((s) => s.name)).toEqual([]);
    expect(early.filter((s) => s.firebase).map((s) => s.name)).toEqual([]);

    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email').fill(visitor.email);
    await dialog.getByLabel('Password', { exact: true }).fill(visitor.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Account: Anu Menon' })).toBeVisible();
    expect((await scriptsOf(page)).some((s) => s.firebase)).toBe(true);
  });

  test('for a visitor signed in before, Firebase loads after the first paint and names them', async ({
    page,
  }, testInfo) => {
    const visitor = newVisitor(testInfo, 'Anu Menon');
    await createAccount(visitor);
    await signIn(page, visitor);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Account: Anu Menon' })).toBeVisible();
    // The remembered visitor is named from the device at once; Firebase follows when the page is idle.
    await expect.poll(async () => (await scriptsOf(page)).some((s) => s.firebase)).toBe(true);
    const scripts = await scriptsOf(page);
    const early = scripts.filter((s) => s.beforePaint && (s.remote || s.firebase));
    expect(early.map((s) => s.name)).toEqual([]);
  });

  test('after signing out, the next visit loads no Firebase code', async ({ page }, testInfo) => {
    const visitor = newVisitor(testInfo, 'Anu Menon');
    await createAccount(visitor);
    await signIn(page, visitor);
    await page.getByRole('button', { name: 'Account: Anu Menon' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
    expect((await scriptsOf(page)).filter((s) => s.firebase).map((s) => s.name)).toEqual([]);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('link prefetching', () => {
  test.beforeEach(({ page }) => asReturningVisitor(page));

  const screenChunks = (page: Page) => {
    const seen = new Set<string>();
    page.on('request', (request) => {
      const match = /\/js\/(screen-[a-z]+)\./.exec(request.url());
      if (match?.[1]) seen.add(match[1]);
    });
    return seen;
  };

  test("a link loads its screen's code when the visitor points at it, not when it shows", async ({
    page,
  }) => {
    const seen = screenChunks(page);
    await page.goto('/');
    await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
    // Past the idle moment when links on screen used to fetch their screens' code.
    await page.waitForTimeout(2500);
    expect([...seen]).toEqual(['screen-home']);
    await page.getByRole('link', { name: 'Festival days' }).first().hover();
    await expect.poll(() => [...seen]).toContain('screen-calendar');
    expect([...seen]).not.toContain('screen-celebrate');
  });

  for (const [label, connection] of [
    ['on a 2g connection', { effectiveType: '2g', saveData: false }],
    ['in data-saver mode', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`waits for a press ${label}: pointing is not enough`, async ({ page }) => {
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', { get: () => value });
      }, connection);
      const seen = screenChunks(page);
      await page.goto('/');
      await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
      const link = page.getByRole('link', { name: 'Festival days' }).first();
      await link.hover();
      await page.waitForTimeout(500);
      expect([...seen]).toEqual(['screen-home']);
      await link.dispatchEvent('pointerdown', { pointerType: 'mouse' });
      await expect.poll(() => [...seen]).toContain('screen-calendar');
    });
  }
});

test('the visible height is published for full-height layouts, and follows a resize', async ({
  page,
}) => {
  await asReturningVisitor(page);
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/');
  const appHeight = () =>
    page.evaluate(() => document.documentElement.style.getPropertyValue('--app-height'));
  await expect.poll(appHeight).toBe('700px');
  await page.setViewportSize({ width: 700, height: 390 });
  await expect.poll(appHeight).toBe('390px');
});
