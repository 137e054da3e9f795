/** @jest-environment node */
// The family callables against the Firestore emulator, with the pookalam's real scoring (the
// games' server scoring, run in this process as the sandbox runs it) and strokes written as the
// members' pages write them: each with its seat's pace, in one batch, stamped by the server (here
// by the Admin SDK, at the times the test gives).
import { Timestamp } from 'firebase-admin/firestore';
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import type { StatsDoc } from '@onam/shared/backend/firebase/server-documents';
import {
  carpetPath,
  familyEntryPath,
  FAMILY_MAX_MEMBERS,
  memberPath,
  OPEN_CARPETS_PER_OWNER,
  rosterPath,
  seatPath,
  strokePath,
  type CarpetDoc,
  type CarpetOptions,
  type CarpetStartsDoc,
  type FamilyEntryDoc,
  type MemberDoc,
  type RosterDoc,
  type SeatDoc,
  type StartCarpetRequest,
} from '@onam/shared/family/carpet';
import { GAMES_VERSION } from '../../../../../remote-games/src/build-info';
import { createBoard } from '../../../../../remote-games/src/pookalam/board';
import { ringsFor } from '../../../../../remote-games/src/pookalam/rules';
import * as gamesScoring from '../../../../../remote-games/src/server-scoring';
import type { PackageScoring } from '../../../../game-packages/scoring';
import { inProcessScoring } from '../../../../game-packages/testing/in-process-scoring';
import {
  describeWithFirestore,
  everyDocument,
  refusal,
  testFirestore,
  withEmulatorRetry,
  type TestFirestore,
} from '../../testing/firestore-emulator';
import type { FamilyDeps } from '../family-deps';
import { finishFamilyCarpet } from '../finish-carpet';
import { joinFamilyCarpet } from '../join-carpet';
import { removeFamilyMember, setFamilyCarpetOpen } from '../owner-controls';
import { randomId } from '../random-id';
import { startFamilyCarpet } from '../start-carpet';

const OPTIONS: CarpetOptions = { symmetry: 8, mode: 'day', day: 3 };
/** The board's cells for OPTIONS, as the game's own board makes it. */
const CELLS = createBoard(ringsFor(OPTIONS)).cells.length;
const realScoring = inProcessScoring({ [GAMES_VERSION]: gamesScoring });
/** What the pookalam's own scoring gives a carpet of these cells. */
const scoreOf = (cells: string, centrepiece = 'none') =>
  gamesScoring.scorePlay('pookalam', { ...OPTIONS, cells, centrepiece }).score;

const startRequest = (overrides: Partial<StartCarpetRequest> = {}): StartCarpetRequest => ({
  options: OPTIONS,
  remote: 'games',
  version: GAMES_VERSION,
  cellCount: CELLS,
  name: 'Anu',
  ...overrides,
});

/** The family, by account: Anu starts, the others join with the link. */
const FAMILY = ['ben', 'chinnu', 'devi', 'eldho', 'fathima'] as const;

describeWithFirestore('a family pookalam: start, join, remove, close, finish', () => {
  jest.setTimeout(60_000);
  let store: TestFirestore;
  let clock: number;
  let deps: FamilyDeps;
  let remotesAsked: { fresh?: boolean }[];

  beforeAll(() => {
    store = testFirestore();
  });
  afterAll(() => store.close());

  beforeEach(async () => {
    await store.clear();
    clock = Date.parse('2026-08-26T10:00:00.000Z');
    remotesAsked = [];
    deps = {
      db: store.db,
      scoring: realScoring,
      now: () => new Date(clock),
      newId: (length) => randomId(length),
      gameRemotes: async (_gameId, options) => {
        remotesAsked.push(options ?? {});
        return ['games'];
      },
    };
    await Promise.all([
      profile('anu', 'Anu Menon'),
      ...FAMILY.map((uid) => profile(uid, uid)),
      profile('gopi', 'Gopi'),
      profile('mallory', 'Mallory'),
    ]);
  });

  /** A visitor as registration leaves them: an adult who accepted the current notice. */
  const profile = (uid: string, displayName: string, extra: object = {}) =>
    store.db.doc(`profiles/${uid}`).set({
      displayName,
      district: 'thrissur',
      newsletter: false,
      createdAt: 0,
      ageBand: 'adult',
      consent: { notice: PRIVACY_NOTICE_VERSION, noticeAt: 0, newsletterAt: 0 },
      ...extra,
    });
  const read = async <T>(path: string) => (await store.db.doc(path).get()).data() as T | undefined;
  const start = (uid = 'anu', request: Partial<StartCarpetRequest> = {}) =>
    startFamilyCarpet(deps, uid, startRequest(request));
  const join = (uid: string, carpetId: string, name = uid) =>
    joinFamilyCarpet(deps, uid, { carpetId, name });
  const finish = (uid: string, carpetId: string, familyName = 'The Menons') =>
    finishFamilyCarpet(deps, uid, { carpetId, familyName });

  /** A stroke as a member's page writes it: the stroke and its seat's pace in one batch. */
  async function lay(
    carpetId: string,
    who: { uid: string; memberId: string },
    n: number,
    laid: { cells: number[]; codes: string; centrepiece?: string },
    atMs: number,
  ) {
    const id = `${who.memberId}-${n}`;
    const at = Timestamp.fromMillis(atMs);
    const batch = store.db.batch();
    batch.create(store.db.doc(strokePath(carpetId, id)), { by: who.memberId, at, ...laid });
    batch.update(store.db.doc(seatPath(carpetId, who.uid)), { lastAt: at, lastStroke: id });
    await batch.commit();
  }

  describe('startFamilyCarpet', () => {
    it('makes the carpet, the owner’s member, seat and roster, and counts it as theirs', async () => {
      const { carpetId, memberId } = await start();
      expect(carpetId).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(memberId).toMatch(/^[A-Za-z0-9]{12}$/);
      expect(await read<CarpetDoc>(carpetPath(carpetId))).toEqual({
        status: 'open',
        options: OPTIONS,
        cellCount: CELLS,
        remote: 'games',
        version: GAMES_VERSION,
        owner: memberId,
        memberCount: 1,
        createdAt: '2026-08-26T10:00:00.000Z',
      });
      expect(await read<MemberDoc>(memberPath(carpetId, memberId))).toEqual({
        name: 'Anu',
        colour: 0,
        joinedAt: '2026-08-26T10:00:00.000Z',
        removed: false,
      });
      expect(await read<SeatDoc>(seatPath(carpetId, 'anu'))).toEqual({
        memberId,
        owner: true,
        lastAt: null,
        lastStroke: null,
      });
      expect(await read<RosterDoc>(rosterPath(carpetId))).toEqual({
        ownerUid: 'anu',
        uids: { [memberId]: 'anu' },
        removed: {},
      });
      expect((await read<StatsDoc>('stats/anu'))?.carpetIds).toEqual({
        joined: [carpetId],
        open: [carpetId],
      });
    });

    it('refuses a board size the version’s pookalam does not have, and writes nothing', async () => {
      const error = await refusal(start('anu', { cellCount: CELLS + 1 }));
      expect(error.code).toBe('invalid-argument');
      expect(error.message).toBe(
        `This carpet does not fit games version ${GAMES_VERSION}'s pookalam: the record has ` +
          `${CELLS + 1} cells where the board has ${CELLS}. Reload the page and start again.`,
      );
      expect(await everyDocument(store.db)).not.toContainEqual(
        expect.objectContaining({ path: expect.stringMatching(/^carpets\//) }),
      );
    });

    it('waits for a version that cannot score just now', async () => {
      const error = await refusal(start('anu', { version: '9.9.9' }));
      expect(error.code).toBe('failed-precondition');
      expect(error.message).toBe(
        'Family pookalams of games version 9.9.9 cannot be started just now. Try again in a few minutes.',
      );
    });

    it('refuses a remote the festival does not play the pookalam from, after asking afresh', async () => {
      const error = await refusal(start('anu', { remote: 'impostor' }));
      expect(error.code).toBe('invalid-argument');
      expect(error.message).toMatch(/^The festival does not play the pookalam from impostor/);
      expect(remotesAsked).toEqual([{}, { fresh: true }]);
      deps.gameRemotes = async () => null;
      expect((await refusal(start())).code).toBe('failed-precondition');
    });

    it('checks the owner’s name as every public name is', async () => {
      const reserved = await refusal(start('anu', { name: 'Kerala Vision Official' }));
      expect(reserved.code).toBe('invalid-argument');
      expect(reserved.message).toBe(
        'Your name on the carpet may not pass for the broadcaster or the site’s staff. Choose another name.',
      );
      expect((await refusal(start('anu', { name: ' ' }))).message).toBe(
        'Your name on the carpet is missing: write one.',
      );
    });

    it('refuses a visitor signed out, a malformed request and a deleted account', async () => {
      expect((await refusal(startFamilyCarpet(deps, undefined, startRequest()))).code).toBe(
        'unauthenticated',
      );
      const malformed = await refusal(
        startFamilyCarpet(deps, 'anu', { ...startRequest(), cellCount: 0 }),
      );
      expect(malformed.code).toBe('invalid-argument');
      expect(malformed.message).toMatch(/^This family pookalam cannot be started: cellCount: /);
      await store.db.doc('deletedAccounts/anu').set({ deletedAt: '2026-08-26T09:00:00.000Z' });
      expect((await refusal(start())).details).toEqual({ accountDeleted: true });
    });

    it(`lets one visitor own ${OPEN_CARPETS_PER_OWNER} unfinished carpets at once`, async () => {
      for (let n = 0; n < OPEN_CARPETS_PER_OWNER; n += 1) await start();
      const error = await refusal(start());
      expect(error.code).toBe('resource-exhausted');
      expect((await read<StatsDoc>('stats/anu'))?.carpetIds?.open).toHaveLength(
        OPEN_CARPETS_PER_OWNER,
      );
    });

    it('answers a start sent again with its request id with the carpet it made, never a second', async () => {
      const first = await start('anu', { requestId: 'start-0001' });
      clock += 30_000;
      expect(await start('anu', { requestId: 'start-0001' })).toEqual(first);
      // Both at once, as a retry racing the first try would send them. The emulator can drop one
      // of two racing transactions where Firestore answers ABORTED (and the SDK retries):
      // withEmulatorRetry stands in for that retry and nothing else.
      const [one, two] = await Promise.all([
        withEmulatorRetry(() => start('anu', { requestId: 'start-0002' })),
        withEmulatorRetry(() => start('anu', { requestId: 'start-0002' })),
      ]);
      expect(one).toEqual(two);
      expect(one.carpetId).not.toBe(first.carpetId);
      expect((await store.db.collection('carpets').get()).size).toBe(2);
      expect((await read<StatsDoc>('stats/anu'))?.carpetIds).toEqual({
        joined: [first.carpetId, one.carpetId],
        open: [first.carpetId, one.carpetId],
      });
      // Kept where only the server reads it (firestore.rules), with what each start made.
      expect(await read<CarpetStartsDoc>('carpetStarts/anu')).toEqual({
        starts: [
          { requestId: 'start-0001', ...first },
          { requestId: 'start-0002', ...one },
        ],
      });
      // The same id from another visitor is their own start.
      const bens = await start('ben', { requestId: 'start-0001' });
      expect(bens.carpetId).not.toBe(first.carpetId);
      expect((await store.db.collection('carpets').get()).size).toBe(3);
    });

    it(`makes a carpet of each new request id up to ${OPEN_CARPETS_PER_OWNER} open, and answers a retry past the cap`, async () => {
      const made = [];
      for (let n = 1; n <= OPEN_CARPETS_PER_OWNER; n += 1) {
        made.push(await start('anu', { requestId: `start-000${n}` }));
      }
      expect(new Set(made.map(({ carpetId }) => carpetId)).size).toBe(OPEN_CARPETS_PER_OWNER);
      const capped = await refusal(start('anu', { requestId: 'start-0009' }));
      expect(capped.code).toBe('resource-exhausted');
      expect(capped.details).toEqual({ reason: 'too-many-open' });
      // The last start's answer lost on the way: its retry finds its carpet, cap or not.
      expect(await start('anu', { requestId: `start-000${OPEN_CARPETS_PER_OWNER}` })).toEqual(
        made.at(-1),
      );
      expect((await store.db.collection('carpets').get()).size).toBe(OPEN_CARPETS_PER_OWNER);
      // A refused start is not remembered: once a carpet is finished, the same id makes one.
      const [oldest] = made;
      if (!oldest) throw new Error('no carpet made');
      await lay(oldest.carpetId, { uid: 'anu', ...oldest }, 1, { cells: [0], codes: 'a' }, clock);
      await finish('anu', oldest.carpetId);
      const after = await start('anu', { requestId: 'start-0009' });
      expect(made.map(({ carpetId }) => carpetId)).not.toContain(after.carpetId);
    });

    it('refuses a request id of the wrong form, and tells a page to reload', async () => {
      for (const requestId of ['', 'short', 'a b c d e f', 'x'.repeat(65), 42]) {
        const error = await refusal(
          startFamilyCarpet(deps, 'anu', { ...startRequest(), requestId }),
        );
        expect(error.code).toBe('invalid-argument');
        expect(error.details).toEqual({ reason: 'reload' });
      }
      expect(await store.db.collection('carpets').get()).toHaveProperty('size', 0);
    });
  });

  describe('joinFamilyCarpet', () => {
    it(`takes ${FAMILY_MAX_MEMBERS} people, each with a ring of their own, and refuses the next: full`, async () => {
      const { carpetId } = await start();
      const joined = [];
      for (const uid of FAMILY) joined.push(await join(uid, carpetId));
      const members = await Promise.all(
        joined.map(({ memberId }) => read<MemberDoc>(memberPath(carpetId, memberId))),
      );
      expect(members.map((member) => member?.colour)).toEqual([1, 2, 3, 4, 5]);
      expect(members.map((member) => member?.name)).toEqual([...FAMILY]);
      expect((await read<CarpetDoc>(carpetPath(carpetId)))?.memberCount).toBe(6);
      const first = joined[0];
      expect(await read<SeatDoc>(seatPath(carpetId, 'ben'))).toEqual({
        memberId: first?.memberId,
        owner: false,
        lastAt: null,
        lastStroke: null,
      });
      expect((await read<StatsDoc>('stats/ben'))?.carpetIds).toEqual({
        joined: [carpetId],
        open: [],
      });

      const full = await refusal(join('gopi', carpetId));
      expect(full.code).toBe('failed-precondition');
      expect(full.details).toEqual({ reason: 'full' });
      expect(full.message).toBe(
        'This family pookalam has 6 people laying it already, as many as one carpet takes.',
      );
      // A member who opens the link again is let in as before, full or not.
      expect(await join('ben', carpetId)).toEqual(first);
    });

    it('gives a member their own id again, under the name they give now', async () => {
      const { carpetId } = await start();
      const { memberId } = await join('ben', carpetId, 'Ben');
      expect(await join('ben', carpetId, 'Benny')).toEqual({ memberId });
      expect((await read<MemberDoc>(memberPath(carpetId, memberId)))?.name).toBe('Benny');
      expect((await read<CarpetDoc>(carpetPath(carpetId)))?.memberCount).toBe(2);
      expect((await read<StatsDoc>('stats/ben'))?.carpetIds?.joined).toEqual([carpetId]);
    });

    it('answers a guessed id exactly as a missing one, and a mangled link the same', async () => {
      const answers = [];
      for (const carpetId of [randomId(20), 'short', '../stats/anu', 42]) {
        const error = await refusal(joinFamilyCarpet(deps, 'mallory', { carpetId, name: 'M' }));
        answers.push({ code: error.code, message: error.message, details: error.details });
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0]).toEqual({
        code: 'failed-precondition',
        message: 'This link leads to no family pookalam. Ask the family to send it again.',
        details: { reason: 'not-found' },
      });
    });

    it('refuses a joiner’s name that passes for the broadcaster', async () => {
      const { carpetId } = await start();
      const error = await refusal(join('ben', carpetId, 'Admin'));
      expect(error.code).toBe('invalid-argument');
      expect(error.message).toMatch(/^Your name on the carpet may not pass for the broadcaster/);
    });

    it('refuses newcomers to a closed carpet, and takes them again once it is open', async () => {
      const { carpetId } = await start();
      const ben = await join('ben', carpetId);
      await setFamilyCarpetOpen(deps, 'anu', { carpetId, open: false });
      expect((await read<CarpetDoc>(carpetPath(carpetId)))?.status).toBe('closed');
      const closed = await refusal(join('devi', carpetId));
      expect(closed.details).toEqual({ reason: 'closed' });
      expect(closed.message).toBe(
        'The family closed this pookalam to new people. Ask its owner to open it again.',
      );
      // A member is a member still.
      expect(await join('ben', carpetId)).toEqual(ben);
      await setFamilyCarpetOpen(deps, 'anu', { carpetId, open: true });
      expect((await join('devi', carpetId)).memberId).toMatch(/^[A-Za-z0-9]{12}$/);
    });
  });

  describe('removeFamilyMember and setFamilyCarpetOpen', () => {
    it('takes a member off: their seat goes, their flowers stay, and they cannot join again', async () => {
      const { carpetId } = await start();
      const ben = await join('ben', carpetId);
      await lay(carpetId, { uid: 'ben', ...ben }, 1, { cells: [0], codes: 'a' }, clock);
      await removeFamilyMember(deps, 'anu', { carpetId, memberId: ben.memberId });
      expect(await read<MemberDoc>(memberPath(carpetId, ben.memberId))).toMatchObject({
        name: 'ben',
        removed: true,
      });
      expect(await read(seatPath(carpetId, 'ben'))).toBeUndefined();
      expect(await read(strokePath(carpetId, `${ben.memberId}-1`))).toBeDefined();
      expect((await read<RosterDoc>(rosterPath(carpetId)))?.removed).toEqual({ ben: true });
      expect((await read<CarpetDoc>(carpetPath(carpetId)))?.memberCount).toBe(1);

      const again = await refusal(join('ben', carpetId));
      expect(again.details).toEqual({ reason: 'removed' });
      expect(again.message).toBe(
        'The owner took you off this family pookalam, so you cannot join it again.',
      );
      // Removing twice (the answer lost) changes nothing more.
      await removeFamilyMember(deps, 'anu', { carpetId, memberId: ben.memberId });
      expect((await read<CarpetDoc>(carpetPath(carpetId)))?.memberCount).toBe(1);
      // Their ring is free for the next to join.
      const devi = await join('devi', carpetId);
      expect((await read<MemberDoc>(memberPath(carpetId, devi.memberId)))?.colour).toBe(1);
    });

    it('lets only the owner remove, open or close, and answers a stranger as a missing carpet', async () => {
      const { carpetId, memberId: anuId } = await start();
      const ben = await join('ben', carpetId);
      const answers = [
        removeFamilyMember(deps, 'ben', { carpetId, memberId: anuId }),
        removeFamilyMember(deps, 'mallory', { carpetId, memberId: ben.memberId }),
        removeFamilyMember(deps, 'anu', { carpetId: randomId(20), memberId: ben.memberId }),
        setFamilyCarpetOpen(deps, 'ben', { carpetId, open: false }),
        setFamilyCarpetOpen(deps, 'mallory', { carpetId, open: false }),
      ];
      for (const answer of answers) expect((await refusal(answer)).code).toBe('permission-denied');
      expect((await read<CarpetDoc>(carpetPath(carpetId)))?.status).toBe('open');
      expect(await read(seatPath(carpetId, 'ben'))).toBeDefined();

      const self = await refusal(removeFamilyMember(deps, 'anu', { carpetId, memberId: anuId }));
      expect(self.code).toBe('failed-precondition');
      const nobody = await refusal(
        removeFamilyMember(deps, 'anu', { carpetId, memberId: randomId(12) }),
      );
      expect(nobody.code).toBe('not-found');
      expect(
        (await refusal(removeFamilyMember(deps, undefined, { carpetId, memberId: anuId }))).code,
      ).toBe('unauthenticated');
    });
  });

  describe('finishFamilyCarpet', () => {
    /** Anu's carpet with Ben on it; Devi joined and was taken off. */
    async function family() {
      const { carpetId, memberId } = await start();
      const anu = { uid: 'anu', memberId };
      const ben = { uid: 'ben', ...(await join('ben', carpetId)) };
      const devi = { uid: 'devi', ...(await join('devi', carpetId)) };
      return { carpetId, anu, ben, devi };
    }

    it('scores the carpet the strokes make in the server’s order, and shows the family', async () => {
      const { carpetId, anu, ben, devi } = await family();
      const t = clock;
      // Both lay cell 5: Ben's stroke is written first but stamped later, so his flower wins.
      await lay(carpetId, ben, 1, { cells: [5, 6], codes: 'bb' }, t + 2_000);
      await lay(
        carpetId,
        anu,
        1,
        { cells: [0, 5, 7], codes: 'aac', centrepiece: 'lotus' },
        t + 1_000,
      );
      await lay(carpetId, devi, 1, { cells: [9], codes: 'd' }, t + 1_500);
      await lay(carpetId, anu, 2, { cells: [7], codes: '.' }, t + 3_000);
      await removeFamilyMember(deps, 'anu', { carpetId, memberId: devi.memberId });

      const expected = ['a', '.', '.', '.', '.', 'b', 'b', '.', '.', 'd'];
      const cells = expected.join('') + '.'.repeat(CELLS - expected.length);
      const score = scoreOf(cells, 'lotus');
      clock += 60_000;
      const result = await finish('anu', carpetId);
      expect(result).toEqual({
        familyName: 'The Menons',
        score,
        maxScore: 100,
        finishedAt: '2026-08-26T10:01:00.000Z',
        cells,
        centrepiece: 'lotus',
        onBoard: true,
      });
      const kept = { ...result } as Partial<typeof result>;
      delete kept.onBoard;
      expect(await read<CarpetDoc>(carpetPath(carpetId))).toMatchObject({
        status: 'finished',
        result: kept,
      });
      expect(await read<FamilyEntryDoc>(familyEntryPath('pookalam', carpetId))).toEqual({
        ...kept,
        gameId: 'pookalam',
        options: OPTIONS,
        members: 2,
      });
      // Each member on the carpet counts it; one taken off before the finish does not.
      expect((await read<StatsDoc>('stats/anu'))?.family).toEqual({ carpets: 1, bestScore: score });
      expect((await read<StatsDoc>('stats/ben'))?.family).toEqual({ carpets: 1, bestScore: score });
      expect((await read<StatsDoc>('stats/devi'))?.family).toBeUndefined();
      expect((await read<StatsDoc>('stats/anu'))?.carpetIds?.open).toEqual([]);

      // Finished twice (a second tap, an answer lost): the same result, nothing changed.
      const before = await everyDocument(store.db);
      clock += 60_000;
      expect(await finish('anu', carpetId, 'The Other Menons')).toEqual(result);
      expect(await everyDocument(store.db)).toEqual(before);

      // A finished carpet is joined, changed, opened and closed by no one.
      expect((await refusal(join('eldho', carpetId))).details).toEqual({ reason: 'finished' });
      const changes = [
        removeFamilyMember(deps, 'anu', { carpetId, memberId: ben.memberId }),
        setFamilyCarpetOpen(deps, 'anu', { carpetId, open: false }),
      ];
      for (const change of changes)
        expect((await refusal(change)).code).toBe('failed-precondition');
      // A member opening the link again still gets their id.
      expect(await join('ben', carpetId)).toEqual({ memberId: ben.memberId });
    });

    it('finishes a child’s carpet and scores it, but puts it on no board', async () => {
      await profile('anu', 'Anu Menon', { ageBand: 'under-18' });
      const { carpetId, ben } = await family();
      await lay(carpetId, ben, 1, { cells: [0], codes: 'a' }, clock);
      const result = await finish('anu', carpetId);
      expect(result.onBoard).toBe(false);
      expect((await read<CarpetDoc>(carpetPath(carpetId)))?.status).toBe('finished');
      expect(await read(familyEntryPath('pookalam', carpetId))).toBeUndefined();
      expect((await read<StatsDoc>('stats/ben'))?.family?.carpets).toBe(1);
      expect(await finish('anu', carpetId)).toEqual(result);
    });

    it('puts no carpet on the board for an owner who has not accepted the current notice', async () => {
      await profile('anu', 'Anu Menon', {
        consent: { notice: '2020-01-01', noticeAt: 0, newsletterAt: 0 },
      });
      const { carpetId, anu } = await family();
      await lay(carpetId, anu, 1, { cells: [0], codes: 'a' }, clock);
      expect((await finish('anu', carpetId)).onBoard).toBe(false);
      expect(await read(familyEntryPath('pookalam', carpetId))).toBeUndefined();
    });

    it('lets only the owner finish, under a family name others may see', async () => {
      const { carpetId, anu } = await family();
      await lay(carpetId, anu, 1, { cells: [0], codes: 'a' }, clock);
      for (const uid of ['ben', 'mallory']) {
        const error = await refusal(finish(uid, carpetId));
        expect(error.code).toBe('permission-denied');
        expect(error.message).toBe('Only the family pookalam’s owner can finish it.');
      }
      const reserved = await refusal(finish('anu', carpetId, 'Kerala Vision'));
      expect(reserved.code).toBe('invalid-argument');
      expect(reserved.message).toBe(
        'The family name may not pass for the broadcaster or the site’s staff. Choose another name.',
      );
      expect(reserved.details).toEqual({ reason: 'name' });
      expect((await read<CarpetDoc>(carpetPath(carpetId)))?.status).toBe('open');
    });

    it('refuses to finish a bare carpet', async () => {
      const { carpetId } = await family();
      const error = await refusal(finish('anu', carpetId));
      expect(error.code).toBe('failed-precondition');
      expect(error.message).toBe('Lay some flowers on the carpet before finishing it.');
    });

    it('changes nothing while the version cannot score, and says what the scoring refuses', async () => {
      const { carpetId, anu } = await family();
      await lay(carpetId, anu, 1, { cells: [0], codes: 'a' }, clock);
      const before = await everyDocument(store.db);
      const logged: string[] = [];
      const waiting: PackageScoring = {
        score: async () => ({ ok: false, refused: false, reason: 'no release record' }),
        close: async () => undefined,
      };
      const waits = await refusal(
        finishFamilyCarpet(
          { ...deps, scoring: waiting, log: (event) => logged.push(event) },
          'anu',
          { carpetId, familyName: 'The Menons' },
        ),
      );
      expect(waits.code).toBe('failed-precondition');
      expect(waits.message).toMatch(
        /^The carpet cannot be scored just now, and nothing was changed/,
      );
      expect(logged).toEqual(['family-carpet-waits']);
      expect(await everyDocument(store.db)).toEqual(before);

      // A code no flower of this version has (a page of another version, a script).
      await lay(carpetId, anu, 2, { cells: [3], codes: 'z' }, clock + 1_000);
      const refused = await refusal(finish('anu', carpetId));
      expect(refused.code).toBe('invalid-argument');
      expect(refused.message).toBe(
        "This carpet cannot be scored: cell 3 holds 'z', which is no flower's code.",
      );
    });

    it('folds again when a member laid flowers while the carpet was being scored', async () => {
      const { carpetId, anu, ben } = await family();
      await lay(carpetId, anu, 1, { cells: [0], codes: 'a' }, clock);
      let laidMeanwhile = false;
      const slow: PackageScoring = {
        async score(play) {
          if (!laidMeanwhile) {
            laidMeanwhile = true;
            await lay(carpetId, ben, 1, { cells: [1], codes: 'b' }, clock + 500);
          }
          return realScoring.score(play);
        },
        close: async () => undefined,
      };
      const result = await finishFamilyCarpet({ ...deps, scoring: slow }, 'anu', {
        carpetId,
        familyName: 'The Menons',
      });
      expect(result.cells.slice(0, 3)).toBe('ab.');
      expect(result.score).toBe(scoreOf(`ab${'.'.repeat(CELLS - 2)}`));
    });
  });

  describe('the reasons a page says in the visitor’s language', () => {
    const reasonOf = async (answer: Promise<unknown>) => (await refusal(answer)).details;

    it('puts the reason of each refusal of a start or a join in its details', async () => {
      const bad = (request: object) => startFamilyCarpet(deps, 'anu', request);
      expect(await reasonOf(bad({ ...startRequest(), cellCount: 0 }))).toEqual({
        reason: 'reload',
      });
      expect(await reasonOf(start('anu', { cellCount: CELLS + 1 }))).toEqual({ reason: 'reload' });
      expect(await reasonOf(start('anu', { remote: 'impostor' }))).toEqual({ reason: 'reload' });
      expect(await reasonOf(start('anu', { version: '9.9.9' }))).toEqual({ reason: 'try-later' });
      deps.gameRemotes = async () => null;
      expect(await reasonOf(start())).toEqual({ reason: 'try-later' });
      deps.gameRemotes = async () => ['games'];

      const { carpetId } = await start();
      const joinedAll = Array.from(
        { length: 100 },
        (_, n) => `Joined${String(n).padStart(14, '0')}`,
      );
      await store.db.doc('stats/gopi').set({
        games: {},
        recent: [],
        carpetIds: { joined: joinedAll, open: [] },
      } satisfies StatsDoc);
      expect(await reasonOf(join('gopi', carpetId))).toEqual({ reason: 'on-too-many' });
      expect(await reasonOf(start('gopi'))).toEqual({ reason: 'on-too-many' });
      expect(await reasonOf(joinFamilyCarpet(deps, 'ben', { carpetId, name: 7 }))).toEqual({
        reason: 'reload',
      });
      // A name the page let through and the server's check turns down (a page older than it).
      expect(await reasonOf(start('anu', { name: 'Kerala Vision Official' }))).toEqual({
        reason: 'name',
      });
      expect(await reasonOf(join('ben', carpetId, 'Kerala Vision'))).toEqual({ reason: 'name' });
    });

    it('puts the reason of each refusal of the owner’s controls in its details', async () => {
      const { carpetId, memberId: anuId } = await start();
      const anu = { uid: 'anu', memberId: anuId };
      const ben = { uid: 'ben', ...(await join('ben', carpetId)) };
      const notOwner = { reason: 'not-owner' };
      expect(
        await reasonOf(removeFamilyMember(deps, 'ben', { carpetId, memberId: anuId })),
      ).toEqual(notOwner);
      expect(
        await reasonOf(setFamilyCarpetOpen(deps, 'mallory', { carpetId, open: false })),
      ).toEqual(notOwner);
      expect(await reasonOf(finish('ben', carpetId))).toEqual(notOwner);
      expect(
        await reasonOf(removeFamilyMember(deps, 'anu', { carpetId, memberId: anuId })),
      ).toEqual({ reason: 'owner-stays' });
      expect(
        await reasonOf(removeFamilyMember(deps, 'anu', { carpetId, memberId: randomId(12) })),
      ).toEqual({ reason: 'no-such-member' });
      expect(await reasonOf(setFamilyCarpetOpen(deps, 'anu', { carpetId, open: 'no' }))).toEqual({
        reason: 'reload',
      });
      expect(await reasonOf(finish('anu', carpetId))).toEqual({ reason: 'nothing-laid' });

      // Ben lays a flower every time the carpet is scored: the family is still laying.
      await lay(carpetId, anu, 1, { cells: [0], codes: 'a' }, clock);
      let strokes = 0;
      const busy: PackageScoring = {
        async score(play) {
          strokes += 1;
          await lay(carpetId, ben, strokes, { cells: [strokes], codes: 'b' }, clock + strokes);
          return realScoring.score(play);
        },
        close: async () => undefined,
      };
      expect(
        await reasonOf(
          finishFamilyCarpet({ ...deps, scoring: busy }, 'anu', { carpetId, familyName: 'Menon' }),
        ),
      ).toEqual({ reason: 'still-laying' });
      const waiting: PackageScoring = {
        score: async () => ({ ok: false, refused: false, reason: 'no release record' }),
        close: async () => undefined,
      };
      expect(
        await reasonOf(
          finishFamilyCarpet({ ...deps, scoring: waiting }, 'anu', { carpetId, familyName: 'M' }),
        ),
      ).toEqual({ reason: 'try-later' });
      await lay(carpetId, anu, 2, { cells: [3], codes: 'z' }, clock + 1_000);
      expect(await reasonOf(finish('anu', carpetId))).toEqual({ reason: 'not-scorable' });

      await lay(carpetId, anu, 3, { cells: [3], codes: 'a' }, clock + 2_000);
      await finish('anu', carpetId);
      const finished = { reason: 'finished' };
      expect(await reasonOf(setFamilyCarpetOpen(deps, 'anu', { carpetId, open: false }))).toEqual(
        finished,
      );
      expect(
        await reasonOf(removeFamilyMember(deps, 'anu', { carpetId, memberId: ben.memberId })),
      ).toEqual(finished);
    });
  });
});
