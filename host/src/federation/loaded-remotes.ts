import { startTransition, useEffect, useState } from 'react';

// Which remotes have answered in this page: a part that only decorates (the home page's play
// icons) is drawn by the host until its remote is here for something the visitor asked for, and
// then by the remote, at no extra cost (docs/decisions/052).

const loaded = new Set<string>();
const listeners = new Set<() => void>();

/** Called once a module of `remote` has loaded and passed its contract check. */
export function markRemoteLoaded(remote: string): void {
  if (loaded.has(remote)) return;
  loaded.add(remote);
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` once `remote` has loaded (at once if it has); returns unsubscribe. */
export function whenRemoteLoaded(remote: string, listener: () => void): () => void {
  if (loaded.has(remote)) {
    listener();
    return () => undefined;
  }
  const check = () => {
    if (!loaded.has(remote)) return;
    listeners.delete(check);
    listener();
  };
  listeners.add(check);
  return () => void listeners.delete(check);
}

/**
 * Whether `remote` has loaded in this page. False on the first render, as on the server, then
 * true in a transition: a store read that differs from the server's would force a synchronous
 * re-render right after React adopts a prerendered page (after-first-paint.ts).
 */
export function useRemoteLoaded(remote: string): boolean {
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    if (isLoaded) return;
    return whenRemoteLoaded(remote, () => startTransition(() => setLoaded(true)));
  }, [remote, isLoaded]);
  return isLoaded;
}

/** For tests: forget every remote. */
export function resetLoadedRemotes(): void {
  loaded.clear();
}
