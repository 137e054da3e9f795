/** How long the ring around the dish served last takes to fade. */
export const RING_FADE_MS = 1600;
/** The ring's opacity when it holds still. */
const STILL_OPACITY = 0.9;

/**
 * The ring that marks the dish served last: it fades out over `fadeMs`, or, for a visitor who asked
 * for less motion, stays still until the next dish is served (it is then drawn round that one).
 */
export function ringOpacity(ageMs: number, still: boolean, fadeMs = RING_FADE_MS): number {
  if (still) return STILL_OPACITY;
  return Math.min(1, Math.max(0, 1 - ageMs / fadeMs));
}
