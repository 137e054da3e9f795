import { useEffect, useRef } from 'react';
import { BoardController, type BoardControls, type BoardEvent } from './board-controller';
import type { Tool } from './rules';
import type { PookalamStore } from './store';
import styles from './pookalam.module.css';

/**
 * The board as a focusable canvas. React only mounts it and passes the tool along; the controller
 * draws, hears the pointer and the keys, and reports what happened through `onEvent`. In the game
 * it takes focus when it appears: the Start button that was focused is gone, and the board is where
 * play begins. A board inside another page (`focusOnMount` false) leaves focus where it is.
 *
 * `controls` and `readOnly` are read when the board is made, as `store` is: a new value makes a new
 * controller. A read-only board is a picture: not focusable, hearing nothing, named by `label`.
 */
export function BoardCanvas({
  store,
  tool,
  label,
  describedBy,
  onEvent,
  controls,
  readOnly = false,
  focusOnMount = true,
}: {
  store: PookalamStore;
  tool: Tool;
  label: string;
  describedBy?: string;
  onEvent: (event: BoardEvent) => void;
  controls?: BoardControls;
  readOnly?: boolean;
  focusOnMount?: boolean;
}) {
  const sizer = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const controller = useRef<BoardController | null>(null);
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });

  useEffect(() => {
    if (!canvas.current || !sizer.current) return undefined;
    const created = new BoardController(
      canvas.current,
      sizer.current,
      store,
      (event) => handler.current(event),
      { ...controls, readOnly },
    );
    controller.current = created;
    if (focusOnMount && !readOnly) canvas.current.focus();
    return () => {
      created.destroy();
      controller.current = null;
    };
  }, [store, controls, readOnly, focusOnMount]);

  useEffect(() => {
    controller.current?.setTool(tool);
  }, [tool, store, controls, readOnly]);

  return (
    <div ref={sizer} className={styles.board}>
      <canvas
        ref={canvas}
        className={readOnly ? `${styles.canvas} ${styles.still}` : styles.canvas}
        tabIndex={readOnly ? undefined : 0}
        role={readOnly ? 'img' : 'application'}
        aria-label={label}
        aria-describedby={readOnly ? undefined : describedBy}
      />
    </div>
  );
}
