import type { FirebaseApp } from 'firebase/app';
import {
  isSupported,
  initializeAnalytics,
  setAnalyticsCollectionEnabled,
} from 'firebase/analytics';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
} from 'firebase/functions';
import { getPerformance } from 'firebase/performance';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { startAppCheck, type AppCheckConfig } from './app-check';
import { parseHostPort } from './firestore-mapping';
import { FUNCTIONS_REGION } from './server-documents';

/** Emulator addresses as in the manifest: auth is a URL, the others host:port. */
export interface EmulatorAddresses {
  auth?: string;
  firestore?: string;
  functions?: string;
  storage?: string;
}

/** The Firebase services the adapter's sections read and call. */
export interface FirebaseServices {
  db: Firestore;
  functions: Functions;
  /** Null with emulators but no Storage among them: greetings are then kept on the device. */
  storage: FirebaseStorage | null;
}

/**
 * Firestore, Functions and Storage for the app, pointed at the emulators the manifest names, and
 * the monitoring started. App Check comes first, so the first request already carries a token;
 * it is never started against emulators.
 */
export function connectServices(
  app: FirebaseApp,
  { emulators, appCheck }: { emulators?: EmulatorAddresses; appCheck?: AppCheckConfig },
): FirebaseServices {
  if (appCheck && !emulators) startAppCheck(app, appCheck);
  const db = getFirestore(app);
  const functions = getFunctions(app, FUNCTIONS_REGION);
  if (emulators?.firestore) {
    const { host, port } = parseHostPort(emulators.firestore);
    connectFirestoreEmulator(db, host, port);
  }
  if (emulators?.functions) {
    const { host, port } = parseHostPort(emulators.functions);
    connectFunctionsEmulator(functions, host, port);
  }
  // Emulators without Storage (these machines cannot run it): greetings stay on the device.
  const storage = emulators && !emulators.storage ? null : getStorage(app);
  if (storage && emulators?.storage) {
    const { host, port } = parseHostPort(emulators.storage);
    connectStorageEmulator(storage, host, port);
  }
  startMonitoring(app);
  return { db, functions, storage };
}

/** A callable function as a plain async function of its request, answering its data. */
export function callable<Request, Response>(
  functions: Functions,
  name: string,
): (request: Request) => Promise<Response> {
  const call = httpsCallable<Request, Response>(functions, name);
  return async (request) => (await call(request)).data;
}

/** Performance monitoring on; Analytics initialised with collection off (DESIGN.md). */
function startMonitoring(app: FirebaseApp): void {
  try {
    getPerformance(app);
  } catch {
    // Not in this browser (or no appId): the product works without it.
  }
  if (!app.options.measurementId) return;
  void isSupported()
    .then((supported) => {
      if (!supported) return;
      const analytics = initializeAnalytics(app, { config: { send_page_view: false } });
      setAnalyticsCollectionEnabled(analytics, false);
    })
    .catch(() => undefined);
}
