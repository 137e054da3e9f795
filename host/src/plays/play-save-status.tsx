import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isSetAside, pendingPlays, type PendingPlay } from '@onam/shared/backend/pending-plays';
import { useLoadedCurrentUser } from '@onam/shared/react/backend-hooks';
import { useTranslation } from '@onam/shared/react/locale-context';
import { useOnlineStatus } from '@onam/shared/react/use-online-status';
import { RemoteAuthDialog } from '../federation/remote-auth-dialog';
import { setAsideReason } from './failure-reason';
import { messages } from './messages';
import { SetAsideActions } from './set-aside-actions';
import styles from './play-save-status.module.css';
import { syncStatus } from './sync-status';

type SaveState =
  | 'saved'
  | 'saving'
  | 'offline'
  | 'signed-out'
  | 'refused'
  | 'removed'
  | 'rate-limited'
  | 'unchecked';

/** The play as the device keeps it now, or null once it has left the store. */
function usePendingPlay(pendingId: string): PendingPlay | null {
  const store = pendingPlays();
  const plays = useSyncExternalStore(store.subscribe, store.list, store.list);
  return plays.find((play) => play.id === pendingId) ?? null;
}

const useSyncHold = () =>
  useSyncExternalStore(syncStatus.subscribe, syncStatus.get, syncStatus.get);

/**
 * Says what became of a finished play: saved, being saved, kept while offline, kept on the device
 * for a signed-out visitor (who is offered the registration dialog to keep it for good), or set
 * aside after the server kept failing on it, with Try again and Remove. From "kept" to "saved" it
 * is one line: a live region is announced when its words change, and a new one appearing with its
 * words already in it often is not; and the registration dialog the line opened (which loads the
 * backend) stays open when the backend arrives.
 */
export function PlaySaveStatus({ pendingId, score }: { pendingId: string; score: number }) {
  const play = usePendingPlay(pendingId);
  const pendingState = usePendingState(play?.lastFailure?.kind === 'unchecked');
  if (play && isSetAside(play)) return <SetAsideLine play={play} />;
  return <StatusLine state={play ? pendingState : goneState(pendingId)} score={score} />;
}

/**
 * Gone from the store: the store says whether it was saved; if not, the server refused it (its
 * record did not add up) or the visitor removed it.
 */
function goneState(pendingId: string): SaveState {
  const store = pendingPlays();
  if (store.wasSaved(pendingId)) return 'saved';
  return store.refusal(pendingId) !== null ? 'refused' : 'removed';
}

/** Until the backend has loaded nobody is known to be signed in: the play waits on the device. */
function usePendingState(unchecked: boolean): SaveState {
  const user = useLoadedCurrentUser();
  const online = useOnlineStatus();
  const hold = useSyncHold();
  if (!user) return 'signed-out';
  if (!online) return 'offline';
  if (hold !== 'none') return hold;
  return unchecked ? 'unchecked' : 'saving';
}

/** Kept on the device, or (storage full or refused) only while this page stays open. */
const useKeptOnDevice = () => {
  const store = pendingPlays();
  return useSyncExternalStore(store.subscribe, store.keptOnDevice, store.keptOnDevice);
};

function StatusLine({ state, score }: { state: SaveState; score: number }) {
  const t = useTranslation(messages);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Set by the dialog's "registered", read once the dialog has closed and the session is known.
  const registered = useRef(false);
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // Whichever comes first, the dialog's "registered" or the session it made.
    if (!registered.current || dialogOpen || state === 'signed-out') return;
    registered.current = false;
    // The button that opened the dialog goes with the "kept" words: focus comes to the line that
    // says what happens next, where it is on the page, rather than falling back to the body.
    line.current?.focus({ preventScroll: true });
    line.current?.scrollIntoView?.({ block: 'nearest' });
  }, [dialogOpen, state]);
  const onDevice = useKeptOnDevice();
  const text = {
    saved: t('game.saved', { score }),
    saving: t('game.saving'),
    offline: t(onDevice ? 'game.keptOffline' : 'game.inPageOffline', { score }),
    'signed-out': t(onDevice ? 'game.keptLocally' : 'game.inPageSignedOut', { score }),
    refused: t('game.refused', { score }),
    removed: t('plays.removed', { score }),
    'rate-limited': t(onDevice ? 'game.rateLimited' : 'game.inPageWaiting', { score }),
    unchecked: t(onDevice ? 'game.unchecked' : 'game.inPageWaiting', { score }),
  }[state];
  return (
    <div className={styles.status} data-save-state={state}>
      <p ref={line} role="status" tabIndex={-1} className={styles.text}>
        {text}
      </p>
      {state === 'signed-out' && (
        <button type="button" className={styles.keep} onClick={() => setDialogOpen(true)}>
          {t('game.keep')}
        </button>
      )}
      {/* Open until it closes itself, though the session it makes may move the line on first. */}
      {dialogOpen && (
        <RemoteAuthDialog
          open
          initialMode="register"
          reason={t('game.keepReason', { score })}
          onClose={() => setDialogOpen(false)}
          onSignedIn={() => {
            registered.current = true;
            setDialogOpen(false);
          }}
        />
      )}
    </div>
  );
}

/** The server kept failing on this play: it stays on the device until the visitor decides. */
function SetAsideLine({ play }: { play: PendingPlay }) {
  const t = useTranslation(messages);
  const { score } = play;
  const reason = setAsideReason(play, t('plays.failedReason'));
  return (
    <div className={`${styles.status} ${styles.setAside}`} data-save-state="set-aside">
      <p role="status" className={styles.text}>
        {t('plays.setAside', { score, reason })} {t('plays.setAsideKept')}
      </p>
      <SetAsideActions playId={play.id} name={t('plays.name', { score })} />
    </div>
  );
}
