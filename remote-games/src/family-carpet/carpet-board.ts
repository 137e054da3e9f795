/**
 * The family carpet's board between the host and the game's board controller. The host keeps the
 * carpet; this keeps what the board draws: the host's cells and rings, with what this visitor has
 * just laid over them until the host's next cells arrive. The host applies a lay at once (its
 * adapter shows the device's own strokes before the server has them), so that is the next render,
 * and then the host's cells are drawn as they are: no copy of the carpet lives on here. No React.
 */
import type { LaidCell } from '@onam/shared/family/carpet';
import type { BoardControls, LayRule } from '../pookalam/board-controller';
import type { Centrepiece } from '../pookalam/flowers';
import { setMirror, startPookalam, type PookalamOptions } from '../pookalam/rules';
import { createPookalamStore, type PookalamStore } from '../pookalam/store';
import {
  carpetDesign,
  fillOf,
  marksWithLaid,
  ringMarks,
  sameDesign,
  sameMarks,
} from './carpet-cells';

export type SendLay = (laid: readonly LaidCell[], centrepiece?: Centrepiece) => void;

export interface CarpetBoard {
  /** What the controller draws and lays on. */
  readonly store: PookalamStore;
  /** The lay rule that sends each fill to the host, and the members' marks. */
  readonly controls: BoardControls;
  /** The host's carpet: drawn as it is, whatever this board laid before. */
  show(
    cells: readonly string[],
    rings: readonly (number | null)[],
    centrepiece: string,
    myColour: number,
  ): void;
  setMirror(on: boolean): void;
  /** Sets the centrepiece and sends it, with no cells. */
  chooseCentrepiece(piece: Centrepiece): void;
  /** Cells the visitor's stroke going on (or the last one) laid: what its words count. */
  strokeCells(): number;
  /** Who hears of each fill and centrepiece (one at a time); returns the way to stop. */
  listen(send: SendLay): () => void;
}

export function createCarpetBoard(options: PookalamOptions): CarpetBoard {
  const store = createPookalamStore(startPookalam(options));
  let send: SendLay = () => undefined;
  let marks = ringMarks(store.live().design, []);
  const marksHeard = new Set<() => void>();
  const marksNow = (next: (string | null)[]) => {
    marks = next;
    for (const heard of marksHeard) heard();
  };
  let myColour = 0;
  let stroke: number | null = null;
  let strokeCells = 0;

  const lay: LayRule = (state, hits, tool, strokeId) => {
    if (strokeId === null || strokeId !== stroke) strokeCells = 0;
    stroke = strokeId;
    const laid = fillOf(state, hits, tool);
    if (laid.length === 0) return state;
    strokeCells += laid.length;
    const cells = state.design.cells.slice();
    for (const { cell } of laid) cells[cell] = tool;
    // No undo history: a carpet laid together is changed by laying again, not by taking back.
    const next = { ...state, design: { ...state.design, cells } };
    marksNow(marksWithLaid(marks, laid, myColour));
    send(laid);
    // A host that drew its cells while hearing of the fill has them already: they are the carpet.
    return store.live() === state ? next : store.live();
  };

  return {
    store,
    controls: {
      lay,
      marks: () => marks,
      onMarks(changed) {
        marksHeard.add(changed);
        return () => marksHeard.delete(changed);
      },
    },
    show(cells, rings, centrepiece, colour) {
      myColour = colour;
      const live = store.live();
      const design = carpetDesign(live.board, cells, centrepiece);
      const shown = sameDesign(live.design, design) ? live.design : design;
      const nextMarks = ringMarks(shown, rings);
      if (!sameMarks(marks, nextMarks)) marksNow(nextMarks);
      if (shown !== live.design) store.set({ ...live, design: shown });
    },
    setMirror(on) {
      store.set(setMirror(store.live(), on));
    },
    chooseCentrepiece(piece) {
      const live = store.live();
      if (live.design.centrepiece === piece) return;
      store.set({ ...live, design: { ...live.design, centrepiece: piece } });
      send([], piece);
    },
    strokeCells: () => strokeCells,
    listen(listener) {
      send = listener;
      return () => {
        if (send === listener) send = () => undefined;
      };
    },
  };
}
