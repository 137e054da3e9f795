import type { ChangeCampaignRequest, ChangeCampaignResponse } from '../manifest/campaign-change';
import type { GameId, PlayEvidence } from '../contracts/game';
import type { HealthWatchPort } from '../health/health-port';
import type { AuthState, SessionUser } from '../session/auth-state';
import type { District } from './districts';
import type {
  CarpetOptions,
  CarpetResult,
  CarpetStatus,
  FamilyEntryDoc,
  FinishCarpetRequest,
  FinishCarpetResponse,
  JoinCarpetRequest,
  JoinCarpetResponse,
  LaidCell,
  RemoveMemberRequest,
  SetOpenRequest,
  StartCarpetRequest,
  StartCarpetResponse,
} from '../family/carpet';
import type { AgeBand, ConsentRecord } from './privacy';
import type {
  ModerateWishRequest,
  OwnWish,
  QueuedWish,
  ReportWishResponse,
  WallPage,
  WishInput,
} from './wishes';

/**
 * The one port for everything the product stores (DESIGN.md "Backend port"). Screens and remotes
 * never call it directly: they use the TanStack Query hooks in `react/backend-hooks.tsx` (built on
 * the query options in `./queries`), which reach the adapter chosen at start-up through
 * `BackendProvider` (`react/backend-context.tsx`).
 */

export type Account = SessionUser & {
  /** How the visitor signs in: an email and password, Google, or both. */
  providers: readonly ('password' | 'google')[];
};

export interface RegisterInput {
  displayName: string;
  email: string;
  password: string;
  district: District;
  /** Under 18 or not (docs/decisions/037): asked at registration, never changed afterwards. */
  ageBand: AgeBand;
  /**
   * `terms`: "I have read the privacy notice" (PRIVACY_NOTICE_VERSION), required; the newsletter
   * is a separate, optional consent.
   */
  consent: { terms: true; newsletter: boolean };
}

export interface Profile {
  uid: string;
  displayName: string;
  /** null until a visitor who signed up with Google has chosen one. */
  district: District | null;
  newsletter: boolean;
  /** ISO 8601 */
  createdAt: string;
  /** Absent on profiles made before the age band was asked; asked once on the next visit. */
  ageBand?: AgeBand | null;
  /** The notice accepted and the consents' times; absent on profiles from before. */
  consent?: ConsentRecord | null;
}

export type ProfilePatch = Partial<Pick<Profile, 'displayName' | 'district' | 'newsletter'>>;

export interface PlayInput {
  gameId: GameId;
  score: number;
  maxScore: number;
  durationMs: number;
  /** What the server scores the play from (game contract 1.2); without it no public figure moves. */
  evidence?: PlayEvidence;
}

export interface RecordOptions {
  /**
   * The device's own id for the play (the pending-plays store's): a save retried after a lost
   * answer finds the play it already saved instead of saving it twice.
   */
  deviceId?: string;
}

export interface Play extends PlayInput {
  id: string;
  uid: string;
  /** ISO 8601, set by the server (or the local adapter's clock). */
  playedAt: string;
  /**
   * What the play's result link names (shared/src/share/links.ts), in the answer to `record`
   * only: random, so the link says nothing of the player.
   */
  shareId?: string;
}

export interface GameStats {
  /** One game's figures, or every game's together. */
  gameId: GameId | 'all';
  plays: number;
  bestScore: number | null;
  /** ISO 8601 */
  lastPlayedAt: string | null;
  /** Consecutive days (Kerala's calendar) with at least one play, ending today or yesterday. */
  dayStreak: number;
}

/**
 * A row of the public board: what anyone may see of a player, and no more (no uid, no email).
 * `own` marks the signed-in visitor's row; it is worked out for them, never stored on the board.
 */
export interface LeaderboardEntry {
  displayName: string;
  district: District | null;
  bestScore: number;
  /** 1-based; equal scores share a rank (1, 2, 2, 4). */
  rank: number;
  own: boolean;
}

export interface Leaderboard {
  gameId: GameId;
  top: LeaderboardEntry[];
  /** The visitor's own entry, also when outside the top; null when they have not played. */
  mine: LeaderboardEntry | null;
}

export interface MediaFile {
  id: string;
  uid: string;
  name: string;
  contentType: string;
  size: number;
  /** A URL the browser can play or show (an object URL for the local adapter). */
  url: string;
  /** ISO 8601 */
  createdAt: string;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** A visitor's figures for each game and for all games together, and their latest plays. */
/** The family pookalams a visitor was on when they were finished (docs/decisions/074). */
export interface FamilyFigures {
  carpets: number;
  bestScore: number | null;
}

export interface PlaySummary {
  stats: Record<GameId | 'all', GameStats>;
  /** Newest first, at most RECENT_PLAYS_KEPT. */
  recent: Play[];
  /** Absent where the backend keeps no family carpets (local), or none was finished yet. */
  family?: FamilyFigures;
}

export const LEADERBOARD_SIZE = 10;
/** How many of a visitor's latest plays the summary keeps (the dashboard lists them). */
export const RECENT_PLAYS_KEPT = 10;
/** Media the product accepts: audio, video and image types, up to this size. */
export const MEDIA_MAX_BYTES = 25 * 1024 * 1024;
export const MEDIA_TYPE_PATTERN = /^(audio|video|image)\/[\w.+-]+$/;
/** Greetings (media files) one visitor may keep; the server refuses the next one. */
export const MEDIA_PER_VISITOR = 5;
/**
 * The places a visitor's greetings are stored, `g0`..`g4`: a new greeting takes a free one, so no
 * visitor can keep more files than the allowance, even without the server (storage.rules).
 */
export const mediaSlots = (): string[] =>
  Array.from({ length: MEDIA_PER_VISITOR }, (_, index) => `g${index}`);
/** Profile edits one visitor may make in a Kerala day; the server refuses the next one. */
export const PROFILE_EDITS_PER_DAY = 10;

/** The account the Auth emulator's Google sign-in pretends to be (no Google, no network). */
export interface GoogleTestAccount {
  email: string;
  displayName: string;
}

export interface AccountsPort extends AuthState {
  /**
   * 'popup' is Google's real sign-in window. Against the Auth emulator it is 'emulator': Firebase's
   * popup needs Google's script from the internet, so the dialog asks for a test account instead
   * and the emulator signs it in as a Google user.
   */
  readonly googleSignIn: 'popup' | 'emulator';
  currentUser(): Promise<Account | null>;
  subscribe(listener: (user: Account | null) => void): () => void;
  register(input: RegisterInput): Promise<Account>;
  signIn(email: string, password: string): Promise<Account>;
  signInWithGoogle(testAccount?: GoogleTestAccount): Promise<Account>;
  sendPasswordReset(email: string): Promise<void>;
  signOut(): Promise<void>;
}

/** The campaign live now (Firestore's `campaign/live`, docs/decisions/034). */
export interface LiveCampaign {
  revision: number;
  /** The manifest's JSON text, as /campaign.json serves it. */
  manifest: string;
  /** ISO 8601, UTC. */
  time: string;
  author: string;
}

/** One revision of the history: what it was, and what made it. */
export interface CampaignRevision extends LiveCampaign {
  /** The CLI command that makes it ("map /game games sadya"). */
  command: string;
  /** What it changed, a line per value. */
  changes: string[];
}

/**
 * The operators' console's reach: the live campaign, its history, and changes through
 * the changeCampaign function, which checks them and refuses anyone without the `operator` claim.
 */
export interface CampaignDeskPort {
  /** Whether the signed-in account has the `operator` claim, from a fresh ID token. */
  isOperator(): Promise<boolean>;
  /** Null when nothing is live yet. */
  live(): Promise<LiveCampaign | null>;
  /** Newest first. */
  history(limit: number): Promise<CampaignRevision[]>;
  /**
   * Refusals: 'invalid-input' (the change makes no sense, or the manifest would be invalid),
   * 'unavailable' (the remotes say it would not work, or it changes nothing), 'conflict' (another
   * change went live first), 'permission-denied' (not an operator); each with the server's words.
   */
  change(request: ChangeCampaignRequest): Promise<ChangeCampaignResponse>;
}

/** Everything of a visitor the server holds, as "Download my data" saves it (privacy.ts). */
export type MyData = Record<string, unknown> & { uid: string; exportedAt: string };

/** The visitor's rights under the DPDP Act that the site serves itself (docs/decisions/037). */
export interface PrivacyPort {
  /** Accepts the current notice, with the age band when the profile has none yet. */
  acceptNotice(input: { ageBand?: AgeBand }): Promise<Profile>;
  /** Every document and file record of the signed-in visitor. */
  exportMyData(): Promise<MyData>;
  /**
   * Deletes every document and file of the signed-in visitor and their account, then forgets them
   * on this device and signs out. Safe to call again after a failure.
   */
  deleteMyAccount(): Promise<void>;
}

/**
 * The wall of wishes (docs/decisions/038 and 042): cards visitors publish, on the wall once an
 * operator approved them. The server checks and writes everything (publishWish, reportWish,
 * moderateWish); the wall reads the public copies, which hold only what it shows.
 */
export interface WallPort {
  /** Approved cards, newest first; `after` is the previous page's `next`. Anyone may read them. */
  page(after: string | null): Promise<WallPage>;
  /** The visitor's own cards in every state, newest first. */
  mine(uid: string): Promise<OwnWish[]>;
  /**
   * Refusals: 'not-signed-in', 'permission-denied' (a child, or a visitor who has not accepted
   * the current privacy notice), 'invalid-input', 'limit-reached' (a cap), 'unavailable' (no
   * profile yet); each with the server's words. The same `clientId` sent again (after an answer
   * that never arrived) gets the card the first request made, never a second one.
   */
  publish(input: WishInput, options?: { clientId?: string }): Promise<OwnWish>;
  /**
   * Refusals: 'permission-denied' (no profile), 'unavailable' (one's own card), 'invalid-input'
   * (not on the wall), 'rate-limited' (the day's reports).
   */
  report(wishId: string): Promise<ReportWishResponse>;
  /** Operators: the cards waiting, and the reported ones (on the wall or off it), oldest first. */
  queue(): Promise<QueuedWish[]>;
  /**
   * Operators: approve, reject with a reason the author sees, or remove. An approval says how
   * many reports the operator saw; 'conflict' when there are more by then.
   */
  moderate(request: ModerateWishRequest): Promise<QueuedWish>;
}

/** The operators' live numbers (docs/decisions/047): the server's counters, summed. */
export interface LiveNumbers {
  /** The Kerala date (YYYY-MM-DD) they count. */
  day: string;
  /** Plays saved per game per Kerala hour, index 0..23. */
  plays: Record<GameId, number[]>;
  /** Signed-in visitors whose first play of the day was saved. */
  visitors: number;
  /** Wall cards waiting for an operator. */
  waiting: number;
}

/** What the console's "Now" panel listens to; firestore.rules lets only operators read it. */
export interface LiveNumbersPort {
  /** Calls `onNumbers` once read and at every change until the returned stop is called. */
  watch(
    day: string,
    onNumbers: (numbers: LiveNumbers) => void,
    onError: (error: BackendError) => void,
  ): () => void;
}

/** A member as the others see them on a family carpet: a chosen name and a ring, no account. */
export interface FamilyMember {
  memberId: string;
  name: string;
  colour: number;
  owner: boolean;
  removed: boolean;
}

/** A family carpet as one member's phone shows it, folded in the server's order (shared/src/family). */
export interface FamilyCarpetView {
  id: string;
  status: CarpetStatus;
  options: CarpetOptions;
  cellCount: number;
  remote: string;
  version: string;
  /** This device's member; null until the seat is read. */
  me: FamilyMember | null;
  members: FamilyMember[];
  /** One code a cell ('.' bare), with this device's strokes not yet written laid on top. */
  cells: string[];
  /** Who laid each cell (member id), null for bare floor. */
  laidBy: (string | null)[];
  centrepiece: string;
  /** Cells this device laid that the server has not taken yet (kept on the device meanwhile). */
  waiting: number;
  /**
   * True where the device refuses storage (full, or a browser that keeps nothing): what waits is
   * held in this page's memory only, and lost if the page is closed before it is sent.
   */
  onlyInMemory?: boolean;
  result: CarpetResult | null;
}

/**
 * A finished carpet on the family board, with its id: its link shows the finished carpet. The id
 * is the board document's own, which anyone may read; a finished carpet cannot be joined.
 */
export interface FamilyBoardEntry extends FamilyEntryDoc {
  carpetId: string;
}

/**
 * Family carpets (docs/decisions/074): a pookalam laid together, live, from several phones. Every
 * refusal the server gives a reason for (shared/src/family/refusals.ts) is BackendError('conflict')
 * whose message is that reason.
 */
export interface FamilyPort {
  /** Sent again with the same `requestId` (its answer lost), answers the carpet it started. */
  start(request: StartCarpetRequest): Promise<StartCarpetResponse>;
  /** Joins with the link's id; a refusal is BackendError('conflict') whose message is its JoinRefusal. */
  join(request: JoinCarpetRequest): Promise<JoinCarpetResponse>;
  /**
   * The carpet, live, for a member: every stroke of every member as it arrives. `onError` gets a
   * BackendError('permission-denied') when the device is not (or no longer) a member.
   */
  watch(
    carpetId: string,
    onCarpet: (carpet: FamilyCarpetView) => void,
    onError: (error: BackendError) => void,
  ): () => void;
  /**
   * Lays cells on the carpet: kept on the device at once and sent in order, at the pace the rules
   * allow, whenever the network is there. Never throws; `watch` shows them at once.
   */
  lay(carpetId: string, laid: readonly LaidCell[], centrepiece?: string): void;
  remove(request: RemoveMemberRequest): Promise<void>;
  setOpen(request: SetOpenRequest): Promise<void>;
  /** Sends what is still waiting on this device, then asks the server to score the carpet. */
  finish(request: FinishCarpetRequest): Promise<FinishCarpetResponse>;
  /** A finished carpet's public result, or null (not finished, or no such carpet). */
  finished(carpetId: string): Promise<FamilyEntryDoc | null>;
  /** The family board: the best finished carpets, highest score first. */
  board(gameId: string): Promise<FamilyBoardEntry[]>;
}

export interface BackendPort {
  /** Which adapter this is, for diagnostics. */
  readonly kind: 'firebase' | 'local';
  /** Family carpets: online only (a carpet is shared between phones), absent on `local`. */
  family?: FamilyPort;
  /** Only where there is a server to hold the live campaign: the firebase adapter. */
  campaignDesk?: CampaignDeskPort;
  /** Only where a server counts: the firebase adapter. */
  liveNumbers?: LiveNumbersPort;
  /** Each remote version's health, for the console; only where a server counts. */
  health?: HealthWatchPort;
  /**
   * Only where there is a server to moderate it: the firebase adapter. The local adapter has no
   * wall, and the wall's pages say so (docs/decisions/038).
   */
  wall?: WallPort;
  accounts: AccountsPort;
  privacy: PrivacyPort;
  profiles: {
    get(uid: string): Promise<Profile | null>;
    update(uid: string, patch: ProfilePatch): Promise<Profile>;
  };
  plays: {
    /**
     * Saves a finished play for the signed-in visitor. The `firebase` adapter sends it to the
     * server, which scores the evidence again and refuses a play it does not support
     * ('invalid-input'), or one too soon after the last ('rate-limited', with retryAfterMs).
     */
    record(input: PlayInput, options?: RecordOptions): Promise<Play>;
    /** One read whatever the number of plays: the figures and the latest plays together. */
    summary(uid: string): Promise<PlaySummary>;
  };
  leaderboard: {
    get(gameId: GameId, uid: string | null): Promise<Leaderboard>;
  };
  media: {
    upload(file: File, options?: UploadOptions): Promise<MediaFile>;
    list(uid: string): Promise<MediaFile[]>;
    remove(id: string): Promise<void>;
  };
}

/** Failures in words a visitor understands; the dialog and screens map codes to messages. */
export type BackendErrorCode =
  | 'email-already-registered'
  | 'wrong-credentials'
  | 'weak-password'
  | 'invalid-email'
  | 'too-many-attempts'
  | 'network'
  | 'popup-closed'
  | 'not-signed-in'
  | 'permission-denied'
  | 'invalid-input'
  | 'file-too-large'
  | 'file-type'
  | 'cancelled'
  /** Too many plays (or edits) in a short time: the same request succeeds after retryAfterMs. */
  | 'rate-limited'
  /** The server cannot check this now (a games version it does not know yet): try again later. */
  | 'unavailable'
  /** A per-visitor allowance is used up (five greetings, a day's profile edits). */
  | 'limit-reached'
  /** Someone else's change went first (the live campaign moved on): look again, then change. */
  | 'conflict'
  /**
   * The signed-in account was deleted (in another tab, on another device): nothing more can be
   * saved to it, however often it is asked.
   */
  | 'account-deleted'
  | 'unknown';

export class BackendError extends Error {
  override readonly name = 'BackendError';
  /** With 'rate-limited': how long to wait before the same request is accepted. */
  readonly retryAfterMs: number | undefined;
  constructor(
    readonly code: BackendErrorCode,
    message: string = code,
    options?: { cause?: unknown; retryAfterMs?: number },
  ) {
    super(message, options);
    this.retryAfterMs = options?.retryAfterMs;
  }
}

/** The media rule both adapters (and the storage rules) enforce: audio, video or image, ≤ 25 MiB. */
export function checkMediaFile(file: Pick<File, 'type' | 'size'>): void {
  if (!MEDIA_TYPE_PATTERN.test(file.type)) throw new BackendError('file-type', file.type);
  if (file.size > MEDIA_MAX_BYTES) throw new BackendError('file-too-large');
}

/**
 * Recognised by shape, not `instanceof`: an error thrown by the host's copy of this module must be
 * understood by a remote that bundled its own copy (a remote built against another shared version).
 */
export const isBackendError = (error: unknown, code?: BackendErrorCode): error is BackendError =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'BackendError' &&
  typeof (error as { code?: unknown }).code === 'string' &&
  (code === undefined || (error as { code: unknown }).code === code);
