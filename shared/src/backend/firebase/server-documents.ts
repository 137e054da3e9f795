/**
 * What the Cloud Functions (`deploy/functions`) write and the `firebase` adapter reads: the
 * documents only the server may write (firestore.rules denies every client write to them), the
 * callables' names and their requests. docs/data-model.md has the whole model.
 *
 * Times in these documents are ISO 8601 strings from the server's clock: no client writes them, so
 * none can backdate them, and they sort as written.
 */
import { z } from 'zod/mini';
import type { GameId } from '../../contracts/game';
import type { District } from '../districts';
import type { BoardSummary } from '../logic/leaderboard';
import type { PaceState } from '../logic/pace';
import type { KeptGameStats } from '../logic/stats';
import type { Play, PlayInput } from '../port';
import { playInputSchema } from '../schemas';

/** Cloud Functions run next to the visitors: Mumbai. */
export const FUNCTIONS_REGION = 'asia-south1';

export const CALLABLES = {
  submitPlay: 'submitPlay',
  updateProfile: 'updateProfile',
  registerMedia: 'registerMedia',
  removeMedia: 'removeMedia',
  changeCampaign: 'changeCampaign',
  acceptPrivacyNotice: 'acceptPrivacyNotice',
  exportMyData: 'exportMyData',
  deleteMyAccount: 'deleteMyAccount',
  publishWish: 'publishWish',
  reportWish: 'reportWish',
  moderateWish: 'moderateWish',
} as const;

/** The live campaign's pointer; its revisions are the `revisions` collection under it (034). */
export const LIVE_CAMPAIGN_DOC = 'campaign/live';

/** `stats/{uid}`: one per visitor, read by its owner only. */
export interface StatsDoc {
  games: Partial<Record<GameId | 'all', KeptGameStats>>;
  /** Newest first, at most RECENT_PLAYS_KEPT. */
  recent: Omit<Play, 'uid'>[];
  /** The play pace (PLAY_PACE): how many plays may come at once, refilled over time. */
  pace?: PaceState;
  /** Media records kept (MEDIA_PER_VISITOR at most). */
  media?: number;
  /**
   * Profile edits on one Kerala day (PROFILE_EDITS_PER_DAY at most, a withdrawn newsletter consent
   * past them), and the ids the client gave the latest of them (updateProfile).
   */
  profileEdits?: { day: string; count: number; ids?: string[] };
  /**
   * Family pookalams (shared/src/family/carpet.ts) finished with the visitor on the carpet, and
   * the best of their scores: the team's figure, beside the visitor's own games'.
   */
  family?: { carpets: number; bestScore: number | null };
  /**
   * The family carpets the visitor is on, kept by the family callables: every one they joined,
   * owned or not (where "Download my data" finds their name on a carpet and "Delete my account"
   * takes it off: no query finds a uid there), and those they own not finished yet (at most
   * OPEN_CARPETS_PER_OWNER).
   */
  carpetIds?: { joined: string[]; open: string[] };
}

/** `plays/{uid}_{deviceId}`: a play as the server scored it, with the record it was scored from. */
export interface PlayDoc {
  uid: string;
  gameId: GameId;
  score: number;
  maxScore: number;
  durationMs: number;
  playedAt: string;
  /** The games version whose scoring code scored it. */
  version: string;
  /**
   * The record it scored, as JSON text (docs/decisions/039): Firestore cannot hold every record as
   * data (the sadya's servings are lists inside a list), while a string of it always fits, whatever
   * shape any games version gives its records.
   */
  recordJson: string;
  /** The id its result links carry (`sharedResults/{shareId}`); absent on plays from before. */
  shareId?: string;
}

/**
 * `sharedResults/{shareId}`: what a result link's random id names, read by the server alone (the
 * ogImage function; firestore.rules lets no client read it). The uid is there for "Delete my
 * account" to find it; the link itself carries only the id.
 */
export interface SharedResultDoc {
  /** `plays/{playId}`. */
  playId: string;
  uid: string;
  createdAt: string;
}

/** A play saved before decision 039 kept its record as data: a map, read as it was written. */
export type EarlierPlayDoc = Omit<PlayDoc, 'recordJson'> & { record: unknown };

/** `media/{uid}_{slot}`: the record of one greeting, written by registerMedia. */
export interface MediaDoc {
  uid: string;
  name: string;
  contentType: string;
  size: number;
  storagePath: string;
  createdAt: string;
}

/** `leaderboard/{gameId}/entries/{uid}`: a player's best, read by its owner only. */
export interface EntryDoc {
  name: string;
  district: District | null;
  score: number;
  /** When this best was first reached: among equal scores, who got there first is listed first. */
  at: string;
  /**
   * In the game's tally of bests (deploy/functions/src/board/tally.ts). Every entry written since
   * the tally is; an older one is brought in by the recount's backfill. Never exported.
   */
  tallied?: boolean;
}

/** `leaderboard/{gameId}`: the public board. */
export type SummaryDoc = BoardSummary;

const DEVICE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const submitPlayRequestSchema = z.object({
  play: playInputSchema,
  deviceId: z.optional(z.string().check(z.regex(DEVICE_ID))),
});

export interface SubmitPlayRequest {
  play: PlayInput;
  deviceId?: string;
}

export interface SubmitPlayResponse {
  play: Play;
  /** What the play's result link names (SharedResultDoc): the same each time the play is sent. */
  shareId: string;
}

export const mediaRequestSchema = z.object({
  mediaId: z.string().check(z.regex(/^[A-Za-z0-9]{1,40}$/)),
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});

/** Details the server attaches to a refusal, so the device knows when to send it again. */
export interface RefusalDetails {
  retryAfterMs?: number;
  /**
   * The account was deleted (its ID token outlives it by up to an hour): nothing can be saved to
   * it again, so the page signs out and says so rather than keep trying.
   */
  accountDeleted?: true;
}
