// The wall of wishes (issue 21, docs/decisions/038): the only writer of `wishes/{wishId}` and
// `wishReports/{wishId}_{reporterUid}` (firestore.rules denies every client write). A visitor
// publishes a card, which waits for an operator; visitors report cards on the wall, and a report
// takes the card off at once until an operator looks again; operators approve, reject with a
// reason the author sees, or remove.
import type { Firestore } from 'firebase-admin/firestore';
import { isoDateIn } from '@onam/shared/festival/calendar';
import { cleanName } from '@onam/shared/share/card-link';
import { isReservedName } from '@onam/shared/backend/schemas';
import {
  moderateWishRequestSchema,
  nextStatus,
  OPEN_STATUSES,
  ownWishFromDoc,
  publishWishRequestSchema,
  queuedWishFromDoc,
  REPORTS_PER_DAY,
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
import type { Caller } from './campaign-live';
import { problemsOf, refuse } from './refusals';

export const WISHES = 'wishes';
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
 * A visitor's card, checked and kept as 'pending' for an operator. Refused: signed out, no
 * profile, a child (ageBand 'under-18', docs/decisions/037), a name that passes for the site, and
 * past either cap, each in words the page shows as they are.
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
  const id = deps.newId();

  return db.runTransaction(async (tx) => {
    const [profile, own] = await Promise.all([
      tx.get(db.doc(`profiles/${uid}`)),
      tx.get(db.collection(WISHES).where('uid', '==', uid)),
    ]);
    if (!profile.exists) {
      throw refuse('failed-precondition', 'Finish your profile before you put a card on the wall.');
    }
    if ((profile.data() as { ageBand?: unknown }).ageBand === 'under-18') {
      throw refuse(
        'permission-denied',
        'The wall is for visitors aged 18 and over. You can still make cards and share them.',
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
      moderatedBy: null,
      moderatedAt: null,
    };
    tx.create(db.doc(`${WISHES}/${id}`), wish);
    return ownWishFromDoc(id, wish);
  });
}

/**
 * A visitor's report of a card on the wall: counted once per visitor; an approved card leaves the
 * wall at once ('reported') and joins the moderation queue.
 */
export async function reportWish(
  deps: WishDeps,
  uid: string | undefined,
  data: unknown,
): Promise<ReportWishResponse> {
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
  const now = deps.now();
  const today = isoDateIn(now);
  const wishRef = db.doc(`${WISHES}/${wishId}`);
  const reportRef = db.doc(`${WISH_REPORTS}/${wishReportId(wishId, uid)}`);

  return db.runTransaction(async (tx) => {
    const [wishSnap, reportSnap, todays] = await Promise.all([
      tx.get(wishRef),
      tx.get(reportRef),
      tx.get(db.collection(WISH_REPORTS).where('uid', '==', uid).where('day', '==', today)),
    ]);
    const wish = wishSnap.data() as WishDoc | undefined;
    if (!wish || (wish.status !== 'approved' && wish.status !== 'reported')) {
      throw refuse('not-found', 'This card is not on the wall.');
    }
    if (wish.uid === uid) throw refuse('failed-precondition', 'This is your own card.');
    if (reportSnap.exists) return { counted: false };
    if (todays.size >= REPORTS_PER_DAY) {
      throw refuse(
        'resource-exhausted',
        `You can report ${REPORTS_PER_DAY} cards a day; the moderators will look at them. Try again tomorrow.`,
        { retryAfterMs: untilKeralaMidnight(now) },
      );
    }
    const report: WishReportDoc = { uid, wishId, at: now.toISOString(), day: today };
    tx.create(reportRef, report);
    tx.update(wishRef, {
      reports: wish.reports + 1,
      ...(wish.status === 'approved' ? { status: 'reported', queuedAt: now.toISOString() } : {}),
    });
    return { counted: true };
  });
}

const ACTION_WORDS = { approve: 'approved', reject: 'rejected', remove: 'removed' } as const;

/**
 * An operator's decision on a card: approve (on the wall), reject with a reason its author sees,
 * or remove. Refused unless the caller's ID token has the `operator` claim, and when the card has
 * moved on since the operator saw it (another operator got there first).
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
    const status: WishStatus | undefined = nextStatus(wish.status, request.action);
    if (!status) {
      throw refuse(
        'failed-precondition',
        `This card is ${wish.status} now, so it cannot be ${ACTION_WORDS[request.action]}.`,
      );
    }
    const next: WishDoc = {
      ...wish,
      status,
      queuedAt: null,
      approvedAt: status === 'approved' ? at : wish.approvedAt,
      reason: request.action === 'reject' ? request.reason : null,
      moderatedBy: operator,
      moderatedAt: at,
    };
    tx.set(ref, next);
    return queuedWishFromDoc(request.wishId, next);
  });
}
