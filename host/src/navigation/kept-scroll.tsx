import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

// Where the page scrolls when the app moves between screens: the top of a new screen, where a
// screen was left when the visitor comes back to it, the element a link's #hash names. Never on
// the app's first render: that is the page the server drew, adopted where the visitor and the
// browser have it (they may be typing in it), or a first draw where the browser put it.
// React Router's <ScrollRestoration> scrolled to the top on that first render, so a visitor who
// had scrolled the drawn card maker to its name field was thrown to the top as the app adopted
// it, and their next tap landed on a greeting (e2e/adoption.spec.ts).

/** Where each screen of this tab was left, by its history entry, kept across reloads. */
const STORAGE_KEY = 'onam:scroll-positions';
/** The most entries kept: a long visit's oldest are dropped. */
const MAX_KEPT = 50;

export type ScrollAfterNavigation =
  { kind: 'stay' } | { kind: 'to'; y: number } | { kind: 'element'; id: string };

/**
 * Where a navigation from `from` to `to` leaves the page. A change of the search or the state on
 * the same screen (a filter, a dialog's step) is not a new screen: the page stays.
 */
export function scrollAfterNavigation(
  from: { pathname: string } | null,
  to: { pathname: string; hash: string },
  type: NavigationType,
  saved: number | undefined,
): ScrollAfterNavigation {
  if (from === null) return { kind: 'stay' };
  if (type === NavigationType.Pop && saved !== undefined) return { kind: 'to', y: saved };
  if (to.hash.length > 1) return { kind: 'element', id: decodeHash(to.hash.slice(1)) };
  if (from.pathname === to.pathname) return { kind: 'stay' };
  return { kind: 'to', y: 0 };
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

function readPositions(): Map<string, number> {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(kept)) return new Map();
    return new Map(
      kept.filter(
        (entry): entry is [string, number] =>
          Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1]),
      ),
    );
  } catch {
    return new Map(); // no storage, or something else's text there: start afresh
  }
}

function writePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_KEPT)));
  } catch {
    // No storage (a private window's quota): "back" goes to the top, nothing else is lost.
  }
}

/** Scrolls the page as scrollAfterNavigation says on each move between screens. */
export function KeptScroll() {
  const location = useLocation();
  const type = useNavigationType();
  const shown = useRef<{ key: string; pathname: string } | null>(null);
  const positions = useRef<Map<string, number> | null>(null);

  useLayoutEffect(() => {
    const kept = readPositions();
    positions.current = kept;
    const remember = () => {
      if (!shown.current) return;
      kept.delete(shown.current.key); // re-added last: the newest stay
      kept.set(shown.current.key, window.scrollY);
    };
    // Each screen's position as the visitor leaves it: taken as they scroll, since by the time
    // the next screen renders the page has already changed under it.
    let frame = 0;
    const onScroll = () => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        remember();
      });
    };
    // The app places the page on its moves; a reload or a visit from the back-forward cache is
    // the browser's to place, as it does for any page.
    const onPageHide = () => {
      remember();
      writePositions(kept);
      window.history.scrollRestoration = 'auto';
    };
    const onPageShow = () => {
      window.history.scrollRestoration = 'manual';
    };
    onPageShow();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const from = shown.current;
    if (from?.key === location.key) return;
    shown.current = { key: location.key, pathname: location.pathname };
    const where = scrollAfterNavigation(from, location, type, positions.current?.get(location.key));
    if (where.kind === 'to') window.scrollTo(0, where.y);
    else if (where.kind === 'element') {
      const element = document.getElementById(where.id);
      if (element) element.scrollIntoView();
      else window.scrollTo(0, 0);
    }
  }, [location, type]);

  return null;
}
