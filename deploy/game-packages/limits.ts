// The budgets a team's code runs within on our servers (docs/decisions/053). Each was set from what
// the three games' honest code needs, measured with `pnpm bench` (deploy/bench/sandbox.mjs), with
// room for a cold instance on a slow machine; the note records the measurements.
import type { SandboxLimits } from './sandbox/sandbox';

/**
 * Scoring one play: the games' scoring modules load in ~10 ms and score a play in well under
 * 1 ms; 200 plays in a row fit a heap of 8 MiB (4 MiB does not). Four times that, for a record at
 * its largest (64 KiB) and a team's heavier rules.
 */
export const SCORING_LIMITS: SandboxLimits = {
  heapMb: 32,
  loadMs: 5_000,
  callMs: 1_000,
  maxAnswerChars: 4_096,
  restMs: 60_000,
};

/**
 * Drawing one page's body: the drawing and a server part (~3.3 MB of code) load in ~1 s on a busy
 * machine and draw a page in 10–40 ms, up to ~200 ms for the first; 120 game pages in a row fit
 * a heap of 24 MiB. Four times that; the pages function keeps at most three such sandboxes (the
 * host's own, a game's stable and canary versions), well inside its 512 MiB. The largest honest
 * body is ~21 KB (the dress game's wardrobe); a megabyte is refused.
 */
export const PAGE_LIMITS: SandboxLimits = {
  heapMb: 96,
  loadMs: 20_000,
  callMs: 3_000,
  maxAnswerChars: 1_000_000,
  restMs: 60_000,
};
