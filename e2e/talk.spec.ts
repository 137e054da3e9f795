import type { Locator, Page, TestInfo } from '@playwright/test';
import { MEDIA_LAUNCH_OPTIONS } from '../deploy/scripts/chromium.mjs';
import { expect, test } from './support/fixtures';
import { createAccount, newVisitor, signIn } from './support/auth';
import { recorderClockMoved } from './support/recorder';

/**
 * Greetings on /talk, recorded with Chromium's fake devices: a microphone that beeps and a camera
 * that draws a test pattern. The permission is the context's: granted where the visitor allows the
 * devices, withheld where they refuse, and then Chromium rejects getUserMedia with NotAllowedError
 * as it would for a visitor who said no. `--use-fake-ui-for-media-stream` is left out on purpose:
 * it answers yes to every request, even with the permission withheld or set to denied (tried in
 * Chromium 156), and launch options hold for the whole file, not one describe group.
 */
test.use({ launchOptions: MEDIA_LAUNCH_OPTIONS });

const UPLOADS = '**/media-upload';
const GREETING_NAME = /^greeting-\d{4}-\d{2}-\d{2}-1\.webm$/;

/** A signed-in visitor on /talk, with the recorder ready and their (empty) greetings counted. */
async function openTalk(page: Page, testInfo: TestInfo) {
  const visitor = newVisitor(testInfo, 'Devi Warrier');
  await createAccount(visitor);
  await signIn(page, visitor);
  await page.goto('/talk');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Record an Onam greeting' }),
  ).toBeVisible();
  await expect(
    page.getByText('You can keep 5 greetings: 0 recorded or uploaded, 5 left.'),
  ).toBeVisible();
}

const recordButton = (page: Page) => page.getByRole('button', { name: 'Record', exact: true });
const stopButton = (page: Page) => page.getByRole('button', { name: 'Stop', exact: true });
const takes = (page: Page) => page.getByRole('region', { name: 'Your takes' });
const greetings = (page: Page) => page.getByRole('region', { name: 'Your greetings' });
/** The player of a take: its <audio> or <video>, named after the take. */
const player = (scope: Locator, name: string) =>
  scope.locator(`audio[aria-label="${name}"], video[aria-label="${name}"]`);

/** Records a take of a little over a second, watching the clock and the level meter move. */
async function recordTake(page: Page) {
  await recordButton(page).click();
  await expect(stopButton(page)).toBeFocused();
  await expect(recorderClockMoved(page)).toBeVisible();
  await stopButton(page).click();
  await expect(recordButton(page)).toBeVisible();
}

/** The recording is real media: the browser reads its header and can play it. */
async function expectPlayable(media: Locator) {
  await expect
    .poll(() => media.evaluate((element: HTMLMediaElement) => element.readyState))
    .toBeGreaterThanOrEqual(1);
  expect(await media.evaluate((element: HTMLMediaElement) => element.error)).toBeNull();
}

test.describe('with a microphone and a camera the visitor allows', () => {
  test.use({ permissions: ['microphone', 'camera'] });

  test('a visitor records two greetings, plays one back, deletes one, uploads the other and finds it listed', async ({
    page,
  }, testInfo) => {
    await openTalk(page, testInfo);
    await expect(greetings(page).getByText(/No greetings uploaded yet/)).toBeVisible();

    await recordButton(page).click();
    // The fake microphone beeps: the meter moves off zero while recording.
    const meter = page.getByRole('meter', { name: 'Microphone level' });
    await expect
      .poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 5_000 })
      .toBeGreaterThan(0);
    await expect(recorderClockMoved(page)).toBeVisible();
    await stopButton(page).click();
    await recordTake(page);

    await expect(takes(page).getByRole('listitem')).toHaveCount(2);
    await expect(takes(page).getByRole('heading', { name: 'Take 1' })).toBeVisible();
    await expect(takes(page).getByRole('heading', { name: 'Take 2' })).toBeVisible();
    await expect(
      page.getByText('You can keep 5 greetings: 2 recorded or uploaded, 3 left.'),
    ).toBeVisible();

    // Play take 1 from the keyboard: Space on the focused player, as a keyboard visitor would.
    const first = player(takes(page), 'Take 1');
    await expectPlayable(first);
    await first.focus();
    await page.keyboard.press('Space');
    await expect
      .poll(() => first.evaluate((audio: HTMLAudioElement) => audio.currentTime))
      .toBeGreaterThan(0.2);
    await page.keyboard.press('Space');
    await expect.poll(() => first.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);

    await page.getByRole('button', { name: 'Delete take 1' }).click();
    await expect(takes(page).getByRole('listitem')).toHaveCount(1);
    await expect(takes(page).getByRole('heading', { name: 'Take 1' })).toBeHidden();

    // Held a moment on its way, so the progress bar can be seen before the answer comes.
    await page.route(UPLOADS, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const answer = page.waitForResponse(UPLOADS);
    await page.getByRole('button', { name: 'Upload take 2' }).click();
    await expect(page.getByRole('progressbar', { name: 'Uploading take 2' })).toBeVisible();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(((await response.json()) as { received: number }).received).toBeGreaterThan(1000);

    const uploaded = greetings(page).getByRole('listitem');
    await expect(uploaded).toHaveCount(1);
    await expect(uploaded.getByRole('heading', { name: GREETING_NAME })).toBeVisible();
    await expect(uploaded.getByText(/^Uploaded /)).toBeVisible();
    await expectPlayable(uploaded.locator('audio'));
    await expect(takes(page).getByText(/No takes yet/)).toBeVisible();
    await expect(
      page.getByText('You can keep 5 greetings: 1 recorded or uploaded, 4 left.'),
    ).toBeVisible();

    // Kept with the visitor's account: still there after a reload.
    await page.reload();
    await expect(greetings(page).getByRole('heading', { name: GREETING_NAME })).toBeVisible();
  });

  test('a failed upload keeps the take, and Try again sends it', async ({
    page,
    allowConsoleErrors,
  }, testInfo) => {
    // The blocked request is logged by the browser as a failed load; nothing else may be.
    allowConsoleErrors();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await openTalk(page, testInfo);
    await recordTake(page);

    await page.route(UPLOADS, (route) => route.abort());
    await page.getByRole('button', { name: 'Upload take 1' }).click();
    await expect(takes(page).getByRole('alert')).toHaveText(
      'The upload did not get through. Your take is still here: check your connection and try again.',
    );
    await expect(greetings(page).getByText(/No greetings uploaded yet/)).toBeVisible();
    await expectPlayable(player(takes(page), 'Take 1'));
    const retry = page.getByRole('button', { name: 'Try again to upload take 1' });
    await expect(retry).toBeFocused();

    await page.unroute(UPLOADS);
    await retry.click();
    await expect(greetings(page).getByRole('heading', { name: GREETING_NAME })).toBeVisible();
    await expect(takes(page).getByText(/No takes yet/)).toBeVisible();
    expect(errors.filter((text) => !/Failed to load resource|ERR_FAILED/.test(text))).toEqual([]);
  });

  test('a visitor records a video greeting where the camera is allowed', async ({
    page,
  }, testInfo) => {
    await openTalk(page, testInfo);
    await page.getByRole('switch', { name: 'Record video' }).check();
    await recordButton(page).click();
    await expect(page.getByLabel('Camera preview')).toBeVisible();
    await expect(recorderClockMoved(page)).toBeVisible();
    await stopButton(page).click();
    const take = takes(page).getByRole('listitem');
    await expect(take.getByText(/^00:0\d, video$/)).toBeVisible();
    const video = player(takes(page), 'Take 1');
    await expect(video).toHaveJSProperty('tagName', 'VIDEO');
    await expectPlayable(video);
  });
});

test.describe('with the microphone refused', () => {
  test.use({ permissions: [] });

  test('the visitor is told how to allow it, and nothing is recorded', async ({
    page,
  }, testInfo) => {
    await openTalk(page, testInfo);
    await recordButton(page).click();
    await expect(page.getByRole('alert')).toContainText(
      'The microphone is not allowed, so nothing can be recorded.',
    );
    await expect(recordButton(page)).toBeVisible();
    await expect(takes(page).getByText(/No takes yet/)).toBeVisible();
    await expect(
      page.getByText('You can keep 5 greetings: 0 recorded or uploaded, 5 left.'),
    ).toBeVisible();
  });
});
