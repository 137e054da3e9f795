import { MEDIA_LAUNCH_OPTIONS } from '../deploy/scripts/chromium.mjs';
import { expect, test } from './support/fixtures';
import { expectNoSeriousViolations, preparedVisitor } from './support/axe';
import { catalogues, either, LOCALES, openInLocale } from './support/i18n';
import { recorderClockMoved } from './support/recorder';

/**
 * The recorder (/talk) scanned with axe-core, as accessibility.spec.ts scans every other route:
 * signed in, in English and in Malayalam; then with a take and with the account menu open.
 *
 * A file of its own because /talk asks for the microphone and the camera as it opens: Chromium's
 * fake devices answer, and those run in the full browser for the whole file (see talk.spec.ts on
 * why the flag is set for the whole file and the permission per test).
 */

// axe-core sets inline styles while it measures, which the site's Content-Security-Policy blocks
// and logs as console errors, as in accessibility.spec.ts.
test.use({ bypassCSP: true, launchOptions: MEDIA_LAUNCH_OPTIONS });

const { games } = catalogues;

for (const locale of LOCALES) {
  test.describe(`axe-core, ${locale === 'en' ? 'English' : 'Malayalam'}`, () => {
    test.beforeEach(async ({ page }) => openInLocale(page, locale));
    test.afterEach(async ({ page }) => {
      // The language the visitor chose is the document's language, for screen readers and fonts.
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });

    test.describe('with a microphone and a camera', () => {
      test.use({ permissions: ['microphone', 'camera'] });

      test(`/talk, signed in (${locale})`, async ({ page, context }, testInfo) => {
        await preparedVisitor(context, testInfo);
        await page.goto('/talk');
        await expect(
          page.getByRole('heading', { level: 1, name: either(games, 'recorder.title') }),
        ).toBeVisible();
        await expect(
          page.getByRole('button', { name: either(games, 'recorder.record') }),
        ).toBeEnabled();
        await expectNoSeriousViolations(page, 'the recorder');
      });
    });
  });
}

test.describe('axe-core, further states (English)', () => {
  test.describe('with a microphone and a camera', () => {
    test.use({ permissions: ['microphone', 'camera'] });

    test('the recorder with a take, and the account menu open', async ({
      page,
      context,
    }, testInfo) => {
      const visitor = await preparedVisitor(context, testInfo);
      await page.goto('/talk');
      await page.getByRole('button', { name: 'Record', exact: true }).click();
      await expect(recorderClockMoved(page)).toBeVisible();
      await page.getByRole('button', { name: 'Stop', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Your takes' })).toBeVisible();
      await expectNoSeriousViolations(page, 'the recorder with a take');
      await page.getByRole('button', { name: `Account: ${visitor.displayName}` }).click();
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expectNoSeriousViolations(page, 'the account menu');
    });
  });
});
