import type { Locale } from '@onam/shared/i18n/locale';
import { useTranslation } from '@onam/shared/react/locale-context';
import { StartButton } from '../common/start-button';
import Doll from '../doll/doll';
import type { ItemId } from '../doll/items';
import { dressScreenMessages } from './messages';
import styles from './dress.module.css';

/** Two finished looks to show what the game is about; decoration, hidden from screen readers. */
const PREVIEW_LOOKS: readonly (readonly ItemId[])[] = [
  ['kasavu-set-mundu', 'kasu-mala', 'jimikki', 'jasmine', 'pottu'],
  ['maveli-silk-classic', 'crown', 'olakkuda', 'moustache'],
];

/**
 * Before a play: what the game is, two dressed dolls, and Start. Back from a result, Start takes
 * focus, so a keyboard player goes on from where they were.
 */
export function SetupScreen({
  locale,
  returning,
  onStart,
}: {
  locale: Locale;
  returning: boolean;
  onStart: () => void;
}) {
  const t = useTranslation(dressScreenMessages, locale);
  return (
    <div className={styles.start}>
      <p className={styles.intro}>{t('dress.start.intro')}</p>
      <div className={styles.previews} aria-hidden="true">
        {PREVIEW_LOOKS.map((look) => (
          <div key={look.join(' ')} className={styles.preview}>
            <Doll locale={locale} wearing={look} />
          </div>
        ))}
      </div>
      <StartButton autoFocus={returning} onClick={onStart}>
        {t('dress.start.button')}
      </StartButton>
    </div>
  );
}
