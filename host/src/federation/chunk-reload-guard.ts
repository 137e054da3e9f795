/**
 * A chunk that fails to load usually means the visitor's page is older than the deployed files
 * (or the network blinked): one reload fixes both. Reloading again and again would not, so the
 * last reload's time is kept in sessionStorage and a reload happens at most once per 60 seconds.
 */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'onam:chunk-reload-at';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** webpack's ChunkLoadError (host and remotes alike), a failed CSS chunk, or a native import(). */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message !== 'string') return false;
  return (
    /Loading (CSS )?chunk [^\s]+ failed/i.test(message) ||
    message.includes('Failed to fetch dynamically imported module') ||
    message.includes('error loading dynamically imported module')
  );
}

/**
 * Records a reload and returns true if none happened in the last 60 s. Without a working
 * sessionStorage (some private modes) it never allows one: a loop is worse than an error page.
 */
export function claimChunkReload(storage: SessionStore | undefined, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    // A time in the future (a clock moved back) counts as long ago, not as "just reloaded forever".
    if (Number.isFinite(last) && last > 0 && last <= now && now - last < CHUNK_RELOAD_INTERVAL_MS) {
      return false;
    }
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return storage.getItem(CHUNK_RELOAD_KEY) === String(now);
  } catch {
    return false;
  }
}

function sessionStore(): SessionStore | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // access itself throws when storage is blocked
  }
}

const deviceOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Reloads the page for a chunk-load error when the guard allows it; returns whether it did. Not
 * while the device is offline: a reload could only fail, and the visitor would lose the page for
 * the browser's offline screen; the error view explains and offers its retry instead.
 */
export function reloadForChunkError(
  error: unknown,
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
  storage: SessionStore | undefined = sessionStore(),
  online: boolean = deviceOnline(),
): boolean {
  if (!isChunkLoadError(error) || !online || !claimChunkReload(storage, now)) return false;
  reload();
  return true;
}

const decisions = new WeakMap<object, boolean>();

/**
 * For views that meet the error while rendering: decides once per error object (StrictMode renders
 * twice, and the second render must not count as a second failure), and reloads only after the
 * current render has committed.
 */
export function reloadOnceFor(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const known = decisions.get(error);
  if (known !== undefined) return known;
  const decision = reloadForChunkError(error, () => {
    setTimeout(() => window.location.reload(), 0);
  });
  decisions.set(error, decision);
  return decision;
}
