// The visitor's language as a server sees it, for the pages rendered per request: the
// same choice the page makes in the browser (readLocaleChoice in locale-choice.ts), from what a
// request carries instead of what the browser knows.
// - The remembered choice travels as a cookie, because localStorage never leaves the device. It is
//   named `__session` since that is the one cookie Firebase Hosting passes to a function (it strips
//   every other), and Hosting's CDN makes it part of its cache key, so a page in one language is
//   never served to a visitor who chose the other. It holds the locale and nothing else.
// - Without it, the browser's languages in Accept-Language order, then English.
import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';
import { localeFromLanguages } from './locale-choice';

/** The cookie that carries the remembered language to the server. */
export const LOCALE_COOKIE = '__session';

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
  const remembered = cookieValue(cookie, LOCALE_COOKIE);
  if (isLocale(remembered)) return remembered;
  return localeFromLanguages(languagesOfHeader(acceptLanguage)) ?? DEFAULT_LOCALE;
}

/** The Set-Cookie text (as `document.cookie` takes it) that remembers `locale` for the server. */
export function localeCookie(locale: Locale, { secure }: { secure: boolean }): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${
    secure ? '; Secure' : ''
  }`;
}

/**
 * Keeps the cookie in step with the language the page shows: written when it differs, so a choice
 * made before the cookie existed reaches the server on the next visit too. Never throws (a
 * sandboxed frame or a browser that blocks cookies just gets pages in its browser's language).
 */
export function rememberLocaleForServer(
  locale: Locale,
  doc: Pick<Document, 'cookie'> | undefined = typeof document === 'undefined'
    ? undefined
    : document,
  secure = typeof location !== 'undefined' && location.protocol === 'https:',
): void {
  if (!doc) return;
  try {
    if (cookieValue(doc.cookie, LOCALE_COOKIE) === locale) return;
    doc.cookie = localeCookie(locale, { secure });
  } catch {
    // Cookies blocked: nothing to keep.
  }
}
