/** @jest-environment node */
import { BUILT_IN_GAME_IDS } from '@onam/shared/contracts/game';
import type { ScoringModule } from '@onam/shared/contracts/scoring';
import { PLAY_PACE } from '@onam/shared/backend/logic/pace';
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import { nowDayDoc, sumDay } from '@onam/shared/now/now-counters';
import { GAMES_VERSION } from '../../../../../remote-games/src/build-info';
import * as gamesScoring from '../../../../../remote-games/src/server-scoring';
import { generatePlay } from '../../../../../remote-games/src/testing/generated-plays';
import { submitPlay, type PlayDeps } from '../plays';
import { inProcessScoring } from '../../../../game-packages/testing/in-process-scoring';
import {
  describeWithFirestore,
  refusal,
  testFirestore,
  type TestFirestore,
} from '../../testing/firestore-emulator';

// The "Now" panel's plays and visitors, as submitPlay keeps them: real plays made by the games'
// own code, sent as the callable carries them, counted in the Kerala day and hour they were saved.

const scoringModule: ScoringModule = gamesScoring;
const scoring = inProcessScoring({ [GAMES_VERSION]: scoringModule });

describeWithFirestore('the live numbers submitPlay keeps', () => {
  jest.setTimeout(60_000);
  let store: TestFirestore;
  let clock: number;
  let deps: PlayDeps;
  let seed = 1;

  beforeAll(() => {
    store = testFirestore();
  });
  afterAll(() => store.close());
  beforeEach(async () => {
    await store.clear();
    deps = { db: store.db, scoring, now: () => new Date(clock), newId: () => 'unused' };
    for (const uid of ['anu', 'ben']) {
      await store.db.doc(`profiles/${uid}`).set({
        displayName: uid,
        district: null,
        newsletter: false,
        createdAt: 0,
        ageBand: 'adult',
        consent: { notice: PRIVACY_NOTICE_VERSION, noticeAt: 0, newsletterAt: 0 },
      });
    }
  });

  const send = (uid: string, gameId: (typeof BUILT_IN_GAME_IDS)[number], deviceId: string) => {
    const generated = generatePlay(gameId, (seed += 1));
    const data = JSON.parse(JSON.stringify({ play: generated.play, deviceId }));
    return submitPlay(deps, uid, data);
  };
  const day = async (keralaDate: string) =>
    sumDay(
      (await store.db.collection(`${nowDayDoc(keralaDate)}/shards`).get()).docs.map((doc) =>
        doc.data(),
      ),
    );

  it('counts each saved play in its game and Kerala hour, and each visitor once a day', async () => {
    clock = Date.parse('2026-08-26T04:00:00.000Z'); // 09:30 in Kerala
    await send('anu', 'sadya', 'd1');
    clock += PLAY_PACE.refillMs;
    await send('anu', 'pookalam', 'd2');
    await send('ben', 'sadya', 'd3');
    clock = Date.parse('2026-08-26T05:00:00.000Z'); // 10:30
    await send('anu', 'sadya', 'd4');
    // Sent again after its answer was lost: saved once, counted once.
    await send('anu', 'sadya', 'd4');

    const today = await day('2026-08-26');
    expect(today.plays.sadya?.[9]).toBe(2);
    expect(today.plays.sadya?.[10]).toBe(1);
    expect(today.plays.pookalam?.[9]).toBe(1);
    expect(today.plays.dress?.reduce((a, b) => a + b, 0)).toBe(0);
    expect(today.visitors).toBe(2);

    // After midnight in Kerala (18:30 UTC) it is another day, and anu another day's visitor.
    clock = Date.parse('2026-08-26T18:45:00.000Z');
    await send('anu', 'dress', 'd5');
    const tomorrow = await day('2026-08-27');
    expect(tomorrow.plays.dress?.[0]).toBe(1);
    expect(tomorrow.visitors).toBe(1);
    expect((await day('2026-08-26')).visitors).toBe(2);
  });

  it('counts nothing for a play it refuses', async () => {
    clock = Date.parse('2026-08-26T04:00:00.000Z');
    const generated = generatePlay('pookalam', 7);
    const forged = { ...generated.play, score: generated.shown === 100 ? 99 : 100 };
    await refusal(submitPlay(deps, 'anu', { play: forged, deviceId: 'x' }));
    expect((await store.db.collection(`${nowDayDoc('2026-08-26')}/shards`).get()).size).toBe(0);
  });
});
