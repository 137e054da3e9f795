import { useEffect, useRef } from 'react';
import { BoardController, type BoardEvent } from './board-controller';
import type { Tool } from './rules';
import type { PookalamStore } from './store';
import styles from './pookalam.module.css';

/**
 * The board as a focusable canvas. React only mounts it and passes the tool along; the controller
 * draws, hears the pointer and the keys, and reports what happened through `onEvent`. It takes focus
 * when it appears: the Start button that was focused is gone, and the board is where play begins.
 */
export function BoardCanvas({
  store,
  tool,
  label,
  describedBy,
  onEvent,
}: {
  store: PookalamStore;
  tool: Tool;
  label: string;
  describedBy: string;
  onEvent: (event: BoardEvent) => void;
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
    const created = new BoardController(canvas.current, sizer.current, store, (event) =>
      handler.current(event),
    );
    controller.current = created;
    canvas.current.focus();
    return () => {
      created.destroy();
      controller.current = null;
    };
  }, [store]);

  useEffect(() => {
    controller.current?.setTool(tool);
  }, [tool, store]);

  return (
    <div ref={sizer} className={styles.board}>
      <canvas
        ref={canvas}
        className={styles.canvas}
        tabIndex={0}
        role="application"
        aria-label={label}
        aria-describedby={describedBy}
      />
    </div>
  );
}
