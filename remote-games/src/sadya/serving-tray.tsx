import type { KeyboardEvent, PointerEvent } from 'react';
import type { Translate } from '@onam/shared/i18n/translator';
import type { DishId } from './menu';
import { dishGlossKey, type SadyaKey } from './messages';
import styles from './sadya.module.css';

/**
 * The tray of dishes still to serve: a roving-focus group of toggle buttons, each named by its
 * dish and described by its gloss. Taps, drags and keys go to the handlers as they come.
 */
export function ServingTray({
  t,
  ids,
  name,
  tray,
  tabbableDish,
  held,
  dishRef,
  onKeyDown,
  onDishClick,
  onDishPointerDown,
  onDishPointerMove,
  onDishPointerEnd,
}: {
  t: Translate<SadyaKey>;
  /** The screen's `useId`, for the labels and descriptions. */
  ids: string;
  name: (dish: DishId) => string;
  tray: readonly DishId[];
  tabbableDish: DishId | null;
  held: DishId | null;
  dishRef: (dish: DishId, element: HTMLButtonElement | null) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onDishClick: (dish: DishId) => void;
  onDishPointerDown: (event: PointerEvent<HTMLButtonElement>, dish: DishId) => void;
  onDishPointerMove: (event: PointerEvent<HTMLButtonElement>) => void;
  /** The press ended: let go (`dropped`) or cancelled. */
  onDishPointerEnd: (event: PointerEvent<HTMLButtonElement>, dropped: boolean) => void;
}) {
  const trayHelpId = `${ids}-tray-help`;
  return (
    <div className={styles.trayArea}>
      <p id={trayHelpId} className={styles.trayHelp}>
        {t('sadya.tray.help')}
      </p>
      <div
        role="group"
        aria-label={t('sadya.tray.label')}
        aria-describedby={trayHelpId}
        className={styles.tray}
        onKeyDown={onKeyDown}
      >
        {tray.map((dish) => (
          <button
            key={dish}
            ref={(element) => dishRef(dish, element)}
            type="button"
            data-dish={dish}
            className={styles.dish}
            tabIndex={dish === tabbableDish ? 0 : -1}
            aria-pressed={held === dish}
            aria-labelledby={`${ids}-dish-${dish}`}
            aria-describedby={`${ids}-gloss-${dish}`}
            onClick={() => onDishClick(dish)}
            onPointerDown={(event) => onDishPointerDown(event, dish)}
            onPointerMove={onDishPointerMove}
            onPointerUp={(event) => onDishPointerEnd(event, true)}
            onPointerCancel={(event) => onDishPointerEnd(event, false)}
          >
            <span id={`${ids}-dish-${dish}`} className={styles.dishName}>
              {name(dish)}
            </span>
            <span id={`${ids}-gloss-${dish}`} className={styles.gloss}>
              {t(dishGlossKey(dish))}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
