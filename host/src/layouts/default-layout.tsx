import { Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { productName } from '@onam/shared/manifest/localized';
import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import { useCampaign } from '../campaign/campaign-context';
import { PageTransition } from '../navigation/page-transition-view';
import { PRIVACY_PATH } from '@onam/shared/backend/privacy';
import { PrefetchLink, PrefetchNavLink } from '../navigation/prefetch-link';
import { RemoteAuthDialog } from '../federation/remote-auth-dialog';
import { messages } from '../i18n/messages';
import { PrivacyPrompt } from '../consent/privacy-prompt';
import { AccountMenu } from './account-menu';
import { LanguageSwitch } from './language-switch';
import styles from './default-layout.module.css';

export default function DefaultLayout() {
  const t = useTranslation(messages);
  const locale = useLocale();
  const { brand } = useCampaign();
  // The auth remote is fetched only when a visitor asks to sign in: it is not on the first paint.
  const [authOpen, setAuthOpen] = useState(false);

  // Each part a Suspense boundary of its own (none ever suspends, so none has a fallback): React
  // adopts a prerendered page one boundary at a time, each in its own task, instead of the whole
  // page in one long one (docs/decisions/052).
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('nav.skip')}
      </a>
      <header className={styles.header}>
        <Suspense>
          <Link to="/" className={styles.brand}>
            {productName(brand, locale)}
          </Link>
          <nav aria-label={t('nav.main')} className={styles.nav}>
            <PrefetchNavLink to="/dashboard">{t('nav.dashboard')}</PrefetchNavLink>
            <PrefetchNavLink to="/celebrate">{t('nav.celebrate')}</PrefetchNavLink>
            <PrefetchNavLink to="/calendar">{t('nav.calendar')}</PrefetchNavLink>
          </nav>
          <div className={styles.tools}>
            <LanguageSwitch tone="on-theme" />
            <AccountMenu onSignIn={() => setAuthOpen(true)} />
          </div>
        </Suspense>
      </header>
      <main id="main" className={styles.main}>
        <Suspense>
          <PageTransition>
            <Outlet />
          </PageTransition>
        </Suspense>
        {/* After the page's content: arriving late, it moves nothing already drawn. */}
        <PrivacyPrompt />
      </main>
      {authOpen && (
        <div className={styles.authSlot}>
          <RemoteAuthDialog open initialMode="sign-in" onClose={() => setAuthOpen(false)} />
        </div>
      )}
      <footer className={styles.footer}>
        <Suspense>
          <span>{brand.broadcaster}</span>
          <PrefetchLink to="/wall" className={styles.footerLink}>
            {t('footer.wall')}
          </PrefetchLink>
          <PrefetchLink to={PRIVACY_PATH} className={styles.footerLink}>
            {t('footer.privacy')}
          </PrefetchLink>
        </Suspense>
      </footer>
    </div>
  );
}
