import { useHost } from '@onam/shared/react/host-context';
import { useTranslation } from '@onam/shared/react/locale-context';
import type { Locale } from '@onam/shared/i18n/locale';
import { GAMES_VERSION } from '../build-info';
import { messages, type MessageKey } from '../i18n/messages';
import styles from './game-placeholder.module.css';

/**
 * The frame each game shows until its real board lands (step 4). It already reads the brand from the
 * host's context, which proves host and remote share one React and one `@onam/shared`.
 */
export function GamePlaceholder({ titleKey, locale }: { titleKey: MessageKey; locale: Locale }) {
  const t = useTranslation(messages, locale);
  const { brand } = useHost();
  return (
    <section className={styles.frame} aria-labelledby="game-title">
      <h1 id="game-title">{t(titleKey)}</h1>
      <p>{t('game.comingSoon')}</p>
      <p className={styles.small}>{t('game.madeFor', { product: brand.product })}</p>
      <p className={styles.small}>{t('game.version', { version: GAMES_VERSION })}</p>
    </section>
  );
}
