import { isGameIdFormat } from '../../manifest/route-paths';
import { type BestScore, bestScoresByUid, buildLeaderboard } from '../logic/leaderboard';
import { BackendError, type BackendPort } from '../port';
import type { LocalDatabaseOpener } from './local-database';

/** The board is not stored here: it is worked out from the plays (best per uid) and profiles. */
export function createLocalLeaderboard(db: LocalDatabaseOpener): BackendPort['leaderboard'] {
  return {
    async get(gameId, uid) {
      if (!isGameIdFormat(gameId)) throw new BackendError('invalid-input', 'play.gameId');
      const database = await db();
      const tx = database.transaction(['plays', 'profiles']);
      const plays = await tx.objectStore('plays').index('gameId').getAll(gameId);
      const best = bestScoresByUid(plays);
      const entries: BestScore[] = [];
      for (const [playerUid, bestScore] of best) {
        const profile = await tx.objectStore('profiles').get(playerUid);
        entries.push({
          uid: playerUid,
          displayName: profile?.displayName ?? '',
          district: profile?.district ?? null,
          bestScore,
        });
      }
      await tx.done;
      return buildLeaderboard(gameId, entries, uid);
    },
  };
}
