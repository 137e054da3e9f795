// startFamilyCarpet: a signed-in visitor starts a family pookalam, laid with the games version
// their page plays the pookalam from, and becomes its owner and first member. The carpet's id is
// the secret its link carries, so it is random (randomId), never derived from anything; so a start
// sent again (its answer lost on the way) is known by the request id the page gave it instead.
import {
  FAMILY_GAME_ID,
  OPEN_CARPETS_PER_OWNER,
  type CarpetDoc,
  type MemberDoc,
  type RosterDoc,
  type SeatDoc,
  type StartCarpetResponse,
} from '@onam/shared/family/carpet';
import { startCarpetRequestSchema } from '@onam/shared/family/carpet-requests';
import { problemsOf, refuse } from '../common/refusals';
import { allRead, refuseIfDeleted } from '../privacy/account-gate';
import {
  CARPET_ID_LENGTH,
  carpetRefs,
  familyRefused,
  MEMBER_ID_LENGTH,
  openCarpets,
  publicNameOrRefuse,
  refuseIfOnTooMany,
  startedBy,
  startsOf,
  startsRef,
  statsOf,
  statsRef,
  withCarpetJoined,
  withStartKept,
} from './carpet-docs';
import { bareRecord, scoredOrRefused } from './carpet-scoring';
import type { FamilyDeps } from './family-deps';

export async function startFamilyCarpet(
  deps: FamilyDeps,
  uid: string | undefined,
  data: unknown,
): Promise<StartCarpetResponse> {
  if (!uid) throw refuse('unauthenticated', 'Sign in to start a family pookalam.');
  const parsed = startCarpetRequestSchema.safeParse(data);
  if (!parsed.success) {
    throw familyRefused(
      'invalid-argument',
      'reload',
      `This family pookalam cannot be started: ${problemsOf(parsed.error)}.`,
    );
  }
  const { options, remote, version, cellCount, requestId } = parsed.data;
  const name = publicNameOrRefuse(parsed.data.name, 'Your name on the carpet');
  await refuseUnlessPlayedFrom(deps, remote);
  // The page says how many cells its board has; the version's own scoring says whether a carpet
  // of that size is one its pookalam lays, so every phone and the final score agree on the board.
  await scoredOrRefused(deps, { remote, version }, bareRecord(options, cellCount), {
    refused: (reason) =>
      `This carpet does not fit games version ${version}'s pookalam: ${reason}. Reload the ` +
      'page and start again.',
    refusedAs: 'reload',
    waits:
      `Family pookalams of games version ${version} cannot be started just now. Try again in a ` +
      'few minutes.',
  });

  const { db } = deps;
  const carpetId = deps.newId(CARPET_ID_LENGTH);
  const memberId = deps.newId(MEMBER_ID_LENGTH);
  const refs = carpetRefs(db, carpetId);
  const now = deps.now().toISOString();
  return db.runTransaction(async (tx) => {
    const [statsSnap, startsSnap] = await allRead([
      tx.get(statsRef(db, uid)),
      // Only a start that may be sent again reads the requests kept.
      requestId ? tx.get(startsRef(db, uid)) : Promise.resolve(null),
      refuseIfDeleted(tx, db, uid),
    ]);
    const starts = startsSnap && startsOf(startsSnap);
    // Sent again after an answer that never arrived: the carpet is started already, once, and
    // stays this visitor's answer whatever the caps say now.
    const made = starts && requestId ? startedBy(starts, requestId) : undefined;
    if (made) return made;
    const stats = statsOf(statsSnap);
    if (openCarpets(stats).length >= OPEN_CARPETS_PER_OWNER) {
      throw familyRefused(
        'resource-exhausted',
        'too-many-open',
        `You have ${OPEN_CARPETS_PER_OWNER} family pookalams not finished yet, as many as one ` +
          'person may start. Finish one before starting another.',
      );
    }
    refuseIfOnTooMany(stats);
    // Created, not set: an id met twice (it will not be) fails rather than overwrites a carpet.
    tx.create(refs.carpet, {
      status: 'open',
      options,
      cellCount,
      remote,
      version,
      owner: memberId,
      memberCount: 1,
      createdAt: now,
    } satisfies CarpetDoc);
    tx.create(refs.member(memberId), {
      name,
      colour: 0,
      joinedAt: now,
      removed: false,
    } satisfies MemberDoc);
    tx.create(refs.seat(uid), {
      memberId,
      owner: true,
      lastAt: null,
      lastStroke: null,
    } satisfies SeatDoc);
    tx.create(refs.roster, {
      ownerUid: uid,
      uids: { [memberId]: uid },
      removed: {},
    } satisfies RosterDoc);
    // The owner's open carpets are counted in their statistics, written by the server alone.
    tx.set(statsRef(db, uid), withCarpetJoined(stats, carpetId, true));
    // Kept where no client reads it (not in the statistics, which the visitor's page reads).
    if (starts && requestId) {
      tx.set(startsRef(db, uid), withStartKept(starts, { requestId, carpetId, memberId }));
    }
    return { carpetId, memberId };
  });
}

/**
 * Refuses a carpet laid with a remote the live campaign does not play the pookalam from: another
 * team's package cannot score a family's carpet. Asked again of the live campaign before refusing,
 * as submitPlay does, so a kept copy from before an operator's change refuses nobody for long.
 */
async function refuseUnlessPlayedFrom(deps: FamilyDeps, remote: string): Promise<void> {
  let allowed = await deps.gameRemotes(FAMILY_GAME_ID);
  if (allowed && !allowed.includes(remote)) {
    allowed = await deps.gameRemotes(FAMILY_GAME_ID, { fresh: true });
  }
  if (allowed === null) {
    throw familyRefused(
      'failed-precondition',
      'try-later',
      'Family pookalams cannot be started just now. Try again in a few minutes.',
    );
  }
  if (!allowed.includes(remote)) {
    throw familyRefused(
      'invalid-argument',
      'reload',
      `The festival does not play the pookalam from ${remote}, so a family carpet cannot be laid ` +
        'with it. Reload the page and start again.',
    );
  }
}
