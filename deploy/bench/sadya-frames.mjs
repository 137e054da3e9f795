/* global document -- the functions below run in the page */
// The sadya's frame work while a visitor drags dishes from the tray onto the banana leaf, in
// Chromium with the CPU slowed (8x by default: an entry-level phone), on a phone-sized viewport.
// Only the drags are counted (from the press on a dish to its release over the leaf): the serving
// that follows a drop, and the result screen, are answers to a tap, not frames of a drag.
import { instrumentFrames, recordFrames, takeFrames } from './frame-work.mjs';
import { QUICK_FEAST } from './quick-feast.mjs';

/**
 * The quick feast's dishes and a right place for each, in a right order (the browser stories'
 * own, e2e/support/quick-feast-served-right.json), so every drop is served. The last dish is left on the tray: serving
 * it ends the game.
 */
const DRAGS = QUICK_FEAST.slice(0, -1);

/** Pointer moves in one drag: about half a second of a finger's travel at 60 Hz. */
const STEPS = 30;

/**
 * Opens the sadya at `baseUrl/eat`, starts the quick feast, and drags its dishes onto the leaf
 * one by one with the CPU slowed `cpu` times.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {{ cpu?: number }} [options]
 */
export async function measureSadyaFrames(browser, baseUrl, { cpu = 8 } = {}) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      localStorage.setItem('onam:tutorial:welcome', 'seen');
      localStorage.setItem('onam:tutorial:sadya', 'seen');
    });
    await page.addInitScript(instrumentFrames);
    await page.goto(`${baseUrl}/eat`);
    // Prerendered: the game answers once the app has adopted the page.
    await page.waitForFunction(() => !document.querySelector('#root[aria-busy]'));
    await page.getByRole('radio', { name: 'Quick feast' }).check();
    await page.getByRole('button', { name: 'Start' }).click();
    const tray = page.getByRole('group', { name: 'Dishes to serve' });
    const leaf = page.getByRole('group', { name: "Banana leaf, tip to the guest's left" });
    await tray.waitFor();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    let served = 0;
    for (const [dish, place] of DRAGS) {
      const from = await centre(tray.getByRole('button', { name: dish, exact: true }));
      const to = await centre(leaf.getByRole('button', { name: place, exact: true }));
      await recordFrames(page, true);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      for (let i = 1; i <= STEPS; i += 1) {
        const t = i / STEPS;
        // A finger's path bows a little; a straight line would cross fewer places on the way.
        const bow = Math.sin(t * Math.PI) * 40;
        await page.mouse.move(from.x + (to.x - from.x) * t + bow, from.y + (to.y - from.y) * t);
      }
      await page.mouse.up();
      await recordFrames(page, false);
      served += 1;
      // Proof that the drop served: the game's own count.
      await page.getByText(new RegExp(`^Served ${served} of \\d+$`)).waitFor();
    }
    const frames = await takeFrames(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { drags: DRAGS.length, served, cpu, ...frames };
  } finally {
    await context.close();
  }
}

/**
 * The centre of an element on screen, scrolled into view first as a visitor would.
 * @param {import('@playwright/test').Locator} target
 */
async function centre(target) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
