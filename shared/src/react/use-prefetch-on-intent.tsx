import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { FocusEvent, PointerEvent } from 'react';
import { canPrefetch, readPrefetchEnvironment } from '../network/prefetch-policy';

const ignore = () => undefined;

/** The handlers a link spreads onto its element. */
export interface IntentHandlers<T extends Element> {
  onPointerEnter: (event: PointerEvent<T>) => void;
  onPointerDown: (event: PointerEvent<T>) => void;
  onFocus: (event: FocusEvent<T>) => void;
}

/**
 * Runs `prefetch` (at most once per component) when the visitor shows they may follow the link:
 * a mouse over it or the keyboard's focus on it (unless the connection is 2g, data saver is on or
 * the device is offline: a look is not a decision), or a press, touch or click starting on it
 * (always: the navigation is about to need it anyway, and this starts it some 100 ms sooner).
 *
 * Code fetched ahead of intent is code the phone must also run, and running it on a slow phone
 * is what keeps a page from answering; downloading it is the service worker's part (its precache
 * holds every screen's code once it has installed).
 */
export function usePrefetchOnIntent<T extends Element>(
  prefetch: (() => unknown) | undefined,
): IntentHandlers<T> {
  // The latest function is read when the visitor acts, so callers need not memoise it.
  const latest = useRef(prefetch);
  useLayoutEffect(() => {
    latest.current = prefetch;
  });
  const done = useRef(false);

  const run = useCallback((decided: boolean) => {
    const task = latest.current;
    if (done.current || !task) return;
    if (!decided && !canPrefetch(readPrefetchEnvironment())) return;
    done.current = true;
    try {
      Promise.resolve(task()).catch(ignore);
    } catch {
      // Same as a rejection: the navigation loads (and retries) on its own.
    }
  }, []);

  return useMemo(
    () => ({
      onPointerEnter: (event: PointerEvent<T>) => {
        // A touch screen's pointerenter comes with the press itself: pointerdown decides.
        if (event.pointerType === 'mouse') run(false);
      },
      onPointerDown: () => run(true),
      onFocus: () => run(false),
    }),
    [run],
  );
}
