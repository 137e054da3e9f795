/** @jest-environment node */
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import type { EntryDoc, SummaryDoc } from '@onam/shared/backend/firebase/server-documents';
import { boardSight, placeOnBoard, RECOUNT_MS, recountBoard, recountIfDue } from '../board';
import { readTally, sumTally, tallyIncrements, TALLY_SHARDS } from '../tally';
import { submitPlay, type PlayDeps } from '../../plays/plays';
import { acceptPrivacyNotice, deleteMyAccount } from '../../privacy/privacy';
import {
  describeWithFirestore,
  testFirestore,
  type TestFirestore,
} from '../../testing/firestore-emulator';
import { inProcessScoring } from '../../../../game-packages/testing/in-process-scoring';
import { seededRandom } from '../../../../../remote-games/src/testing/seeded-random';
import { play, REGISTERED, scoringModule } from './board-fixtures';

// The board's counts come from a tally the writes of the entries keep (docs/decisions/069). What
// a player sees is the board, so every test compares it with a full count of the entries
// themselves, the way the board was counted before the tally.

describe('the tally’s arithmetic', () => {
  it('moves a best between scores, adds a player, and takes one off', () => {
    expect(tallyIncrements([{ from: null, to: 70 }])).toEqual({ counts: { 70: 1 }, players: 1 });
    expect(tallyIncrements([{ from: 70, to: 90 }])).toEqual({ counts: { 70: -1, 90: 1 } });
    expect(tallyIncrements([{ from: 90, to: null }])).toEqual({ counts: { 90: -1 }, players: -1 });
    expect(tallyIncrements([{ from: 50, to: 50 }])).toBeNull();
    expect(
      tallyIncrements([
        { from: null, to: 40 },
        { from: 40, to: null },
      ]),
    ).toBeNull();
  });

  it('sums shards that are below zero alone, and leaves out the scores nobody holds', () => {
    expect(
      sumTally([
        { counts: { 70: 1, 90: 0 }, players: 1 },
        { counts: { 70: -1, 95: 1 } },
        { counts: { 95: 1 }, players: 1 },
        {},
      ]),
    ).toEqual({ counts: { 95: 2 }, players: 2 });
  });
});

describeWithFirestore('the board’s tally on the emulator', () => {
  jest.setTimeout(180_000);
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
  const noFiles = { list: async () => [], remove: async () => undefined };
  const accounts = { deleteUser: async () => undefined };

  /** Players per best score, counted from every entry. */
  async function fullCount() {
    const entries = await store.db.collection('leaderboard/pookalam/entries').get();
    const counts: Record<string, number> = {};
    for (const doc of entries.docs) {
      const { score } = doc.data() as EntryDoc;
      counts[score] = (counts[score] ?? 0) + 1;
    }
    return { counts, players: entries.size };
  }

  const adult = (uid: string, extra: object = {}) =>
    store.db.doc(`profiles/${uid}`).set({
      displayName: `Player ${uid}`,
      district: 'kollam',
      newsletter: false,
      createdAt: REGISTERED,
      ageBand: 'adult',
      consent: { notice: PRIVACY_NOTICE_VERSION, noticeAt: REGISTERED, newsletterAt: REGISTERED },
      ...extra,
    });

  beforeAll(() => {
    store = testFirestore();
  });
  afterAll(() => store.close());
  beforeEach(async () => {
    await store.clear();
    clock = Date.parse('2026-09-01T10:00:00.000Z');
  });

  it('equals a full count after random plays, removals and deletions', async () => {
    const random = seededRandom(20261207).next;
    const players = Array.from({ length: 20 }, (_, i) => `p${i}`);
    const gone = new Set<string>();
    for (const uid of players) await adult(uid);
    for (let step = 0; step < 64; step += 1) {
      const uid = players[Math.floor(random() * players.length)] as string;
      if (gone.has(uid)) continue;
      const roll = random();
      // Each visitor keeps to the play pace: a step is a few minutes of the festival.
      clock += 5 * 60_000;
      if (roll < 0.9) {
        await submitPlay(playDeps(), uid, { play: play(Math.floor(random() * 101)) });
      } else if (roll < 0.95) {
        // Says they are under 18 (from before the age band was asked): taken off, for good.
        await adult(uid, { ageBand: null });
        await acceptPrivacyNotice({ db: store.db, now }, uid, {
          notice: PRIVACY_NOTICE_VERSION,
          ageBand: 'under-18',
        });
        gone.add(uid);
      } else {
        await deleteMyAccount({ db: store.db, now, files: noFiles, accounts }, uid);
        gone.add(uid);
      }
      if (step % 16 === 15) {
        expect({ step, tally: await readTally(store.db, 'pookalam') }).toEqual({
          step,
          tally: await fullCount(),
        });
      }
    }
    const expected = await fullCount();
    expect(expected.players).toBeGreaterThan(8);
    expect(gone.size).toBeGreaterThan(2);
    expect(await readTally(store.db, 'pookalam')).toEqual(expected);
    clock += RECOUNT_MS;
    await recountBoard(store.db, 'pookalam', now());
    expect(await board()).toMatchObject(expected);
  });

  it('brings a board from before the tally into it, once, while plays go on', async () => {
    // Entries written before the tally: no `tallied`, no shards.
    for (let i = 0; i < 250; i += 1) {
      await store.db.doc(`leaderboard/pookalam/entries/old${String(i).padStart(3, '0')}`).set({
        name: `Old ${i}`,
        district: null,
        score: i % 101,
        at: '2026-08-20T10:00:00.000Z',
      });
    }
    await store.db.doc('boards/pookalam').set({ top: [], recountedAt: '2026-08-20T10:00:00Z' });
    // Counted from the entries while the backfill runs, and again from the tally once it is done.
    await Promise.all([
      recountBoard(store.db, 'pookalam', now()),
      (async () => {
        await adult('old007');
        await submitPlay(playDeps(), 'old007', { play: play(100) });
        await adult('new');
        await submitPlay(playDeps(), 'new', { play: play(64) });
      })(),
    ]);
    expect(await read('boards/pookalam')).toMatchObject({ tally: { done: true } });
    const expected = await fullCount();
    expect(expected.players).toBe(251);
    expect(await readTally(store.db, 'pookalam')).toEqual(expected);
    clock += RECOUNT_MS;
    await recountBoard(store.db, 'pookalam', now());
    expect(await board()).toMatchObject(expected);
    // Run again, it counts nobody twice.
    await store.db.doc('boards/pookalam').set(
      { tally: { done: false, after: null } },
      {
        merge: true,
      },
    );
    clock += RECOUNT_MS;
    await recountBoard(store.db, 'pookalam', now());
    expect(await readTally(store.db, 'pookalam')).toEqual(expected);
  });

  it('spreads the writes of many players over the shards', async () => {
    for (let i = 0; i < 30; i += 1) {
      await adult(`s${i}`);
      await submitPlay(playDeps(), `s${i}`, { play: play(50) });
    }
    const shards = await store.db.collection('boards/pookalam/tally').get();
    expect(shards.size).toBeGreaterThan(20);
    for (const doc of shards.docs) expect(Number(doc.id)).toBeLessThan(TALLY_SHARDS);
  });

  describe('an instance’s sight of the board', () => {
    it('a best below the top rows it saw leaves the board alone; one above them is placed', async () => {
      for (let i = 0; i < 10; i += 1) {
        await adult(`t${i}`);
        await submitPlay(playDeps(), `t${i}`, { play: play(80 + i) });
      }
      const sight = boardSight();
      const deps = { ...playDeps(), boards: sight };
      await adult('low');
      await adult('high');
      // The first play reads the board and keeps its top rows.
      await submitPlay(deps, 'low', { play: play(10) });
      expect(sight.top.get('pookalam')).toHaveLength(10);
      // Were the board read now, the transaction would rewrite it: it is not read.
      await store.db.doc('leaderboard/pookalam').set({ marker: 'untouched' }, { merge: true });
      await submitPlay(deps, 'low', { play: play(20) });
      expect(await board()).toMatchObject({ marker: 'untouched' });
      await submitPlay(deps, 'high', { play: play(100) });
      expect((await board())?.top[0]).toMatchObject({ name: 'Player high', score: 100 });
    });

    it('a board made due by hand is recounted by the next new best, whatever the instance saw', async () => {
      const sight = boardSight();
      await adult('a');
      await submitPlay({ ...playDeps(), boards: sight }, 'a', { play: play(40) });
      expect(await recountIfDue(store.db, 'pookalam', now())).toBe(false);
      await store.db
        .doc('boards/pookalam')
        .set({ recountedAt: '2000-01-01T00:00:00.000Z' }, { merge: true });
      await adult('b');
      await submitPlay({ ...playDeps(), boards: sight }, 'b', { play: play(50) });
      expect(await read('boards/pookalam')).toMatchObject({ recountedAt: now().toISOString() });
    });

    it('a stale sight never keeps a player off: the recount places them', async () => {
      for (let i = 0; i < 10; i += 1) {
        await adult(`t${i}`);
        await submitPlay(playDeps(), `t${i}`, { play: play(80 + i) });
      }
      const sight = boardSight();
      await adult('late');
      await submitPlay({ ...playDeps(), boards: sight }, 'late', { play: play(5) });
      // t0 (80) leaves; the sight still has them, so a 70 is not placed at once…
      await deleteMyAccount({ db: store.db, now, files: noFiles, accounts }, 't0');
      await submitPlay({ ...playDeps(), boards: sight }, 'late', { play: play(70) });
      const placed = await placeOnBoard(
        store.db,
        {
          gameId: 'pookalam',
          uid: 'late',
          entry: (await read<EntryDoc>('leaderboard/pookalam/entries/late')) as EntryDoc,
          previous: 5,
        },
        now(),
        sight,
      );
      expect(placed).toBe(false);
      // …and the next recount does.
      clock += RECOUNT_MS;
      await recountBoard(store.db, 'pookalam', now());
      expect((await board())?.top.map((row) => row.score)).toEqual([
        89, 88, 87, 86, 85, 84, 83, 82, 81, 70,
      ]);
    });
  });
});
