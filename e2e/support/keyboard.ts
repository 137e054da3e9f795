import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard-only visitor would, and fails
 * if it is not reachable within `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 40 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reachable with ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/** Tabs to a control and presses Enter on it. */
export async function activate(page: Page, target: Locator, key: 'Enter' | ' ' = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key === ' ' ? 'Space' : key);
}
