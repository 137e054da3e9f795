import { test as base, expect } from '@playwright/test';

/**
 * A console error or an uncaught exception fails the test, unless the test says it expects
 * them (a remote that is down logs failed requests, by design).
 */
export const test = base.extend<{ allowConsoleErrors: () => void; consoleGuard: undefined }>({
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
});

export { expect };
