// server/scoring.cjs: what the site's server runs on a play's record, in a sandbox with nothing
// but JavaScript itself (no require, no timers you can rely on, no network).
import { EvidenceError, SCORING_API_VERSION, type ScoringModule } from './platform-contract';
import { scoreRecord } from './rhythm';
import { GAME_ID, VERSION } from './build-info';

export const scoringApi: ScoringModule['scoringApi'] = SCORING_API_VERSION;
export const version: ScoringModule['version'] = VERSION;

export const scorePlay: ScoringModule['scorePlay'] = (gameId, record) => {
  if (gameId !== GAME_ID) throw new EvidenceError(`this package does not score ${String(gameId)}`);
  return scoreRecord(record);
};
