import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { Locale } from '@onam/shared/i18n/locale';
import {
  browserLocaleSources,
  createLocaleStore,
  rememberedLocale,
  type LocaleStore,
} from '@onam/shared/i18n/locale-choice';
import type { PageSide } from '@onam/shared/canary/device-side';
import { rememberLocaleForServer, rememberSideForServer } from '@onam/shared/i18n/request-locale';
import { brandTitle } from '@onam/shared/manifest/brand';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { LocaleContext } from '@onam/shared/react/locale-context';
import { ChooseLocaleContext } from './choose-locale';

let visitorStore: LocaleStore | undefined;

/**
 * This page's store, shared by start() (for `lang` before the first render) and the provider. A
 * choice is also kept in a cookie, the one thing of it the server sees: the pages rendered per
 * request come in the chosen language (request-locale.ts). A choice remembered before the cookie
 * existed is copied into it here.
 */
export function visitorLocale(): LocaleStore {
  if (visitorStore) return visitorStore;
  const sources = browserLocaleSources();
  const store = createLocaleStore(sources);
  const remembered = rememberedLocale(sources.storage);
  if (remembered) rememberLocaleForServer(remembered);
  visitorStore = {
    ...store,
    choose(locale) {
      store.choose(locale);
      rememberLocaleForServer(locale);
    },
  };
  return visitorStore;
}

/**
 * Keeps the side of the running canary this device is on in the same cookie, beside the language
 * (`ml.c`), so the pages rendered per request are drawn with the versions it runs. A device inside
 * one canary's share but not another's ('mixed') is written as stable: no page is drawn for it,
 * and it draws its own.
 */
export function rememberSideOfDevice(side: PageSide, store: LocaleStore = visitorLocale()): void {
  rememberSideForServer(side === 'canary' ? 'canary' : 'stable', store.current());
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

/**
 * Provides the visitor's language to every screen and, through the shared `LocaleContext` and
 * their `locale` props, to every remote: a switch re-renders them all at once, with no reload.
 * The language switch reaches the store's `choose` through `useChooseLocale` (choose-locale.ts).
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
