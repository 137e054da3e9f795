import { useOnlineStatus } from '@onam/shared/react/use-online-status';
import { useTranslation } from '@onam/shared/react/locale-context';
import { messages } from '../i18n/messages';
import styles from './offline-banner.module.css';

/** A quiet note while the device is offline. The live region is always there, so it is announced. */
export function OfflineBanner() {
  const t = useTranslation(messages);
  const online = useOnlineStatus();
  return (
    <div role="status" className={online ? undefined : styles.banner}>
      {online ? null : t('network.offline')}
    </div>
  );
}
