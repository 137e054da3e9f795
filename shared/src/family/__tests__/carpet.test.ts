/** @jest-environment node */
import {
  BARE,
  compareStrokes,
  foldCarpet,
  STROKE_MAX_CELLS,
  strokesOf,
  type OrderedStroke,
} from '../carpet';

const stroke = (
  id: string,
  at: number | null,
  cells: number[],
  codes: string,
  more: Partial<OrderedStroke> = {},
): OrderedStroke => ({ id, by: id.split('-')[0] ?? id, at, cells, codes, ...more });

describe("the server's order", () => {
  it('puts strokes by the server’s time, then by id when two share a time', () => {
    const early = stroke('aaaa-1', 1000, [0], 'a');
    const lateB = stroke('bbbb-1', 2000, [0], 'b');
    const lateA = stroke('aaaa-2', 2000, [0], 'a');
    expect([lateB, early, lateA].sort(compareStrokes).map((s) => s.id)).toEqual([
      'aaaa-1',
      'aaaa-2',
      'bbbb-1',
    ]);
  });

  it('puts this device’s pending strokes after every stamped one, in the device’s own order', () => {
    const stamped = stroke('bbbb-1', 9_999_999, [0], 'b');
    const second = stroke('aaaa-8', null, [0], 'a', { localOrder: 8 });
    const first = stroke('aaaa-7', null, [0], 'a', { localOrder: 7 });
    expect([second, first, stamped].sort(compareStrokes).map((s) => s.id)).toEqual([
      'bbbb-1',
      'aaaa-7',
      'aaaa-8',
    ]);
  });
});

describe('the carpet the strokes make', () => {
  it('gives a cell laid twice at once to the later stroke, whichever arrived first', () => {
    const anu = stroke('anu-1', 1000, [3], 'a');
    const biju = stroke('biju-1', 1001, [3], 'b');
    const onOnePhone = foldCarpet([anu, biju], 5);
    const onTheOther = foldCarpet([biju, anu], 5);
    expect(onOnePhone).toEqual(onTheOther);
    expect(onOnePhone.cells[3]).toBe('b');
    expect(onOnePhone.laidBy[3]).toBe('biju');
  });

  it('lays a device’s pending stroke over every stamped one', () => {
    const pending = stroke('anu-2', null, [0], 'a', { localOrder: 2 });
    const stamped = stroke('biju-1', 5000, [0], 'b');
    expect(foldCarpet([pending, stamped], 1).cells).toEqual(['a']);
  });

  it('within one stroke, lets a later cell win, and sweeping leaves the cell nobody’s', () => {
    const carpet = foldCarpet(
      [stroke('anu-1', 1, [0, 1, 0], 'aab'), stroke('biju-1', 2, [1], BARE)],
      2,
    );
    expect(carpet.cells).toEqual(['b', BARE]);
    expect(carpet.laidBy).toEqual(['anu', null]);
  });

  it('skips cells off the board and codes that are not a cell’s, without throwing', () => {
    const carpet = foldCarpet(
      [stroke('anu-1', 1, [-1, 2, 1.5, 9, 0, 1], 'aaaaAa'), stroke('biju-1', 2, [2], '')],
      3,
    );
    expect(carpet.cells).toEqual([BARE, 'a', 'a']);
    expect(carpet.laidBy).toEqual([null, 'anu', 'anu']);
  });

  it('keeps the latest centrepiece, and the one it starts with when none was set', () => {
    expect(foldCarpet([], 1).centrepiece).toBe('none');
    const carpet = foldCarpet(
      [
        stroke('biju-1', 2, [0], 'a', { centrepiece: 'lamp' }),
        stroke('anu-1', 1, [0], 'a', { centrepiece: 'kindi' }),
      ],
      1,
    );
    expect(carpet.centrepiece).toBe('lamp');
  });
});

describe('cells laid one after another, cut into strokes', () => {
  it('cuts at the stroke’s limit and keeps the order they were laid in', () => {
    const laid = Array.from({ length: STROKE_MAX_CELLS * 2 + 1 }, (_, cell) => ({
      cell,
      code: cell % 2 === 0 ? 'a' : 'b',
    }));
    const strokes = strokesOf(laid);
    expect(strokes.map((s) => s.cells.length)).toEqual([32, 32, 1]);
    expect(strokes[0]?.cells[0]).toBe(0);
    expect(strokes[1]?.cells[0]).toBe(32);
    expect(strokes[2]).toEqual({ cells: [64], codes: 'a' });
    expect(strokes[0]?.codes).toBe('ab'.repeat(16));
  });

  it('makes no stroke of nothing', () => {
    expect(strokesOf([])).toEqual([]);
  });
});
