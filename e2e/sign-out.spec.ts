import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { createAccount, newVisitor, signIn, type Visitor } from './support/auth';

/**
 * "Sign out" holds whatever the visitor does next: a navigation at once, by a link or by the
 * address bar, never finds them signed in on the next page, even while the sign-out is still
 * under way (Auth's own storage cleared after the click), or before the backend's code has
 * arrived (a remembered visitor's menu is offered at once, and its click waits for the code).
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('onam:tutorial:welcome', 'seen'));
});

const accountButton = (page: Page, visitor: Visitor) =>
  page.getByRole('button', { name: `Account: ${visitor.displayName}` });

/** Signed out, as the next page sees it: a guarded page sends them to sign in. */
async function expectSignedOut(page: Page) {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

test('a navigation right after "Sign out" finds the visitor signed out', async ({
  page,
}, testInfo) => {
  const visitor = newVisitor(testInfo, 'Out Atonce');
  await createAccount(visitor);
  await signIn(page, visitor);
  await page.goto('/celebrate');
  await accountButton(page, visitor).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  // No wait for the header: straight to a signed-in page by the address bar.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await expectSignedOut(page);
});

test('a link followed right after "Sign out" finds the visitor signed out', async ({
  page,
}, testInfo) => {
  const visitor = newVisitor(testInfo, 'Out Bylink');
  await createAccount(visitor);
  await signIn(page, visitor);
  await page.goto('/celebrate');
  await accountButton(page, visitor).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My festival' })
    .click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await expectSignedOut(page);
});

test('"Sign out" clicked before the backend has loaded holds across the next navigation', async ({
  page,
}, testInfo) => {
  const visitor = newVisitor(testInfo, 'Out Early');
  await createAccount(visitor);
  await signIn(page, visitor);
  // The backend's code is slow to come on this page: the remembered visitor's menu is there first,
  // and the click waits for the code, which has not come when the visitor leaves.
  let holding = true;
  await page.route(/\/js\/backend\.[0-9a-f]+\.js$/, async (route) => {
    if (holding) return; // never answered: the page is left before the code arrives
    await route.continue();
  });
  await page.goto('/celebrate', { waitUntil: 'domcontentloaded' });
  await accountButton(page, visitor).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Away before the sign-out could run; the next page gets its code.
  holding = false;
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await expectSignedOut(page);
});
