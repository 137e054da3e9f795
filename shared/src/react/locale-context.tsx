import { createContext, useContext, useMemo } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale';
import { createTranslator, type Catalogue, type Translate } from '../i18n/translator';

/** The visitor's language. The host provides it; remotes also receive it through their props. */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** `t` for a package's catalogue in the current locale (or an explicit one from contract props). */
export function useTranslation<Key extends string>(
  catalogue: Catalogue<Key>,
  locale?: Locale,
): Translate<Key> {
  const contextLocale = useLocale();
  const effective = locale ?? contextLocale;
  return useMemo(() => createTranslator(catalogue, effective), [catalogue, effective]);
}
