import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useNavigate } from 'react-router-dom';
import type { Account } from '@onam/shared/backend/port';
import { MY_DATA_FILE_NAME } from '@onam/shared/backend/privacy';
import {
  useDeleteMyAccount,
  useExportMyData,
  useLoadedCurrentUser,
  useProfile,
  useSignOut,
  useUpdateProfile,
} from '@onam/shared/react/backend-hooks';
import { useTranslation } from '@onam/shared/react/locale-context';
import {
  REMEMBERED_SESSION_KEY,
  readRememberedSession,
} from '@onam/shared/session/remembered-session';
import { PrefetchLink } from '../navigation/prefetch-link';
import { ACCOUNT_DELETED_PATH } from '../backend/account-gone';
import { messages } from '../i18n/messages';
import styles from './account-menu.module.css';

const loadDeleteStep = () => import(/* webpackChunkName: "delete-step" */ './delete-step');
const DeleteStep = lazy(() => loadDeleteStep().then((module) => ({ default: module.DeleteStep })));

/**
 * The header's account area: "Sign in" for a signed-out visitor, and for a signed-in one a menu
 * with their name, "My festival", their privacy rights (docs/decisions/037: the newsletter consent
 * withdrawn or given, "Download my data", "Delete my account" after a confirm step) and "Sign out".
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
  // Here, not in the menu's items: the deletion signs the visitor out, which takes the items away,
  // often before its own answer is back. Only a mutation whose component is still on the page
  // calls back, and this one stays to take the visitor to the page that says what went.
  const deletion = useDeleteMyAccount();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const area = useRef<HTMLDivElement>(null);
  const showMenu = open && user !== null;
  const navigate = useNavigate();

  // Close on Escape or a click outside, like any menu.
  useEffect(() => {
    if (!showMenu) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => {
      // A click that swapped the menu's own content (the delete step) is not outside it.
      const target = event.target as Node;
      if (target.isConnected && !area.current?.contains(target)) setOpen(false);
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
          {confirmed && (
            <Suspense fallback={null}>
              <PrivacyItems
                user={confirmed}
                deletion={deletion}
                onDelete={() =>
                  deletion.mutate(undefined, {
                    onSuccess: () => {
                      setOpen(false);
                      // The page that says what went and what is kept, not the sign-in that a
                      // signed-in page asks for once its visitor is gone.
                      void navigate(ACCOUNT_DELETED_PATH, { replace: true });
                    },
                  })
                }
              />
            </Suspense>
          )}
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

/** Saves a JSON value as a file, the way the browser saves a download. */
function saveJson(value: unknown, fileName: string): void {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  // The menu closes on a click outside it; this click is the page's own, not the visitor's.
  link.addEventListener('click', (event) => event.stopPropagation());
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file by the next task; the URL can go then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The visitor's rights in the menu: the newsletter consent (withdrawn or given again, its time
 * recorded by the server), their data as a file, and their account deleted after a step that says
 * what goes.
 */
function PrivacyItems({
  user,
  deletion,
  onDelete,
}: {
  user: Account;
  /** The deletion, kept by the menu (see AccountMenu), and how to ask for it. */
  deletion: ReturnType<typeof useDeleteMyAccount>;
  onDelete: () => void;
}) {
  const t = useTranslation(messages);
  const profile = useProfile(user.uid);
  const update = useUpdateProfile();
  const exportData = useExportMyData();
  const [said, setSaid] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The step's words and code, fetched as the menu opens: there when "Delete my account" is pressed.
  // A fetch that fails (offline) is tried again by the step itself when it is asked for.
  useEffect(() => {
    loadDeleteStep().catch(() => undefined);
  }, []);
  const newsletter = profile.data?.newsletter;
  const failed = update.isError || exportData.isError || deletion.isError;

  if (confirming) {
    return (
      <li className={styles.confirm}>
        <Suspense fallback={null}>
          <DeleteStep
            deletion={deletion}
            onDelete={onDelete}
            onKeep={() => setConfirming(false)}
            failed={t('account.actionFailed')}
          />
        </Suspense>
      </li>
    );
  }

  return (
    <>
      {newsletter !== undefined && (
        <li>
          <button
            type="button"
            disabled={update.isPending}
            onClick={() =>
              update.mutate(
                { uid: user.uid, patch: { newsletter: !newsletter } },
                {
                  onSuccess: (changed) =>
                    setSaid(
                      changed.newsletter
                        ? t('account.newsletterStarted')
                        : t('account.newsletterStopped'),
                    ),
                },
              )
            }
          >
            {newsletter ? t('account.newsletterStop') : t('account.newsletterStart')}
          </button>
        </li>
      )}
      <li>
        <button
          type="button"
          disabled={exportData.isPending}
          onClick={() =>
            exportData.mutate(undefined, {
              onSuccess: (data) => {
                saveJson(data, MY_DATA_FILE_NAME);
                setSaid(t('account.downloaded', { file: MY_DATA_FILE_NAME }));
              },
            })
          }
        >
          {t('account.download')}
        </button>
      </li>
      <li>
        <button type="button" onClick={() => setConfirming(true)}>
          {t('account.delete')}
        </button>
      </li>
      {said && !failed && (
        <li className={styles.said}>
          <span role="status">{said}</span>
        </li>
      )}
      {failed && (
        <li className={styles.error}>
          <span role="alert">{t('account.actionFailed')}</span>
        </li>
      )}
    </>
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
    const user = raw === null ? null : readRememberedSession({ getItem: () => raw });
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
