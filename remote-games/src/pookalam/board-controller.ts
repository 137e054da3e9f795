/**
 * Connects the canvas to the rules: pointer strokes, the keyboard cursor, sizing, and the frames.
 * It asks for a frame only when something changed (the design, the overlay or the size), so a
 * board nobody touches costs the phone no frames, and a drag's pointer moves are gathered and
 * applied at most once per frame, sampled along the pointer's path so a quick swipe still lays an
 * unbroken trail. No React here; the shell hears of what happened through `onEvent` and words it.
 *
 * The single-player game lays with the rules' own `paint`. A board laid by several people (the
 * family carpet) passes its own lay rule, which reports what a fill touched, and marks on the cells
 * for who laid them; a board only looked at hears no pointer and no keys.
 */
import {
  cellAtXY,
  cellById,
  boardView,
  moveCursor,
  type BoardView,
  type CursorMove,
} from './board';
import { LiveBoardRenderer, type CellMarks, type Overlay } from './renderer';
import {
  changedCells,
  paint,
  redo,
  undo,
  type Design,
  type PookalamState,
  type Tool,
} from './rules';
import type { PookalamStore } from './store';

export type BoardEvent =
  | { kind: 'cursor'; cell: number }
  | { kind: 'laid'; cell: number; tool: Tool; changed: number }
  | { kind: 'stroke'; tool: Tool; changed: number }
  | { kind: 'undo' | 'redo'; done: boolean };

/** How a fill of `cells` with `tool` changes the state; `stroke` is the drag it belongs to. */
export type LayRule = (
  state: PookalamState,
  cells: ArrayLike<number>,
  tool: Tool,
  stroke: number | null,
) => PookalamState;

export interface BoardControls {
  /** The rules' own `paint` unless given. */
  lay?: LayRule;
  /** The marks to draw over the flowers, asked every frame drawn; a new array is drawn anew. */
  marks?: () => CellMarks | null;
  /** Hears when `marks` has new marks to draw; returns the way to stop hearing. */
  onMarks?: (changed: () => void) => () => void;
  /** Drawn only: no pointer, no keys, nothing laid. */
  readOnly?: boolean;
}

/** The canvas size before the first measurement (and in environments without layout). */
export const DEFAULT_BOARD_SIZE = 320;
/** Beyond 2 device pixels per CSS pixel the extra sharpness costs a phone more than it shows. */
const MAX_PIXEL_RATIO = 2;

const KEY_MOVES: Record<string, CursorMove> = {
  ArrowRight: 'clockwise',
  ArrowLeft: 'anticlockwise',
  ArrowUp: 'outward',
  ArrowDown: 'inward',
};

export class BoardController {
  private readonly renderer: LiveBoardRenderer;
  /** The frame asked for and not drawn yet. */
  private frameRequest: number | null = null;
  private destroyed = false;
  private readonly unwatch: (() => void)[] = [];
  private readonly observer: ResizeObserver | null = null;
  private view: BoardView = boardView(DEFAULT_BOARD_SIZE);
  private pixelRatio = 1;
  private pendingSize = 0;
  private tool: Tool = null;
  private readonly overlay: Overlay;
  private overlayDirty = true;
  private drawnDesign: Design | null = null;
  private readonly lay: LayRule;
  private readonly marksOf: (() => CellMarks | null) | null;
  private readonly listening: boolean;

  private activePointer: number | null = null;
  private stroke = 0;
  private strokeStart: Design | null = null;
  /** Where the canvas sat when the stroke began; a drag cannot scroll the page (touch-action). */
  private rectLeft = 0;
  private rectTop = 0;
  private lastX = 0;
  private lastY = 0;
  private pendingX = 0;
  private pendingY = 0;
  private hasPending = false;
  /** Reused every frame, so a drag allocates no arrays for its hits. */
  private readonly hits: number[] = [];

  private cursorAngle = 0;
  /** Focus that came from a tap shows no keyboard cursor until a key is pressed. */
  private pointerFocus = false;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    sizer: HTMLElement,
    private readonly store: PookalamStore,
    private readonly onEvent: (event: BoardEvent) => void,
    controls: BoardControls = {},
  ) {
    this.lay = controls.lay ?? paint;
    this.marksOf = controls.marks ?? null;
    this.listening = !controls.readOnly;
    const state = store.live();
    this.renderer = new LiveBoardRenderer(canvas, state.board);
    this.overlay = {
      cursor: state.board.rings[1]?.firstCell ?? 0,
      focused: false,
      hover: -1,
      tool: null,
      mirror: state.mirror,
      order: state.options.symmetry,
      marks: this.marksOf?.() ?? null,
    };
    this.applySize(sizer.clientWidth || DEFAULT_BOARD_SIZE);
    if (typeof ResizeObserver === 'function') {
      this.observer = new ResizeObserver((entries) => {
        const width = entries[0]?.contentRect.width;
        if (width) {
          this.pendingSize = width;
          this.requestFrame();
        }
      });
      this.observer.observe(sizer);
    }
    if (this.listening) this.listen();
    this.unwatch.push(store.subscribeLive(this.requestFrame));
    if (controls.onMarks) this.unwatch.push(controls.onMarks(this.requestFrame));
    this.requestFrame();
  }

  /** Asks for one frame, where none is asked for yet: it draws whatever changed by then. */
  private readonly requestFrame = (): void => {
    if (this.frameRequest !== null || this.destroyed) return;
    this.frameRequest = requestAnimationFrame(this.frame);
  };

  /** The overlay changed: drawn at the next frame. */
  private overlayChanged(): void {
    this.overlayDirty = true;
    this.requestFrame();
  }

  private listen(): void {
    const { canvas } = this;
    canvas.addEventListener('pointerdown', this.onPointerDown);
    canvas.addEventListener('pointermove', this.onPointerMove);
    canvas.addEventListener('pointerup', this.onPointerEnd);
    canvas.addEventListener('pointercancel', this.onPointerEnd);
    canvas.addEventListener('lostpointercapture', this.onPointerEnd);
    canvas.addEventListener('pointerleave', this.onPointerLeave);
    canvas.addEventListener('keydown', this.onKeyDown);
    canvas.addEventListener('focus', this.onFocus);
    canvas.addEventListener('blur', this.onBlur);
  }

  destroy(): void {
    this.destroyed = true;
    if (this.frameRequest !== null) cancelAnimationFrame(this.frameRequest);
    this.frameRequest = null;
    for (const stop of this.unwatch) stop();
    this.observer?.disconnect();
    const { canvas } = this;
    canvas.removeEventListener('pointerdown', this.onPointerDown);
    canvas.removeEventListener('pointermove', this.onPointerMove);
    canvas.removeEventListener('pointerup', this.onPointerEnd);
    canvas.removeEventListener('pointercancel', this.onPointerEnd);
    canvas.removeEventListener('lostpointercapture', this.onPointerEnd);
    canvas.removeEventListener('pointerleave', this.onPointerLeave);
    canvas.removeEventListener('keydown', this.onKeyDown);
    canvas.removeEventListener('focus', this.onFocus);
    canvas.removeEventListener('blur', this.onBlur);
  }

  setTool(tool: Tool): void {
    this.tool = tool;
    this.overlay.tool = tool;
    this.overlayChanged();
  }

  get cursor(): number {
    return this.overlay.cursor;
  }

  /** The canvas size in CSS pixels, as last measured. */
  get size(): number {
    return this.view.size;
  }

  private applySize(cssSize: number): void {
    const ratio = Math.min(
      MAX_PIXEL_RATIO,
      Math.max(1, typeof devicePixelRatio === 'number' ? devicePixelRatio : 1),
    );
    this.view = boardView(cssSize);
    this.pixelRatio = ratio;
    if (this.renderer.resize(cssSize, ratio)) this.overlayDirty = true;
  }

  private readonly frame = (): void => {
    this.frameRequest = null;
    if (this.pendingSize) {
      this.applySize(this.pendingSize);
      this.pendingSize = 0;
    }
    this.flushPending();
    const state = this.store.live();
    const { overlay } = this;
    if (overlay.mirror !== state.mirror) {
      overlay.mirror = state.mirror;
      this.overlayDirty = true;
    }
    const marks = this.marksOf?.() ?? null;
    if (overlay.marks !== marks) {
      overlay.marks = marks;
      this.overlayDirty = true;
    }
    if (state.design === this.drawnDesign && !this.overlayDirty) return;
    this.renderer.render(state.design, overlay, this.pixelRatio);
    this.drawnDesign = state.design;
    this.overlayDirty = false;
  };

  private cellAtCanvas(x: number, y: number): number {
    const { view } = this;
    return cellAtXY(
      this.renderer.board,
      (x - view.centre) / view.radius,
      (y - view.centre) / view.radius,
    );
  }

  /** Lays the tool along the pointer's path since the last frame, as one merge into the stroke. */
  private flushPending(): void {
    if (!this.hasPending) return;
    this.hasPending = false;
    const dx = this.pendingX - this.lastX;
    const dy = this.pendingY - this.lastY;
    const step = Math.max(1, this.renderer.board.minRingWidth * this.view.radius * 0.35);
    const steps = Math.max(1, Math.ceil(Math.hypot(dx, dy) / step));
    const { hits } = this;
    hits.length = 0;
    let previous = -1;
    for (let i = 1; i <= steps; i += 1) {
      const cell = this.cellAtCanvas(this.lastX + (dx * i) / steps, this.lastY + (dy * i) / steps);
      if (cell >= 0 && cell !== previous) hits.push(cell);
      previous = cell;
    }
    this.lastX = this.pendingX;
    this.lastY = this.pendingY;
    if (hits.length > 0) this.layAlongStroke(hits);
  }

  private layAlongStroke(cells: ArrayLike<number>): void {
    const state = this.store.live();
    const next = this.lay(state, cells, this.tool, this.stroke);
    if (next !== state) this.store.set(next, false);
  }

  private readonly onPointerDown = (event: PointerEvent): void => {
    if (this.activePointer !== null || (event.pointerType === 'mouse' && event.button !== 0))
      return;
    event.preventDefault();
    this.pointerFocus = true;
    this.canvas.focus({ preventScroll: true });
    this.pointerFocus = false;
    try {
      this.canvas.setPointerCapture?.(event.pointerId);
    } catch {
      // Capture is a nicety: without it the stroke simply ends where the pointer leaves.
    }
    const rect = this.canvas.getBoundingClientRect();
    this.rectLeft = rect.left;
    this.rectTop = rect.top;
    this.activePointer = event.pointerId;
    this.stroke += 1;
    this.strokeStart = this.store.live().design;
    const x = event.clientX - this.rectLeft;
    const y = event.clientY - this.rectTop;
    this.lastX = x;
    this.lastY = y;
    this.overlay.hover = -1;
    this.overlayChanged();
    // A tap lays at once, not at the next frame, so it never waits for one.
    const cell = this.cellAtCanvas(x, y);
    if (cell >= 0) {
      this.hits.length = 0;
      this.hits.push(cell);
      this.layAlongStroke(this.hits);
      this.moveCursorTo(cell, false);
    }
  };

  private readonly onPointerMove = (event: PointerEvent): void => {
    if (this.activePointer === event.pointerId) {
      // Only the latest position is kept; the next frame lays along the path to it.
      this.pendingX = event.clientX - this.rectLeft;
      this.pendingY = event.clientY - this.rectTop;
      this.hasPending = true;
      this.requestFrame();
      return;
    }
    if (this.activePointer !== null || event.pointerType !== 'mouse') return;
    const rect = this.canvas.getBoundingClientRect();
    const hover = this.cellAtCanvas(event.clientX - rect.left, event.clientY - rect.top);
    if (hover !== this.overlay.hover) {
      this.overlay.hover = hover;
      this.overlayChanged();
    }
  };

  private readonly onPointerEnd = (event: PointerEvent): void => {
    if (this.activePointer !== event.pointerId) return;
    // A cancelled stroke or a lost capture keeps what was laid, without a last point to reach.
    if (event.type === 'pointerup') {
      this.pendingX = event.clientX - this.rectLeft;
      this.pendingY = event.clientY - this.rectTop;
      this.hasPending = true;
    }
    this.flushPending();
    this.activePointer = null;
    const before = this.strokeStart;
    this.strokeStart = null;
    const after = this.store.live().design;
    this.store.publish();
    const changed = before ? changedCells(before, after) : 0;
    if (changed > 0) this.onEvent({ kind: 'stroke', tool: this.tool, changed });
  };

  private readonly onPointerLeave = (): void => {
    if (this.overlay.hover !== -1) {
      this.overlay.hover = -1;
      this.overlayChanged();
    }
  };

  /**
   * Moves the keyboard cursor. Going in or out keeps the angle the visitor was travelling along
   * (`angle`); any other move takes the angle of the cell reached.
   */
  private moveCursorTo(cell: number, announce: boolean, angle?: number): void {
    this.overlay.cursor = cell;
    const layout = cellById(this.renderer.board, cell);
    if (angle !== undefined) this.cursorAngle = angle;
    else if (layout.ring > 0) this.cursorAngle = (layout.start + layout.end) / 2;
    this.overlayChanged();
    if (announce) this.onEvent({ kind: 'cursor', cell });
  }

  /** Lays the current tool (or bare floor) at the keyboard cursor. */
  layAtCursor(tool: Tool = this.tool): void {
    const state = this.store.live();
    const next = this.lay(state, [this.overlay.cursor], tool, null);
    this.store.set(next);
    this.onEvent({
      kind: 'laid',
      cell: this.overlay.cursor,
      tool,
      changed: changedCells(state.design, next.design),
    });
  }

  private history(kind: 'undo' | 'redo'): void {
    const state = this.store.live();
    const next = kind === 'undo' ? undo(state) : redo(state);
    this.store.set(next);
    this.onEvent({ kind, done: next !== state });
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (this.activePointer !== null) return;
    const move = KEY_MOVES[event.key];
    const command = event.ctrlKey || event.metaKey;
    const board = this.renderer.board;
    if (!this.overlay.focused) {
      this.overlay.focused = true;
      this.overlayChanged();
    }
    if (move && !command && !event.altKey) {
      const next = moveCursor(board, this.overlay.cursor, move, this.cursorAngle);
      this.moveCursorTo(next.cell, true, next.angle);
    } else if (event.key === 'Home') {
      this.moveCursorTo(0, true, this.cursorAngle);
    } else if (event.key === 'End') {
      // The outermost ring along the remembered angle, reached by stepping out from the centre.
      let cell = 0;
      for (let ring = 1; ring <= board.ringCount; ring += 1) {
        cell = moveCursor(board, cell, 'outward', this.cursorAngle).cell;
      }
      this.moveCursorTo(cell, true, this.cursorAngle);
    } else if ((event.key === 'Enter' || event.key === ' ') && !command) {
      this.layAtCursor();
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      this.layAtCursor(null);
    } else if (command && (event.key === 'z' || event.key === 'Z')) {
      this.history(event.shiftKey ? 'redo' : 'undo');
    } else if (command && (event.key === 'y' || event.key === 'Y')) {
      this.history('redo');
    } else {
      return;
    }
    event.preventDefault();
  };

  private readonly onFocus = (): void => {
    if (this.pointerFocus) return;
    this.overlay.focused = true;
    this.overlayChanged();
    this.onEvent({ kind: 'cursor', cell: this.overlay.cursor });
  };

  private readonly onBlur = (): void => {
    this.overlay.focused = false;
    this.overlayChanged();
  };
}
