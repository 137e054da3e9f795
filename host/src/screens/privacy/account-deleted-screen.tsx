import { useEffect, useState } from 'react';
import { forgetVisitorOnDevice } from '@onam/shared/backend/forget-device';
import { PRIVACY_PATH } from '@onam/shared/backend/privacy';
import { useTranslation } from '@onam/shared/react/locale-context';
import { LOGIN_PATH } from '../../navigation/middleware';
import { PrefetchLink } from '../../navigation/prefetch-link';
import { goneAccount } from '../../backend/account-gone';
import { deletedMessages } from './deleted-messages';
import styles from './privacy.module.css';

/**
 * The page after "Delete my account" (docs/decisions/040): the account and its data are deleted,
 * the one record kept (the uid and when, so the deletion stays final) and why, and where to go.
 * A tab or device that found the account deleted elsewhere (goneAccount) is told what became of
 * the plays it was still holding for it, and only then forgets them: there is no account to save
 * them to.
 */
export function Component() {
  const t = useTranslation(deletedMessages);
  // Read once: the page keeps saying it after the device has forgotten the account.
  const [gone] = useState(goneAccount.get);
  useEffect(() => {
    if (!gone) return;
    void forgetVisitorOnDevice({ uid: gone.uid, email: gone.email }).finally(goneAccount.clear);
  }, [gone]);

  return (
    <article className={styles.notice}>
      <h1>{t('deleted.title')}</h1>
      <p>{t(gone ? 'deleted.elsewhere' : 'deleted.here')}</p>
      {gone && gone.waitingPlays > 0 && <p>{t('deleted.plays', { count: gone.waitingPlays })}</p>}

      <h2>{t('deleted.kept.title')}</h2>
      <p>{t('deleted.kept.body')}</p>

      <h2>{t('deleted.next.title')}</h2>
      <p>{t('deleted.next.again')}</p>
      <ul>
        <li>
          <PrefetchLink to="/">{t('deleted.next.home')}</PrefetchLink>
        </li>
        <li>
          <PrefetchLink to={LOGIN_PATH}>{t('deleted.next.register')}</PrefetchLink>
        </li>
        <li>
          <PrefetchLink to={PRIVACY_PATH}>{t('deleted.next.privacy')}</PrefetchLink>
        </li>
      </ul>
    </article>
  );
}
