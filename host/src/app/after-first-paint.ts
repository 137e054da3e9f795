import { useSyncExternalStore } from 'react';

/**
 * Whether the page has had its first contentful paint. Decorations from remotes (the home
 * page's play icons) wait for it, so nothing remote stands between a visitor and the first paint.
 */
let painted = false;
const listeners = new Set<() => void>();
let watching = false;

function markPainted() {
  if (painted) return;
  painted = true;
  listeners.forEach((listener) => listener());
}

function watch() {
  if (watching) return;
  watching = true;
  const supported =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (supported) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        markPainted();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  // Where paint timing is missing (older Safari), two frames is close enough (a background tab
  // gets no frames, so a timer settles it too). Where it exists, frames are no evidence: the first
  // ones may paint nothing contentful while the screen's code is still on its way.
  if (!supported) requestAnimationFrame(() => requestAnimationFrame(markPainted));
  setTimeout(markPainted, supported ? 5000 : 100);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  watch();
  return () => listeners.delete(listener);
}

export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => painted,
    () => false,
  );
}

/** Runs `task` once the page has had its first contentful paint (at once if it has). */
export function afterFirstPaint(task: () => void): void {
  if (painted) {
    task();
    return;
  }
  const listener = () => {
    listeners.delete(listener);
    task();
  };
  subscribe(listener);
}
