import { test as base, expect, type Page } from '@playwright/test';

/**
 * A console error or an uncaught exception fails the test, unless the test says it expects
 * them (a remote that is down logs failed requests, by design).
 */
/**
 * Resolves once the app has adopted the page on display (its root is no longer aria-busy): for a
 * page a test opens itself with context.newPage(), as the `page` fixture's goto does this already.
 */
export const appAnswering = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('#root[aria-busy]'), undefined, {
    timeout: 15_000,
  });

/**
 * Resolves once the page has fetched the manifest's schema check (the `campaign-check` chunk),
 * which a prerendered page downloads as a prefetch. Until then a navigation's re-read is
 * the read plus that chunk, and on a slow enough machine it can outlast the navigation's patience
 * (NAVIGATION_WAIT_MS): by design the change then shows one navigation later. A test about the
 * next navigation after an operator's change waits for this, as a visitor has by the time they
 * click.
 */
export const manifestCheckLoaded = (page: Page) =>
  page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/campaign-check\.[^/]*\.js$/.test(entry.name)),
    undefined,
    { timeout: 15_000 },
  );

export const test = base.extend<{
  allowConsoleErrors: () => void;
  consoleGuard: undefined;
  failureReport: undefined;
}>({
  /**
   * A prerendered page (the home page) is on screen before the app has taken it over; its root is
   * aria-busy until then, and its buttons do not answer yet. A test acts as a visitor who waits for
   * the page to answer: the page's goto and reload return once the app has it. (A test about the
   * page before that opens a page of its own with context.newPage().)
   */
  page: async ({ page }, use) => {
    // E2E_CPU_SLOWDOWN=4 runs every page on a CPU four times slower, as the slowest CI machines
    // and cheap phones are: a way to find the tests that lean on a fast machine's timing.
    const slowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
    if (slowdown > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    }
    const answering = () => appAnswering(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await answering();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await answering();
      return response;
    };
    await use(page);
  },
  allowConsoleErrors: async ({}, use, testInfo) => {
    await use(() => {
      testInfo.annotations.push({ type: 'allow-console-errors' });
    });
  },
  consoleGuard: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(undefined);
      const allowed = testInfo.annotations.some((a) => a.type === 'allow-console-errors');
      if (!allowed) expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * A failed test prints where its page was and what it showed, as an accessibility tree. CI's
   * output is text, where neither a trace nor the error-context file can be opened, and a failure
   * that happens once in many runs is understood from this or not at all.
   */
  failureReport: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const shown = await page
        .locator('body')
        .ariaSnapshot({ timeout: 2_000 })
        .catch((error: unknown) => `(no snapshot: ${String(error)})`);
      console.log(`\n[failed: ${testInfo.title}] the page at ${page.url()} showed:\n${shown}\n`);
    },
    { auto: true },
  ],
});

export { expect };
