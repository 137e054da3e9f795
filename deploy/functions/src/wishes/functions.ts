import { randomUUID } from 'node:crypto';
import { onCall } from 'firebase-functions/https';
import { operatorOf } from '../operators/request-caller';
import { callableOptions, db, now } from '../platform/admin';
import { moderateWish as moderate, publishWish as publish, reportWish as report } from './wishes';

/** The wall of wishes (wishes.ts; docs/decisions/038): a visitor's card, waiting for an operator. */
export const publishWish = onCall(callableOptions, (request) =>
  publish({ db, now, newId: randomUUID }, request.auth?.uid, request.data),
);

/**
 * A visitor's report of a card on the wall: it leaves the wall after several established accounts
 * (or one operator: the claim, and the listing wishes.ts reads) reported it, until an operator
 * looks again. Visitors' reports pay no Auth round trip.
 */
export const reportWish = onCall(callableOptions, (request) =>
  report(
    { db, now, newId: randomUUID },
    { uid: request.auth?.uid, operator: request.auth?.token.operator },
    request.data,
  ),
);

/** An operator's decision on a card (operatorOf; the `operator` claim checked in wishes.ts). */
export const moderateWish = onCall(
  { ...callableOptions, concurrency: 10, maxInstances: 2 },
  async (request) =>
    moderate({ db, now, newId: randomUUID }, await operatorOf(request), request.data),
);
