import type { BrowserContext, Page, Route } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { repoRoot } from './support/servers';
import { asReturningPlayer } from './support/games';
import { fontsInUse } from './support/fonts';

// The home page is prerendered (docs/decisions/018): its HTML paints before any of the app's
// scripts arrive, and the app then adopts what is on screen instead of drawing it again. These
// tests hold the app's scripts back to see the page as a phone on a slow connection sees it first,
// so each opens a page of its own (the fixture's page waits for the app on every navigation).

const campaign = JSON.parse(
  readFileSync(path.join(repoRoot, 'deploy/campaigns/local/campaign.json'), 'utf8'),
) as { brand: { product: string; productMl: string; broadcaster: string } };

/** A page whose scripts (main.js and every chunk) wait until `release()` is called. */
async function pageWithScriptsHeld(context: BrowserContext) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const held: Route[] = [];
  let released = false;
  await page.route(/localhost:3000\/js\/.*\.js$/, (route) => {
    if (released) void route.continue();
    else held.push(route);
  });
  const release = async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
  return { page, errors, release };
}

/**
 * The app reads a manifest an operator changed after the page was drawn (the brand is now
 * "Ponnonam"), as a visitor who gets the CDN's copy of a page from before the change does.
 */
const manifestChangedSinceTheDrawing = (page: Page) =>
  page.route('**/campaign.json', async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { brand: { product: string } };
    manifest.brand.product = 'Ponnonam';
    await route.fulfill({ response, json: manifest });
  });

const answering = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('#root[aria-busy]'));

test('the home page paints from its HTML before any script arrives, and the app adopts it as it stands', async ({
  context,
}) => {
  const { page, errors, release } = await pageWithScriptsHeld(context);
  await page.goto('/', { waitUntil: 'commit' });

  // Painted with no script of the app's run: the brand, the hero, the games.
  const heading = page.getByRole('heading', { level: 1, name: campaign.brand.product });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('link', { name: /Pookalam/ })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
    .toBe(1);
  await expect(page.locator('#root')).toHaveAttribute('aria-busy', 'true');
  // The inline script ran under the page's Content-Security-Policy; the brand named the page.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(`${campaign.brand.product} | Kerala Vision`);
  await page.evaluate(() => {
    (window as unknown as { drawn: Element | null }).drawn = document.querySelector('h1');
  });

  await release();
  await answering(page);
  // The very elements that were painted are the app's now: adopted, not drawn again.
  expect(
    await page.evaluate(
      () => document.querySelector('h1') === (window as unknown as { drawn: Element }).drawn,
    ),
  ).toBe(true);
  // And they answer as the app: a link navigates without reloading the page.
  await page.getByRole('link', { name: 'Celebrate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Celebrate' })).toBeVisible();
  expect(await page.evaluate(() => 'drawn' in window), 'the same document, not a reload').toBe(
    true,
  );
  expect(errors, 'console errors (a hydration mismatch is one)').toEqual([]);
});

test("a phone set to Malayalam is sent the page drawn in Malayalam, painted before the app's code and then adopted", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'ml-IN', serviceWorkers: 'block' });
  const { page, errors, release } = await pageWithScriptsHeld(context);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  await expect(page.getByRole('heading', { level: 2, name: 'കളികൾ' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/prerender-hidden/);
  await release();
  await answering(page);
  await expect(page.getByRole('heading', { level: 2, name: 'കളികൾ' })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('a visitor whose choice of Malayalam the server cannot know never sees the English page: it stays hidden until the app draws Malayalam', async ({
  browser,
}) => {
  // Chosen on this device before the choice was kept in a cookie: only the page knows it.
  const context = await browser.newContext({ locale: 'en-IN', serviceWorkers: 'block' });
  await context.addInitScript(() => {
    if (!document.cookie.includes('__session=')) localStorage.setItem('onam:locale', 'ml');
  });
  const { page, errors, release } = await pageWithScriptsHeld(context);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  await expect(page.locator('html')).toHaveClass(/prerender-hidden/);
  await expect(page.locator('h1')).toBeHidden();

  await release();
  await answering(page);
  await expect(page.getByRole('heading', { level: 2, name: 'കളികൾ' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/prerender-hidden/);
  expect(errors).toEqual([]);
  // The page copied the choice into the cookie: the next visit's page is drawn in Malayalam.
  const next = await page.reload();
  expect(await next?.text()).toContain('name="onam-prerendered" content="/ ml ');
  await context.close();
});

test('a page drawn from an older manifest is drawn afresh from the one the app reads', async ({
  context,
}) => {
  const { page, errors, release } = await pageWithScriptsHeld(context);
  await manifestChangedSinceTheDrawing(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: campaign.brand.product })).toBeVisible();

  await release();
  await expect(page.getByRole('heading', { level: 1, name: 'Ponnonam' })).toBeVisible();
  await answering(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("a game's page paints the game's first screen from its HTML, styled, before any script arrives; the app adopts it and the game plays", async ({
  context,
}) => {
  const { page, errors, release } = await pageWithScriptsHeld(context);
  // The games remote's scripts are held too: what paints is the HTML its server part drew.
  const heldRemote: Route[] = [];
  let remoteReleased = false;
  await page.route(/localhost:3001\/.*\.js$/, (route) => {
    if (remoteReleased) void route.continue();
    else heldRemote.push(route);
  });
  await page.goto('/game', { waitUntil: 'commit' });

  const heading = page.getByRole('heading', { level: 1, name: 'Pookalam' });
  await expect(heading).toBeVisible();
  await expect(page.getByText('Lay a floral carpet of Kerala flowers')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
    .toBe(1);
  // The game's own stylesheet is in: its choices are chips, their radio buttons hidden inside.
  const radio = page.getByRole('radio').first();
  expect((await radio.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  await expect(page.locator('#root')).toHaveAttribute('aria-busy', 'true');
  await page.evaluate(() => {
    (window as unknown as { drawn: Element | null }).drawn = document.querySelector('main h1');
  });

  remoteReleased = true;
  await Promise.all(heldRemote.splice(0).map((route) => route.continue()));
  await release();
  await answering(page);
  expect(
    await page.evaluate(
      () => document.querySelector('main h1') === (window as unknown as { drawn: Element }).drawn,
    ),
    'the painted game adopted, not drawn again',
  ).toBe(true);
  // A first play: Start opens the game's tutorial, and closing it starts the game.
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Close the tutorial' }).click();
  await expect(page.getByRole('application', { name: /pookalam|board/i })).toBeVisible();
  expect(errors, 'console errors (a hydration mismatch is one)').toEqual([]);
});

test('what a visitor chooses and presses before the app answers is what the game starts with', async ({
  context,
}) => {
  const { page, errors, release } = await pageWithScriptsHeld(context);
  await asReturningPlayer(page);
  await page.goto('/game', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Pookalam' })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('aria-busy', 'true');

  // A quick visitor on a slow phone: the 16-fold chip, then Start, while nothing answers yet.
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '16-fold', exact: true }) })
    .click();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('radio', { name: '16-fold', exact: true })).toBeChecked();

  await release();
  await answering(page);
  await expect(page.getByRole('application', { name: 'Pookalam board' })).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: 'Repeat around the circle (16-fold)' }),
  ).toBeChecked();
  expect(errors).toEqual([]);
});

test('a drawn game whose remote stops answering before the app adopts it says so, with a retry', async ({
  context,
}) => {
  const { page, release } = await pageWithScriptsHeld(context);
  await page.goto('/game', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Pookalam' })).toBeVisible();
  await page.route(/localhost:3001\/.*/, (route) => route.abort());
  await release();
  await expect(page.getByRole('alert')).toContainText('Try again');
  await expect(page.getByRole('heading', { level: 1, name: 'Pookalam' })).toBeHidden();
});

test('the card maker, the wall, the calendar and the privacy notice are drawn for a visitor without JavaScript, in either language, with the page title', async ({
  browser,
}) => {
  const pages = {
    en: {
      '/celebrate?greeting=maveli&name=Anu': 'Celebrate',
      '/wall': 'Wall of wishes',
      '/calendar': 'The ten days of Onam',
      '/privacy': 'Privacy notice',
    },
    ml: {
      '/celebrate?greeting=maveli&name=Anu': 'ആഘോഷിക്കാം',
      '/wall': 'ആശംസകളുടെ ചുമർ',
      '/calendar': 'ഓണത്തിന്റെ പത്തു നാൾ',
      '/privacy': 'സ്വകാര്യതാ അറിയിപ്പ്',
    },
  };
  for (const [locale, headings] of Object.entries(pages)) {
    const context = await browser.newContext({
      locale: `${locale}-IN`,
      javaScriptEnabled: false,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const product = locale === 'ml' ? campaign.brand.productMl : campaign.brand.product;
    for (const [pathname, heading] of Object.entries(headings)) {
      await page.goto(pathname);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${product} | ${campaign.brand.broadcaster}`);
    }
    // The card maker is drawn with the card its link names; the wall keeps its cards' places.
    await page.goto('/celebrate?greeting=maveli&name=Anu');
    await expect(page.getByRole('radio', { name: /Maveli naadu/ })).toBeChecked();
    await expect(page.getByRole('textbox').first()).toHaveValue('Anu');
    await context.close();
  }
});

test("a card link's page paints the card maker with the sender's card before any script arrives; the app adopts it without a shift, and it answers", async ({
  context,
}) => {
  const { page, errors, release } = await pageWithScriptsHeld(context);
  // Each layout shift a visitor's input did not cause (as CLS counts them), with what moved.
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    };
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((source) =>
          source.node instanceof Element
            ? `${source.node.tagName} ${source.node.textContent?.slice(0, 30)}`
            : String(source.node?.nodeName),
        );
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shiftsSoFar = () =>
    page.evaluate(() =>
      (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts.splice(0),
    );
  // A phone's screen, where most card links are opened.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/celebrate?greeting=maveli&name=Anu', { waitUntil: 'commit' });
  await expect(page.getByText('Anu sent you an Onam greeting.')).toBeVisible();
  const maveli = page.getByRole('radio', { name: /Maveli naadu/ });
  await expect(maveli).toBeChecked();
  await expect(page.locator('#root')).toHaveAttribute('aria-busy', 'true');
  await page.evaluate(() => {
    (window as unknown as { drawn: Element | null }).drawn = document.querySelector('h1');
  });
  // The fonts arrive whether or not the app has: what their swap moves is theirs, not the app's.
  await fontsInUse(page);
  const beforeTheApp = await shiftsSoFar();

  await release();
  await answering(page);
  expect(
    await page.evaluate(
      () => document.querySelector('h1') === (window as unknown as { drawn: Element }).drawn,
    ),
    'the painted card maker adopted, not drawn again',
  ).toBe(true);
  // The maker answers: another greeting changes the card.
  await page.getByRole('radio', { name: /Ponnonashamsakal/ }).check();
  await expect(page.getByRole('img', { name: /Ponnonashamsakal/ })).toBeVisible();
  // The pictures' list has settled (this browser keeps no creations) with nothing moved.
  await expect(page.getByText('Looking for your creations…')).toBeHidden();
  const shifts = await shiftsSoFar();
  expect(
    shifts.reduce((sum, shift) => sum + shift.value, 0),
    `layout shift once the app took the card maker over: ${JSON.stringify(shifts)} (before it: ${JSON.stringify(beforeTheApp)})`,
  ).toBeLessThan(0.001);
  expect(errors, 'console errors (a hydration mismatch is one)').toEqual([]);
});

test('a greeting chosen and a name typed on a card maker drawn from an older manifest reach the app that draws it afresh', async ({
  context,
}) => {
  // The CDN's copy of a page drawn before an operator's change (or for the other side of a
  // canary) is not the app's to adopt: it draws the page again, and what the visitor did on the
  // drawn one must not go with it.
  const { page, errors, release } = await pageWithScriptsHeld(context);
  await manifestChangedSinceTheDrawing(page);
  await page.goto('/celebrate', { waitUntil: 'commit' });
  const greeting = page.getByRole('radio', { name: /Hrudayam niranja Onashamsakal/ });
  const field = page.getByRole('textbox', { name: 'Your name' });
  await expect(field).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('aria-busy', 'true');
  await greeting.check();
  await field.fill('Meera');

  await release();
  await expect(page.getByRole('link', { name: 'Ponnonam' }).first()).toBeVisible();
  await answering(page);
  await expect(greeting).toBeChecked();
  await expect(field).toHaveValue('Meera');
  await expect(page.getByRole('img', { name: /^Greeting card: .*from Meera/ })).toBeVisible();
  expect(errors, 'console errors').toEqual([]);
});

test('a name typed on the card maker before the app answers is the card’s name once it does', async ({
  context,
}) => {
  const { page, errors, release } = await pageWithScriptsHeld(context);
  await page.goto('/celebrate', { waitUntil: 'commit' });
  const field = page.getByRole('textbox', { name: 'Your name' });
  await expect(field).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('aria-busy', 'true');
  // A quick visitor on a slow phone types their name into the page the server drew.
  await field.fill('Meera');

  await release();
  await answering(page);
  await expect(field).toHaveValue('Meera');
  await expect(page.getByRole('img', { name: /^Greeting card: .*from Meera/ })).toBeVisible();
  expect(errors, 'console errors (a hydration mismatch is one)').toEqual([]);
});

test('the recorder and the signed-in pages are not prerendered', async ({ page }) => {
  for (const pathname of ['/talk', '/dashboard']) {
    const html = await (await page.request.get(pathname)).text();
    expect(html).not.toContain('onam-prerendered');
    expect(html).toContain('<div id=root></div>');
  }
  const game = await (await page.request.get('/game')).text();
  expect(game).toContain('<meta name="onam-prerendered" content="/game en ');
});
