import type { GameId } from './game';

/**
 * The server part of the games remote that scores plays: `server/scoring.cjs` beside a build's
 * `mf-manifest.json`, a CommonJS module with no dependencies, built from the same pure rules and
 * scoring modules the games run in the browser. The `submitPlay` function loads the one of the
 * version that produced a play (pinned by its SHA-256, docs/decisions/023) and scores the play's
 * record with it.
 */
export const SCORING_API_VERSION = 1;

export interface ScoredPlay {
  score: number;
  maxScore: number;
}

export interface ScoringModule {
  /** SCORING_API_VERSION of the build; the server refuses a module speaking another. */
  scoringApi: number;
  /** The games version the module was built as (GAMES_VERSION). */
  version: string;
  /**
   * Scores a play's record, or throws an error named 'EvidenceError' whose message says, in plain
   * English for the visitor and the logs, why the record is not a possible play of that game.
   */
  scorePlay(gameId: GameId, record: unknown): ScoredPlay;
}

/** The error a scoring module throws for a record that is not a possible play. */
export class EvidenceError extends Error {
  override readonly name = 'EvidenceError';
}

/** Recognised by shape: the error comes from another bundle (the server part) than the caller's. */
export const isEvidenceError = (error: unknown): error is EvidenceError =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'EvidenceError' &&
  typeof (error as { message?: unknown }).message === 'string';
