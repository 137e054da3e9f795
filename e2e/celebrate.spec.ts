import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { asReturningPlayer, playPookalam } from './support/games';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ORIGIN = 'http://localhost:3000';

/** The downloaded card: a real PNG, 1080 × 1350, under the suggested file name. */
async function expectCardPng(file: Download, keepAs: string) {
  expect(file.suggestedFilename()).toBe('onam-greeting.png');
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  // IHDR, the first chunk, holds the width and height.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1080, 1350]);
  expect(bytes.length).toBeGreaterThan(50_000);
  await file.saveAs(keepAs);
}

async function makeCard(page: Page, greeting: RegExp, name: string) {
  await page.getByRole('radio', { name: greeting }).check();
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  await page.getByRole('button', { name: 'Make the card' }).click();
  await expect(page.getByRole('heading', { name: 'Your card is ready' })).toBeFocused();
}

async function downloadCard(page: Page): Promise<Download> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PNG' }).click();
  return download;
}

test.beforeEach(({ page }) => asReturningPlayer(page));

test('a visitor makes a card with a greeting, their name and the festival illustration, sees confetti and downloads it as a PNG', async ({
  page,
}, testInfo) => {
  await page.goto('/celebrate');
  await expect(page.getByRole('heading', { level: 1, name: 'Celebrate' })).toBeVisible();
  // A first visit has nothing made yet: the games that make pictures are offered.
  await expect(page.getByText(/Play the pookalam or dress-up game/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Make a pookalam' })).toHaveAttribute(
    'href',
    '/game',
  );
  await expect(page.getByRole('radio', { name: /Festival illustration/ })).toBeChecked();

  await makeCard(page, /Ponnonashamsakal/, 'Anu Menon');
  await expect(
    page.getByRole('img', {
      name: 'Greeting card: Ponnonashamsakal (Golden-Onam wishes), from Anu Menon, with a lit nilavilakku on a pookalam.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Well done!' })).toBeVisible();
  await expect(page.locator('[data-part="confetti"]')).toHaveAttribute(
    'data-state',
    /showering|still|done/,
  );

  await expectCardPng(await downloadCard(page), testInfo.outputPath('illustration-card.png'));
});

test('the copied link opens the card maker with the same greeting and name chosen', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
  await page.goto('/celebrate');
  await makeCard(page, /Thiruvonashamsakal/, 'Meera Nair');
  // Headless Chromium cannot share files, so the link is offered instead.
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();

  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${ORIGIN}/celebrate?greeting=thiruvonam&name=Meera+Nair`);
  await page.goto(link);
  await expect(
    page.getByText('Meera Nair sent you an Onam greeting. Make one of your own below.'),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: /Thiruvonashamsakal/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Meera Nair');
  await expect(
    page.getByRole('img', {
      name: 'Greeting card: Thiruvonashamsakal (Thiruvonam wishes), from Meera Nair, with a lit nilavilakku on a pookalam.',
    }),
  ).toBeVisible();
});

test('a card is made and downloaded offline', async ({ page, context, allowConsoleErrors }) => {
  allowConsoleErrors(); // offline, the browser logs the requests that cannot go out
  await page.goto('/celebrate');
  await expect(page.getByRole('radio', { name: /Onashamsakal Happy Onam/ })).toBeChecked();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await context.setOffline(true);
  await makeCard(page, /Hrudayam niranja Onashamsakal/, 'Ravi');
  const file = await downloadCard(page);
  expect(file.suggestedFilename()).toBe('onam-greeting.png');
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
});

test('a finished pookalam appears among the pictures to choose and goes on the card', async ({
  page,
}, testInfo) => {
  await page.goto('/game');
  await playPookalam(page, 'mouse');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Celebrate' })
    .click();

  const pookalam = page.getByRole('radio', { name: /^Your pookalam, / });
  await expect(pookalam).toBeVisible();
  await expect(page.getByText(/Play the pookalam or dress-up game/)).toBeHidden();
  await pookalam.check();
  await makeCard(page, /Onashamsakal Happy Onam/, 'Anu');
  await expect(page.getByRole('img', { name: /from Anu, with your pookalam\.$/ })).toBeVisible();
  await expectCardPng(await downloadCard(page), testInfo.outputPath('pookalam-card.png'));
});
