import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { AuthDialogMeta, AuthDialogProps } from '@onam/shared/contracts/auth-dialog';
import { AUTH_DIALOG_CONTRACT_VERSION } from '@onam/shared/contracts/auth-dialog';
import { LocaleContext, useTranslation } from '@onam/shared/react/locale-context';
import type { AuthMessageKey } from '../i18n/messages';
import { messages } from '../i18n/messages';
import { AuthPanel } from './auth-panel';
import type { PanelMode } from './form-validation';
import styles from './auth-dialog.module.css';

export const meta: AuthDialogMeta = {
  kind: 'auth-dialog',
  id: 'dialog',
  contractVersion: AUTH_DIALOG_CONTRACT_VERSION,
};

const TITLES: Record<PanelMode, AuthMessageKey> = {
  'sign-in': 'dialog.signIn.title',
  register: 'dialog.register.title',
  reset: 'dialog.reset.title',
};

/**
 * Register, sign in and password reset. As a modal it is a native <dialog> opened with showModal:
 * the browser keeps focus inside it and closes it on Escape. Inline (the /login page) the page
 * itself is the dialog, and the layout offers the way back.
 */
export default function AuthDialog({
  locale,
  open,
  presentation = 'modal',
  initialMode,
  reason,
  onClose,
  onSignedIn,
}: AuthDialogProps) {
  const t = useTranslation(messages, locale);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Mirrors `open` for the native close event: when the host closes the dialog through the prop,
  // the browser's close event that follows is not reported back as a second onClose.
  const openRef = useRef(open);
  // What had focus when the dialog opened. The browser gives focus back to it when the dialog
  // closes itself (Escape), but a host that simply unmounts the dialog would leave focus on <body>.
  const opener = useRef<HTMLElement | null>(null);

  const [mode, setMode] = useState<PanelMode>(initialMode);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Each opening starts in the mode the host asked for; what was typed is kept.
    setWasOpen(open);
    if (open) setMode(initialMode);
  }

  useEffect(() => {
    openRef.current = open;
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      // Still on the page: StrictMode's rehearsal of an unmount, not the real one.
      if (dialog?.isConnected) return;
      const back = opener.current;
      opener.current = null;
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && back?.isConnected) back.focus();
    };
  }, []);

  const modal = presentation !== 'inline';
  function handleSuccess() {
    onSignedIn?.();
    if (modal) onClose();
  }

  // The contract's locale is the one that counts: the shared fields inside (their counters and
  // limits) read the context, so it is set to the prop here, whatever the page around provides.
  const content = (
    <LocaleContext.Provider value={locale}>
      <h2 id={titleId}>{t(TITLES[mode])}</h2>
      {reason && <p>{reason}</p>}
      {/* The forms suspend while the host is still loading the backend adapter. */}
      <Suspense fallback={<p role="status">{t('dialog.loading')}</p>}>
        <AuthPanel mode={mode} onModeChange={setMode} t={t} onSuccess={handleSuccess} />
      </Suspense>
    </LocaleContext.Provider>
  );

  if (!modal) {
    if (!open) return null;
    return (
      <section className={styles.inline} aria-labelledby={titleId}>
        {content}
      </section>
    );
  }
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape. Left to the browser, the dialog would close now but say so with a close event a
        // task later, and a busy browser runs input first: "Enter" on the opener in between would
        // be undone by that late close. So Escape closes the way the close button does, at once.
        event.preventDefault();
        openRef.current = false;
        onClose();
      }}
      onClose={() => {
        // Closed by the browser (close(), or an Escape it would not let us hold), which has given
        // focus back itself.
        opener.current = null;
        if (openRef.current) onClose();
      }}
    >
      <button
        type="button"
        className={styles.close}
        onClick={onClose}
        aria-label={t('dialog.close')}
      >
        ×
      </button>
      {content}
    </dialog>
  );
}
