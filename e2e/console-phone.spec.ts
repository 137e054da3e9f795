import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signIn, type Visitor } from './support/auth';
import { createEmulatedAccount, EMULATED_HOST } from './support/emulated';
import { asReturningPlayer } from './support/games';
import { holdingLiveCampaign } from './support/live-campaign-lock';
import { change, grantOperator, live, operatorToken } from './support/live-desk';
import { widerThanViewport } from './support/phone-width';
import { repoRoot } from './support/servers';

/**
 * The operators' console on a 360 px phone, with a live campaign and a history behind it: its
 * parts a link away, a change said in words with a warning for a game on two routes, and a
 * rollback from the history confirmed where the operator tapped it.
 */
holdingLiveCampaign(test);

const PHONE = { width: 360, height: 740 };

let token = '';
let desk: Visitor;

test.beforeAll(async ({}, testInfo) => {
  const stamp = `phone-${testInfo.workerIndex}-${Date.now()}`;
  desk = {
    email: `${stamp}@example.com`,
    password: 'onam-operator-2026',
    displayName: 'Desk Asha',
  };
  await createEmulatedAccount(desk);
  grantOperator(desk.email);
  token = await operatorToken(stamp);
  // A live campaign with a few revisions behind it, as a festival's first days leave it.
  if ((await live()).revision === 0) {
    await change(token, {
      kind: 'import',
      manifest: JSON.parse(
        readFileSync(path.join(repoRoot, 'deploy/campaigns/local/campaign.json'), 'utf8'),
      ) as unknown,
    });
  }
  for (const kind of ['disable', 'enable', 'disable', 'enable']) {
    await change(token, { kind, route: '/dress' });
  }
});

/** The console on a phone, signed in as the desk. */
async function phoneConsole(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: EMULATED_HOST, viewport: PHONE });
  const page = await context.newPage();
  await asReturningPlayer(page);
  await signIn(page, desk);
  await page.goto('/operator');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign desk' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'History' }).getByRole('listitem').first(),
  ).toBeVisible();
  // The live numbers come last (their listener's SDK is loaded when the desk asks for them): the
  // stories start on the desk as it stands once everything has arrived.
  await expect(page.getByText('Plays saved today')).toBeVisible();
  return page;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const top = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().top);

test('on a phone the desk is a jump away from each of its parts, by keyboard too', async ({
  browser,
}) => {
  const page = await phoneConsole(browser);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  // What follows the data rather than the desk: the day's plays and each version's health (Now),
  // the revisions (History), the cards waiting (Wall of wishes). Their length depends on what the
  // suites before this one left behind, so the desk's own height is the rest.
  const byData = await page.evaluate(() =>
    [...document.querySelectorAll('section[aria-labelledby]')]
      .filter((section) =>
        ['Now', 'History', 'Wall of wishes'].includes(
          document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
        ),
      )
      .reduce((sum, section) => sum + section.getBoundingClientRect().height, 0),
  );
  test.info().annotations.push({
    type: 'console height at 360 px',
    description: `${height} px, ${Math.round(height - byData)} px without Now, History and the wall`,
  });
  // 9,579 px in all before the desk's forms folded away, 6,903 after (a fresh campaign and a
  // history of five revisions).
  expect(height - byData).toBeLessThan(5500);
  expect(await widerThanViewport(page)).toEqual([]);

  const nav = page.getByRole('navigation', { name: 'Parts of the desk' });
  await nav.getByRole('link', { name: 'History' }).focus();
  await page.keyboard.press('Enter');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toBeFocused();
  await expect(history.getByRole('heading', { level: 2, name: 'History' })).toBeInViewport();
  // The links stay in reach at the top while the desk scrolls under them.
  await expect(nav).toBeInViewport();
  // The keyboard carries on from the part it jumped to.
  await page.keyboard.press('Tab');
  expect(await history.evaluate((region) => region.contains(document.activeElement))).toBe(true);

  await nav.getByRole('link', { name: 'Games on the site' }).click();
  await expect(page.getByRole('region', { name: 'Games on the site' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Rest /dress' })).toBeInViewport();
  await page.context().close();
});

test('a swap that leaves two tiles for one game is said in words and warned of before it goes live', async ({
  browser,
}) => {
  const page = await phoneConsole(browser);
  const before = (await live()).revision;
  await page.getByText('Schedule or another game for /game').click();
  await page.getByLabel('Game for /game').selectOption('sadya');
  await expect(page.getByLabel('Title of /game (English)')).toHaveValue('Sadya');
  await page.getByRole('button', { name: 'Show this game on /game' }).click();

  const preview = page.getByRole('region', { name: 'Before it goes live' });
  await expect(preview).toBeFocused();
  await expect(
    preview.getByText('The /game page will show Sadya instead of Pookalam.'),
  ).toBeVisible();
  const warning = preview.getByRole('alert');
  await expect(warning).toHaveText(
    'Two tiles for one game: Sadya would show on /game, /eat. Visitors would see the same game twice on the home page.',
  );
  await expect(warning).toBeInViewport();
  // What visitors would find on a day, with the change, beside its confirmation.
  await expect(
    preview.getByRole('region', { name: 'What visitors find on day 1' }).getByRole('listitem'),
  ).toHaveText([
    'Sadya (/game), featured first',
    'Dress up (/dress)',
    'Sadya (/eat)',
    'Greetings (/talk)',
  ]);
  await expect(preview.getByRole('button', { name: 'Make it live' })).toBeVisible();

  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toHaveCount(0);
  expect((await live()).revision).toBe(before);
  await page.context().close();
});

test('rolling back from the history keeps the operator at the revision they tapped', async ({
  browser,
}) => {
  const page = await phoneConsole(browser);
  const { revision } = await live();
  // The revision before the live one rested the dress-up.
  const back = page
    .getByRole('region', { name: 'History' })
    .getByRole('button', { name: `Go back to revision ${revision - 1}` });
  await back.scrollIntoViewIfNeeded();
  const scrolledTo = await scrollY(page);
  expect(await top(back)).toBeGreaterThanOrEqual(0);

  await back.click();
  const preview = page.getByRole('region', { name: 'Before it goes live' });
  await expect(preview).toBeFocused();
  await expect(preview.getByText('Dress up rests: its tile leaves the home page.')).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Before it goes live' })).toBeInViewport();
  // A step, not a jump across the desk (it was about 5,500 px).
  expect(Math.abs((await scrollY(page)) - scrolledTo)).toBeLessThan(PHONE.height);

  await preview.getByRole('button', { name: 'Make it live' }).click();
  const done = page.getByText(`Revision ${revision + 1} is live.`);
  await expect(done).toBeInViewport();
  expect(Math.abs((await scrollY(page)) - scrolledTo)).toBeLessThan(PHONE.height);
  // Said where it was asked: in the entry of the revision the operator went back to.
  await expect(
    page
      .getByRole('region', { name: 'History' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: `Go back to revision ${revision - 1}` }) })
      .getByText(`Revision ${revision + 1} is live.`),
  ).toBeVisible();

  // Back as it was, for whoever runs next.
  await change(token, { kind: 'enable', route: '/dress' });
  await page.context().close();
});
