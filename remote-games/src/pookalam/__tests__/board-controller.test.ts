import { boardToCanvas, boardView, cellIdOf, cellMiddle } from '../board';
import { BoardController, DEFAULT_BOARD_SIZE, type BoardEvent } from '../board-controller';
import { BoardPainter, LiveBoardRenderer } from '../renderer';
import { fill, startPookalam } from '../rules';
import { createPookalamStore, type PookalamStore } from '../store';

const FRAME = 1000 / 60;

/** jsdom has no PointerEvent: a MouseEvent with the pointer's fields stands in for one. */
function pointer(
  type: string,
  x: number,
  y: number,
  { pointerId = 1, pointerType = 'mouse', button = 0 } = {},
) {
  const event = new MouseEvent(type, {
    clientX: x,
    clientY: y,
    button,
    bubbles: true,
    cancelable: true,
  });
  Object.defineProperties(event, {
    pointerId: { value: pointerId },
    pointerType: { value: pointerType },
  });
  return event;
}

describe('BoardController', () => {
  let canvas: HTMLCanvasElement;
  let store: PookalamStore;
  let events: BoardEvent[];
  let controller: BoardController;
  let render: jest.SpyInstance;
  let paintFloor: jest.SpyInstance;
  let paintCell: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    render = jest.spyOn(LiveBoardRenderer.prototype, 'render');
    paintFloor = jest.spyOn(BoardPainter.prototype, 'paintFloor');
    paintCell = jest.spyOn(BoardPainter.prototype, 'paintCell');
    canvas = document.createElement('canvas');
    const sizer = document.createElement('div');
    sizer.append(canvas);
    document.body.append(sizer);
    store = createPookalamStore(startPookalam({ symmetry: 8, mode: 'free', day: 1 }));
    events = [];
    controller = new BoardController(canvas, sizer, store, (event) => events.push(event));
  });

  afterEach(() => {
    controller.destroy();
    document.body.innerHTML = '';
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('sizes the canvas for the pixel ratio and draws the first frame once', () => {
    expect(controller.size).toBe(DEFAULT_BOARD_SIZE);
    expect(canvas.width).toBe(DEFAULT_BOARD_SIZE * Math.min(2, Math.max(1, devicePixelRatio)));
    jest.advanceTimersByTime(FRAME * 10);
    expect(render).toHaveBeenCalledTimes(1);
    expect(paintFloor).toHaveBeenCalledTimes(1);
    expect(paintCell).not.toHaveBeenCalled(); // nothing laid yet
  });

  it('draws only when something changed, and repaints the flowers only when the design did', () => {
    jest.advanceTimersByTime(FRAME * 3);
    render.mockClear();
    jest.advanceTimersByTime(FRAME * 30);
    expect(render).not.toHaveBeenCalled();

    // 8-fold: one fill changes 8 cells, and only those are repainted.
    store.set(fill(store.live(), 5, 'chethi'));
    jest.advanceTimersByTime(FRAME * 5);
    expect(render).toHaveBeenCalledTimes(1);
    expect(paintCell).toHaveBeenCalledTimes(8);
    expect(paintFloor).toHaveBeenCalledTimes(1);

    // The tool changes the hover preview, not the flowers: one frame, no cell repainted.
    controller.setTool('tulasi');
    jest.advanceTimersByTime(FRAME * 5);
    expect(render).toHaveBeenCalledTimes(2);
    expect(paintCell).toHaveBeenCalledTimes(8);
  });

  it('a tap lays at once; a drag’s moves are applied once per frame and end as one stroke', () => {
    controller.setTool('jamanthi');
    const view = boardView(DEFAULT_BOARD_SIZE);
    const board = store.live().board;
    const at = (ring: number) => boardToCanvas(view, cellMiddle(board, cellIdOf(board, ring, 0)));
    const set = jest.spyOn(store, 'set');
    const start = at(1);
    canvas.dispatchEvent(pointer('pointerdown', start.x, start.y));
    expect(set).toHaveBeenCalledTimes(1);
    expect(store.live().design.cells[cellIdOf(board, 1, 0)]).toBe('jamanthi');
    // React is told only when the stroke ends.
    expect(store.getSnapshot().design.cells[cellIdOf(board, 1, 0)]).toBeNull();

    for (let ring = 2; ring <= 8; ring += 1) {
      const point = at(ring);
      canvas.dispatchEvent(pointer('pointermove', point.x, point.y));
    }
    expect(set).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(FRAME * 2);
    expect(set).toHaveBeenCalledTimes(2);
    for (let ring = 1; ring <= 8; ring += 1) {
      expect(store.live().design.cells[cellIdOf(board, ring, 0)]).toBe('jamanthi');
    }

    const end = at(8);
    canvas.dispatchEvent(pointer('pointerup', end.x, end.y));
    expect(store.getSnapshot()).toBe(store.live());
    expect(store.live().past).toHaveLength(1);
    expect(events).toEqual([{ kind: 'stroke', tool: 'jamanthi', changed: 8 * 8 }]);
  });

  it('a quick swipe between two far points still lays every ring on the way', () => {
    controller.setTool('thumba');
    const view = boardView(DEFAULT_BOARD_SIZE);
    canvas.dispatchEvent(pointer('pointerdown', view.centre, view.centre));
    canvas.dispatchEvent(pointer('pointermove', view.centre, view.centre - view.radius * 0.99));
    canvas.dispatchEvent(pointer('pointerup', view.centre, view.centre - view.radius * 0.99));
    const { board, design } = store.live();
    for (let ring = 0; ring <= board.ringCount; ring += 1) {
      const first = board.rings[ring]?.firstCell ?? -1;
      const laid = design.cells.slice(first, first + (board.rings[ring]?.segments ?? 0));
      expect(laid).toContain('thumba');
    }
  });

  it('ignores the right mouse button and a second finger', () => {
    controller.setTool('thumba');
    canvas.dispatchEvent(pointer('pointerdown', 160, 160, { button: 2 }));
    expect(store.live().design.cells[0]).toBeNull();
    canvas.dispatchEvent(pointer('pointerdown', 160, 160, { pointerType: 'touch' }));
    canvas.dispatchEvent(pointer('pointerdown', 160, 60, { pointerId: 2, pointerType: 'touch' }));
    canvas.dispatchEvent(pointer('pointerup', 160, 160, { pointerType: 'touch' }));
    expect(store.live().design.cells[0]).toBe('thumba');
    expect(store.live().design.cells.filter(Boolean)).toHaveLength(1);
  });

  it('keys move the cursor, lay, erase, undo and redo', () => {
    controller.setTool('chethi');
    const key = (name: string, init: KeyboardEventInit = {}) =>
      canvas.dispatchEvent(new KeyboardEvent('keydown', { key: name, cancelable: true, ...init }));
    const board = store.live().board;
    expect(controller.cursor).toBe(cellIdOf(board, 1, 0));
    key('ArrowRight');
    expect(controller.cursor).toBe(cellIdOf(board, 1, 1));
    key('ArrowLeft');
    key('ArrowLeft');
    expect(controller.cursor).toBe(cellIdOf(board, 1, 15));
    key('Home');
    expect(controller.cursor).toBe(0);
    key('End');
    expect(board.cells[controller.cursor]?.ring).toBe(8);
    key('ArrowDown');
    expect(board.cells[controller.cursor]?.ring).toBe(7);
    key('Enter');
    expect(store.getSnapshot().design.cells[controller.cursor]).toBe('chethi');
    key('Delete');
    expect(store.live().design.cells[controller.cursor]).toBeNull();
    key('z', { ctrlKey: true });
    expect(store.live().design.cells[controller.cursor]).toBe('chethi');
    key('y', { ctrlKey: true });
    expect(store.live().design.cells[controller.cursor]).toBeNull();
    expect(events.map((event) => event.kind)).toEqual([
      'cursor',
      'cursor',
      'cursor',
      'cursor',
      'cursor',
      'cursor',
      'laid',
      'laid',
      'undo',
      'redo',
    ]);
    const unhandled = new KeyboardEvent('keydown', { key: 'a', cancelable: true });
    canvas.dispatchEvent(unhandled);
    expect(unhandled.defaultPrevented).toBe(false);
  });

  it('going out across rings and back in returns to the same cell', () => {
    const board = store.live().board;
    const key = (name: string) =>
      canvas.dispatchEvent(new KeyboardEvent('keydown', { key: name, cancelable: true }));
    for (const start of [0, 1, 2, 3, 5, 9, 15]) {
      key('Home');
      key('ArrowUp');
      for (let i = 0; i < start; i += 1) key('ArrowRight');
      const first = controller.cursor;
      for (let i = 1; i < board.ringCount; i += 1) key('ArrowUp');
      expect(board.cells[controller.cursor]?.ring).toBe(board.ringCount);
      for (let i = 1; i < board.ringCount; i += 1) key('ArrowDown');
      expect(controller.cursor).toBe(first);
    }
  });

  it('stops drawing once destroyed', () => {
    jest.advanceTimersByTime(FRAME * 2);
    controller.destroy();
    render.mockClear();
    store.set(fill(store.live(), 5, 'chethi'));
    jest.advanceTimersByTime(FRAME * 5);
    expect(render).not.toHaveBeenCalled();
  });
});
