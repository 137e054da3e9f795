import type { BackendConfig } from '../manifest/schema';
import type { BackendPort } from './port';

/**
 * The adapter the manifest names. Firebase and the adapters are imported here, on demand, so none
 * of their code is on the path to the first paint; the host renders while this resolves.
 */
export async function loadBackend(config: BackendConfig): Promise<BackendPort> {
  const { getApp, getApps, initializeApp } = await import('firebase/app');
  // Reuses the app when called again (hot reload, a retried start-up).
  const app = getApps().length > 0 ? getApp() : initializeApp(config.firebase);
  if (config.adapter === 'local') {
    const { createLocalBackend } = await import('./local/local-backend');
    return createLocalBackend({
      app,
      authEmulatorUrl: config.emulators?.auth,
      ...(config.mediaUpload ? { mediaUploadUrl: config.mediaUpload } : {}),
    });
  }
  // App Check before the adapter, so the first request already carries a token; never against
  // the emulators. Its code is loaded only where it runs.
  if (config.appCheck && !config.emulators) {
    const { startAppCheck } = await import('./firebase/app-check');
    startAppCheck(app, config.appCheck);
  }
  const { createFirebaseBackend } = await import('./firebase/firebase-backend');
  return createFirebaseBackend({
    app,
    emulators: config.emulators,
    ...(config.mediaUpload ? { mediaUpload: config.mediaUpload } : {}),
  });
}
