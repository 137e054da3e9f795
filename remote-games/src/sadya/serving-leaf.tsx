import type { KeyboardEvent, Ref } from 'react';
import type { Translate } from '@onam/shared/i18n/translator';
import { visuallyHidden } from '@onam/shared/react/ui/visually-hidden';
import { ZONE_IDS, zonePercentBox, type ZoneId } from './leaf';
import type { PortionSpot } from './layout';
import { LeafDrawing } from './leaf-view';
import type { DishId } from './menu';
import { zoneNameKey, type SadyaKey } from './messages';
import styles from './sadya.module.css';

/**
 * The leaf while serving: the drawing with a button over each place (a roving-focus group), and
 * for screen readers what each place already holds.
 */
export function ServingLeaf({
  t,
  ids,
  name,
  list,
  leafRef,
  ringRef,
  zoneRef,
  portions,
  highlight,
  holding,
  zoneFocus,
  dropZone,
  onZone,
  onKeyDown,
}: {
  t: Translate<SadyaKey>;
  /** The screen's `useId`, for the places' descriptions. */
  ids: string;
  name: (dish: DishId) => string;
  list: (words: readonly string[]) => string;
  leafRef: Ref<HTMLDivElement>;
  ringRef: Ref<SVGCircleElement>;
  zoneRef: (zone: ZoneId, element: HTMLButtonElement | null) => void;
  portions: readonly PortionSpot[];
  highlight: PortionSpot | null;
  /** A dish is in the hand or being dragged. */
  holding: boolean;
  zoneFocus: ZoneId;
  dropZone: ZoneId | null;
  onZone: (zone: ZoneId) => void;
  onKeyDown: (event: KeyboardEvent) => void;
}) {
  const servedIn = new Map<ZoneId, DishId[]>();
  for (const spot of portions) {
    servedIn.set(spot.zone, [...(servedIn.get(spot.zone) ?? []), spot.dish]);
  }
  return (
    <div
      ref={leafRef}
      className={`${styles.leaf} ${holding ? styles.holding : ''}`}
      role="group"
      aria-label={t('sadya.leaf.label')}
      onKeyDown={onKeyDown}
    >
      <LeafDrawing
        className={styles.drawing}
        portions={portions}
        showZones
        highlight={highlight}
        ringRef={ringRef}
      />
      {ZONE_IDS.map((zone) => (
        <button
          key={zone}
          ref={(element) => zoneRef(zone, element)}
          type="button"
          data-zone={zone}
          className={`${styles.zone} ${dropZone === zone ? styles.dropTarget : ''}`}
          style={zonePercentBox(zone)}
          tabIndex={zone === zoneFocus ? 0 : -1}
          aria-describedby={`${ids}-zone-${zone}`}
          onClick={() => onZone(zone)}
        >
          <span className={styles.zoneName}>{t(zoneNameKey(zone))}</span>
        </button>
      ))}
      <div className={visuallyHidden}>
        {ZONE_IDS.map((zone) => {
          const here = servedIn.get(zone) ?? [];
          return (
            <span key={zone} id={`${ids}-zone-${zone}`}>
              {here.length > 0
                ? t('sadya.zone.contents', { dishes: list(here.map(name)) })
                : t('sadya.zone.empty')}
            </span>
          );
        })}
      </div>
    </div>
  );
}
