/**
 * The dress game's rules: what a tap on the wardrobe does, and the history that Undo walks back
 * through. Pure functions over item ids; no React, no DOM. What can be worn together and what
 * gives way is the doll's (doll/outfit.ts), since the doll draws any list of items by it too.
 */
import type { GameRules } from '@onam/shared/contracts/game-kit';
import type { ItemId } from '../doll/items';
import { wear, type Change, type Outfit } from '../doll/outfit';

export function takeOff(outfit: Outfit, id: ItemId): Change {
  if (!outfit.includes(id)) return { outfit, added: null, removed: [] };
  return { outfit: outfit.filter((worn) => worn !== id), added: null, removed: [id] };
}

/** A tap on a wardrobe item: on if it is off, off if it is on. */
export function toggle(outfit: Outfit, id: ItemId): Change {
  return outfit.includes(id) ? takeOff(outfit, id) : wear(outfit, id);
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

export function startDress(outfit: Outfit = []): History {
  return { past: [], present: outfit };
}

/** A play starts from the bare doll: the setup screen chooses nothing. */
export const rules = { start: () => startDress() } satisfies GameRules<void, History>;

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
