/** About one frame at 60 Hz: a resize drag settles into one layout per frame at most. */
export const RESIZE_DEBOUNCE_MS = 16;

export type Debounced<A extends unknown[]> = ((...args: A) => void) & {
  /** Drops the pending call. */
  cancel(): void;
  /** Runs the pending call now, if there is one. */
  flush(): void;
  pending(): boolean;
};

/** Trailing edge: `fn` runs once, `waitMs` after the last call, with that call's arguments. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastArgs: A | undefined;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const run = () => {
    const args = lastArgs;
    clear();
    lastArgs = undefined;
    if (args) fn(...args);
  };

  const debounced = (...args: A) => {
    lastArgs = args;
    clear();
    timer = setTimeout(run, waitMs);
  };

  return Object.assign(debounced, {
    cancel() {
      clear();
      lastArgs = undefined;
    },
    flush() {
      if (timer !== undefined) run();
    },
    pending: () => timer !== undefined,
  });
}
