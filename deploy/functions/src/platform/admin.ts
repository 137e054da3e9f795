// The Admin SDK's app as the deployed functions share it: initialised once, before any handler
// runs, with the region and the options every callable takes.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { setGlobalOptions } from 'firebase-functions';
import type { CallableOptions } from 'firebase-functions/https';
import { FUNCTIONS_REGION } from '@onam/shared/backend/firebase/server-documents';

initializeApp();
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 100 });

export const db = getFirestore();
export const now = () => new Date();

/**
 * App Check is enforced on every callable in production: a request must come from the site's own
 * pages (reCAPTCHA Enterprise attests them), not from a script (docs/decisions/025). The emulators
 * have no App Check, and the functions emulator says so by setting FUNCTIONS_EMULATOR.
 */
export const callableOptions: CallableOptions = {
  enforceAppCheck: process.env.FUNCTIONS_EMULATOR !== 'true',
  // Many visitors' requests share an instance: the work is mostly waiting on Firestore.
  concurrency: 80,
};
