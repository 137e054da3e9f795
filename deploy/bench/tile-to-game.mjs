/* global window, document, requestAnimationFrame, MutationObserver */
// From a tap on the Pookalam tile on the home page to a game the visitor can play, on a phone: the
// CPU slowed as the caller calibrated it (calibrate.mjs; a low-tier phone in the bench) and slow 4G
// (as Lighthouse's mobile preset and the bytes measurement), after the
// home page has settled as it does while a visitor reads it.
//
// "Playable" is what a visitor would call it: the set-up screen's Start button is on screen and
// enabled, and a tap on it is answered (the board appears). The figure is
//   (tile tap → Start button painted, enabled) + (Start tap → board painted)
// The Start tap is sent the moment the page reports the button, straight through DevTools input
// (no waiting for the page to look idle), so a main thread still busy with the game's start-up
// delays that tap's answer and is counted; the few milliseconds the harness itself takes between
// seeing the button and tapping it are not. Timestamps come from the page (event.timeStamp, and
// a frame after each change for "painted").
//
// Every run is a new browser context, so the HTTP cache is cold. The service worker is off: its
// precache runs outside the page's network throttling and would hand one build the other's
// advantage; this is the first visit, before a worker has installed.

import { throttleAsPhone } from './calibrate.mjs';

/**
 * What "playable" means for a game: its tile's link, the button that starts a play, and what shows
 * once the page has answered that first press.
 * @typedef {{ name: string, tile: string, href: string, start: string, answered: { selector?: string, text?: string } }} TileGame
 */

/** @type {TileGame} */
export const POOKALAM = {
  name: 'pookalam',
  tile: 'Pookalam',
  href: '/game',
  start: 'Start',
  answered: { selector: '[role="application"]' },
};

/** The fourth game, built outside this repository (outside-games/vallam-kali), added at /play/. */
/** @type {TileGame} */
export const VALLAM_KALI = {
  name: 'vallam-kali',
  tile: 'Vallam kali',
  href: '/play/vallam-kali',
  start: 'Row',
  answered: { text: 'Off you go!' },
};

/**
 * Runs in the page before any of its scripts: watches for the tile tap, the start button, the
 * answer to its first press.
 * @param {TileGame} game
 */
function instrument(game) {
  const state = {
    /** @type {number | undefined} */ tileAt: undefined,
    /** @type {number | undefined} */ readyAt: undefined,
    /** @type {number | undefined} */ startAt: undefined,
    /** @type {number | undefined} */ answeredAt: undefined,
    /** @type {Element | undefined} */ startButton: undefined,
    boardSeen: false,
  };
  /** @type {any} */ (window).__tileToGame = state;
  // The next frame, then a task: the change has been painted.
  const afterPaint = (/** @type {(at: number) => void} */ then) =>
    requestAnimationFrame(() => setTimeout(() => then(performance.now()), 0));

  document.addEventListener(
    'pointerdown',
    (event) => {
      const target = /** @type {Element | null} */ (event.target);
      if (!target?.closest) return;
      if (state.tileAt === undefined && target.closest(`a[href="${game.href}"]`)) {
        state.tileAt = event.timeStamp;
      } else if (
        state.startButton &&
        state.startAt === undefined &&
        target.closest('button') === state.startButton
      ) {
        state.startAt = event.timeStamp;
      }
    },
    true,
  );

  const check = () => {
    if (state.tileAt === undefined) return;
    if (!state.startButton) {
      const button = [...document.querySelectorAll('button')].find(
        (b) =>
          /** @type {HTMLElement} */ (b).innerText.trim() === game.start &&
          !(/** @type {HTMLButtonElement} */ (b).disabled) &&
          b.checkVisibility(),
      );
      if (!button) return;
      state.startButton = button;
      afterPaint((at) => {
        state.readyAt = at;
        // A visitor scrolls to it if need be; that is not the page's time.
        button.scrollIntoView({ block: 'center', behavior: 'instant' });
        const box = button.getBoundingClientRect();
        void (
          /** @type {any} */ (window).__tapStart({
            x: box.x + box.width / 2,
            y: box.y + box.height / 2,
          })
        );
      });
    } else if (state.startAt !== undefined && !state.boardSeen) {
      const { selector, text } = game.answered;
      const answered = selector
        ? document.querySelector(selector)
        : text !== undefined && document.body.innerText.includes(text);
      if (!answered) return;
      state.boardSeen = true;
      afterPaint((at) => {
        state.answeredAt = at;
      });
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
  });
}

/**
 * One visit: home page, settle, tap the game's tile, tap its start button when it is ready.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {TileGame} [game]
 * @param {{ cpu?: number }} [options] cpu: the CPU slowdown (4 unless the caller calibrated one)
 * @returns {Promise<{ ready: number, answer: number, total: number }>}
 */
export async function measureTileToGame(browser, baseUrl, game = POOKALAM, { cpu = 4 } = {}) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    // A returning visitor who knows the games: no welcome or pookalam tutorial in the way.
    await page.addInitScript(() => {
      localStorage.setItem('onam:tutorial:welcome', 'seen');
      localStorage.setItem('onam:tutorial:pookalam', 'seen');
    });
    await page.addInitScript(instrument, game);
    await page.exposeBinding(
      '__tapStart',
      async (_source, /** @type {{x:number,y:number}} */ at) => {
        await page.mouse.click(at.x, at.y);
      },
    );
    const cdp = await context.newCDPSession(page);
    await throttleAsPhone(cdp, { cpu });

    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle', timeout: 120_000 });
    const tile = page.getByRole('link', { name: new RegExp(game.tile) }).first();
    await tile.waitFor({ timeout: 60_000 });
    // A visitor reads the page for a moment before choosing a game.
    await page.waitForTimeout(2000);
    await tile.click();
    await page.waitForFunction(() => /** @type {any} */ (window).__tileToGame.answeredAt, null, {
      timeout: 120_000,
      polling: 100,
    });
    /** @type {{ tileAt: number, readyAt: number, startAt: number, answeredAt: number }} */
    const state = await page.evaluate(() => {
      const { tileAt, readyAt, startAt, answeredAt } = /** @type {any} */ (window).__tileToGame;
      return { tileAt, readyAt, startAt, answeredAt };
    });
    const ready = state.readyAt - state.tileAt;
    const answer = state.answeredAt - state.startAt;
    return { ready, answer, total: ready + answer };
  } finally {
    await context.close();
  }
}
