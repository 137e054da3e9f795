import type { FirebaseApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';

/**
 * Auth for an app: the session survives reloads (IndexedDB, else localStorage) and Google sign-in
 * uses a popup, which also works against the Auth emulator with no network.
 */
export function createAuth(app: FirebaseApp, emulatorUrl?: string): Auth {
  let auth: Auth;
  try {
    auth = initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence],
      popupRedirectResolver: browserPopupRedirectResolver,
    });
  } catch {
    // Already initialised for this app (hot reload, or a second adapter on the same app).
    return getAuth(app);
  }
  if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  return auth;
}
