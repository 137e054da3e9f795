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
      // animationend does not fire in a hidden tab or if the styles failed to load.
      safety = setTimeout(completeLeave, leaveMs + 100);
      return left;
    },
    enter() {
      completeLeave();
      left = undefined;
      set(reducedMotion() ? 'idle' : 'enter');
    },
    animationEnded() {
      if (phase === 'leave') completeLeave();
      else if (phase === 'enter') set('idle');
    },
  };
}
