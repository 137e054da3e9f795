import { useCallback, useLayoutEffect, useRef } from 'react';
import {
  canPrefetch,
  readPrefetchEnvironment,
  whenIdle,
  whenLandingDrawn,
} from '../network/prefetch-policy';

const ignore = () => undefined;

/**
 * A callback ref: once the element has been on screen and the browser is idle, calls `prefetch`
 * (at most once per component) unless the connection is slow, saving data or offline.
 * A failed prefetch is dropped silently: the real navigation loads (and retries) on its own.
 */
export function usePrefetchWhenVisible<T extends Element>(
  prefetch: (() => unknown) | undefined,
): (node: T | null) => void {
  // The latest function is read at idle time, so callers need not memoise it.
  const latest = useRef(prefetch);
  useLayoutEffect(() => {
    latest.current = prefetch;
  });
  const done = useRef(false);
  const stop = useRef<(() => void) | undefined>(undefined);
  const enabled = prefetch !== undefined;

  return useCallback(
    (node: T | null) => {
      stop.current?.();
      stop.current = undefined;
      if (!node || !enabled || done.current || typeof IntersectionObserver !== 'function') return;

      let cancelIdle: (() => void) | undefined;
      let cancelWait: (() => void) | undefined;
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // Not before the page's first content is drawn (prefetch-policy.ts).
        cancelWait = whenLandingDrawn(() => {
          cancelWait = undefined;
          cancelIdle = whenIdle(() => {
            cancelIdle = undefined;
            const run = latest.current;
            if (done.current || !run || !canPrefetch(readPrefetchEnvironment())) return;
            done.current = true;
            try {
              Promise.resolve(run()).catch(ignore);
            } catch {
              // Same as a rejection: nothing for the visitor to see.
            }
          });
        });
      });
      observer.observe(node);
      stop.current = () => {
        observer.disconnect();
        cancelWait?.();
        cancelIdle?.();
      };
    },
    [enabled],
  );
}
