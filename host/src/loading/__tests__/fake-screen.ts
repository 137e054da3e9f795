/**
 * An IntersectionObserver the test moves (jsdom has none): `show()` brings every observed element
 * within the observers' margins; `remove()` takes the observer away again.
 */
export function installFakeScreen() {
  const observers: Array<{
    callback: IntersectionObserverCallback;
    margin?: string;
    targets: Element[];
  }> = [];
  class FakeObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, margin: options?.rootMargin, targets: [] };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    value: FakeObserver,
    configurable: true,
  });
  return {
    observers,
    /** Whether anything is being watched now. */
    watching: () => observers.some(({ targets }) => targets.length > 0),
    show() {
      for (const { callback, targets } of observers) {
        const entries = targets.map((target) => ({ target, isIntersecting: true }));
        if (entries.length > 0)
          callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
      }
    },
    remove() {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    },
  };
}
