/** The loading bar's constants, from the specification. */
export const LOADING_BAR = {
  /** Work shorter than this shows nothing. */
  throttleMs: 200,
  /** The time the bar takes to cross the page if the work is still going. */
  durationMs: 5000,
  /** The full bar stays this long after the last request ends, then hides. */
  hideMs: 500,
  height: '2px',
} as const;

const TICK_MS = 100;
/** The bar never claims to be done while something is still loading. */
const MAX_WHILE_BUSY = 99;

export interface LoadingBarState {
  visible: boolean;
  /** 0..100 */
  percent: number;
}

export const HIDDEN: LoadingBarState = { visible: false, percent: 0 };

export interface LoadingBar {
  /** Tell the bar whether any request is in flight; repeated calls with the same value are no-ops. */
  setBusy(busy: boolean): void;
  dispose(): void;
}

/**
 * The bar's state machine: idle → (busy for 200 ms) → shown, growing over 5 s → (idle) full →
 * 500 ms later hidden. Busy again while full or fading picks up where it was.
 */
export function createLoadingBar(
  onChange: (state: LoadingBarState) => void,
  options: { throttleMs?: number; durationMs?: number; hideMs?: number } = {},
): LoadingBar {
  const throttleMs = options.throttleMs ?? LOADING_BAR.throttleMs;
  const durationMs = options.durationMs ?? LOADING_BAR.durationMs;
  const hideMs = options.hideMs ?? LOADING_BAR.hideMs;
  const step = (100 * TICK_MS) / durationMs;

  let busy = false;
  let state: LoadingBarState = HIDDEN;
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;

  const emit = (next: LoadingBarState) => {
    if (next.visible === state.visible && next.percent === state.percent) return;
    state = next;
    onChange(state);
  };
  const stopTicker = () => {
    clearInterval(ticker);
    ticker = undefined;
  };
  const startTicker = () => {
    stopTicker();
    ticker = setInterval(() => {
      emit({ visible: true, percent: Math.min(MAX_WHILE_BUSY, state.percent + step) });
    }, TICK_MS);
  };

  const start = () => {
    clearTimeout(hide);
    hide = undefined;
    if (state.visible) {
      // Came back while the full bar was fading: carry on from a believable point.
      emit({ visible: true, percent: Math.min(state.percent, MAX_WHILE_BUSY) });
      startTicker();
      return;
    }
    throttle = setTimeout(() => {
      throttle = undefined;
      emit({ visible: true, percent: 0 });
      startTicker();
    }, throttleMs);
  };

  const finish = () => {
    if (throttle !== undefined) {
      // Finished inside the throttle window: the visitor never sees a flash.
      clearTimeout(throttle);
      throttle = undefined;
      return;
    }
    stopTicker();
    if (!state.visible) return;
    emit({ visible: true, percent: 100 });
    hide = setTimeout(() => {
      hide = undefined;
      emit(HIDDEN);
    }, hideMs);
  };

  return {
    setBusy(next) {
      if (next === busy) return;
      busy = next;
      if (busy) start();
      else finish();
    },
    dispose() {
      clearTimeout(throttle);
      clearTimeout(hide);
      stopTicker();
    },
  };
}
