import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  flushPendingPlays,
  nextAttemptAt,
  pendingPlays,
  savableBy,
  type PendingPlayStore,
} from '@onam/shared/backend/pending-plays';
import { isBackendError } from '@onam/shared/backend/port';
import { useCurrentUser, useRecordPlay, useSignOut } from '@onam/shared/react/backend-hooks';
import { useOnlineStatus } from '@onam/shared/react/use-online-status';
import { ACCOUNT_DELETED_PATH, goneAccount } from '../backend/account-gone';
import { holdAfter, playRetryMs, syncStatus, type SyncHold } from './sync-status';

export const RETRY_MS = 30_000;

/** Keeps two tabs from saving the same play twice where the browser offers Web Locks. */
function exclusively<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('onam:pending-plays', task) as Promise<T>) : task();
}

/**
 * When to look at the queue again after a flush that went through: at the next play's retry time
 * (one the server failed on waits its turn), at once if a play came in during the flush, or never
 * when nothing is left to send.
 */
function nextWake(
  store: PendingPlayStore,
  uid: string,
): { hold: SyncHold; retryMs: number } | null {
  const next = nextAttemptAt(store.list(), uid);
  return next ? { hold: 'none', retryMs: Math.max(0, next.getTime() - Date.now()) } : null;
}

/**
 * Saves the plays waiting on this device as soon as someone is signed in and online: right after
 * a signed-in play ends, after a signed-out visitor registers or signs in, and when the network
 * comes back. A play the server fails on waits its own turn without holding up the others (see
 * flushPendingPlays). Loaded by PendingPlaysSync once the backend is ready.
 *
 * An account deleted in another tab or on another device is refused for good: this page signs
 * out, asks no more, and goes to the page that says so, which is where the plays it was holding
 * are dropped (screens/privacy/account-deleted-screen.tsx). Renders nothing but that move.
 */
export function SavePlays() {
  const { data: user } = useCurrentUser();
  const signOut = useSignOut();
  const [gone, setGone] = useState(false);
  const online = useOnlineStatus();
  const store = pendingPlays();
  const plays = useSyncExternalStore(store.subscribe, store.list, store.list);
  const record = useRecordPlay();
  const busy = useRef(false);
  // A failed save (a flaky network that still says "online") is tried again after a pause.
  const [attempt, setAttempt] = useState(0);
  const uid = user?.uid;
  const due = uid ? savableBy(plays, uid).length : 0;
  const { mutateAsync } = record;
  const { mutate: signOutNow } = signOut;
  const email = user?.email ?? null;

  useEffect(() => {
    if (!uid || !online || due === 0 || busy.current) return;
    busy.current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    void exclusively(() =>
      flushPendingPlays(store, uid, (play, { deviceId }) => mutateAsync({ play, deviceId }), {
        retryAfterMs: (error, failures) => playRetryMs(error, failures, RETRY_MS),
      }),
    )
      .then(
        (result) => {
          if (result.stopped && isBackendError(result.error, 'account-deleted')) {
            const waitingPlays = store
              .list()
              .filter((play) => play.uid === uid || play.uid === null).length;
            goneAccount.set({ uid, email, waitingPlays });
            signOutNow(undefined, { onSettled: () => setGone(true) });
            return null;
          }
          return result.stopped ? holdAfter(result.error, RETRY_MS) : nextWake(store, uid);
        },
        (error: unknown) => holdAfter(error, RETRY_MS),
      )
      .then((wait) => {
        busy.current = false;
        syncStatus.set(wait?.hold ?? 'none');
        // The plays stay in the store: a sign-in, the network's return or this timer retries
        // (after the wait the server named, when it said too many plays came at once, or when
        // the first play held after a failure of its own is due).
        if (wait) retry = setTimeout(() => setAttempt((n) => n + 1), wait.retryMs);
      });
    return () => clearTimeout(retry);
  }, [uid, email, online, due, store, mutateAsync, signOutNow, attempt]);

  return gone ? <ToDeletedPage onThere={() => setGone(false)} /> : null;
}

/** Goes once to the page that says the account is gone (only then is a router needed). */
function ToDeletedPage({ onThere }: { onThere: () => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(ACCOUNT_DELETED_PATH, { replace: true });
    onThere();
  }, [navigate, onThere]);
  return null;
}
