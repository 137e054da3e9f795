import { useSyncExternalStore } from 'react';
import { hasPainted, onFirstPaint } from './first-paint';

/**
 * Whether the page has had its first contentful paint. Decorations from remotes (the home
 * page's play icons) wait for it, so nothing remote stands between a visitor and the first paint.
 * Drawn as not yet painted on the server and while hydrating, as the prerendered page was.
 */
export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(onFirstPaint, hasPainted, () => false);
}
