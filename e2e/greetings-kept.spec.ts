import type { Locator, Page, TestInfo } from '@playwright/test';
import { MEDIA_LAUNCH_OPTIONS } from '../deploy/scripts/chromium.mjs';
import { expect, test } from './support/fixtures';
import { createAccount, newVisitor, signIn, type Visitor } from './support/auth';
import { recorderClockMoved } from './support/recorder';

/**
 * Greeting takes kept on the device (IndexedDB, docs/decisions/029): a visitor who leaves /talk by a
 * header link, comes back, or reloads the page finds every take they recorded, and can still play
 * and upload them. Recorded with Chromium's fake microphone, as in talk.spec.ts.
 */
test.use({
  launchOptions: MEDIA_LAUNCH_OPTIONS,
  permissions: ['microphone', 'camera'],
});

const UPLOADS = '**/media-upload';
const GREETING_NAME = /^greeting-\d{4}-\d{2}-\d{2}-1\.webm$/;
const KEPT =
  'Your takes are kept on this device, for your account only, until you upload or delete them.';

async function openTalk(page: Page, visitor: Visitor) {
  await signIn(page, visitor);
  await page.goto('/talk');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Record an Onam greeting' }),
  ).toBeVisible();
}

async function newAccount(testInfo: TestInfo, name: string): Promise<Visitor> {
  const visitor = newVisitor(testInfo, name);
  await createAccount(visitor);
  return visitor;
}

const recordButton = (page: Page) => page.getByRole('button', { name: 'Record', exact: true });
const stopButton = (page: Page) => page.getByRole('button', { name: 'Stop', exact: true });
const takes = (page: Page) => page.getByRole('region', { name: 'Your takes' });
const greetings = (page: Page) => page.getByRole('region', { name: 'Your greetings' });
const player = (scope: Locator, name: string) =>
  scope.locator(`audio[aria-label="${name}"], video[aria-label="${name}"]`);

/** Records a take of a little over a second. */
async function recordTake(page: Page) {
  await expect(recordButton(page)).not.toHaveAttribute('aria-disabled', 'true');
  await recordButton(page).click();
  await expect(recorderClockMoved(page)).toBeVisible();
  await stopButton(page).click();
  await expect(recordButton(page)).toBeVisible();
}

async function expectPlayable(media: Locator) {
  await expect
    .poll(() => media.evaluate((element: HTMLMediaElement) => element.readyState))
    .toBeGreaterThanOrEqual(1);
  expect(await media.evaluate((element: HTMLMediaElement) => element.error)).toBeNull();
}

/** Both takes, as they were recorded: numbered, sound, about a second long, playable. */
async function expectBothTakes(page: Page) {
  const items = takes(page).getByRole('listitem');
  await expect(items).toHaveCount(2);
  for (const name of ['Take 1', 'Take 2']) {
    const take = items.filter({ has: page.getByRole('heading', { name }) });
    await expect(take.getByText(/^00:0\d, sound$/)).toBeVisible();
    await expectPlayable(player(take, name));
  }
  await expect(takes(page).getByText(KEPT)).toBeVisible();
  await expect(takes(page).getByText('Only on this page')).toHaveCount(0);
  await expect(
    page.getByText('You can keep 5 greetings: 2 recorded or uploaded, 3 left.'),
  ).toBeVisible();
}

test('takes recorded on /talk are still there after leaving by a header link and after a reload, to play and upload', async ({
  page,
}, testInfo) => {
  // Kept takes need no "leave this page?" prompt: one would hold up the navigation and the reload.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });

  const visitor = await newAccount(testInfo, 'Devi Warrier');
  await openTalk(page, visitor);
  await recordTake(page);
  await recordTake(page);
  await expect(takes(page).getByText(KEPT)).toBeVisible();

  // Away by the header, and back.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My festival' })
    .click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My festival' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/talk');
  await expectBothTakes(page);

  // A reload (as after a phone discarded the tab) finds them too.
  await page.reload();
  await expectBothTakes(page);

  // Play take 1 from the keyboard.
  const first = player(takes(page), 'Take 1');
  await first.focus();
  await page.keyboard.press('Space');
  await expect
    .poll(() => first.evaluate((audio: HTMLAudioElement) => audio.currentTime))
    .toBeGreaterThan(0.2);
  await page.keyboard.press('Space');

  // Upload take 2, with the upload widget's progress bar on the way.
  await page.route(UPLOADS, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const answer = page.waitForResponse(UPLOADS);
  await page.getByRole('button', { name: 'Upload take 2' }).click();
  await expect(page.getByRole('progressbar', { name: 'Uploading take 2' })).toBeVisible();
  expect((await answer).status()).toBe(201);
  await expect(greetings(page).getByRole('heading', { name: GREETING_NAME })).toBeVisible();
  await expect(takes(page).getByRole('listitem')).toHaveCount(1);

  // Uploaded, take 2 is a greeting and no longer a take; take 1 still waits on the device.
  await page.reload();
  await expect(greetings(page).getByRole('heading', { name: GREETING_NAME })).toBeVisible();
  await expect(takes(page).getByRole('listitem')).toHaveCount(1);
  await expect(takes(page).getByRole('heading', { name: 'Take 1' })).toBeVisible();
  await expectPlayable(player(takes(page), 'Take 1'));
  expect(dialogs).toEqual([]);
});

test('another visitor signing in on the same browser does not find the takes', async ({
  page,
}, testInfo) => {
  const devi = await newAccount(testInfo, 'Devi Warrier');
  const anu = await newAccount(testInfo, 'Anu Menon');
  await openTalk(page, devi);
  await recordTake(page);
  await expect(takes(page).getByText(KEPT)).toBeVisible();

  await page.getByRole('button', { name: `Account: ${devi.displayName}` }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  await openTalk(page, anu);
  await expect(recordButton(page)).not.toHaveAttribute('aria-disabled', 'true');
  await expect(takes(page).getByText(/No takes yet/)).toBeVisible();
});
