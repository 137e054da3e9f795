import { useId, useState, useSyncExternalStore } from 'react';
import type { Locale } from '@onam/shared/i18n/locale';
import { useTranslation } from '@onam/shared/react/locale-context';
import type { Translate } from '@onam/shared/i18n/translator';
import { visuallyHidden } from '@onam/shared/react/ui/visually-hidden';
import common from '../common/game.module.css';
import { cellById, type BoardLayout } from './board';
import type { BoardEvent } from './board-controller';
import { BoardCanvas } from './board-canvas';
import { CENTREPIECES, FESTIVAL_DAYS, FLOWERS, type Centrepiece, type Flower } from './flowers';
import {
  canRedo,
  canUndo,
  clearBoard,
  kindsWanted,
  redo,
  ringsFor,
  setCentrepiece,
  setMirror,
  undo,
  type PookalamState,
  type Tool,
} from './rules';
import { coverageRatio, percentOf } from './scoring';
import type { PookalamStore } from './store';
import { pookalamScreenMessages, type PookalamScreenKey } from './messages';
import styles from './pookalam.module.css';

type T = Translate<PookalamScreenKey>;
const ERASER = 'eraser';

export const flowerName = (t: T, id: Flower['id']) => t(`pookalam.flower.${id}`);

function cellName(t: T, board: BoardLayout, id: number): string {
  const cell = cellById(board, id);
  if (cell.ring === 0) return t('pookalam.cell.centre');
  return t('pookalam.cell.ring', {
    ring: cell.ring,
    rings: board.ringCount,
    segment: cell.segment + 1,
    segments: board.rings[cell.ring]?.segments ?? 0,
  });
}

function contentName(t: T, tool: Tool): string {
  return tool ? flowerName(t, tool) : t('pookalam.cell.empty');
}

/** Words for what just happened on the board, for the live region. */
export function describeEvent(t: T, state: PookalamState, event: BoardEvent): string {
  switch (event.kind) {
    case 'cursor':
      return t('pookalam.announce.cell', {
        cell: cellName(t, state.board, event.cell),
        content: contentName(t, state.design.cells[event.cell] ?? null),
      });
    case 'laid': {
      const cell = cellName(t, state.board, event.cell);
      if (event.changed === 0) {
        return t('pookalam.announce.unchanged', { cell, content: contentName(t, event.tool) });
      }
      if (!event.tool) {
        return event.changed === 1
          ? t('pookalam.announce.erasedOne', { cell })
          : t('pookalam.announce.erasedMany', { cell, count: event.changed });
      }
      const flower = flowerName(t, event.tool);
      return event.changed === 1
        ? t('pookalam.announce.laidOne', { cell, flower })
        : t('pookalam.announce.laidMany', { cell, flower, count: event.changed });
    }
    case 'stroke':
      if (!event.tool) return t('pookalam.announce.strokeErased', { count: event.changed });
      return event.changed === 1
        ? t('pookalam.announce.strokeOne', { flower: flowerName(t, event.tool) })
        : t('pookalam.announce.strokeMany', {
            flower: flowerName(t, event.tool),
            count: event.changed,
          });
    case 'undo':
      return t(event.done ? 'pookalam.announce.undo' : 'pookalam.announce.nothingToUndo');
    case 'redo':
      return t(event.done ? 'pookalam.announce.redo' : 'pookalam.announce.nothingToRedo');
  }
}

function Swatch({ flower }: { flower: Flower }) {
  const background =
    flower.texture === 'speckle'
      ? `conic-gradient(${[flower.base, ...flower.accents].join(', ')}, ${flower.base})`
      : `radial-gradient(circle at 35% 35%, ${flower.accents[0] ?? flower.base}, ${flower.base} 70%)`;
  return <span aria-hidden="true" className={styles.swatch} style={{ background }} />;
}

function goalText(t: T, state: PookalamState): string {
  const { options } = state;
  const order = options.symmetry;
  const rings = ringsFor(options);
  if (options.mode === 'free') return t('pookalam.goal.free', { rings, order });
  if (options.day === 1) return t('pookalam.goal.atham', { order });
  const day = FESTIVAL_DAYS[options.day - 1] ?? 'atham';
  return t('pookalam.goal.day', {
    day: options.day,
    name: t(`pookalam.day.${day}`),
    rings,
    order,
  });
}

/** The board and its tools while the visitor lays flowers. */
export function PlayScreen({
  locale,
  store,
  onFinish,
}: {
  locale: Locale;
  store: PookalamStore;
  onFinish: () => void;
}) {
  const t = useTranslation(pookalamScreenMessages, locale);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [tool, setTool] = useState<Tool>('thumba');
  const [status, setStatus] = useState('');
  const instructionsId = useId();
  const paletteName = useId();
  const centreName = useId();

  const apply = (next: PookalamState, message?: string) => {
    store.set(next);
    if (message) setStatus(message);
  };
  const onBoardEvent = (event: BoardEvent) => setStatus(describeEvent(t, store.live(), event));

  const coverage = percentOf(coverageRatio(state.board, state.design));
  const used = new Set(state.design.cells.filter(Boolean)).size;
  const order = state.options.symmetry;

  return (
    <div className={styles.play}>
      <p className={styles.goal}>{goalText(t, state)}</p>
      <div className={styles.boardColumn}>
        <BoardCanvas
          store={store}
          tool={tool}
          label={t('pookalam.board.label')}
          describedBy={instructionsId}
          onEvent={onBoardEvent}
        />
        <p role="status" aria-live="polite" className={styles.status}>
          {status}
        </p>
      </div>

      <div className={styles.tools}>
        <fieldset className={styles.group}>
          <legend>{t('pookalam.palette.label')}</legend>
          <div className={`${styles.chips} ${styles.palette}`}>
            {FLOWERS.map((flower) => (
              <label key={flower.id} className={styles.chip}>
                <input
                  type="radio"
                  className={visuallyHidden}
                  name={paletteName}
                  value={flower.id}
                  checked={tool === flower.id}
                  onChange={() => setTool(flower.id)}
                  aria-describedby={`${paletteName}-${flower.id}`}
                />
                <Swatch flower={flower} />
                <span>{flowerName(t, flower.id)}</span>
              </label>
            ))}
            <label className={styles.chip}>
              <input
                type="radio"
                className={visuallyHidden}
                name={paletteName}
                value={ERASER}
                checked={tool === null}
                onChange={() => setTool(null)}
                aria-describedby={`${paletteName}-${ERASER}`}
              />
              <span aria-hidden="true" className={`${styles.swatch} ${styles.eraser}`} />
              <span>{t('pookalam.tool.eraser')}</span>
            </label>
          </div>
          {/* Descriptions live outside the labels, so each radio's name is just the flower's. */}
          <div hidden>
            {FLOWERS.map((flower) => (
              <span key={flower.id} id={`${paletteName}-${flower.id}`}>
                {t(`pookalam.colour.${flower.id}`)}
              </span>
            ))}
            <span id={`${paletteName}-${ERASER}`}>{t('pookalam.tool.eraserHint')}</span>
          </div>
        </fieldset>

        <div className={common.actions}>
          <button
            type="button"
            disabled={!canUndo(state)}
            onClick={() => apply(undo(store.live()), t('pookalam.announce.undo'))}
          >
            {t('pookalam.undo')}
          </button>
          <button
            type="button"
            disabled={!canRedo(state)}
            onClick={() => apply(redo(store.live()), t('pookalam.announce.redo'))}
          >
            {t('pookalam.redo')}
          </button>
          <button
            type="button"
            onClick={() => apply(clearBoard(store.live()), t('pookalam.announce.cleared'))}
          >
            {t('pookalam.clear')}
          </button>
        </div>

        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={state.mirror}
            onChange={(event) => apply(setMirror(store.live(), event.target.checked))}
          />
          <span>{t('pookalam.mirror', { order })}</span>
        </label>

        <fieldset className={styles.group}>
          <legend>{t('pookalam.centrepiece.label')}</legend>
          <div className={styles.chips}>
            {CENTREPIECES.map((piece: Centrepiece) => (
              <label key={piece} className={styles.chip}>
                <input
                  type="radio"
                  className={visuallyHidden}
                  name={centreName}
                  value={piece}
                  checked={state.design.centrepiece === piece}
                  onChange={() =>
                    apply(
                      setCentrepiece(store.live(), piece),
                      t('pookalam.announce.centrepiece', {
                        name: t(`pookalam.centrepiece.${piece}`),
                      }),
                    )
                  }
                />
                <span>{t(`pookalam.centrepiece.${piece}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className={styles.progressRow}>
          <label className={styles.progressLabel}>
            <span>{t('pookalam.coverage')}</span>
            <progress max={100} value={coverage} aria-valuetext={`${coverage}%`} />
          </label>
          <span>{t('pookalam.coverageValue', { percent: coverage })}</span>
          <span>{t('pookalam.kindsValue', { used, wanted: kindsWanted(state.options) })}</span>
        </div>

        <div className={common.actions}>
          <button type="button" className={common.primary} onClick={onFinish}>
            {t('pookalam.finish')}
          </button>
        </div>
        <p id={instructionsId} className={styles.hint}>
          {t('pookalam.board.instructions')}
        </p>
      </div>
    </div>
  );
}
