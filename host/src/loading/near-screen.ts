import { useEffect, useState, type RefObject } from 'react';

/** How far beyond the screen a part counts as near: half a screen ahead of the visitor. */
export const NEAR_SCREEN_MARGIN = '50% 0px';

/**
 * Whether the element is on screen or within NEAR_SCREEN_MARGIN of it, once and for good. A part
 * below the fold that costs a long task as a low-tier phone (the greeting card's preview) waits
 * for this instead of running as the app adopts the page, which is when the visitor's first taps
 * come. False on the server and in the first render, so a drawn page is adopted as it was drawn;
 * where the browser cannot tell (no IntersectionObserver), true right after that first render.
 */
export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    if (typeof IntersectionObserver !== 'function') {
      // Right after the first render, never during it: the drawn page is adopted first.
      let current = true;
      queueMicrotask(() => {
        if (current) setNear(true);
      });
      return () => {
        current = false;
      };
    }
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
