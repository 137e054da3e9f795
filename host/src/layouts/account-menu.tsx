import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Account } from '@onam/shared/backend/port';
import { useLoadedCurrentUser, useSignOut } from '@onam/shared/react/backend-hooks';
import { useTranslation } from '@onam/shared/react/locale-context';
import {
  REMEMBERED_SESSION_KEY,
  readRememberedSession,
} from '@onam/shared/session/remembered-session';
import { PrefetchLink } from '../navigation/prefetch-link';
import { messages } from '../i18n/messages';
import styles from './account-menu.module.css';

/**
 * The header's account area: "Sign in" for a signed-out visitor, and for a signed-in one a menu
 * with their name, "My festival" and "Sign out".
 *
 * One button from the first paint to the last: until Auth has confirmed the session, the visitor
 * this device remembers stands in (as the `auth` guard lets them in), so a signed-in page opened
 * directly shows their menu at once, and Auth's answer changes the button's words, never the
 * button. A click is honoured whenever it comes: the menu needs nothing loaded to open, and
 * "Sign out" waits for the adapter if it has not arrived yet.
 */
export function AccountMenu({ onSignIn }: { onSignIn: () => void }) {
  const t = useTranslation(messages);
  const confirmed = useLoadedCurrentUser();
  const remembered = useRememberedVisitor();
  const user: Account | null = confirmed === undefined ? remembered : confirmed;
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const area = useRef<HTMLDivElement>(null);
  const showMenu = open && user !== null;

  // Close on Escape or a click outside, like any menu.
  useEffect(() => {
    if (!showMenu) return;
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
  }, [showMenu]);

  const name = user ? (user.displayName ?? user.email ?? t('account.you')) : null;
  return (
    <div className={styles.area} ref={area}>
      <button
        type="button"
        className={name === null ? styles.signIn : styles.trigger}
        aria-expanded={name === null ? undefined : showMenu}
        aria-controls={name === null ? undefined : menuId}
        aria-label={name === null ? undefined : t('account.menu', { name })}
        onClick={name === null ? onSignIn : () => setOpen(!open)}
      >
        {name === null ? (
          t('account.signIn')
        ) : (
          <>
            <span aria-hidden="true" className={styles.initial}>
              {name.slice(0, 1).toUpperCase()}
            </span>
            <span className={styles.name}>{name}</span>
          </>
        )}
      </button>
      {showMenu && (
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

/**
 * The visitor this device remembers as signed in, kept in step with other tabs. Null while the
 * server-rendered page is adopted (its HTML was made for nobody in particular), so adoption matches
 * it; the remembered visitor follows in the next render.
 */
function useRememberedVisitor(): Account | null {
  const raw = useSyncExternalStore(subscribeToStorage, readRaw, () => null);
  return useMemo(() => {
    const user = raw === null ? null : readRememberedSession({ getItem: () => raw, setItem() {} });
    return user ? { ...user, providers: [] } : null;
  }, [raw]);
}

function readRaw(): string | null {
  try {
    return globalThis.localStorage?.getItem(REMEMBERED_SESSION_KEY) ?? null;
  } catch {
    return null;
  }
}

function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}
