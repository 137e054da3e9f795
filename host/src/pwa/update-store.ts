// Whether a new version of the site is waiting, for the prompt to read with useSyncExternalStore.
// The registration (register-service-worker.ts) offers an update; the prompt accepts or dismisses
// it. It imports nothing, so the prompt costs no Workbox bytes on the first paint.

export type UpdateStatus = 'none' | 'waiting' | 'dismissed' | 'applying';

type Listener = () => void;

const listeners = new Set<Listener>();
let status: UpdateStatus = 'none';
let apply: (() => void) | null = null;

function setStatus(next: UpdateStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getUpdateStatus(): UpdateStatus {
  return status;
}

/** A new worker is installed and waiting; `applyUpdate` activates it and reloads the page. */
export function offerUpdate(applyUpdate: () => void): void {
  apply = applyUpdate;
  if (status !== 'applying') setStatus('waiting');
}

/** The visitor chose "Reload". */
export function acceptUpdate(): void {
  if (!apply || status === 'applying') return;
  setStatus('applying');
  apply();
}

/** The visitor chose "Later": the new version starts on their next visit. */
export function dismissUpdate(): void {
  if (status === 'waiting') setStatus('dismissed');
}

/** For tests: back to no update and no listeners. */
export function resetUpdateStore(): void {
  listeners.clear();
  status = 'none';
  apply = null;
}
