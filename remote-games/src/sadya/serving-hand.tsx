import type { Ref } from 'react';
import type { Translate } from '@onam/shared/i18n/translator';
import { visuallyHidden } from '@onam/shared/react/ui/visually-hidden';
import type { DishId } from './menu';
import { dishGlossKey, type SadyaKey } from './messages';
import type { Feedback } from './play-wording';
import styles from './sadya.module.css';

/**
 * A live region under the leaf: the hand says what was picked up (with Put back). What the last
 * serving earned is another (`ServingFeedback`), so picking the next dish does not wipe a hint
 * before it is read.
 */
export function ServingHand({
  t,
  name,
  held,
  note,
  onPutBack,
}: {
  t: Translate<SadyaKey>;
  name: (dish: DishId) => string;
  held: DishId | null;
  /** What happened to the hand while it is empty; it wins over the held dish while it lasts. */
  note: string;
  onPutBack: () => void;
}) {
  return (
    <div className={styles.hand}>
      <p role="status" className={styles.handText}>
        {held && !note ? (
          <>
            <strong>{t('sadya.held', { dish: name(held) })}</strong>{' '}
            <span className={styles.handGloss}>({t(dishGlossKey(held))})</span>
            <span className={visuallyHidden}> {t('sadya.held.next')}</span>
          </>
        ) : (
          note
        )}
      </p>
      {held && (
        <button type="button" onClick={onPutBack}>
          {t('sadya.putBack')}
        </button>
      )}
    </div>
  );
}

/**
 * What the last serving earned, a hint with its reason after a mistake. Below the board, never in
 * it: on a phone the board is pinned over the tray, and a hint of several lines there covered the
 * tray's first rows and took the taps meant for them.
 */
export function ServingFeedback({
  feedback,
  statusRef,
}: {
  feedback: Feedback | null;
  statusRef?: Ref<HTMLParagraphElement>;
}) {
  return (
    <p
      ref={statusRef}
      role="status"
      className={`${styles.status} ${feedback?.tone === 'hint' ? styles.hint : ''}`}
    >
      {feedback?.text}
    </p>
  );
}
