// The documents of a family carpet as the callables read and write them (the contract is
// shared/src/family/carpet.ts): where they are, who is who on the roster, the ring a newcomer
// gets, and the visitor's own bookkeeping of their carpets in `stats/{uid}`.
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/https';
import type { StatsDoc } from '@onam/shared/backend/firebase/server-documents';
import {
  carpetPath,
  FAMILY_GAME_ID,
  FAMILY_MAX_MEMBERS,
  familyEntryPath,
  memberPath,
  rosterPath,
  seatPath,
  type CarpetDoc,
  type CarpetStartsDoc,
  type RosterDoc,
  type StartCarpetResponse,
} from '@onam/shared/family/carpet';
import type { FamilyRefusal } from '@onam/shared/family/refusals';
import { allRead, refuseIfDeleted } from '../privacy/account-gate';
import { publicName } from './public-names';

/** The lengths of CARPET_ID_PATTERN and MEMBER_ID_PATTERN, for randomId. */
export const CARPET_ID_LENGTH = 20;
export const MEMBER_ID_LENGTH = 12;

/** Where one carpet's documents are. */
export function carpetRefs(db: Firestore, carpetId: string) {
  return {
    carpet: db.doc(carpetPath(carpetId)),
    roster: db.doc(rosterPath(carpetId)),
    member: (memberId: string) => db.doc(memberPath(carpetId, memberId)),
    seat: (uid: string) => db.doc(seatPath(carpetId, uid)),
    /** Every member who ever joined, removed ones too. */
    members: db.collection(`${carpetPath(carpetId)}/members`),
    strokes: db.collection(`${carpetPath(carpetId)}/strokes`),
    entry: db.doc(familyEntryPath(FAMILY_GAME_ID, carpetId)),
  };
}

export const statsRef = (db: Firestore, uid: string) => db.doc(`stats/${uid}`);

/**
 * A refusal the family's pages tell apart by its reason (shared/src/family/refusals.ts) and say in
 * the visitor's language; the message is the server's English, for the logs and for a page from
 * before the reasons.
 */
export const familyRefused = (code: FunctionsErrorCode, reason: FamilyRefusal, message: string) =>
  new HttpsError(code, message, { reason });

/**
 * The start requests kept for each account. A retry follows its attempt within the life of the
 * page that sent it, and nobody starts this many carpets meanwhile: OPEN_CARPETS_PER_OWNER at most
 * are open at once.
 */
export const START_REQUESTS_KEPT = 10;

/** The visitor's latest start requests (CarpetStartsDoc): the server's alone, like the roster. */
export const startsRef = (db: Firestore, uid: string) => db.doc(`carpetStarts/${uid}`);

export const startsOf = (snap: DocumentSnapshot): CarpetStartsDoc =>
  (snap.data() as CarpetStartsDoc | undefined) ?? { starts: [] };

/** What a start request made, if the server has it. */
export const startedBy = (
  starts: CarpetStartsDoc,
  requestId: string,
): StartCarpetResponse | undefined => {
  const found = starts.starts.find((start) => start.requestId === requestId);
  return found && { carpetId: found.carpetId, memberId: found.memberId };
};

/** The requests with one more, the oldest left out past START_REQUESTS_KEPT. */
export function withStartKept(
  starts: CarpetStartsDoc,
  start: CarpetStartsDoc['starts'][number],
): CarpetStartsDoc {
  const others = starts.starts.filter((kept) => kept.requestId !== start.requestId);
  return { starts: [...others, start].slice(-START_REQUESTS_KEPT) };
}

/** A visitor's statistics before their first play or carpet. */
export const statsOf = (snap: DocumentSnapshot): StatsDoc =>
  (snap.data() as StatsDoc | undefined) ?? { games: {}, recent: [] };

/** The visitor's member id on a carpet, if they ever joined it. */
export const memberIdOf = (roster: RosterDoc, uid: string): string | undefined =>
  Object.entries(roster.uids).find(([, memberUid]) => memberUid === uid)?.[0];

/** The members on the carpet now (not removed), with their accounts. */
export const currentMembers = (roster: RosterDoc): { memberId: string; uid: string }[] =>
  Object.entries(roster.uids)
    .filter(([, uid]) => !roster.removed[uid])
    .map(([memberId, uid]) => ({ memberId, uid }));

/**
 * A newcomer's ring: the lowest colour no current member wears, so a removed member's ring can be
 * worn again and six people always have six rings. None when every ring is worn.
 */
export function lowestFreeColour(worn: readonly number[]): number | undefined {
  for (let colour = 0; colour < FAMILY_MAX_MEMBERS; colour += 1) {
    if (!worn.includes(colour)) return colour;
  }
  return undefined;
}

/**
 * Carpets one visitor may be on, over all time: the list that finds them (StatsDoc.carpetIds)
 * stays a small part of their statistics. A family's festival needs a handful.
 */
export const CARPETS_JOINED_MAX = 100;

const carpetIdsOf = (stats: StatsDoc) => stats.carpetIds ?? { joined: [], open: [] };

/** The carpets a visitor is on, and those of them they own and have not finished. */
export const joinedCarpets = (stats: StatsDoc): readonly string[] => carpetIdsOf(stats).joined;
export const openCarpets = (stats: StatsDoc): readonly string[] => carpetIdsOf(stats).open;

/** Refuses a visitor on CARPETS_JOINED_MAX carpets already. */
export function refuseIfOnTooMany(stats: StatsDoc): void {
  if (joinedCarpets(stats).length >= CARPETS_JOINED_MAX) {
    throw familyRefused(
      'resource-exhausted',
      'on-too-many',
      `You are on ${CARPETS_JOINED_MAX} family pookalams already, as many as one person may be on.`,
    );
  }
}

/** Statistics that list a carpet the visitor joined, and owns not finished when `owner`. */
export function withCarpetJoined(stats: StatsDoc, carpetId: string, owner: boolean): StatsDoc {
  const ids = carpetIdsOf(stats);
  return {
    ...stats,
    carpetIds: {
      joined: ids.joined.includes(carpetId) ? ids.joined : [...ids.joined, carpetId],
      open: owner && !ids.open.includes(carpetId) ? [...ids.open, carpetId] : ids.open,
    },
  };
}

/**
 * A member's statistics once their family finished a carpet that scored `score`: one family
 * pookalam more, the best of them, and the carpet no longer among those they own unfinished.
 */
export function withCarpetFinished(stats: StatsDoc, carpetId: string, score: number): StatsDoc {
  const figure = stats.family ?? { carpets: 0, bestScore: null };
  const ids = carpetIdsOf(stats);
  return {
    ...stats,
    family: { carpets: figure.carpets + 1, bestScore: Math.max(figure.bestScore ?? score, score) },
    carpetIds: { ...ids, open: ids.open.filter((id) => id !== carpetId) },
  };
}

/** A name checked as every public name is, or the refusal that says what is wrong with it. */
export function publicNameOrRefuse(name: string, whose: string): string {
  const checked = publicName(name, whose);
  if (!checked.ok) throw familyRefused('invalid-argument', 'name', checked.message);
  return checked.name;
}

/**
 * The carpet and roster of a request only its owner may make. A stranger, and a carpet that does
 * not exist, get the same refusal: an owner's request names no carpet it cannot see, and a
 * guessed id learns nothing.
 */
export function ownedOrRefuse(
  carpetSnap: DocumentSnapshot,
  rosterSnap: DocumentSnapshot,
  uid: string,
  action: string,
): { carpet: CarpetDoc; roster: RosterDoc } {
  const carpet = carpetSnap.data() as CarpetDoc | undefined;
  const roster = rosterSnap.data() as RosterDoc | undefined;
  if (!carpet || !roster || roster.ownerUid !== uid) {
    throw familyRefused(
      'permission-denied',
      'not-owner',
      `Only the family pookalam’s owner can ${action}.`,
    );
  }
  return { carpet, roster };
}

/** The same in a transaction, among its first reads, with the deleted-account gate. */
export async function ownedInTransaction(
  tx: Transaction,
  db: Firestore,
  carpetId: string,
  uid: string,
  action: string,
): Promise<{ carpet: CarpetDoc; roster: RosterDoc }> {
  const refs = carpetRefs(db, carpetId);
  const [carpetSnap, rosterSnap] = await allRead([
    tx.get(refs.carpet),
    tx.get(refs.roster),
    refuseIfDeleted(tx, db, uid),
  ]);
  return ownedOrRefuse(carpetSnap, rosterSnap, uid, action);
}
