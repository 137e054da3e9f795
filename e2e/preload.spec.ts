import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const GAMES_ORIGIN = 'http://localhost:3001';
const HOME_HEADING = { level: 1, name: 'Onam Utsavam' } as const;
/** The first open tile of the local manifest is /dress, which shows remote-games' `dress`. */
const DRESS_CODE = /^http:\/\/localhost:3001\/.*__federation_expose_dress\..*\.js$/;

/** Every request the page makes to remote-games, in order. */
function gamesRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(GAMES_ORIGIN)) urls.push(request.url());
  });
  return urls;
}

test.beforeEach(async ({ page }) => {
  // A returning visitor: the welcome tutorial stays closed.
  await page.addInitScript(() => localStorage.setItem('onam:tutorial:welcome', 'seen'));
});

test("the idle home page downloads the first open game's remote and code without running them, and its tile opens it", async ({
  page,
}) => {
  const requests = gamesRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
  await expect.poll(() => requests.some((url) => DRESS_CODE.test(url))).toBe(true);
  expect(requests).toContain(`${GAMES_ORIGIN}/remoteEntry.js`);
  // Downloaded as prefetches: nothing of the remote runs until the visitor asks for a game.
  expect(
    await page.locator(`link[rel="prefetch"][href="${GAMES_ORIGIN}/remoteEntry.js"]`).count(),
  ).toBe(1);
  expect(await page.locator('script[src*="remoteEntry.js"]').count()).toBe(0);

  await page.getByRole('link', { name: /Dress up/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dress up for Onam' })).toBeVisible();
});

for (const [label, connection] of [
  ['in data-saver mode', { effectiveType: '4g', saveData: true }],
  ['on a 2g connection', { effectiveType: '2g', saveData: false }],
] as const) {
  test(`loads no game ahead of a click ${label}`, async ({ page }) => {
    await page.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => value });
    }, connection);
    const requests = gamesRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', HOME_HEADING)).toBeVisible();
    // Past the idle callback's longest wait (2 s) after the first paint.
    await page.waitForTimeout(3000);
    expect(requests.filter((url) => DRESS_CODE.test(url))).toEqual([]);

    // The game still opens when asked for.
    await page.getByRole('link', { name: /Dress up/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dress up for Onam' })).toBeVisible();
    expect(requests.some((url) => DRESS_CODE.test(url))).toBe(true);
  });
}
