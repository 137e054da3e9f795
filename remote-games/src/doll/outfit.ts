/**
 * What the doll can wear together: an outfit is the list of worn items in the order they were put
 * on (oldest first). That order decides which necklace gives way when a third goes on; `layered`
 * gives the drawing order. Pure functions over item ids; no React, no DOM. The wardrobe's facts
 * (slots, how many each holds, layers) are data in items.ts. The doll draws any stored list with
 * `fromIds` and `layered`; the dress game puts items on with `wear`.
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
