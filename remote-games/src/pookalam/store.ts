import type { PookalamState } from './rules';

/**
 * Holds the game state between the canvas and React. A drag changes the live state every frame,
 * which the canvas draws (it hears of every change, `subscribeLive`), but React hears of it (and
 * re-renders the palette, the buttons and the readouts) only when the stroke ends: `publish`
 * decides when.
 */
export interface PookalamStore {
  live(): PookalamState;
  /** Replaces the live state; React sees it at the next `publish` (or now, with `publishNow`). */
  set(next: PookalamState, publishNow?: boolean): void;
  publish(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): PookalamState;
  /** Hears every change of the live state, published or not. */
  subscribeLive(listener: () => void): () => void;
}

export function createPookalamStore(initial: PookalamState): PookalamStore {
  let live = initial;
  let published = initial;
  const listeners = new Set<() => void>();
  const liveListeners = new Set<() => void>();
  const publish = () => {
    if (published === live) return;
    published = live;
    for (const listener of listeners) listener();
  };
  return {
    live: () => live,
    set(next, publishNow = true) {
      live = next;
      for (const listener of liveListeners) listener();
      if (publishNow) publish();
    },
    publish,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => published,
    subscribeLive(listener) {
      liveListeners.add(listener);
      return () => liveListeners.delete(listener);
    },
  };
}
