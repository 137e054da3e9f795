import { useRef, useState, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import type { ItemId } from '../doll/items';
import { isDragAt, startPress, type Press } from '../common/drag';

export interface DragState {
  id: ItemId;
  x: number;
  y: number;
  /** Whether the item is over the doll, where letting go puts it on. */
  over: boolean;
}

function inside(element: Element | null, x: number, y: number): boolean {
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
}

/**
 * Dragging wardrobe items onto the doll with a finger, a pen or the mouse. A press that does not
 * travel stays a tap: the button's own click handles it (as it does Enter and Space), and the
 * click that follows a real drag is swallowed so a dropped item is not toggled off again.
 */
export function useDragToDoll(dropZone: RefObject<Element | null>, onDrop: (id: ItemId) => void) {
  const press = useRef<Press<ItemId> | null>(null);
  const swallowClick = useRef(false);
  const [drag, setDrag] = useState<DragState | null>(null);

  const end = () => {
    press.current = null;
    setDrag(null);
  };

  const handlers = (id: ItemId) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      swallowClick.current = false;
      press.current = startPress(id, event.pointerId, event.clientX, event.clientY);
      // Keep receiving the moves when the pointer leaves the button; jsdom lacks capture.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = press.current;
      if (!current || current.pointerId !== event.pointerId) return;
      if (!isDragAt(current, event.clientX, event.clientY)) return;
      current.dragging = true;
      setDrag({
        id: current.item,
        x: event.clientX,
        y: event.clientY,
        over: inside(dropZone.current, event.clientX, event.clientY),
      });
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const current = press.current;
      if (!current || current.pointerId !== event.pointerId) return;
      if (current.dragging) {
        swallowClick.current = true;
        if (inside(dropZone.current, event.clientX, event.clientY)) onDrop(current.item);
      }
      end();
    },
    onPointerCancel: end,
    onLostPointerCapture(event: PointerEvent<HTMLElement>) {
      if (press.current?.pointerId === event.pointerId && !press.current.dragging) end();
    },
  });

  /**
   * For the button's onClick: true when the click only ends a drag and must be ignored. A click
   * from Enter or Space (detail 0) is never a drag's; every press resets the flag, so a browser
   * that sends no click after a drag leaves nothing stale behind.
   */
  const clickEndsDrag = (event: MouseEvent<HTMLElement>) => {
    const swallow = swallowClick.current && event.detail !== 0;
    swallowClick.current = false;
    return swallow;
  };

  return { drag, handlers, clickEndsDrag };
}
