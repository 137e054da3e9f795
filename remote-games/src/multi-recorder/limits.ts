/**
 * The recorder's two limits, as a visitor meets them: how many greetings they may keep (takes on
 * this page and greetings already uploaded count alike) and how long one take may run. Pure, so
 * the wording rules are tested without a microphone.
 */

/** How many seconds before the end of a take the time left is shown. */
export const WARN_SECONDS_BEFORE_END = 10;

export interface ClipAllowance {
  max: number;
  used: number;
  left: number;
  /** 'last' says plainly that one more is all there is; 'full' that none is left. */
  state: 'room' | 'last' | 'full';
}

/**
 * Greetings a visitor holds: the takes on the page and the greetings uploaded. An uploaded take
 * leaves the takes once the uploads list has been refreshed, so nothing is counted twice.
 */
export function clipsKept(takesOnPage: number, uploaded: number): number {
  return takesOnPage + uploaded;
}

export function clipAllowance(max: number, used: number): ClipAllowance {
  const left = Math.max(0, max - used);
  return { max, used, left, state: left === 0 ? 'full' : left === 1 ? 'last' : 'room' };
}

/** A new take needs room; re-recording replaces a take, so it always may. */
export function canRecord(allowance: ClipAllowance, replacing: boolean): boolean {
  return replacing || allowance.left > 0;
}

export interface ClipClock {
  /** Whole seconds recorded, for the mm:ss display. */
  elapsedSeconds: number;
  /** Whole seconds left, rounded up: "1 second left" until the very end. */
  remainingSeconds: number;
  /** Whether the time left is shown (the last WARN_SECONDS_BEFORE_END seconds). */
  warning: boolean;
  /** The take has reached its limit and stops. */
  atLimit: boolean;
}

export function clipClock(
  elapsedMs: number,
  maxSeconds: number,
  warnSeconds = WARN_SECONDS_BEFORE_END,
): ClipClock {
  const maxMs = maxSeconds * 1000;
  const elapsed = Math.min(Math.max(0, elapsedMs), maxMs);
  const remainingSeconds = Math.ceil((maxMs - elapsed) / 1000);
  return {
    elapsedSeconds: Math.floor(elapsed / 1000),
    remainingSeconds,
    warning: remainingSeconds <= warnSeconds && remainingSeconds > 0,
    atLimit: elapsed >= maxMs,
  };
}

/** "mm:ss", as recorders show it; minutes keep counting past 59. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
