import { doc, type Firestore } from 'firebase/firestore/lite';
import type { Functions } from 'firebase/functions';
import { NO_PLAYS, statsAsOf, summaryGames } from '../logic/stats';
import type { BackendPort, PlaySummary } from '../port';
import { playInputSchema } from '../schemas';
import { parseInput } from '../validate';
import { guarded } from './data-errors';
import { callable } from './firebase-services';
import { readDoc } from './firestore-reads';
import {
  CALLABLES,
  type StatsDoc,
  type SubmitPlayRequest,
  type SubmitPlayResponse,
} from './server-documents';

/** A visitor's summary from their statistics document (or none yet). */
export function summaryFromDoc(uid: string, stats: StatsDoc | undefined, now: Date): PlaySummary {
  const figures = Object.fromEntries(
    ['all', ...summaryGames(Object.keys(stats?.games ?? {}).filter((id) => id !== 'all'))].map(
      (gameId) => [gameId, statsAsOf(gameId, stats?.games[gameId] ?? NO_PLAYS, now)],
    ),
  ) as PlaySummary['stats'];
  const summary: PlaySummary = {
    stats: figures,
    recent: (stats?.recent ?? []).map((play) => ({ ...play, uid })),
  };
  if (stats?.family && stats.family.carpets > 0) summary.family = { ...stats.family };
  return summary;
}

/**
 * Plays are sent to the submitPlay callable, which scores them again from their evidence
 * (docs/decisions/023) and keeps the visitor's figures in one document, read here at once.
 */
export function createFirebasePlays({
  db,
  functions,
  signedInUid,
  now,
}: {
  db: Firestore;
  functions: Functions;
  signedInUid: () => Promise<string>;
  now: () => Date;
}): BackendPort['plays'] {
  const submitPlay = callable<SubmitPlayRequest, SubmitPlayResponse>(
    functions,
    CALLABLES.submitPlay,
  );
  return {
    record: (input, { deviceId } = {}) =>
      guarded(async () => {
        await signedInUid();
        const play = parseInput(playInputSchema, input);
        const saved = await submitPlay({ play, ...(deviceId ? { deviceId } : {}) });
        return { ...saved.play, shareId: saved.shareId };
      }),
    summary: (uid) =>
      guarded(async () =>
        summaryFromDoc(uid, await readDoc<StatsDoc>('stats', doc(db, 'stats', uid)), now()),
      ),
  };
}
