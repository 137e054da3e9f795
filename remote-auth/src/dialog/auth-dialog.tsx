import { useEffect, useId, useRef } from 'react';
import type { AuthDialogMeta, AuthDialogProps } from '@onam/shared/contracts/auth-dialog';
import { AUTH_DIALOG_CONTRACT_VERSION } from '@onam/shared/contracts/auth-dialog';
import { useTranslation } from '@onam/shared/react/locale-context';
import { messages } from '../i18n/messages';
import styles from './auth-dialog.module.css';

export const meta: AuthDialogMeta = {
  kind: 'auth-dialog',
  id: 'dialog',
  contractVersion: AUTH_DIALOG_CONTRACT_VERSION,
};

/**
 * A native modal <dialog>: the browser keeps focus inside it and closes it on Escape. The forms
 * (register, sign in, reset) arrive in step 3 behind this same contract.
 */
export default function AuthDialog({
  locale,
  open,
  presentation = 'modal',
  initialMode,
  reason,
  onClose,
}: AuthDialogProps) {
  const t = useTranslation(messages, locale);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const title = (
    <h2 id={titleId}>
      {t(initialMode === 'register' ? 'dialog.register.title' : 'dialog.signIn.title')}
    </h2>
  );
  const body = (
    <>
      {reason && <p>{reason}</p>}
      <p>{t('dialog.soon')}</p>
    </>
  );

  if (presentation === 'inline') {
    // The /login page: the page itself is the dialog, and the layout offers the way back.
    if (!open) return null;
    return (
      <section className={styles.inline} aria-labelledby={titleId}>
        {title}
        {body}
      </section>
    );
  }
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      {title}
      {body}
      <button type="button" onClick={onClose}>
        {t('dialog.close')}
      </button>
    </dialog>
  );
}
