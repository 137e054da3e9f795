// The visitor's language as a server sees it, for the pages rendered per request: the
// same choice the page makes in the browser (readLocaleChoice in locale-choice.ts), from what a
// request carries instead of what the browser knows.
// - The remembered choice travels as a cookie, because localStorage never leaves the device. It is
//   named `__session` since that is the one cookie Firebase Hosting passes to a function (it strips
//   every other), and Hosting's CDN makes it part of its cache key, so a page in one language is
//   never served to a visitor who chose the other. It holds the locale and, for a device on the
//   canary side of a running canary, `.c` after it (`ml.c`): the page is then drawn with the
//   canary's server parts (shared/src/canary/device-side.ts). Nothing else: the CDN keeps at most
//   four copies of a page (two languages, two sides).
// - Without it, the browser's languages in Accept-Language order, then English, and the stable side.
import type { Side } from '../canary/device-side';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';
import { localeFromLanguages } from './locale-choice';

/** The cookie that carries the remembered language, and the canary side, to the server. */
export const LOCALE_COOKIE = '__session';

/** What follows the locale in the cookie on the canary side. */
const CANARY_MARK = '.c';

/** What the cookie says: the language, and the side of the running canary. */
export interface ServerSession {
  locale: Locale;
  side: Side;
}

/** The cookie's value read back (`en`, `ml.c`), or null when it is not one it writes. */
export function parseSession(value: string | undefined): ServerSession | null {
  if (value === undefined) return null;
  const canary = value.endsWith(CANARY_MARK);
  const locale = canary ? value.slice(0, -CANARY_MARK.length) : value;
  return isLocale(locale) ? { locale, side: canary ? 'canary' : 'stable' } : null;
}

/** The cookie's value for a session: the locale, with `.c` on the canary side. */
export function sessionValue({ locale, side }: ServerSession): string {
  return side === 'canary' ? `${locale}${CANARY_MARK}` : locale;
}

/** A year: the choice lasts as long as the remembered one in localStorage does in practice. */
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The language tags of an Accept-Language header, most preferred first (by `q`, then by order),
 * without those the visitor refused (`q=0`) and without the wildcard.
 */
export function languagesOfHeader(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      // A malformed weight counts as a refusal, as RFC 9110 gives no meaning to it.
      const q = params
        .find((p) => /^\s*q\s*=/i.test(p))
        ?.split('=')[1]
        ?.trim();
      const weight = q === undefined ? 1 : /^[0-9.]+$/.test(q) ? Number(q) : 0;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The value of one cookie in a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    if (pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** The visitor's language for a request: their remembered choice, else their browser's, else English. */
export function localeOfRequest({
  cookie,
  acceptLanguage,
}: {
  cookie?: string;
  acceptLanguage?: string;
}): Locale {
  const remembered = parseSession(cookieValue(cookie, LOCALE_COOKIE));
  if (remembered) return remembered.locale;
  return localeFromLanguages(languagesOfHeader(acceptLanguage)) ?? DEFAULT_LOCALE;
}

/**
 * The side of the running canary a request is for: the canary side only when its cookie says so.
 * A device on the canary side that has no cookie yet (its first page) gets the stable side's page,
 * which it then draws again (docs/decisions/048).
 */
export function sideOfRequest({ cookie }: { cookie?: string }): Side {
  return parseSession(cookieValue(cookie, LOCALE_COOKIE))?.side ?? 'stable';
}

/** The Set-Cookie text (as `document.cookie` takes it) that remembers a session for the server. */
export function sessionCookie(session: ServerSession, { secure }: { secure: boolean }): string {
  return `${LOCALE_COOKIE}=${sessionValue(session)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${
    secure ? '; Secure' : ''
  }`;
}

/** The Set-Cookie text that remembers `locale` on the stable side. */
export function localeCookie(locale: Locale, options: { secure: boolean }): string {
  return sessionCookie({ locale, side: 'stable' }, options);
}

type CookieDocument = Pick<Document, 'cookie'>;

const pageDocument = (): CookieDocument | undefined =>
  typeof document === 'undefined' ? undefined : document;
const pageIsSecure = () => typeof location !== 'undefined' && location.protocol === 'https:';

/**
 * Writes the cookie from what it holds now, changed by `change`, when that differs. Never throws
 * (a sandboxed frame or a browser that blocks cookies just gets pages in its browser's language,
 * on the stable side, which its app then draws again if it is not).
 */
function updateSession(
  doc: CookieDocument | undefined,
  secure: boolean,
  change: (current: ServerSession | null) => ServerSession | null,
): void {
  if (!doc) return;
  try {
    const value = cookieValue(doc.cookie, LOCALE_COOKIE);
    const next = change(parseSession(value));
    if (!next || value === sessionValue(next)) return;
    doc.cookie = sessionCookie(next, { secure });
  } catch {
    // Cookies blocked: nothing to keep.
  }
}

/**
 * Keeps the cookie in step with the language the page shows: written when it differs, so a choice
 * made before the cookie existed reaches the server on the next visit too. The side it holds is
 * kept: a language switch on the canary side stays there.
 */
export function rememberLocaleForServer(
  locale: Locale,
  doc: CookieDocument | undefined = pageDocument(),
  secure = pageIsSecure(),
): void {
  updateSession(doc, secure, (current) => ({ locale, side: current?.side ?? 'stable' }));
}

/**
 * Keeps the cookie in step with the side this device runs, keeping the language it holds (or the
 * one the page shows, `shown`, when there is no cookie yet). A stable device with no cookie gets
 * none: the server's default is that side already, and its language still follows the browser's.
 */
export function rememberSideForServer(
  side: Side,
  shown: Locale,
  doc: CookieDocument | undefined = pageDocument(),
  secure = pageIsSecure(),
): void {
  updateSession(doc, secure, (current) =>
    !current && side === 'stable' ? null : { locale: current?.locale ?? shown, side },
  );
}
