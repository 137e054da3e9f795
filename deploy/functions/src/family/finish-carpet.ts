// finishFamilyCarpet: the owner finishes the family's carpet under a family name. The server folds
// every stroke in the server's order (foldCarpet, as every phone does), scores the carpet with the
// pookalam's own scoring from the games version it was laid with, and in one transaction marks it
// finished with its result, puts it on the family board (only when the owner may be public) and
// counts it in each current member's statistics. Finishing again answers the same result.
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import type { ProfileDoc } from '@onam/shared/backend/firebase/firestore-mapping';
import { mayBePublic } from '@onam/shared/backend/privacy';
import {
  FAMILY_GAME_ID,
  flowersOn,
  foldCarpet,
  type CarpetDoc,
  type CarpetResult,
  type FamilyEntryDoc,
  type FinishCarpetResponse,
  type OrderedStroke,
  type SeatDoc,
} from '@onam/shared/family/carpet';
import { finishCarpetRequestSchema } from '@onam/shared/family/carpet-requests';
import { problemsOf, refuse } from '../common/refusals';
import { allRead, refuseIfDeleted } from '../privacy/account-gate';
import {
  carpetRefs,
  currentMembers,
  familyRefused,
  ownedOrRefuse,
  publicNameOrRefuse,
  statsOf,
  statsRef,
  withCarpetFinished,
} from './carpet-docs';
import { carpetRecord, scoredOrRefused } from './carpet-scoring';
import type { FamilyDeps } from './family-deps';

/**
 * The strokes a carpet may hold and still be scored: each is read once at the finish. A family
 * laying a day-10 carpet over and over for an evening lays a few thousand.
 */
export const STROKES_SCORED_MAX = 20_000;
/** How often the carpet is folded and scored again when the family laid flowers meanwhile. */
const FINISH_ATTEMPTS = 3;

/** A stroke as the fold reads it, from what a member wrote (the rules checked its form). */
export function orderedStroke(id: string, data: DocumentData): OrderedStroke {
  return {
    id,
    by: typeof data.by === 'string' ? data.by : '',
    at: data.at instanceof Timestamp ? data.at.toMillis() : null,
    cells: Array.isArray(data.cells) ? (data.cells as number[]) : [],
    codes: typeof data.codes === 'string' ? data.codes : '',
    ...(typeof data.centrepiece === 'string' ? { centrepiece: data.centrepiece } : {}),
  };
}

/** Every stroke of a carpet, in the server's order, or a refusal past STROKES_SCORED_MAX. */
async function strokesOf(db: Firestore, carpetId: string): Promise<OrderedStroke[]> {
  const snap = await carpetRefs(db, carpetId)
    .strokes.orderBy('at')
    .limit(STROKES_SCORED_MAX + 1)
    .get();
  if (snap.size > STROKES_SCORED_MAX) {
    throw familyRefused(
      'failed-precondition',
      'too-many-strokes',
      `This carpet holds more than ${STROKES_SCORED_MAX.toLocaleString('en')} strokes, more than ` +
        'the server can score. It stays for the family to see, unfinished.',
    );
  }
  return snap.docs.map((doc) => orderedStroke(doc.id, doc.data()));
}

export async function finishFamilyCarpet(
  deps: Pick<FamilyDeps, 'db' | 'scoring' | 'now' | 'log'>,
  uid: string | undefined,
  data: unknown,
): Promise<FinishCarpetResponse> {
  if (!uid) throw refuse('unauthenticated', 'Sign in to finish your family pookalam.');
  const parsed = finishCarpetRequestSchema.safeParse(data);
  if (!parsed.success) {
    throw familyRefused(
      'invalid-argument',
      'reload',
      `This request is not well formed: ${problemsOf(parsed.error)}.`,
    );
  }
  const { carpetId } = parsed.data;
  // The board shows it: checked as every public name is.
  const familyName = publicNameOrRefuse(parsed.data.familyName, 'The family name');
  const { db } = deps;
  const refs = carpetRefs(db, carpetId);

  for (let attempt = 1; ; attempt += 1) {
    const [carpetSnap, rosterSnap] = await Promise.all([refs.carpet.get(), refs.roster.get()]);
    const { carpet } = ownedOrRefuse(carpetSnap, rosterSnap, uid, 'finish it');
    if (carpet.status === 'finished' && carpet.result) {
      return { ...carpet.result, onBoard: (await refs.entry.get()).exists };
    }
    const strokes = await strokesOf(db, carpetId);
    const folded = foldCarpet(strokes, carpet.cellCount);
    if (flowersOn(folded.cells) === 0) {
      throw familyRefused(
        'failed-precondition',
        'nothing-laid',
        'Lay some flowers on the carpet before finishing it.',
      );
    }
    const record = carpetRecord(carpet.options, folded.cells.join(''), folded.centrepiece);
    const { score, maxScore } = await scoredOrRefused(deps, carpet, record, {
      refused: (reason) => `This carpet cannot be scored: ${reason}.`,
      refusedAs: 'not-scorable',
      waits:
        'The carpet cannot be scored just now, and nothing was changed. Finish it again in a few ' +
        'minutes.',
    });
    const result: CarpetResult = {
      familyName,
      score,
      maxScore,
      finishedAt: deps.now().toISOString(),
      cells: record.cells,
      centrepiece: record.centrepiece,
    };
    const finished = await settle(db, { carpetId, uid, result, folded: strokes });
    if (finished) return finished;
    if (attempt >= FINISH_ATTEMPTS) {
      throw familyRefused(
        'failed-precondition',
        'still-laying',
        'The family is still laying flowers. Finish the carpet when everyone has stopped.',
      );
    }
  }
}

/**
 * The finish itself, in one transaction; null when a member laid a stroke the fold did not see
 * (the carpet is then folded and scored again). Each stroke moves its member's seat (`lastStroke`,
 * in the stroke's own batch: the rules see to it), and the transaction reads every current seat:
 * a stroke written after those reads waits for the finish, and then the rules refuse it.
 */
async function settle(
  db: Firestore,
  {
    carpetId,
    uid,
    result,
    folded,
  }: { carpetId: string; uid: string; result: CarpetResult; folded: readonly OrderedStroke[] },
): Promise<FinishCarpetResponse | null> {
  const refs = carpetRefs(db, carpetId);
  return db.runTransaction(async (tx) => {
    const [carpetSnap, rosterSnap, profileSnap, entrySnap] = await allRead([
      tx.get(refs.carpet),
      tx.get(refs.roster),
      tx.get(db.doc(`profiles/${uid}`)),
      tx.get(refs.entry),
      refuseIfDeleted(tx, db, uid),
    ]);
    const { carpet, roster } = ownedOrRefuse(carpetSnap, rosterSnap, uid, 'finish it');
    // Finished by another request meanwhile (the same owner's second tap): that result stands.
    if (carpet.status === 'finished' && carpet.result) {
      return { ...carpet.result, onBoard: entrySnap.exists };
    }
    const members = currentMembers(roster);
    const [seats, stats] = await allRead([
      tx.getAll(...members.map((member) => refs.seat(member.uid))),
      tx.getAll(...members.map((member) => statsRef(db, member.uid))),
    ]);
    const seen = new Set(folded.map((stroke) => stroke.id));
    const unseen = seats.some((seat) => {
      const last = (seat.data() as SeatDoc | undefined)?.lastStroke;
      return typeof last === 'string' && !seen.has(last);
    });
    if (unseen) return null;

    tx.update(refs.carpet, { status: 'finished', result } satisfies Partial<CarpetDoc>);
    // A family's carpet is public as its owner is: an adult who accepted the current notice
    // (docs/decisions/037, 040). The entry names no member, only the family.
    const onBoard = mayBePublic(profileSnap.data() as ProfileDoc | undefined);
    if (onBoard) {
      tx.set(refs.entry, {
        ...result,
        gameId: FAMILY_GAME_ID,
        options: carpet.options,
        members: carpet.memberCount,
      } satisfies FamilyEntryDoc);
    }
    members.forEach((member, index) => {
      const snap = stats[index];
      if (!snap) return;
      tx.set(statsRef(db, member.uid), withCarpetFinished(statsOf(snap), carpetId, result.score));
    });
    return { ...result, onBoard };
  });
}
