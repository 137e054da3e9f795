// The plays' share of the operators' live numbers (docs/decisions/047): each saved play adds one to
// its game's hour in the Kerala day's counters, and a visitor's first saved play of the day adds one
// visitor. Written in the play's own transaction, blind (an increment, never read), to a random
// shard: the count is exactly the plays saved, and a busy shard never makes the play's transaction
// read again or retry.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { GameId } from '@onam/shared/contracts/game';
import type { StatsDoc } from '@onam/shared/backend/firebase/server-documents';
import { isoDateIn } from '@onam/shared/festival/calendar';
import { playCount, shardPath } from '@onam/shared/now/now-counters';

/**
 * Whether this is the visitor's first saved play of the Kerala day, from the statistics the play's
 * transaction reads anyway: the newest recent play is the last one saved. Visitors are counted
 * here because the server sees a signed-in visitor nowhere else cheaply (sign-in and the profile
 * are the client's own reads), so the panel's figure is "signed-in visitors who played today".
 */
export function firstPlayToday(stats: Pick<StatsDoc, 'recent'>, now: Date): boolean {
  const last = stats.recent[0];
  return !last || isoDateIn(new Date(last.playedAt)) !== isoDateIn(now);
}

export function countPlay(
  tx: Transaction,
  db: Firestore,
  play: { gameId: GameId; now: Date; firstToday: boolean },
  random: () => number = Math.random,
): void {
  const { doc, fields } = playCount(play.now, play.gameId, play.firstToday);
  tx.set(
    db.doc(shardPath(doc, random)),
    Object.fromEntries(fields.map((field) => [field, FieldValue.increment(1)])),
    { merge: true },
  );
}
