// A carpet scored by the pookalam's own scoring, from the games version the family lays it with:
// the same package code, in the same sandbox, that scores a visitor's own pookalam.
import {
  BARE,
  FAMILY_GAME_ID,
  type CarpetDoc,
  type CarpetOptions,
} from '@onam/shared/family/carpet';
import type { FamilyRefusal } from '@onam/shared/family/refusals';
import { familyRefused } from './carpet-docs';
import type { FamilyDeps } from './family-deps';

/** The pookalam's record of a finished carpet (remote-games/src/pookalam/evidence.ts). */
export interface CarpetRecord extends CarpetOptions {
  /** One code a cell. */
  cells: string;
  centrepiece: string;
}

export const carpetRecord = (
  { symmetry, mode, day }: CarpetOptions,
  cells: string,
  centrepiece: string,
): CarpetRecord => ({ symmetry, mode, day, cells, centrepiece });

/**
 * A carpet with nothing laid on it: the record the game accepts only when `cellCount` is its
 * board's size for these options, which is how the server checks the size a page sends.
 */
export const bareRecord = (options: CarpetOptions, cellCount: number): CarpetRecord =>
  carpetRecord(options, BARE.repeat(cellCount), 'none');

/** How a refusal and a wait read, for the request that scored. */
export interface ScoringWords {
  refused: (reason: string) => string;
  /** What a page makes of a record the game refuses: its own request's fault, or the carpet's. */
  refusedAs: FamilyRefusal;
  waits: string;
}

/**
 * The score of a carpet's record, or a refusal: 'invalid-argument' with the scoring's own reason
 * for a record the game refuses, 'failed-precondition' ('try-later') for a version that cannot
 * score just now (the reason goes to the logs; nothing was changed, and the same request later
 * may pass).
 */
export async function scoredOrRefused(
  deps: Pick<FamilyDeps, 'scoring' | 'log'>,
  { remote, version }: Pick<CarpetDoc, 'remote' | 'version'>,
  record: CarpetRecord,
  words: ScoringWords,
): Promise<{ score: number; maxScore: number }> {
  const scored = await deps.scoring.score({ remote, version, gameId: FAMILY_GAME_ID, record });
  if (scored.ok) return { score: scored.score, maxScore: scored.maxScore };
  if (scored.refused) {
    throw familyRefused('invalid-argument', words.refusedAs, words.refused(scored.reason));
  }
  deps.log?.('family-carpet-waits', { remote, version, reason: scored.reason });
  throw familyRefused('failed-precondition', 'try-later', words.waits);
}
