import type { FirebaseApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';

/**
 * Auth for an app: the session survives reloads (IndexedDB, else localStorage).
 *
 * No popup/redirect resolver here. Given one at start-up, Auth loads Google's sign-in scripts and
 * iframe before it reports the session in every mobile browser and Safari, a third-party fetch on
 * the way to each signed-in page. The Google popup is given it when it opens (firebase-accounts).
 */
export function createAuth(app: FirebaseApp, emulatorUrl?: string): Auth {
  let auth: Auth;
  try {
    auth = initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence],
    });
  } catch {
    // Already initialised for this app (hot reload, or a second adapter on the same app).
    return getAuth(app);
  }
  if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  return auth;
}
