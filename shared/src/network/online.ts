/**
 * Whether the browser thinks it has a network. `navigator.onLine` only knows about the link, not the
 * internet behind it: `false` is reliable, `true` is a hope. Use it to explain failures and to skip
 * optional work, never to block a request.
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

const listeners = new Set<{ listener: (online: boolean) => void }>();

function notify() {
  const online = isOnline();
  for (const entry of [...listeners]) entry.listener(online);
}

/** Calls `listener` on every online/offline change; returns unsubscribe. */
export function subscribeOnline(listener: (online: boolean) => void): () => void {
  const entry = { listener };
  listeners.add(entry);
  // One pair of window listeners for the whole app (this module is a federation singleton).
  if (listeners.size === 1) {
    window.addEventListener('online', notify);
    window.addEventListener('offline', notify);
  }
  return () => {
    if (!listeners.delete(entry)) return;
    if (listeners.size === 0) {
      window.removeEventListener('online', notify);
      window.removeEventListener('offline', notify);
    }
  };
}
