/**
 * The games' scoring for the server (the ScoringModule of shared/src/contracts/scoring.ts): built
 * into `server/scoring.cjs` beside the container by shared/build/server-scoring.js, with no
 * dependencies, and run by the submitPlay function on the records of plays this version made
 * (game contract 1.2, docs/decisions/023). It imports only the pure evidence, rules and scoring
 * modules the games run in the browser: the function runs it with no `require` at all, so React,
 * CSS or anything of the browser would break it (a test walks its imports).
 */
import type { GameId } from '@onam/shared/contracts/game';
import { scoreRecord } from '@onam/shared/contracts/game-kit';
import {
  EvidenceError,
  SCORING_API_VERSION,
  type ScoredPlay,
  type ScoringModule,
} from '@onam/shared/contracts/scoring';
import { GAMES_VERSION } from './build-info';
import { shown } from './common/untrusted-record';
import { scoring as dress } from './dress/evidence';
import { scoring as pookalam } from './pookalam/evidence';
import { scoring as sadya } from './sadya/evidence';

const scorers: Readonly<Record<GameId, (record: unknown) => ScoredPlay>> = {
  dress: (record) => scoreRecord(dress, record),
  pookalam: (record) => scoreRecord(pookalam, record),
  sadya: (record) => scoreRecord(sadya, record),
};

export const scoringApi: ScoringModule['scoringApi'] = SCORING_API_VERSION;
export const version: ScoringModule['version'] = GAMES_VERSION;

export const scorePlay: ScoringModule['scorePlay'] = (gameId, record) => {
  // Own keys only: 'constructor' or '__proto__' is not a game either.
  const scorer =
    typeof gameId === 'string' && Object.hasOwn(scorers, gameId) ? scorers[gameId] : undefined;
  if (!scorer) throw new EvidenceError(`${shown(gameId)} is not a game this version scores`);
  return scorer(record);
};
