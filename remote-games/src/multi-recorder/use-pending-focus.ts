import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Moves focus to a control that appears after a state change (Upload turns into Cancel, a failed
 * upload brings Try again), so a keyboard user is not dropped at the top of the page when the
 * button they pressed goes away. Targets carry `data-focus="<key>"` inside the root.
 */
export function usePendingFocus<Root extends HTMLElement>() {
  const root = useRef<Root>(null);
  const pending = useRef<string | null>(null);
  useLayoutEffect(() => {
    const key = pending.current;
    if (key === null) return;
    // One chance, on the render that follows the request: keys are plain words and ids.
    pending.current = null;
    root.current?.querySelector<HTMLElement>(`[data-focus="${key}"]`)?.focus();
  });
  const request = useCallback((key: string) => {
    pending.current = key;
  }, []);
  return { root, request };
}
