import {
  createContext,
  useContext,
  useLayoutEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Locale } from '@onam/shared/i18n/locale';
import {
  browserLocaleSources,
  createLocaleStore,
  type LocaleStore,
} from '@onam/shared/i18n/locale-choice';
import { brandTitle, type CampaignManifest } from '@onam/shared/manifest/schema';
import { LocaleContext } from '@onam/shared/react/locale-context';

let visitorStore: LocaleStore | undefined;

/** This page's store, shared by start() (for `lang` before the first render) and the provider. */
export function visitorLocale(): LocaleStore {
  visitorStore ??= createLocaleStore(browserLocaleSources());
  return visitorStore;
}

/** What follows the language outside React: `<html lang>`, the title and the description. */
export function applyLocaleToDocument(
  locale: Locale,
  brand: CampaignManifest['brand'],
  doc: Document = document,
): void {
  doc.documentElement.lang = locale;
  const title = brandTitle(brand, locale);
  doc.title = title;
  doc.querySelector('meta[name="description"]')?.setAttribute('content', title);
}

const ChooseLocaleContext = createContext<(locale: Locale) => void>(() => undefined);

/** Switches the whole site (host screens and remotes alike) to a language, and remembers it. */
export function useChooseLocale(): (locale: Locale) => void {
  return useContext(ChooseLocaleContext);
}

/**
 * Provides the visitor's language to every screen and, through the shared `LocaleContext` and
 * their `locale` props, to every remote: a switch re-renders them all at once, with no reload.
 */
export function LocaleProvider({
  brand,
  store = visitorLocale(),
  children,
}: {
  brand: CampaignManifest['brand'];
  store?: LocaleStore;
  children: ReactNode;
}) {
  const locale = useSyncExternalStore(store.subscribe, store.current, store.current);
  // Before the paint, so `lang` (fonts, :lang() rules, screen readers) never lags the words. It
  // runs again when a re-read manifest is applied, whose English title it then puts right.
  useLayoutEffect(() => applyLocaleToDocument(locale, brand), [locale, brand]);
  return (
    <ChooseLocaleContext.Provider value={store.choose}>
      <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
    </ChooseLocaleContext.Provider>
  );
}
