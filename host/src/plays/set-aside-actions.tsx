import { useEffect, useId, useRef, useState } from 'react';
import { pendingPlays } from '@onam/shared/backend/pending-plays';
import { useTranslation } from '@onam/shared/react/locale-context';
import { playMessages } from './messages';
import styles from './set-aside-actions.module.css';

/**
 * What the visitor can do with a play the server kept failing on: send it again (it goes back in
 * the queue, its failures forgotten), or remove it from the device. Removing is never silent and
 * never undone, so it asks first, with the safe answer focused. Each button says which play it
 * acts on (`name`: "your Sadya score of 87"), since a list may hold several.
 */
export function SetAsideActions({ playId, name }: { playId: string; name: string }) {
  const t = useTranslation(playMessages);
  const [confirming, setConfirming] = useState(false);
  const questionId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  // After a cancel the Remove button comes back: focus returns to it, not to the page's top.
  const returnFocus = useRef(false);
  useEffect(() => {
    if (confirming) cancel.current?.focus();
    else if (returnFocus.current) remove.current?.focus();
    returnFocus.current = false;
  }, [confirming]);
  const store = pendingPlays();

  if (confirming) {
    return (
      <div role="group" aria-labelledby={questionId} className={styles.confirm}>
        <p id={questionId} className={styles.question}>
          {t('plays.removeQuestion', { play: name })}
        </p>
        <button
          type="button"
          className={styles.danger}
          aria-label={t('plays.removeYesLabel', { play: name })}
          onClick={() => store.remove(playId)}
        >
          {t('plays.removeYes')}
        </button>
        <button
          type="button"
          ref={cancel}
          aria-label={t('plays.cancelLabel', { play: name })}
          onClick={() => {
            returnFocus.current = true;
            setConfirming(false);
          }}
        >
          {t('plays.cancel')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      <button
        type="button"
        aria-label={t('plays.retryLabel', { play: name })}
        onClick={() => store.retry(playId)}
      >
        {t('plays.retry')}
      </button>
      <button
        type="button"
        ref={remove}
        aria-label={t('plays.removeLabel', { play: name })}
        onClick={() => setConfirming(true)}
      >
        {t('plays.remove')}
      </button>
    </div>
  );
}
