import type { BackendPort } from '@onam/shared/backend/port';
import type { BackendConfig } from '@onam/shared/manifest/schema';
import type { AuthState, SessionUser } from '@onam/shared/session/auth-state';

export type BackendLoader = (config: BackendConfig) => Promise<BackendPort>;

/**
 * The backend adapter, loaded once and only when something needs it: a guarded route, the account
 * menu after the first paint, a game saving a play. Firebase's code is never on the first paint.
 */
export interface BackendService {
  /** Starts loading (once) and resolves with the adapter. */
  get(): Promise<BackendPort>;
  /** The adapter if it has loaded, else null. */
  current(): BackendPort | null;
  /** Called once the adapter has loaded; returns unsubscribe. */
  onReady(listener: (backend: BackendPort) => void): () => void;
  /** The auth state for the route guards, backed by the adapter's accounts. */
  authState: AuthState;
}

export function createBackendService(config: BackendConfig, load: BackendLoader): BackendService {
  let loading: Promise<BackendPort> | undefined;
  let ready: BackendPort | null = null;
  const readyListeners = new Set<(backend: BackendPort) => void>();

  const get = () => {
    loading ??= load(config).then(
      (backend) => {
        ready = backend;
        readyListeners.forEach((listener) => listener(backend));
        readyListeners.clear();
        return backend;
      },
      (error: unknown) => {
        loading = undefined; // the next caller tries again (the network may be back)
        throw error;
      },
    );
    return loading;
  };

  const onReady = (listener: (backend: BackendPort) => void) => {
    if (ready) {
      listener(ready);
      return () => undefined;
    }
    readyListeners.add(listener);
    return () => void readyListeners.delete(listener);
  };

  const authState: AuthState = {
    currentUser: async () => (await get()).accounts.currentUser(),
    // Listening must not load the backend by itself: it attaches once someone else has.
    subscribe(listener: (user: SessionUser | null) => void) {
      let unsubscribe: (() => void) | undefined;
      const stopWaiting = onReady((backend) => {
        unsubscribe = backend.accounts.subscribe(listener);
      });
      return () => {
        stopWaiting();
        unsubscribe?.();
      };
    },
  };

  return { get, current: () => ready, onReady, authState };
}
