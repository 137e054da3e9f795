import { LANGUAGE_NAMES, otherLocale, type Locale } from '../../i18n/locale';
import type { Catalogue } from '../../i18n/translator';
import { useLocale, useTranslation } from '../locale-context';
import { visuallyHidden } from './visually-hidden';

/**
 * The switch's words, in the language of the page it sits on: an English page offers to read in
 * Malayalam, a Malayalam page offers English. Its own small catalogue, so the header does not carry
 * every UI primitive's words.
 */
export const languageSwitchMessages = {
  en: {
    'language.switch': 'Read in Malayalam',
  },
  ml: {
    'language.switch': 'ഇംഗ്ലീഷിൽ വായിക്കാം',
  },
} satisfies Catalogue<string>;

/**
 * Offers the other language, named in itself ("മലയാളം" on an English page, "English" on a
 * Malayalam one) with its own `lang`, so it is read and shaped right. The hidden words after it
 * say what the button does in the page's language; the visible name comes first in the
 * accessible name, so a voice-control user can say what they see. The page's language is the
 * locale context's; `onChoose` receives the one offered. How it looks is the caller's `className`.
 */
export function LanguageSwitch({
  onChoose,
  className,
}: {
  onChoose: (locale: Locale) => void;
  className?: string;
}) {
  const locale = useLocale();
  const t = useTranslation(languageSwitchMessages);
  const offered = otherLocale(locale);
  return (
    <button type="button" className={className} onClick={() => onChoose(offered)}>
      <span lang={offered}>{LANGUAGE_NAMES[offered]}</span>
      <span className={visuallyHidden}> ({t('language.switch')})</span>
    </button>
  );
}
