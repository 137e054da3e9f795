import type { FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';

/**
 * App Check for production (docs/decisions/025): each request to Firebase carries a token saying it
 * comes from the site's own pages, attested by reCAPTCHA Enterprise (no challenge is shown; the
 * score is judged by Google). The callables refuse a request without one (`enforceAppCheck`), so a
 * script with a visitor's password still cannot call them. The manifest names the site key; the
 * emulators have no App Check, so it is never started against them.
 */
export interface AppCheckConfig {
  provider: 'recaptcha-enterprise';
  siteKey: string;
}

export function startAppCheck(app: FirebaseApp, { siteKey }: AppCheckConfig): void {
  initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
