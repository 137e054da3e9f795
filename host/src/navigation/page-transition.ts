/**
 * The page transition: named 'page', mode out-in. The old screen leaves fully before the new one
 * enters. Route loaders wait on `leave()`, so React Router does not commit the new screen until
 * the old one has gone; the screen's code downloads meanwhile. With reduced motion it is instant.
 */
export const PAGE_TRANSITION = {
  name: 'page',
  mode: 'out-in',
  leaveMs: 150,
  enterMs: 200,
} as const;

/**
 * How long a leave waits for its animation to start before it gives up on it (a hidden tab runs
 * no animations; styles that failed to load have none). Generous, because a busy phone can take a
 * few hundred ms to show the new phase at all; once the animation starts, it gets its own length
 * plus 100 ms to report its end.
 */
export const LEAVE_NEVER_STARTED_MS = 1_000;

export type TransitionPhase = 'idle' | 'leave' | 'enter';

export interface PageTransition {
  phase(): TransitionPhase;
  subscribe(listener: () => void): () => void;
  /** A screen is on display (there is something to leave); returns unmount. */
  mount(): () => void;
  /** Plays the leave animation; resolves once the old screen has fully left. */
  leave(): Promise<void>;
  /** The new screen is committed: play the enter animation. */
  enter(): void;
  /** The view reports its animation started. */
  animationStarted(): void;
  /** The view reports its animation ended. */
  animationEnded(): void;
}

export function createPageTransition({
  reducedMotion,
  leaveMs = PAGE_TRANSITION.leaveMs,
}: {
  reducedMotion: () => boolean;
  leaveMs?: number;
}): PageTransition {
  let phase: TransitionPhase = 'idle';
  let mounted = 0;
  let left: Promise<void> | undefined;
  let finishLeave: (() => void) | undefined;
  let safety: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: TransitionPhase) => {
    if (next === phase) return;
    phase = next;
    listeners.forEach((listener) => listener());
  };
  const completeLeave = () => {
    clearTimeout(safety);
    safety = undefined;
    const done = finishLeave;
    finishLeave = undefined;
    done?.();
  };

  return {
    phase: () => phase,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    mount() {
      mounted += 1;
      return () => {
        mounted -= 1;
        if (mounted === 0) completeLeave();
      };
    },
    leave() {
      if (mounted === 0 || reducedMotion()) return Promise.resolve();
      if (phase === 'leave' && left) return left; // a second navigation while leaving shares it
      left = new Promise<void>((resolve) => {
        finishLeave = resolve;
      });
      set('leave');
      // No animation runs in a hidden tab or without the styles: the leave must not wait forever.
      safety = setTimeout(completeLeave, LEAVE_NEVER_STARTED_MS);
      return left;
    },
    enter() {
      completeLeave();
      left = undefined;
      set(reducedMotion() ? 'idle' : 'enter');
    },
    animationStarted() {
      if (phase !== 'leave' || !finishLeave) return;
      // Counted from the start it can see: a late start (a long task) still plays in full.
      clearTimeout(safety);
      safety = setTimeout(completeLeave, leaveMs + 100);
    },
    animationEnded() {
      if (phase === 'leave') completeLeave();
      else if (phase === 'enter') set('idle');
    },
  };
}
