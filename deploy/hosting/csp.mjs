// The host's Content-Security-Policy, derived from a campaign manifest: scripts, styles and data
// only from the site itself, the remotes the manifest names, and the Google services its backend
// uses; violations reported to the site's own /csp-report (docs/decisions/028). It is
// computed, not written by hand, because the allowed remote origins are whatever the operators'
// manifest says; `pnpm campaign csp` writes it into firebase.json for an environment, and the
// preview computes it from the manifest it serves.

// Each host below is allowed only when the manifest's backend makes the page load from it; what
// loads each one is said beside it, and docs/decisions/028 keeps the audit.

/** Firebase Auth's API and token refresh, unless Auth runs on the emulator. */
export const AUTH_CONNECT = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];
/** Firestore (the firebase adapter, unless on the emulator). */
export const FIRESTORE_CONNECT = 'https://firestore.googleapis.com';
/** Storage: greetings uploaded and played back (the firebase adapter, unless on emulators). */
export const STORAGE = 'https://firebasestorage.googleapis.com';
/** Installations: the id Performance and Analytics report under. */
export const INSTALLATIONS_CONNECT = 'https://firebaseinstallations.googleapis.com';
/**
 * Performance monitoring (firebase adapter with an appId): its settings from Remote Config, which
 * it needs before it logs anything, and its log transport.
 */
export const PERFORMANCE_CONNECT = [
  'https://firebaseremoteconfig.googleapis.com',
  'https://firebaselogging-pa.googleapis.com',
];
/** Analytics (firebase adapter with a measurementId): its web config… */
export const ANALYTICS_CONNECT = 'https://firebase.googleapis.com';
/** …and gtag.js, which it loads (collection is switched off: it sends nothing). */
export const TAG_MANAGER = 'https://www.googletagmanager.com';
/** Google's sign-in popup loads this script (Firebase's signInWithPopup), unless Auth is emulated. */
export const GOOGLE_APIS = 'https://apis.google.com';
/** App Check's reCAPTCHA Enterprise provider: its script and frames, and the token exchange (025). */
export const RECAPTCHA = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
/** reCAPTCHA's frames are served from here too, in some regions. */
export const RECAPTCHA_FRAME = 'https://recaptcha.google.com/recaptcha/';
export const APP_CHECK_CONNECT = 'https://content-firebaseappcheck.googleapis.com';
/** Firestore's WebChannel checks the network with this image once a connection fails. */
export const WEBCHANNEL_PROBE = 'https://www.google.com/images/cleardot.gif';
/** Cloud Functions' region (FUNCTIONS_REGION in shared/src/backend/firebase/server-documents.ts). */
export const FUNCTIONS_REGION = 'asia-south1';

/**
 * Where browsers send what a policy blocked: a path on the page's own origin, which Hosting
 * rewrites to the cspReport function (firebase.json) and the preview answers itself.
 */
export const CSP_REPORT_PATH = '/csp-report';
/** The endpoint's name in Reporting-Endpoints, which `report-to` names. */
export const CSP_REPORT_GROUP = 'csp';
/** The Reporting-Endpoints header every page is sent with, naming CSP_REPORT_PATH. */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/**
 * The auth emulator the remotes' standalone pages sign in against (DEMO_BACKEND in
 * shared/src/backend/demo-config.ts).
 */
export const STANDALONE_AUTH_EMULATOR = 'http://127.0.0.1:9099';

/** Reports to the site's own endpoint: `report-to` where the Reporting API is, `report-uri` elsewhere. */
const REPORTING = {
  'report-uri': [CSP_REPORT_PATH],
  'report-to': [CSP_REPORT_GROUP],
};

/**
 * The policy of a remote's standalone page (games, auth), served on the remote's own origin for its
 * team: its own scripts and styles, the auth emulator it signs in against, pictures and recordings
 * made in the page, and nothing else.
 * @returns {string}
 */
export function standalonePagePolicy() {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'font-src': ["'self'"],
    // The favicon is a data: URI; the pookalam's saved picture and the recorder's takes are made here.
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", STANDALONE_AUTH_EMULATOR],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...REPORTING,
  });
}

/**
 * @param {Record<string, string[]>} directives
 * @returns {string}
 */
function serialize(directives) {
  return Object.entries(directives)
    .filter(([, sources]) => sources.length > 0)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

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
 *     firebase?: { authDomain?: string, projectId?: string, appId?: string, measurementId?: string },
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
  const firebase = backend.adapter === 'firebase';
  const emulated = backend.emulators !== undefined;
  const emulatorOrigins = unique([
    originOf(emulators.auth),
    emulators.firestore ? `http://${emulators.firestore}` : undefined,
    emulators.functions ? `http://${emulators.functions}` : undefined,
    emulators.storage ? `http://${emulators.storage}` : undefined,
  ]);
  // Both adapters sign in with Firebase Auth; against the emulator, Google's sign-in is a token
  // made in the page (firebase-accounts.ts), so neither the popup's script nor its frame loads.
  const realAuth = !emulators.auth;
  const authDomain =
    realAuth && backend.firebase?.authDomain ? `https://${backend.firebase.authDomain}` : undefined;
  // The callables in production; against the emulators the functions emulator stands in.
  const functionsOrigin =
    firebase && !emulators.functions && backend.firebase?.projectId
      ? `https://${FUNCTIONS_REGION}-${backend.firebase.projectId}.cloudfunctions.net`
      : undefined;
  // firebase-services.ts: Storage is Google's without emulators, none on emulators without it.
  const storage = firebase && !emulated ? STORAGE : undefined;
  const storageEmulator = emulators.storage ? `http://${emulators.storage}` : undefined;
  const firestore = firebase && !emulators.firestore;
  const performance = firebase && Boolean(backend.firebase?.appId);
  const analytics = firebase && Boolean(backend.firebase?.measurementId);
  const appCheck = firebase && backend.appCheck && !emulated;
  const recaptcha = appCheck ? RECAPTCHA : [];
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': unique([
      "'self'",
      ...scriptHashes,
      ...remotes,
      realAuth ? GOOGLE_APIS : undefined,
      analytics ? TAG_MANAGER : undefined,
      ...recaptcha,
    ]),
    'style-src': ["'self'", ...remotes],
    // A remote's build may ship fonts and pictures (shared/build/webpack-base.js), released without
    // a host deploy: its origin is trusted with far more already (script-src).
    'font-src': ["'self'", ...remotes],
    'img-src': unique([
      "'self'",
      'data:',
      'blob:',
      ...remotes,
      firestore ? WEBCHANNEL_PROBE : undefined,
    ]),
    'media-src': unique(["'self'", 'blob:', storage, storageEmulator]),
    'connect-src': unique([
      "'self'",
      ...remotes,
      ...(realAuth ? AUTH_CONNECT : []),
      firestore ? FIRESTORE_CONNECT : undefined,
      storage,
      performance || analytics ? INSTALLATIONS_CONNECT : undefined,
      ...(performance ? PERFORMANCE_CONNECT : []),
      analytics ? ANALYTICS_CONNECT : undefined,
      ...emulatorOrigins,
      functionsOrigin,
      appCheck ? APP_CHECK_CONNECT : undefined,
      originOf(backend.mediaUpload),
    ]),
    'frame-src': unique([authDomain, ...recaptcha, appCheck ? RECAPTCHA_FRAME : undefined]),
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...REPORTING,
  };
  return serialize(directives);
}
