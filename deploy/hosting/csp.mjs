// The host's Content-Security-Policy, derived from a campaign manifest: scripts, styles and data
// only from the site itself, the remotes the manifest names, Firebase and the tag manager. It is
// computed, not written by hand, because the allowed remote origins are whatever the operators'
// manifest says; `pnpm campaign csp` writes it into firebase.json for an environment, and the
// preview computes it from the manifest it serves.

/** Google's hosts the Firebase SDKs talk to (Auth, Firestore, Storage, Performance, config). */
export const FIREBASE_CONNECT = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
  'https://firebasestorage.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
  'https://firebaselogging.googleapis.com',
  'https://firebaselogging-pa.googleapis.com',
  'https://firebase.googleapis.com',
];
/** Google Tag Manager, for the page-view events pushed to the data layer. */
export const TAG_MANAGER = 'https://www.googletagmanager.com';
/** Google's sign-in popup loads this script (Firebase's signInWithPopup). */
export const GOOGLE_APIS = 'https://apis.google.com';
/** App Check's reCAPTCHA Enterprise provider: its script and frame, and the token exchange (025). */
export const RECAPTCHA = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
export const APP_CHECK_CONNECT = 'https://content-firebaseappcheck.googleapis.com';
/** Firestore's WebChannel checks the network with this image once a connection fails. */
export const WEBCHANNEL_PROBE = 'https://www.google.com/images/cleardot.gif';
/** Cloud Functions' region (FUNCTIONS_REGION in shared/src/backend/firebase/server-documents.ts). */
export const FUNCTIONS_REGION = 'asia-south1';

/**
 * @param {string | undefined} url
 * @returns {string | undefined}
 */
function originOf(url) {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * @param {Array<string | undefined>} values
 * @returns {string[]}
 */
const unique = (values) =>
  [...new Set(values)].filter(
    /** @returns {v is string} */ (v) => typeof v === 'string' && v !== '',
  );

/**
 * @typedef {{
 *   remotes: Record<string, { entry: string }>,
 *   backend?: {
 *     adapter?: string,
 *     firebase?: { authDomain?: string, projectId?: string },
 *     appCheck?: { siteKey: string },
 *     emulators?: { auth?: string, firestore?: string, functions?: string, storage?: string },
 *     mediaUpload?: string,
 *   },
 * }} ManifestForCsp
 */

/**
 * @param {ManifestForCsp} manifest
 * @param {{ scriptHashes?: string[] }} [options] scriptHashes: inline scripts allowed by their hash
 *   (`'sha256-…'`): the prerendered page's one script (host/src/prerender/inline-script.ts).
 * @returns {string}
 */
export function contentSecurityPolicy(manifest, { scriptHashes = [] } = {}) {
  const remotes = unique(Object.values(manifest.remotes).map((remote) => originOf(remote.entry)));
  const backend = manifest.backend ?? {};
  const emulators = backend.emulators ?? {};
  const emulatorOrigins = unique([
    originOf(emulators.auth),
    emulators.firestore ? `http://${emulators.firestore}` : undefined,
    emulators.functions ? `http://${emulators.functions}` : undefined,
    emulators.storage ? `http://${emulators.storage}` : undefined,
  ]);
  const authDomain = backend.firebase?.authDomain
    ? `https://${backend.firebase.authDomain}`
    : undefined;
  // The callables in production; against the emulators the functions emulator stands in.
  const functionsOrigin =
    backend.adapter === 'firebase' && !emulators.functions && backend.firebase?.projectId
      ? `https://${FUNCTIONS_REGION}-${backend.firebase.projectId}.cloudfunctions.net`
      : undefined;
  const recaptcha = backend.appCheck ? RECAPTCHA : [];
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...remotes, TAG_MANAGER, GOOGLE_APIS, ...recaptcha],
    'style-src': ["'self'", ...remotes],
    'font-src': ["'self'", ...remotes],
    'img-src': unique([
      "'self'",
      'data:',
      'blob:',
      ...remotes,
      TAG_MANAGER,
      backend.adapter === 'firebase' ? WEBCHANNEL_PROBE : undefined,
    ]),
    'media-src': ["'self'", 'blob:', 'https://firebasestorage.googleapis.com'],
    'connect-src': unique([
      "'self'",
      ...remotes,
      ...FIREBASE_CONNECT,
      ...emulatorOrigins,
      functionsOrigin,
      backend.appCheck ? APP_CHECK_CONNECT : undefined,
      originOf(backend.mediaUpload),
      TAG_MANAGER,
    ]),
    'frame-src': unique([authDomain, ...emulatorOrigins, ...recaptcha]),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .filter(([, sources]) => sources.length > 0)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
