import { cellIdOf, orbits } from '../board';
import {
  HISTORY_LIMIT,
  canRedo,
  canUndo,
  changedCells,
  clearBoard,
  erase,
  fill,
  kindsWanted,
  startPookalam,
  paint,
  redo,
  ringsFor,
  setCentrepiece,
  setMirror,
  targetsOf,
  undo,
  type PookalamOptions,
} from '../rules';

const free8: PookalamOptions = { symmetry: 8, mode: 'free', day: 1 };
const filled = (cells: readonly unknown[]) => cells.filter((cell) => cell !== null).length;

describe('startPookalam', () => {
  it('starts with an empty board, no centrepiece, mirroring on and no history', () => {
    const state = startPookalam(free8);
    expect(state.board.ringCount).toBe(8);
    expect(state.design.cells).toHaveLength(state.board.cells.length);
    expect(filled(state.design.cells)).toBe(0);
    expect(state.design.centrepiece).toBe('none');
    expect(state.mirror).toBe(true);
    expect(canUndo(state)).toBe(false);
    expect(canRedo(state)).toBe(false);
  });

  it.each([1, 3, 10])(
    'day %i of the festival has that many rings and asks for that many kinds',
    (day) => {
      const options: PookalamOptions = { symmetry: 4, mode: 'day', day };
      expect(ringsFor(options)).toBe(day);
      expect(kindsWanted(options)).toBe(day);
      expect(startPookalam(options).board.ringCount).toBe(day);
    },
  );

  it('rejects options outside the game', () => {
    expect(() => startPookalam({ ...free8, symmetry: 6 as 8 })).toThrow(RangeError);
    expect(() => startPookalam({ ...free8, mode: 'day', day: 0 })).toThrow(RangeError);
    expect(() => startPookalam({ ...free8, mode: 'day', day: 11 })).toThrow(RangeError);
    expect(() => startPookalam({ ...free8, mode: 'square' as 'free' })).toThrow(RangeError);
  });
});

describe('fill with radial symmetry', () => {
  it.each([4, 8, 16] as const)('%i-fold: one fill lays the cell and its partners', (symmetry) => {
    const state = startPookalam({ ...free8, symmetry });
    const cell = cellIdOf(state.board, 2, 3);
    const next = fill(state, cell, 'chethi');
    expect(filled(next.design.cells)).toBe(symmetry);
    for (const partner of orbits(state.board, symmetry)[cell] ?? []) {
      expect(next.design.cells[partner]).toBe('chethi');
    }
    expect(state.design.cells[cell]).toBeNull(); // the old state is untouched
  });

  it('16-fold on a ring of 16 segments fills the whole ring', () => {
    const state = startPookalam({ ...free8, symmetry: 16 });
    const next = fill(state, cellIdOf(state.board, 1, 0), 'thumba');
    const ring = state.board.rings[1];
    expect(ring?.segments).toBe(16);
    expect(filled(next.design.cells)).toBe(16);
  });

  it('the centre is its own only partner', () => {
    const next = fill(startPookalam(free8), 0, 'jamanthi');
    expect(filled(next.design.cells)).toBe(1);
    expect(next.design.cells[0]).toBe('jamanthi');
  });

  it('with mirroring off a fill lays one cell only', () => {
    const state = setMirror(startPookalam(free8), false);
    expect(targetsOf(state, 5)).toEqual([5]);
    expect(filled(fill(state, 5, 'tulasi').design.cells)).toBe(1);
  });

  it('turning mirroring off and on is not an undo step', () => {
    const state = setMirror(startPookalam(free8), false);
    expect(canUndo(state)).toBe(false);
    expect(setMirror(state, false)).toBe(state);
  });

  it('erase clears the cell and its partners', () => {
    const state = fill(startPookalam(free8), 9, 'kakkapoovu');
    const erased = erase(state, 9);
    expect(filled(erased.design.cells)).toBe(0);
    expect(changedCells(state.design, erased.design)).toBe(8);
  });

  it('a fill that changes nothing returns the same state and adds no undo step', () => {
    const state = fill(startPookalam(free8), 9, 'kakkapoovu');
    expect(fill(state, 9, 'kakkapoovu')).toBe(state);
    expect(erase(startPookalam(free8), 9).past).toHaveLength(0);
  });

  it('rejects cells that are not on the board', () => {
    const state = startPookalam(free8);
    expect(() => fill(state, -1, 'thumba')).toThrow(RangeError);
    expect(() => fill(state, state.board.cells.length, 'thumba')).toThrow(RangeError);
  });
});

describe('strokes, undo and redo', () => {
  it('fills of one stroke merge into one undo step', () => {
    let state = startPookalam(free8);
    state = paint(state, [1], 'chethi', 1);
    state = paint(state, [2, 3], 'chethi', 1);
    state = paint(state, [4], 'chethi', 1);
    expect(state.past).toHaveLength(1);
    state = paint(state, [20], 'tulasi', 2);
    expect(state.past).toHaveLength(2);
    const undone = undo(state);
    expect(undone.design.cells[20]).toBeNull();
    expect(undone.design.cells[1]).toBe('chethi');
    const twice = undo(undone);
    expect(filled(twice.design.cells)).toBe(0);
    expect(canUndo(twice)).toBe(false);
  });

  it('redo brings back what undo took, and a new fill clears the redo list', () => {
    const one = fill(startPookalam(free8), 1, 'chethi');
    const undone = undo(one);
    expect(canRedo(undone)).toBe(true);
    expect(redo(undone).design).toBe(one.design);
    const branched = fill(undone, 30, 'thumba');
    expect(canRedo(branched)).toBe(false);
  });

  it('after an undo, a fill with the old stroke id starts a new step', () => {
    let state = paint(startPookalam(free8), [1], 'chethi', 7);
    state = undo(state);
    state = paint(state, [1], 'chethi', 7);
    expect(state.past).toHaveLength(1);
  });

  it('undo and redo with nothing to do return the same state', () => {
    const state = startPookalam(free8);
    expect(undo(state)).toBe(state);
    expect(redo(state)).toBe(state);
  });

  it(`keeps at most ${HISTORY_LIMIT} undo steps`, () => {
    let state = setMirror(startPookalam({ ...free8, symmetry: 4 }), false);
    for (let i = 0; i < HISTORY_LIMIT + 20; i += 1) {
      state = fill(state, 1 + (i % 100), i % 2 ? 'thumba' : 'chethi');
    }
    expect(state.past).toHaveLength(HISTORY_LIMIT);
  });
});

describe('centrepiece and clearing', () => {
  it('setting a centrepiece is undoable and leaves the flowers alone', () => {
    const laid = fill(startPookalam(free8), 3, 'chethi');
    const lamp = setCentrepiece(laid, 'nilavilakku');
    expect(lamp.design.centrepiece).toBe('nilavilakku');
    expect(lamp.design.cells).toBe(laid.design.cells);
    expect(undo(lamp).design.centrepiece).toBe('none');
    expect(setCentrepiece(lamp, 'nilavilakku')).toBe(lamp);
  });

  it('clearing empties the board in one undoable step', () => {
    const laid = setCentrepiece(fill(startPookalam(free8), 3, 'chethi'), 'lotus');
    const cleared = clearBoard(laid);
    expect(filled(cleared.design.cells)).toBe(0);
    expect(cleared.design.centrepiece).toBe('none');
    expect(undo(cleared).design).toBe(laid.design);
    expect(clearBoard(cleared)).toBe(cleared);
  });
});
