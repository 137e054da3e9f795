/**
 * The geometry of a round pookalam, with no DOM: a centre disc (cell 0) inside concentric rings,
 * each ring split into segments. Everything is in the board's own space, where the centre is (0,0),
 * the rim is at radius 1 and y points down as on screen. Angles run clockwise from twelve o'clock.
 *
 * Every ring has 16 or 32 segments, both multiples of every symmetry order (4, 8, 16), so the
 * partners of a cell under rotation are always whole cells of the same ring.
 */

declare const space: unique symbol;
/** A point in board space (centre (0,0), rim radius 1). */
export type BoardPoint = { readonly x: number; readonly y: number; readonly [space]: 'board' };
/** A point in CSS pixels from the canvas's top-left corner. */
export type CanvasPoint = { readonly x: number; readonly y: number; readonly [space]: 'canvas' };

export const boardPoint = (x: number, y: number) => ({ x, y }) as BoardPoint;
export const canvasPoint = (x: number, y: number) => ({ x, y }) as CanvasPoint;

export const TAU = Math.PI * 2;
export const MIN_RINGS = 1;
export const MAX_RINGS = 10;
/** Segment counts a ring may have: multiples of the largest symmetry order. */
const NARROW_SEGMENTS = 16;
const WIDE_SEGMENTS = 32;

export interface RingLayout {
  /** 0 is the centre disc, 1 the innermost ring. */
  index: number;
  inner: number;
  outer: number;
  segments: number;
  /** Where segment 0 starts, clockwise from twelve o'clock. */
  offset: number;
  firstCell: number;
}

export interface CellLayout {
  id: number;
  ring: number;
  segment: number;
  inner: number;
  outer: number;
  /** Clockwise from twelve o'clock; end > start. */
  start: number;
  end: number;
  area: number;
}

export interface BoardLayout {
  /** Flower rings, not counting the centre. */
  ringCount: number;
  /** Index 0 is the centre disc. */
  rings: readonly RingLayout[];
  cells: readonly CellLayout[];
  totalArea: number;
  /** The thinnest ring, to sample drags finely enough not to skip cells. */
  minRingWidth: number;
}

/** The centre shrinks as rings are added, so a one-ring Atham carpet is not mostly centre. */
export function centreRadius(ringCount: number): number {
  return 0.3 - 0.016 * ringCount;
}

/**
 * Cells should be roughly 1.5 times as long (around the ring) as they are wide; outer rings get
 * twice the segments of the inner ones once that ratio calls for it.
 */
function segmentsFor(mid: number, width: number): number {
  const ideal = (TAU * mid) / (1.5 * width);
  return ideal < 24 ? NARROW_SEGMENTS : WIDE_SEGMENTS;
}

const boards = new Map<number, BoardLayout>();

/** The layout for a number of rings; built once per ring count and shared (it is immutable). */
export function createBoard(ringCount: number): BoardLayout {
  if (!Number.isInteger(ringCount) || ringCount < MIN_RINGS || ringCount > MAX_RINGS) {
    throw new RangeError(`A pookalam has ${MIN_RINGS} to ${MAX_RINGS} rings, not ${ringCount}`);
  }
  const cached = boards.get(ringCount);
  if (cached) return cached;

  const centre = centreRadius(ringCount);
  const width = (1 - centre) / ringCount;
  const rings: RingLayout[] = [
    { index: 0, inner: 0, outer: centre, segments: 1, offset: 0, firstCell: 0 },
  ];
  const cells: CellLayout[] = [
    {
      id: 0,
      ring: 0,
      segment: 0,
      inner: 0,
      outer: centre,
      start: 0,
      end: TAU,
      area: Math.PI * centre * centre,
    },
  ];
  for (let index = 1; index <= ringCount; index += 1) {
    const inner = centre + (index - 1) * width;
    // The last ring ends exactly on the rim, whatever the rounding.
    const outer = index === ringCount ? 1 : centre + index * width;
    const segments = segmentsFor((inner + outer) / 2, width);
    const step = TAU / segments;
    // Odd rings centre a segment on twelve o'clock, even rings start one there: the cells of
    // neighbouring rings interlock like petals instead of lining up as spokes.
    const offset = index % 2 === 1 ? -step / 2 : 0;
    const firstCell = cells.length;
    rings.push({ index, inner, outer, segments, offset, firstCell });
    const area = (step / 2) * (outer * outer - inner * inner);
    for (let segment = 0; segment < segments; segment += 1) {
      const start = offset + segment * step;
      cells.push({
        id: cells.length,
        ring: index,
        segment,
        inner,
        outer,
        start,
        end: start + step,
        area,
      });
    }
  }
  let totalArea = 0;
  for (const cell of cells) totalArea += cell.area;
  const board: BoardLayout = { ringCount, rings, cells, totalArea, minRingWidth: width };
  boards.set(ringCount, board);
  return board;
}

/** The angle in [0, 2π) clockwise from twelve o'clock. */
export function normaliseAngle(angle: number): number {
  const wrapped = angle % TAU;
  return wrapped < 0 ? wrapped + TAU : wrapped;
}

/** The segment of a ring that contains an angle. */
export function segmentAt(ring: RingLayout, angle: number): number {
  if (ring.segments === 1) return 0;
  const step = TAU / ring.segments;
  return Math.floor(normaliseAngle(angle - ring.offset) / step) % ring.segments;
}

/**
 * The cell under a board-space point given as plain numbers, or -1 off the board. The hot path of
 * a drag calls this many times a frame, so it takes numbers rather than allocating points.
 */
export function cellAtXY(board: BoardLayout, x: number, y: number): number {
  const radius = Math.hypot(x, y);
  if (radius > 1) return -1;
  const { rings } = board;
  let ringIndex = rings.length - 1;
  for (let i = 0; i < rings.length; i += 1) {
    if (radius < (rings[i] as RingLayout).outer) {
      ringIndex = i;
      break;
    }
  }
  const ring = rings[ringIndex] as RingLayout;
  if (ring.segments === 1) return ring.firstCell;
  // atan2(x, -y) measures clockwise from twelve o'clock when y points down.
  return ring.firstCell + segmentAt(ring, Math.atan2(x, -y));
}

/** The cell under a point, or null off the board. */
export function cellAt(board: BoardLayout, point: BoardPoint): number | null {
  const id = cellAtXY(board, point.x, point.y);
  return id < 0 ? null : id;
}

/** Where the board sits in a square canvas of `size` CSS pixels. */
export interface BoardView {
  size: number;
  centre: number;
  radius: number;
}

export function boardView(size: number): BoardView {
  const margin = Math.max(3, size * 0.015);
  return { size, centre: size / 2, radius: Math.max(1, size / 2 - margin) };
}

export function canvasToBoard(view: BoardView, point: CanvasPoint): BoardPoint {
  return boardPoint((point.x - view.centre) / view.radius, (point.y - view.centre) / view.radius);
}

/** The middle of a cell in board space, e.g. where to click to hit it. */
export function cellMiddle(board: BoardLayout, id: number): BoardPoint {
  const cell = cellById(board, id);
  if (cell.ring === 0) return boardPoint(0, 0);
  const radius = (cell.inner + cell.outer) / 2;
  const angle = (cell.start + cell.end) / 2;
  return boardPoint(Math.sin(angle) * radius, -Math.cos(angle) * radius);
}

export function boardToCanvas(view: BoardView, point: BoardPoint): CanvasPoint {
  return canvasPoint(view.centre + point.x * view.radius, view.centre + point.y * view.radius);
}

export function cellById(board: BoardLayout, id: number): CellLayout {
  const cell = board.cells[id];
  if (!cell) throw new RangeError(`No cell ${id} on a board of ${board.cells.length} cells`);
  return cell;
}

export function cellIdOf(board: BoardLayout, ring: number, segment: number): number {
  const layout = board.rings[ring];
  if (!layout || !Number.isInteger(segment) || segment < 0 || segment >= layout.segments) {
    throw new RangeError(`No cell at ring ${ring}, segment ${segment}`);
  }
  return layout.firstCell + segment;
}

const orbitCache = new WeakMap<BoardLayout, Map<number, readonly (readonly number[])[]>>();

/**
 * For each cell, the cells it maps to under rotation by multiples of 1/order of a turn (itself
 * included, itself first). The centre is its own only partner. Built once per board and order.
 */
export function orbits(board: BoardLayout, order: number): readonly (readonly number[])[] {
  let byOrder = orbitCache.get(board);
  if (!byOrder) {
    byOrder = new Map();
    orbitCache.set(board, byOrder);
  }
  const cached = byOrder.get(order);
  if (cached) return cached;
  const result = board.cells.map((cell) => {
    const ring = board.rings[cell.ring] as RingLayout;
    if (ring.segments === 1) return [cell.id];
    if (ring.segments % order !== 0) {
      throw new RangeError(`${ring.segments} segments cannot hold ${order}-fold symmetry`);
    }
    const shift = ring.segments / order;
    const partners: number[] = [];
    for (let j = 0; j < order; j += 1) {
      partners.push(ring.firstCell + ((cell.segment + j * shift) % ring.segments));
    }
    return partners;
  });
  byOrder.set(order, result);
  return result;
}

export type CursorMove = 'clockwise' | 'anticlockwise' | 'outward' | 'inward';

/**
 * The cell a keyboard cursor reaches from `id`. Going round wraps; going in or out keeps the angle
 * the visitor was travelling along (`angle`, clockwise from twelve o'clock), so moving out and back
 * in returns to the same cell even where rings have different segment counts.
 */
export function moveCursor(
  board: BoardLayout,
  id: number,
  move: CursorMove,
  angle: number,
): { cell: number; angle: number } {
  const cell = cellById(board, id);
  const ring = board.rings[cell.ring] as RingLayout;
  if (move === 'clockwise' || move === 'anticlockwise') {
    if (ring.segments === 1) return { cell: id, angle };
    const delta = move === 'clockwise' ? 1 : ring.segments - 1;
    const next = cellById(board, ring.firstCell + ((cell.segment + delta) % ring.segments));
    return { cell: next.id, angle: normaliseAngle((next.start + next.end) / 2) };
  }
  const target = cell.ring + (move === 'outward' ? 1 : -1);
  const targetRing = board.rings[target];
  if (!targetRing) return { cell: id, angle };
  // Where a cell's middle falls on a boundary of the next ring (the rings interlock), a hair
  // clockwise picks the same neighbour every time instead of leaving it to rounding.
  return { cell: targetRing.firstCell + segmentAt(targetRing, angle + 1e-9), angle };
}
