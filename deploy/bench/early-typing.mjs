/* global window, document, requestAnimationFrame, HTMLInputElement */
// Typing into a drawn page before the app answers, as a low-tier phone: a first visit
// to the card maker on a 360 px phone, slow 4G, the CPU slowed as calibrated (calibrate.mjs). As
// soon as the drawn page shows its name field, the visitor scrolls it into view and types a name a
// letter at a time, on through the app's arrival and adoption. A try is kept when the field ends
// with every letter and never moved on the screen from where the visitor left it.

import { throttleAsPhone } from './calibrate.mjs';

const NAME = 'Meera Nair';
/** Time between two letters: a quick thumb. */
const LETTER_MS = 120;

/**
 * One try.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {{ cpu: number }} options
 * @returns {Promise<{ kept: boolean, value: string, moved: number[], shifts: string[], typedBeforeAdoption: number }>}
 */
export async function typeEarly(browser, baseUrl, { cpu }) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    deviceScaleFactor: 2,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    // Where the field the visitor is in sits on the screen, every frame: a page that moves under
    // their finger moves it (a scroll the browser makes to keep it in place, scroll anchoring as
    // content above it changes, does not).
    await page.addInitScript(() => {
      /** @type {number[]} */
      const seen = [];
      /** @type {{ __fieldTops?: number[] }} */ (/** @type {unknown} */ (window)).__fieldTops =
        seen;
      const sample = () => {
        const field = document.activeElement;
        if (field instanceof HTMLInputElement)
          seen.push(Math.round(field.getBoundingClientRect().top));
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
      // What moved, when something did: the layout shifts' sources, as the browser names them.
      /** @type {string[]} */
      const shifts = [];
      /** @type {{ __shifts?: string[] }} */ (/** @type {unknown} */ (window)).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of /** @type {Array<PerformanceEntry & { sources?: Array<{ node: Element | null, previousRect: DOMRectReadOnly, currentRect: DOMRectReadOnly }> }>} */ (
          list.getEntries()
        )) {
          for (const source of entry.sources ?? []) {
            const node = source.node;
            const name = node
              ? `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}`
              : '?';
            shifts.push(
              `${name} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} at ${Math.round(entry.startTime)} ms`,
            );
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await throttleAsPhone(cdp, { cpu });
    await page.goto(`${baseUrl}/celebrate`, { waitUntil: 'commit' });
    // The card maker's name field, by its English label (the bench's visitor reads English).
    const field = page.getByRole('textbox', { name: 'Your name' });
    await field.waitFor({ state: 'visible', timeout: 60_000 });
    await field.evaluate((input) => input.scrollIntoView({ block: 'center' }));
    await field.click();
    const left = Math.round((await field.boundingBox())?.y ?? NaN);
    let typedBeforeAdoption = 0;
    for (const letter of NAME) {
      await page.keyboard.type(letter);
      if (await page.evaluate(() => document.querySelector('#root[aria-busy]') !== null)) {
        typedBeforeAdoption += 1;
      }
      await page.waitForTimeout(LETTER_MS);
    }
    await page.waitForFunction(() => !document.querySelector('#root[aria-busy]'), null, {
      timeout: 120_000,
    });
    // The replay of early input runs once the app has the field: a moment after it answers.
    await page.waitForTimeout(1000);
    const value = await field.inputValue();
    /** @type {number[]} */
    const tops = await page.evaluate(
      () => /** @type {{ __fieldTops: number[] }} */ (/** @type {unknown} */ (window)).__fieldTops,
    );
    const moved = [...new Set(tops.filter((top) => Math.abs(top - left) > 2))];
    /** @type {string[]} */
    const shifts = await page.evaluate(
      () => /** @type {{ __shifts: string[] }} */ (/** @type {unknown} */ (window)).__shifts,
    );
    return {
      kept: value === NAME && moved.length === 0,
      value,
      moved,
      shifts: moved.length > 0 ? shifts.slice(0, 6) : [],
      typedBeforeAdoption,
    };
  } finally {
    await context.close();
  }
}
