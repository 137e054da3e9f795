import { useSyncExternalStore } from 'react';
import { debounce, RESIZE_DEBOUNCE_MS } from '../timing/debounce';

export interface ViewportSize {
  width: number;
  height: number;
}

// One store for the app (this module is a federation singleton): one set of window listeners
// however many components ask, and one cached object so useSyncExternalStore sees a stable snapshot.
const listeners = new Set<() => void>();
let snapshot: ViewportSize = { width: 0, height: 0 };
const serverSnapshot: ViewportSize = { width: 0, height: 0 };

function readViewport(): ViewportSize {
  const { innerWidth: width, innerHeight: height } = window;
  if (width !== snapshot.width || height !== snapshot.height) snapshot = { width, height };
  return snapshot;
}

const onResize = debounce(() => {
  const previous = snapshot;
  if (readViewport() === previous) return;
  for (const listener of [...listeners]) listener();
}, RESIZE_DEBOUNCE_MS);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    // A resize between the first render and this subscription would otherwise go unseen.
    readViewport();
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
  }
  return () => {
    if (!listeners.delete(listener)) return;
    if (listeners.size === 0) {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
      onResize.cancel();
    }
  };
}

function getSnapshot(): ViewportSize {
  // Nobody listens to resize while no component is mounted, so the cache may be stale then.
  return listeners.size === 0 ? readViewport() : snapshot;
}

/** The window's inner size, updated at most once per RESIZE_DEBOUNCE_MS while it changes. */
export function useViewportSize(): ViewportSize {
  return useSyncExternalStore(subscribe, getSnapshot, () => serverSnapshot);
}
