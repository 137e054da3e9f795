import type { Page } from '@playwright/test';
import { expect, test as base } from './support/fixtures';
import { newVisitor, signIn } from './support/auth';
import {
  EMULATED_HOST,
  createRegisteredAccount,
  expectSaved,
  failOnePlay,
  pendingPlays,
  publicBoard,
} from './support/emulated';
import {
  asReturningPlayer,
  playDress,
  playDressWithoutMoustache,
  playPookalam,
  playSadya,
} from './support/games';
import { figure, statsCard } from './support/stats-card';

/**
 * Every game played to the end on the backend a broadcaster would run (docs/decisions/026): the
 * play goes to submitPlay on the Functions emulator, which scores its record again and stores it
 * in Firestore, and the visitor finds the server's score where they look for it. Each game's
 * record has its own shape (the sadya's is a list of lists), and only a real play sends it.
 */
const test = base.extend<{ expectedConsoleErrors: RegExp[] }>({
  /**
   * The console guard with its exceptions named one by one (the suite's allows all or none): a
   * test adds what it brings about itself. One is always allowed: Firestore's SDK logs an error
   * when the emulator has not answered a listener within 10 s, which a busy two-core machine
   * brings about while the Functions emulator starts its first worker for the run's first play.
   * The listener answers later, and what the visitor sees is checked anyway.
   */
  expectedConsoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      allowConsoleErrors();
      const expected = [/Could not reach Cloud Firestore backend\. Backend didn't respond within/];
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(expected);
      const unexpected = errors.filter((text) => !expected.some((known) => known.test(text)));
      expect(unexpected, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

test.use({ baseURL: EMULATED_HOST });
test.beforeEach(({ page }) => asReturningPlayer(page));

/** Each game's route title (its page and statistics card), and the dashboard's short name for it. */
const GAMES = {
  pookalam: { path: '/game', title: 'Pookalam', short: 'Pookalam' },
  sadya: { path: '/eat', title: 'Onam sadya', short: 'Sadya' },
  dress: { path: '/dress', title: 'Dress up for Onam', short: 'Dress up' },
} as const;
type GameId = keyof typeof GAMES;

const recentPlays = (page: Page) =>
  page.getByRole('region', { name: 'Recent plays' }).getByRole('listitem');

/** The visitor's row on a game's board in the dashboard's Leaderboards, reached by its tab. */
async function ownBoardRow(page: Page, gameId: GameId, displayName: string) {
  const boards = page.getByRole('region', { name: 'Leaderboards' });
  await boards.getByRole('tab', { name: GAMES[gameId].short }).click();
  const board = boards.getByRole('table', { name: `Top 10: ${GAMES[gameId].short}` });
  return board
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `${displayName} (you)` }) });
}

/**
 * A game's plays on the dashboard and on the public board with the best score the server kept: the
 * game's statistics card, the visitor's row on the game's board, and the board anyone may read.
 */
async function expectOnDashboardAndBoard(
  page: Page,
  displayName: string,
  gameId: GameId,
  score: number,
  plays = 1,
) {
  await expect(
    figure(statsCard(page, `Your statistics: ${GAMES[gameId].title}`), 'Plays'),
  ).toHaveText(String(plays));
  await expect(
    figure(statsCard(page, `Your statistics: ${GAMES[gameId].title}`), 'Best score'),
  ).toHaveText(String(score));
  const row = await ownBoardRow(page, gameId, displayName);
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row.getByRole('cell').last()).toHaveText(String(score));
  const board = await publicBoard(gameId);
  expect(board.find((entry) => entry.name === displayName)).toMatchObject({ score });
}

test.describe('on a device with a touch screen, a keyboard and a mouse', () => {
  test.use({ hasTouch: true });

  test(
    'a visitor plays all three games to the end, each saved by the server and found with its score on the dashboard and the public boards',
    { tag: '@board' },
    async ({ page }, testInfo) => {
      // Three whole games, each a round trip through the Functions emulator: about a minute here.
      test.slow();
      const visitor = newVisitor(testInfo, 'Devi Emulated');
      await createRegisteredAccount(visitor);
      await signIn(page, visitor);

      const scores = {} as Record<GameId, number>;
      await page.goto(GAMES.pookalam.path);
      scores.pookalam = await playPookalam(page, 'touch');
      await expectSaved(page);
      await page.goto(GAMES.sadya.path);
      scores.sadya = await playSadya(page, 'mouse');
      await expectSaved(page);
      await page.goto(GAMES.dress.path);
      scores.dress = await playDress(page, 'keyboard');
      await expectSaved(page);
      expect(await pendingPlays(page)).toEqual([]);

      await page.goto('/dashboard');
      // Newest first, each with the score the server kept.
      await expect(recentPlays(page)).toHaveCount(3);
      for (const [index, gameId] of (['dress', 'sadya', 'pookalam'] as const).entries()) {
        await expect(recentPlays(page).nth(index)).toContainText(GAMES[gameId].short);
        await expect(recentPlays(page).nth(index)).toContainText(`${scores[gameId]} of 100`);
      }
      const overall = statsCard(page, 'Your statistics');
      await expect(figure(overall, 'Plays')).toHaveText('3');
      await expect(figure(overall, 'Best score')).toHaveText(
        String(Math.max(...Object.values(scores))),
      );
      for (const gameId of ['pookalam', 'sadya', 'dress'] as const) {
        await expectOnDashboardAndBoard(page, visitor.displayName, gameId, scores[gameId]);
      }
    },
  );
});

test(
  'a sadya play waiting on the device since before the fix is saved, with the server’s score, once the visitor signs in',
  { tag: '@board' },
  async ({ page }, testInfo) => {
    test.slow();
    // Played signed out, the play waits on the device in the very shape the game stores, whatever
    // the server of the day made of it: a record whose servings are lists inside a list.
    await page.goto(GAMES.sadya.path);
    const score = await playSadya(page, 'mouse');
    await expect(
      page.getByRole('status').filter({ hasText: `Your score of ${score} is kept on this device` }),
    ).toBeVisible();
    const [waiting, ...others] = await pendingPlays(page);
    expect(others).toEqual([]);
    expect(waiting).toMatchObject({ gameId: 'sadya', score, maxScore: 100, uid: null });
    const record = waiting?.evidence?.record as { servings?: unknown[] } | undefined;
    expect(Array.isArray(record?.servings?.[0])).toBe(true);

    const visitor = newVisitor(testInfo, 'Lakshmi Emulated');
    await createRegisteredAccount(visitor);
    await signIn(page, visitor);
    await expect.poll(() => pendingPlays(page), { timeout: 20_000 }).toEqual([]);

    await page.goto('/dashboard');
    await expect(recentPlays(page)).toHaveCount(1);
    await expect(recentPlays(page).first()).toContainText(GAMES.sadya.short);
    await expect(recentPlays(page).first()).toContainText(`${score} of 100`);
    await expectOnDashboardAndBoard(page, visitor.displayName, 'sadya', score);
  },
);

test(
  'a play the server keeps failing on is set aside with Try again and Remove, the next play saves, and Try again saves it once the server answers',
  { tag: '@board' },
  async ({ page, expectedConsoleErrors }, testInfo) => {
    test.slow();
    // The browser logs each 500 the server answers.
    expectedConsoleErrors.push(/the server responded with a status of 500/);
    // The device waits between tries (half a minute, then two minutes): the page's clock is moved
    // on instead of the test waiting for it.
    await page.clock.install();
    const visitor = newVisitor(testInfo, 'Ravi Emulated');
    await createRegisteredAccount(visitor);
    await signIn(page, visitor);
    const server = await failOnePlay(page);

    await page.goto(GAMES.dress.path);
    expect(await playDress(page, 'mouse')).toBe(100);
    await expect.poll(server.failures).toBe(1);
    // Held and tried again later: still "saving", and nothing to share before the server has it.
    const share = page.getByRole('region', { name: 'Share your score' });
    await expect(page.getByRole('status').filter({ hasText: 'Saving your score…' })).toBeVisible();
    await expect(share).toBeHidden();
    // The clock is moved on in steps until the next try has gone: the device sets its timer only
    // once the last answer has been read, which may be after a single jump would have been made.
    await expect.poll(advanceUntilFailures(page, server.failures, 2), STEPS).toBe(2);
    await expect.poll(advanceUntilFailures(page, server.failures, 3), STEPS).toBe(3);
    await expect(
      page.getByRole('status').filter({
        hasText:
          'Your score of 100 could not be saved: the server ran into a problem each time it was sent. It stays on this device until you try again or remove it.',
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Try again to save your score of 100' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove your score of 100' })).toBeVisible();
    await expect(share).toBeHidden();

    // The next play is not held up by the one set aside, and once saved it may be shared.
    await page.getByRole('button', { name: 'Play again' }).click();
    expect(await playDressWithoutMoustache(page)).toBe(85);
    await expectSaved(page);
    await expect(share).toBeVisible();
    expect(server.failures()).toBe(3);

    await page.goto('/dashboard');
    const waiting = page.getByRole('region', { name: 'Scores not saved yet' });
    await expect(waiting.getByRole('listitem')).toHaveCount(1);
    await expect(waiting.getByRole('listitem')).toContainText('100 of 100');
    await expect(waiting.getByRole('listitem')).toContainText(
      'Could not be saved: the server ran into a problem each time it was sent.',
    );
    await expect(recentPlays(page)).toHaveCount(1);
    await expect(recentPlays(page).first()).toContainText('85 of 100');

    await server.lift();
    await waiting
      .getByRole('button', { name: 'Try again to save your Dress up score of 100' })
      .click();
    await expect(waiting).toBeHidden({ timeout: 20_000 });
    await expect(recentPlays(page)).toHaveCount(2);
    await expect(recentPlays(page).first()).toContainText('100 of 100');
    expect(server.failures()).toBe(3);
    expect(await pendingPlays(page)).toEqual([]);
    await expectOnDashboardAndBoard(page, visitor.displayName, 'dress', 100, 2);
  },
);

/** A second between steps, so a try under way has its answer read before the clock moves on. */
const STEPS = { intervals: [1_000], timeout: 30_000 };

/** A poll step: moves the page's clock on half a minute unless `failures` has reached `target`. */
function advanceUntilFailures(page: Page, failures: () => number, target: number) {
  return async () => {
    if (failures() < target) await page.clock.fastForward(31_000);
    return failures();
  };
}
