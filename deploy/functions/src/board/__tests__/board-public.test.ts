/** @jest-environment node */
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import type {
  EntryDoc,
  StatsDoc,
  SummaryDoc,
} from '@onam/shared/backend/firebase/server-documents';
import { placeOnBoard, RECOUNT_MS, recountBoard } from '../board';
import { submitPlay, type PlayDeps } from '../../plays/plays';
import { acceptPrivacyNotice, deleteMyAccount } from '../../privacy/privacy';
import {
  describeWithFirestore,
  everyDocument,
  testFirestore,
  type TestFirestore,
  withEmulatorRetry,
} from '../../testing/firestore-emulator';
import { inProcessScoring } from '../../../../game-packages/testing/in-process-scoring';
import { play, REGISTERED, scoringModule } from './board-fixtures';

// Who is on a public board: an adult who accepted the current privacy notice (mayBePublic), and
// nobody else, whichever path writes the board: a play, the notice accepted later, the recount
// that runs while a visitor deletes their account or says they are under 18.

describeWithFirestore('who is on a public board', () => {
  jest.setTimeout(120_000);
  let store: TestFirestore;
  let clock: number;
  let ids = 0;
  const now = () => new Date(clock);
  const playDeps = (): PlayDeps => ({
    db: store.db,
    scoring: inProcessScoring(() => scoringModule),
    now,
    newId: () => `id${(ids += 1)}`,
  });
  const read = async <T>(path: string) => (await store.db.doc(path).get()).data() as T | undefined;
  const board = () => read<SummaryDoc>('leaderboard/pookalam');
  const names = async () => (await board())?.top.map((row) => row.name) ?? [];
  const noFiles = { list: async () => [], remove: async () => undefined };
  const accounts = { deleteUser: async () => undefined };
  const deleteAccount = (uid: string) =>
    deleteMyAccount({ db: store.db, now, files: noFiles, accounts }, uid);

  beforeAll(() => {
    store = testFirestore();
  });
  afterAll(() => store.close());
  beforeEach(async () => {
    await store.clear();
    clock = Date.parse('2026-09-01T10:00:00.000Z');
  });

  /** A profile: `extra` holds the age band and consent, or not. */
  const profile = (uid: string, displayName: string, extra: object = {}) =>
    store.db.doc(`profiles/${uid}`).set({
      displayName,
      district: 'kollam',
      newsletter: false,
      createdAt: REGISTERED,
      ...extra,
    });
  const consented = (notice = PRIVACY_NOTICE_VERSION) => ({
    notice,
    noticeAt: REGISTERED,
    newsletterAt: REGISTERED,
  });
  const adult = (uid: string, name: string) =>
    profile(uid, name, { ageBand: 'adult', consent: consented() });

  describe('a play', () => {
    it.each([
      ['a visitor who has not answered yet (a Google sign-in)', {}],
      [
        'an adult who accepted an older notice',
        { ageBand: 'adult', consent: consented('2025-01-01') },
      ],
      [
        'an adult who accepted a notice that does not exist',
        { ageBand: 'adult', consent: consented('v999') },
      ],
      ['an adult with no consent record', { ageBand: 'adult' }],
      ['a visitor who accepted the notice but gave no age band', { consent: consented() }],
    ])('of %s is kept with its figures, with no board entry or row', async (_who, extra) => {
      await profile('lakshmi', 'Lakshmi Before', extra);
      await submitPlay(playDeps(), 'lakshmi', { play: play(80), deviceId: 'd1' });
      expect(await read('plays/lakshmi_d1')).toMatchObject({ score: 80 });
      expect((await read<StatsDoc>('stats/lakshmi'))?.games.pookalam?.bestScore).toBe(80);
      expect(await read('leaderboard/pookalam/entries/lakshmi')).toBeUndefined();
      expect(await names()).toEqual([]);
    });

    it('of a visitor with no profile at all is kept, off the board', async () => {
      await submitPlay(playDeps(), 'fresh', { play: play(95) });
      expect((await read<StatsDoc>('stats/fresh'))?.games.all?.plays).toBe(1);
      expect(await read('leaderboard/pookalam/entries/fresh')).toBeUndefined();
      expect(await names()).toEqual([]);
    });

    it('of an adult who accepted the current notice puts them on the board', async () => {
      await adult('anu', 'Anu Menon');
      await submitPlay(playDeps(), 'anu', { play: play(85) });
      expect(await board()).toMatchObject({
        top: [{ rank: 1, name: 'Anu Menon', score: 85 }],
        counts: { '85': 1 },
        players: 1,
      });
    });
  });

  describe('the notice accepted later', () => {
    it('as an adult: their best so far joins each board they played, counted once', async () => {
      await adult('ben', 'Ben Thomas');
      await submitPlay(playDeps(), 'ben', { play: play(70) });
      await profile('lakshmi', 'Lakshmi Before');
      for (const points of [60, 90, 75]) {
        clock += 60_000;
        await submitPlay(playDeps(), 'lakshmi', { play: play(points) });
      }
      expect(await names()).toEqual(['Ben Thomas']);
      clock += 60_000;
      await acceptPrivacyNotice({ db: store.db, now }, 'lakshmi', {
        notice: PRIVACY_NOTICE_VERSION,
        ageBand: 'adult',
      });
      expect(await read<EntryDoc>('leaderboard/pookalam/entries/lakshmi')).toEqual({
        name: 'Lakshmi Before',
        district: 'kollam',
        score: 90,
        // On the board from when they agreed to be.
        at: '2026-09-01T10:04:00.000Z',
        tallied: true,
      });
      expect(await board()).toMatchObject({
        top: [
          { rank: 1, name: 'Lakshmi Before', score: 90 },
          { rank: 2, name: 'Ben Thomas', score: 70 },
        ],
        counts: { '70': 1, '90': 1 },
        players: 2,
      });
      expect(await read('leaderboard/sadya/entries/lakshmi')).toBeUndefined();
      // Accepted again (a second tab): nothing counted twice.
      await acceptPrivacyNotice({ db: store.db, now }, 'lakshmi', {
        notice: PRIVACY_NOTICE_VERSION,
      });
      expect(await board()).toMatchObject({ counts: { '70': 1, '90': 1 }, players: 2 });
      // And the recount agrees.
      clock += RECOUNT_MS;
      await recountBoard(store.db, 'pookalam', now());
      expect(await board()).toMatchObject({ counts: { '70': 1, '90': 1 }, players: 2 });
      expect(await names()).toEqual(['Lakshmi Before', 'Ben Thomas']);
    });

    it('as an under-18: nothing joins the board', async () => {
      await profile('meenakshi', 'Meenakshi Child');
      await submitPlay(playDeps(), 'meenakshi', { play: play(99) });
      await acceptPrivacyNotice({ db: store.db, now }, 'meenakshi', {
        notice: PRIVACY_NOTICE_VERSION,
        ageBand: 'under-18',
      });
      expect(await read('leaderboard/pookalam/entries/meenakshi')).toBeUndefined();
      expect(await names()).toEqual([]);
    });
  });

  describe('the recount', () => {
    /** Anu, Ben and Chinnu on the board; the recount is due. */
    async function threeOnTheBoard() {
      for (const [uid, name, points] of [
        ['anu', 'Anu Menon', 90],
        ['ben', 'Ben Thomas', 80],
        ['chinnu', 'Chinnu Das', 70],
      ] as const) {
        await adult(uid, name);
        await submitPlay(playDeps(), uid, { play: play(points) });
      }
      clock += RECOUNT_MS;
    }

    const withoutAnu = {
      top: [
        { rank: 1, name: 'Ben Thomas', score: 80 },
        { rank: 2, name: 'Chinnu Das', score: 70 },
      ],
      counts: { '70': 1, '80': 1 },
      players: 2,
    };

    it('never puts back a player who deleted their account while it counted', async () => {
      await threeOnTheBoard();
      await recountBoard(store.db, 'pookalam', now(), {
        afterCount: () => deleteAccount('anu'),
      });
      expect(await board()).toMatchObject(withoutAnu);
      const left = await everyDocument(store.db);
      expect(left.filter(({ path, json }) => `${path} ${json}`.includes('Anu Menon'))).toEqual([]);
    });

    it('never puts back a player who said they are under 18 while it counted', async () => {
      await threeOnTheBoard();
      // From before the age band was asked: on the board, with no band yet.
      await profile('anu', 'Anu Menon', { consent: consented() });
      await recountBoard(store.db, 'pookalam', now(), {
        afterCount: async () => {
          await acceptPrivacyNotice({ db: store.db, now }, 'anu', {
            notice: PRIVACY_NOTICE_VERSION,
            ageBand: 'under-18',
          });
        },
      });
      expect(await board()).toMatchObject(withoutAnu);
    });

    it('leaves out a row whose player may not be public, and fills the top from the others', async () => {
      await threeOnTheBoard();
      // An entry from before the notice, of a visitor who has not answered it.
      await store.db.doc('leaderboard/pookalam/entries/old').set({
        name: 'Old Timer',
        district: null,
        score: 100,
        at: '2026-08-20T10:00:00.000Z',
      });
      await profile('old', 'Old Timer');
      await recountBoard(store.db, 'pookalam', now());
      expect(await names()).toEqual(['Anu Menon', 'Ben Thomas', 'Chinnu Das']);
    });

    it('a best placed after the account is gone does not bring it back', async () => {
      await threeOnTheBoard();
      const entry = (await read<EntryDoc>('leaderboard/pookalam/entries/anu')) as EntryDoc;
      await deleteAccount('anu');
      // submitPlay's second step, the board, running late for a play saved before the deletion.
      await placeOnBoard(
        store.db,
        { gameId: 'pookalam', uid: 'anu', entry: { ...entry, score: 95 }, previous: 90 },
        now(),
      );
      expect(await board()).toMatchObject(withoutAnu);
    });

    // Long: each run is a few transactions against each other on the emulator.
    it('raced against deletions many times, never restores anyone, and counts the rest', async () => {
      for (let run = 0; run < 8; run += 1) {
        await store.clear();
        await threeOnTheBoard();
        // Started together: the deletion lands anywhere in the recount, or before or after it.
        await Promise.all([
          withEmulatorRetry(() => recountBoard(store.db, 'pookalam', now())),
          new Promise((resolve) => setTimeout(resolve, run * 60)).then(() =>
            withEmulatorRetry(() => deleteAccount('anu')),
          ),
        ]);
        expect({ run, board: await board() }).toMatchObject({ run, board: withoutAnu });
        // The next recount sees the same.
        clock += RECOUNT_MS;
        await recountBoard(store.db, 'pookalam', now());
        expect({ run, board: await board() }).toMatchObject({ run, board: withoutAnu });
      }
    }, 300_000);
  });
});
