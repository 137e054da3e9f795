import type { Page, TestInfo } from '@playwright/test';
import { createAccount, newVisitor } from './support/auth';
import { expect, test } from './support/fixtures';
import { asReturningPlayer } from './support/games';
import { catalogues, either, LOCALES, openInLocale } from './support/i18n';
import { sidewaysOverflow } from './support/phone-width';

/**
 * No page, in either language, is wider than a cheap phone's screen: a page that scrolls sideways
 * hides its edges and wobbles under a thumb. One page per language visits every route, and looks
 * at each at every width, as the phone's width changes under it (a fold, a split screen): a page
 * per width loaded every route again, about 8 s of CI's busy cores for each.
 */

/** The narrowest phones still common, and the most common width. */
const WIDTHS = [360, 390] as const;
const PUBLIC_PATHS = [
  '/',
  '/game',
  '/dress',
  '/eat',
  '/celebrate',
  '/wall',
  '/calendar',
  '/privacy',
  '/login',
  '/no-such-page',
];
const SIGNED_IN_PATHS = ['/dashboard', '/talk'];

/** The home page's play icons are drawn at this size (host/src/screens/home). */
const ICON_SIZE = 48;

/** Signs a new visitor in on /login, in the page's language. */
async function signIn(page: Page, testInfo: TestInfo) {
  const visitor = newVisitor(testInfo, 'Devi Warrier');
  await createAccount(visitor);
  await page.goto('/login');
  const { auth, host } = catalogues;
  await page.getByLabel(either(auth, 'field.email.label')).fill(visitor.email);
  await page.getByLabel(either(auth, 'field.password.label')).fill(visitor.password);
  await page.getByRole('button', { name: either(auth, 'action.signIn') }).click();
  await expect(
    page.getByRole('button', { name: either(host, 'account.menu', { name: visitor.displayName }) }),
  ).toBeVisible();
}

/** Opens `path` at the first width, and looks at it at each width in turn. */
async function expectFits(page: Page, path: string) {
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await page.goto(path);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const { scrollWidth, viewport, wider } = await sidewaysOverflow(page);
    expect
      .soft(scrollWidth, `${path} is ${scrollWidth} px wide at ${width} px: ${wider.join('; ')}`)
      .toBeLessThanOrEqual(viewport);
  }
}

for (const locale of LOCALES) {
  test(`no page is wider than a ${WIDTHS.join(' or a ')} px phone, in ${locale}`, async ({
    page,
  }, testInfo) => {
    test.slow();
    await asReturningPlayer(page);
    await openInLocale(page, locale);

    for (const path of PUBLIC_PATHS) await expectFits(page, path);

    // The home page's play icons, all one size in either language, at either width.
    await page.goto('/');
    const icons = page
      .getByRole('main')
      .getByRole('img', { name: either(catalogues.host, 'home.play') });
    await expect(icons.first()).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const sizes = await icons.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return `${Math.round(box.width)}x${Math.round(box.height)}`;
        }),
      );
      expect(sizes, `the play icons at ${width} px`).toEqual(
        sizes.map(() => `${ICON_SIZE}x${ICON_SIZE}`),
      );
    }

    await signIn(page, testInfo);
    for (const path of SIGNED_IN_PATHS) await expectFits(page, path);
  });
}
