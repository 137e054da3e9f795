import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEMO_BACKEND } from '@onam/shared/backend/demo-config';
import { loadBackend } from '@onam/shared/backend/load-backend';
import type { BackendPort } from '@onam/shared/backend/port';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { isLocale, type Locale } from '@onam/shared/i18n/locale';
import {
  browserLocaleSources,
  readLocaleChoice,
  rememberLocaleChoice,
} from '@onam/shared/i18n/locale-choice';
import { LocaleContext, useTranslation } from '@onam/shared/react/locale-context';
import { LanguageSwitch } from '@onam/shared/react/ui/language-switch';
import AuthDialog from '../dialog/auth-dialog';
import { messages } from '../i18n/messages';

/** `?lang=ml` for a quick look; else the visitor's choice as the host remembers it. */
function initialLocale(): Locale {
  const wanted = new URLSearchParams(window.location.search).get('lang');
  return isLocale(wanted) ? wanted : readLocaleChoice(browserLocaleSources());
}

function StandalonePage() {
  const [locale, setLocale] = useState<Locale>(initialLocale);
  const t = useTranslation(messages, locale);
  const [open, setOpen] = useState(true);
  const [backend, setBackend] = useState<BackendPort | null>(null);
  useEffect(() => {
    void loadBackend(DEMO_BACKEND).then(setBackend);
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
    rememberLocaleChoice(browserLocaleSources().storage, locale);
  }, [locale]);
  return (
    <LocaleContext.Provider value={locale}>
      <BackendProvider backend={backend}>
        <main style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
          <h1>{t('standalone.heading')}</h1>
          <LanguageSwitch onChoose={setLocale} />
          <button type="button" onClick={() => setOpen(true)}>
            {t('standalone.open')}
          </button>
          <AuthDialog
            locale={locale}
            open={open}
            initialMode="sign-in"
            onClose={() => setOpen(false)}
          />
        </main>
      </BackendProvider>
    </LocaleContext.Provider>
  );
}

// The host provides the QueryClient; standing alone, this page provides its own.
const queryClient = new QueryClient();
const root = document.createElement('div');
document.body.append(root);
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <StandalonePage />
    </QueryClientProvider>
  </StrictMode>,
);
