import { useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import { useCampaign } from '../app/campaign-context';
import { AUTH_DIALOG } from '../app/module-refs';
import { PageTransition } from '../app/page-transition-view';
import { PrefetchNavLink } from '../app/prefetch-link';
import { LoadedModule, RemoteBoundary } from '../federation/remote-module';
import { messages } from '../i18n/messages';
import styles from './default-layout.module.css';

export default function DefaultLayout() {
  const t = useTranslation(messages);
  const locale = useLocale();
  const { brand } = useCampaign();
  // The auth remote is fetched only when a visitor asks to sign in: it is not on the first paint.
  const [authOpen, setAuthOpen] = useState(false);

  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('nav.skip')}
      </a>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          {brand.product}
        </Link>
        <nav aria-label={t('nav.main')} className={styles.nav}>
          <PrefetchNavLink to="/dashboard">{t('nav.dashboard')}</PrefetchNavLink>
          <PrefetchNavLink to="/celebrate">{t('nav.celebrate')}</PrefetchNavLink>
        </nav>
        <button type="button" className={styles.signIn} onClick={() => setAuthOpen(true)}>
          {t('account.signIn')}
        </button>
      </header>
      <main id="main" className={styles.main}>
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      {authOpen && (
        <div className={styles.authSlot}>
          <RemoteBoundary kind="auth-dialog">
            <LoadedModule moduleRef={AUTH_DIALOG} kind="auth-dialog">
              {({ default: AuthDialog }) => (
                <AuthDialog
                  locale={locale}
                  open
                  initialMode="sign-in"
                  onClose={() => setAuthOpen(false)}
                />
              )}
            </LoadedModule>
          </RemoteBoundary>
        </div>
      )}
      <footer className={styles.footer}>{brand.broadcaster}</footer>
    </div>
  );
}
