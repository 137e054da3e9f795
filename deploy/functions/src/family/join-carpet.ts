// joinFamilyCarpet: a visitor with the link joins the family's carpet, or, already on it, gets
// their member id again (a second phone, a page opened again). The link page tells the reasons a
// carpet cannot be joined apart, so each refusal carries its JoinRefusal.
import {
  CARPET_ID_PATTERN,
  FAMILY_MAX_MEMBERS,
  type CarpetDoc,
  type JoinCarpetResponse,
  type JoinRefusal,
  type MemberDoc,
  type RosterDoc,
  type SeatDoc,
} from '@onam/shared/family/carpet';
import { joinCarpetRequestSchema } from '@onam/shared/family/carpet-requests';
import { problemsOf, refuse } from '../common/refusals';
import { allRead, refuseIfDeleted } from '../privacy/account-gate';
import {
  carpetRefs,
  familyRefused,
  lowestFreeColour,
  MEMBER_ID_LENGTH,
  memberIdOf,
  publicNameOrRefuse,
  refuseIfOnTooMany,
  statsOf,
  statsRef,
  withCarpetJoined,
} from './carpet-docs';
import type { FamilyDeps } from './family-deps';

const JOIN_REFUSALS: Readonly<Record<JoinRefusal, string>> = {
  'not-found': 'This link leads to no family pookalam. Ask the family to send it again.',
  closed: 'The family closed this pookalam to new people. Ask its owner to open it again.',
  full: `This family pookalam has ${FAMILY_MAX_MEMBERS} people laying it already, as many as one carpet takes.`,
  removed: 'The owner took you off this family pookalam, so you cannot join it again.',
  finished: 'This family pookalam is finished already: it can be seen, no longer joined.',
};

/** A refusal the link page tells apart by `details.reason`. */
export const joinRefused = (reason: JoinRefusal) =>
  familyRefused('failed-precondition', reason, JOIN_REFUSALS[reason]);

export async function joinFamilyCarpet(
  deps: Pick<FamilyDeps, 'db' | 'now' | 'newId'>,
  uid: string | undefined,
  data: unknown,
): Promise<JoinCarpetResponse> {
  if (!uid) throw refuse('unauthenticated', 'Sign in to join the family pookalam.');
  // A link cut short or mistyped leads nowhere, as a guessed one does, and says so in those words.
  const carpetId = (data as { carpetId?: unknown } | null)?.carpetId;
  if (typeof carpetId !== 'string' || !CARPET_ID_PATTERN.test(carpetId)) {
    throw joinRefused('not-found');
  }
  const parsed = joinCarpetRequestSchema.safeParse(data);
  if (!parsed.success) {
    throw familyRefused(
      'invalid-argument',
      'reload',
      `This request to join is not well formed: ${problemsOf(parsed.error)}.`,
    );
  }
  const name = publicNameOrRefuse(parsed.data.name, 'Your name on the carpet');
  const { db } = deps;
  const refs = carpetRefs(db, carpetId);
  return db.runTransaction(async (tx) => {
    const [carpetSnap, rosterSnap, statsSnap, current] = await allRead([
      tx.get(refs.carpet),
      tx.get(refs.roster),
      tx.get(statsRef(db, uid)),
      tx.get(refs.members.where('removed', '==', false)),
      refuseIfDeleted(tx, db, uid),
    ]);
    const carpet = carpetSnap.data() as CarpetDoc | undefined;
    const roster = rosterSnap.data() as RosterDoc | undefined;
    if (!carpet || !roster) throw joinRefused('not-found');
    if (roster.removed[uid]) throw joinRefused('removed');

    const known = memberIdOf(roster, uid);
    if (known) {
      // On the carpet already: the same member, under the name they give now. A finished carpet
      // keeps the names it was laid under.
      const member = current.docs.find((doc) => doc.id === known)?.data() as MemberDoc | undefined;
      if (member && member.name !== name && carpet.status !== 'finished') {
        tx.update(refs.member(known), { name });
      }
      return { memberId: known };
    }
    if (carpet.status === 'finished') throw joinRefused('finished');
    if (carpet.status === 'closed') throw joinRefused('closed');
    const colour = lowestFreeColour(current.docs.map((doc) => (doc.data() as MemberDoc).colour));
    if (carpet.memberCount >= FAMILY_MAX_MEMBERS || colour === undefined) {
      throw joinRefused('full');
    }
    const stats = statsOf(statsSnap);
    refuseIfOnTooMany(stats);

    let memberId = deps.newId(MEMBER_ID_LENGTH);
    while (Object.hasOwn(roster.uids, memberId)) memberId = deps.newId(MEMBER_ID_LENGTH);
    tx.create(refs.member(memberId), {
      name,
      colour,
      joinedAt: deps.now().toISOString(),
      removed: false,
    } satisfies MemberDoc);
    tx.set(refs.seat(uid), {
      memberId,
      owner: false,
      lastAt: null,
      lastStroke: null,
    } satisfies SeatDoc);
    tx.set(refs.roster, { ...roster, uids: { ...roster.uids, [memberId]: uid } });
    tx.update(refs.carpet, { memberCount: carpet.memberCount + 1 });
    tx.set(statsRef(db, uid), withCarpetJoined(stats, carpetId, false));
    return { memberId };
  });
}
