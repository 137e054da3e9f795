import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { newVisitor, signIn } from './support/auth';
import { createRegisteredAccount, expectSaved, publicBoard } from './support/emulated';
import { asReturningPlayer } from './support/games';
import { holdingLiveCampaign, LIVE_HOST } from './support/live-campaign-lock';
import { change, live, operatorToken } from './support/live-desk';
import { repoRoot } from './support/servers';
import { figure, statsCard } from './support/stats-card';
import { pngAt, unfurl } from './support/unfurl';
import { OUTSIDE_GAME } from './support/release-outside-game.mjs';

/**
 * A game joins the festival mid-season with nothing of the site changed or deployed
 * (docs/decisions/058): vallam kali, built outside this repository from docs/games-sdk.md with its
 * own npm, webpack and origin, is released into this machine's release tree before the preview
 * starts (e2e/support/release-outside-game.mjs), which serves it on :3031 and records it in the
 * emulators' release registry. An operator adds it to the live campaign; a visitor on a phone
 * finds its tile, rows a race, and the server scores the play with the game's own scoring; it is on
 * the game's board and in the visitor's statistics, and its result's link unfurls with a picture.
 * Retired, its tile goes and its page says so; the visitor's plays stay.
 */
// A visitor's phone.
test.use({
  baseURL: LIVE_HOST,
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  isMobile: true,
});
// It changes the one live campaign. About 25 s, and a minute on emulators that have not yet run
// the game's scoring or drawn its page.
holdingLiveCampaign(test, { timeout: 180_000 });

const { remote } = OUTSIDE_GAME;
const version = (
  JSON.parse(readFileSync(path.join(OUTSIDE_GAME.folder, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const GAME = { id: 'vallam-kali', route: '/play/vallam-kali', title: 'Vallam kali' };
const entry = `${OUTSIDE_GAME.origin}/${version}/mf-manifest.json`;

/** What the steps must leave as it was: the site's code, functions and rules. */
const platformStatus = () =>
  execFileSync(
    'git',
    [
      'status',
      '--porcelain',
      'host',
      'shared',
      'deploy/functions',
      'deploy/firestore.rules',
      'deploy/storage.rules',
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );

/** The vanchipattu's beat in the game (outside-games/vallam-kali/src/rhythm.ts). */
const BEAT_MS = 600;
const STROKES = 21;

/**
 * A race rowed on the beat, tapped on a touch screen: the page's clock stands still between taps
 * and moves one beat after each, as a visitor who keeps time with the song rows.
 */
async function rowOnTheBeat(page: Page) {
  const row = page.getByRole('button', { name: 'Row', exact: true });
  await expect(row).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);
  for (let stroke = 0; stroke < STROKES; stroke += 1) {
    await row.tap();
    if (stroke < STROKES - 1) await page.clock.runFor(BEAT_MS);
  }
  await page.clock.resume();
}

test('a game built outside the repository is added by an operator, played on a phone, scored by the server, shared, and retired with its plays kept', async ({
  page,
  request,
}, testInfo) => {
  const untouched = platformStatus();
  const token = await operatorToken(`outside-${testInfo.workerIndex}-${Date.now()}`);
  if ((await live()).revision === 0) {
    const local = JSON.parse(
      readFileSync(path.join(repoRoot, 'deploy/campaigns/local/campaign.json'), 'utf8'),
    ) as object;
    await change(token, { kind: 'import', manifest: local });
  }
  const before = await live();

  try {
    // The team's release is what the preview serves, on the game's own origin.
    const served = await fetch(entry);
    expect(served.status, `${entry} is served`).toBe(200);

    // The operator adds it, with the checks the console shows.
    const added = await change(token, {
      kind: 'add-game',
      id: GAME.id,
      remote,
      version,
      entry,
      title: GAME.title,
      titleMl: 'വള്ളംകളി',
    });
    expect(added.checks).toEqual([expect.objectContaining({ remote, version, ok: true })]);

    // A visitor on a phone finds its tile on the home page and rows a race on the beat.
    await page.clock.install();
    await asReturningPlayer(page);
    const visitor = newVisitor(testInfo, 'Jomon Vallam');
    await createRegisteredAccount(visitor);
    await signIn(page, visitor);
    await page.goto('/');
    const tile = page.getByRole('main').getByRole('link', { name: new RegExp(GAME.title) });
    await expect(tile).toBeVisible();
    await tile.tap();
    await expect(page).toHaveURL(new RegExp(`${GAME.route}$`));
    await expect(
      page.getByRole('heading', { name: GAME.title, exact: true, level: 2 }),
    ).toBeVisible();
    await rowOnTheBeat(page);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'You reached the finish with 20 strokes in time: 100 out of 100.' }),
    ).toBeVisible();
    // Saved by the server, which scored the record with the game's own scoring.
    await expectSaved(page);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your score of 100 is saved to your statistics' }),
    ).toBeVisible();

    // Its link unfurls with the result's picture, as a link-preview client reads it.
    const share = page.getByRole('region', { name: 'Share your score' });
    const whatsApp = share.getByRole('link', { name: 'Send on WhatsApp' });
    await expect(whatsApp).toBeVisible();
    const text =
      new URL((await whatsApp.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
    const link = new URL(text.split('\n').at(-1) ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${LIVE_HOST}${GAME.route}`);
    const card = await unfurl(link.toString());
    expect(card.ogTitle).toContain(GAME.title);
    const picture = card.ogImage?.[0]?.url ?? '';
    expect(picture).toContain(`game=${GAME.id}`);
    expect(await pngAt(request, picture)).toMatchObject({ width: 1200, height: 630 });

    // On its board and in the visitor's statistics.
    await expectOnDashboard(page, visitor.displayName);
    expect(
      (await publicBoard(GAME.id)).find((row) => row.name === visitor.displayName),
    ).toMatchObject({
      score: 100,
    });

    // The operator retires it: the visitor's next navigation has no tile, and its page says so.
    await change(token, { kind: 'retire', route: GAME.route });
    await page.getByRole('link', { name: 'Onam Utsavam' }).first().tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Onam Utsavam' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Pookalam/ })).toBeVisible();
    await expect(tile).toHaveCount(0);
    await page.goto(GAME.route);
    await expect(page.getByRole('heading', { name: 'This game has ended' })).toBeVisible();

    // The visitor's plays stay: in their statistics and on the board, and in their data's file.
    await expectOnDashboard(page, visitor.displayName);
    await page.getByRole('button', { name: `Account: ${visitor.displayName}` }).tap();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).tap();
    const data = JSON.parse(await readFile(await (await downloading).path(), 'utf8')) as object;
    expect(data).toMatchObject({
      plays: [expect.objectContaining({ gameId: GAME.id, score: 100 })],
      boardEntries: [expect.objectContaining({ name: visitor.displayName, score: 100 })],
    });
  } finally {
    // The live campaign as it was, for whoever runs next.
    await change(token, { kind: 'rollback', revision: before.revision });
  }
  expect((await live()).manifest).toEqual(before.manifest);
  // Nothing of the site was changed to add, play or retire the game.
  expect(platformStatus()).toBe(untouched);
});

/** The game's card and board on the dashboard, with the race's 100, and the visitor's totals. */
async function expectOnDashboard(page: Page, displayName: string) {
  await page.goto('/dashboard');
  const card = statsCard(page, `Your statistics: ${GAME.title}`);
  await expect(figure(card, 'Plays')).toHaveText('1');
  await expect(figure(card, 'Best score')).toHaveText('100');
  await expect(figure(statsCard(page, 'Your statistics'), 'Plays')).toHaveText('1');
  const boards = page.getByRole('region', { name: 'Leaderboards' });
  await boards.getByRole('tab', { name: GAME.title }).tap();
  const row = boards
    .getByRole('table', { name: `Top 10: ${GAME.title}` })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: `${displayName} (you)` }) });
  await expect(row.getByRole('cell').last()).toHaveText('100');
}
