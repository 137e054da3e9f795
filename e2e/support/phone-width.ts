import type { Page } from '@playwright/test';
import { fontsInUse } from './fonts';

/**
 * How far the page reaches past the viewport, with the innermost elements that reach past it, so
 * a failure names what to fix.
 */
export async function sidewaysOverflow(page: Page) {
  // Malayalam's face arrives after the first paint and sets wider words: measure once it has.
  await fontsInUse(page);
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const reachesPast = (element: Element) =>
      element.getBoundingClientRect().right > viewport + 0.5;
    // The innermost: an element that reaches past while none of its children does is the cause;
    // its ancestors are only stretched by it.
    const wider = [...document.body.querySelectorAll('*')]
      .filter((element) => reachesPast(element) && ![...element.children].some(reachesPast))
      .slice(0, 5)
      .map((element) => {
        const name = element.tagName.toLowerCase();
        const text = (element.textContent ?? '').trim().slice(0, 30);
        return `${name} "${text}" ends at ${Math.round(element.getBoundingClientRect().right)}`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, viewport, wider };
  });
}

/** The elements that make the page scroll sideways: none, on a page that fits. */
export async function widerThanViewport(page: Page): Promise<string[]> {
  const { scrollWidth, viewport, wider } = await sidewaysOverflow(page);
  return scrollWidth <= viewport ? [] : [`${scrollWidth} px wide in ${viewport} px`, ...wider];
}
