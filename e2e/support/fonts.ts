import type { Page } from '@playwright/test';

/**
 * Resolves once every web font face the page's text needs is loaded and drawn.
 *
 * `document.fonts.ready` alone is not that: it resolves when no face is loading at that moment,
 * and on a busy machine Chromium had not yet asked for Baloo Chettan 2's Malayalam face when it
 * did (a CI run saw the face swap in after the app had started, 0.011 of layout shift counted
 * against the app). So this asks for each family, weight and style the page's elements use, with
 * the page's own text, which loads exactly the faces whose unicode-range that text reaches, then
 * lets two frames pass so the swap's layout has happened.
 */
export async function fontsInUse(page: Page) {
  await page.evaluate(async () => {
    const text = document.body.textContent ?? '';
    const fonts = new Set<string>();
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      fonts.add(`${style.fontStyle} ${style.fontWeight} 16px ${style.fontFamily}`);
    }
    await Promise.all([...fonts].map((font) => document.fonts.load(font, text)));
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
