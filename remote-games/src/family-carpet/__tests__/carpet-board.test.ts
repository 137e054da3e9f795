import { FAMILY_RING_COLOURS, type LaidCell } from '@onam/shared/family/carpet';
import type { Centrepiece } from '../../pookalam/flowers';
import { createCarpetBoard } from '../carpet-board';

const BLUE = FAMILY_RING_COLOURS[0].hex;
const GREEN = FAMILY_RING_COLOURS[2].hex;

function made() {
  const sent: [readonly LaidCell[], Centrepiece | undefined][] = [];
  const board = createCarpetBoard({ symmetry: 4, mode: 'day', day: 1 });
  board.listen((laid, piece) => sent.push([laid, piece]));
  const lay = board.controls.lay;
  if (!lay) throw new Error('the carpet lays with its own rule');
  const marks = () => board.controls.marks?.() ?? [];
  return { board, sent, lay, marks };
}

describe('createCarpetBoard', () => {
  it('draws the host’s carpet as it is, with each flower’s ring colour', () => {
    const { board, marks } = made();
    board.show(['a', 'c'], [0, 2], 'lotus', 1);
    const { design } = board.store.live();
    expect(design.cells.slice(0, 3)).toEqual(['thumba', 'chethi', null]);
    expect(design.centrepiece).toBe('lotus');
    expect(marks().slice(0, 3)).toEqual([BLUE, GREEN, null]);
  });

  it('sends a fill’s cells and shows them at once with this member’s colour', () => {
    const { board, sent, lay, marks } = made();
    board.show([], [], 'none', 2);
    const state = board.store.live();
    const next = lay(state, [1], 'mukkutti', 1);
    expect(sent).toEqual([
      [
        [
          { cell: 1, code: 'b' },
          { cell: 5, code: 'b' },
          { cell: 9, code: 'b' },
          { cell: 13, code: 'b' },
        ],
        undefined,
      ],
    ]);
    expect(next.design.cells.filter(Boolean)).toHaveLength(4);
    expect(next.past).toEqual([]); // laying together is not taken back
    expect(marks()[5]).toBe(GREEN);
    expect(board.strokeCells()).toBe(4);
    // The same fill again changes nothing and sends nothing.
    expect(lay(next, [1], 'mukkutti', 1)).toBe(next);
    expect(sent).toHaveLength(1);
  });

  it('takes the host’s next cells over what it laid, even if they differ', () => {
    const { board, lay, marks } = made();
    board.show([], [], 'none', 0);
    board.store.set(lay(board.store.live(), [1], 'thumba', 1));
    // Another member's flower won the cell in the server's order.
    board.show(['.', 'c'], [null, 3], 'none', 0);
    expect(board.store.live().design.cells.slice(0, 6)).toEqual([
      null,
      'chethi',
      null,
      null,
      null,
      null,
    ]);
    expect(marks()[1]).toBe(FAMILY_RING_COLOURS[3].hex);
    expect(marks()[5]).toBeNull();
  });

  it('tells the board when the marks change, the carpet the same or not, and only then', () => {
    const { board, lay } = made();
    const heard = jest.fn();
    const stop = board.controls.onMarks?.(heard);
    board.show(['a'], [0], 'none', 0);
    expect(heard).toHaveBeenCalledTimes(1);
    // Another member laid the same flower again: only its ring changes.
    board.show(['a'], [2], 'none', 0);
    expect(heard).toHaveBeenCalledTimes(2);
    board.show(['a'], [2], 'none', 0);
    expect(heard).toHaveBeenCalledTimes(2);
    lay(board.store.live(), [1], 'thumba', 1);
    expect(heard).toHaveBeenCalledTimes(3);
    stop?.();
    board.show(['a'], [1], 'none', 0);
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('keeps the drawn carpet when the host sends the same one again', () => {
    const { board } = made();
    board.show(['a'], [0], 'none', 0);
    const shown = board.store.live();
    board.show(['a', '.'], [0, null], 'none', 0);
    expect(board.store.live()).toBe(shown);
  });

  it('keeps a host’s cells drawn while it heard of the fill', () => {
    const sent: LaidCell[][] = [];
    let show: (cells: string[]) => void = () => undefined;
    const board = createCarpetBoard({ symmetry: 4, mode: 'day', day: 1 });
    board.listen((laid) => {
      sent.push([...laid]);
      show(['.', 'a', '.', '.', '.', 'a', '.', '.', '.', 'a', '.', '.', '.', 'a', '.', '.', 'e']);
    });
    show = (cells) => board.show(cells, [], 'none', 0);
    const lay = board.controls.lay;
    const next = lay?.(board.store.live(), [1], 'thumba', 1);
    expect(next).toBe(board.store.live());
    expect(next?.design.cells[16]).toBe('chendumalli');
    expect(sent).toHaveLength(1);
  });

  it('counts a stroke’s own cells from its first fill, and a key’s alone', () => {
    const { board, lay } = made();
    board.show([], [], 'none', 0);
    let state = lay(board.store.live(), [1], 'thumba', 7);
    state = lay(state, [2], 'thumba', 7);
    expect(board.strokeCells()).toBe(8);
    state = lay(state, [3], 'thumba', 8);
    expect(board.strokeCells()).toBe(4);
    lay(state, [0], 'thumba', null);
    expect(board.strokeCells()).toBe(1);
  });

  it('sends a centrepiece with no cells, once', () => {
    const { board, sent } = made();
    board.chooseCentrepiece('nilavilakku');
    board.chooseCentrepiece('nilavilakku');
    expect(sent).toEqual([[[], 'nilavilakku']]);
    expect(board.store.live().design.centrepiece).toBe('nilavilakku');
  });

  it('tells only the listener it has, and none once it stopped', () => {
    const { board, sent, lay } = made();
    const later: LaidCell[][] = [];
    const stop = board.listen((laid) => later.push([...laid]));
    const state = lay(board.store.live(), [0], 'thumba', 1);
    stop();
    lay(state, [1], 'thumba', 2);
    expect(sent).toEqual([]);
    expect(later).toEqual([[{ cell: 0, code: 'a' }]]);
  });

  it('repeats around the circle unless told not to', () => {
    const { board, sent, lay } = made();
    board.setMirror(false);
    lay(board.store.live(), [1], 'thumba', 1);
    expect(sent[0]?.[0]).toEqual([{ cell: 1, code: 'a' }]);
  });
});
