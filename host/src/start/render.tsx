import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { AppRouter } from '../app/router';
import { PRERENDER_BUSY, PRERENDER_HIDDEN_CLASS } from '../prerender/names';
import { canHydrate, type PageNow, type ShellMarker } from '../prerender/shell-marker';
import { yieldToMain } from '@onam/shared/timing/yield-to-main';

/** How the app takes the page: drawn afresh, adopted as drawn, or drawn again over it. */
export type RenderWay = 'draw' | 'adopt' | 'redraw';

/**
 * Which way: a page with no prerendered drawing is drawn; one drawn for this very page (path,
 * language, day, manifest, side of a canary) and on show is adopted; any other is drawn again.
 */
export function renderWayFor(prerendered: ShellMarker | null, now: PageNow): RenderWay {
  if (!prerendered) return 'draw';
  return canHydrate(prerendered, now) &&
    !document.documentElement.classList.contains(PRERENDER_HIDDEN_CLASS)
    ? 'adopt'
    : 'redraw';
}

/**
 * Step 8. The app takes the page, the way renderWayFor chose. Adopting, React's first render
 * must be the page as drawn, so it waits for the router to have the screen's code and, on a
 * game's page, for the game's module (`landingLoaded`), drawn there by its remote's server part
 * (docs/decisions/018, 021). As a transition, the hydration yields to the browser every few
 * milliseconds: the page on screen answers a tap while React works through it. Drawing again,
 * the page is replaced at once when the screen is ready (an invisible one goes now).
 */
export function renderTheApp(
  way: RenderWay,
  container: HTMLElement,
  app: ReactNode,
  router: AppRouter,
  landingLoaded: Promise<unknown>,
): void {
  if (way === 'draw') {
    createRoot(container).render(app);
  } else if (way === 'adopt') {
    void Promise.all([routerReady(router), landingLoaded])
      .then(yieldToMain)
      .then(() => startTransition(() => void hydrateRoot(container, app)));
  } else {
    revealContainer(container);
    // The drawn page goes: what the visitor used on it is noted just before, to be found again in
    // the new drawing when the early input is replayed (early-input-redrawn.ts).
    const noting = import(
      /* webpackChunkName: "early-input-redrawn" */ '../prerender/early-input-redrawn'
    ).catch(() => undefined);
    void Promise.all([routerReady(router), noting]).then(([, redrawn]) => {
      redrawn?.noteEarlyInput();
      createRoot(container).render(app);
    });
  }
}

/** Resolves once the router has loaded its first page (its screen's code, its guards). */
function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * A prerendered page the inline script hid (not this visitor's path or language) is removed before
 * the page is drawn afresh, so it is never seen.
 */
export function revealContainer(container: HTMLElement): void {
  const html = document.documentElement;
  if (!html.classList.contains(PRERENDER_HIDDEN_CLASS)) return;
  container.replaceChildren();
  html.classList.remove(PRERENDER_HIDDEN_CLASS);
}

/** The page answers: the app has it (its root is no longer aria-busy). */
export function markAnswering(container: HTMLElement): void {
  container.removeAttribute(PRERENDER_BUSY);
}
