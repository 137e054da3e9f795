import { startTransition, useEffect, useState } from 'react';
import { onFirstPaint } from './first-paint';

/**
 * Whether the page has had its first contentful paint. Decorations from remotes wait for it, so
 * nothing remote stands between a visitor and the first paint.
 *
 * Always false on a component's first render, as on the server, then true in a transition once
 * the page has painted. Not a store read (useSyncExternalStore): a store that differs from its
 * server value when React adopts a prerendered page forces a synchronous re-render of the whole
 * screen right after the adoption, one long task on a slow phone; a transition is rendered in
 * slices the browser can answer a tap between.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    return onFirstPaint(() => startTransition(() => setPainted(true)));
  }, [painted]);
  return painted;
}
