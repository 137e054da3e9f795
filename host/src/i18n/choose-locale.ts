import { createContext, useContext } from 'react';
import type { Locale } from '@onam/shared/i18n/locale';

/**
 * How a control switches the language: the visitor's locale store's `choose`, which
 * `LocaleProvider` (visitor-locale.tsx) provides. Nothing outside a provider (a screen's own test)
 * switches anything.
 */
export const ChooseLocaleContext = createContext<(locale: Locale) => void>(() => undefined);

/** Switches the whole site (host screens and remotes alike) to a language, and remembers it. */
export function useChooseLocale(): (locale: Locale) => void {
  return useContext(ChooseLocaleContext);
}
