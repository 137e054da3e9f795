import { useEffect, type RefObject } from 'react';

/**
 * Where the board (the leaf, the meters, the hand) is pinned above the tray: a phone tall enough
 * for both. sadya.module.css pins it under the same query.
 */
export const PINNED_BOARD_QUERY = '(max-width: 55.99rem) and (min-height: 36rem)';

/**
 * While the board is pinned, the page's scroll padding is the board's height, so whatever the
 * browser scrolls into view (a dish focused by the keyboard, a hint) lands below the board,
 * never under it. The padding is given back when the game leaves the page.
 */
export function usePinnedBoardPadding(board: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = board.current;
    if (!element || typeof ResizeObserver === 'undefined' || !window.matchMedia) return;
    const root = document.documentElement;
    const before = root.style.scrollPaddingTop;
    const pinned = window.matchMedia(PINNED_BOARD_QUERY);
    const update = () => {
      root.style.scrollPaddingTop = pinned.matches ? `${element.offsetHeight}px` : before;
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    pinned.addEventListener('change', update);
    update();
    return () => {
      observer.disconnect();
      pinned.removeEventListener('change', update);
      root.style.scrollPaddingTop = before;
    };
  }, [board]);
}

/** Brings a new hint into view if the visitor has scrolled it under the board or off the screen. */
export function revealBelowBoard(element: HTMLElement | null, board: HTMLElement | null) {
  if (!element || !board || !window.matchMedia?.(PINNED_BOARD_QUERY).matches) return;
  const box = element.getBoundingClientRect();
  if (box.top >= board.getBoundingClientRect().bottom && box.bottom <= window.innerHeight) return;
  element.scrollIntoView({ block: 'nearest' });
}
