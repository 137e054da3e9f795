/* global document, window, requestAnimationFrame, MutationObserver */
// The phones of a family pookalam, as the bench drives them (family-latency.mjs, family-bill.mjs):
// each a browser context of its own signed in as its own account, on a phone's screen, as the
// browser story does (e2e/family.spec.ts). One starts a carpet (a free design of 8 rings, 193
// cells) and the others join from its link; each lays one flower at a time with the keyboard, the
// repeat around the circle switched off so that a flower is one cell and one stroke. Where a
// phone's next cell is comes from the board itself: the cursor walks clockwise round a ring and
// steps out a ring when a lay changes nothing (it has come round to a cell it laid), so nothing
// here knows the board's geometry. The page's carpet is read from `[data-carpet]`, one code a cell.

/**
 * @typedef {{ page: import('@playwright/test').Page, context: import('@playwright/test').BrowserContext, uid: string, name: string }} Phone
 * @typedef {(visitor: { email: string, password: string, displayName: string }) => Promise<{ uid: string }>} CreateAccount
 */

/** The flowers of the palette, in its order: a flower's code is its place ('a' for the first). */
export const PALETTE = [
  'Thumba',
  'Mukkutti',
  'Chethi',
  'Kakkapoovu',
  'Chendumalli',
  'Jamanthi',
  'Chemparathi',
  'Shankupushpam',
];

/** A flower's one-letter code on the carpet, by its place in the palette. */
export const codeOfFlower = (/** @type {number} */ index) => String.fromCharCode(97 + index);

/** How long a lay may take to show on the phone that laid it, before it counts as no change. */
const OWN_LAY_MS = 2_000;

/**
 * A phone signed in as a new account, on a phone's screen; its CPU slowed `cpu` times from the
 * start (DevTools' Emulation.setCPUThrottlingRate), when given.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ baseUrl: string, name: string, createAccount: CreateAccount, cpu?: number }} options
 * @returns {Promise<Phone>}
 */
export async function familyPhone(browser, { baseUrl, name, createAccount, cpu }) {
  const visitor = {
    displayName: name,
    email: `${name.toLowerCase()}-${Date.now().toString(36)}@family.example`,
    password: 'onam-2026-family',
  };
  const { uid } = await createAccount(visitor);
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const page = await context.newPage();
  if (cpu !== undefined) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  // A returning player: the tutorials read and write nothing, and would stand in the way.
  await page.addInitScript(() => {
    for (const topic of ['welcome', 'dress', 'pookalam', 'sadya']) {
      window.localStorage.setItem(`onam:tutorial:${topic}`, 'seen');
    }
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(visitor.email);
  await page.getByLabel('Password', { exact: true }).fill(visitor.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: `Account: ${name}` }).waitFor({ timeout: 60_000 });
  return { page, context, uid, name };
}

const boardCanvas = (/** @type {import('@playwright/test').Page} */ page) =>
  page.locator('[data-part="family-carpet"] canvas');

/**
 * Waits for the carpet to be laid on: the board drawn and the member's list shown.
 * @param {import('@playwright/test').Page} page
 */
async function carpetShown(page) {
  await page.getByRole('heading', { name: 'Laying this carpet' }).waitFor({ timeout: 60_000 });
  await boardCanvas(page).waitFor({ timeout: 60_000 });
  await page.locator('[data-carpet]').waitFor({ state: 'attached', timeout: 60_000 });
}

/**
 * The owner starts a carpet of 8 rings, 8-fold; returns its link.
 * @param {Phone} owner
 */
export async function startCarpet({ page }) {
  await page.goto('/family');
  await page.getByRole('radio', { name: 'A free design of 8 rings' }).check();
  await page.getByRole('radio', { name: '8-fold' }).check();
  await page.getByRole('button', { name: 'Start the family pookalam' }).click({ timeout: 60_000 });
  await page.waitForURL(/\/family\/[A-Za-z0-9]{20}$/, { timeout: 60_000 });
  await carpetShown(page);
  return page.url();
}

/**
 * A member joins from the link.
 * @param {Phone} member
 * @param {string} link
 */
export async function joinCarpet({ page }, link) {
  await page.goto(link);
  await page.getByRole('button', { name: 'Join the family pookalam' }).click({ timeout: 60_000 });
  await carpetShown(page);
}

/**
 * Waits until every phone's page lists `count` members.
 * @param {readonly Phone[]} phones
 * @param {number} count
 */
export async function allSeeMembers(phones, count) {
  await Promise.all(
    phones.map(({ page }) =>
      page
        .getByRole('heading', { name: 'Laying this carpet' })
        .locator('xpath=following-sibling::ul[1]/li')
        .nth(count - 1)
        .waitFor({ timeout: 60_000 }),
    ),
  );
}

/** The carpet this page holds, one code a cell. */
export const carpetOn = async (/** @type {import('@playwright/test').Page} */ page) =>
  (await page.locator('[data-carpet]').getAttribute('data-carpet')) ?? '';

/**
 * Records the time of each Enter pressed in this page, as the page received it (the event's
 * timeStamp, on the wall clock the other phones share: every page of one browser reads the same
 * clock), in `window.__enterAt`.
 * @param {import('@playwright/test').Page} page
 */
export async function recordEnters(page) {
  await page.evaluate(() => {
    const enters = /** @type {number[]} */ ([]);
    /** @type {any} */ (window).__enterAt = enters;
    window.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter') enters.push(performance.timeOrigin + event.timeStamp);
      },
      true,
    );
  });
}

/** @param {import('@playwright/test').Page} page */
export const lastEnter = (page) =>
  page.evaluate(
    () => /** @type {number[]} */ (/** @type {any} */ (window).__enterAt).at(-1) ?? NaN,
  );

/**
 * Records each carpet this page paints: whenever `[data-carpet]` holds a new value, the time of
 * the frame that paints it (its requestAnimationFrame callback, just before the paint), on the
 * wall clock, in `window.__painted`.
 * @param {import('@playwright/test').Page} page
 */
export async function recordPaints(page) {
  await page.evaluate(() => {
    const painted = /** @type {Array<{ at: number, cells: string }>} */ ([]);
    /** @type {any} */ (window).__painted = painted;
    let last = document.querySelector('[data-carpet]')?.getAttribute('data-carpet') ?? '';
    const look = () => {
      const cells = document.querySelector('[data-carpet]')?.getAttribute('data-carpet') ?? '';
      if (cells === last) return;
      last = cells;
      requestAnimationFrame(() =>
        painted.push({ at: performance.timeOrigin + performance.now(), cells }),
      );
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-carpet'],
    });
  });
}

/** @param {import('@playwright/test').Page} page */
export const paintsOn = (page) =>
  page.evaluate(
    () =>
      /** @type {Array<{ at: number, cells: string }>} */ (/** @type {any} */ (window).__painted),
  );

/**
 * When this phone's SDK sent each write and received each piece of its listeners' answers, on the
 * wall clock (DevTools' network events): where a flower's time goes between the two phones. Start
 * it before the phone listens to anything, so that its Listen channel is seen from its start.
 * @param {Phone} phone
 */
export async function wireTimes({ context, page }) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const times = {
    writesSent: /** @type {number[]} */ ([]),
    listenReceived: /** @type {number[]} */ ([]),
  };
  const listens = new Set();
  // DevTools' event times are the browser's monotonic clock; a request's wallTime ties them.
  let wallOffset = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    wallOffset = event.wallTime * 1000 - event.timestamp * 1000;
    const { url, method } = event.request;
    if (method === 'POST' && url.includes('/Write/channel'))
      times.writesSent.push(event.wallTime * 1000);
    if (method === 'GET' && url.includes('/Listen/channel')) listens.add(event.requestId);
  });
  cdp.on('Network.dataReceived', (event) => {
    if (listens.has(event.requestId))
      times.listenReceived.push(event.timestamp * 1000 + wallOffset);
  });
  return times;
}

/**
 * A phone that lays flowers one at a time with the keyboard, each a single cell: its `next` lays
 * one flower (or says the board is full of this phone's flowers).
 * @param {Phone} phone
 * @param {{ flower: number }} options the palette's place of the first flower laid; each time
 *   the board holds this phone's flower everywhere the walk reaches, the next flower is taken
 */
export async function keyboardLayer({ page }, { flower }) {
  await page.getByRole('checkbox', { name: /Repeat around the circle/ }).uncheck();
  let current = flower;
  let code = codeOfFlower(current);
  let fresh = true;
  let misses = 0;
  const choose = async () => {
    const name = PALETTE[current % PALETTE.length] ?? 'Thumba';
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name, exact: true }) })
      .click();
    code = codeOfFlower(current % PALETTE.length);
    await boardCanvas(page).focus();
    await page.keyboard.press('Home');
    fresh = true;
  };
  await choose();

  /**
   * Lays the next flower: an Enter where the cursor is, and moves on. Returns the cell it laid
   * and its code, with the Enter's time as the page received it; or null when the lay changed
   * nothing (the cursor had come round to this phone's own flower), after stepping out a ring.
   */
  const attempt = async () => {
    const before = await carpetOn(page);
    await page.keyboard.press('Enter');
    const enterAt = await lastEnter(page);
    const laid = await page
      .waitForFunction(
        ({ was, mine }) => {
          const now = document.querySelector('[data-carpet]')?.getAttribute('data-carpet') ?? '';
          for (let cell = 0; cell < now.length; cell += 1) {
            // An object: the centre is cell 0, which waitForFunction would take for "not yet".
            if (now[cell] === mine && was[cell] !== mine) return { cell };
          }
          return false;
        },
        { was: before, mine: code },
        { timeout: OWN_LAY_MS },
      )
      .then(async (handle) => /** @type {{ cell: number }} */ (await handle.jsonValue()).cell)
      .catch(() => null);
    if (laid === null) {
      if (fresh) {
        throw new Error(
          `a lay of ${PALETTE[current % PALETTE.length]} on a fresh walk changed nothing: is the palette's order still the codes' order (a, b, c…)?`,
        );
      }
      await page.keyboard.press('ArrowUp');
      return null;
    }
    fresh = false;
    await page.keyboard.press('ArrowRight');
    return { cell: laid, code, enterAt };
  };

  return {
    /**
     * Lays one flower; each miss steps out a ring, and two in a row (the outermost ring is full
     * too) start a new walk with the next flower.
     */
    async next() {
      for (;;) {
        const laid = await attempt();
        if (laid) {
          misses = 0;
          return laid;
        }
        misses += 1;
        if (misses >= 2) {
          misses = 0;
          current += 1;
          await choose();
        }
      }
    },
  };
}
