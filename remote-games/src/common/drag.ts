/**
 * A press that may become a drag, as every game that lets a finger carry something reads it (the
 * dress game's wardrobe items onto the doll, the sadya's dishes onto the leaf). Pure: the games'
 * hooks and controllers turn pointer events into these calls.
 */

/** How far (px) a press must travel before it counts as a drag rather than a tap. */
export const DRAG_THRESHOLD_PX = 8;

/** A pointer pressed on `item`: where it went down, and whether it has become a drag. */
export interface Press<Item> {
  item: Item;
  pointerId: number;
  startX: number;
  startY: number;
  dragging: boolean;
}

export function startPress<Item>(item: Item, pointerId: number, x: number, y: number): Press<Item> {
  return { item, pointerId, startX: x, startY: y, dragging: false };
}

/** Whether the press, its pointer now at (x, y), is a drag: once past the threshold, it stays one. */
export function isDragAt(press: Press<unknown>, x: number, y: number): boolean {
  return press.dragging || Math.hypot(x - press.startX, y - press.startY) >= DRAG_THRESHOLD_PX;
}
