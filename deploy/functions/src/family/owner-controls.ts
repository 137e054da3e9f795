// What only a carpet's owner may do before it is finished: take someone off it (their flowers
// stay, they lay no more and cannot join again) and close it to new people, or open it again.
import { type CarpetDoc } from '@onam/shared/family/carpet';
import {
  removeMemberRequestSchema,
  setOpenRequestSchema,
} from '@onam/shared/family/carpet-requests';
import { problemsOf, refuse } from '../common/refusals';
import { carpetRefs, familyRefused, ownedInTransaction } from './carpet-docs';
import type { FamilyDeps } from './family-deps';

const refuseIfFinished = (carpet: CarpetDoc) => {
  if (carpet.status === 'finished') {
    throw familyRefused(
      'failed-precondition',
      'finished',
      'This family pookalam is finished: it stays as the family left it.',
    );
  }
};

export async function removeFamilyMember(
  deps: Pick<FamilyDeps, 'db'>,
  uid: string | undefined,
  data: unknown,
): Promise<void> {
  if (!uid) throw refuse('unauthenticated', 'Sign in to change your family pookalam.');
  const parsed = removeMemberRequestSchema.safeParse(data);
  if (!parsed.success) {
    throw familyRefused(
      'invalid-argument',
      'reload',
      `This request is not well formed: ${problemsOf(parsed.error)}.`,
    );
  }
  const { carpetId, memberId } = parsed.data;
  const { db } = deps;
  const refs = carpetRefs(db, carpetId);
  await db.runTransaction(async (tx) => {
    const { carpet, roster } = await ownedInTransaction(
      tx,
      db,
      carpetId,
      uid,
      'take someone off it',
    );
    refuseIfFinished(carpet);
    const memberUid = Object.hasOwn(roster.uids, memberId) ? roster.uids[memberId] : undefined;
    if (!memberUid) {
      throw familyRefused(
        'not-found',
        'no-such-member',
        'No one on this family pookalam has that id.',
      );
    }
    if (memberUid === uid) {
      throw familyRefused(
        'failed-precondition',
        'owner-stays',
        'You own this family pookalam, so you cannot take yourself off it.',
      );
    }
    // Taken off already (the answer lost on the way): nothing more to do.
    if (roster.removed[memberUid]) return;
    tx.update(refs.member(memberId), { removed: true });
    // Without a seat the rules let them write no stroke, and read nothing of the carpet.
    tx.delete(refs.seat(memberUid));
    tx.set(refs.roster, { ...roster, removed: { ...roster.removed, [memberUid]: true } });
    tx.update(refs.carpet, { memberCount: carpet.memberCount - 1 });
  });
}

export async function setFamilyCarpetOpen(
  deps: Pick<FamilyDeps, 'db'>,
  uid: string | undefined,
  data: unknown,
): Promise<void> {
  if (!uid) throw refuse('unauthenticated', 'Sign in to change your family pookalam.');
  const parsed = setOpenRequestSchema.safeParse(data);
  if (!parsed.success) {
    throw familyRefused(
      'invalid-argument',
      'reload',
      `This request is not well formed: ${problemsOf(parsed.error)}.`,
    );
  }
  const { carpetId, open } = parsed.data;
  const { db } = deps;
  await db.runTransaction(async (tx) => {
    const action = open ? 'open it to new people' : 'close it to new people';
    const { carpet } = await ownedInTransaction(tx, db, carpetId, uid, action);
    refuseIfFinished(carpet);
    const status = open ? 'open' : 'closed';
    if (carpet.status !== status) tx.update(carpetRefs(db, carpetId).carpet, { status });
  });
}
