import { useEffect, useId, useRef, useState } from 'react';
import type { Account as SignedInAccount } from '@onam/shared/backend/port';
import { useLoadedCurrentUser, useSignOut } from '@onam/shared/react/backend-hooks';
import { useTranslation } from '@onam/shared/react/locale-context';
import { PrefetchLink } from '../app/prefetch-link';
import { messages } from '../i18n/messages';
import styles from './account-menu.module.css';

/**
 * The header's account area: "Sign in" for a signed-out visitor (or while the backend is still
 * loading), and for a signed-in one a menu with their name, "My festival" and "Sign out".
 */
export function AccountMenu({ onSignIn }: { onSignIn: () => void }) {
  // One "Sign in" button whether or not the adapter has loaded: opening the dialog loads it, and
  // focus must find the same button when the dialog gives it back.
  const user = useLoadedCurrentUser();
  return user ? <Account user={user} /> : <SignInButton onSignIn={onSignIn} />;
}

function SignInButton({ onSignIn }: { onSignIn: () => void }) {
  const t = useTranslation(messages);
  return (
    <button type="button" className={styles.signIn} onClick={onSignIn}>
      {t('account.signIn')}
    </button>
  );
}

function Account({ user }: { user: SignedInAccount }) {
  const t = useTranslation(messages);
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const area = useRef<HTMLDivElement>(null);

  // Close on Escape or a click outside, like any menu.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => {
      if (!area.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  const name = user.displayName ?? user.email ?? t('account.you');
  return (
    <div className={styles.area} ref={area}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('account.menu', { name })}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" className={styles.initial}>
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className={styles.name}>{name}</span>
      </button>
      {open && (
        <ul id={menuId} className={styles.menu}>
          <li>
            <PrefetchLink to="/dashboard" onClick={() => setOpen(false)}>
              {t('nav.dashboard')}
            </PrefetchLink>
          </li>
          <li>
            <button
              type="button"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate(undefined, { onSuccess: () => setOpen(false) })}
            >
              {t('account.signOut')}
            </button>
          </li>
          {signOut.isError && (
            <li role="alert" className={styles.error}>
              {t('account.signOutFailed')}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
