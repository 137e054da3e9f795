/* global document -- the functions below run in the page */
// The pookalam board's frame times while a visitor paints it, in Chromium with the CPU slowed (8x
// by default: an entry-level phone), on a phone-sized viewport. What a frame costs is measured in
// the page (frame-work.mjs).
import { instrumentFrames, recordFrames, takeFrames } from './frame-work.mjs';

/**
 * Opens the pookalam at `baseUrl/game`, starts a day-10 board (the biggest), and paints it by
 * dragging in spirals for a few seconds with the CPU slowed `cpu` times.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {{ cpu?: number }} [options]
 */
export async function measurePookalamFrames(browser, baseUrl, { cpu = 8 } = {}) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    hasTouch: false,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('onam:tutorial:welcome', 'seen');
    localStorage.setItem('onam:tutorial:pookalam', 'seen');
  });
  await page.addInitScript(instrumentFrames);
  await page.goto(`${baseUrl}/game`);
  // The page is prerendered (docs/decisions/021): the game answers once the app has adopted it.
  await page.waitForFunction(() => !document.querySelector('#root[aria-busy]'));
  await startBiggestBoard(page);
  const board = page.getByRole('application');
  await board.scrollIntoViewIfNeeded();
  const box = await board.boundingBox();
  if (!box) throw new Error('The pookalam board did not appear');

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await recordFrames(page, true);

  // Spirals in and out over the board, as a visitor's finger would go, with a flower change now
  // and then; each move is one pointer event, like a 60 Hz touch screen.
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const maxR = (Math.min(box.width, box.height) / 2) * 0.95;
  const flowers = page.getByRole('group', { name: 'Flowers' }).locator('label');
  const flowerCount = await flowers.count();
  for (let stroke = 0; stroke < 6; stroke += 1) {
    if (flowerCount > 0) await flowers.nth(stroke % flowerCount).click();
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    const steps = 90;
    for (let i = 0; i <= steps; i += 1) {
      const t = i / steps;
      const r = maxR * (stroke % 2 === 0 ? t : 1 - t);
      const a = t * Math.PI * 6 + stroke;
      await page.mouse.move(cx + r * Math.cos(a), cy + r * Math.sin(a));
    }
    await page.mouse.up();
  }
  await page.waitForTimeout(300);
  // Proof that the strokes painted: the game's own coverage readout.
  const covered = (await page.getByText(/% covered$/).textContent()) ?? '?';
  const summary =
    (await page
      .getByText(/\d+-fold symmetry\.$/)
      .first()
      .textContent()) ?? '?';
  const frames = await takeFrames(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  return { covered, summary, cpu, ...frames };
}

/**
 * From the game's start screen to the heaviest board: day 10 (Thiruvonam, ten rings) at 16-fold
 * symmetry, so each stroke lays sixteen cells at a time.
 * @param {import('@playwright/test').Page} page
 */
async function startBiggestBoard(page) {
  const chip = (/** @type {string} */ name) =>
    page.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) });
  await chip('16-fold').click();
  await chip('A day of Onam').click();
  await page.getByRole('combobox', { name: 'Day of the festival' }).selectOption('10');
  await page.getByRole('button', { name: 'Start' }).click();
}
