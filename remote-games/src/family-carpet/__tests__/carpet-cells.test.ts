import { FAMILY_RING_COLOURS } from '@onam/shared/family/carpet';
import { createBoard, orbits } from '../../pookalam/board';
import { codeOf, toolOfCode } from '../../pookalam/evidence';
import { FLOWER_IDS } from '../../pookalam/flowers';
import { setMirror, startPookalam } from '../../pookalam/rules';
import {
  carpetDesign,
  fillOf,
  laidCount,
  marksWithLaid,
  ringColour,
  ringMarks,
  sameDesign,
} from '../carpet-cells';

const board = createBoard(1); // Atham: the centre and one ring of 16

describe('the codes of the pookalam', () => {
  it('go both ways, one letter a flower and a dot for bare floor', () => {
    for (const id of FLOWER_IDS) expect(toolOfCode(codeOf(id))).toBe(id);
    expect(codeOf('thumba')).toBe('a');
    expect(codeOf(null)).toBe('.');
    expect(toolOfCode('.')).toBeNull();
    for (const code of ['z', 'A', '', 'ab', '?']) expect(toolOfCode(code)).toBeUndefined();
  });
});

describe('carpetDesign', () => {
  it('reads the host’s cells as the game’s design, a short carpet as bare floor beyond it', () => {
    const design = carpetDesign(board, ['a', 'c', '.'], 'lotus');
    expect(design.cells).toHaveLength(17);
    expect(design.cells.slice(0, 4)).toEqual(['thumba', 'chethi', null, null]);
    expect(design.centrepiece).toBe('lotus');
    expect(laidCount(design)).toBe(2);
    expect(carpetDesign(board, [], 'none').cells.every((cell) => cell === null)).toBe(true);
  });

  it('lays no flower for a code it does not know, and no centrepiece it does not have', () => {
    const design = carpetDesign(board, ['z', 'a'], 'fountain');
    expect(design.cells.slice(0, 2)).toEqual([null, 'thumba']);
    expect(design.centrepiece).toBe('none');
  });

  it('leaves cells past the board’s end off it', () => {
    expect(carpetDesign(board, new Array<string>(40).fill('b'), 'none').cells).toHaveLength(17);
  });

  it('knows two designs that show the same carpet', () => {
    const a = carpetDesign(board, ['a'], 'none');
    expect(sameDesign(a, carpetDesign(board, ['a', '.'], 'none'))).toBe(true);
    expect(sameDesign(a, carpetDesign(board, ['b'], 'none'))).toBe(false);
    expect(sameDesign(a, carpetDesign(board, ['a'], 'lotus'))).toBe(false);
  });
});

describe('fillOf', () => {
  const free = startPookalam({ symmetry: 8, mode: 'free', day: 1 });
  const cell = free.board.rings[2]?.firstCell ?? -1;

  it('lays a cell and its partners around the circle, the tapped cell first', () => {
    const laid = fillOf(free, [cell], 'chethi');
    expect(laid).toHaveLength(8);
    expect(laid[0]).toEqual({ cell, code: 'c' });
    expect(laid.map((entry) => entry.cell)).toEqual(orbits(free.board, 8)[cell]);
    expect(new Set(laid.map((entry) => entry.code))).toEqual(new Set(['c']));
  });

  it('lays the cell alone with repeating off', () => {
    expect(fillOf(setMirror(free, false), [cell], 'tulasi')).toEqual([{ cell, code: 'k' }]);
  });

  it('follows a drag in order, each cell once, and sends nothing the carpet already shows', () => {
    const next = free.board.rings[3]?.firstCell ?? -1;
    const laid = fillOf(free, [cell, next, cell], 'thumba');
    expect(laid.map((entry) => entry.cell)).toEqual([
      ...(orbits(free.board, 8)[cell] ?? []),
      ...(orbits(free.board, 8)[next] ?? []),
    ]);
    const onIt = { ...free, design: carpetDesign(free.board, ['.', 'a', 'a'], 'none') };
    expect(fillOf(onIt, [1], 'thumba').map((entry) => entry.cell)).not.toContain(1);
    expect(fillOf(onIt, [1], 'thumba')).toHaveLength(7);
  });

  it('erases with the bare floor’s code, only where a flower lies', () => {
    const design = carpetDesign(free.board, new Array<string>(3).fill('b'), 'none');
    expect(fillOf({ ...free, design }, [1], null)).toEqual([{ cell: 1, code: '.' }]);
    expect(fillOf({ ...free, design }, [0], null)).toEqual([{ cell: 0, code: '.' }]);
  });
});

describe('the members’ marks', () => {
  it('are their ring colours, on cells with a flower only', () => {
    const design = carpetDesign(board, ['a', 'c', '.', 'a'], 'none');
    const marks = ringMarks(design, [0, 3, 2, null]);
    expect(marks.slice(0, 5)).toEqual([
      FAMILY_RING_COLOURS[0].hex,
      FAMILY_RING_COLOURS[3].hex,
      null,
      null,
      null,
    ]);
    expect(ringColour(6)).toBeNull();
    expect(ringColour(null)).toBeNull();
  });

  it('take this member’s colour where they lay, and go where they erase', () => {
    const before = [FAMILY_RING_COLOURS[0].hex, null, FAMILY_RING_COLOURS[2].hex];
    const after = marksWithLaid(
      before,
      [
        { cell: 1, code: 'b' },
        { cell: 2, code: '.' },
      ],
      4,
    );
    expect(after).toEqual([FAMILY_RING_COLOURS[0].hex, FAMILY_RING_COLOURS[4].hex, null]);
    expect(before[1]).toBeNull(); // a new list: the drawn marks are compared by identity
  });
});
