import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import type { Locale } from '@onam/shared/i18n/locale';
import { useTranslation } from '@onam/shared/react/locale-context';
import { ITEM_DRAWINGS, ITEM_ICON_BOX } from '../doll/drawings';
import { GROUPS, itemsInGroup, type Group, type ItemId } from '../doll/items';
import type { Outfit } from '../doll/outfit';
import { itemAboutKey, itemNameKey } from '../doll/item-wording';
import { dressScreenMessages } from './messages';
import styles from './dress.module.css';

/** An item drawn on its own, cropped to where it sits on the doll. */
export function ItemIcon({ id, className }: { id: ItemId; className?: string }) {
  const Drawing = ITEM_DRAWINGS[id];
  return (
    <svg
      className={className}
      viewBox={ITEM_ICON_BOX[id]}
      aria-hidden="true"
      focusable="false"
      data-icon={id}
    >
      <Drawing />
    </svg>
  );
}

export interface ItemPointerHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
  onLostPointerCapture: (event: PointerEvent<HTMLElement>) => void;
}

/**
 * The wardrobe: a tab for each group (arrow keys, Home and End move between tabs) and, in the
 * open tab, a toggle button per item. Its pressed state says whether the doll wears it.
 */
export function Wardrobe({
  locale,
  outfit,
  onToggle,
  pointerHandlers,
  focusOnMount = false,
}: {
  locale: Locale;
  outfit: Outfit;
  onToggle: (id: ItemId, event: MouseEvent<HTMLButtonElement>) => void;
  pointerHandlers: (id: ItemId) => ItemPointerHandlers;
  /** Move focus to the open tab when the wardrobe appears (the visitor just pressed Start). */
  focusOnMount?: boolean;
}) {
  const t = useTranslation(dressScreenMessages, locale);
  const baseId = useId();
  const [open, setOpen] = useState<Group>('garments');
  const tabs = useRef(new Map<Group, HTMLButtonElement>());
  const focusFirst = useRef(focusOnMount);
  useEffect(() => {
    if (focusFirst.current) tabs.current.get(GROUPS[0])?.focus();
  }, []);

  const tabId = (group: Group) => `${baseId}-tab-${group}`;
  const panelId = `${baseId}-panel`;

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = GROUPS.indexOf(open);
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? GROUPS[(index + 1) % GROUPS.length]
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? GROUPS[(index - 1 + GROUPS.length) % GROUPS.length]
          : event.key === 'Home'
            ? GROUPS[0]
            : event.key === 'End'
              ? GROUPS[GROUPS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setOpen(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <div className={styles.wardrobe}>
      <div role="tablist" aria-label={t('dress.wardrobe')} className={styles.tabs}>
        {GROUPS.map((group) => (
          <button
            key={group}
            ref={(element) => {
              if (element) tabs.current.set(group, element);
              else tabs.current.delete(group);
            }}
            type="button"
            role="tab"
            id={tabId(group)}
            aria-selected={open === group}
            aria-controls={panelId}
            tabIndex={open === group ? 0 : -1}
            className={styles.tab}
            onClick={() => setOpen(group)}
            onKeyDown={onTabKeyDown}
          >
            {t(`dress.group.${group}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(open)} className={styles.panel}>
        <ul className={styles.items}>
          {itemsInGroup(open).map(({ id }) => {
            const worn = outfit.includes(id);
            const aboutId = `${baseId}-about-${id}`;
            return (
              <li key={id}>
                <button
                  type="button"
                  className={styles.item}
                  aria-pressed={worn}
                  aria-label={t(itemNameKey(id))}
                  aria-describedby={aboutId}
                  data-item={id}
                  onClick={(event) => onToggle(id, event)}
                  {...pointerHandlers(id)}
                >
                  <ItemIcon id={id} className={styles.itemIcon} />
                  <span className={styles.itemText}>
                    <span className={styles.itemName}>{t(itemNameKey(id))}</span>
                    <span id={aboutId} className={styles.itemAbout}>
                      {t(itemAboutKey(id))}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
