import {
  MAX_RINGS,
  TAU,
  boardPoint,
  boardToCanvas,
  boardView,
  canvasPoint,
  canvasToBoard,
  cellAt,
  cellById,
  cellIdOf,
  cellMiddle,
  centreRadius,
  createBoard,
  moveCursor,
  orbits,
} from '../board';

describe('createBoard', () => {
  it.each(Array.from({ length: MAX_RINGS }, (_, i) => i + 1))(
    'a board of %i rings has a centre, that many rings and segments of 16 or 32',
    (rings) => {
      const board = createBoard(rings);
      expect(board.ringCount).toBe(rings);
      expect(board.rings).toHaveLength(rings + 1);
      expect(board.rings[0]).toMatchObject({ inner: 0, segments: 1, firstCell: 0 });
      for (const ring of board.rings.slice(1)) expect([16, 32]).toContain(ring.segments);
      expect(board.rings.at(-1)?.outer).toBe(1);
      const expectedCells = 1 + board.rings.slice(1).reduce((sum, ring) => sum + ring.segments, 0);
      expect(board.cells).toHaveLength(expectedCells);
      board.cells.forEach((cell, index) => expect(cell.id).toBe(index));
    },
  );

  it('has no gaps between rings and covers the whole disc by area', () => {
    const board = createBoard(10);
    for (let i = 1; i < board.rings.length; i += 1) {
      expect(board.rings[i]?.inner).toBeCloseTo(board.rings[i - 1]?.outer ?? NaN, 12);
    }
    expect(board.totalArea).toBeCloseTo(Math.PI, 10);
  });

  it('segments grow outward: inner rings are never wider-split than outer ones', () => {
    const board = createBoard(10);
    const counts = board.rings.slice(1).map((ring) => ring.segments);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[0]).toBe(16);
    expect(counts.at(-1)).toBe(32);
  });

  it('shrinks the centre as rings are added', () => {
    expect(centreRadius(1)).toBeGreaterThan(centreRadius(10));
    expect(createBoard(1).rings[0]?.outer).toBeCloseTo(centreRadius(1));
  });

  it('rejects impossible ring counts', () => {
    expect(() => createBoard(0)).toThrow(RangeError);
    expect(() => createBoard(11)).toThrow(RangeError);
    expect(() => createBoard(2.5)).toThrow(RangeError);
  });

  it('shares one layout per ring count', () => {
    expect(createBoard(4)).toBe(createBoard(4));
  });
});

describe('hit-testing', () => {
  const board = createBoard(5);

  it('the centre point is the centre disc; beyond the rim is nothing', () => {
    expect(cellAt(board, boardPoint(0, 0))).toBe(0);
    expect(cellAt(board, boardPoint(0, -1.01))).toBeNull();
    expect(cellAt(board, boardPoint(0.8, 0.8))).toBeNull();
  });

  it('finds every cell at its own middle', () => {
    for (const cell of board.cells) expect(cellAt(board, cellMiddle(board, cell.id))).toBe(cell.id);
  });

  it('ring 1 has segment 0 centred on twelve o’clock and counts clockwise', () => {
    const ring1 = board.rings[1];
    const mid = ((ring1?.inner ?? 0) + (ring1?.outer ?? 0)) / 2;
    expect(cellAt(board, boardPoint(0, -mid))).toBe(cellIdOf(board, 1, 0));
    // A little clockwise (to the right of twelve) is still segment 0; further is segment 1.
    const step = TAU / (ring1?.segments ?? 1);
    const at = (angle: number) => boardPoint(Math.sin(angle) * mid, -Math.cos(angle) * mid);
    expect(cellAt(board, at(step * 0.4))).toBe(cellIdOf(board, 1, 0));
    expect(cellAt(board, at(step * 0.6))).toBe(cellIdOf(board, 1, 1));
    expect(cellAt(board, at(-step * 0.6))).toBe(cellIdOf(board, 1, (ring1?.segments ?? 0) - 1));
  });

  it('converts between canvas pixels and board space', () => {
    const view = boardView(400);
    const middle = canvasToBoard(view, canvasPoint(200, 200));
    expect(middle.x).toBeCloseTo(0);
    expect(middle.y).toBeCloseTo(0);
    const rim = boardToCanvas(view, boardPoint(0, -1));
    expect(rim.x).toBeCloseTo(200);
    expect(rim.y).toBeCloseTo(200 - view.radius);
    const back = canvasToBoard(view, boardToCanvas(view, boardPoint(0.3, -0.4)));
    expect(back.x).toBeCloseTo(0.3);
    expect(back.y).toBeCloseTo(-0.4);
  });

  it('cellIdOf and cellById reject cells that do not exist', () => {
    expect(() => cellIdOf(board, 1, 16)).toThrow(RangeError);
    expect(() => cellIdOf(board, 9, 0)).toThrow(RangeError);
    expect(() => cellById(board, board.cells.length)).toThrow(RangeError);
  });
});

describe('orbits', () => {
  const board = createBoard(10);

  it.each([4, 8, 16])('under %i-fold symmetry a ring cell has that many partners', (order) => {
    const sets = orbits(board, order);
    for (const cell of board.cells.slice(1)) {
      const set = sets[cell.id] ?? [];
      expect(set).toHaveLength(order);
      expect(set[0]).toBe(cell.id);
      expect(new Set(set).size).toBe(order);
      for (const partner of set) expect(board.cells[partner]?.ring).toBe(cell.ring);
    }
    expect(sets[0]).toEqual([0]);
  });

  it('partners are a rotation apart: the same distance from the centre, 1/order of a turn', () => {
    const sets = orbits(board, 4);
    const id = cellIdOf(board, 3, 2);
    const [a, b] = (sets[id] ?? []).map((partner) => cellMiddle(board, partner));
    // A quarter turn clockwise maps (x, y) to (-y, x) with y pointing down.
    expect(b?.x).toBeCloseTo(-(a?.y ?? NaN));
    expect(b?.y).toBeCloseTo(a?.x ?? NaN);
  });

  it('is cached per board and order', () => {
    expect(orbits(board, 8)).toBe(orbits(board, 8));
  });
});

describe('moveCursor', () => {
  const board = createBoard(10);

  it('goes round a ring and wraps', () => {
    const first = cellIdOf(board, 2, 0);
    const last = cellIdOf(board, 2, 15);
    expect(moveCursor(board, first, 'anticlockwise', 0).cell).toBe(last);
    expect(moveCursor(board, last, 'clockwise', 0).cell).toBe(first);
  });

  it('goes out and back in along the same angle, across rings of 16 and 32 segments', () => {
    let position = { cell: cellIdOf(board, 4, 3), angle: 0 };
    position = {
      cell: position.cell,
      angle: (cellById(board, position.cell).start + cellById(board, position.cell).end) / 2,
    };
    const start = position.cell;
    const out = moveCursor(board, start, 'outward', position.angle);
    expect(cellById(board, out.cell).ring).toBe(5);
    expect(board.rings[5]?.segments).toBe(32);
    const back = moveCursor(board, out.cell, 'inward', out.angle);
    expect(back.cell).toBe(start);
  });

  it('stops at the centre and at the rim', () => {
    expect(moveCursor(board, 0, 'inward', 0).cell).toBe(0);
    expect(moveCursor(board, 0, 'clockwise', 0).cell).toBe(0);
    const outer = cellIdOf(board, 10, 0);
    expect(moveCursor(board, outer, 'outward', 0).cell).toBe(outer);
    expect(moveCursor(board, 0, 'outward', 0).cell).toBe(cellIdOf(board, 1, 0));
  });
});
