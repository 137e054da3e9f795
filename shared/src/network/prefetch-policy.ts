/** Longest wait for an idle moment before a prefetch runs anyway. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

export interface PrefetchEnvironment {
  online: boolean;
  effectiveType?: string;
  saveData?: boolean;
}

// Network Information API: Chromium only, and absent from the DOM typings.
interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(['slow-2g', '2g']);

/** Skipped on a 2g connection (also 'slow-2g'), in data-saver mode, or offline. */
export function canPrefetch(env: PrefetchEnvironment): boolean {
  if (!env.online || env.saveData === true) return false;
  // Safari and Firefox report no connection at all; refusing them would switch prefetching off on
  // every iPhone.
  return env.effectiveType === undefined || !SLOW_CONNECTIONS.has(env.effectiveType);
}

export function readPrefetchEnvironment(
  nav: Navigator | undefined = globalThis.navigator,
): PrefetchEnvironment {
  if (!nav) return { online: true };
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  return {
    online: nav.onLine,
    effectiveType: connection?.effectiveType,
    saveData: connection?.saveData,
  };
}

// Without an idle signal, a short delay still lets the frame that revealed the link finish first.
const IDLE_FALLBACK_DELAY_MS = 200;

/**
 * Runs task when the browser is idle (requestIdleCallback with timeout PREFETCH_IDLE_TIMEOUT_MS;
 * setTimeout fallback where it is missing, e.g. Safari); returns cancel.
 */
export function whenIdle(task: () => void, timeoutMs = PREFETCH_IDLE_TIMEOUT_MS): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const id = globalThis.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(id);
  }
  const id = setTimeout(task, Math.min(IDLE_FALLBACK_DELAY_MS, timeoutMs));
  return () => clearTimeout(id);
}
