/* global window, document -- the functions below run in the page */
// The pookalam board's frame times while a visitor paints it, in Chromium with the CPU slowed 4x
// (as Lighthouse's mobile preset does), on a phone-sized viewport.
//
// What a frame costs is measured in the page: an init script wraps requestAnimationFrame callbacks
// and the pointer handlers, and adds up the main-thread time they take between two frames. That is
// the work the board adds to a frame; the budget for all of it is 16.7 ms (60 fps). The interval
// between frames is reported too, as a check: it includes the browser's own work and idle time.

/** Runs in the page before any of its scripts. */
function instrument() {
  const state = {
    work: 0,
    recording: false,
    frames: /** @type {number[]} */ ([]),
    intervals: /** @type {number[]} */ ([]),
  };
  /** @type {any} */ (window).__frameBench = state;
  const raf = window.requestAnimationFrame.bind(window);
  const timed = (/** @type {Function} */ fn) =>
    function (/** @type {any[]} */ ...args) {
      const start = performance.now();
      try {
        // @ts-expect-error: forwarding `this` as the original listener would receive it
        return fn.apply(this, args);
      } finally {
        state.work += performance.now() - start;
      }
    };
  window.requestAnimationFrame = (callback) => raf(timed(callback));
  const types = new Set(['pointerdown', 'pointermove', 'pointerup', 'pointerrawupdate']);
  const wrapped = new WeakMap();
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  /** @type {(this: EventTarget, type: string, listener: any, options?: any) => void} */
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (!types.has(type) || typeof listener !== 'function') {
      return add.call(this, type, listener, options);
    }
    if (!wrapped.has(listener)) wrapped.set(listener, timed(listener));
    return add.call(this, type, wrapped.get(listener), options);
  };
  /** @type {(this: EventTarget, type: string, listener: any, options?: any) => void} */
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    const actual =
      typeof listener === 'function' && wrapped.has(listener) ? wrapped.get(listener) : listener;
    return remove.call(this, type, actual, options);
  };
  // A frame boundary: what was spent since the last one belongs to the frame that just ended.
  let last = 0;
  const tick = (/** @type {number} */ now) => {
    if (state.recording) {
      state.frames.push(state.work);
      if (last) state.intervals.push(now - last);
    }
    state.work = 0;
    last = now;
    raf(tick);
  };
  raf(tick);
}

const percentile = (/** @type {number[]} */ values, /** @type {number} */ p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/**
 * Opens the pookalam at `baseUrl/game`, starts a day-10 board (the biggest), and paints it by
 * dragging in spirals for a few seconds under 4x CPU throttling.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} baseUrl
 */
export async function measurePookalamFrames(browser, baseUrl) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    hasTouch: false,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('onam:tutorial:welcome', 'seen');
    localStorage.setItem('onam:tutorial:pookalam', 'seen');
  });
  await page.addInitScript(instrument);
  await page.goto(`${baseUrl}/game`);
  // The page is prerendered (docs/decisions/021): the game answers once the app has adopted it.
  await page.waitForFunction(() => !document.querySelector('#root[aria-busy]'));
  await startBiggestBoard(page);
  const board = page.getByRole('application');
  await board.scrollIntoViewIfNeeded();
  const box = await board.boundingBox();
  if (!box) throw new Error('The pookalam board did not appear');

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    /** @type {any} */ (window).__frameBench.recording = true;
  });

  // Spirals in and out over the board, as a visitor's finger would go, with a flower change now
  // and then; each move is one pointer event, like a 60 Hz touch screen.
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const maxR = (Math.min(box.width, box.height) / 2) * 0.95;
  const flowers = page.getByRole('group', { name: 'Flowers' }).locator('label');
  const flowerCount = await flowers.count();
  for (let stroke = 0; stroke < 6; stroke += 1) {
    if (flowerCount > 0) await flowers.nth(stroke % flowerCount).click();
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    const steps = 90;
    for (let i = 0; i <= steps; i += 1) {
      const t = i / steps;
      const r = maxR * (stroke % 2 === 0 ? t : 1 - t);
      const a = t * Math.PI * 6 + stroke;
      await page.mouse.move(cx + r * Math.cos(a), cy + r * Math.sin(a));
    }
    await page.mouse.up();
  }
  await page.waitForTimeout(300);
  // Proof that the strokes painted: the game's own coverage readout.
  const covered = (await page.getByText(/% covered$/).textContent()) ?? '?';
  const summary =
    (await page
      .getByText(/\d+-fold symmetry\.$/)
      .first()
      .textContent()) ?? '?';
  const { frames, intervals } = await page.evaluate(() => {
    const bench = /** @type {any} */ (window).__frameBench;
    bench.recording = false;
    return { frames: bench.frames, intervals: bench.intervals };
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  const busy = frames.filter((/** @type {number} */ ms) => ms > 0);
  return {
    covered,
    summary,
    frames: frames.length,
    framesWithWork: busy.length,
    workP50: percentile(busy, 50),
    workP95: percentile(busy, 95),
    workMax: Math.max(0, ...busy),
    intervalP50: percentile(intervals, 50),
    intervalP95: percentile(intervals, 95),
  };
}

/**
 * From the game's start screen to the heaviest board: day 10 (Thiruvonam, ten rings) at 16-fold
 * symmetry, so each stroke lays sixteen cells at a time.
 * @param {import('@playwright/test').Page} page
 */
async function startBiggestBoard(page) {
  const chip = (/** @type {string} */ name) =>
    page.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) });
  await chip('16-fold').click();
  await chip('A day of Onam').click();
  await page.getByRole('combobox', { name: 'Day of the festival' }).selectOption('10');
  await page.getByRole('button', { name: 'Start' }).click();
}
