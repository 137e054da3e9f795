// The headers every response of every site carries (firebase.json's `**` rule of each hosting
// target; the preview reads them from there). docs/decisions/028 says why each one is what it is.

/**
 * The browser features a page may use: the microphone and camera for the site itself (the talk
 * page's recorder), and none of the rest, which nothing here uses, for the page or any frame in it
 * (the sign-in and reCAPTCHA frames included). Only features every current Chromium knows: an
 * unknown one is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'microphone=(self)',
  'camera=(self)',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'screen-wake-lock=()',
  'xr-spatial-tracking=()',
  'publickey-credentials-get=()',
].join(', ');

/**
 * HTTPS only, for a year, subdomains too. Without `preload`: the preload list is a commitment for
 * the whole registrable domain (the broadcaster's, not this campaign's) that takes months to undo.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** What every target's `**` rule must send, besides the CSP's reporting endpoint. */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  'Permissions-Policy': PERMISSIONS_POLICY,
};
