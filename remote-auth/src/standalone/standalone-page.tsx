import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from '@onam/shared/react/locale-context';
import AuthDialog from '../dialog/auth-dialog';
import { messages } from '../i18n/messages';

function StandalonePage() {
  const t = useTranslation(messages);
  const [open, setOpen] = useState(true);
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 16 }}>
      <h1>{t('standalone.heading')}</h1>
      <button type="button" onClick={() => setOpen(true)}>
        {t('standalone.open')}
      </button>
      <AuthDialog locale="en" open={open} initialMode="sign-in" onClose={() => setOpen(false)} />
    </main>
  );
}

const root = document.createElement('div');
document.body.append(root);
createRoot(root).render(
  <StrictMode>
    <StandalonePage />
  </StrictMode>,
);
