import {
  collection,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import type { Functions } from 'firebase/functions';
import type { WallPort } from '../port';
import {
  ownWishFromDoc,
  QUEUE_SIZE,
  queuedWishFromDoc,
  WALL_PAGE_SIZE,
  wallPageFrom,
  type ModerateWishRequest,
  type OwnWish,
  type PublicCardDoc,
  type PublishWishRequest,
  type QueuedWish,
  type ReportWishResponse,
  type WishDoc,
} from '../wishes';
import { guarded } from './data-errors';
import { callable } from './firebase-services';
import { readQuery } from './firestore-reads';
import { CALLABLES } from './server-documents';

/**
 * The wall of wishes. The rules let anyone read the public copies a page at a time, an author list
 * only their own cards, an operator all: each query below asks the way its rule allows. Every
 * write goes through a callable, which checks it.
 */
export function createFirebaseWall({
  db,
  functions,
  signedInUid,
}: {
  db: Firestore;
  functions: Functions;
  signedInUid: () => Promise<string>;
}): WallPort {
  const publishWish = callable<PublishWishRequest, OwnWish>(functions, CALLABLES.publishWish);
  const reportWish = callable<{ wishId: string }, ReportWishResponse>(
    functions,
    CALLABLES.reportWish,
  );
  const moderateWish = callable<ModerateWishRequest, QueuedWish>(functions, CALLABLES.moderateWish);
  const wishes = collection(db, 'wishes');
  const publicCards = collection(db, 'wall');
  return {
    page: (after) =>
      guarded(async () => {
        const rows = await readQuery<PublicCardDoc>(
          'wall',
          query(
            publicCards,
            orderBy('approvedAt', 'desc'),
            ...(after ? [startAfter(after)] : []),
            limit(WALL_PAGE_SIZE + 1),
          ),
        );
        return wallPageFrom(rows);
      }),
    mine: (uid) =>
      guarded(async () =>
        (
          await readQuery<WishDoc>(
            'own cards',
            query(wishes, where('uid', '==', uid), orderBy('createdAt', 'desc'), limit(20)),
          )
        ).map(({ id, data }) => ownWishFromDoc(id, data)),
      ),
    publish: (input, { clientId } = {}) =>
      guarded(async () => {
        await signedInUid();
        return publishWish({ ...input, ...(clientId ? { clientId } : {}) });
      }),
    report: (wishId) =>
      guarded(async () => {
        await signedInUid();
        return reportWish({ wishId });
      }),
    queue: () =>
      guarded(async () =>
        (
          await readQuery<WishDoc>(
            'moderation queue',
            query(
              wishes,
              where('queuedAt', '!=', null),
              orderBy('queuedAt', 'asc'),
              limit(QUEUE_SIZE),
            ),
          )
        ).map(({ id, data }) => queuedWishFromDoc(id, data)),
      ),
    moderate: (request) =>
      guarded(async () => {
        await signedInUid();
        return moderateWish(request);
      }),
  };
}
