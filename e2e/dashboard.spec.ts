import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { SERVER_WORK } from './support/server-work';
import { createAccount, newVisitor, signIn, type Visitor } from './support/auth';
import { asReturningPlayer, playDress, playDressWithoutMoustache } from './support/games';
import { figure, statsCard } from './support/stats-card';

async function signOut(page: Page, visitor: Visitor) {
  await page.getByRole('button', { name: `Account: ${visitor.displayName}` }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

const expectSaved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'saved to your statistics' })).toBeVisible();

test.beforeEach(({ page }) => asReturningPlayer(page));

test("the dashboard shows a game played earlier in the same test, the visitor's figures and their rank", async ({
  page,
}, testInfo) => {
  // Two registrations or sign-ins and two whole games: about 30 s on a busy machine.
  test.slow();
  // Another player on this device sets the score to beat (the local adapter's board is this
  // browser's), so the visitor ranks second.
  const visitor = newVisitor(testInfo, 'Anu Menon');
  const rival = { ...visitor, displayName: 'Kannan Pillai', email: `rival-${visitor.email}` };
  await createAccount(visitor);

  // The rival registers here, so this device knows their name and district.
  await page.goto('/login');
  await page.getByRole('button', { name: 'New here? Create an account' }).click();
  const form = page.getByRole('main');
  await form.getByLabel('Display name').fill(rival.displayName);
  await form.getByLabel('Email').fill(rival.email);
  await form.getByLabel('Password', { exact: true }).fill(rival.password);
  await form.getByLabel('District').selectOption({ label: 'Kollam' });
  await form.getByLabel('18 or older').check();
  await form.getByLabel('I have read the privacy notice').check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: `Account: ${rival.displayName}` })).toBeVisible(
    SERVER_WORK,
  );
  // Registration ends with the profile written on this device; the header may show the name a
  // moment earlier, and leaving the page then would cut that write short.
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText(`Happy Onam, ${rival.displayName}!`)).toBeVisible();
  await page.goto('/dress');
  expect(await playDress(page, 'mouse')).toBe(100);
  await expectSaved(page);
  await signOut(page, rival);

  await signIn(page, visitor);
  await page.goto('/dress');
  const score = await playDressWithoutMoustache(page);
  await expectSaved(page);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My festival' })
    .click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My festival' })).toBeVisible();
  await expect(page.getByText('Happy Onam, Anu Menon!')).toBeVisible();

  // Recent plays: the play just made, with a way back to the game.
  const recent = page.getByRole('region', { name: 'Recent plays' });
  const plays = recent.getByRole('listitem');
  await expect(plays).toHaveCount(1);
  await expect(plays.first()).toContainText('Dress up');
  await expect(plays.first()).toContainText(`${score} of 100`);
  await expect(plays.first().getByRole('link', { name: 'Play Dress up again' })).toHaveAttribute(
    'href',
    '/dress',
  );

  // The statistics card, overall and for the game played; the other games have none yet.
  const overall = statsCard(page, 'Your statistics');
  await expect(figure(overall, 'Plays')).toHaveText('1');
  await expect(figure(overall, 'Best score')).toHaveText(String(score));
  const dress = statsCard(page, 'Your statistics: Dress up for Onam');
  await expect(figure(dress, 'Plays')).toHaveText('1');
  await expect(figure(dress, 'Best score')).toHaveText(String(score));
  await expect(figure(dress, 'Day streak')).toHaveText('1 day');
  await expect(statsCard(page, 'Your statistics: Onam sadya')).toContainText('No plays yet');

  // The board opens on the game played last: the rival first, the visitor second and marked.
  const boards = page.getByRole('region', { name: 'Leaderboards' });
  await expect(boards.getByRole('tab', { name: 'Dress up' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const board = boards.getByRole('table', { name: 'Top 10: Dress up' });
  const rows = board.getByRole('row');
  await expect(rows).toHaveCount(3); // the header and two players
  await expect(rows.filter({ hasText: 'Kannan Pillai' }).getByRole('cell')).toHaveText([
    '1',
    'Kollam',
    '100',
  ]);
  const mine = rows.filter({ hasText: 'Anu Menon' });
  await expect(mine).toHaveAttribute('aria-current', 'true');
  await expect(mine.getByRole('rowheader')).toHaveText('Anu Menon (you)');
  await expect(mine.getByRole('cell').first()).toHaveText('2');
  await expect(mine.getByRole('cell').last()).toHaveText(String(score));
  await expect(boards.getByText(/Your rank:/)).toBeHidden();

  // Another game's board, by keyboard: nobody has played it on this device.
  await boards.getByRole('tab', { name: 'Dress up' }).focus();
  await page.keyboard.press('End');
  await expect(boards.getByRole('tab', { name: 'Sadya' })).toBeFocused();
  await expect(boards.getByRole('tab', { name: 'Sadya' })).toHaveAttribute('aria-selected', 'true');
  await expect(boards.getByText('Nobody has played Sadya yet. Be the first!')).toBeVisible();
  await expect(boards.getByRole('link', { name: 'Play Sadya' })).toHaveAttribute('href', '/eat');

  // No greetings yet: an invitation to record one.
  const greetings = page.getByRole('region', { name: 'Your greetings' });
  await expect(greetings.getByText(/You have not recorded a greeting yet/)).toBeVisible();
  await expect(greetings.getByRole('link', { name: 'Record a greeting' })).toHaveAttribute(
    'href',
    '/talk',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a new visitor sees an empty dashboard that invites a first play, from the account menu', async ({
  page,
}, testInfo) => {
  const visitor = newVisitor(testInfo, 'Meera Nair');
  await createAccount(visitor);
  await signIn(page, visitor);
  await page.goto('/');
  await page.getByRole('button', { name: `Account: ${visitor.displayName}` }).click();
  // The menu's own link, after the header's.
  await page.getByRole('link', { name: 'My festival' }).last().click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Happy Onam, Meera Nair!')).toBeVisible();

  const recent = page.getByRole('region', { name: 'Recent plays' });
  await expect(recent.getByText(/No plays yet/)).toBeVisible();
  await expect(recent.getByRole('link', { name: 'Play Pookalam' })).toHaveAttribute(
    'href',
    '/game',
  );
  await expect(figure(statsCard(page, 'Your statistics'), 'Plays')).toHaveCount(0);
  await expect(statsCard(page, 'Your statistics')).toContainText('No plays yet');
  const boards = page.getByRole('region', { name: 'Leaderboards' });
  await expect(boards.getByText('Nobody has played Dress up yet. Be the first!')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your greetings' }).getByRole('link', {
      name: 'Record a greeting',
    }),
  ).toBeVisible();
});

test("a returning visitor's dashboard is drawn while Auth is still confirming them", async ({
  page,
}, testInfo) => {
  const visitor = newVisitor(testInfo, 'Anu Menon');
  await createAccount(visitor);
  await signIn(page, visitor);

  // Auth's check of the session with its server, held: on a slow network it is a round trip.
  let holding = true;
  const held: (() => Promise<void>)[] = [];
  await page.route('**/accounts:lookup*', (route) =>
    holding ? void held.push(() => route.continue()) : route.continue(),
  );
  await page.goto('/dashboard');
  await expect(page.getByText('Happy Onam, Anu Menon!')).toBeVisible();
  const overall = statsCard(page, 'Your statistics');
  await expect(overall.getByText(/No plays yet/)).toBeVisible();
  // Auth's check has gone out and is still unanswered, with the page and its figures on screen.
  // (It goes out once the statistics cards are drawn: decision 044.)
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.getByText('Happy Onam, Anu Menon!')).toBeVisible();

  // Auth answers that all is well: the page stays, and the account menu names the visitor.
  holding = false;
  await Promise.all(held.map((release) => release()));
  await expect(page.getByRole('button', { name: 'Account: Anu Menon' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(overall.getByText(/No plays yet/)).toBeVisible();
});

test('a visitor this device remembers but Auth does not is sent to sign in', async ({
  page,
}, testInfo) => {
  const visitor = newVisitor(testInfo, 'Anu Menon');
  await createAccount(visitor);
  await signIn(page, visitor);
  await signOut(page, visitor);
  // Signed out, so no visitor is remembered; now as if the session had ended elsewhere (revoked,
  // or cleared by the browser) while the device still remembers the visitor.
  expect(await page.evaluate(() => localStorage.getItem('onam:session'))).toBe('signed-out');
  await page.evaluate(() =>
    localStorage.setItem('onam:session', JSON.stringify({ uid: 'gone', displayName: 'Anu' })),
  );
  await page.goto('/dashboard');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('onam:session'))).toBe('signed-out');
});

test.describe('on a phone', () => {
  // Firebase Auth loads Google's sign-in scripts on start-up in a mobile browser when it is given
  // the popup helper at start-up: a third-party fetch on the way to every signed-in page.
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36',
  });

  test("a returning visitor's dashboard loads no Google sign-in script", async ({
    page,
  }, testInfo) => {
    const visitor = newVisitor(testInfo, 'Anu Menon');
    await createAccount(visitor);
    await signIn(page, visitor);

    const thirdParty: string[] = [];
    page.on('request', (request) => {
      const { hostname } = new URL(request.url());
      if (hostname.endsWith('google.com') || hostname.endsWith('gstatic.com')) {
        thirdParty.push(request.url());
      }
    });
    await page.goto('/dashboard');
    await expect(statsCard(page, 'Your statistics')).toBeVisible();
    await expect(page.getByText('Happy Onam, Anu Menon!')).toBeVisible();
    expect(thirdParty).toEqual([]);
  });
});
