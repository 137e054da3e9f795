import { Link, Outlet } from 'react-router-dom';
import { PRIVACY_PATH } from '@onam/shared/backend/privacy';
import { productName } from '@onam/shared/manifest/localized';
import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import { useCampaign } from '../campaign/campaign-context';
import { PageTransition } from '../navigation/page-transition-view';
import { messages } from '../i18n/messages';
import { LanguageSwitch } from './language-switch';
import styles from './auth-layout.module.css';

/** The layout for signing in: a centred card, no navigation to wander off through. */
export default function AuthLayout() {
  const t = useTranslation(messages);
  const locale = useLocale();
  const { brand } = useCampaign();
  return (
    <div className={styles.page}>
      <main id="main" className={styles.card}>
        <div className={styles.top}>
          <Link to="/" className={styles.brand}>
            {productName(brand, locale)}
          </Link>
          <LanguageSwitch tone="on-light" />
        </div>
        <PageTransition>
          <Outlet />
        </PageTransition>
        <p className={styles.back}>
          <Link to="/">{t('auth.backToFestival')}</Link>
        </p>
        <p className={styles.back}>
          <Link to={PRIVACY_PATH}>{t('footer.privacy')}</Link>
        </p>
      </main>
    </div>
  );
}
