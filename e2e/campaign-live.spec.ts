import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { widerThanViewport } from './support/phone-width';
import { signIn } from './support/auth';
import { callFunction, createEmulatedAccount, EMULATED_HOST, PROJECT } from './support/emulated';
import { asReturningPlayer } from './support/games';
import { holdingLiveCampaign, LIVE_HOST } from './support/live-campaign-lock';
import { repoRoot } from './support/servers';

/**
 * The live campaign on the emulators, as an operator's console and the CDN reach it:
 * the changeCampaign callable and the campaignJson function that Hosting rewrites /campaign.json
 * to, on the Functions emulator with Firestore and Auth behind them. No page: what is checked is
 * what any caller, a script included, gets from the functions.
 */
const AUTH = 'http://127.0.0.1:9099';

// Both tests change the one live campaign of the emulated project.
holdingLiveCampaign(test);
const CAMPAIGN_JSON = `http://127.0.0.1:5001/${PROJECT}/asia-south1/campaignJson`;

/** `pnpm operators …` against the Auth emulator, as an administrator runs it; what it printed. */
function operators(...args: string[]): string {
  const result = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'deploy/functions/tools/operators.cjs'), ...args, '--project', PROJECT],
    {
      // The claim in the Auth emulator, the operator's listing in the Firestore emulator.
      env: {
        ...process.env,
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`operators ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/**
 * fetch, sent once more on a connection the server had closed: Node's fetch keeps connections to
 * the Auth emulator open, and after the operators tool's own calls the emulator closed the one
 * this test would reuse ("other side closed"), as a browser would retry without a word.
 */
async function fetchAgainIfClosed(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}

/** A new sign-in's ID token: it carries the account's claims as they are now. */
async function signInAgain(email: string, password: string): Promise<string> {
  const signIn = await fetchAgainIfClosed(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await signIn.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`could not sign ${email} in again`);
  return body.idToken;
}

/** The live revision /campaign.json names in its ETag ("r12-…"); 0 when nothing is live yet. */
async function liveRevision(): Promise<number> {
  const response = await fetch(CAMPAIGN_JSON);
  if (response.status === 503) return 0;
  return Number(/^"r(\d+)-/.exec(response.headers.get('etag') ?? '')?.[1] ?? NaN);
}

test('operators change the live campaign through the function, visitors and scripts cannot, and /campaign.json is served for the CDN', async ({}, testInfo) => {
  const stamp = `${testInfo.workerIndex}-${Date.now()}`;
  const password = 'onam-operator-2026';
  const desk = { email: `desk-${stamp}@example.com`, password, displayName: 'Campaign desk' };
  const visitor = { email: `visitor-${stamp}@example.com`, password, displayName: 'A visitor' };
  await createEmulatedAccount(desk);
  const visitorAccount = await createEmulatedAccount(visitor);
  // An administrator makes the desk an operator with the Admin SDK; the desk signs in again.
  expect(operators('grant', desk.email)).toBe(
    `${desk.email} is now an operator: they sign in again for it to count`,
  );
  expect(operators('show', visitor.email)).toContain('is not an operator');
  const operatorToken = await signInAgain(desk.email, password);

  let base = await liveRevision();
  const local = JSON.parse(
    readFileSync(path.join(repoRoot, 'deploy/campaigns/local/campaign.json'), 'utf8'),
  ) as Record<string, unknown>;
  const swap = { kind: 'map', route: '/game', remote: 'games', module: 'sadya' };

  // A signed-out script and a signed-in visitor are refused, and nothing is written.
  const anonymous = await fetch(`http://127.0.0.1:5001/${PROJECT}/asia-south1/changeCampaign`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { baseRevision: base, change: swap } }),
  });
  expect(anonymous.status).toBe(401);
  const refused = await callFunction('changeCampaign', visitorAccount.idToken, {
    baseRevision: base,
    change: swap,
  });
  expect(refused.body.error?.status).toBe('PERMISSION_DENIED');
  expect(await liveRevision()).toBe(base);

  // The operator puts the local manifest live, then swaps /game: each a new revision, checked with
  // the remotes the preview serves.
  const imported = await callFunction('changeCampaign', operatorToken, {
    baseRevision: base,
    change: { kind: 'import', manifest: local },
  });
  // The same manifest as the live one changes nothing; anything else is a new revision.
  if (imported.body.error) expect(imported.body.error.message).toContain('changes nothing');
  else base += 1;
  const swapped = await callFunction('changeCampaign', operatorToken, {
    baseRevision: base,
    change: swap,
  });
  expect(swapped.body.error).toBeUndefined();
  expect(swapped.body.result).toMatchObject({ revision: base + 1 });
  base += 1;

  const served = await fetch(CAMPAIGN_JSON);
  expect(served.status).toBe(200);
  expect(served.headers.get('cache-control')).toMatch(/\bs-maxage=\d+/);
  expect(served.headers.get('cache-control')).toMatch(/\bstale-if-error=\d+/);
  expect(served.headers.get('cache-control')).toMatch(/\bmax-age=0\b/);
  expect(served.headers.get('content-type')).toMatch(/^application\/json/);
  const etag = served.headers.get('etag') ?? '';
  expect(etag).toMatch(new RegExp(`^"r${base}-`));
  expect(
    ((await served.json()) as { routes: Record<string, { module: string }> }).routes['/game']
      ?.module,
  ).toBe('sadya');
  const again = await fetch(CAMPAIGN_JSON, { headers: { 'if-none-match': etag } });
  expect(again.status).toBe(304);

  // A module the remote does not expose: refused in plain words, and the live revision stays.
  const missing = await callFunction('changeCampaign', operatorToken, {
    baseRevision: base,
    change: { ...swap, module: 'no-such-game' },
  });
  expect(missing.body.error?.status).toBe('FAILED_PRECONDITION');
  expect(missing.body.error?.message).toContain('"no-such-game" is not exposed by remote "games"');
  expect(missing.body.error?.message).toContain('http://localhost:3001/mf-manifest.json');
  expect(await liveRevision()).toBe(base);

  // A change made on a revision that is no longer live is told so.
  const stale = await callFunction('changeCampaign', operatorToken, {
    baseRevision: base - 1,
    change: { kind: 'disable', route: '/dress' },
  });
  expect(stale.body.error?.status).toBe('ABORTED');

  // Back as it was, for whoever runs next.
  const back = await callFunction('changeCampaign', operatorToken, {
    baseRevision: base,
    change: { ...swap, module: 'pookalam' },
  });
  expect(back.body.error).toBeUndefined();

  // Revoked, the desk is refused from its next sign-in on.
  expect(operators('revoke', desk.email)).toContain('is no longer an operator');
  const revoked = await callFunction('changeCampaign', await signInAgain(desk.email, password), {
    baseRevision: base + 1,
    change: { kind: 'disable', route: '/dress' },
  });
  expect(revoked.body.error?.status).toBe('PERMISSION_DENIED');
});

/** The pages function that Hosting rewrites `/`, `/game`, `/dress` and `/eat` to. */
const PAGES = `http://127.0.0.1:5001/${PROJECT}/asia-south1/pages`;

/** The page the function draws for a path and a request's language headers. */
async function drawn(pagePath: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${PAGES}${pagePath}`, { headers });
  const body = await response.text();
  const marker = /name="onam-prerendered" content="([^"]+)"/.exec(body)?.[1] ?? '';
  return { response, body, marker };
}

test("the pages are drawn per request for the live campaign and the visitor's language, with the CDN's headers", async ({
  browser,
}, testInfo) => {
  const stamp = `${testInfo.workerIndex}-${Date.now()}`;
  const desk = {
    email: `pages-${stamp}@example.com`,
    password: 'onam-operator-2026',
    displayName: 'Pages desk',
  };
  await createEmulatedAccount(desk);
  operators('grant', desk.email);
  const token = await signInAgain(desk.email, desk.password);
  let base = await liveRevision();
  const change = async (edit: Record<string, unknown>) => {
    const answer = await callFunction('changeCampaign', token, {
      baseRevision: base,
      change: edit,
    });
    if (answer.body.error && !answer.body.error.message?.includes('changes nothing')) {
      throw new Error(answer.body.error.message);
    }
    base = await liveRevision();
  };
  await change({
    kind: 'import',
    manifest: JSON.parse(
      readFileSync(path.join(repoRoot, 'deploy/campaigns/local/campaign.json'), 'utf8'),
    ) as unknown,
  });

  // An English browser gets the home page in English, kept by the CDN by its language.
  const english = await drawn('', { 'accept-language': 'en-IN,en;q=0.9' });
  expect(english.response.status).toBe(200);
  expect(english.response.headers.get('cache-control')).toMatch(/\bs-maxage=\d+/);
  expect(english.response.headers.get('cache-control')).toMatch(/\bstale-if-error=\d+/);
  expect(english.response.headers.get('vary')).toBe('Accept-Language, Cookie');
  expect(english.response.headers.get('content-language')).toBe('en');
  expect(english.marker).toMatch(/^\/ en \d{4}-\d{2}-\d{2} [0-9a-f]{8}$/);
  expect(english.body).toContain('href="/eat"');
  const again = await fetch(`${PAGES}`, {
    headers: {
      'accept-language': 'en-IN,en;q=0.9',
      'if-none-match': english.response.headers.get('etag') ?? '',
    },
  });
  expect(again.status).toBe(304);

  // A Malayalam browser gets it in Malayalam; a visitor who chose English (the cookie) in English.
  const malayalam = await drawn('', { 'accept-language': 'ml-IN,ml;q=0.9,en;q=0.8' });
  expect(malayalam.response.headers.get('content-language')).toBe('ml');
  expect(malayalam.marker).toMatch(/^\/ ml /);
  expect(malayalam.body).toContain('പൂക്കളം');
  const chosen = await drawn('', { 'accept-language': 'ml-IN', cookie: '__session=en' });
  expect(chosen.marker).toMatch(/^\/ en /);

  // An operator rests /eat and swaps /game: the pages show it within seconds (an instance reads
  // the live manifest once in MANIFEST_MEMO_MS), with nobody running anything.
  await change({ kind: 'disable', route: '/eat' });
  const patience = { timeout: 15_000 };
  await expect
    .poll(async () => (await drawn('', { 'accept-language': 'en' })).body, patience)
    .not.toContain('href="/eat"');
  const rested = await drawn('', { 'accept-language': 'en' });
  expect(rested.marker.split(' ')[3]).not.toBe(english.marker.split(' ')[3]);
  await change({ kind: 'map', route: '/game', remote: 'games', module: 'sadya' });
  await expect
    .poll(async () => (await drawn('/game', { 'accept-language': 'en' })).body, patience)
    .toContain('Onam sadya');
  expect((await drawn('/game', { 'accept-language': 'en' })).marker).toMatch(/^\/game en /);

  // Through the live host, as Hosting serves it: a Malayalam phone's first paint is the drawn
  // page in Malayalam, which the app then takes over.
  const context = await browser.newContext({ baseURL: LIVE_HOST, locale: 'ml-IN' });
  const page = await context.newPage();
  const response = await page.goto('/game');
  expect(await response?.text()).toContain('name="onam-prerendered" content="/game ml ');
  await expect(page.getByRole('heading', { level: 1, name: 'ഓണസദ്യ' })).toBeVisible();
  await context.close();

  // Back as it was, for whoever runs next.
  await change({ kind: 'map', route: '/game', remote: 'games', module: 'pookalam' });
  await change({ kind: 'enable', route: '/eat' });
  await expect
    .poll(async () => (await drawn('', { 'accept-language': 'en' })).body, patience)
    .toContain('href="/eat"');
});

test('an operator changes the live campaign from the console: a preview first, then live, then back from the history', async ({
  browser,
}, testInfo) => {
  test.slow();
  const stamp = `${testInfo.workerIndex}-${Date.now()}`;
  const password = 'onam-operator-2026';
  const desk = { email: `console-${stamp}@example.com`, password, displayName: 'Desk Lakshmi' };
  const visitor = { email: `reader-${stamp}@example.com`, password, displayName: 'Reader Anu' };
  await createEmulatedAccount(desk);
  await createEmulatedAccount(visitor);
  operators('grant', desk.email);

  // A visitor who is not an operator is turned away, in words.
  const visitorContext = await browser.newContext({ baseURL: EMULATED_HOST });
  const visitorPage = await visitorContext.newPage();
  await asReturningPlayer(visitorPage);
  await signIn(visitorPage, visitor);
  await visitorPage.goto('/operator');
  await expect(
    visitorPage.getByRole('heading', {
      level: 1,
      name: 'This page is for the campaign’s operators',
    }),
  ).toBeVisible();
  await visitorContext.close();

  const context = await browser.newContext({ baseURL: EMULATED_HOST });
  const page = await context.newPage();
  await asReturningPlayer(page);
  await signIn(page, desk);
  await page.goto('/operator');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign desk' })).toBeVisible();
  const liveNow = page.getByRole('region', { name: 'Live now' });
  const preview = page.getByRole('region', { name: 'Before it goes live' });

  // The first day: nothing live yet, so the operator puts the site's campaign live.
  if (await liveNow.getByRole('button', { name: 'Put this campaign live' }).isVisible()) {
    await liveNow.getByRole('button', { name: 'Put this campaign live' }).click();
    await preview.getByRole('button', { name: 'Make it live' }).click();
  }
  await expect(liveNow).toContainText(/Revision \d+, by/);
  await expect(page.getByRole('button', { name: 'Rest /dress' })).toBeVisible();
  const before = Number(/Revision (\d+)/.exec((await liveNow.textContent()) ?? '')?.[1]);

  await expectNoSeriousViolations(page, 'the console with the live campaign');

  // Rest /dress: the preview lists the change and nothing is live until "Make it live".
  await page.getByRole('button', { name: 'Rest /dress' }).click();
  await expect(preview.getByText('Dress up rests: its tile leaves the home page.')).toBeVisible();
  expect(await liveRevision()).toBe(before);
  await preview.getByRole('button', { name: 'Make it live' }).click();
  await expect(page.getByText(`Revision ${before + 1} is live.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open /dress' })).toBeVisible();
  expect(await liveRevision()).toBe(before + 1);
  const served = (await (
    await fetch(`http://127.0.0.1:5001/${PROJECT}/asia-south1/campaignJson`)
  ).json()) as { routes: Record<string, { enabled: boolean }> };
  expect(served.routes['/dress']?.enabled).toBe(false);

  // The operator sees the site as a visitor will on day 3 with that revision: in a new tab, with a
  // banner, the day's hero, and no tile for the rested game; nothing is published.
  const visit = page.getByRole('region', { name: 'See it as a visitor' });
  await visit.getByLabel('Campaign').selectOption(String(before + 1));
  await visit.getByLabel('Festival day').selectOption('3');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    visit.getByRole('button', { name: 'Open the preview' }).click(),
  ]);
  await expect(
    tab.getByText(`Preview of revision ${before + 1} on festival day 3. Visitors do not see this.`),
  ).toBeVisible();
  await expect(tab.getByText(/^Day 3 of 10: /)).toBeVisible();
  await expect(tab.getByRole('link', { name: 'Play Pookalam' })).toBeVisible();
  await expect(tab.getByRole('link', { name: 'Play Dress up' })).toHaveCount(0);
  await tab.close();

  // The history says who did what; one click takes the campaign back.
  const history = page.getByRole('region', { name: 'History' });
  // (Scoped to this test's revisions: a run before this one on the same emulators left its own.)
  const entry = (revision: number) =>
    history.getByRole('listitem').filter({ hasText: `Revision ${revision}, by ${desk.email}` });
  await expect(entry(before + 1).getByText('disable /dress')).toBeVisible();
  await history.getByRole('button', { name: `Go back to revision ${before}` }).click();
  await expect(preview.getByText('Dress up opens again.')).toBeVisible();
  await preview.getByRole('button', { name: 'Make it live' }).click();
  await expect(page.getByText(`Revision ${before + 2} is live.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rest /dress' })).toBeVisible();
  await expect(entry(before + 2).getByText(`rollback ${before}`)).toBeVisible();

  // On a phone: the page never scrolls sideways (the tables scroll inside their cards), and every
  // control is a full-size target (the desk's own account is also asked its privacy answers here).
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('button', { name: 'Rest /dress' })).toBeVisible();
  expect(await widerThanViewport(page)).toEqual([]);
  const small = await page
    .locator('main button, main select, main input, main textarea')
    .evaluateAll((controls) =>
      controls
        // A radio or checkbox inside its label is targeted by the whole label.
        .filter(
          (control) => (control.closest('label') ?? control).getBoundingClientRect().height < 44,
        )
        .map((control) => control.outerHTML.slice(0, 80)),
    );
  expect(small).toEqual([]);

  await context.close();
  operators('revoke', desk.email);
});

test("a game an operator swaps in the console reaches a visitor's open page at their next navigation, and the way back too", async ({
  browser,
}, testInfo) => {
  test.slow();
  const stamp = `${testInfo.workerIndex}-${Date.now()}`;
  const password = 'onam-operator-2026';
  const desk = { email: `swap-${stamp}@example.com`, password, displayName: 'Desk Meera' };
  await createEmulatedAccount(desk);
  operators('grant', desk.email);
  const live = await fetch(CAMPAIGN_JSON);
  expect(live.status, 'the tests before this one put a campaign live').toBe(200);

  // A visitor with the site open on the live host, on the home page.
  const visitorContext = await browser.newContext({ baseURL: LIVE_HOST });
  const visitor = await visitorContext.newPage();
  await asReturningPlayer(visitor);
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Onam Utsavam' })).toBeVisible();
  await visitor.evaluate(() => {
    (window as unknown as { sameDocument?: boolean }).sameDocument = true;
  });

  // The operator is on a phone: the console is thousands of pixels tall there.
  const context = await browser.newContext({
    baseURL: EMULATED_HOST,
    viewport: { width: 390, height: 844 },
  });
  const console_ = await context.newPage();
  await asReturningPlayer(console_);
  await signIn(console_, desk);
  await console_.goto('/operator');
  const preview = console_.getByRole('region', { name: 'Before it goes live' });
  await console_.getByText('Schedule or another game for /game').click();
  await console_.getByLabel('Game for /game').selectOption('sadya');
  // The route takes the game's name unless the operator gives another.
  await expect(console_.getByLabel('Title of /game (English)')).toHaveValue('Sadya');
  await console_.getByRole('button', { name: 'Show this game on /game' }).click();
  // The dry run comes to the operator, far above the form that asked for it, and so does the
  // confirmation.
  await expect(preview).toBeFocused();
  await expect(preview).toBeInViewport();
  await preview.getByRole('button', { name: 'Make it live' }).click();
  await expect(console_.getByText(/Revision \d+ is live\./)).toBeInViewport();

  // The visitor's next click shows the swapped game, without a reload.
  await visitor.getByRole('link', { name: /Pookalam/ }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Onam sadya' })).toBeVisible();
  expect(
    await visitor.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);

  // Back from the history, and the visitor's next navigation has Pookalam again.
  const history = console_.getByRole('region', { name: 'History' });
  const wanted = Number(/"r(\d+)-/.exec(live.headers.get('etag') ?? '')?.[1]);
  await history.getByRole('button', { name: `Go back to revision ${wanted}` }).click();
  await preview.getByRole('button', { name: 'Make it live' }).click();
  await expect(console_.getByText(/Revision \d+ is live\./)).toBeVisible();
  await visitor.getByRole('link', { name: 'Onam Utsavam' }).click();
  await visitor.getByRole('link', { name: /Pookalam/ }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Pookalam' })).toBeVisible();

  await context.close();
  await visitorContext.close();
  operators('revoke', desk.email);
});
