import { useRef } from 'react';
import type { Locale } from '@onam/shared/i18n/locale';
import { useTranslation } from '@onam/shared/react/locale-context';
import Doll from '../doll/doll';
import type { ItemId } from '../doll/items';
import { layered, type Outfit } from '../doll/outfit';
import { itemList } from '../doll/item-wording';
import { useDragToDoll } from './use-drag-to-doll';
import { ItemIcon, Wardrobe } from './wardrobe';
import styles from './dress.module.css';
import { dressScreenMessages } from './messages';
import gameStyles from '../common/game.module.css';

/**
 * The playing screen: the doll (also where dragged items are dropped), what it wears in words,
 * the wardrobe, and Undo, Reset and Finish. Undo stays focusable when there is nothing to undo,
 * so a keyboard player pressing it again does not lose their place.
 */
export function PlayScreen({
  locale,
  outfit,
  canUndo,
  status,
  onToggle,
  onWear,
  onUndo,
  onReset,
  onFinish,
}: {
  locale: Locale;
  outfit: Outfit;
  canUndo: boolean;
  status: string;
  onToggle: (id: ItemId) => void;
  onWear: (id: ItemId) => void;
  onUndo: () => void;
  onReset: () => void;
  onFinish: () => void;
}) {
  const t = useTranslation(dressScreenMessages, locale);
  const dropZone = useRef<HTMLDivElement>(null);
  const { drag, handlers, clickEndsDrag } = useDragToDoll(dropZone, onWear);
  const worn = layered(outfit);

  return (
    <div className={styles.room}>
      <div
        ref={dropZone}
        className={`${styles.stage} ${drag?.over ? styles.stageOver : ''}`}
        data-drop-target={drag ? (drag.over ? 'over' : 'ready') : undefined}
      >
        <div className={styles.doll}>
          <Doll locale={locale} wearing={worn} />
        </div>
        {drag && (
          <p className={styles.dropHint} aria-hidden="true">
            {t('dress.dropHint')}
          </p>
        )}
        <p className={styles.wearing}>
          {worn.length > 0
            ? t('dress.wearingNow', { items: itemList(t, worn) })
            : t('dress.wearingNothing')}
        </p>
      </div>
      <div className={styles.side}>
        <Wardrobe
          locale={locale}
          outfit={outfit}
          focusOnMount
          onToggle={(id, event) => {
            if (!clickEndsDrag(event)) onToggle(id);
          }}
          pointerHandlers={handlers}
        />
        <p role="status" className={styles.status}>
          {status}
        </p>
        <div className={styles.controls}>
          <button
            type="button"
            aria-disabled={!canUndo}
            className={styles.control}
            onClick={onUndo}
          >
            {t('dress.undo')}
          </button>
          <button type="button" className={styles.control} onClick={onReset}>
            {t('dress.reset')}
          </button>
          <button
            type="button"
            className={`${styles.control} ${gameStyles.primary ?? ''}`}
            onClick={onFinish}
          >
            {t('dress.finish')}
          </button>
        </div>
      </div>
      {drag && (
        <div
          className={styles.ghost}
          style={{ left: drag.x, top: drag.y }}
          aria-hidden="true"
          data-dragging={drag.id}
        >
          <ItemIcon id={drag.id} className={styles.ghostIcon} />
        </div>
      )}
    </div>
  );
}
