import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

/** Where the visitor's choice of language is remembered ('en' | 'ml'), on this device. */
export const LOCALE_STORAGE_KEY = 'onam:locale';

/** What the visitor's language is decided from; each part may be missing (a server, a test). */
export interface LocaleSources {
  storage?: Pick<Storage, 'getItem'> | null;
  /** The browser's languages in order of preference (`navigator.languages`). */
  languages?: readonly string[];
}

/** The primary language subtag, lower-cased: 'ml-IN' → 'ml', 'en_GB' → 'en'. */
const primaryTag = (tag: string) => tag.split(/[-_]/)[0]?.toLowerCase();

/**
 * The first of the browser's languages that the campaign speaks: Malayalam if the visitor lists it
 * before any English, English if English comes first, null if neither is listed.
 */
export function localeFromLanguages(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const primary = primaryTag(tag);
    if (isLocale(primary)) return primary;
  }
  return null;
}

/** The remembered choice, if there is a valid one and the storage can be read. */
export function rememberedLocale(storage: LocaleSources['storage']): Locale | null {
  try {
    const value = storage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    // Storage blocked (privacy settings, a sandboxed frame): the browser's languages decide.
    return null;
  }
}

/** The visitor's language: the remembered choice, else the browser's languages, else English. */
export function readLocaleChoice({ storage, languages = [] }: LocaleSources): Locale {
  return rememberedLocale(storage) ?? localeFromLanguages(languages) ?? DEFAULT_LOCALE;
}

/** Remembers a choice for the next visit; false when the storage refused (it still holds now). */
export function rememberLocaleChoice(
  storage: Pick<Storage, 'setItem'> | null | undefined,
  locale: Locale,
): boolean {
  try {
    if (!storage) return false;
    storage.setItem(LOCALE_STORAGE_KEY, locale);
    return true;
  } catch {
    return false;
  }
}

/** The visitor's language for one page: read once, changed by the language switch. */
export interface LocaleStore {
  current: () => Locale;
  subscribe: (listener: () => void) => () => void;
  /** Shows `locale` from now on and remembers it for the next visit. */
  choose: (locale: Locale) => void;
}

export function createLocaleStore(
  sources: LocaleSources & { storage?: Pick<Storage, 'getItem' | 'setItem'> | null },
): LocaleStore {
  let locale = readLocaleChoice(sources);
  const listeners = new Set<() => void>();
  return {
    current: () => locale,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    choose(next) {
      // Remembered even when it is already on screen: a guess from the browser becomes a choice.
      rememberLocaleChoice(sources.storage, next);
      if (next === locale) return;
      locale = next;
      listeners.forEach((listener) => listener());
    },
  };
}

/**
 * This browser's sources. Even reading `window.localStorage` can throw (a SecurityError where
 * storage is blocked), so the storage is looked up inside a try.
 */
export function browserLocaleSources(): LocaleSources & { storage: Storage | null } {
  let storage: Storage | null;
  try {
    storage = typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    storage = null;
  }
  const languages =
    typeof navigator === 'undefined'
      ? []
      : navigator.languages?.length
        ? navigator.languages
        : [navigator.language].filter(Boolean);
  return { storage, languages };
}
