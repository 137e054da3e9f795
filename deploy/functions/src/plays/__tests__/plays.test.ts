/** @jest-environment node */
import {
  EvidenceError,
  SCORING_API_VERSION,
  type ScoringModule,
} from '@onam/shared/contracts/scoring';
import { boardFromSummary } from '@onam/shared/backend/logic/leaderboard';
import type { PlayInput } from '@onam/shared/backend/port';
import { PLAY_PACE } from '@onam/shared/backend/logic/pace';
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import type {
  EntryDoc,
  StatsDoc,
  SummaryDoc,
} from '@onam/shared/backend/firebase/server-documents';
import { boardSight, RECOUNT_MS } from '../../board/board';
import { submitPlay, type PlayDeps } from '../plays';
import { inProcessScoring } from '../../../../game-packages/testing/in-process-scoring';
import {
  describeWithFirestore,
  refusal,
  testFirestore,
  type TestFirestore,
} from '../../testing/firestore-emulator';

/**
 * A stand-in for a games build's scoring module: a record `{ points }` scores its points, a record
 * `{ impossible: why }` is not a possible play. The real modules are tested with the games
 * (remote-games) and end to end in e2e/emulated.spec.ts.
 */
const scoringModule: ScoringModule = {
  scoringApi: SCORING_API_VERSION,
  version: '0.1.0',
  scorePlay(_gameId, record) {
    const { points, impossible } = record as { points?: number; impossible?: string };
    if (impossible) throw new EvidenceError(impossible);
    return { score: points ?? 0, maxScore: 100 };
  },
};
const scoring = inProcessScoring({ '0.1.0': scoringModule });

const play = (points: number, overrides: Partial<PlayInput> = {}): PlayInput => ({
  gameId: 'pookalam',
  score: points,
  maxScore: 100,
  durationMs: 30_000,
  evidence: { version: '0.1.0', record: { points } },
  ...overrides,
});

describeWithFirestore('submitPlay', () => {
  jest.setTimeout(30_000);
  let store: TestFirestore;
  let clock: number;
  let deps: PlayDeps;
  let ids = 0;

  beforeAll(() => {
    store = testFirestore();
  });
  afterAll(() => store.close());

  beforeEach(async () => {
    await store.clear();
    clock = Date.parse('2026-08-26T10:00:00.000Z');
    deps = { db: store.db, scoring, now: () => new Date(clock), newId: () => `id${(ids += 1)}` };
  });

  /** A visitor as registration leaves them: an adult who accepted the current notice. */
  const profile = (uid: string, displayName: string, district = 'thrissur') =>
    store.db.doc(`profiles/${uid}`).set({
      displayName,
      district,
      newsletter: false,
      createdAt: 0,
      ageBand: 'adult',
      consent: { notice: PRIVACY_NOTICE_VERSION, noticeAt: 0, newsletterAt: 0 },
    });
  const read = async <T>(path: string) => (await store.db.doc(path).get()).data() as T | undefined;
  const board = () => read<SummaryDoc>('leaderboard/pookalam');

  it('refuses a visitor who is not signed in', async () => {
    const error = await refusal(submitPlay(deps, undefined, { play: play(50) }));
    expect(error.code).toBe('unauthenticated');
  });

  it('saves a play the record supports: the play, the statistics and the board, under the profile’s name', async () => {
    await profile('anu', 'Anu Menon');
    const { play: saved } = await submitPlay(deps, 'anu', { play: play(85), deviceId: 'd1' });
    expect(saved).toMatchObject({ id: 'anu_d1', uid: 'anu', gameId: 'pookalam', score: 85 });
    expect(await read('plays/anu_d1')).toMatchObject({
      uid: 'anu',
      score: 85,
      version: '0.1.0',
      recordJson: '{"points":85}',
      playedAt: '2026-08-26T10:00:00.000Z',
    });
    const stats = await read<StatsDoc>('stats/anu');
    expect(stats?.games.pookalam).toMatchObject({ plays: 1, bestScore: 85, streak: 1 });
    expect(stats?.games.all).toMatchObject({ plays: 1, bestScore: 85 });
    expect(stats?.recent).toEqual([expect.objectContaining({ id: 'anu_d1', score: 85 })]);
    expect(await read<EntryDoc>('leaderboard/pookalam/entries/anu')).toMatchObject({
      name: 'Anu Menon',
      district: 'thrissur',
      score: 85,
    });
    expect(await board()).toMatchObject({
      top: [{ rank: 1, name: 'Anu Menon', district: 'thrissur', score: 85 }],
      counts: { '85': 1 },
      players: 1,
    });
  });

  it('takes the name from the profile, never from the play', async () => {
    await profile('anu', 'Anu Menon');
    const data = { play: { ...play(100), displayName: 'Kerala Vision Official' } };
    await submitPlay(deps, 'anu', data);
    expect((await board())?.top[0]?.name).toBe('Anu Menon');
    // A name the profile could not hold (written before the rules refused it) shows as none,
    // and the page says "a player".
    await profile('faker', 'Kerala Vision Official');
    await submitPlay(deps, 'faker', { play: play(80) });
    expect((await board())?.top.map((row) => row.name)).toEqual(['Anu Menon', '']);
  });

  it('refuses a score the record does not support, and changes nothing', async () => {
    await profile('mallory', 'Mallory');
    await submitPlay(deps, 'mallory', { play: play(20) });
    const before = { stats: await read('stats/mallory'), board: await board() };
    const error = await refusal(
      submitPlay(deps, 'mallory', { play: { ...play(20), score: 100 }, deviceId: 'fake' }),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe(
      'The score sent (100) is not what this play earns (20), so it was not saved.',
    );
    expect(await read('plays/mallory_fake')).toBeUndefined();
    expect(await read('stats/mallory')).toEqual(before.stats);
    expect(await board()).toEqual(before.board);
  });

  it('refuses a record that is not a possible play, with the scoring module’s reason', async () => {
    const error = await refusal(
      submitPlay(deps, 'anu', {
        play: play(100, { evidence: { version: '0.1.0', record: { impossible: 'x' } } }),
      }),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('This play could not be checked: x');
  });

  it('refuses a play with no evidence, or a malformed one', async () => {
    const bare: PlayInput = { ...play(50) };
    delete bare.evidence;
    expect((await refusal(submitPlay(deps, 'anu', { play: bare }))).code).toBe('invalid-argument');
    for (const bad of [
      null,
      {},
      { play: { ...play(50), score: 101 } },
      { play: { ...play(50), gameId: 'Onam Quiz' } },
      { play: { ...play(50), maxScore: 1000 } },
      { play: play(50), deviceId: '../../plays/x' },
      { play: play(50, { evidence: { version: '0.1.0', record: 'x'.repeat(20_000) } }) },
    ]) {
      const error = await refusal(submitPlay(deps, 'anu', bad));
      expect(error.code).toBe('invalid-argument');
      expect(error.message).toMatch(/^This play is not well formed: /);
    }
  });

  it('keeps a play of a games version it cannot score for later, without saving it', async () => {
    const error = await refusal(
      submitPlay(deps, 'anu', { play: play(50, { evidence: { version: '9.9.9', record: {} } }) }),
    );
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toMatch(/games version 9\.9\.9 cannot be checked just now/);
    expect(await read('stats/anu')).toBeUndefined();
  });

  it('answers a saved play even when the board cannot take it now, and says why in the logs', async () => {
    await profile('anu', 'Anu Menon');
    // A board the placement cannot read (as one that fails after the play is saved).
    await store.db.doc('boards/pookalam').set({ top: 'not rows' });
    const logged: string[] = [];
    const { play: saved } = await submitPlay(
      { ...deps, log: (event) => logged.push(event) },
      'anu',
      { play: play(70) },
    );
    expect(saved.score).toBe(70);
    expect(await read(`plays/${saved.id}`)).toMatchObject({ score: 70 });
    expect(logged).toEqual(['play-board-failed']);
  });

  it('saves a play sent twice (its answer lost) once', async () => {
    await submitPlay(deps, 'anu', { play: play(40), deviceId: 'same' });
    clock += 60_000;
    const again = await submitPlay(deps, 'anu', { play: play(40), deviceId: 'same' });
    expect(again.play.id).toBe('anu_same');
    expect((await read<StatsDoc>('stats/anu'))?.games.all?.plays).toBe(1);
  });

  it('takes plays at a human pace: a burst, then one each refill, and says when to come back', async () => {
    for (let n = 0; n < PLAY_PACE.burst; n += 1) {
      await submitPlay(deps, 'bot', { play: play(100) });
    }
    const error = await refusal(submitPlay(deps, 'bot', { play: play(100) }));
    expect(error.code).toBe('resource-exhausted');
    expect(error.details).toEqual({ retryAfterMs: PLAY_PACE.refillMs });
    expect(error.message).toMatch(/Too many plays in a short time/);
    clock += PLAY_PACE.refillMs;
    await submitPlay(deps, 'bot', { play: play(100) });
    expect((await read<StatsDoc>('stats/bot'))?.games.all?.plays).toBe(PLAY_PACE.burst + 1);
  });

  it('keeps the latest ten plays and counts them all; the best only goes up', async () => {
    await profile('anu', 'Anu Menon');
    for (let n = 0; n < 14; n += 1) {
      await submitPlay(deps, 'anu', { play: play(n === 3 ? 90 : 10 + n) });
      clock += PLAY_PACE.refillMs;
    }
    const stats = await read<StatsDoc>('stats/anu');
    expect(stats?.games.pookalam?.plays).toBe(14);
    expect(stats?.games.pookalam?.bestScore).toBe(90);
    expect(stats?.recent).toHaveLength(10);
    expect(stats?.recent[0]?.score).toBe(23);
    expect((await read<EntryDoc>('leaderboard/pookalam/entries/anu'))?.score).toBe(90);
  });

  it('keeps the top ten on the board, and every other player’s rank in the counts', async () => {
    for (let n = 0; n < 12; n += 1) {
      await profile(`p${n}`, `Player ${String.fromCharCode(65 + n)}`);
      await submitPlay(deps, `p${n}`, { play: play(50 + n * 2) });
    }
    const summary = await board();
    expect(summary?.top).toHaveLength(10);
    expect(summary?.top[0]).toEqual({
      rank: 1,
      name: 'Player L',
      district: 'thrissur',
      score: 72,
    });
    expect(summary?.players).toBe(12);
    // p0 (50) is outside the top ten: twelfth, from the counts.
    const own = boardFromSummary('pookalam', summary ?? null, {
      displayName: 'Player A',
      district: 'thrissur',
      bestScore: 50,
    });
    expect(own.mine).toMatchObject({ rank: 12, own: true });
    expect(own.top.some((row) => row.own)).toBe(false);
  });

  it('recounts the board at most once a minute, from every player’s best', async () => {
    for (const uid of ['a', 'b', 'c', 'd']) await profile(uid, uid.toUpperCase());
    await submitPlay(deps, 'a', { play: play(30) });
    // A best saved by an instance whose sight of the board was out of date (it saw a full top of
    // higher scores, so it did not place the row): it shows after the next recount.
    const sight = boardSight();
    sight.top.set(
      'pookalam',
      Array.from({ length: 10 }, (_, i) => ({
        uid: `seen${i}`,
        name: 'Seen',
        district: null,
        score: 100,
        at: new Date(0).toISOString(),
      })),
    );
    await submitPlay({ ...deps, boards: sight }, 'b', { play: play(95) });
    await submitPlay(deps, 'c', { play: play(10) });
    expect((await board())?.players).toBe(2);
    clock += RECOUNT_MS;
    await submitPlay(deps, 'd', { play: play(20) });
    const summary = await board();
    expect(summary?.players).toBe(4);
    expect(summary?.top.map((row) => row.score)).toEqual([95, 30, 20, 10]);
    expect(summary?.counts).toEqual({ '10': 1, '20': 1, '30': 1, '95': 1 });
  });
});
