import { createBoard } from '../board';
import { CENTREPIECES, FLOWERS, FLOWER_IDS, flowerById, isFlowerId } from '../flowers';
import { BoardPainter, LiveBoardRenderer, paintFlowerTile, paintPicture } from '../renderer';
import type { Design } from '../rules';

type MockContext = CanvasRenderingContext2D & {
  __getEvents: () => { type: string; props: Record<string, unknown> }[];
  __clearEvents: () => void;
};

function context(size = 64): MockContext {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  return canvas.getContext('2d') as MockContext;
}

const board = createBoard(6);
const everyFlower: Design = {
  cells: board.cells.map((cell) => FLOWER_IDS[cell.id % FLOWER_IDS.length] ?? null),
  centrepiece: 'none',
};

describe('flowers data', () => {
  it('has a colour for every flower of CONTENT.md, and looks them up by id', () => {
    expect(FLOWERS.map((flower) => flower.id)).toEqual([...FLOWER_IDS]);
    for (const flower of FLOWERS) {
      expect(flower.base).toMatch(/^#[0-9a-f]{6}$/i);
      expect(flower.accents.length).toBeGreaterThan(0);
    }
    expect(flowerById('thumba').base).toBe('#f7f6ee');
    expect(flowerById('konginipoo').texture).toBe('speckle');
    expect(isFlowerId('chethi')).toBe(true);
    expect(isFlowerId('rose')).toBe(false);
    expect(() => flowerById('rose' as 'thumba')).toThrow(RangeError);
  });
});

describe('paintFlowerTile', () => {
  it.each(FLOWER_IDS)('draws %s the same way every time, so beds never shimmer', (id) => {
    const a = context(36);
    const b = context(36);
    paintFlowerTile(a, flowerById(id), 36, 3);
    paintFlowerTile(b, flowerById(id), 36, 3);
    expect(a.__getEvents()).toEqual(b.__getEvents());
    expect(a.__getEvents().length).toBeGreaterThan(2);
  });
});

describe('BoardPainter', () => {
  it('builds its geometry once per size and pixel ratio', () => {
    const painter = new BoardPainter(board);
    expect(painter.resize(300, 2)).toBe(true);
    expect(painter.pixelSize).toBe(600);
    const path = painter.cellPath(5);
    expect(painter.resize(300, 2)).toBe(false);
    expect(painter.cellPath(5)).toBe(path);
    expect(painter.resize(300, 1)).toBe(true);
    expect(painter.cellPath(5)).not.toBe(path);
    expect(() => painter.cellPath(board.cells.length)).toThrow(RangeError);
  });

  it('sets each flower’s texture once per paint, not once per cell', () => {
    const painter = new BoardPainter(board);
    painter.resize(200, 1);
    const ctx = context(200);
    painter.paintDesign(ctx, everyFlower);
    const fills = ctx.__getEvents().filter((event) => event.type === 'fill');
    // The floor, then one fill per laid cell.
    expect(fills.length).toBe(1 + board.cells.length);
    const patterns = ctx.__getEvents().filter((event) => event.type === 'createPattern');
    expect(patterns.length).toBeLessThanOrEqual(FLOWER_IDS.length);
  });
});

describe('paintPicture', () => {
  it.each(CENTREPIECES)('paints a finished carpet with the centrepiece %s', (centrepiece) => {
    const canvas = paintPicture(board, { ...everyFlower, centrepiece }, 256);
    expect(canvas.width).toBe(256);
    expect(canvas.height).toBe(256);
    expect(canvas.toDataURL('image/png')).toMatch(/^data:image\/png/);
  });

  it('paints an empty board', () => {
    const empty: Design = { cells: board.cells.map(() => null), centrepiece: 'none' };
    expect(paintPicture(board, empty, 128).width).toBe(128);
  });
});

describe('LiveBoardRenderer', () => {
  it('repaints only the cells that changed, and nothing when the design did not', () => {
    const canvas = document.createElement('canvas');
    const renderer = new LiveBoardRenderer(canvas, board);
    expect(renderer.resize(240, 1)).toBe(true);
    expect(renderer.resize(240, 1)).toBe(false);
    const paintCell = jest.spyOn(BoardPainter.prototype, 'paintCell');
    const overlay = {
      cursor: 3,
      focused: true,
      hover: 7,
      tool: 'thumba' as const,
      mirror: true,
      order: 8,
    };
    renderer.render(everyFlower, overlay, 1);
    expect(paintCell).toHaveBeenCalledTimes(board.cells.length);
    paintCell.mockClear();
    renderer.render(everyFlower, { ...overlay, cursor: 4 }, 1);
    renderer.render(everyFlower, { ...overlay, mirror: false, tool: null }, 1);
    expect(paintCell).not.toHaveBeenCalled();
    const cells = [...everyFlower.cells];
    cells[9] = null;
    renderer.render({ cells, centrepiece: 'lotus' }, overlay, 1);
    expect(paintCell.mock.calls.map((call) => call[2])).toEqual([0, 9]);
    paintCell.mockRestore();
  });

  it('draws marks over the flowers, repainting only the cells whose mark changed', () => {
    const canvas = document.createElement('canvas');
    const renderer = new LiveBoardRenderer(canvas, board);
    renderer.resize(240, 1);
    const paintCell = jest.spyOn(BoardPainter.prototype, 'paintCell');
    const paintMark = jest.spyOn(BoardPainter.prototype, 'paintMark');
    const overlay = { cursor: -1, focused: false, hover: -1, tool: null, mirror: true, order: 8 };
    const marks = board.cells.map(({ id }) => (id === 4 ? '#0072B2' : null));
    renderer.render(everyFlower, { ...overlay, marks }, 1);
    expect(paintMark.mock.calls.map((call) => call.slice(1))).toEqual([[4, '#0072B2']]);
    paintCell.mockClear();
    paintMark.mockClear();
    renderer.render(everyFlower, { ...overlay, marks: [...marks] }, 1);
    expect(paintCell).not.toHaveBeenCalled();
    const moved = board.cells.map(({ id }) => (id === 5 ? '#D55E00' : null));
    renderer.render(everyFlower, { ...overlay, marks: moved }, 1);
    expect(paintCell.mock.calls.map((call) => [call[2], call[3]])).toEqual([
      [4, null],
      [5, '#D55E00'],
    ]);
    expect(paintMark.mock.calls.map((call) => call.slice(1))).toEqual([[5, '#D55E00']]);
    paintCell.mockRestore();
    paintMark.mockRestore();
  });
});
