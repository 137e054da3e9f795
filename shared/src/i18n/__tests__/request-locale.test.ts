/** @jest-environment node */
import { localeFromLanguages, readLocaleChoice } from '../locale-choice';
import {
  cookieValue,
  languagesOfHeader,
  localeCookie,
  localeOfRequest,
  parseSession,
  rememberLocaleForServer,
  rememberSideForServer,
  sideOfRequest,
} from '../request-locale';

describe("the visitor's language as a request tells it", () => {
  it('reads Accept-Language in order of preference, without refused tags or the wildcard', () => {
    expect(languagesOfHeader('en-US,en;q=0.9,ml;q=0.95')).toEqual(['en-US', 'ml', 'en']);
    expect(languagesOfHeader('ml;q=0, en-IN , *;q=0.1')).toEqual(['en-IN']);
    expect(languagesOfHeader('fr;q=abc,ml')).toEqual(['ml']);
    expect(languagesOfHeader(undefined)).toEqual([]);
    expect(languagesOfHeader('')).toEqual([]);
  });

  it("decides as the page does from the browser's languages", () => {
    for (const header of ['ml-IN,ml;q=0.9,en;q=0.8', 'en-IN,ml;q=0.5', 'ta-IN,ta;q=0.9', 'hi']) {
      const languages = languagesOfHeader(header);
      expect(localeOfRequest({ acceptLanguage: header })).toBe(
        readLocaleChoice({ storage: null, languages }),
      );
    }
    expect(localeOfRequest({ acceptLanguage: 'ta-IN,ml;q=0.8' })).toBe('ml');
    expect(localeFromLanguages(languagesOfHeader('ta-IN'))).toBeNull();
    expect(localeOfRequest({})).toBe('en');
  });

  it("puts the visitor's remembered choice, in the __session cookie, before the browser's languages", () => {
    expect(localeOfRequest({ cookie: '__session=en', acceptLanguage: 'ml' })).toBe('en');
    expect(localeOfRequest({ cookie: 'a=1; __session=ml', acceptLanguage: 'en' })).toBe('ml');
    // Anything else in the cookie is no choice at all.
    expect(localeOfRequest({ cookie: '__session=fr', acceptLanguage: 'ml' })).toBe('ml');
    expect(localeOfRequest({ cookie: '__session=', acceptLanguage: 'en' })).toBe('en');
    expect(cookieValue('x=1;y', 'y')).toBeUndefined();
  });

  it('writes the cookie only when it differs, for a year, Secure on https', () => {
    expect(localeCookie('ml', { secure: true })).toBe(
      '__session=ml; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    const writes: string[] = [];
    const doc = {
      get cookie() {
        return 'other=1; __session=ml';
      },
      set cookie(value: string) {
        writes.push(value);
      },
    };
    rememberLocaleForServer('ml', doc, false);
    rememberLocaleForServer('en', doc, false);
    expect(writes).toEqual(['__session=en; Path=/; Max-Age=31536000; SameSite=Lax']);
    const blocked = {
      get cookie(): string {
        throw new Error('SecurityError');
      },
      set cookie(_value: string) {
        throw new Error('SecurityError');
      },
    };
    expect(() => rememberLocaleForServer('ml', blocked, true)).not.toThrow();
  });

  it('reads the canary side after the locale, and nothing else as a session', () => {
    expect(parseSession('ml.c')).toEqual({ locale: 'ml', side: 'canary' });
    expect(parseSession('en')).toEqual({ locale: 'en', side: 'stable' });
    for (const value of [undefined, '', '.c', 'fr.c', 'en.x', 'en.c.c']) {
      expect(parseSession(value)).toBeNull();
    }
    expect(localeOfRequest({ cookie: '__session=ml.c', acceptLanguage: 'en' })).toBe('ml');
    expect(sideOfRequest({ cookie: '__session=ml.c' })).toBe('canary');
    expect(sideOfRequest({ cookie: '__session=ml' })).toBe('stable');
    // A first visit has no cookie: the stable side's page.
    expect(sideOfRequest({})).toBe('stable');
  });
});

/** A document whose cookie jar holds one `__session` value, recording what is written. */
function cookieJar(initial?: string) {
  let value = initial;
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return value === undefined ? 'other=1' : `other=1; __session=${value}`;
    },
    set cookie(text: string) {
      writes.push(text);
      value = /^__session=([^;]*)/.exec(text)?.[1];
    },
  };
}

describe('the side in the __session cookie', () => {
  it('writes <locale>.c for a device that joins the canary, keeping the language', () => {
    const doc = cookieJar('ml');
    rememberSideForServer('canary', 'en', doc, false);
    expect(doc.writes).toEqual(['__session=ml.c; Path=/; Max-Age=31536000; SameSite=Lax']);
  });

  it('takes the shown language when there is no cookie yet', () => {
    const doc = cookieJar();
    rememberSideForServer('canary', 'ml', doc, true);
    expect(doc.writes).toEqual(['__session=ml.c; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
  });

  it('writes nothing for a stable device without a cookie, nor when nothing changed', () => {
    const none = cookieJar();
    rememberSideForServer('stable', 'en', none, false);
    const same = cookieJar('en.c');
    rememberSideForServer('canary', 'ml', same, false);
    expect([...none.writes, ...same.writes]).toEqual([]);
  });

  it('drops the .c when the canary ends', () => {
    const doc = cookieJar('en.c');
    rememberSideForServer('stable', 'ml', doc, false);
    expect(doc.writes).toEqual(['__session=en; Path=/; Max-Age=31536000; SameSite=Lax']);
  });

  it('keeps the .c through a language switch', () => {
    const doc = cookieJar('en.c');
    rememberLocaleForServer('ml', doc, false);
    rememberLocaleForServer('ml', doc, false);
    expect(doc.writes).toEqual(['__session=ml.c; Path=/; Max-Age=31536000; SameSite=Lax']);
  });
});
