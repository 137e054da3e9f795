import { useId, useState, useSyncExternalStore } from 'react';
import type { Locale } from '@onam/shared/i18n/locale';
import { useTranslation } from '@onam/shared/react/locale-context';
import common from '../common/game.module.css';
import type { BoardEvent } from './board-controller';
import { BoardCanvas } from './board-canvas';
import { CentrepiecePicker, FlowerPalette, MirrorToggle } from './laying-tools';
import { describeEvent, goalText } from './play-wording';
import {
  canRedo,
  canUndo,
  clearBoard,
  kindsWanted,
  redo,
  setCentrepiece,
  setMirror,
  undo,
  type PookalamState,
  type Tool,
} from './rules';
import { coverageRatio, percentOf } from './scoring';
import type { PookalamStore } from './store';
import { pookalamScreenMessages } from './messages';
import styles from './pookalam.module.css';

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
      <p className={styles.goal}>{goalText(t, state.options)}</p>
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
        <FlowerPalette t={t} tool={tool} onChoose={setTool} />

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

        <MirrorToggle
          t={t}
          order={order}
          checked={state.mirror}
          onChange={(checked) => apply(setMirror(store.live(), checked))}
        />

        <CentrepiecePicker
          t={t}
          value={state.design.centrepiece}
          onChoose={(piece) =>
            apply(
              setCentrepiece(store.live(), piece),
              t('pookalam.announce.centrepiece', { name: t(`pookalam.centrepiece.${piece}`) }),
            )
          }
        />

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
