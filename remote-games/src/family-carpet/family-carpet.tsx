import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { DrawCarpetPicture, FamilyCarpetProps, PartMeta } from '@onam/shared/contracts/parts';
import { PART_CONTRACT_VERSION } from '@onam/shared/contracts/parts';
import { useTranslation } from '@onam/shared/react/locale-context';
import type { BoardEvent } from '../pookalam/board-controller';
import { BoardCanvas } from '../pookalam/board-canvas';
import { CentrepiecePicker, FlowerPalette, MirrorToggle } from '../pookalam/laying-tools';
import { describeEvent, goalText } from '../pookalam/play-wording';
import type { Tool } from '../pookalam/rules';
import styles from '../pookalam/pookalam.module.css';
import { createCarpetBoard } from './carpet-board';
import { carpetPictureBlob } from './carpet-picture';
import { laidCount } from './carpet-cells';
import { familyCarpetScreenMessages } from './messages';

export const meta: PartMeta<'family-carpet'> = {
  kind: 'part',
  id: 'family-carpet',
  contractVersion: PART_CONTRACT_VERSION,
};

/**
 * A family pookalam's board: the carpet the host keeps, drawn with the pookalam's own board, rules
 * of the day and flowers, each flower marked with the ring colour of the member who laid it. A tap,
 * a drag or a key lays the chosen flower (and its partners around the circle) and tells the host
 * the cells and codes; the host's next cells are what the board shows. Read-only, it is a picture.
 */
export default function FamilyCarpet({
  locale,
  options,
  cells,
  rings,
  centrepiece,
  myColour,
  readOnly,
  onBoardSize,
  onLay,
  onPicture,
}: FamilyCarpetProps) {
  const t = useTranslation(familyCarpetScreenMessages, locale);
  const { symmetry, mode, day } = options;
  // One board per rules of the day: a new `options` object with the same rules keeps it.
  const board = useMemo(() => createCarpetBoard({ symmetry, mode, day }), [symmetry, mode, day]);
  useEffect(() => board.listen(onLay), [board, onLay]);
  // The host is told the size when the rules change, not each time its callback is a new one.
  const sizeHeard = useRef(onBoardSize);
  useEffect(() => {
    sizeHeard.current = onBoardSize;
  });
  // The host is handed a way to draw the carpet's picture once per board, painted when it asks
  // from what the board shows then; and told when the board can draw it no longer.
  const pictureHeard = useRef(onPicture);
  useEffect(() => {
    pictureHeard.current = onPicture;
  });
  const wantsPicture = onPicture !== undefined;
  useEffect(() => {
    const tell = pictureHeard.current;
    if (!wantsPicture || !tell) return undefined;
    const draw: DrawCarpetPicture = (caption) => {
      const live = board.store.live();
      return carpetPictureBlob(live.board, live.design, caption);
    };
    tell(draw);
    return () => tell(null);
  }, [board, wantsPicture]);
  const state = useSyncExternalStore(
    board.store.subscribe,
    board.store.getSnapshot,
    board.store.getSnapshot,
  );
  const [tool, setTool] = useState<Tool>('thumba');
  const [mirror, setMirror] = useState(true);
  const [status, setStatus] = useState('');
  const instructionsId = useId();
  const cellCount = state.board.cells.length;

  useEffect(() => {
    sizeHeard.current?.(cellCount);
  }, [cellCount, symmetry, mode, day]);
  // Before the browser paints: the board and the choices never show a carpet but the host's.
  useLayoutEffect(() => {
    board.show(cells, rings, centrepiece, myColour);
  }, [board, cells, rings, centrepiece, myColour]);
  useLayoutEffect(() => {
    board.setMirror(mirror);
  }, [board, mirror]);

  const onBoardEvent = (event: BoardEvent) => {
    if (event.kind === 'stroke') {
      // The visitor's own cells: the board may also have changed under the stroke by others' hands.
      const changed = board.strokeCells();
      if (changed > 0) setStatus(describeEvent(t, board.store.live(), { ...event, changed }));
      return;
    }
    setStatus(describeEvent(t, board.store.live(), event));
  };

  const label = t('familyCarpet.board', { laid: laidCount(state.design), cells: cellCount });
  const canvas = (
    <BoardCanvas
      store={board.store}
      tool={tool}
      label={label}
      describedBy={instructionsId}
      onEvent={onBoardEvent}
      controls={board.controls}
      readOnly={readOnly}
      focusOnMount={false}
    />
  );

  if (readOnly) {
    return (
      <div className={styles.boardColumn} data-part="family-carpet">
        <p className={styles.goal}>{goalText(t, state.options)}</p>
        {canvas}
      </div>
    );
  }
  return (
    <div className={styles.play} data-part="family-carpet">
      <p className={styles.goal}>{goalText(t, state.options)}</p>
      <div className={styles.boardColumn}>
        {canvas}
        <p role="status" aria-live="polite" className={styles.status}>
          {status}
        </p>
      </div>
      <div className={styles.tools}>
        <FlowerPalette t={t} tool={tool} onChoose={setTool} />
        <MirrorToggle t={t} order={symmetry} checked={mirror} onChange={setMirror} />
        <CentrepiecePicker
          t={t}
          value={state.design.centrepiece}
          onChoose={(piece) => {
            board.chooseCentrepiece(piece);
            setStatus(
              t('pookalam.announce.centrepiece', { name: t(`pookalam.centrepiece.${piece}`) }),
            );
          }}
        />
        <p id={instructionsId} className={styles.hint}>
          {t('familyCarpet.instructions')}
        </p>
      </div>
    </div>
  );
}
