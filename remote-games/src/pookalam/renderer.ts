/**
 * Imperative canvas drawing of the pookalam, with no React. Drawing happens in device pixels, so the
 * cached geometry (one Path2D per cell, one for the chalk grid) and the flower textures (one
 * CanvasPattern per flower, seeded so they never shimmer) are built once per board size and pixel
 * ratio. The picture of the flowers lives on a layer canvas that is redrawn only when the design
 * changes; each frame that needs it copies the layer and draws the cursor or hover on top.
 */
import { cellMiddle, orbits, TAU, boardView, type BoardLayout, type BoardView } from './board';
import { FLOWERS, type Centrepiece, type Flower, type FlowerId } from './flowers';
import type { Design, Tool } from './rules';

const FLOOR = '#dcc59b';
const FLOOR_EDGE = '#8a6a3a';
const CHALK = 'rgba(92, 64, 33, 0.42)';
const MARK_RIM = '#ffffff';
/** Texture tile size in CSS pixels. */
const TILE = 18;

type Context = CanvasRenderingContext2D;

/** A small deterministic generator, so a flower's texture is the same on every draw. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeCanvas(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  return canvas;
}

/** Draws a motif at (x, y) and wherever it would wrap across the tile's edges. */
function wrapped(
  size: number,
  x: number,
  y: number,
  reach: number,
  draw: (x: number, y: number) => void,
) {
  for (let dx = -1; dx <= 1; dx += 1) {
    for (let dy = -1; dy <= 1; dy += 1) {
      const px = x + dx * size;
      const py = y + dy * size;
      if (px > -reach && px < size + reach && py > -reach && py < size + reach) draw(px, py);
    }
  }
}

function dot(ctx: Context, x: number, y: number, radius: number, colour: string) {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, TAU);
  ctx.fill();
}

function petal(
  ctx: Context,
  x: number,
  y: number,
  rx: number,
  ry: number,
  angle: number,
  colour: string,
) {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, angle, 0, TAU);
  ctx.fill();
}

/** Paints one texture tile of a flower bed, `size` device pixels square. */
export function paintFlowerTile(ctx: Context, flower: Flower, size: number, seed: number): void {
  const random = seeded(seed);
  const unit = size / TILE; // device pixels per CSS pixel of the tile
  const pick = () => flower.accents[Math.floor(random() * flower.accents.length)] as string;
  ctx.fillStyle = flower.base;
  ctx.fillRect(0, 0, size, size);
  switch (flower.texture) {
    case 'florets':
      for (let i = 0; i < 26; i += 1) {
        const x = random() * size;
        const y = random() * size;
        const r = (0.8 + random() * 0.9) * unit;
        const colour = pick();
        wrapped(size, x, y, r, (px, py) => dot(ctx, px, py, r, colour));
      }
      break;
    case 'petals':
      for (let i = 0; i < 22; i += 1) {
        const x = random() * size;
        const y = random() * size;
        const angle = random() * Math.PI;
        const colour = pick();
        wrapped(size, x, y, 3 * unit, (px, py) =>
          petal(ctx, px, py, 2.6 * unit, 1.1 * unit, angle, colour),
        );
      }
      break;
    case 'blossoms':
      for (let i = 0; i < 5; i += 1) {
        const x = random() * size;
        const y = random() * size;
        const turn = random() * TAU;
        const [petalColour, centreColour] = [
          flower.accents[0] ?? flower.base,
          flower.accents.at(-1) ?? flower.base,
        ];
        wrapped(size, x, y, 5 * unit, (px, py) => {
          for (let k = 0; k < 5; k += 1) {
            const a = turn + (k * TAU) / 5;
            petal(
              ctx,
              px + Math.cos(a) * 2 * unit,
              py + Math.sin(a) * 2 * unit,
              1.8 * unit,
              1.1 * unit,
              a,
              petalColour,
            );
          }
          dot(ctx, px, py, 0.8 * unit, centreColour);
        });
      }
      break;
    case 'speckle':
      for (let i = 0; i < 8; i += 1) {
        const x = random() * size;
        const y = random() * size;
        const colour = pick();
        wrapped(size, x, y, 4 * unit, (px, py) => {
          for (let k = 0; k < 6; k += 1) {
            const a = (k * TAU) / 6;
            dot(
              ctx,
              px + Math.cos(a) * 1.7 * unit,
              py + Math.sin(a) * 1.7 * unit,
              0.9 * unit,
              colour,
            );
          }
        });
      }
      break;
    case 'leaves':
      for (let i = 0; i < 7; i += 1) {
        const x = random() * size;
        const y = random() * size;
        const angle = random() * Math.PI;
        const colour = pick();
        wrapped(size, x, y, 4 * unit, (px, py) =>
          petal(ctx, px, py, 3.4 * unit, 1.5 * unit, angle, colour),
        );
      }
      break;
  }
}

function drawNilavilakku(ctx: Context, cx: number, cy: number, r: number) {
  const brass = '#d8a928';
  const shade = '#8a6410';
  ctx.lineWidth = Math.max(1, r * 0.03);
  ctx.strokeStyle = shade;
  ctx.fillStyle = brass;
  // Base, stem with two knobs, the oil plate, and the finial above it.
  ctx.beginPath();
  ctx.moveTo(cx - 0.5 * r, cy + 0.78 * r);
  ctx.lineTo(cx + 0.5 * r, cy + 0.78 * r);
  ctx.lineTo(cx + 0.3 * r, cy + 0.6 * r);
  ctx.lineTo(cx - 0.3 * r, cy + 0.6 * r);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.fillRect(cx - 0.07 * r, cy - 0.22 * r, 0.14 * r, 0.84 * r);
  ctx.strokeRect(cx - 0.07 * r, cy - 0.22 * r, 0.14 * r, 0.84 * r);
  for (const y of [0.1, 0.38]) {
    ctx.beginPath();
    ctx.ellipse(cx, cy + y * r, 0.16 * r, 0.07 * r, 0, 0, TAU);
    ctx.fill();
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.moveTo(cx - 0.62 * r, cy - 0.3 * r);
  ctx.quadraticCurveTo(cx, cy + 0.02 * r, cx + 0.62 * r, cy - 0.3 * r);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(cx - 0.06 * r, cy - 0.3 * r);
  ctx.lineTo(cx, cy - 0.78 * r);
  ctx.lineTo(cx + 0.06 * r, cy - 0.3 * r);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  // Five wicks burning along the plate's rim.
  for (const x of [-0.5, -0.25, 0.25, 0.5]) {
    const fx = cx + x * r;
    const fy = cy - 0.32 * r;
    ctx.fillStyle = '#ff8f00';
    ctx.beginPath();
    ctx.moveTo(fx, fy - 0.3 * r);
    ctx.quadraticCurveTo(fx + 0.12 * r, fy - 0.05 * r, fx, fy);
    ctx.quadraticCurveTo(fx - 0.12 * r, fy - 0.05 * r, fx, fy - 0.3 * r);
    ctx.fill();
    dot(ctx, fx, fy - 0.07 * r, 0.04 * r, '#fff59d');
  }
}

function drawLotus(ctx: Context, cx: number, cy: number, r: number) {
  ctx.lineWidth = Math.max(1, r * 0.02);
  ctx.strokeStyle = '#c2185b';
  for (const [count, length, width, colour, turn] of [
    [8, 0.86, 0.3, '#f48fb1', 0],
    [8, 0.58, 0.24, '#f8bbd0', Math.PI / 8],
  ] as const) {
    for (let k = 0; k < count; k += 1) {
      const a = turn + (k * TAU) / count;
      const px = cx + Math.cos(a) * r * length * 0.5;
      const py = cy + Math.sin(a) * r * length * 0.5;
      ctx.fillStyle = colour;
      ctx.beginPath();
      ctx.ellipse(px, py, r * length * 0.5, r * width, a, 0, TAU);
      ctx.fill();
      ctx.stroke();
    }
  }
  dot(ctx, cx, cy, r * 0.22, '#fbc02d');
  for (let k = 0; k < 8; k += 1) {
    const a = (k * TAU) / 8;
    dot(ctx, cx + Math.cos(a) * r * 0.12, cy + Math.sin(a) * r * 0.12, r * 0.03, '#8d6e00');
  }
}

/** Thrikkakara Appan: flat-topped clay pyramids, daubed with rice-flour batter. */
function drawOnathappan(ctx: Context, cx: number, cy: number, r: number) {
  const figure = (x: number, baseY: number, scale: number) => {
    const h = 1.15 * r * scale;
    const bottom = 0.42 * r * scale;
    const top = 0.13 * r * scale;
    ctx.fillStyle = '#b4472f';
    ctx.strokeStyle = '#6d2515';
    ctx.lineWidth = Math.max(1, r * 0.025);
    ctx.beginPath();
    ctx.moveTo(x - bottom, baseY);
    ctx.lineTo(x + bottom, baseY);
    ctx.lineTo(x + top, baseY - h);
    ctx.lineTo(x - top, baseY - h);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
    for (let band = 1; band <= 3; band += 1) {
      const y = baseY - (h * band) / 4;
      const half = bottom + ((top - bottom) * band) / 4;
      for (let k = -2; k <= 2; k += 1) {
        dot(ctx, x + (k * half) / 2.6, y, Math.max(0.8, r * 0.035 * scale), '#fff8e1');
      }
    }
  };
  figure(cx - 0.52 * r, cy + 0.55 * r, 0.62);
  figure(cx + 0.52 * r, cy + 0.55 * r, 0.62);
  figure(cx, cy + 0.62 * r, 1);
}

export function drawCentrepiece(
  ctx: Context,
  centrepiece: Centrepiece,
  cx: number,
  cy: number,
  r: number,
) {
  ctx.save();
  if (centrepiece === 'nilavilakku') drawNilavilakku(ctx, cx, cy, r);
  else if (centrepiece === 'lotus') drawLotus(ctx, cx, cy, r);
  else if (centrepiece === 'onathappan') drawOnathappan(ctx, cx, cy, r);
  ctx.restore();
}

/** The board's cached geometry and textures for one size, and how to paint a design with them. */
export class BoardPainter {
  private paths: Path2D[] = [];
  private grid: Path2D | null = null;
  private disc: Path2D | null = null;
  private patterns = new Map<FlowerId, CanvasPattern | string>();
  private view: BoardView = boardView(0);
  private ratio = 0;

  constructor(readonly board: BoardLayout) {}

  /** Device pixels across the square canvas. */
  get pixelSize(): number {
    return Math.max(1, Math.round(this.view.size * this.ratio));
  }

  /** Rebuilds the cached geometry when the size or the pixel ratio changed; says whether it did. */
  resize(cssSize: number, pixelRatio: number): boolean {
    if (cssSize === this.view.size && pixelRatio === this.ratio && this.disc) return false;
    this.view = boardView(cssSize);
    this.ratio = pixelRatio;
    this.patterns.clear();
    const s = pixelRatio;
    const c = this.view.centre * s;
    const radius = this.view.radius * s;
    const grid = new Path2D();
    this.paths = this.board.cells.map((cell) => {
      const path = new Path2D();
      if (cell.ring === 0) {
        path.arc(c, c, cell.outer * radius, 0, TAU);
        return path;
      }
      const a0 = cell.start - Math.PI / 2;
      const a1 = cell.end - Math.PI / 2;
      path.arc(c, c, cell.outer * radius, a0, a1);
      path.arc(c, c, cell.inner * radius, a1, a0, true);
      path.closePath();
      grid.moveTo(c + Math.cos(a0) * cell.inner * radius, c + Math.sin(a0) * cell.inner * radius);
      grid.lineTo(c + Math.cos(a0) * cell.outer * radius, c + Math.sin(a0) * cell.outer * radius);
      return path;
    });
    for (const ring of this.board.rings.slice(0, -1)) {
      grid.moveTo(c + ring.outer * radius, c);
      grid.arc(c, c, ring.outer * radius, 0, TAU);
    }
    this.grid = grid;
    const disc = new Path2D();
    disc.arc(c, c, radius, 0, TAU);
    this.disc = disc;
    return true;
  }

  cellPath(id: number): Path2D {
    const path = this.paths[id];
    if (!path) throw new RangeError(`No path for cell ${id}`);
    return path;
  }

  /** The fill for a flower bed (a texture, or its plain colour where patterns are unavailable). */
  styleFor(ctx: Context, id: FlowerId): CanvasPattern | string {
    const cached = this.patterns.get(id);
    if (cached) return cached;
    const index = FLOWERS.findIndex((flower) => flower.id === id);
    const flower = FLOWERS[index] as Flower;
    const size = Math.max(4, Math.round(TILE * this.ratio));
    const tile = makeCanvas(size, size);
    const tileContext = tile.getContext('2d');
    let style: CanvasPattern | string = flower.base;
    if (tileContext) {
      paintFlowerTile(tileContext, flower, size, index + 1);
      style = ctx.createPattern(tile, 'repeat') ?? flower.base;
    }
    this.patterns.set(id, style);
    return style;
  }

  /** Bare floor under the whole carpet; clears the canvas first. */
  paintFloor(ctx: Context): void {
    if (!this.disc) return;
    const size = this.pixelSize;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, size, size);
    ctx.fillStyle = FLOOR;
    ctx.fill(this.disc);
  }

  /**
   * One cell with its flower, or bare floor; the centre carries its centrepiece on top, and a
   * marked cell its mark over all.
   */
  paintCell(ctx: Context, design: Design, id: number, mark: string | null = null): void {
    const flower = design.cells[id] ?? null;
    ctx.fillStyle = flower ? this.styleFor(ctx, flower) : FLOOR;
    ctx.fill(this.cellPath(id));
    if (id === 0 && design.centrepiece !== 'none') {
      const c = this.view.centre * this.ratio;
      const r = (this.board.rings[0]?.outer ?? 0) * this.view.radius * this.ratio * 0.92;
      drawCentrepiece(ctx, design.centrepiece, c, c, r);
    }
    if (mark) this.paintMark(ctx, id, mark);
  }

  /**
   * A bead of `colour` in a white rim at the cell's middle: who laid the cell. The rim keeps it
   * apart from any flower, white thumba and blue shankupushpam alike; it stays inside the cell,
   * so repainting the cell alone takes it away.
   */
  paintMark(ctx: Context, id: number, colour: string): void {
    const cell = this.board.cells[id];
    if (!cell) return;
    const scale = this.view.radius * this.ratio;
    const middle = cellMiddle(this.board, id);
    const x = this.view.centre * this.ratio + middle.x * scale;
    const y = this.view.centre * this.ratio + middle.y * scale;
    const across = cell.ring === 0 ? cell.outer : cell.outer - cell.inner;
    const along = cell.ring === 0 ? cell.outer : (cell.end - cell.start) * cell.inner;
    const radius = Math.min(
      Math.max(Math.min(across, along) * scale * 0.2, 2 * this.ratio),
      5 * this.ratio,
    );
    dot(ctx, x, y, radius + 1.5 * this.ratio, MARK_RIM);
    dot(ctx, x, y, radius, colour);
  }

  /** The chalk lines between cells and the rim; drawn over the flowers. */
  paintGrid(ctx: Context): void {
    const { disc, grid } = this;
    if (!disc || !grid) return;
    ctx.lineWidth = Math.max(1, this.ratio);
    ctx.strokeStyle = CHALK;
    ctx.stroke(grid);
    ctx.lineWidth = 2 * this.ratio;
    ctx.strokeStyle = FLOOR_EDGE;
    ctx.stroke(disc);
  }

  /** Paints the whole design: floor, laid cells, centrepiece, chalk lines and rim. */
  paintDesign(ctx: Context, design: Design): void {
    this.paintFloor(ctx);
    // One style change per flower rather than per cell.
    for (const flower of FLOWERS) {
      let styled = false;
      for (let id = 0; id < design.cells.length; id += 1) {
        if (design.cells[id] !== flower.id) continue;
        if (!styled) {
          ctx.fillStyle = this.styleFor(ctx, flower.id);
          styled = true;
        }
        ctx.fill(this.paths[id] as Path2D);
      }
    }
    if (design.centrepiece !== 'none') this.paintCell(ctx, design, 0);
    this.paintGrid(ctx);
  }
}

/**
 * A colour on each cell of the board, or null for none: who laid it, on a carpet laid by several
 * people.
 */
export type CellMarks = readonly (string | null)[];

/** What the live board shows over the design. */
export interface Overlay {
  /** The keyboard cursor's cell, shown while the board has focus; -1 for none. */
  cursor: number;
  focused: boolean;
  /** The cell under a hovering mouse (not during a drag); -1 for none. */
  hover: number;
  tool: Tool;
  mirror: boolean;
  order: number;
  marks?: CellMarks | null;
}

const NO_DASH: number[] = [];

/**
 * The visible canvas, composed each frame that needs it from two cached layers and the overlay:
 * the flowers (repainted cell by cell, only where the design changed) and the chalk grid (painted
 * once per size). Copying a layer is cheap; stroking hundreds of cells is not, even on a fast
 * phone, so strokes never happen during a drag.
 */
export class LiveBoardRenderer {
  private painter: BoardPainter;
  private flowers: { canvas: HTMLCanvasElement; ctx: Context } | null = null;
  private grid: HTMLCanvasElement | null = null;
  private drawn: Design | null = null;
  private drawnMarks: CellMarks | null = null;
  private dash = NO_DASH;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    board: BoardLayout,
  ) {
    this.painter = new BoardPainter(board);
  }

  get board(): BoardLayout {
    return this.painter.board;
  }

  /** Resizes the canvas's backing store; returns true when a redraw is needed. */
  resize(cssSize: number, pixelRatio: number): boolean {
    if (!this.painter.resize(cssSize, pixelRatio)) return false;
    const size = this.painter.pixelSize;
    this.canvas.width = size;
    this.canvas.height = size;
    const flowers = makeCanvas(size, size);
    const flowersContext = flowers.getContext('2d');
    this.flowers = flowersContext ? { canvas: flowers, ctx: flowersContext } : null;
    this.grid = makeCanvas(size, size);
    const gridContext = this.grid.getContext('2d');
    if (gridContext) this.painter.paintGrid(gridContext);
    // Every texture is made now, with the board, rather than in the middle of the first drag.
    if (flowersContext)
      for (const flower of FLOWERS) this.painter.styleFor(flowersContext, flower.id);
    this.drawn = null;
    this.dash = [4 * pixelRatio, 3 * pixelRatio];
    return true;
  }

  /** Brings the flower layer up to date, repainting only the cells that changed. */
  private updateFlowers(design: Design, marks: CellMarks | null = null): void {
    const layer = this.flowers;
    const drawn = this.drawn;
    const drawnMarks = this.drawnMarks;
    if (!layer || (design === drawn && marks === drawnMarks)) return;
    const { painter } = this;
    if (!drawn) {
      painter.paintFloor(layer.ctx);
      for (let id = 0; id < design.cells.length; id += 1) {
        const mark = marks?.[id] ?? null;
        if (design.cells[id] || mark || (id === 0 && design.centrepiece !== 'none')) {
          painter.paintCell(layer.ctx, design, id, mark);
        }
      }
    } else {
      for (let id = 0; id < design.cells.length; id += 1) {
        const centreChanged = id === 0 && design.centrepiece !== drawn.centrepiece;
        const mark = marks?.[id] ?? null;
        const markChanged = mark !== (drawnMarks?.[id] ?? null);
        if (design.cells[id] !== drawn.cells[id] || centreChanged || markChanged) {
          painter.paintCell(layer.ctx, design, id, mark);
        }
      }
    }
    this.drawn = design;
    this.drawnMarks = marks;
  }

  /** Draws a frame: the two layers, then the hover preview and the keyboard cursor. */
  render(design: Design, overlay: Overlay, pixelRatio: number): void {
    const ctx = this.canvas.getContext('2d');
    const { flowers, grid } = this;
    if (!ctx || !flowers || !grid) return;
    this.updateFlowers(design, overlay.marks ?? null);
    const { painter } = this;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.drawImage(flowers.canvas, 0, 0);
    ctx.drawImage(grid, 0, 0);
    const partners = orbits(painter.board, overlay.order);
    if (overlay.hover >= 0) {
      const cells = overlay.mirror ? (partners[overlay.hover] as readonly number[]) : null;
      ctx.globalAlpha = 0.6;
      ctx.fillStyle = overlay.tool ? painter.styleFor(ctx, overlay.tool) : FLOOR;
      if (cells) for (const id of cells) ctx.fill(painter.cellPath(id));
      else ctx.fill(painter.cellPath(overlay.hover));
      ctx.globalAlpha = 1;
      ctx.lineWidth = 1.5 * pixelRatio;
      ctx.strokeStyle = '#ffffff';
      if (cells) for (const id of cells) ctx.stroke(painter.cellPath(id));
      else ctx.stroke(painter.cellPath(overlay.hover));
    }
    if (overlay.focused && overlay.cursor >= 0) {
      if (overlay.mirror) {
        ctx.setLineDash(this.dash);
        ctx.lineWidth = 1.5 * pixelRatio;
        ctx.strokeStyle = '#ffffff';
        for (const id of partners[overlay.cursor] as readonly number[]) {
          if (id !== overlay.cursor) ctx.stroke(painter.cellPath(id));
        }
        ctx.setLineDash(NO_DASH);
      }
      const path = painter.cellPath(overlay.cursor);
      ctx.lineWidth = 5 * pixelRatio;
      ctx.strokeStyle = '#1b1b1b';
      ctx.stroke(path);
      ctx.lineWidth = 2.5 * pixelRatio;
      ctx.strokeStyle = '#ffffff';
      ctx.stroke(path);
    }
  }
}

/** A finished pookalam on its own canvas, `size` pixels square, for the result and the PNG. */
export function paintPicture(board: BoardLayout, design: Design, size: number): HTMLCanvasElement {
  const canvas = makeCanvas(size, size);
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  const painter = new BoardPainter(board);
  painter.resize(size, 1);
  painter.paintDesign(ctx, design);
  // A festive paper behind the carpet, drawn under it so the round edge stays crisp.
  ctx.globalCompositeOperation = 'destination-over';
  ctx.fillStyle = '#fffdf5';
  ctx.fillRect(0, 0, size, size);
  ctx.globalCompositeOperation = 'source-over';
  return canvas;
}
