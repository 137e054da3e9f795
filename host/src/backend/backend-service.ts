import type { BackendPort } from '@onam/shared/backend/port';
import type { BackendConfig } from '@onam/shared/manifest/schema';
import type { AuthState, SessionUser } from '@onam/shared/session/auth-state';
import { localSessionMemory, type SessionMemory } from '@onam/shared/session/remembered-session';

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

export function createBackendService(
  config: BackendConfig,
  load: BackendLoader,
  memory: SessionMemory = localSessionMemory,
): BackendService {
  let loading: Promise<BackendPort> | undefined;
  let ready: BackendPort | null = null;
  const readyListeners = new Set<(backend: BackendPort) => void>();
  // What Auth has said on this page (undefined: nothing yet), kept for the next visit too.
  let confirmed: SessionUser | null | undefined;
  // The adapter's code failed to load: no one is taken on memory's word until it does.
  let unreachable = false;
  const confirm = (user: SessionUser | null) => {
    confirmed = user;
    memory.write(user);
  };

  const get = () => {
    loading ??= load(config).then(
      async (backend) => {
        // A sign-out asked for on a page left before it ran: finished before anyone hears who is
        // here, so the visitor is never found signed in again (remembered-session.ts).
        if (memory.signOutAsked()) {
          try {
            await backend.accounts.signOut();
            memory.signOutDone();
          } catch {
            // Kept for the next load; the device already vouches for nobody meanwhile.
          }
        }
        ready = backend;
        unreachable = false;
        // Every sign-in and sign-out, from any part of the site, passes through the adapter.
        backend.accounts.subscribe(confirm);
        readyListeners.forEach((listener) => listener(backend));
        readyListeners.clear();
        return backend;
      },
      (error: unknown) => {
        loading = undefined; // the next caller tries again (the network may be back)
        unreachable = true;
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
    currentUser: async () => {
      const user = await (await get()).accounts.currentUser();
      confirm(user);
      return user;
    },
    // Listening must not load the backend by itself: it attaches once someone else has.
    subscribe(listener: (user: SessionUser | null) => void) {
      let unsubscribe: (() => void) | undefined;
      const stopWaiting = onReady((backend) => {
        unsubscribe = backend.accounts.subscribe((user) => {
          confirm(user); // before the listener, which may ask rememberedUser (the guards do)
          listener(user);
        });
      });
      return () => {
        stopWaiting();
        unsubscribe?.();
      };
    },
    rememberedUser: () => {
      if (confirmed !== undefined) return confirmed;
      return unreachable ? null : memory.read();
    },
  };

  return { get, current: () => ready, onReady, authState };
}
