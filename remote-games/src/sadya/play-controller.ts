/**
 * The serving screen without React: the clock, serving through the rules, the drag state machine
 * and where focus goes next. Plain TypeScript, tested directly; the views only render its snapshot
 * (through `subscribe`/`getSnapshot`), turn DOM events into its calls and put its notes into words.
 *
 * Like React state, a call that changes nothing visible notifies no one; a focus move it asks for
 * then waits for the next render (`takeFocus`), as it did when this lived in the component.
 */
import { isDragAt, startPress, type Press } from '../common/drag';
import { ZONE_IDS, type ZoneId } from './leaf';
import type { DishId, FeastId, VariantId } from './menu';
import {
  isFinished,
  pickUp,
  putBack,
  remainingDishes,
  serveDish,
  startSadya,
  type SadyaState,
  type Serving,
} from './rules';

/** "0:00", "2:05": minutes and seconds, whole seconds down. */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Where focus should go once the screen has rendered. */
export type FocusTarget =
  | { kind: 'dish'; id: DishId }
  | { kind: 'zone'; id: ZoneId }
  /** The tray's tab stop: where a keyboard player starts. */
  | { kind: 'tray' };

/** What happened to the hand while it is empty; the view words it. */
export type HandNote =
  | { kind: 'putBack'; dish: DishId }
  | { kind: 'nothingHeld' }
  | { kind: 'missedLeaf'; dish: DishId };

/** The last serving and the state just after it, for the words of what it earned. */
export interface LastServing {
  state: SadyaState;
  serving: Serving;
}

/** A dish carried by a drag, where the pointer was when the drag began. */
export interface Dragging {
  dish: DishId;
  x: number;
  y: number;
}

export interface PlaySnapshot {
  game: SadyaState;
  /** The dishes still to serve, in alphabetical order of their names. */
  tray: readonly DishId[];
  /** The dish last focused on the tray (it may have been served since). */
  trayFocus: DishId | null;
  /** The tray's one tab stop. */
  tabbableDish: DishId | null;
  zoneFocus: ZoneId;
  lastServing: LastServing | null;
  lastServed: DishId | null;
  handNote: HandNote | null;
  dragging: Dragging | null;
  /** The place under a dragged dish. */
  dropZone: ZoneId | null;
}

/** The play's end: the last state, when the last dish was served and when each one was (ms). */
export interface Finished {
  state: SadyaState;
  elapsedMs: number;
  servedAtMs: readonly number[];
}

/** What a key did: whether it was used, and the button to focus at once for a move. */
export interface KeyOutcome<T> {
  used: boolean;
  focus?: T;
}

/** Which place of the leaf is under a point on the screen, if any. */
export type Locate = (clientX: number, clientY: number) => ZoneId | null;

/** Dish names, for the tray's order and for jumping to a dish by its first letter. */
export interface Naming {
  name: (dish: DishId) => string;
  locale: string;
}

/** Arrow keys, Home and End through a roving-focus group, wrapping round. */
export function moveFocus<T>(items: readonly T[], current: T, key: string): T | null {
  const index = Math.max(0, items.indexOf(current));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return items[(index + 1) % items.length] ?? null;
    case 'ArrowLeft':
    case 'ArrowUp':
      return items[(index - 1 + items.length) % items.length] ?? null;
    case 'Home':
      return items[0] ?? null;
    case 'End':
      return items[items.length - 1] ?? null;
    default:
      return null;
  }
}

/** What the controller keeps; the snapshot adds what follows from it. */
type PlayState = Omit<PlaySnapshot, 'tray' | 'tabbableDish'>;

/** Two notes are the same when they would read the same. */
function sameNote(a: HandNote | null, b: HandNote | null): boolean {
  if (a === null || b === null) return a === b;
  const dish = (note: HandNote) => ('dish' in note ? note.dish : null);
  return a.kind === b.kind && dish(a) === dish(b);
}

export class PlayController {
  private naming: Naming;
  private state: PlayState;
  private snapshot: PlaySnapshot;
  private readonly listeners = new Set<() => void>();

  private elapsed = 0;
  private ringAge = 0;
  // Whole ms, so the record the server scores again holds exactly the times the score used.
  private servedAt: number[] = [];
  private pendingFocus: FocusTarget | null = { kind: 'tray' };
  // Moving focus scrolls it into view, which helps a keyboard player but would yank the page
  // under a finger or a mouse; so it scrolls only when the last input was a key.
  private keyboardInput: boolean;
  private press: Press<DishId> | null = null;
  private swallowClick = false;

  constructor(options: {
    variant: VariantId;
    feast: FeastId;
    naming: Naming;
    /** Whether Start was pressed with a key: only then does the first focus scroll the page. */
    startedByKeyboard?: boolean;
  }) {
    this.naming = options.naming;
    this.keyboardInput = options.startedByKeyboard ?? true;
    this.state = {
      game: startSadya(options.variant, options.feast),
      trayFocus: null,
      zoneFocus: ZONE_IDS[0],
      lastServing: null,
      lastServed: null,
      handNote: null,
      dragging: null,
      dropZone: null,
    };
    this.snapshot = this.derive(this.sortTray());
  }

  // ---- for React ----

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): PlaySnapshot => this.snapshot;

  /** New dish names (another language): the tray is sorted again. */
  setNaming(naming: Naming): void {
    if (naming.name === this.naming.name && naming.locale === this.naming.locale) return;
    this.naming = naming;
    this.snapshot = this.derive(this.sortTray());
    this.notify();
  }

  // ---- the clock ----

  /** One step of the fixed-step loop. */
  advance(stepMs: number): void {
    this.elapsed += stepMs;
    this.ringAge += stepMs;
  }

  /** Time since the start. */
  get elapsedMs(): number {
    return this.elapsed;
  }

  /** Time since the last serving, for the fading ring round it. */
  get ringAgeMs(): number {
    return this.ringAge;
  }

  // ---- focus ----

  /** The last input was a key (true) or a pointer (false). */
  noteInput(keyboard: boolean): void {
    this.keyboardInput = keyboard;
  }

  /** The focus move asked for since the last render, once: which button, and whether to scroll. */
  takeFocus(): {
    target: Exclude<FocusTarget, { kind: 'tray' }>;
    preventScroll: boolean;
  } | null {
    const target = this.pendingFocus;
    if (!target) return null;
    this.pendingFocus = null;
    const preventScroll = !this.keyboardInput;
    if (target.kind !== 'tray') return { target, preventScroll };
    const dish = this.snapshot.tabbableDish;
    return dish ? { target: { kind: 'dish', id: dish }, preventScroll } : null;
  }

  // ---- serving ----

  /** Picks a dish up from the tray; focus goes to the leaf's current place. */
  pick(dish: DishId): void {
    this.pendingFocus = { kind: 'zone', id: this.state.zoneFocus };
    this.update({ game: pickUp(this.state.game, dish), trayFocus: dish, handNote: null });
  }

  /** Puts the held dish back on the tray, and focus on it. */
  release(): void {
    const dish = this.state.game.held;
    if (!dish) return;
    this.pendingFocus = { kind: 'dish', id: dish };
    this.update({ game: putBack(this.state.game), handNote: { kind: 'putBack', dish } });
  }

  /** A click (or Enter) on a dish of the tray: picks it up, or puts it back if held. */
  dishClick(dish: DishId): void {
    if (this.swallowClick) {
      this.swallowClick = false;
      return;
    }
    if (this.state.game.held === dish) this.release();
    else this.pick(dish);
  }

  /** A click (or Enter) on a place of the leaf: serves the held dish there. */
  chooseZone(zone: ZoneId): Finished | null {
    const { held } = this.state.game;
    if (!held) {
      const dish = this.snapshot.tabbableDish;
      if (dish) this.pendingFocus = { kind: 'dish', id: dish };
      this.update({ zoneFocus: zone, handNote: { kind: 'nothingHeld' } });
      return null;
    }
    this.update({ zoneFocus: zone });
    return this.serveAt(held, zone);
  }

  private serveAt(dish: DishId, zone: ZoneId): Finished | null {
    const result = serveDish(this.state.game, dish, zone);
    if (!result) return null;
    const { tray } = this.snapshot;
    this.ringAge = 0;
    const at = Math.round(this.elapsed);
    this.servedAt = [...this.servedAt, at];
    const changes: Partial<PlayState> = {
      game: result.state,
      lastServing: { state: result.state, serving: result.serving },
      handNote: null,
      lastServed: dish,
    };
    if (isFinished(result.state)) {
      this.update(changes);
      return { state: result.state, elapsedMs: at, servedAtMs: this.servedAt };
    }
    // Back to the tray, on the dish that now sits where the served one was.
    const index = tray.indexOf(dish);
    const rest = tray.filter((d) => d !== dish);
    const next = rest[Math.min(Math.max(index, 0), rest.length - 1)] ?? null;
    if (next) this.pendingFocus = { kind: 'dish', id: next };
    this.update({ ...changes, trayFocus: next });
    return null;
  }

  // ---- keys ----

  /** A key on the tray's dish `current`: Escape puts back, arrows and letters move along. */
  trayKey(key: string, current: DishId | undefined): KeyOutcome<DishId> {
    if (key === 'Escape' && this.state.game.held) {
      this.release();
      return { used: true };
    }
    if (!current) return { used: false };
    const { tray } = this.snapshot;
    const { name, locale } = this.naming;
    let next = moveFocus(tray, current, key);
    // Typing a letter jumps to the next dish whose name starts with it.
    if (!next && key.length === 1 && /\p{L}/u.test(key)) {
      const letter = key.toLocaleLowerCase(locale);
      const start = tray.indexOf(current);
      const order = [...tray.slice(start + 1), ...tray.slice(0, start + 1)];
      next = order.find((d) => name(d).toLocaleLowerCase(locale).startsWith(letter)) ?? null;
    }
    if (!next) return { used: false };
    this.update({ trayFocus: next });
    return { used: true, focus: next };
  }

  /** A key on the leaf's place `current`: Escape puts back, arrows move between places. */
  zoneKey(key: string, current: ZoneId | undefined): KeyOutcome<ZoneId> {
    if (key === 'Escape' && this.state.game.held) {
      this.release();
      return { used: true };
    }
    if (!current) return { used: false };
    const next = moveFocus(ZONE_IDS, current, key);
    if (!next) return { used: false };
    this.update({ zoneFocus: next });
    return { used: true, focus: next };
  }

  // ---- dragging ----

  /** A press on a dish; true when the view should capture the pointer for a possible drag. */
  pointerDown(dish: DishId, pointerId: number, x: number, y: number, button: number): boolean {
    this.swallowClick = false;
    if (button !== 0) return false;
    this.press = startPress(dish, pointerId, x, y);
    return true;
  }

  /**
   * The pointer moved. Past the threshold the press becomes a drag and picks the dish up. True
   * while a drag is on, so the view moves the dish under the pointer.
   */
  pointerMove(pointerId: number, x: number, y: number, locate: Locate): boolean {
    const press = this.press;
    if (!press || press.pointerId !== pointerId) return false;
    if (!press.dragging) {
      if (!isDragAt(press, x, y)) return false;
      press.dragging = true;
      this.update({
        game: pickUp(this.state.game, press.item),
        handNote: null,
        dragging: { dish: press.item, x, y },
      });
    }
    this.update({ dropZone: locate(x, y) });
    return true;
  }

  /**
   * The press ended: let go (`dropped`) or cancelled. A drag let go over a place serves there;
   * elsewhere the dish stays in the hand. The click that follows a drag is swallowed.
   */
  pointerEnd(
    pointerId: number,
    x: number,
    y: number,
    dropped: boolean,
    locate: Locate,
  ): Finished | null {
    const press = this.press;
    if (!press || press.pointerId !== pointerId) return null;
    this.press = null;
    if (!press.dragging) return null;
    this.swallowClick = true;
    this.update({ dragging: null, dropZone: null });
    if (!dropped) return null;
    const zone = locate(x, y);
    if (zone) {
      this.update({ zoneFocus: zone });
      return this.serveAt(press.item, zone);
    }
    this.update({ trayFocus: press.item, handNote: { kind: 'missedLeaf', dish: press.item } });
    return null;
  }

  // ---- state ----

  private sortTray(): DishId[] {
    const { name, locale } = this.naming;
    // The tray in alphabetical order: the order of service is for the visitor to know.
    return remainingDishes(this.state.game).sort((a, b) => name(a).localeCompare(name(b), locale));
  }

  private derive(tray: readonly DishId[]): PlaySnapshot {
    const { trayFocus } = this.state;
    const tabbableDish = trayFocus && tray.includes(trayFocus) ? trayFocus : (tray[0] ?? null);
    return { ...this.state, tray, tabbableDish };
  }

  /** Applies changes; listeners hear of it only if something changed. */
  private update(changes: Partial<PlayState>): void {
    const before = this.state;
    const after = { ...before, ...changes };
    const changed = (Object.keys(changes) as (keyof typeof before)[]).some((key) =>
      key === 'handNote' ? !sameNote(before.handNote, after.handNote) : before[key] !== after[key],
    );
    if (!changed) return;
    this.state = after;
    const tray = after.game === before.game ? this.snapshot.tray : this.sortTray();
    this.snapshot = this.derive(tray);
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
