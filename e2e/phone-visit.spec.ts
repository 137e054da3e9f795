import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newVisitor } from './support/auth';
import { asReturningPlayer, playDress } from './support/games';
import { catalogues, either, LOCALES, openInLocale } from './support/i18n';
import { SERVER_WORK } from './support/server-work';

const { host, games } = catalogues;

// A cheap phone held upright, as the visitor who met these was.
test.use({
  viewport: { width: 360, height: 640 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});

/** Whether a tap at the element's middle lands on it, not on something drawn over it. */
const takesTapAtMiddle = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

/** The home page's game tiles (the list under "Games"), each a link to its game. */
const tiles = (page: Page) => page.locator('main ul li > a[href]');

const welcome = (page: Page) =>
  page.getByRole('region', { name: either(games, 'tutorial.welcome.pick.title') });

for (const locale of LOCALES) {
  test.describe(`the welcome on a first visit (${locale})`, () => {
    test.beforeEach(({ page }) => openInLocale(page, locale));

    test(`a tap on a tile opens its game while the welcome shows (${locale})`, async ({ page }) => {
      await page.goto('/');
      await expect(welcome(page)).toBeVisible();
      const count = await tiles(page).count();
      expect(count).toBeGreaterThan(1);
      // Every tile, scrolled to as a visitor would, answers a tap itself: the welcome is not over it.
      for (let i = 0; i < count; i += 1) {
        const tile = tiles(page).nth(i);
        await tile.scrollIntoViewIfNeeded();
        expect(await takesTapAtMiddle(tile), `tile ${i + 1} is covered`).toBe(true);
      }
      await expect(welcome(page)).toBeVisible();
      const pookalam = page.locator('main ul li > a[href="/game"]');
      await pookalam.tap();
      await expect(page).toHaveURL('/game');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });

    test(`once shown, the welcome does not come back on the next visit, closed or not, and opens on request (${locale})`, async ({
      page,
    }) => {
      await page.goto('/');
      // The visitor scrolls down to it, reads it, and leaves it open.
      await welcome(page).scrollIntoViewIfNeeded();
      await expect(welcome(page)).toBeInViewport();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('onam:tutorial:welcome')))
        .toBe('seen');
      await page.reload();
      await expect(tiles(page).first()).toBeVisible();
      await page.waitForTimeout(2500); // longer than the idle time-out that would show it
      await expect(welcome(page)).toHaveCount(0);

      await page.getByRole('button', { name: either(host, 'home.howItWorks') }).tap();
      await expect(welcome(page)).toBeVisible();
      await expect(
        page.getByRole('heading', { name: either(games, 'tutorial.welcome.pick.title') }),
      ).toBeFocused();
    });
  });
}

test('registering from "Save my score" leaves the saved score in view, said in the same status line', async ({
  page,
}, testInfo) => {
  test.slow(); // a whole game and a registration on the emulator, on a shared machine
  await asReturningPlayer(page);
  const visitor = newVisitor(testInfo, 'Meera Nair');
  await page.goto('/dress');
  const score = await playDress(page, 'touch');
  const status = page.getByRole('status').filter({ hasText: 'kept on this device' });
  await expect(status).toContainText(`Your score of ${score} is kept on this device.`);
  // The line a screen reader follows: the news must arrive in it, not in a new one.
  await status.evaluate((element) => element.setAttribute('data-test-line', 'save'));

  const keep = page.getByRole('button', { name: 'Save my score' });
  await keep.scrollIntoViewIfNeeded();
  await expect(keep).toBeInViewport();
  await keep.tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Display name').fill(visitor.displayName);
  await dialog.getByLabel('Email').fill(visitor.email);
  await dialog.getByLabel('Password', { exact: true }).fill(visitor.password);
  await dialog.getByLabel('District').selectOption({ label: 'Kozhikode' });
  await dialog.getByLabel('18 or older').check();
  await dialog.getByLabel('I have read the privacy notice').check();
  await dialog.getByRole('button', { name: 'Create account' }).tap();
  await expect(dialog).toBeHidden(SERVER_WORK);

  const saved = page.getByRole('status').filter({ hasText: 'saved to your statistics' });
  await expect(saved).toBeVisible(SERVER_WORK);
  await expect(saved).toBeInViewport();
  await expect(saved).toHaveAttribute('data-test-line', 'save');
  // Nothing moved it away afterwards either (a late focus or scroll).
  await page.waitForTimeout(1000);
  await expect(saved).toBeInViewport();
});

/** Records the site's card maker could never have written, put where it keeps its pictures. */
async function keepUnreadablePictures(page: Page) {
  await page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('onam-creations', 1);
      opening.onupgradeneeded = () => {
        const store = opening.result.createObjectStore('creations', { keyPath: 'id' });
        store.createIndex('createdAt', 'createdAt');
      };
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    const records = [
      // A text file where a picture should be.
      {
        id: 'not-a-picture',
        gameId: 'pookalam',
        createdAt: '2026-08-26T04:00:00.000Z',
        image: new Blob(['<html>not a picture</html>'], { type: 'image/png' }),
      },
      // A date that is not one, and no Blob at all.
      { id: 'wrong-shape', gameId: 'dress', createdAt: 'yesterday', image: 'data:,' },
      // Only half a record.
      { id: 'half' },
    ];
    await new Promise<void>((resolve, reject) => {
      const writing = database.transaction('creations', 'readwrite');
      for (const record of records) writing.objectStore('creations').put(record);
      writing.oncomplete = () => resolve();
      writing.onerror = () => reject(writing.error);
    });
    database.close();
  });
}

for (const locale of LOCALES) {
  test(`/celebrate with unreadable pictures kept on the device: the maker works and says they were set aside (${locale})`, async ({
    page,
  }) => {
    await asReturningPlayer(page);
    await openInLocale(page, locale);
    await page.goto('/privacy');
    await keepUnreadablePictures(page);
    await page.goto('/celebrate');

    await expect(page.getByRole('heading', { name: either(host, 'error.title') })).toHaveCount(0);
    await expect(
      page.getByRole('heading', { level: 1, name: either(host, 'celebrate.title') }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('status')
        .getByText(either(host, 'celebrate.picture.unreadable', { count: 3 })),
    ).toBeVisible();
    // The rest of the page: a card is made with the festival illustration.
    await page.getByRole('button', { name: either(host, 'celebrate.make') }).tap();
    await expect(
      page.getByRole('heading', { name: either(host, 'celebrate.ready') }),
    ).toBeFocused();

    await page
      .getByRole('button', { name: either(host, 'celebrate.picture.removeUnreadable') })
      .tap();
    await expect(page.getByText(either(host, 'celebrate.picture.unreadableRemoved'))).toBeFocused();
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: either(host, 'celebrate.title') }),
    ).toBeVisible();
    await expect(
      page.getByText(either(host, 'celebrate.picture.unreadable', { count: 3 })),
    ).toHaveCount(0);
  });
}
