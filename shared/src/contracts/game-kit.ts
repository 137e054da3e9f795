// The shape every game's code has, the built-in ones and a team's own alike (docs/decisions/057):
// how a play starts, what it scores, the record the server scores again, and the sample plays its
// package carries. The package's facts (./game-package.ts) and the server's ScoringModule
// (./scoring.ts) are built from these parts, so a game that has them has what the platform reads.
// Types only, and one pure helper: nothing here runs a game.
import type { GameSample } from './game-package';
import type { ScoredPlay } from './scoring';

/** One part of a score, as the result card shows it: "Coverage, 30 of 35". */
export interface ScorePart<Id extends string = string> {
  id: Id;
  /** An integer, 0..max. */
  points: number;
  max: number;
}

/**
 * A play's score: the total out of the game's most, and the parts it is the sum of. A game adds
 * what its result card explains, on the score (the dress game's look) or on each part (the dishes
 * served right of the sadya's place).
 */
export interface GameScore<Part extends ScorePart = ScorePart> {
  /** An integer, 0..max. */
  total: number;
  /** The game's MAX_SCORE, the facts' `maxScore`. */
  max: number;
  parts: readonly Part[];
}

/** How a play starts: from what the setup screen chose, the state the rules play on. */
export interface GameRules<Setup, State> {
  start(setup: Setup): State;
}

/**
 * A game's scoring, the same code in the browser and on the server (`server/scoring.cjs`). Pure:
 * no React, no DOM, no packages.
 * - `Record` is the plain JSON the game sends with a finished play (at most the facts'
 *   `recordMaxBytes`);
 * - `Play` is the finished play as the game's code holds it (an outfit; a carpet with its options);
 * - `Score` is what the result card explains.
 */
export interface GameScoring<Record, Play = Record, Score extends GameScore = GameScore> {
  /** The most a play can score: every score's `max`. */
  maxScore: number;
  /** The record of a finished play. */
  record(play: Play): Record;
  /**
   * The play a record describes, or an EvidenceError (./scoring.ts) saying in plain English why
   * no play of the game could have made it. The record comes from a device that may be lying.
   */
  read(record: unknown): Play;
  score(play: Play): Score;
}

/** A sample play of the package's facts, its record typed as the game makes it. */
export type GameKitSample<Record> = Omit<GameSample, 'record'> & { record: Record };

/** What a record earns, as the server's ScoringModule reports it; throws as `read` does. */
export function scoreRecord<Play>(
  scoring: Pick<GameScoring<unknown, Play>, 'read' | 'score'>,
  record: unknown,
): ScoredPlay {
  const { total, max } = scoring.score(scoring.read(record));
  return { score: total, maxScore: max };
}
