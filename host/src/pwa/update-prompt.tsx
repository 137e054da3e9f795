import { useSyncExternalStore } from 'react';
import { useTranslation } from '@onam/shared/react/locale-context';
import { messages } from './messages';
import { acceptUpdate, dismissUpdate, getUpdateStatus, subscribeToUpdates } from './update-store';
import styles from './update-prompt.module.css';

/**
 * A quiet note in the bottom corner when a new version of the site is waiting: "Reload" switches
 * to it now, "Later" leaves it for the next visit. It never takes focus or blocks the page. The
 * live region is always there, so the note is announced when it appears.
 */
export function UpdatePrompt() {
  const t = useTranslation(messages);
  const status = useSyncExternalStore(subscribeToUpdates, getUpdateStatus, getUpdateStatus);
  const waiting = status === 'waiting';
  return (
    <div
      role="status"
      aria-label={t('update.label')}
      className={waiting ? styles.prompt : undefined}
    >
      {waiting && (
        <>
          <p className={styles.text}>{t('update.ready')}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.reload} onClick={acceptUpdate}>
              {t('update.reload')}
            </button>
            <button type="button" className={styles.later} onClick={dismissUpdate}>
              {t('update.later')}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
