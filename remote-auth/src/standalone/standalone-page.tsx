import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEMO_BACKEND } from '@onam/shared/backend/demo-config';
import { loadBackend } from '@onam/shared/backend/load-backend';
import type { BackendPort } from '@onam/shared/backend/port';
import { BackendProvider } from '@onam/shared/react/backend-context';
import { useTranslation } from '@onam/shared/react/locale-context';
import AuthDialog from '../dialog/auth-dialog';
import { messages } from '../i18n/messages';

function StandalonePage() {
  const t = useTranslation(messages);
  const [open, setOpen] = useState(true);
  const [backend, setBackend] = useState<BackendPort | null>(null);
  useEffect(() => {
    void loadBackend(DEMO_BACKEND).then(setBackend);
  }, []);
  return (
    <BackendProvider backend={backend}>
      <main style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
        <h1>{t('standalone.heading')}</h1>
        <button type="button" onClick={() => setOpen(true)}>
          {t('standalone.open')}
        </button>
        <AuthDialog locale="en" open={open} initialMode="sign-in" onClose={() => setOpen(false)} />
      </main>
    </BackendProvider>
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
