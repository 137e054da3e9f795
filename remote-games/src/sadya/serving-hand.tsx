import type { Translate } from '@onam/shared/i18n/translator';
import { visuallyHidden } from '@onam/shared/react/ui/visually-hidden';
import type { DishId } from './menu';
import { dishGlossKey, type SadyaKey } from './messages';
import type { Feedback } from './play-wording';
import styles from './sadya.module.css';

/**
 * Two live regions under the leaf: the hand says what was picked up (with Put back), the feedback
 * what the last serving earned, so picking the next dish does not wipe a hint before it is read.
 */
export function ServingHand({
  t,
  name,
  held,
  note,
  feedback,
  onPutBack,
}: {
  t: Translate<SadyaKey>;
  name: (dish: DishId) => string;
  held: DishId | null;
  /** What happened to the hand while it is empty; it wins over the held dish while it lasts. */
  note: string;
  feedback: Feedback | null;
  onPutBack: () => void;
}) {
  return (
    <>
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
      <p
        role="status"
        className={`${styles.status} ${feedback?.tone === 'hint' ? styles.hint : ''}`}
      >
        {feedback?.text}
      </p>
    </>
  );
}
