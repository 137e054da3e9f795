// The wall of wishes (docs/decisions/038 and 042): the only writer of `wishes/{wishId}` (the
// private card: its author, state and moderation), `wall/{wishId}` (the public copy, exactly what
// the wall shows) and `wishReports/{wishId}_{reporterUid}` (firestore.rules denies every client
// write). A visitor publishes a card, which waits for an operator; visitors report cards on the
// wall, which leave it after several established accounts (or one operator) reported them, until
// an operator looks again; operators approve, reject with a reason the author sees, or remove.
import { createHash } from 'node:crypto';
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { isoDateIn } from '@onam/shared/festival/calendar';
import { cleanName } from '@onam/shared/share/card-link';
import { hasInvisibleCharacters, isReservedName } from '@onam/shared/text/names';
import { timestampToIso, type ProfileDoc } from '@onam/shared/backend/firebase/firestore-mapping';
import { isChild, mayBePublic } from '@onam/shared/backend/privacy';
import { parseCampaignManifest } from '@onam/shared/manifest/schema';
import {
  moderateWishRequestSchema,
  nextStatus,
  OPEN_STATUSES,
  ownWishFromDoc,
  publicCardOf,
  publishWishRequestSchema,
  queuedWishFromDoc,
  REPORTER_MIN_AGE_MS,
  REPORTS_PER_DAY,
  reportsToHide,
  reportWishRequestSchema,
  wishReportId,
  WISHES_OPEN_MAX,
  WISHES_PER_DAY,
  type OwnWish,
  type QueuedWish,
  type ReportWishResponse,
  type WishDoc,
  type WishReportDoc,
  type WishStatus,
} from '@onam/shared/backend/wishes';
import { deletedAccountRef, refuseIfDeleted } from '../privacy/account-gate';
import { readLive, type Caller } from '@onam/shared/campaign-ops/live-revisions';
import { operatorRef } from '../operators/operator-gate';
import { problemsOf, refuse } from '../common/refusals';
import { countWaiting } from './waiting-counter';

export const WISHES = 'wishes';
export const WALL = 'wall';
export const WISH_REPORTS = 'wishReports';

export interface WishDeps {
  db: Firestore;
  now: () => Date;
  newId: () => string;
}

/** Milliseconds until the next midnight in Kerala, when a day's allowance comes back. */
function untilKeralaMidnight(now: Date): number {
  const offsetMs = 5.5 * 60 * 60 * 1000; // Asia/Kolkata has no daylight saving
  const day = 24 * 60 * 60 * 1000;
  return day - ((now.getTime() + offsetMs) % day);
}

/**
 * A card's id from its author and the device's id for the request: the same request sent again
 * finds the same card, and the id (the wall shows it, as the public copy's) can be traced back to
 * neither the author's uid nor anything their device keeps.
 */
export const wishIdFor = (uid: string, clientId: string) =>
  createHash('sha256').update(`wish\0${uid}\0${clientId}`).digest('hex').slice(0, 32);

/**
 * A transaction's first reads beside the deleted-account gate, all at once; the gate's refusal is
 * thrown only once every read is back, so no read is left running when the transaction ends.
 */
async function gatedReads<T>(gate: Promise<void>, reads: Promise<T>): Promise<T> {
  await Promise.allSettled([gate, reads]);
  await gate;
  return reads;
}

/** Writes or deletes the public copy so that it matches the card's state, in the same transaction. */
function mirrorOnWall(tx: Transaction, db: Firestore, id: string, card: WishDoc): void {
  const ref = db.doc(`${WALL}/${id}`);
  if (card.status === 'approved') tx.set(ref, publicCardOf(card));
  else tx.delete(ref);
}

/**
 * A visitor's card, checked and kept as 'pending' for an operator. Refused: signed out, a deleted
 * account, no profile, a visitor who may not appear in public (a child, or who has not accepted
 * the current notice: mayBePublic), a name that passes for the site, and past either cap, each in
 * words the page shows as they are. Sent again with the same `clientId`, it answers with the card
 * the first request made.
 */
export async function publishWish(
  deps: WishDeps,
  uid: string | undefined,
  data: unknown,
): Promise<OwnWish> {
  if (!uid) throw refuse('unauthenticated', 'Sign in to put your card on the wall.');
  const parsed = publishWishRequestSchema.safeParse(data);
  if (!parsed.success) {
    throw refuse(
      'invalid-argument',
      `This card cannot go on the wall: ${problemsOf(parsed.error)}.`,
    );
  }
  const name = cleanName(parsed.data.name.trim()).trim();
  // The names everyone sees follow one rule (shared/src/text/names.ts, docs/decisions/041): no
  // character nobody sees (a soft hyphen or a word joiner inside "Official"), and nothing that
  // passes for the site, in any script or lookalike letters.
  if (hasInvisibleCharacters(name)) {
    throw refuse(
      'invalid-argument',
      'A name on the wall may not hold characters nobody sees (text copied from elsewhere can carry them). Type the name again.',
    );
  }
  if (isReservedName(name)) {
    throw refuse(
      'invalid-argument',
      'A name on the wall may not pass for the broadcaster or the site’s staff. Choose another name.',
    );
  }
  const { db } = deps;
  const now = deps.now();
  const today = isoDateIn(now);
  const at = now.toISOString();
  const { clientId } = parsed.data;
  const id = clientId ? wishIdFor(uid, clientId) : deps.newId();
  const ref = db.doc(`${WISHES}/${id}`);

  return db.runTransaction(async (tx) => {
    const [existing, profile, own] = await gatedReads(
      refuseIfDeleted(tx, db, uid),
      Promise.all([
        tx.get(ref),
        tx.get(db.doc(`profiles/${uid}`)),
        tx.get(db.collection(WISHES).where('uid', '==', uid)),
      ]),
    );
    // Sent again after an answer that never arrived: the card is made already, once.
    if (existing.exists) return ownWishFromDoc(id, existing.data() as WishDoc);
    if (!profile.exists) {
      throw refuse('failed-precondition', 'Finish your profile before you put a card on the wall.');
    }
    const visitor = profile.data() as ProfileDoc;
    if (isChild(visitor)) {
      throw refuse(
        'permission-denied',
        'The wall is for visitors aged 18 and over. You can still make cards and share them.',
      );
    }
    if (!mayBePublic(visitor)) {
      throw refuse(
        'permission-denied',
        'Before your card can go on the wall, give your age band and accept the current privacy notice: the page asks for both.',
      );
    }
    const cards = own.docs.map((doc) => doc.data() as WishDoc);
    if (cards.filter((card) => OPEN_STATUSES.includes(card.status)).length >= WISHES_OPEN_MAX) {
      throw refuse(
        'resource-exhausted',
        `You can have ${WISHES_OPEN_MAX} cards waiting or on the wall at once. Wait for the moderators to look at one.`,
      );
    }
    if (cards.filter((card) => card.day === today).length >= WISHES_PER_DAY) {
      throw refuse(
        'resource-exhausted',
        `You can put ${WISHES_PER_DAY} cards on the wall a day. Try again tomorrow.`,
        { retryAfterMs: untilKeralaMidnight(now) },
      );
    }
    const wish: WishDoc = {
      uid,
      greeting: parsed.data.greeting,
      name,
      district: parsed.data.district,
      illustration: parsed.data.illustration,
      status: 'pending',
      createdAt: at,
      day: today,
      queuedAt: at,
      approvedAt: null,
      reason: null,
      reports: 0,
      countedReports: 0,
      moderatedBy: null,
      moderatedAt: null,
    };
    tx.create(ref, wish);
    countWaiting(tx, db, undefined, wish);
    return ownWishFromDoc(id, wish);
  });
}

/** How many reports take a card off the wall, as the live campaign says (its default without). */
async function liveReportsToHide(db: Firestore): Promise<number> {
  const live = await readLive(db);
  if (!live) return reportsToHide(undefined);
  let json: unknown;
  try {
    json = JSON.parse(live.manifest);
  } catch {
    return reportsToHide(undefined);
  }
  const parsed = parseCampaignManifest(json);
  return reportsToHide(parsed.ok ? parsed.manifest : undefined);
}

/** Whether a reporter's account is old enough for the report to count towards hiding the card. */
function establishedAt(profile: DocumentSnapshot, now: Date): boolean {
  const createdAt = (profile.data() as ProfileDoc | undefined)?.createdAt;
  // An unreadable time reads as now: such an account's reports never count.
  return now.getTime() - Date.parse(timestampToIso(createdAt, now)) >= REPORTER_MIN_AGE_MS;
}

/**
 * A report of a card on the wall, counted once per visitor. Every report puts the card in the
 * moderation queue; it leaves the wall ('reported') once `reportsToHide` visitors whose accounts
 * are older than a day reported it since it last went up, or at once when an operator (the claim
 * and the listing, as operator-gate.ts has it) reports it.
 * An account with no profile cannot report: accounts a script made for the purpose have none.
 */
export async function reportWish(
  deps: WishDeps,
  caller: Caller,
  data: unknown,
): Promise<ReportWishResponse> {
  const { uid } = caller;
  if (!uid) throw refuse('unauthenticated', 'Sign in to report a card.');
  const parsed = reportWishRequestSchema.safeParse(data);
  if (!parsed.success) {
    throw refuse(
      'invalid-argument',
      `This report is not well formed: ${problemsOf(parsed.error)}.`,
    );
  }
  const { wishId } = parsed.data;
  const { db } = deps;
  const toHide = await liveReportsToHide(db);
  const now = deps.now();
  const at = now.toISOString();
  const today = isoDateIn(now);
  const wishRef = db.doc(`${WISHES}/${wishId}`);
  const reportRef = db.doc(`${WISH_REPORTS}/${wishReportId(wishId, uid)}`);

  return db.runTransaction(async (tx) => {
    const claimsOperator = caller.operator === true;
    const [wishSnap, reportSnap, todays, profile, listing] = await gatedReads(
      refuseIfDeleted(tx, db, uid),
      Promise.all([
        tx.get(wishRef),
        tx.get(reportRef),
        tx.get(db.collection(WISH_REPORTS).where('uid', '==', uid).where('day', '==', today)),
        tx.get(db.doc(`profiles/${uid}`)),
        // Only a token with the claim costs this read. A revoked operator's token keeps the claim
        // for up to an hour, but their listing is gone at once (operator-gate.ts).
        claimsOperator ? tx.get(operatorRef(db, uid)) : undefined,
      ]),
    );
    const operator = claimsOperator && listing?.exists === true;
    const wish = wishSnap.data() as WishDoc | undefined;
    if (!wish || (wish.status !== 'approved' && wish.status !== 'reported')) {
      throw refuse('not-found', 'This card is not on the wall.');
    }
    if (wish.uid === uid) throw refuse('failed-precondition', 'This is your own card.');
    if (reportSnap.exists) return { counted: false, offWall: wish.status !== 'approved' };
    if (!profile.exists && !operator) {
      throw refuse('permission-denied', 'Finish your profile before you report a card.');
    }
    if (todays.size >= REPORTS_PER_DAY && !operator) {
      throw refuse(
        'resource-exhausted',
        `You can report ${REPORTS_PER_DAY} cards a day; the moderators will look at them. Try again tomorrow.`,
        { retryAfterMs: untilKeralaMidnight(now) },
      );
    }
    const counts = operator || establishedAt(profile, now);
    const counted = (wish.countedReports ?? 0) + (counts ? 1 : 0);
    const hide = wish.status === 'approved' && (operator || counted >= toHide);
    const next: WishDoc = {
      ...wish,
      reports: wish.reports + 1,
      countedReports: counted,
      ...(hide ? { status: 'reported', queuedAt: at } : { queuedAt: wish.queuedAt ?? at }),
    };
    const report: WishReportDoc = { uid, wishId, at, day: today };
    tx.create(reportRef, report);
    tx.set(wishRef, next);
    countWaiting(tx, db, wish, next);
    if (hide) mirrorOnWall(tx, db, wishId, next);
    return { counted: true, offWall: next.status !== 'approved' };
  });
}

const ACTION_WORDS = { approve: 'approved', reject: 'rejected', remove: 'removed' } as const;

/**
 * An operator's decision on a card: approve (on the wall), reject with a reason its author sees,
 * or remove. Refused unless the caller's ID token has the `operator` claim; when the card has
 * moved on since the operator saw it (another operator got there first); an approval, when the
 * card was reported since the operator looked at it, or its author's account was deleted.
 */
export async function moderateWish(
  deps: WishDeps,
  caller: Caller,
  data: unknown,
): Promise<QueuedWish> {
  if (!caller.uid) throw refuse('unauthenticated', 'Sign in as an operator to moderate the wall.');
  if (caller.operator !== true) {
    throw refuse('permission-denied', 'Only the campaign’s operators can moderate the wall.');
  }
  const parsed = moderateWishRequestSchema.safeParse(data);
  if (!parsed.success) {
    throw refuse(
      'invalid-argument',
      `This decision is not well formed: ${problemsOf(parsed.error)}. A rejection needs a reason.`,
    );
  }
  const request = parsed.data;
  const { db } = deps;
  const at = deps.now().toISOString();
  const ref = db.doc(`${WISHES}/${request.wishId}`);
  const operator = caller.uid;

  return db.runTransaction(async (tx) => {
    const wish = (await tx.get(ref)).data() as WishDoc | undefined;
    if (!wish) throw refuse('not-found', 'There is no such card.');
    // "Delete my account" writes the tombstone before it deletes the cards: a card it has not
    // reached yet must not go back on the wall behind it.
    if ((await tx.get(deletedAccountRef(db, wish.uid))).exists) {
      throw refuse('not-found', 'This card’s author deleted their account; the card goes with it.');
    }
    const status: WishStatus | undefined = nextStatus(
      wish.status,
      request.action,
      wish.queuedAt !== null,
    );
    if (!status) {
      throw refuse(
        'failed-precondition',
        `This card is ${wish.status} now, so it cannot be ${ACTION_WORDS[request.action]}.`,
      );
    }
    if (request.action === 'approve' && wish.reports > request.seenReports) {
      throw refuse(
        'aborted',
        `This card was reported again since you looked at it (${wish.reports} reports now). Look at it again before you approve it.`,
      );
    }
    const stillUp = wish.status === 'approved' && status === 'approved';
    const next: WishDoc = {
      ...wish,
      status,
      queuedAt: null,
      // Kept on the wall where it was; back on it, or on it for the first time, at the top.
      approvedAt: status === 'approved' && !stillUp ? at : wish.approvedAt,
      // The reports an operator has looked at are dealt with: the count towards hiding starts again.
      countedReports: status === 'approved' ? 0 : (wish.countedReports ?? 0),
      reason: request.action === 'reject' ? request.reason : null,
      moderatedBy: operator,
      moderatedAt: at,
    };
    tx.set(ref, next);
    countWaiting(tx, db, wish, next);
    mirrorOnWall(tx, db, request.wishId, next);
    return queuedWishFromDoc(request.wishId, next);
  });
}
