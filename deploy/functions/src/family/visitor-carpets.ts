// A visitor's data on family carpets, for "Download my data" and "Delete my account"
// (privacy/personal-data.ts). No query finds a uid on a carpet: the roster that maps member ids to
// accounts is one document per carpet, so the carpets are found through the list the visitor's
// statistics keep (StatsDoc.carpetIds). Deleting takes the visitor off each carpet rather than
// deleting it: the carpet is the family's, and the flowers laid on it stay, by a member id that
// names no one once the name and the roster's line are gone.
import type { DocumentData, Firestore, Transaction } from 'firebase-admin/firestore';
import type { CarpetDoc, MemberDoc, RosterDoc } from '@onam/shared/family/carpet';
import {
  carpetRefs,
  joinedCarpets,
  memberIdOf,
  statsOf,
  statsRef,
  withCarpetJoined,
} from './carpet-docs';

/** The carpets the visitor's statistics list. */
const carpetsListed = async (db: Firestore, uid: string) =>
  joinedCarpets(statsOf(await statsRef(db, uid).get()));

/**
 * The visitor's place on each carpet they joined: the name and ring the family saw, whether they
 * own it or were taken off, and the carpet as it stands (its options, state and result).
 */
export async function carpetsOfVisitor(
  db: Firestore,
  uid: string,
): Promise<{ path: string; data: DocumentData }[]> {
  const found = await Promise.all(
    (await carpetsListed(db, uid)).map(async (carpetId) => {
      const refs = carpetRefs(db, carpetId);
      const [carpetSnap, rosterSnap] = await Promise.all([refs.carpet.get(), refs.roster.get()]);
      const carpet = carpetSnap.data() as CarpetDoc | undefined;
      const roster = rosterSnap.data() as RosterDoc | undefined;
      const memberId = roster && memberIdOf(roster, uid);
      if (!carpet || !roster || !memberId) return [];
      const memberSnap = await refs.member(memberId).get();
      const member = memberSnap.data() as MemberDoc | undefined;
      if (!member) return [];
      const { status, options, createdAt, result } = carpet;
      return [
        {
          path: memberSnap.ref.path,
          data: {
            ...member,
            owner: roster.ownerUid === uid,
            carpet: { id: carpetId, status, options, createdAt, ...(result ? { result } : {}) },
          },
        },
      ];
    }),
  );
  return found.flat();
}

/** Takes the visitor off every carpet they joined, one transaction a carpet. */
export async function takeOffCarpets(db: Firestore, uid: string): Promise<void> {
  for (const carpetId of await carpetsListed(db, uid)) {
    await db.runTransaction((tx) => leaveCarpet(tx, db, carpetId, uid));
  }
}

/**
 * Who takes over a carpet whose owner's account is deleted: the member who joined first after
 * them, so the family can still finish it. None when no one else is on it.
 */
export function heirOf(
  members: readonly { memberId: string; joinedAt: string }[],
  leaving: string,
): string | undefined {
  return [...members]
    .filter((member) => member.memberId !== leaving)
    .sort((a, b) => (a.joinedAt < b.joinedAt ? -1 : a.joinedAt > b.joinedAt ? 1 : 0))[0]?.memberId;
}

/** A record without one key. */
const without = <T>(record: Record<string, T>, key: string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

/**
 * The visitor's name emptied and their seat gone; the roster forgets their account. An owner's
 * unfinished carpet passes to the next member (their seat says owner; their statistics count it
 * among the carpets they own, past OPEN_CARPETS_PER_OWNER if need be: it was not their choice), or
 * is closed when no one is left; a finished one leaves the family board, where it was shown with
 * the owner's consent. Taken off already (a retry): nothing changes.
 */
async function leaveCarpet(
  tx: Transaction,
  db: Firestore,
  carpetId: string,
  uid: string,
): Promise<void> {
  const refs = carpetRefs(db, carpetId);
  const [carpetSnap, rosterSnap, current] = await Promise.all([
    tx.get(refs.carpet),
    tx.get(refs.roster),
    tx.get(refs.members.where('removed', '==', false)),
  ]);
  const carpet = carpetSnap.data() as CarpetDoc | undefined;
  const roster = rosterSnap.data() as RosterDoc | undefined;
  const memberId = roster && memberIdOf(roster, uid);
  if (!carpet || !roster || !memberId) return;
  const owner = roster.ownerUid === uid;
  const handing = owner && carpet.status !== 'finished';
  const heirId = handing
    ? heirOf(
        current.docs.map((doc) => ({
          memberId: doc.id,
          joinedAt: (doc.data() as MemberDoc).joinedAt,
        })),
        memberId,
      )
    : undefined;
  const heirUid = heirId ? roster.uids[heirId] : undefined;
  const heirStats = heirUid ? statsOf(await tx.get(statsRef(db, heirUid))) : undefined;

  tx.update(refs.member(memberId), { name: '', removed: true });
  tx.delete(refs.seat(uid));
  tx.set(refs.roster, {
    ownerUid: owner ? (heirUid ?? '') : roster.ownerUid,
    uids: without(roster.uids, memberId),
    removed: without(roster.removed, uid),
  } satisfies RosterDoc);
  const changes: Partial<CarpetDoc> = {};
  if (!roster.removed[uid]) changes.memberCount = carpet.memberCount - 1;
  if (heirId) changes.owner = heirId;
  else if (handing) changes.status = 'closed';
  if (Object.keys(changes).length > 0) tx.update(refs.carpet, changes);
  if (heirUid && heirStats) {
    tx.update(refs.seat(heirUid), { owner: true });
    tx.set(statsRef(db, heirUid), withCarpetJoined(heirStats, carpetId, true));
  }
  if (owner && carpet.status === 'finished') tx.delete(refs.entry);
}
