/**
 * The dress game's rules: what can be worn together, what gives way, and the history that Undo
 * walks back through. Pure functions over item ids; no React, no DOM. The wardrobe's facts (slots,
 * how many each holds, layers) are data in items.ts; the doll reads `fromIds` and `layered`
 * from here to make any stored list wearable and to draw it.
 *
 * An outfit is the list of worn items in the order they were put on (oldest first). That order
 * decides which necklace gives way when a third goes on; `layered` gives the drawing order.
 */
import { isItemId, itemById, SLOT_CAPACITY, type ItemId } from './items';

export type Outfit = readonly ItemId[];

/** What one action did, so the game can say it ("Jimikki on", "Pattu pavada on, mundu off"). */
export interface Change {
  outfit: Outfit;
  added: ItemId | null;
  removed: readonly ItemId[];
}

/**
 * Puts an item on. Whatever fills its slot gives way, oldest first: a new garment replaces the
 * old one, a third necklace replaces the first. Wearing what is already worn changes nothing.
 */
export function wear(outfit: Outfit, id: ItemId): Change {
  if (outfit.includes(id)) return { outfit, added: null, removed: [] };
  const { slot } = itemById(id);
  const sameSlot = outfit.filter((worn) => itemById(worn).slot === slot);
  const overflow = sameSlot.length + 1 - SLOT_CAPACITY[slot];
  const removed = overflow > 0 ? sameSlot.slice(0, overflow) : [];
  return {
    outfit: [...outfit.filter((worn) => !removed.includes(worn)), id],
    added: id,
    removed,
  };
}

export function takeOff(outfit: Outfit, id: ItemId): Change {
  if (!outfit.includes(id)) return { outfit, added: null, removed: [] };
  return { outfit: outfit.filter((worn) => worn !== id), added: null, removed: [id] };
}

/** A tap on a wardrobe item: on if it is off, off if it is on. */
export function toggle(outfit: Outfit, id: ItemId): Change {
  return outfit.includes(id) ? takeOff(outfit, id) : wear(outfit, id);
}

/**
 * Any list of strings made wearable: unknown ids and repeats dropped, then each item put on in
 * turn, so the slots' limits hold (later items win). Greeting cards pass lists from storage.
 */
export function fromIds(ids: readonly string[]): Outfit {
  let outfit: Outfit = [];
  for (const id of ids) {
    if (isItemId(id)) outfit = wear(outfit, id).outfit;
  }
  return outfit;
}

/** The drawing order, bottom layer first; items on the same layer keep the order they went on. */
export function layered(outfit: Outfit): ItemId[] {
  return outfit
    .map((id, index) => ({ id, index, layer: itemById(id).layer }))
    .sort((a, b) => a.layer - b.layer || a.index - b.index)
    .map(({ id }) => id);
}

export function sameOutfit(a: Outfit, b: Outfit): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** The outfit now and the ones before it, for Undo. Reset is a step too, so it can be undone. */
export interface History {
  past: readonly Outfit[];
  present: Outfit;
}

/** Enough steps for any play; the oldest are forgotten beyond it. */
export const HISTORY_LIMIT = 100;

export function startHistory(outfit: Outfit = []): History {
  return { past: [], present: outfit };
}

/** Moves to a new outfit; a step that changes nothing is not remembered. */
export function record(history: History, outfit: Outfit): History {
  if (sameOutfit(history.present, outfit)) return history;
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: outfit };
}

export function canUndo(history: History): boolean {
  return history.past.length > 0;
}

export function undo(history: History): History {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous };
}

/** Everything off, as one step Undo can take back. */
export function reset(history: History): History {
  return record(history, []);
}
