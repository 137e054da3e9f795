/**
 * A family pookalam: one carpet that up to six people lay together, live, each from their own
 * phone (docs/decisions/074). This module is the contract between the server (the callables in
 * `deploy/functions/src/family`), the security rules, the `firebase` adapter and the screens: the
 * documents, the limits and the one rule that makes every phone show the same carpet. Pure: no
 * Firebase, no React.
 *
 * Documents (docs/data-model.md):
 * - `carpets/{carpetId}` (CarpetDoc): written by the server only; read by the carpet's members.
 * - `carpets/{carpetId}/members/{memberId}` (MemberDoc): the names and rings the members show one
 *   another; written by the server only. A member is known to the others by an opaque member id,
 *   never by their account id.
 * - `carpets/{carpetId}/seats/{uid}` (SeatDoc): a member's own seat, read by that account only.
 *   The server writes it on joining and deletes it on removal; its owner may only move `lastAt`
 *   (the pace) and `lastStroke` in the same batch as a stroke.
 * - `carpets/{carpetId}/strokes/{strokeId}` (StrokeDoc): what a member laid, created by that
 *   member (never changed or deleted), stamped with the server's time.
 * - `carpets/{carpetId}/private/roster` (RosterDoc): server only, never read by a client.
 * - `familyBoard/{gameId}/entries/{carpetId}` (FamilyEntryDoc): a finished carpet, public.
 * - `carpetStarts/{uid}` (CarpetStartsDoc): server only, never read by a client.
 */

/** The game a family lays together, and whose scoring scores the carpet. */
export const FAMILY_GAME_ID = 'pookalam';
/** The owner and five more. */
export const FAMILY_MAX_MEMBERS = 6;
/** The cells one stroke may lay: a drag, or a tap repeated around a 16-fold circle, twice over. */
export const STROKE_MAX_CELLS = 32;
/**
 * A member's strokes are at least this far apart on the server's clock (the rules check it): at
 * most ten a second, each of at most STROKE_MAX_CELLS cells. A human pace; a script that sends a
 * thousand flowers a second has all but the first few refused.
 */
export const STROKE_GAP_MS = 100;
/** Carpets a visitor may own that are not finished yet. */
export const OPEN_CARPETS_PER_OWNER = 3;
/**
 * The rows one read of a family board may take (the rules refuse a longer list), as the
 * pookalam's board shows its top ten.
 */
export const FAMILY_BOARD_ROWS = 10;
/** The family name's longest form, as a display name's. */
export const FAMILY_NAME_MAX = 40;
/** The characters of a carpet's and a member's id: 20 of 62 (119 bits), as Firestore's own ids. */
export const CARPET_ID_PATTERN = /^[A-Za-z0-9]{20}$/;
export const MEMBER_ID_PATTERN = /^[A-Za-z0-9]{12}$/;
/** A stroke's id: the member's id, a dash, and the member's own running number. */
export const STROKE_ID_PATTERN = /^[A-Za-z0-9]{12}-[0-9]{1,9}$/;
/** One character a cell: '.' for bare floor, a lower-case letter for a flower (the game's code). */
export const BARE = '.';
export const CELL_CODE_PATTERN = /^[a-z.]$/;

/**
 * The members' ring colours, by `MemberDoc.colour`: six that tell apart on the carpet's flowers
 * and for most colour-blind eyes (Okabe–Ito), each with its name for the legend's words.
 */
export const FAMILY_RING_COLOURS = [
  { hex: '#0072B2', name: 'blue' },
  { hex: '#D55E00', name: 'vermilion' },
  { hex: '#009E73', name: 'green' },
  { hex: '#CC79A7', name: 'pink' },
  { hex: '#56B4E9', name: 'sky' },
  { hex: '#000000', name: 'black' },
] as const;

export type CarpetStatus = 'open' | 'closed' | 'finished';

/** What the carpet is laid with: the pookalam's own options (its rings, flowers and symmetry). */
export interface CarpetOptions {
  symmetry: 4 | 8 | 16;
  mode: 'free' | 'day';
  /** The festival day, 1..10; its number of rings in day mode. */
  day: number;
}

export interface CarpetResult {
  familyName: string;
  score: number;
  maxScore: number;
  /** ISO time of the finish, by the server's clock. */
  finishedAt: string;
  /** The carpet as scored: one code a cell. */
  cells: string;
  centrepiece: string;
}

export interface CarpetDoc {
  status: CarpetStatus;
  options: CarpetOptions;
  /** How many cells the board has for these options (the game's board). */
  cellCount: number;
  /** The games remote and version that lay and score it (a version's codes are its own). */
  remote: string;
  version: string;
  /** The owner's member id. */
  owner: string;
  /** Members now on the carpet (removed ones not counted). */
  memberCount: number;
  createdAt: string;
  result?: CarpetResult;
}

export interface MemberDoc {
  /** The name the member chose, checked as every public name is. */
  name: string;
  /** Their ring's colour, 0..FAMILY_MAX_MEMBERS-1, by the order they joined. */
  colour: number;
  joinedAt: string;
  /** Removed by the owner: their flowers stay, they lay no more. */
  removed: boolean;
}

export interface SeatDoc {
  memberId: string;
  owner: boolean;
  /** The server's time of the member's last stroke (its pace); null before the first. */
  lastAt: unknown;
  /**
   * The id of the stroke written in the same batch as `lastAt`; null before the first. The rules
   * let `lastAt` move only with a stroke that this batch creates, so the pace cannot be reset.
   */
  lastStroke: string | null;
}

/** A member's stroke: cells laid in order, each with its code (a later cell wins within it). */
export interface StrokeDoc {
  by: string;
  /** The server's time of the write (request.time): the carpet's order. */
  at: unknown;
  cells: number[];
  /** One character a cell of `cells`. */
  codes: string;
  /** A centrepiece set by this stroke, if any (the game's id for it). */
  centrepiece?: string;
}

/** Server only: who is who, which the members never see. */
export interface RosterDoc {
  ownerUid: string;
  /** memberId → uid of every member who ever joined. */
  uids: Record<string, string>;
  /** uid → true for those the owner removed: they cannot join again. */
  removed: Record<string, boolean>;
}

/**
 * Server only: the visitor's latest start requests, each with what it made, so a request sent
 * again makes nothing more (`startFamilyCarpet`). One document per account, deleted with it.
 */
export interface CarpetStartsDoc {
  /** Oldest first, the latest START_REQUESTS_KEPT. */
  starts: { requestId: string; carpetId: string; memberId: string }[];
}

export interface FamilyEntryDoc extends CarpetResult {
  gameId: string;
  options: CarpetOptions;
  members: number;
}

export const carpetPath = (carpetId: string) => `carpets/${carpetId}`;
export const memberPath = (carpetId: string, memberId: string) =>
  `carpets/${carpetId}/members/${memberId}`;
export const seatPath = (carpetId: string, uid: string) => `carpets/${carpetId}/seats/${uid}`;
export const strokePath = (carpetId: string, strokeId: string) =>
  `carpets/${carpetId}/strokes/${strokeId}`;
export const rosterPath = (carpetId: string) => `carpets/${carpetId}/private/roster`;
export const familyEntryPath = (gameId: string, carpetId: string) =>
  `familyBoard/${gameId}/entries/${carpetId}`;

/** The link a family shares: the carpet's id is the secret (119 random bits). */
export const familyLinkPath = (carpetId: string) => `/family/${carpetId}`;

/** A stroke as the fold reads it: `at` in milliseconds of the server's clock, null while pending. */
export interface OrderedStroke {
  id: string;
  by: string;
  at: number | null;
  cells: readonly number[];
  codes: string;
  centrepiece?: string;
  /** For a stroke of this device not yet written: its place in the device's own order. */
  localOrder?: number;
}

/**
 * The server's order, which every phone applies: strokes by the server's time, then by id; those
 * the server has not stamped yet (this device's own, pending) after all others, in the device's
 * order. Two members laying one cell at once end with the later stroke's flower on every phone.
 */
export function compareStrokes(a: OrderedStroke, b: OrderedStroke): number {
  if (a.at !== null && b.at !== null) {
    if (a.at !== b.at) return a.at - b.at;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  }
  if (a.at !== null) return -1;
  if (b.at !== null) return 1;
  return (a.localOrder ?? 0) - (b.localOrder ?? 0);
}

export interface FoldedCarpet {
  /** One code a cell ('.' bare). */
  cells: string[];
  /** The member who laid each cell as it is now, or null for floor never laid or swept. */
  laidBy: (string | null)[];
  centrepiece: string;
}

/**
 * The carpet the strokes make, in the server's order. Cells outside the board and codes that are
 * not one character are skipped (the rules refuse them; a fold never throws on data).
 */
export function foldCarpet(
  strokes: readonly OrderedStroke[],
  cellCount: number,
  initialCentrepiece = 'none',
): FoldedCarpet {
  const carpet: FoldedCarpet = {
    cells: new Array<string>(cellCount).fill(BARE),
    laidBy: new Array<string | null>(cellCount).fill(null),
    centrepiece: initialCentrepiece,
  };
  layStrokes(carpet, [...strokes].sort(compareStrokes));
  return carpet;
}

/**
 * Lays strokes on a folded carpet, in the order given: the fold's one step, for a phone that lays
 * the strokes that arrive after those it folded already. Skips what foldCarpet skips.
 */
export function layStrokes(carpet: FoldedCarpet, strokes: Iterable<OrderedStroke>): void {
  const { cells, laidBy } = carpet;
  const cellCount = cells.length;
  for (const stroke of strokes) {
    stroke.cells.forEach((cell, index) => {
      const code = stroke.codes[index];
      if (!Number.isInteger(cell) || cell < 0 || cell >= cellCount) return;
      if (code === undefined || !CELL_CODE_PATTERN.test(code)) return;
      cells[cell] = code;
      laidBy[cell] = code === BARE ? null : stroke.by;
    });
    if (stroke.centrepiece !== undefined) carpet.centrepiece = stroke.centrepiece;
  }
}

/** Flowers a carpet holds now (cells not bare). */
export const flowersOn = (cells: readonly string[]) => cells.filter((c) => c !== BARE).length;

/**
 * Entries laid one after another, cut into strokes of at most STROKE_MAX_CELLS cells, in order
 * (what a device sends after being offline: its own order is kept).
 */
export interface LaidCell {
  cell: number;
  code: string;
}
export function strokesOf(laid: readonly LaidCell[]): { cells: number[]; codes: string }[] {
  const out: { cells: number[]; codes: string }[] = [];
  for (let start = 0; start < laid.length; start += STROKE_MAX_CELLS) {
    const part = laid.slice(start, start + STROKE_MAX_CELLS);
    out.push({ cells: part.map((p) => p.cell), codes: part.map((p) => p.code).join('') });
  }
  return out;
}

/** The callables' names (deploy/functions/src/family/functions.ts). */
export const FAMILY_CALLABLES = {
  start: 'startFamilyCarpet',
  join: 'joinFamilyCarpet',
  remove: 'removeFamilyMember',
  setOpen: 'setFamilyCarpetOpen',
  finish: 'finishFamilyCarpet',
} as const;

/**
 * The callables' requests; carpet-requests.ts reads them (zod) on the server. The owner starts a
 * carpet laid with a games version's pookalam; `name` is theirs on it.
 */
export interface StartCarpetRequest {
  options: CarpetOptions;
  /** The games remote and version the owner's page plays the pookalam from. */
  remote: string;
  version: string;
  /** The board's cell count in that version (the server checks it with the game's scoring). */
  cellCount: number;
  name: string;
  /**
   * The start attempt's own id, made on the device: sent again with the same attempt (its answer
   * lost on the way), it is answered with the carpet the first made, never a second. A page
   * loaded before there were ids sends none, and its retry may start another carpet.
   */
  requestId?: string;
}
export interface StartCarpetResponse {
  carpetId: string;
  memberId: string;
}
export interface JoinCarpetRequest {
  carpetId: string;
  name: string;
}
export interface JoinCarpetResponse {
  memberId: string;
}
export interface RemoveMemberRequest {
  carpetId: string;
  memberId: string;
}
export interface SetOpenRequest {
  carpetId: string;
  open: boolean;
}
export interface FinishCarpetRequest {
  carpetId: string;
  familyName: string;
}
export interface FinishCarpetResponse extends CarpetResult {
  /**
   * On the public family board: only when the owner may be public (an adult who accepted the
   * current notice). A child's family carpet is finished and scored, and on no board.
   */
  onBoard: boolean;
}

/**
 * Why a carpet cannot be joined: the reasons a link page tells apart. The callables refuse with
 * `failed-precondition` and put the reason in the error's details as `{ reason }`, as they do
 * every refusal the pages tell apart (refusals.ts).
 */
export type JoinRefusal = 'not-found' | 'closed' | 'full' | 'removed' | 'finished';
