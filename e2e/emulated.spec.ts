import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newVisitor, signIn, type Visitor } from './support/auth';
import {
  EMULATED_HOST,
  callFunction,
  createRegisteredAccount,
  documentsRead,
  expectSaved,
  pendingPlays,
  publicBoard,
  seedPlays,
} from './support/emulated';
import { asReturningPlayer, playDress, playDressWithoutMoustache } from './support/games';

/**
 * The backend a broadcaster would run, on the emulators (docs/decisions/023, 024, 026): the
 * firebase adapter, plays scored again by the Functions emulator with the games' own scoring
 * code, the board and the statistics kept by the server, the rules of firestore.rules.
 */
test.use({ baseURL: EMULATED_HOST });
// Stories with two visitors, a game or two each and the server in between.
test.describe.configure({ timeout: 90_000 });
test.beforeEach(({ page }) => asReturningPlayer(page));

async function visitorPage(browser: Browser, visitor: Visitor) {
  const context = await browser.newContext({ baseURL: EMULATED_HOST });
  const page = await context.newPage();
  await asReturningPlayer(page);
  await createRegisteredAccount(visitor);
  await signIn(page, visitor);
  return page;
}

/**
 * The dress-up game is on screen, its code loaded: the visitor whose network then drops has the
 * game in hand. (Dropped while the game's code still loads, the page has only its error and retry.)
 */
const dressReady = (page: Page) =>
  expect(page.getByRole('button', { name: 'Start dressing' })).toBeVisible();

const dressBoard = (page: Page) =>
  page
    .getByRole('region', { name: 'Leaderboards' })
    .getByRole('table', { name: 'Top 10: Dress up' });

const boardRow = (board: Locator, name: string) =>
  board.getByRole('row').filter({ has: board.page().getByRole('rowheader', { name }) });

test(
  'two visitors play on two devices, and each finds the other on the board with the server’s score',
  { tag: '@board' },
  async ({ browser }, testInfo) => {
    const anu = newVisitor(testInfo, 'Anu Emulated');
    const kannan = { ...newVisitor(testInfo, 'Kannan Emulated'), email: `k-${anu.email}` };
    const [anuPage, kannanPage] = await Promise.all([
      visitorPage(browser, anu),
      visitorPage(browser, kannan),
    ]);

    await anuPage.goto('/dress');
    expect(await playDress(anuPage, 'mouse')).toBe(100);
    await expectSaved(anuPage);
    await kannanPage.goto('/dress');
    expect(await playDressWithoutMoustache(kannanPage)).toBe(85);
    await expectSaved(kannanPage);

    for (const [page, own, other, otherScore] of [
      [anuPage, anu, kannan, '85'],
      [kannanPage, kannan, anu, '100'],
    ] as const) {
      await page.goto('/dashboard');
      await page
        .getByRole('region', { name: 'Leaderboards' })
        .getByRole('tab', { name: 'Dress up' })
        .click();
      const board = dressBoard(page);
      await expect(boardRow(board, other.displayName).getByRole('cell').last()).toHaveText(
        otherScore,
      );
      await expect(boardRow(board, `${own.displayName} (you)`)).toHaveAttribute(
        'aria-current',
        'true',
      );
    }
    // What anyone may read of the board: rank, name, district and score, the server's.
    const rows = await publicBoard('dress');
    expect(rows.find((row) => row.name === anu.displayName)).toMatchObject({ score: 100 });
    expect(rows.find((row) => row.name === kannan.displayName)).toMatchObject({ score: 85 });
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(['district', 'name', 'rank', 'score']);
  },
);

test('a tampered play is refused with a clear message, and nothing public changes', async ({
  page,
  context,
  allowConsoleErrors,
}, testInfo) => {
  // Offline, Firestore and the browser say they cannot reach the network.
  allowConsoleErrors();
  const mallory = newVisitor(testInfo, 'Mallory Emulated');
  const { idToken } = await createRegisteredAccount(mallory);
  await signIn(page, mallory);
  await page.goto('/dress');
  await dressReady(page);
  // Finished offline, so the play waits on the device where a script can reach it.
  await context.setOffline(true);
  const earned = await playDressWithoutMoustache(page);
  const [kept] = await pendingPlays(page);
  expect(kept?.evidence).toBeDefined();

  // Sent straight to the callable with a score its record does not earn.
  const tampered = {
    play: { ...kept, id: undefined, score: 100, maxScore: 100 },
    deviceId: 'tampered-1',
  };
  const answer = await callFunction('submitPlay', idToken, tampered);
  expect(answer.status).toBe(400);
  expect(answer.body.error).toEqual({
    status: 'INVALID_ARGUMENT',
    message: `The score sent (100) is not what this play earns (${earned}), so it was not saved.`,
  });

  // The same through the page: the stored score raised before the device sends it.
  await page.evaluate(() => {
    const plays = JSON.parse(localStorage.getItem('onam:pending-plays') ?? '[]') as {
      score: number;
    }[];
    for (const play of plays) play.score = 100;
    localStorage.setItem('onam:pending-plays', JSON.stringify(plays));
    // Other tabs and this one's store hear of a change through the storage event.
    window.dispatchEvent(new StorageEvent('storage', { key: 'onam:pending-plays' }));
  });
  await context.setOffline(false);
  // A round trip through the Functions emulator, which may start a worker for it first.
  await expect(
    page.getByRole('status').filter({ hasText: 'could not be checked against the game' }),
  ).toBeVisible({ timeout: 20_000 });
  expect(await pendingPlays(page)).toEqual([]);

  // Nothing public moved: Mallory is on no board.
  const board = await publicBoard('dress');
  expect(board.some((row) => row.name === mallory.displayName)).toBe(false);
  await page.goto('/dashboard');
  await expect(
    page.getByRole('region', { name: 'Recent plays' }).getByText(/^No plays yet/),
  ).toBeVisible();
});

test('plays finished offline are saved, by the server, once the device is back online', async ({
  page,
  context,
  allowConsoleErrors,
}, testInfo) => {
  // Offline, Firestore and the browser say they cannot reach the network.
  allowConsoleErrors();
  const visitor = newVisitor(testInfo, 'Offline Emulated');
  await createRegisteredAccount(visitor);
  await signIn(page, visitor);
  await page.goto('/dress');
  await dressReady(page);
  await context.setOffline(true);
  expect(await playDress(page, 'mouse')).toBe(100);
  await expect(
    page.getByRole('status').filter({ hasText: 'Your score of 100 is kept on this device' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Play again' }).click();
  await playDressWithoutMoustache(page);
  expect(await pendingPlays(page)).toHaveLength(2);

  await context.setOffline(false);
  await expectSaved(page);
  await expect.poll(() => pendingPlays(page)).toEqual([]);
  await page.goto('/dashboard');
  const recent = page.getByRole('region', { name: 'Recent plays' }).getByRole('listitem');
  await expect(recent).toHaveCount(2);
  await expect(recent.first()).toContainText('85 of 100');
  await expect(recent.last()).toContainText('100 of 100');
});

test('a dashboard reads the same few documents for a visitor with 3 plays and with 300', async ({
  browser,
  page,
  context,
  allowConsoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  // The record is taken offline, where Firestore says it cannot reach the network.
  allowConsoleErrors();
  // One real play gives the record the seeded plays repeat.
  const source = newVisitor(testInfo, 'Record Emulated');
  await createRegisteredAccount(source);
  await signIn(page, source);
  await page.goto('/dress');
  await dressReady(page);
  await context.setOffline(true);
  await playDress(page, 'mouse');
  const [record] = await pendingPlays(page);
  await context.setOffline(false);
  if (!record?.evidence) throw new Error('the play has no evidence');
  const play = { gameId: 'dress', durationMs: record.durationMs, evidence: record.evidence };

  const reads: Record<number, { what: string; documents: number }[]> = {};
  const total = (plays: number) =>
    (reads[plays] ?? []).reduce((sum, read) => sum + read.documents, 0);
  /** What was read, each thing once, with the most documents one read of it returned. */
  const shape = (plays: number) =>
    Object.entries(
      Object.fromEntries(
        [...(reads[plays] ?? [])]
          .sort((a, b) => a.documents - b.documents)
          .map((read) => [read.what, read.documents]),
      ),
    ).sort(([a], [b]) => a.localeCompare(b));
  for (const plays of [3, 300]) {
    const visitor = {
      ...newVisitor(testInfo, `Reader ${plays}`),
      email: `r${plays}-${source.email}`,
    };
    const { uid } = await createRegisteredAccount(visitor);
    seedPlays({
      uid,
      plays,
      play,
      profile: { displayName: visitor.displayName, district: 'kollam' },
    });

    const reader = await (await browser.newContext({ baseURL: EMULATED_HOST })).newPage();
    await asReturningPlayer(reader);
    await signIn(reader, visitor);
    await reader.goto('/dashboard');
    const overall = reader
      .locator('[data-part="stats-card"]')
      .filter({ has: reader.getByRole('heading', { name: 'Your statistics', exact: true }) });
    await expect(overall.locator('[data-figure]:visible').first().locator('dd')).toHaveText(
      String(plays),
    );
    await expect(
      reader.getByRole('region', { name: 'Recent plays' }).getByRole('listitem'),
    ).toHaveCount(Math.min(plays, 10));
    await expect(dressBoard(reader)).toBeVisible();
    await expect(reader.getByRole('region', { name: 'Your greetings' })).toBeVisible();
    // Every section has drawn, so every read it needed is marked.
    reads[plays] = await documentsRead(reader);
    await reader.context().close();
  }
  testInfo.annotations.push({ type: 'documents read', description: JSON.stringify(reads) });
  // The same things read, each as few documents, whatever the plays: nothing grows with them. (A
  // section read twice, as a refetch on a loaded machine once did, is the same for both.)
  expect(shape(300), JSON.stringify(reads)).toEqual(shape(3));
  expect(total(300), JSON.stringify(reads)).toBeLessThanOrEqual(15);
});
