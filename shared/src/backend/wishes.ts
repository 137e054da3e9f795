/**
 * The wall of wishes (docs/decisions/038 and 042): what a card on it is, the states an operator
 * moves it through, the caps per visitor, and the requests the three callables take. Pure: the
 * functions (deploy/functions/src/wishes/wishes.ts), the firebase adapter and the screens share it.
 *
 *   publish ─► pending ─approve─► approved ─K reports─► reported ─approve─► approved
 *                 │                   │                    │
 *                 └─reject (reason)─► rejected ◄───────────┘      remove (any) ─► removed
 *
 * Only `approved` cards are on the wall, each as a public copy (`wall/{id}`, PublicCardDoc) that
 * holds what the wall shows and nothing else. A report puts a card in the moderation queue; it
 * leaves the wall after `reportsToHide` visitors with established accounts reported it, or one
 * operator did, until an operator looks again.
 */
import { z } from 'zod/mini';
import { GREETING_IDS } from '../festival/greetings';
import type { CampaignManifest } from '../manifest/schema';
import { DISTRICTS } from './districts';
import {
  WALL_ILLUSTRATIONS,
  WALL_PAGE_SIZE,
  type WallCard,
  type WallPage,
  type WishInput,
} from './wall-page';

// The illustrations a card may carry and the wall's page size live with the page's reader, which
// the wall's screen loads without this module's schemas.
export {
  WALL_ILLUSTRATIONS,
  WALL_PAGE_SIZE,
  type WallCard,
  type WallIllustration,
  type WallPage,
  type WishInput,
} from './wall-page';

export const WISH_STATUSES = ['pending', 'approved', 'rejected', 'reported', 'removed'] as const;
export type WishStatus = (typeof WISH_STATUSES)[number];

/** Statuses that count against WISHES_OPEN_MAX: waiting for an operator, or on the wall. */
export const OPEN_STATUSES: readonly WishStatus[] = ['pending', 'approved', 'reported'];

/** Cards one visitor may have waiting or on the wall at once. */
export const WISHES_OPEN_MAX = 3;
/** Cards one visitor may publish in a Kerala day. */
export const WISHES_PER_DAY = 5;
/** Cards one visitor may report in a Kerala day: nobody can empty the wall alone. */
export const REPORTS_PER_DAY = 10;
/**
 * Visitors whose reports take a card off the wall, unless the live campaign says otherwise
 * (`wall.reportsToHide` in the manifest): no one account can hide a card.
 */
export const REPORTS_TO_HIDE = 3;
/**
 * How old a reporter's account must be for their report to count towards REPORTS_TO_HIDE (by
 * their profile's creation time, the server's clock): accounts made for the purpose do not.
 */
export const REPORTER_MIN_AGE_MS = 24 * 60 * 60 * 1000;
/** A rejection's reason, in characters. */
export const WISH_REASON_MAX = 200;
/** Cards the moderation queue shows at once, oldest first. */
export const QUEUE_SIZE = 30;

/** A visitor's own card, in whatever state it is. */
export interface OwnWish extends WishInput {
  id: string;
  status: WishStatus;
  /** Why an operator did not accept it (status 'rejected'); null otherwise. */
  reason: string | null;
  /** ISO 8601 */
  createdAt: string;
}

/** A card in the moderation queue. */
export interface QueuedWish extends OwnWish {
  /**
   * How many visitors reported it. An approval says how many the operator saw, and is refused
   * when there are more by then.
   */
  reports: number;
  /** ISO 8601: when it joined the queue (published, or reported). The queue is oldest first. */
  queuedAt: string;
}

/** `wishes/{wishId}`: written only by the functions (firestore.rules). */
export interface WishDoc extends WishInput {
  /** The author. */
  uid: string;
  status: WishStatus;
  /** ISO 8601, server time, like every time below. */
  createdAt: string;
  /** The author's Kerala day when published (WISHES_PER_DAY). */
  day: string;
  /** When it (last) joined the queue; null once an operator has dealt with it. */
  queuedAt: string | null;
  /** When it (last) went on the wall; null before. */
  approvedAt: string | null;
  reason: string | null;
  /** Visitors who reported it (each once). */
  reports: number;
  /**
   * Reports that count towards taking it off the wall (from accounts older than
   * REPORTER_MIN_AGE_MS) since it last went on the wall. Absent on cards from before.
   */
  countedReports?: number;
  /** The operator (uid) who last moved it, and when: for the operators, never exported. */
  moderatedBy: string | null;
  moderatedAt: string | null;
}

/**
 * `wall/{wishId}`: the public copy of a card on the wall, written and deleted by the functions with
 * the card's state. Exactly what the wall shows: no author, no moderator, no reports, no day. The
 * id is the card's, made by the server from nothing a visitor can read (deploy/functions/src/
 * wishes.ts), so it links to no one.
 */
export interface PublicCardDoc extends WishInput {
  /** ISO 8601: when it (last) went on the wall. The wall is newest first. */
  approvedAt: string;
}

/** Every field of a public copy; a copy holds these and no other. */
export const PUBLIC_CARD_FIELDS = [
  'greeting',
  'name',
  'district',
  'illustration',
  'approvedAt',
] as const satisfies readonly (keyof PublicCardDoc)[];

/** The public copy of a card on the wall: what the wall shows, field by field. */
export const publicCardOf = (doc: WishDoc): PublicCardDoc => ({
  greeting: doc.greeting,
  name: doc.name,
  district: doc.district,
  illustration: doc.illustration,
  approvedAt: doc.approvedAt ?? doc.createdAt,
});

/** `wishReports/{wishId}_{reporterUid}`: one visitor's report of one card. */
export interface WishReportDoc {
  /** The reporter. */
  uid: string;
  wishId: string;
  /** ISO 8601 */
  at: string;
  /** The reporter's Kerala day (REPORTS_PER_DAY). */
  day: string;
}

export const wishReportId = (wishId: string, reporterUid: string) => `${wishId}_${reporterUid}`;

const WISH_ID = /^[A-Za-z0-9-]{1,64}$/;
const wishId = z.string().check(z.regex(WISH_ID));
/** A publish request's own id, made on the device (a UUID): a retry sends it again. */
const CLIENT_ID = /^[A-Za-z0-9-]{8,64}$/;

export const publishWishRequestSchema = z.strictObject({
  greeting: z.enum(GREETING_IDS),
  // Cleaned and measured by the server (cleanName, shared/src/share/card-link.ts); this only bounds what it reads.
  name: z.string().check(z.maxLength(400)),
  district: z.enum(DISTRICTS),
  illustration: z.enum(WALL_ILLUSTRATIONS),
  // Optional for a page loaded before it was sent: such a request is not made safe to retry.
  clientId: z.optional(z.string().check(z.regex(CLIENT_ID))),
});
export type PublishWishRequest = z.output<typeof publishWishRequestSchema>;

export const reportWishRequestSchema = z.strictObject({ wishId });

export const moderateWishRequestSchema = z.union([
  z.strictObject({
    wishId,
    action: z.literal('approve'),
    // How many reports the card had when the operator looked at it (QueuedWish.reports).
    seenReports: z.number().check(z.int(), z.gte(0)),
  }),
  z.strictObject({
    wishId,
    action: z.literal('reject'),
    reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(WISH_REASON_MAX)),
  }),
  z.strictObject({ wishId, action: z.literal('remove') }),
]);
export type ModerateWishRequest = z.output<typeof moderateWishRequestSchema>;
export type ModerationAction = ModerateWishRequest['action'];

export interface ReportWishResponse {
  /** False when this visitor had already reported the card: nothing changed. */
  counted: boolean;
  /** Whether the card is off the wall now (this report, or earlier ones, took it off). */
  offWall: boolean;
}

/**
 * What an operator's action does to a card in each state; undefined where it does not apply. An
 * approved card is approved again only while it waits in the queue (reported, still on the wall):
 * the operator keeps it there.
 */
export function nextStatus(
  current: WishStatus,
  action: ModerationAction,
  queued = false,
): WishStatus | undefined {
  if (action === 'approve') {
    return current === 'pending' || current === 'reported' || (current === 'approved' && queued)
      ? 'approved'
      : undefined;
  }
  if (action === 'reject') {
    return current === 'pending' || current === 'reported' || current === 'approved'
      ? 'rejected'
      : undefined;
  }
  return current === 'removed' ? undefined : 'removed';
}

export const ownWishFromDoc = (id: string, doc: WishDoc): OwnWish => ({
  id,
  greeting: doc.greeting,
  name: doc.name,
  district: doc.district,
  illustration: doc.illustration,
  status: doc.status,
  reason: doc.status === 'rejected' ? doc.reason : null,
  createdAt: doc.createdAt,
});

export const wallCardFromPublic = (id: string, doc: PublicCardDoc): WallCard => ({
  id,
  greeting: doc.greeting,
  name: doc.name,
  district: doc.district,
  illustration: doc.illustration,
  approvedAt: doc.approvedAt,
});

/**
 * A page of the wall from the public copies read newest first: WALL_PAGE_SIZE + 1 are asked for,
 * so that one more than the page tells whether another page follows. The browser's adapter and
 * the pages function (which draws the wall's first page into its HTML) read it the same way.
 */
export function wallPageFrom(rows: readonly { id: string; data: PublicCardDoc }[]): WallPage {
  const cards = rows.slice(0, WALL_PAGE_SIZE).map(({ id, data }) => wallCardFromPublic(id, data));
  return {
    cards,
    next: rows.length > WALL_PAGE_SIZE ? (cards.at(-1)?.approvedAt ?? null) : null,
  };
}

export const queuedWishFromDoc = (id: string, doc: WishDoc): QueuedWish => ({
  ...ownWishFromDoc(id, doc),
  reports: doc.reports,
  queuedAt: doc.queuedAt ?? doc.createdAt,
});

/** How many visitors' reports take a card off the wall in this campaign. */
export const reportsToHide = (manifest: Pick<CampaignManifest, 'wall'> | undefined): number =>
  manifest?.wall?.reportsToHide ?? REPORTS_TO_HIDE;
