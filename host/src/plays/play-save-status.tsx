import { useState, useSyncExternalStore } from 'react';
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
 * aside after the server kept failing on it, with Try again and Remove.
 */
export function PlaySaveStatus({ pendingId, score }: { pendingId: string; score: number }) {
  const play = usePendingPlay(pendingId);
  if (!play) {
    // Gone from the store: the store says whether it was saved; if not, the server refused it
    // (its record did not add up) or the visitor removed it.
    const store = pendingPlays();
    const state = store.wasSaved(pendingId)
      ? 'saved'
      : store.refusal(pendingId) !== null
        ? 'refused'
        : 'removed';
    return <StatusLine state={state} score={score} />;
  }
  if (isSetAside(play)) return <SetAsideLine play={play} />;
  return <PendingStatus score={score} unchecked={play.lastFailure?.kind === 'unchecked'} />;
}

/**
 * Until the backend has loaded nobody is known to be signed in: the play waits on the device. One
 * line whether or not it has loaded, so the registration dialog the line opened (which loads the
 * backend) stays open when it arrives.
 */
function PendingStatus({ score, unchecked }: { score: number; unchecked: boolean }) {
  const user = useLoadedCurrentUser();
  const online = useOnlineStatus();
  const hold = useSyncHold();
  const state: SaveState = !user
    ? 'signed-out'
    : !online
      ? 'offline'
      : hold !== 'none'
        ? hold
        : unchecked
          ? 'unchecked'
          : 'saving';
  return <StatusLine state={state} score={score} />;
}

/** Kept on the device, or (storage full or refused) only while this page stays open. */
const useKeptOnDevice = () => {
  const store = pendingPlays();
  return useSyncExternalStore(store.subscribe, store.keptOnDevice, store.keptOnDevice);
};

function StatusLine({ state, score }: { state: SaveState; score: number }) {
  const t = useTranslation(messages);
  const [dialogOpen, setDialogOpen] = useState(false);
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
      <p role="status" className={styles.text}>
        {text}
      </p>
      {state === 'signed-out' && (
        <>
          <button type="button" className={styles.keep} onClick={() => setDialogOpen(true)}>
            {t('game.keep')}
          </button>
          {dialogOpen && (
            <RemoteAuthDialog
              open
              initialMode="register"
              reason={t('game.keepReason', { score })}
              onClose={() => setDialogOpen(false)}
              onSignedIn={() => setDialogOpen(false)}
            />
          )}
        </>
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
