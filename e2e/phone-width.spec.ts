import type { Page, TestInfo } from '@playwright/test';
import { createAccount, newVisitor } from './support/auth';
import { expect, test } from './support/fixtures';
import { asReturningPlayer } from './support/games';
import { catalogues, either, LOCALES, openInLocale } from './support/i18n';
import { sidewaysOverflow } from './support/phone-width';

/**
 * No page, in either language, is wider than a cheap phone's screen: a page that scrolls sideways
 * hides its edges and wobbles under a thumb. One page per width and language visits every route.
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

async function expectFits(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  const { scrollWidth, viewport, wider } = await sidewaysOverflow(page);
  expect
    .soft(scrollWidth, `${path} is ${scrollWidth} px wide: ${wider.join('; ')}`)
    .toBeLessThanOrEqual(viewport);
}

for (const width of WIDTHS) {
  for (const locale of LOCALES) {
    test(`no page is wider than a ${width} px phone, in ${locale}`, async ({ page }, testInfo) => {
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      await asReturningPlayer(page);
      await openInLocale(page, locale);

      for (const path of PUBLIC_PATHS) await expectFits(page, path);

      // The home page's play icons, all one size in either language.
      await page.goto('/');
      const icons = page
        .getByRole('main')
        .getByRole('img', { name: either(catalogues.host, 'home.play') });
      await expect(icons.first()).toBeVisible();
      const sizes = await icons.evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return `${Math.round(box.width)}x${Math.round(box.height)}`;
        }),
      );
      expect(sizes).toEqual(sizes.map(() => `${ICON_SIZE}x${ICON_SIZE}`));

      await signIn(page, testInfo);
      for (const path of SIGNED_IN_PATHS) await expectFits(page, path);
    });
  }
}
