/**
 * Whether the page has had its first contentful paint, without React: main.js (index.ts) asks
 * before the app's code has loaded, and after-first-paint.ts builds the screens' hook on it.
 */
let painted = false;
const listeners = new Set<() => void>();
let watching = false;

function markPainted() {
  if (painted) return;
  painted = true;
  listeners.forEach((listener) => listener());
  listeners.clear();
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

export function hasPainted(): boolean {
  return painted;
}

/** Calls `listener` once the page has painted (at once if it has); returns unsubscribe. */
export function onFirstPaint(listener: () => void): () => void {
  if (painted) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  watch();
  return () => void listeners.delete(listener);
}
