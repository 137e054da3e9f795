// What a page tells the `health` function about the remote versions it ran: per remote name and
// version, how often its modules loaded or failed to, the render errors its boundaries caught, the
// plays started and finished, and how long a tile tap took to become a game the visitor can play.
// Nothing personal travels: no account, no device id, only a random id made for one page visit.
// The page (host/src/federation/health-report.ts) builds it, the function
// (deploy/functions/src/health/) reads it with parseHealthReport (health-parse.ts), which is strict
// because anyone can post to /health. No schema library here: the page carries this module.

/** The largest body the function reads: a few batches of small integers. */
export const HEALTH_REPORT_MAX_BYTES = 8 * 1024;
/** Batches in one report: one per remote and version the page ran, so a handful at most. */
export const HEALTH_BATCHES_MAX = 8;
/** The most of one count a single report may carry: a visit loads a few modules, plays a few games. */
export const HEALTH_COUNT_MAX = 200;
/** Tile-to-playable times kept per batch; a visit rarely has more than a few. */
export const HEALTH_TIMES_MAX = 20;
/** A tile-to-playable time longer than this is a visitor who went away, not a load time. */
export const HEALTH_TIME_MAX_MS = 120_000;

/** One remote version's figures since the page's last report. */
export interface HealthBatch {
  remote: string;
  version: string;
  loads: number;
  loadFailures: number;
  renderErrors: number;
  playsStarted: number;
  playsFinished: number;
  tileToPlayableMs: number[];
  /**
   * True on the first batch a visit sends for this remote and version, so the server can count the
   * visits behind each figure without keeping the visit id.
   */
  first?: boolean;
}

export interface HealthReport {
  v: 1;
  /** Random, made once per page visit; never stored. */
  visit: string;
  batches: HealthBatch[];
}

/** True when the batch says nothing: it is not sent. */
export function isEmptyBatch(batch: HealthBatch): boolean {
  return (
    batch.loads === 0 &&
    batch.loadFailures === 0 &&
    batch.renderErrors === 0 &&
    batch.playsStarted === 0 &&
    batch.playsFinished === 0 &&
    batch.tileToPlayableMs.length === 0
  );
}
