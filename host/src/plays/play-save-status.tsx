import { useState, useSyncExternalStore } from 'react';
import { pendingPlays } from '@onam/shared/backend/pending-plays';
import { useBackendReady } from '@onam/shared/react/backend-context';
import { useCurrentUser } from '@onam/shared/react/backend-hooks';
import { useTranslation } from '@onam/shared/react/locale-context';
import { useOnlineStatus } from '@onam/shared/react/use-online-status';
import { RemoteAuthDialog } from '../federation/remote-auth-dialog';
import { messages } from '../i18n/messages';
import styles from './play-save-status.module.css';
import { syncStatus } from './sync-status';

type SaveState =
  'saved' | 'saving' | 'offline' | 'signed-out' | 'refused' | 'rate-limited' | 'unchecked';

function useStillPending(pendingId: string): boolean {
  const store = pendingPlays();
  const plays = useSyncExternalStore(store.subscribe, store.list, store.list);
  return plays.some((play) => play.id === pendingId);
}

const useSyncHold = () =>
  useSyncExternalStore(syncStatus.subscribe, syncStatus.get, syncStatus.get);

/**
 * Says what became of a finished play: saved, being saved, kept while offline, or kept on the
 * device for a signed-out visitor, who is offered the registration dialog to keep it for good.
 */
export function PlaySaveStatus({ pendingId, score }: { pendingId: string; score: number }) {
  const pending = useStillPending(pendingId);
  const backend = useBackendReady();
  if (!pending) {
    // Gone from the store: saved, unless the server refused it (its record did not add up).
    const refused = pendingPlays().refusal(pendingId) !== null;
    return <StatusLine state={refused ? 'refused' : 'saved'} score={score} />;
  }
  // Until the backend has loaded nobody is known to be signed in: the play waits on the device.
  return backend ? (
    <PendingStatus score={score} />
  ) : (
    <StatusLine state="signed-out" score={score} />
  );
}

function PendingStatus({ score }: { score: number }) {
  const { data: user } = useCurrentUser();
  const online = useOnlineStatus();
  const hold = useSyncHold();
  const state: SaveState = !user
    ? 'signed-out'
    : !online
      ? 'offline'
      : hold === 'none'
        ? 'saving'
        : hold;
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
