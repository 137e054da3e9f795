/**
 * The rules of laying a pookalam, as pure functions over immutable state: what a fill changes,
 * radial symmetry, the centrepiece, and undo/redo. No React, no DOM, no sentences: the view turns
 * ids and numbers into words.
 *
 * - Free design: a board of FREE_RINGS rings. Day mode follows the tradition: day N of the festival
 *   (1 Atham … 10 Thiruvonam) has N rings and asks for N kinds of flower.
 * - With "repeat around the circle" on (the default), a fill also fills the cell's partners under
 *   rotation by 1/order of a turn, so the carpet stays symmetric by itself. Off, each cell is laid
 *   alone and symmetry has to be earned (the scoring checks it either way).
 * - One undo step per stroke: every fill of one drag shares a stroke id and merges into one step.
 */
import type { GameRules } from '@onam/shared/contracts/game-kit';
import { createBoard, orbits, type BoardLayout } from './board';
import { FESTIVAL_DAYS, type Centrepiece, type FlowerId } from './flowers';

export const SYMMETRIES = [4, 8, 16] as const;
export type Symmetry = (typeof SYMMETRIES)[number];
export type Mode = 'free' | 'day';
export const FREE_RINGS = 8;
export const HISTORY_LIMIT = 100;

export interface PookalamOptions {
  symmetry: Symmetry;
  mode: Mode;
  /** The festival day, 1..10; only used in day mode. */
  day: number;
}

export const DEFAULT_OPTIONS: PookalamOptions = { symmetry: 8, mode: 'free', day: 1 };

/** A flower, or null for bare floor (the eraser lays null). */
export type Tool = FlowerId | null;

export interface Design {
  /** One entry per cell of the board, indexed by cell id; 0 is the centre disc. */
  readonly cells: readonly Tool[];
  readonly centrepiece: Centrepiece;
}

export interface PookalamState {
  readonly options: PookalamOptions;
  readonly board: BoardLayout;
  /** Whether a fill is repeated at its partners around the circle. */
  readonly mirror: boolean;
  readonly design: Design;
  readonly past: readonly Design[];
  readonly future: readonly Design[];
  /** The stroke that made `design`, so later fills of the same drag merge into its undo step. */
  readonly stroke: number | null;
}

export function isSymmetry(value: unknown): value is Symmetry {
  return (SYMMETRIES as readonly unknown[]).includes(value);
}

export function ringsFor(options: PookalamOptions): number {
  return options.mode === 'day' ? options.day : FREE_RINGS;
}

/** The kinds of flower the carpet asks for: one per ring, as on day N of the festival. */
export function kindsWanted(options: PookalamOptions): number {
  return ringsFor(options);
}

export function validateOptions(options: PookalamOptions): PookalamOptions {
  if (!isSymmetry(options.symmetry)) {
    throw new RangeError(`Symmetry must be 4, 8 or 16, not ${String(options.symmetry)}`);
  }
  if (options.mode !== 'free' && options.mode !== 'day') {
    throw new RangeError(`Unknown mode ${String(options.mode)}`);
  }
  if (!Number.isInteger(options.day) || options.day < 1 || options.day > FESTIVAL_DAYS.length) {
    throw new RangeError(`The festival has days 1 to ${FESTIVAL_DAYS.length}, not ${options.day}`);
  }
  return options;
}

export function startPookalam(options: PookalamOptions, mirror = true): PookalamState {
  validateOptions(options);
  const board = createBoard(ringsFor(options));
  return {
    options,
    board,
    mirror,
    design: { cells: new Array<Tool>(board.cells.length).fill(null), centrepiece: 'none' },
    past: [],
    future: [],
    stroke: null,
  };
}

/** A play starts from the options the setup screen chose, laying with "repeat around the circle". */
export const rules = {
  start: (options) => startPookalam(options),
} satisfies GameRules<PookalamOptions, PookalamState>;

/** The cells a fill of `cell` touches: its partners around the circle, or itself alone. */
export function targetsOf(state: PookalamState, cell: number): readonly number[] {
  checkCell(state, cell);
  return state.mirror
    ? (orbits(state.board, state.options.symmetry)[cell] as readonly number[])
    : [cell];
}

function checkCell(state: PookalamState, cell: number): void {
  if (!Number.isInteger(cell) || cell < 0 || cell >= state.board.cells.length) {
    throw new RangeError(`No cell ${cell} on this board`);
  }
}

function commit(state: PookalamState, design: Design, stroke: number | null): PookalamState {
  if (stroke !== null && state.stroke === stroke) return { ...state, design };
  const past = [...state.past, state.design];
  if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT);
  return { ...state, design, past, future: [], stroke };
}

/**
 * Lays `tool` on each of `cells` (and their partners when mirroring). Returns the same state when
 * nothing changes, so a drag over cells already laid adds no empty undo steps. Fills carrying the
 * same `stroke` as the last change merge into its undo step.
 */
export function paint(
  state: PookalamState,
  cells: ArrayLike<number>,
  tool: Tool,
  stroke: number | null = null,
): PookalamState {
  const current = state.design.cells;
  let next: Tool[] | null = null;
  for (let i = 0; i < cells.length; i += 1) {
    const targets = targetsOf(state, cells[i] as number);
    for (const target of targets) {
      if ((next ?? current)[target] !== tool) {
        next ??= current.slice();
        next[target] = tool;
      }
    }
  }
  if (!next) return state;
  return commit(state, { ...state.design, cells: next }, stroke);
}

export function fill(
  state: PookalamState,
  cell: number,
  flower: FlowerId,
  stroke: number | null = null,
): PookalamState {
  return paint(state, [cell], flower, stroke);
}

export function erase(
  state: PookalamState,
  cell: number,
  stroke: number | null = null,
): PookalamState {
  return paint(state, [cell], null, stroke);
}

export function setCentrepiece(state: PookalamState, centrepiece: Centrepiece): PookalamState {
  if (state.design.centrepiece === centrepiece) return state;
  return commit(state, { ...state.design, centrepiece }, null);
}

/** Empties the board in one undoable step. */
export function clearBoard(state: PookalamState): PookalamState {
  const { cells, centrepiece } = state.design;
  if (centrepiece === 'none' && cells.every((cell) => cell === null)) return state;
  return commit(state, { cells: cells.map(() => null), centrepiece: 'none' }, null);
}

/** Mirroring is a way of laying, not part of the picture: it does not enter the history. */
export function setMirror(state: PookalamState, mirror: boolean): PookalamState {
  return state.mirror === mirror ? state : { ...state, mirror };
}

export const canUndo = (state: PookalamState) => state.past.length > 0;
export const canRedo = (state: PookalamState) => state.future.length > 0;

export function undo(state: PookalamState): PookalamState {
  const previous = state.past.at(-1);
  if (!previous) return state;
  return {
    ...state,
    design: previous,
    past: state.past.slice(0, -1),
    future: [state.design, ...state.future],
    stroke: null,
  };
}

export function redo(state: PookalamState): PookalamState {
  const [next, ...future] = state.future;
  if (!next) return state;
  return { ...state, design: next, past: [...state.past, state.design], future, stroke: null };
}

/** How many cells differ between two designs of one board (what a stroke or a key changed). */
export function changedCells(before: Design, after: Design): number {
  let changed = 0;
  for (let i = 0; i < after.cells.length; i += 1) {
    if (before.cells[i] !== after.cells[i]) changed += 1;
  }
  return changed;
}
