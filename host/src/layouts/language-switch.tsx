import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import { useChooseLocale } from '../app/locale-provider';
import { LANGUAGE_NAMES, languageMessages, otherLocale } from '../i18n/language-messages';
import styles from './language-switch.module.css';

/**
 * Offers the other language, named in itself ("മലയാളം" on an English page, "English" on a
 * Malayalam one) with its own `lang`, so it is read and shaped right. The hidden words after it
 * say what the button does in the page's language; the visible name comes first in the
 * accessible name, so a voice-control user can say what they see.
 */
export function LanguageSwitch({ tone }: { tone: 'on-theme' | 'on-light' }) {
  const locale = useLocale();
  const choose = useChooseLocale();
  const t = useTranslation(languageMessages);
  const offered = otherLocale(locale);
  return (
    <button
      type="button"
      className={`${styles.switch} ${tone === 'on-theme' ? styles.onTheme : styles.onLight}`}
      onClick={() => choose(offered)}
    >
      <span lang={offered}>{LANGUAGE_NAMES[offered]}</span>
      <span className={styles.hint}> ({t('language.switch')})</span>
    </button>
  );
}
