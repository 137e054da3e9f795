import type { FinishedPlay } from '@onam/shared/contracts/game';

/** One finished play made by a game's own code from a seeded random source. */
export interface GeneratedPlay {
  /** What the game reports to the host when the play ends (its `onFinish`), exactly. */
  play: FinishedPlay;
  /** The score the game's result screen shows the visitor. */
  shown: number;
  /** The play in a line (options, how it was played), for a failure message. */
  about: string;
}
