import type { Firestore } from 'firebase-admin/firestore';
import { BUILT_IN_GAME_IDS, type GameId } from '@onam/shared/contracts/game';
import type { StatsDoc } from '@onam/shared/backend/firebase/server-documents';
import { isGameIdFormat } from '@onam/shared/manifest/route-paths';

/**
 * The games a visitor's statistics list (any the manifest has had, a retired one too), after the
 * built-in ones: where their board entries and rows can be. Every saved play counts in the
 * visitor's `stats/{uid}` document, so a game with none of their plays holds nothing of theirs.
 */
export function gamesOfStats(stats: StatsDoc | undefined): GameId[] {
  const played = Object.keys(stats?.games ?? {}).filter(isGameIdFormat);
  return [...new Set<GameId>([...BUILT_IN_GAME_IDS, ...played])];
}

/** The same, read: one document. */
export async function visitorGames(db: Firestore, uid: string): Promise<GameId[]> {
  const snap = await db.doc(`stats/${uid}`).get();
  return gamesOfStats(snap.data() as StatsDoc | undefined);
}
