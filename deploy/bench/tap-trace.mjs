/* global window, document, location, requestAnimationFrame, requestIdleCallback */
// A tap made while the app is still adopting the drawn page, on an entry-level phone: Chromium
// with the CPU slowed as the caller calibrated it (DevTools' Emulation.setCPUThrottlingRate; a
// low-tier phone in the bench) and slow 4G, a first visit
// (cold cache, no service worker). What a visitor feels is how long the page takes to show that
// it heard the tap, and then to answer it; what delays both is a long task on the main thread.
//
// Two taps, each at two moments:
//   - the Pookalam tile on `/`: pressed = the frame after the tap (the tile's :active look),
//     answered = the game's page with its heading painted (a plain link's navigation if the app
//     has not adopted the page yet, the app's own otherwise);
//   - the 16-fold chip on `/game`: pressed = the frame after the tap (the chip ticked, by the
//     browser itself before the app answers), answered = the app has adopted the page with the
//     chip chosen in its own state, painted (or the tap is lost: the app has had the page 15 s
//     and the chip is not chosen in its state).
// The moments: `paint`, as soon as the drawn page has painted (before the app's code has run);
// `scripts`, as soon as the page's scripts have arrived (the app evaluating them and hydrating).
//
// Everything is timed in the page, in wall-clock milliseconds (timeOrigin + now) so that a tap
// that navigates to another document is timed across it: the trace lives in sessionStorage. The
// long tasks come from PerformanceObserver ('longtask', every task of 50 ms or more); "painted" is
// when the frame that draws the change runs its requestAnimationFrame callbacks, just before it
// paints. The tap is a press and release sent straight through DevTools, so a busy main thread
// delays its handling (counted: the event's timeStamp is when it was sent), not its sending.
import { tapFigures } from './cheap-phone.mjs';
import { throttleAsPhone } from './calibrate.mjs';

/**
 * @typedef {'tile' | 'chip'} TapTarget
 * @typedef {'paint' | 'scripts'} TapMoment
 * @typedef {{ path: string, selector: string, moment: TapMoment, target: TapTarget, nextPath: string, nextHeading: string }} TapConfig
 */

/** @type {Record<TapTarget, Omit<TapConfig, 'moment' | 'target'> & { name: string }>} */
export const TAPS = {
  tile: {
    name: 'Pookalam tile on /',
    path: '/',
    selector: 'li > a[href="/game"]',
    nextPath: '/game',
    nextHeading: 'pookalam',
  },
  chip: {
    name: '16-fold chip on /game',
    path: '/game',
    selector: 'label:has(> input[type="radio"][value="16"])',
    nextPath: '/game',
    nextHeading: 'pookalam',
  },
};

/**
 * Runs in every document of the visit, before its scripts.
 * @param {TapConfig} config
 */
function instrumentTap(config) {
  const KEY = '__tapTrace';
  const wall = (/** @type {number} */ t) => performance.timeOrigin + t;
  /** @type {import('./cheap-phone.mjs').TapTrace & { requested: boolean, documents: number }} */
  const state = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') ?? {
    requested: false,
    documents: 0,
    firstPaintAt: null,
    tapAt: null,
    adoptedAtTap: null,
    pressedAt: null,
    answeredAt: null,
    adoptedAt: null,
    tasks: [],
  };
  state.documents += 1;
  const firstDocument = state.documents === 1;
  const save = () => sessionStorage.setItem(KEY, JSON.stringify(state));
  /** @type {any} */ (window).__tapTrace = state;
  save();

  const root = () => document.getElementById('root');
  const busy = () => root()?.hasAttribute('aria-busy') ?? true;

  const tasks = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.tasks.push({ start: wall(entry.startTime), duration: entry.duration });
    }
    save();
  });
  tasks.observe({ type: 'longtask', buffered: true });
  window.addEventListener('pagehide', () => {
    for (const entry of tasks.takeRecords()) {
      state.tasks.push({ start: wall(entry.startTime), duration: entry.duration });
    }
    save();
  });

  // The tap itself, as the page received it: event.timeStamp is when the input happened, so time
  // the event waited behind a busy main thread is counted.
  document.addEventListener(
    'pointerdown',
    (event) => {
      const target = /** @type {Element | null} */ (event.target);
      if (state.tapAt !== null || !target?.closest?.(config.selector)) return;
      state.tapAt = wall(event.timeStamp);
      state.adoptedAtTap = !busy();
      save();
      requestAnimationFrame(() => {
        state.pressedAt = wall(performance.now());
        save();
      });
    },
    true,
  );

  // Each frame: has the answer been drawn? A chip's answer is the app's state: React's props on
  // the adopted radio say it is checked (the early input was replayed into it).
  const answered = () => {
    if (config.target === 'tile') {
      const heading = document.querySelector('h1')?.textContent ?? '';
      return (
        location.pathname === config.nextPath && heading.toLowerCase().includes(config.nextHeading)
      );
    }
    const radio = document.querySelector(config.selector)?.querySelector('input');
    if (!radio || busy()) return false;
    const propsKey = Object.keys(radio).find((key) => key.startsWith('__reactProps$'));
    const props = propsKey
      ? /** @type {Record<string, { checked?: boolean } | undefined>} */ (
          /** @type {unknown} */ (radio)
        )[propsKey]
      : undefined;
    return props?.checked === true;
  };
  const watch = () => {
    const now = wall(performance.now());
    if (state.adoptedAt === null && !busy()) state.adoptedAt = now;
    if (state.tapAt !== null && state.answeredAt === null && answered()) {
      state.answeredAt = now;
      save();
    }
    if (state.answeredAt === null || state.adoptedAt === null) requestAnimationFrame(watch);
    else save();
  };
  requestAnimationFrame(watch);

  if (!firstDocument) return;
  // When to tap: the drawn page painted, and for `scripts` every script it loads arrived.
  let painted = false;
  const scriptsArrived = () => {
    const wanted = [
      ...[...document.querySelectorAll('script[src]')].map(
        (s) => /** @type {HTMLScriptElement} */ (s).src,
      ),
      ...[...document.querySelectorAll('link[rel="preload"][as="script"]')].map(
        (l) => /** @type {HTMLLinkElement} */ (l).href,
      ),
    ];
    const done = new Set(
      performance
        .getEntriesByType('resource')
        .filter((e) => /** @type {PerformanceResourceTiming} */ (e).responseEnd > 0)
        .map((e) => e.name),
    );
    return wanted.length > 0 && wanted.every((url) => done.has(url));
  };
  const maybeTap = () => {
    if (state.requested || !painted) return;
    if (config.moment === 'scripts' && !scriptsArrived()) return;
    const element = document.querySelector(config.selector);
    if (!element) return;
    state.requested = true;
    save();
    // A visitor scrolls to it if need be; that is not the page's time.
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    const box = element.getBoundingClientRect();
    void (
      /** @type {any} */ (window).__tap({
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      })
    );
  };
  new PerformanceObserver((list) => {
    const fcp = list.getEntriesByName('first-contentful-paint')[0];
    if (!fcp) return;
    painted = true;
    state.firstPaintAt = wall(fcp.startTime);
    save();
    maybeTap();
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver(maybeTap).observe({ type: 'resource', buffered: true });
}

/**
 * One visit: a tap at `moment` on `target`, traced to its answer.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 * @param {{ target: TapTarget, moment: TapMoment, cpu?: number }} options
 */
export async function measureTap(browser, baseUrl, { target, moment, cpu = 8 }) {
  const { path: route, selector, nextPath, nextHeading } = TAPS[target];
  /** @type {TapConfig} */
  const config = { path: route, selector, nextPath, nextHeading, target, moment };
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    // A visitor who knows the games: no tutorial over the page (it waits for idle time anyway).
    await page.addInitScript(() => {
      for (const topic of ['welcome', 'pookalam']) {
        localStorage.setItem(`onam:tutorial:${topic}`, 'seen');
      }
    });
    await page.addInitScript(instrumentTap, config);
    const cdp = await context.newCDPSession(page);
    await page.exposeBinding('__tap', async (_source, /** @type {{x:number,y:number}} */ at) => {
      const press = { ...at, button: /** @type {const} */ ('left'), clickCount: 1 };
      await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...press });
      await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...press });
    });
    await throttleAsPhone(cdp, { cpu });
    await page.goto(`${baseUrl}${config.path}`, { waitUntil: 'commit' });
    await page
      .waitForFunction(
        () => {
          const state = /** @type {any} */ (window).__tapTrace;
          if (state?.adoptedAt == null) return false;
          // Answered, or lost: the app has had the page for longer than its replay of early
          // input waits (ADOPTION_WAIT_MS, 10 s) and the tap still has no answer.
          return state.answeredAt != null || Date.now() - state.adoptedAt > 15_000;
        },
        null,
        { timeout: 120_000, polling: 200 },
      )
      .catch(async (/** @type {Error} */ error) => {
        // What was traced says where it stuck: no tap sent, no answer, no adoption.
        const { tasks, ...state } = await page.evaluate(
          () => /** @type {any} */ (window).__tapTrace,
        );
        throw new Error(
          `${error.message}\n${target} at ${moment} on ${page.url()}: ${JSON.stringify(state)}, ${tasks?.length} long tasks`,
        );
      });
    // The long tasks up to the answer are reported once they end: an idle moment after it, they
    // all have been.
    const trace = await page.evaluate(
      () =>
        new Promise((resolve) => {
          requestIdleCallback(
            () => {
              const state = /** @type {any} */ (window).__tapTrace;
              resolve(JSON.parse(sessionStorage.getItem('__tapTrace') ?? 'null') ?? state);
            },
            { timeout: 5000 },
          );
        }),
    );
    return tapFigures(/** @type {import('./cheap-phone.mjs').TapTrace} */ (trace));
  } finally {
    await context.close();
  }
}
