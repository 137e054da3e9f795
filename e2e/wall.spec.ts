import type { Browser, Page } from '@playwright/test';
import { PUBLIC_CARD_FIELDS, REPORTS_TO_HIDE } from '../shared/src/backend/wishes';
import { BROADCAST_SLIDE_MS } from '../host/src/screens/wall/broadcast-store';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { widerThanViewport } from './support/phone-width';
import { signIn, type Visitor } from './support/auth';
import { callFunction, createEmulatedAccount, EMULATED_HOST } from './support/emulated';
import { asReturningPlayer } from './support/games';
import { seedProfile } from './support/admin-firestore';
import { operators, readSignedOut } from './support/wall';

/**
 * The wall of wishes on the emulators (docs/decisions/038 and 042): publishWish, reportWish and
 * moderateWish on the Functions emulator, the rules of firestore.rules, the operators' console.
 */
test.use({ baseURL: EMULATED_HOST });
// One story with four people and the server in between.
test.describe.configure({ timeout: 180_000 });

/**
 * The broadcast view's slide to show `name`'s card: the view's clock is the test's (installed on
 * its context), moved on a slide at a time (8 s each, BROADCAST_SLIDE_MS) until the card comes
 * round, rather than waited out (up to 50 s of the suite's time, 2026-12-07). Other stories'
 * cards may come before it.
 */
async function slideComesRound(page: Page, name: string) {
  const slide = page.getByRole('article').filter({ hasText: name });
  for (let round = 0; round < 20 && !(await slide.isVisible()); round += 1) {
    await page.clock.fastForward(BROADCAST_SLIDE_MS);
    await page.waitForTimeout(50);
  }
  await expect(slide).toBeVisible();
  return slide;
}
const DAYS = 24 * 60 * 60 * 1000;

/** An account with a profile (an adult, the notice accepted) made `ageMs` ago, and its ID token. */
async function account(visitor: Visitor, ageMs = 0) {
  const made = await createEmulatedAccount(visitor);
  const profile = {
    displayName: visitor.displayName,
    district: 'kollam',
    ageBand: 'adult' as const,
  };
  await seedProfile(made.uid, profile, ageMs);
  return made;
}

/** A person with such an account and a page of their own, signed in when asked. */
async function person(browser: Browser, visitor: Visitor, ageMs = 0) {
  await account(visitor, ageMs);
  const context = await browser.newContext({ baseURL: EMULATED_HOST });
  const page = await context.newPage();
  await asReturningPlayer(page);
  return { page, signIn: () => signIn(page, visitor) };
}

/** The wall as loaded: its list of cards, or the words for an empty wall. */
async function wallLoaded(page: Page) {
  // Reached as a visitor finds it: the footer of every page links it.
  await page.goto('/calendar');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Wall of wishes' }).click();
  // The navigation reads the campaign again first, and the suites changing the live campaign
  // beside this one make that read slow on a busy machine: it is waited for, not timed.
  await expect(page).toHaveURL(/\/wall$/, { timeout: 30_000 });
  await expect(
    page
      .getByRole('list', { name: 'Cards on the wall' })
      .or(page.getByText('No cards on the wall yet.', { exact: false })),
  ).toBeVisible();
}

const cardOnWall = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Cards on the wall' }).getByRole('article').filter({
    hasText: name,
  });

async function publish(page: Page, name: string) {
  await page.goto('/celebrate');
  await page.getByRole('textbox', { name: 'Your name' }).fill(name);
  const section = page.getByRole('region', { name: 'Put your card on the wall' });
  await expect(section.getByLabel('Your district')).toHaveValue('kollam');
  await section.getByRole('button', { name: 'Put my card on the wall' }).click();
  await expect(section.getByRole('status').filter({ hasText: /^Sent/ })).toHaveText(
    'Sent. Your card waits for our moderators; this page shows when it is on the wall.',
  );
  const mine = section.getByRole('list', { name: 'Your cards for the wall' });
  await expect(mine.getByRole('listitem').filter({ hasText: name })).toContainText(
    'Waiting for our moderators',
  );
}

test('a card goes on the wall only once an operator approves it, leaves it when reported, and a rejected card’s author reads why', async ({
  browser,
}, testInfo) => {
  const stamp = `${testInfo.workerIndex}-${Date.now()}`;
  const password = 'onam-wall-2026';
  const first = `Anu ${stamp}`;
  const second = `Anu again ${stamp}`;
  const reason = `Please send a greeting, not an advertisement (${stamp})`;

  const author = await person(browser, {
    email: `wall-author-${stamp}@example.com`,
    password,
    displayName: 'Anu Wall',
  });
  // Visitors of some standing: their reports count towards taking a card off the wall.
  const reporter = await person(
    browser,
    { email: `wall-reporter-${stamp}@example.com`, password, displayName: 'Kannan Wall' },
    3 * DAYS,
  );
  const others = await Promise.all(
    Array.from({ length: REPORTS_TO_HIDE - 1 }, (_, index) =>
      account(
        {
          email: `wall-reporter-${index}-${stamp}@example.com`,
          password,
          displayName: `Devi Wall ${index}`,
        },
        3 * DAYS,
      ),
    ),
  );
  const deskVisitor = {
    email: `wall-desk-${stamp}@example.com`,
    password,
    displayName: 'Desk Meera',
  };
  const desk = await person(browser, deskVisitor);
  operators('grant', deskVisitor.email);

  // The author publishes two cards from the card maker: both wait, neither is on the wall.
  await author.signIn();
  await publish(author.page, first);
  await publish(author.page, second);
  await expectNoSeriousViolations(author.page, '/celebrate with the visitor’s cards for the wall');
  await wallLoaded(author.page);
  await expect(cardOnWall(author.page, first)).toHaveCount(0);
  await expect(cardOnWall(author.page, second)).toHaveCount(0);

  // The operator approves the first and rejects the second with a reason, from the console.
  await desk.signIn();
  await desk.page.goto('/operator');
  const queue = desk.page.getByRole('region', { name: 'Wall of wishes: cards to look at' });
  const queued = (name: string) =>
    queue.getByRole('list', { name: 'Cards to look at' }).getByRole('article').filter({
      hasText: name,
    });
  await expect(queued(first)).toContainText('waiting');
  await expectNoSeriousViolations(desk.page, 'the console with the moderation queue');
  // On a phone: the queue never makes the page scroll sideways, and every control is full size.
  await desk.page.setViewportSize({ width: 360, height: 740 });
  expect(await widerThanViewport(desk.page)).toEqual([]);
  const small = await queue
    .locator('button, input')
    .evaluateAll((controls) =>
      controls
        .filter((control) => control.getBoundingClientRect().height < 44)
        .map((control) => control.outerHTML.slice(0, 80)),
    );
  expect(small).toEqual([]);
  await queued(first).getByRole('button', { name: 'Approve' }).click();
  await expect(queue.getByRole('status').filter({ hasText: /^Approved/ })).toHaveText(
    `Approved: the card from ${first} is on the wall.`,
  );
  await expect(queued(first)).toHaveCount(0);
  // A rejection needs its reason.
  await queued(second).getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(queued(second).getByRole('alert')).toHaveText(
    'Write the reason the visitor will see, then reject.',
  );
  await queued(second).getByLabel('Reason the visitor will see').fill(reason);
  await queued(second).getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(queue.getByRole('status').filter({ hasText: /^Rejected/ })).toHaveText(
    `Rejected: ${second} sees your reason beside their card.`,
  );
  await expect(queued(second)).toHaveCount(0);

  // The approved card is on the wall, and on the studio screens' view, newest first, with no
  // controls; the studio's device keeps it for when the backend cannot be reached.
  await wallLoaded(reporter.page);
  await expect(cardOnWall(reporter.page, first)).toBeVisible();
  await expect(cardOnWall(reporter.page, second)).toHaveCount(0);
  const studio = await browser.newContext({ baseURL: EMULATED_HOST });
  await studio.clock.install();
  const screen = await studio.newPage();
  await screen.goto('/wall/broadcast');
  // One card at a time, round and round.
  const slide = await slideComesRound(screen, first);
  await expect(slide.locator('p').first()).toHaveText('ഓണാശംസകൾ');
  await expect(screen.getByRole('button')).toHaveCount(0);
  await expect(screen.getByRole('link')).toHaveCount(0);
  await expect(screen.getByRole('banner')).toHaveCount(0);
  const offline = await studio.newPage();
  await offline.route(/127\.0\.0\.1:(8080|5001)/, (route) => route.abort());
  await offline.goto('/wall/broadcast');
  await slideComesRound(offline, first);
  await studio.close();

  // Signed out, Report asks to sign in first.
  const passer = await browser.newContext({ baseURL: EMULATED_HOST });
  const passerPage = await passer.newPage();
  await wallLoaded(passerPage);
  await cardOnWall(passerPage, first)
    .getByRole('button', { name: 'Sign in to report a card' })
    .click();
  await expect(passerPage).toHaveURL(/\/login\?redirect=%2Fwall$/);
  await passer.close();

  // What anyone can read of the card, signed out: its public copy, with nothing of who wrote or
  // moderated it; the card itself not at all.
  const titled = await cardOnWall(reporter.page, first).getAttribute('aria-labelledby');
  const wishId = titled?.replace(/^wish-/, '') ?? '';
  expect(await readSignedOut(`wall/${wishId}`)).toEqual({
    status: 200,
    fields: [...PUBLIC_CARD_FIELDS].sort(),
  });
  expect((await readSignedOut(`wishes/${wishId}`)).status).toBe(403);

  // A visitor reports it: it stays up, and joins the queue for the operators.
  await reporter.signIn();
  await wallLoaded(reporter.page);
  await cardOnWall(reporter.page, first).getByRole('button', { name: 'Report this card' }).click();
  await expect(reporter.page.getByRole('status').filter({ hasText: /^Thank you/ })).toHaveText(
    'Thank you. Our moderators will look at this card.',
  );
  await expect(cardOnWall(reporter.page, first)).toBeVisible();
  await queue.getByRole('button', { name: 'Look for new cards' }).click();
  await expect(queued(first)).toContainText('Reports: 1, the first');
  await expect(queued(first)).toContainText('Still on the wall');

  // Another reports it while the operator reads (the third report would take it off,
  // REPORTS_TO_HIDE): the operator's approval, of a card with one report, is refused, and the
  // console shows the card as it is now.
  const report = (who: { idToken: string }) => callFunction('reportWish', who.idToken, { wishId });
  const [secondReporter, ...lastReporters] = others;
  if (!secondReporter) throw new Error('more reporters expected');
  expect((await report(secondReporter)).body.result).toEqual({ counted: true, offWall: false });
  await queued(first).getByRole('button', { name: 'Approve' }).click();
  await expect(queue.getByRole('alert')).toHaveText(
    'Not approved: the card was reported again since you looked at it. The list shows it as it is now; look at it again.',
  );
  await expect(queued(first)).toContainText('Reports: 2');

  // Enough visitors reported it: it is off the wall, and the queue says so.
  for (const other of lastReporters) await report(other);
  await wallLoaded(reporter.page);
  await expect(cardOnWall(reporter.page, first)).toHaveCount(0);
  await queue.getByRole('button', { name: 'Look for new cards' }).click();
  await expect(queued(first)).toContainText(`Reports: ${REPORTS_TO_HIDE}. Off the wall since`);

  // The author reads what became of each card, the operator's reason included.
  await author.page.goto('/celebrate');
  const mine = author.page
    .getByRole('region', { name: 'Put your card on the wall' })
    .getByRole('list', { name: 'Your cards for the wall' });
  await expect(mine.getByRole('listitem').filter({ hasText: second })).toContainText(
    `Not accepted. The moderators say: “${reason}”`,
  );
  await expect(mine.getByRole('listitem').filter({ hasText: first })).toContainText(
    'Off the wall for now: it was reported, and our moderators will look again',
  );
});
