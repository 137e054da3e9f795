// The wall's share of the operators' live numbers (docs/decisions/047): how many cards wait for an
// operator. Kept by the only writer of cards, in the transaction that moves a card into the queue
// (published, or reported off the wall) or out of it (moderated), blind and on a random shard, so
// the panel never counts the queue by reading it.
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  NOW_WALL_DOC,
  shardPath,
  WAITING_FIELD,
  waitingDelta,
} from '@onam/shared/now/now-counters';
import type { WishDoc } from '@onam/shared/backend/wishes';

export function countWaiting(
  tx: Transaction,
  db: Firestore,
  before: Pick<WishDoc, 'queuedAt'> | undefined,
  after: Pick<WishDoc, 'queuedAt'>,
  random: () => number = Math.random,
): void {
  const delta = waitingDelta(before, after);
  if (delta === 0) return;
  tx.set(
    db.doc(shardPath(NOW_WALL_DOC, random)),
    { [WAITING_FIELD]: FieldValue.increment(delta) },
    { merge: true },
  );
}
