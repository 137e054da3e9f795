import type { FirebaseApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
} from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';
import { whenIdle } from '../../network/prefetch-policy';
import { parseHostPort } from './firestore-mapping';
import { FUNCTIONS_REGION } from './server-documents';

/** Emulator addresses as in the manifest: auth is a URL, the others host:port. */
export interface EmulatorAddresses {
  auth?: string;
  firestore?: string;
  functions?: string;
  storage?: string;
}

/** A service whose SDK is loaded, in a chunk of its own, on its first use. */
export type LoadedOnUse<T> = () => Promise<T>;

/**
 * What a live listener needs of the full Firestore SDK, and the app's instance of it. The family
 * carpet also writes with it: its writes wait in the SDK while the network is down and reach the
 * open listeners at once (Firestore Lite has neither).
 */
export interface Listening {
  db: import('firebase/firestore').Firestore;
  collection: typeof import('firebase/firestore').collection;
  doc: typeof import('firebase/firestore').doc;
  query: typeof import('firebase/firestore').query;
  orderBy: typeof import('firebase/firestore').orderBy;
  onSnapshot: typeof import('firebase/firestore').onSnapshot;
  writeBatch: typeof import('firebase/firestore').writeBatch;
  serverTimestamp: typeof import('firebase/firestore').serverTimestamp;
}

/**
 * The Firebase services the adapter's sections read and call. Firestore Lite and Functions are
 * evaluated as the backend starts; the full Firestore SDK and Storage when first used, the
 * monitoring once the page is idle (docs/decisions/065).
 */
export interface FirebaseServices {
  /**
   * Firestore Lite: each read and write is one request, answered by the server or failed, with no
   * cache and no stream. A quarter of the full SDK's code, which a phone would otherwise evaluate
   * in one long task on every page.
   */
  db: Firestore;
  /** The full Firestore SDK, for live listeners (the operators' console, a family's carpet). */
  listening: LoadedOnUse<Listening>;
  functions: Functions;
  /** Null with emulators but no Storage among them: greetings are then kept on the device. */
  storage: LoadedOnUse<FirebaseStorage> | null;
}

/**
 * Loads once; a load that failed (a chunk the network dropped) is asked for again by the next
 * caller.
 */
export function loadedOnUse<T>(load: () => Promise<T>): LoadedOnUse<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * Firestore, Functions and Storage for the app, pointed at the emulators the manifest names, and
 * the monitoring started once the page is idle. App Check, where it runs, is started before this
 * (load-backend.ts).
 */
export function connectServices(
  app: FirebaseApp,
  { emulators }: { emulators?: EmulatorAddresses },
): FirebaseServices {
  const at = (address: string | undefined) => (address ? parseHostPort(address) : undefined);
  const firestoreEmulator = at(emulators?.firestore);
  const functionsEmulator = at(emulators?.functions);
  const storageEmulator = at(emulators?.storage);

  const db = getFirestore(app);
  if (firestoreEmulator)
    connectFirestoreEmulator(db, firestoreEmulator.host, firestoreEmulator.port);

  // Each SDK's functions are named where it is loaded (destructured), so that the build keeps only
  // those of its code.
  const listening = loadedOnUse(async (): Promise<Listening> => {
    const {
      getFirestore: getListeningFirestore,
      connectFirestoreEmulator: connectListening,
      collection,
      doc,
      query,
      orderBy,
      onSnapshot,
      writeBatch,
      serverTimestamp,
    } = await import(/* webpackChunkName: "firestore-listeners" */ 'firebase/firestore');
    const listeningDb = getListeningFirestore(app);
    if (firestoreEmulator) {
      connectListening(listeningDb, firestoreEmulator.host, firestoreEmulator.port);
    }
    return {
      db: listeningDb,
      collection,
      doc,
      query,
      orderBy,
      onSnapshot,
      writeBatch,
      serverTimestamp,
    };
  });
  // Functions (8 KB) is made at once, as before 065: made on first use, the first call of each
  // callable took seconds longer on the emulators under load (wall.spec.ts, 2 of 4 runs), for a
  // reason not found yet.
  const functions = getFunctions(app, FUNCTIONS_REGION);
  if (functionsEmulator) {
    connectFunctionsEmulator(functions, functionsEmulator.host, functionsEmulator.port);
  }
  // Emulators without Storage (these machines cannot run it): greetings stay on the device.
  const storage =
    emulators && !storageEmulator
      ? null
      : loadedOnUse(async () => {
          const { getStorage, connectStorageEmulator } = await import(
            /* webpackChunkName: "firebase-calls" */ 'firebase/storage'
          );
          const bucket = getStorage(app);
          if (storageEmulator) {
            connectStorageEmulator(bucket, storageEmulator.host, storageEmulator.port);
          }
          return bucket;
        });

  // Storage is not loaded ahead: on slow 4G, fetched at the first idle moment, it took the bandwidth
  // the page's own data needed (the dashboard's largest paint came 0.4 s later). A greeting sent
  // before it has arrived, with the network gone, fails as the network's failure and is kept
  // (data-errors.ts); a returning visitor's service worker has it already.
  whenIdle(() => void startMonitoring(app));
  return { db, listening, functions, storage };
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
async function startMonitoring(app: FirebaseApp): Promise<void> {
  try {
    const { getPerformance } = await import(
      /* webpackChunkName: "firebase-monitoring" */ 'firebase/performance'
    );
    getPerformance(app);
  } catch {
    // Not in this browser (or no appId), or its code did not arrive: the product works without it.
  }
  if (!app.options.measurementId) return;
  try {
    const { isSupported, initializeAnalytics, setAnalyticsCollectionEnabled } = await import(
      /* webpackChunkName: "firebase-monitoring" */ 'firebase/analytics'
    );
    if (!(await isSupported())) return;
    const instance = initializeAnalytics(app, { config: { send_page_view: false } });
    setAnalyticsCollectionEnabled(instance, false);
  } catch {
    // As above: Analytics is off either way.
  }
}
