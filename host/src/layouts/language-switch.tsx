import { LanguageSwitch as Switch } from '@onam/shared/react/ui/language-switch';
import { useChooseLocale } from '../i18n/choose-locale';
import styles from './language-switch.module.css';

/** The header's language switch (shared/src/react/ui/language-switch.tsx), in the layout's tone. */
export function LanguageSwitch({ tone }: { tone: 'on-theme' | 'on-light' }) {
  const choose = useChooseLocale();
  return (
    <Switch
      onChoose={choose}
      className={`${styles.switch} ${tone === 'on-theme' ? styles.onTheme : styles.onLight}`}
    />
  );
}
