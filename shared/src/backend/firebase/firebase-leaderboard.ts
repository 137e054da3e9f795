import { doc, type Firestore } from 'firebase/firestore/lite';
import type { GameId } from '../../contracts/game';
import { isGameIdFormat } from '../../manifest/route-paths';
import { boardFromSummary } from '../logic/leaderboard';
import { BackendError, type BackendPort } from '../port';
import { guarded } from './data-errors';
import { readDoc } from './firestore-reads';
import type { EntryDoc, SummaryDoc } from './server-documents';

/**
 * A board is two reads whatever the number of players: the public summary the server keeps and,
 * for a signed-in visitor, their own entry, which may be outside the top.
 */
export function createFirebaseLeaderboard(db: Firestore): BackendPort['leaderboard'] {
  return {
    get: (gameId: GameId, uid) =>
      guarded(async () => {
        if (!isGameIdFormat(gameId)) throw new BackendError('invalid-input', 'play.gameId');
        const [summary, own] = await Promise.all([
          readDoc<SummaryDoc>('leaderboard', doc(db, 'leaderboard', gameId)),
          uid
            ? readDoc<EntryDoc>('own entry', doc(db, 'leaderboard', gameId, 'entries', uid))
            : Promise.resolve(undefined),
        ]);
        return boardFromSummary(
          gameId,
          summary ?? null,
          own ? { displayName: own.name, district: own.district, bestScore: own.score } : null,
        );
      }),
  };
}
