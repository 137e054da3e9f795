/** @jest-environment node */
// A family carpet (shared/src/family/carpet.ts): only its members read it; a member lays strokes
// as themselves, at a human pace, until it is finished; everything else is the server's. Each
// attack the family feature must survive is tried here: a stranger with the link, a removed
// member, a member writing as another, a script flooding flowers, a guessed carpet id, laying on a
// finished carpet, a seat's pace moved without a stroke, a stroke changed, the roster read, the
// server's record of who started which carpet read.
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { describeWithEmulator, firestoreRulesEnvironment } from '../firestore-rules-environment';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  FAMILY_BOARD_ROWS,
  FAMILY_GAME_ID,
  STROKE_GAP_MS,
  STROKE_MAX_CELLS,
  carpetPath,
  familyEntryPath,
  memberPath,
  rosterPath,
  seatPath,
  strokePath,
  type CarpetDoc,
  type CarpetStartsDoc,
  type FamilyEntryDoc,
  type MemberDoc,
  type RosterDoc,
  type SeatDoc,
} from '@onam/shared/family/carpet';

// Every refusal is expected here; the SDK would warn about each one.
setLogLevel('error');

const firestoreOf = (context: RulesTestContext) => context.firestore() as unknown as Firestore;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const CARPET = 'Qm7cT2xK9pLw4Rz8VbN1';
/** Another family's carpet, which Anu's family has no seat at. */
const OTHER_CARPET = 'Hy3nB6vD0sFq8Wk2Lc5J';
/** Anu owns the carpet, Ravi joined it, Sita joined and was removed; Mallory has only the link. */
const ANU = 'AnuMember001';
const RAVI = 'RaviMember02';
const SITA = 'SitaMember03';

const carpet = (overrides: Partial<CarpetDoc> = {}): CarpetDoc => ({
  status: 'open',
  options: { symmetry: 8, mode: 'free', day: 1 },
  cellCount: 193,
  remote: 'games',
  version: '0.2.0',
  owner: ANU,
  memberCount: 2,
  createdAt: '2026-08-26T10:00:00.000Z',
  ...overrides,
});

const member = (name: string, colour: number, removed = false): MemberDoc => ({
  name,
  colour,
  joinedAt: '2026-08-26T10:00:00.000Z',
  removed,
});

const seat = (memberId: string, owner = false): SeatDoc => ({
  memberId,
  owner,
  lastAt: null,
  lastStroke: null,
});

const roster: RosterDoc = {
  ownerUid: 'anu',
  uids: { [ANU]: 'anu', [RAVI]: 'ravi', [SITA]: 'sita' },
  removed: { sita: true },
};

const boardEntry: FamilyEntryDoc = {
  gameId: FAMILY_GAME_ID,
  options: { symmetry: 8, mode: 'free', day: 1 },
  members: 2,
  familyName: 'Puthenveedu',
  score: 81,
  maxScore: 100,
  finishedAt: '2026-08-27T18:00:00.000Z',
  cells: '.a.b',
  centrepiece: 'nilavilakku',
};

interface Laying {
  /** The account writing, whose seat moves with the stroke. */
  uid: string;
  strokeId: string;
  /** Fields over a well-formed stroke by the stroke id's member; `undefined` drops a field. */
  stroke?: DocumentData;
  /** Fields over the seat's pace; null leaves the seat out of the batch. */
  seat?: DocumentData | null;
  carpetId?: string;
}

/** A stroke and its seat's pace, in one batch, as the adapter writes them. */
function lay(db: Firestore, { uid, strokeId, stroke = {}, seat = {}, carpetId = CARPET }: Laying) {
  const batch = writeBatch(db);
  const fields = Object.entries({
    by: strokeId.split('-')[0],
    at: serverTimestamp(),
    cells: [1, 2, 3],
    codes: 'ab.',
    ...stroke,
  }).filter(([, value]) => value !== undefined);
  batch.set(doc(db, strokePath(carpetId, strokeId)), Object.fromEntries(fields));
  if (seat) {
    batch.update(doc(db, seatPath(carpetId, uid)), {
      lastAt: serverTimestamp(),
      lastStroke: strokeId,
      ...seat,
    });
  }
  return batch.commit();
}

describeWithEmulator(
  'firestore.rules: carpets/**, familyBoard/** and carpetStarts/**, a family pookalam',
  () => {
    jest.setTimeout(30_000);

    let env: RulesTestEnvironment;
    let anu: Firestore;
    let ravi: Firestore;
    let sita: Firestore;
    let mallory: Firestore;
    let visitor: Firestore;

    /** Writes that set up a case, past the rules. */
    const seed = (path: string, data: DocumentData) =>
      env.withSecurityRulesDisabled(async (context) => {
        await setDoc(doc(firestoreOf(context), path), data);
      });
    /** A document as stored, past the rules. */
    const stored = async (path: string) => {
      let data: DocumentData | undefined;
      await env.withSecurityRulesDisabled(async (context) => {
        data = (await getDoc(doc(firestoreOf(context), path))).data();
      });
      return data;
    };

    beforeAll(async () => {
      env = await firestoreRulesEnvironment('family');
    });

    beforeEach(async () => {
      await env.clearFirestore();
      await seed(carpetPath(CARPET), carpet());
      await seed(memberPath(CARPET, ANU), member('Anu', 0));
      await seed(memberPath(CARPET, RAVI), member('Ravi', 1));
      await seed(memberPath(CARPET, SITA), member('Sita', 2, true));
      await seed(seatPath(CARPET, 'anu'), seat(ANU, true));
      await seed(seatPath(CARPET, 'ravi'), seat(RAVI));
      // Sita's seat went with her removal; her flowers stay.
      await seed(strokePath(CARPET, `${SITA}-1`), {
        by: SITA,
        at: Timestamp.fromMillis(Date.parse('2026-08-26T10:05:00.000Z')),
        cells: [0],
        codes: 'c',
      });
      await seed(rosterPath(CARPET), roster);
      await seed(carpetPath(OTHER_CARPET), carpet({ owner: 'OtherMember1' }));
      await seed(memberPath(OTHER_CARPET, 'OtherMember1'), member('Biju', 0));
      await seed(familyEntryPath(FAMILY_GAME_ID, CARPET), boardEntry);

      anu = firestoreOf(env.authenticatedContext('anu'));
      ravi = firestoreOf(env.authenticatedContext('ravi'));
      sita = firestoreOf(env.authenticatedContext('sita'));
      mallory = firestoreOf(env.authenticatedContext('mallory'));
      visitor = firestoreOf(env.unauthenticatedContext());
    });

    afterAll(async () => {
      await env?.cleanup();
    });

    const strokes = (db: Firestore, carpetId = CARPET) =>
      collection(db, `${carpetPath(carpetId)}/strokes`);
    const members = (db: Firestore, carpetId = CARPET) =>
      collection(db, `${carpetPath(carpetId)}/members`);

    describe('reading a carpet: its members only', () => {
      it('lets a member read the carpet, the members, the strokes and their own seat', async () => {
        for (const [db, uid] of [
          [anu, 'anu'],
          [ravi, 'ravi'],
        ] as const) {
          await assertSucceeds(getDoc(doc(db, carpetPath(CARPET))));
          await assertSucceeds(getDocs(members(db)));
          await assertSucceeds(getDoc(doc(db, memberPath(CARPET, SITA))));
          await assertSucceeds(getDocs(query(strokes(db), orderBy('at'))));
          await assertSucceeds(getDoc(doc(db, strokePath(CARPET, `${SITA}-1`))));
          await assertSucceeds(getDoc(doc(db, seatPath(CARPET, uid))));
        }
      });

      it('shows a stranger with the link nothing, signed in or out', async () => {
        for (const db of [mallory, visitor]) {
          await assertFails(getDoc(doc(db, carpetPath(CARPET))));
          await assertFails(getDocs(members(db)));
          await assertFails(getDoc(doc(db, memberPath(CARPET, ANU))));
          await assertFails(getDocs(strokes(db)));
          await assertFails(getDoc(doc(db, strokePath(CARPET, `${SITA}-1`))));
          await assertFails(getDoc(doc(db, seatPath(CARPET, 'anu'))));
        }
      });

      it('shows a removed member nothing more: their seat is gone', async () => {
        await assertFails(getDoc(doc(sita, carpetPath(CARPET))));
        await assertFails(getDocs(members(sita)));
        await assertFails(getDocs(strokes(sita)));
        await assertFails(getDoc(doc(sita, strokePath(CARPET, `${SITA}-1`))));
      });

      it('answers a guessed carpet id as it answers a real one: refused, so no id can be probed', async () => {
        // A made-up id, and another family's real one (their members do not sit at this one).
        for (const carpetId of ['AAAAAAAAAAAAAAAAAAAA', 'Zz9Yy8Xx7Ww6Vv5Uu4Tt', OTHER_CARPET]) {
          for (const db of [anu, mallory, visitor]) {
            await assertFails(getDoc(doc(db, carpetPath(carpetId))));
            await assertFails(getDocs(members(db, carpetId)));
            await assertFails(getDocs(strokes(db, carpetId)));
          }
        }
        // Nobody lists the carpets to find one.
        for (const db of [anu, mallory, visitor]) {
          await assertFails(getDocs(query(collection(db, 'carpets'), limit(1))));
        }
      });

      it('shows no member another’s seat, nor a list of the seats (their account ids)', async () => {
        await assertFails(getDoc(doc(anu, seatPath(CARPET, 'ravi'))));
        await assertFails(getDoc(doc(ravi, seatPath(CARPET, 'anu'))));
        await assertFails(getDocs(collection(anu, `${carpetPath(CARPET)}/seats`)));
      });

      it('lets no client near the private roster, the owner included', async () => {
        for (const db of [anu, ravi, sita, mallory, visitor]) {
          await assertFails(getDoc(doc(db, rosterPath(CARPET))));
          await assertFails(getDocs(collection(db, `${carpetPath(CARPET)}/private`)));
          await assertFails(setDoc(doc(db, rosterPath(CARPET)), { ...roster, removed: {} }));
          await assertFails(updateDoc(doc(db, rosterPath(CARPET)), { 'removed.sita': false }));
          await assertFails(deleteDoc(doc(db, rosterPath(CARPET))));
        }
      });
    });

    describe('laying a stroke: as oneself, with one’s seat’s pace, on an unfinished carpet', () => {
      it('lets a member lay a stroke in one batch with their seat, both stamped by the server', async () => {
        await assertSucceeds(lay(anu, { uid: 'anu', strokeId: `${ANU}-1` }));
        await assertSucceeds(
          lay(ravi, {
            uid: 'ravi',
            strokeId: `${RAVI}-1`,
            stroke: {
              cells: Array.from({ length: STROKE_MAX_CELLS }, (_, cell) => cell),
              codes: 'ab.'.repeat(11).slice(0, STROKE_MAX_CELLS),
              centrepiece: 'nilavilakku',
            },
          }),
        );
        const laid = await stored(strokePath(CARPET, `${ANU}-1`));
        const anuSeat = await stored(seatPath(CARPET, 'anu'));
        expect(laid?.at).toBeInstanceOf(Timestamp);
        expect(anuSeat).toEqual({ ...seat(ANU, true), lastAt: laid?.at, lastStroke: `${ANU}-1` });
      });

      it('refuses a removed member and a stranger, even with well-formed strokes', async () => {
        await assertFails(lay(sita, { uid: 'sita', strokeId: `${SITA}-2` }));
        await assertFails(lay(sita, { uid: 'sita', strokeId: `${SITA}-2`, seat: null }));
        // A seat of their own making does not let them back in.
        await assertFails(setDoc(doc(sita, seatPath(CARPET, 'sita')), seat(SITA)));
        await assertFails(setDoc(doc(mallory, seatPath(CARPET, 'mallory')), seat('MalloryMemb1')));
        await assertFails(lay(mallory, { uid: 'mallory', strokeId: 'MalloryMemb1-1' }));
        await assertFails(lay(mallory, { uid: 'anu', strokeId: `${ANU}-1` }));
        await assertFails(lay(visitor, { uid: 'anu', strokeId: `${ANU}-1`, seat: null }));
        // Nor a member of one carpet on another family's.
        await assertFails(lay(anu, { uid: 'anu', strokeId: `${ANU}-1`, carpetId: OTHER_CARPET }));
      });

      it('refuses a member writing as another: their name, their stroke id or their seat', async () => {
        await assertFails(lay(anu, { uid: 'anu', strokeId: `${ANU}-1`, stroke: { by: RAVI } }));
        await assertFails(lay(anu, { uid: 'anu', strokeId: `${RAVI}-1`, stroke: { by: ANU } }));
        await assertFails(lay(anu, { uid: 'anu', strokeId: `${RAVI}-1` }));
        await assertFails(lay(anu, { uid: 'ravi', strokeId: `${RAVI}-1` }));
        // Ids that are not the member's id, a dash and a running number.
        for (const strokeId of [
          `${ANU}1`,
          `${ANU}-`,
          `${ANU}-x`,
          `${ANU}-1234567890`,
          `x${ANU}-1`,
        ]) {
          await assertFails(lay(anu, { uid: 'anu', strokeId, stroke: { by: ANU } }));
        }
        await assertSucceeds(lay(anu, { uid: 'anu', strokeId: `${ANU}-1` }));
      });

      it('refuses a stroke too big, mismatched, or not a stroke’s shape', async () => {
        const refused: DocumentData[] = [
          {
            cells: Array.from({ length: STROKE_MAX_CELLS + 1 }, (_, cell) => cell),
            codes: 'a'.repeat(STROKE_MAX_CELLS + 1),
          },
          { cells: [], codes: '' },
          { cells: [1, 2, 3], codes: 'ab' },
          { cells: [1, 2], codes: 'abc' },
          { cells: { 0: 1 }, codes: 'a' },
          { cells: '123', codes: 'abc' },
          { codes: 'aB.' },
          { codes: 'a1.' },
          { codes: 'a🌼' },
          { codes: ['a', 'b', '.'] },
          { by: undefined },
          { codes: undefined },
          { cells: undefined },
          { at: undefined },
          { ring: 0 },
          { uid: 'anu' },
          { centrepiece: 'n'.repeat(21) },
          { centrepiece: '' },
          { centrepiece: 3 },
        ];
        for (const stroke of refused) {
          await assertFails(lay(anu, { uid: 'anu', strokeId: `${ANU}-1`, stroke }));
        }
        await assertSucceeds(lay(anu, { uid: 'anu', strokeId: `${ANU}-1` }));
      });

      it('refuses a time the member chose: the server’s clock orders the carpet', async () => {
        for (const at of [
          Timestamp.fromMillis(0),
          Timestamp.now(),
          Timestamp.fromMillis(Date.now() + 60_000),
          '2026-08-26T10:00:00.000Z',
          null,
        ]) {
          await assertFails(lay(anu, { uid: 'anu', strokeId: `${ANU}-1`, stroke: { at } }));
        }
        // Nor a seat's pace set by the member's clock, which would let them lay at any pace.
        await assertFails(
          lay(anu, { uid: 'anu', strokeId: `${ANU}-1`, seat: { lastAt: Timestamp.fromMillis(0) } }),
        );
        await assertFails(lay(anu, { uid: 'anu', strokeId: `${ANU}-1`, seat: { lastAt: null } }));
      });

      it('refuses a stroke without its seat’s pace in the batch, or with the seat moved to another', async () => {
        await assertFails(lay(anu, { uid: 'anu', strokeId: `${ANU}-1`, seat: null }));
        await assertFails(
          lay(anu, { uid: 'anu', strokeId: `${ANU}-1`, seat: { lastStroke: `${ANU}-2` } }),
        );
        await assertFails(
          lay(anu, { uid: 'anu', strokeId: `${ANU}-1`, seat: { lastStroke: null } }),
        );
      });

      it('refuses the second of two strokes laid back to back, and takes the next after the gap', async () => {
        await assertSucceeds(lay(anu, { uid: 'anu', strokeId: `${ANU}-1` }));
        await assertFails(lay(anu, { uid: 'anu', strokeId: `${ANU}-2` }));
        await sleep(STROKE_GAP_MS + 50);
        await assertSucceeds(lay(anu, { uid: 'anu', strokeId: `${ANU}-3` }));
        const first = (await stored(strokePath(CARPET, `${ANU}-1`)))?.at as Timestamp;
        const third = (await stored(strokePath(CARPET, `${ANU}-3`)))?.at as Timestamp;
        expect(third.toMillis() - first.toMillis()).toBeGreaterThanOrEqual(STROKE_GAP_MS);
        expect(await stored(strokePath(CARPET, `${ANU}-2`))).toBeUndefined();
        // Ravi's pace is his own: Anu's last stroke does not hold him back.
        await assertSucceeds(lay(ravi, { uid: 'ravi', strokeId: `${RAVI}-1` }));
      });

      it('lets a script flooding a thousand flowers a second through at a human pace only', async () => {
        // Thirty strokes of the most cells each, sent at once as a script would (960 flowers).
        const count = 30;
        const started = Date.now();
        const sent = await Promise.allSettled(
          Array.from({ length: count }, (_, n) =>
            lay(anu, {
              uid: 'anu',
              strokeId: `${ANU}-${n + 1}`,
              stroke: {
                cells: Array.from({ length: STROKE_MAX_CELLS }, (_, cell) => cell),
                codes: 'a'.repeat(STROKE_MAX_CELLS),
              },
            }),
          ),
        );
        const elapsed = Date.now() - started;
        const laid = await getDocs(query(strokes(anu), orderBy('at')));
        const times = laid.docs
          .filter((stroke) => stroke.get('by') === ANU)
          .map((stroke) => (stroke.get('at') as Timestamp).toMillis());

        expect(sent[0]?.status).toBe('fulfilled');
        expect(sent.filter((result) => result.status === 'fulfilled')).toHaveLength(times.length);
        // Each stroke that got through is at least the gap after the one before, by the server's clock.
        times.slice(1).forEach((at, n) => {
          expect(at - (times[n] ?? 0)).toBeGreaterThanOrEqual(STROKE_GAP_MS);
        });
        expect(times.length).toBeLessThanOrEqual(1 + Math.floor(elapsed / STROKE_GAP_MS));
        expect(times.length).toBeLessThan(count);
      });

      it('refuses laying on a finished carpet, and lets the family lay on one closed to joiners', async () => {
        await seed(carpetPath(CARPET), carpet({ status: 'finished' }));
        await assertFails(lay(anu, { uid: 'anu', strokeId: `${ANU}-1` }));
        await assertFails(lay(ravi, { uid: 'ravi', strokeId: `${RAVI}-1` }));
        await seed(carpetPath(CARPET), carpet({ status: 'closed' }));
        await assertSucceeds(lay(anu, { uid: 'anu', strokeId: `${ANU}-1` }));
      });

      it('refuses changing or deleting a stroke, one’s own included', async () => {
        await assertSucceeds(lay(anu, { uid: 'anu', strokeId: `${ANU}-1` }));
        const own = doc(anu, strokePath(CARPET, `${ANU}-1`));
        await assertFails(updateDoc(own, { codes: 'zzz' }));
        await assertFails(updateDoc(own, { at: serverTimestamp() }));
        await assertFails(deleteDoc(own));
        await sleep(STROKE_GAP_MS + 50);
        // Written again, with a fresh pace, as if new: still a change.
        await assertFails(lay(anu, { uid: 'anu', strokeId: `${ANU}-1`, stroke: { codes: 'zzz' } }));
        // Another member's, and a removed member's, which stay on the carpet.
        await assertFails(updateDoc(doc(ravi, strokePath(CARPET, `${ANU}-1`)), { codes: '...' }));
        await assertFails(deleteDoc(doc(ravi, strokePath(CARPET, `${ANU}-1`))));
        await assertFails(deleteDoc(doc(anu, strokePath(CARPET, `${SITA}-1`))));
        await assertFails(deleteDoc(doc(sita, strokePath(CARPET, `${SITA}-1`))));
      });
    });

    describe('a seat: its pace moves with a new stroke, and nothing else of it', () => {
      it('refuses a seat’s pace moved without a new stroke', async () => {
        const own = doc(anu, seatPath(CARPET, 'anu'));
        await assertFails(updateDoc(own, { lastAt: serverTimestamp(), lastStroke: `${ANU}-1` }));
        await assertFails(updateDoc(own, { lastAt: serverTimestamp() }));
        await assertFails(updateDoc(own, { lastAt: null, lastStroke: null }));
        // Pointed at a stroke already laid: the pace would move back to its time's reading.
        await assertSucceeds(lay(anu, { uid: 'anu', strokeId: `${ANU}-1` }));
        await sleep(STROKE_GAP_MS + 50);
        await assertFails(updateDoc(own, { lastAt: serverTimestamp(), lastStroke: `${ANU}-1` }));
        await assertFails(updateDoc(own, { lastAt: serverTimestamp(), lastStroke: `${SITA}-1` }));
      });

      it('refuses a seat’s member id or owner’s flag changed, with a stroke or without', async () => {
        const own = doc(ravi, seatPath(CARPET, 'ravi'));
        await assertFails(updateDoc(own, { memberId: ANU }));
        await assertFails(updateDoc(own, { owner: true }));
        // Ravi's seat renamed to Anu's member id, to lay as her in the same batch.
        await assertFails(
          lay(ravi, { uid: 'ravi', strokeId: `${ANU}-1`, seat: { memberId: ANU } }),
        );
        await assertFails(lay(ravi, { uid: 'ravi', strokeId: `${RAVI}-1`, seat: { owner: true } }));
        expect(await stored(seatPath(CARPET, 'ravi'))).toEqual(seat(RAVI));
      });

      it('refuses creating or deleting a seat: joining and removal are the server’s', async () => {
        await assertFails(deleteDoc(doc(anu, seatPath(CARPET, 'anu'))));
        await assertFails(deleteDoc(doc(anu, seatPath(CARPET, 'ravi'))));
        await assertFails(setDoc(doc(anu, seatPath(OTHER_CARPET, 'anu')), seat(ANU, true)));
        await assertFails(setDoc(doc(anu, seatPath(CARPET, 'anu')), seat(ANU, true)));
      });
    });

    describe('what the server alone writes: the carpet, its members, the family board', () => {
      it('refuses a member writing the carpet or the members, the owner included', async () => {
        for (const db of [anu, ravi, sita, mallory, visitor]) {
          await assertFails(updateDoc(doc(db, carpetPath(CARPET)), { status: 'finished' }));
          await assertFails(updateDoc(doc(db, carpetPath(CARPET)), { memberCount: 1 }));
          await assertFails(deleteDoc(doc(db, carpetPath(CARPET))));
          await assertFails(setDoc(doc(db, carpetPath('Nn1Mm2Ll3Kk4Jj5Ii6Hh')), carpet()));
          await assertFails(
            updateDoc(doc(db, memberPath(CARPET, ANU)), { name: 'Kerala Vision Official' }),
          );
          await assertFails(updateDoc(doc(db, memberPath(CARPET, SITA)), { removed: false }));
          await assertFails(deleteDoc(doc(db, memberPath(CARPET, RAVI))));
          await assertFails(setDoc(doc(db, memberPath(CARPET, 'NewMember001')), member('Dev', 3)));
        }
      });

      it('lets anyone, signed out too, read the family board a page at a time', async () => {
        const entries = (db: Firestore) => collection(db, `familyBoard/${FAMILY_GAME_ID}/entries`);
        for (const db of [visitor, mallory, anu]) {
          await assertSucceeds(getDoc(doc(db, familyEntryPath(FAMILY_GAME_ID, CARPET))));
          await assertSucceeds(
            getDocs(query(entries(db), orderBy('score', 'desc'), limit(FAMILY_BOARD_ROWS))),
          );
          // Nobody copies the board in one read.
          await assertFails(getDocs(entries(db)));
          await assertFails(getDocs(query(entries(db), limit(FAMILY_BOARD_ROWS + 1))));
        }
        // Not a game id: not a board.
        await assertFails(getDoc(doc(visitor, familyEntryPath('all', CARPET))));
      });

      it('lets no client near the start requests the server keeps, its own account included', async () => {
        const starts: CarpetStartsDoc = {
          starts: [{ requestId: 'c6a1f0b2-3d4e-4f5a', carpetId: CARPET, memberId: ANU }],
        };
        await seed('carpetStarts/anu', starts);
        for (const db of [anu, ravi, mallory, visitor]) {
          await assertFails(getDoc(doc(db, 'carpetStarts/anu')));
          await assertFails(getDocs(query(collection(db, 'carpetStarts'), limit(1))));
          await assertFails(setDoc(doc(db, 'carpetStarts/anu'), { starts: [] }));
          await assertFails(updateDoc(doc(db, 'carpetStarts/anu'), { starts: [] }));
          await assertFails(deleteDoc(doc(db, 'carpetStarts/anu')));
          await assertFails(setDoc(doc(db, 'carpetStarts/mallory'), starts));
        }
        expect(await stored('carpetStarts/anu')).toEqual(starts);
      });

      it('refuses every client write to the family board', async () => {
        for (const db of [anu, ravi, mallory, visitor]) {
          const own = doc(db, familyEntryPath(FAMILY_GAME_ID, CARPET));
          await assertFails(updateDoc(own, { score: 100 }));
          await assertFails(setDoc(own, { ...boardEntry, familyName: 'Kerala Vision Official' }));
          await assertFails(deleteDoc(own));
          await assertFails(
            setDoc(doc(db, familyEntryPath(FAMILY_GAME_ID, 'Pp0Oo9Ii8Uu7Yy6Tt5Rr')), boardEntry),
          );
        }
      });
    });
  },
);
