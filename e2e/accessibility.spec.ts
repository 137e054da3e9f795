import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousViolations, preparedVisitor, settle } from './support/axe';
import { asReturningPlayer, playDress, playSadya } from './support/games';
import { tabThrough, unseenFocus, type FocusStop } from './support/focus';
import { catalogues, either, LOCALES, openInLocale } from './support/i18n';
import { tabTo } from './support/keyboard';
import { useLiveManifest, type Manifest } from './support/servers';
import { EMULATED_HOST } from './support/emulated';
import { seedApprovedWish } from './support/wall';
import { wallMessages } from '../host/src/wishes/messages';
import { privacyMessages } from '../host/src/screens/privacy/messages';

/**
 * Every route, in English and in Malayalam, scanned with axe-core (WCAG 2.0–2.2 A and AA, and
 * axe's best practices, which include "no positive tabindex"): no serious or critical violation.
 * Then the keyboard: every control reached by Tab shows where focus is, a modal dialog keeps
 * focus inside and gives it back; and a visitor who asks for less motion gets none. The recorder
 * (/talk), which needs a microphone and a camera, is scanned in accessibility-recorder.spec.ts.
 *
 * Locators use the catalogues' words in either language (`either`), so the same story runs in
 * both, and a page whose translation lags still passes the locator.
 */

// axe-core sets inline styles while it measures, which the site's Content-Security-Policy blocks
// and logs as console errors; every other spec runs under the policy, so this one may step round
// it.
test.use({ bypassCSP: true });

const { host, games, auth } = catalogues;
const wall = wallMessages;
/** The manifest with /eat opening on day 3, and a server that says it is day 1 (Atham). */
async function sadyaNotOpenYet(page: Page) {
  await page.clock.setFixedTime(new Date('2026-09-30T10:00:00+05:30'));
  const live = await useLiveManifest(page);
  const next = structuredClone(live.manifest) as Manifest & {
    routes: Record<string, { schedule?: { opensOn: number } }>;
  };
  const eat = next.routes['/eat'];
  if (!eat) throw new Error('the local manifest has no /eat route');
  eat.schedule = { opensOn: 3 };
  live.manifest = next;
  live.serverDate = new Date('2026-08-16T10:00:00+05:30');
}

const gameHeading = (page: Page, key: keyof typeof games.en) =>
  page.locator('[data-game]').getByRole('heading', { level: 1, name: either(games, key) });

/** A quick pookalam in any language: one flower at the keyboard cursor, then Finish. */
async function finishQuickPookalam(page: Page) {
  const start = page.getByRole('button', { name: either(games, 'game.start') });
  if (await start.isVisible()) await start.click();
  const board = page.getByRole('application', { name: either(games, 'pookalam.board.label') });
  await board.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: either(games, 'pookalam.finish') }).click();
  await expect(page.getByTestId('game-result')).toBeVisible();
  await expect(page.locator('[data-part="confetti"]')).toHaveAttribute('data-state', /still|done/, {
    timeout: 10_000,
  });
}

for (const locale of LOCALES) {
  test.describe(`axe-core, ${locale === 'en' ? 'English' : 'Malayalam'}`, () => {
    test.beforeEach(async ({ page }) => openInLocale(page, locale));
    test.afterEach(async ({ page }) => {
      // The language the visitor chose is the document's language, for screen readers and fonts.
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });

    test(`/ on a first visit, with the welcome tutorial open (${locale})`, async ({ page }) => {
      await page.goto('/');
      await expect(
        page.getByRole('region', { name: either(games, 'tutorial.welcome.pick.title') }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'the home page with the welcome tutorial');
    });

    test(`/ for a returning visitor (${locale})`, async ({ page }) => {
      await asReturningPlayer(page);
      await page.goto('/');
      await expect(
        page.getByRole('img', { name: either(host, 'home.play') }).first(),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'the home page');
    });

    test(`/game: the set-up, then a started board (${locale})`, async ({ page }) => {
      await asReturningPlayer(page);
      await page.goto('/game');
      await expect(gameHeading(page, 'pookalam.title')).toBeVisible();
      await expectNoSeriousViolations(page, 'the pookalam set-up');
      await page.getByRole('button', { name: either(games, 'game.start') }).click();
      await expect(
        page.getByRole('application', { name: either(games, 'pookalam.board.label') }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'a started pookalam board');
    });

    test(`/game: a finished game's result card (${locale})`, async ({ page }) => {
      await asReturningPlayer(page);
      await page.goto('/game');
      await expect(gameHeading(page, 'pookalam.title')).toBeVisible();
      await finishQuickPookalam(page);
      await expectNoSeriousViolations(page, "a finished pookalam's result card");
    });

    test(`/eat (${locale})`, async ({ page }) => {
      await asReturningPlayer(page);
      await page.goto('/eat');
      await expect(gameHeading(page, 'sadya.title')).toBeVisible();
      await expectNoSeriousViolations(page, 'the sadya');
    });

    test(`/dress (${locale})`, async ({ page }) => {
      await asReturningPlayer(page);
      await page.goto('/dress');
      await expect(gameHeading(page, 'dress.title')).toBeVisible();
      await expectNoSeriousViolations(page, 'the dress-up');
    });

    test(`/wall with a card on it, and its broadcast view (${locale})`, async ({
      page,
    }, testInfo) => {
      // The wall needs the backend: the emulated one, with a card an operator approved.
      const id = `a11y-${locale}-${testInfo.workerIndex}-${Date.now()}`;
      await seedApprovedWish(id, { name: `Devi ${locale}`, district: 'thrissur' });
      await page.goto(`${EMULATED_HOST}/wall`);
      await expect(
        page.getByRole('button', { name: either(wall, 'wall.signInToReport') }).first(),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'the wall of wishes');
      await page.goto(`${EMULATED_HOST}/wall/broadcast`);
      await expect(page.getByRole('article')).toBeVisible();
      await expectNoSeriousViolations(page, 'the wall’s broadcast view');
    });

    test(`/celebrate (${locale})`, async ({ page }) => {
      await asReturningPlayer(page);
      await page.goto('/celebrate');
      await expect(
        page.getByRole('heading', { level: 1, name: either(host, 'celebrate.title') }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'the card maker');
    });

    test(`/calendar (${locale})`, async ({ page }) => {
      await asReturningPlayer(page);
      await page.goto('/calendar');
      await expect(
        page.getByRole('heading', { level: 1, name: either(host, 'calendar.title') }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'the festival calendar');
    });

    test(`/privacy, the privacy notice (${locale})`, async ({ page }) => {
      await page.goto('/privacy');
      await expect(
        page.getByRole('heading', { level: 1, name: either(privacyMessages, 'privacy.title') }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'the privacy notice');
    });

    test(`/dashboard, signed in after one play (${locale})`, async ({
      page,
      context,
    }, testInfo) => {
      test.setTimeout(60_000);
      await preparedVisitor(context, testInfo, { played: true });
      await asReturningPlayer(page);
      await page.goto('/dashboard');
      await expect(
        page.getByRole('heading', { level: 1, name: either(host, 'dashboard.title') }),
      ).toBeVisible();
      await expect(page.locator('[data-part="stats-card"]').first()).toBeVisible();
      await expect(page.locator('table').first()).toBeVisible();
      await expectNoSeriousViolations(page, 'the dashboard');
    });

    test(`/login, then the register form (${locale})`, async ({ page }) => {
      await page.goto('/login');
      await expect(
        page.getByRole('heading', { level: 2, name: either(auth, 'dialog.signIn.title') }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'the sign-in form');
      await page.getByRole('button', { name: either(auth, 'action.toRegister') }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: either(auth, 'dialog.register.title') }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'the register form');
    });

    test(`the 404 page (${locale})`, async ({ page }) => {
      await asReturningPlayer(page);
      await page.goto('/no-such-page');
      await expect(
        page.getByRole('heading', { level: 1, name: either(host, 'error.notFound') }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'the 404 page');
    });

    test(`a game that is not open yet (${locale})`, async ({ page }) => {
      await asReturningPlayer(page);
      await sadyaNotOpenYet(page);
      await page.goto('/eat');
      await expect(
        page.getByRole('heading', { level: 1, name: either(host, 'game.notYet.title') }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'a game that is not open yet');
    });
  });
}

test.describe('axe-core, further states (English)', () => {
  test.beforeEach(({ page }) => asReturningPlayer(page));

  test("the sadya's and the dress-up's result cards", async ({ page }) => {
    // Two whole games and two axe scans: 40 s on a quiet machine, about a minute on a busy one.
    test.setTimeout(120_000);
    await page.goto('/eat');
    await expect(gameHeading(page, 'sadya.title')).toBeVisible();
    await playSadya(page, 'mouse');
    await expectNoSeriousViolations(page, "the sadya's result card");
    await page.goto('/dress');
    await expect(gameHeading(page, 'dress.title')).toBeVisible();
    await playDress(page, 'mouse');
    await expectNoSeriousViolations(page, "the dress-up's result card");
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the home page and the three games under way', async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto('/');
      await expect(page.getByRole('img', { name: 'Play' }).first()).toBeVisible();
      await expectNoSeriousViolations(page, 'the home page on a phone');
      for (const [path, heading, start] of [
        ['/game', 'pookalam.title', 'game.start'],
        ['/eat', 'sadya.title', 'game.start'],
        ['/dress', 'dress.title', 'dress.start.button'],
      ] as const) {
        await page.goto(path);
        await expect(gameHeading(page, heading)).toBeVisible();
        await page.getByRole('button', { name: either(games, start) }).tap();
        await expectNoSeriousViolations(page, `${path} under way on a phone`);
      }
    });
  });
});

test.describe('keyboard focus', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.beforeEach(({ page }) => asReturningPlayer(page));

  const expectFocusShown = (stops: FocusStop[], where: string) => {
    expect(stops.length, `controls reached by Tab on ${where}`).toBeGreaterThan(2);
    expect(unseenFocus(stops), `focus shown on every control of ${where}`).toEqual([]);
  };

  test('every control on the home page shows where focus is', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('img', { name: either(host, 'home.play') }).first()).toBeVisible();
    await settle(page);
    expectFocusShown(await tabThrough(page), 'the home page');
  });

  test('every control of the games shows where focus is: set-up, board and result', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/game');
    await expect(gameHeading(page, 'pookalam.title')).toBeVisible();
    await settle(page);
    expectFocusShown(await tabThrough(page), 'the pookalam set-up');
    await page.getByRole('button', { name: either(games, 'game.start') }).click();
    expectFocusShown(await tabThrough(page), 'the pookalam board');
    await finishQuickPookalam(page);
    expectFocusShown(await tabThrough(page), "the pookalam's result");

    await page.goto('/eat');
    await expect(gameHeading(page, 'sadya.title')).toBeVisible();
    await settle(page);
    expectFocusShown(await tabThrough(page), 'the sadya set-up');
    await page.getByRole('button', { name: either(games, 'game.start') }).click();
    expectFocusShown(await tabThrough(page), 'the sadya leaf and tray');

    await page.goto('/dress');
    await expect(gameHeading(page, 'dress.title')).toBeVisible();
    await settle(page);
    expectFocusShown(await tabThrough(page), 'the dress-up');
    await page.getByRole('button', { name: either(games, 'dress.start.button') }).click();
    expectFocusShown(await tabThrough(page), 'the dressing room');
  });

  test('the sign-in dialog keeps focus inside, shows it on every control, and gives it back', async ({
    page,
  }) => {
    await page.goto('/');
    await settle(page);
    const opener = page.getByRole('button', { name: either(host, 'account.signIn') });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: either(auth, 'dialog.signIn.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'the sign-in dialog');

    const stops = await tabThrough(page, { within: dialog });
    expectFocusShown(stops, 'the sign-in dialog');
    expect(
      stops.filter((stop) => !stop.inside).map((stop) => stop.control),
      'Tab stays inside the modal dialog',
    ).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener, 'focus goes back to the button that opened the dialog').toBeFocused();

    // Closed with its own button, the same.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: either(auth, 'dialog.close') }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

/** Records every animation or transition that runs for longer than a few ms, from now on. */
async function watchMotion(page: Page) {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { motionSeen: Set<string> }).motionSeen = seen;
    const describe = (animation: Animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const what =
        'animationName' in animation
          ? `animation ${String(animation.animationName)}`
          : 'transitionProperty' in animation
            ? `transition of ${String(animation.transitionProperty)}`
            : 'scripted animation';
      // Class and keyframe names are hashed in production builds; data attributes are not.
      const data = target
        ? [...target.attributes]
            .filter((attribute) => attribute.name.startsWith('data-'))
            .map((attribute) => `[${attribute.name}=${attribute.value}]`)
            .join('')
        : '';
      const where = target ? `${target.tagName.toLowerCase()}${data}` : 'no element';
      return `${what} on ${where}`;
    };
    const look = () => {
      for (const animation of document.getAnimations()) {
        const ms = Number(animation.effect?.getComputedTiming().activeDuration ?? 0);
        if (animation.playState === 'running' && ms > 5)
          seen.add(`${describe(animation)}, ${ms} ms`);
      }
      requestAnimationFrame(look);
    };
    look();
  });
}

const motionSeen = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { motionSeen: Set<string> }).motionSeen]);

test.describe('motion', () => {
  test.beforeEach(({ page }) => asReturningPlayer(page));

  test('the page transition moves for a visitor who did not ask for less motion', async ({
    page,
  }) => {
    await page.goto('/');
    await settle(page);
    await watchMotion(page);
    await page.locator('header a[href="/celebrate"]').click();
    await expect(
      page.getByRole('heading', { level: 1, name: either(host, 'celebrate.title') }),
    ).toBeVisible();
    // The watcher sees motion where there is some: its silence below means something.
    expect(await motionSeen(page)).toContainEqual(
      expect.stringMatching(/^animation \S+ on div\[data-transition=page\]/),
    );
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('navigations and the games hold still, and the confetti is the still burst', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.goto('/');
      await settle(page);
      await watchMotion(page);
      const goHome = () => page.locator('header a[href="/"]').click();

      await page.locator('main a[href="/game"]').click();
      await expect(gameHeading(page, 'pookalam.title')).toBeVisible();
      await finishQuickPookalam(page);
      const confetti = page.locator('[data-part="confetti"]');
      await expect(confetti).toHaveAttribute('data-state', 'still');
      await expect(confetti.locator('[data-still-burst]')).toBeVisible();
      await expect(confetti.locator('canvas')).toHaveCount(0);

      await page.locator('header a[href="/celebrate"]').click();
      await expect(
        page.getByRole('heading', { level: 1, name: either(host, 'celebrate.title') }),
      ).toBeVisible();

      await goHome();
      await page.locator('main a[href="/eat"]').click();
      await expect(gameHeading(page, 'sadya.title')).toBeVisible();
      await page.getByRole('button', { name: either(games, 'game.start') }).click();
      const tray = page.getByRole('group', { name: either(games, 'sadya.tray.label') });
      const leaf = page.getByRole('group', { name: either(games, 'sadya.leaf.label') });
      // Uppu at the tip of the leaf, its place: the ring round it holds still.
      await tray.getByRole('button', { name: 'Uppu', exact: true }).click();
      await leaf.getByRole('button', { name: 'Tip of the leaf', exact: true }).hover();
      await leaf.getByRole('button', { name: 'Tip of the leaf', exact: true }).click();
      await expect(page.locator('circle[stroke-opacity]')).toHaveAttribute(
        'stroke-opacity',
        '0.900',
      );

      await goHome();
      await page.locator('main a[href="/dress"]').click();
      await expect(gameHeading(page, 'dress.title')).toBeVisible();
      await page.getByRole('button', { name: either(games, 'dress.start.button') }).click();
      await page.locator('[data-game] button[aria-pressed]').first().click();
      await expect(page.locator('[data-game] button[aria-pressed="true"]').first()).toBeVisible();

      await goHome();
      await expect(page.locator('#hero-title')).toBeVisible();
      expect(await motionSeen(page), 'animations that ran with reduced motion').toEqual([]);
    });
  });
});
