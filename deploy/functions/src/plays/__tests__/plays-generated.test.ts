/** @jest-environment node */
import { isDeepStrictEqual } from 'node:util';
import { BUILT_IN_GAME_IDS, type GameId } from '@onam/shared/contracts/game';
import type { ScoringModule } from '@onam/shared/contracts/scoring';
import { PLAY_PACE } from '@onam/shared/backend/logic/pace';
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import type { EntryDoc, PlayDoc, StatsDoc } from '@onam/shared/backend/firebase/server-documents';
import { GAMES_VERSION } from '../../../../../remote-games/src/build-info';
import * as gamesScoring from '../../../../../remote-games/src/server-scoring';
import {
  generatePlays,
  type GeneratedPlay,
} from '../../../../../remote-games/src/testing/generated-plays';
import { submitPlay, type PlayDeps } from '../plays';
import { inProcessScoring } from '../../../../game-packages/testing/in-process-scoring';
import {
  describeWithFirestore,
  testFirestore,
  type TestFirestore,
} from '../../testing/firestore-emulator';

// Many real plays of every game, made by the games' own code (remote-games/src/testing), sent
// through submitPlay with the games' real scoring and saved on the Firestore emulator: each must be
// saved with the score its game showed, with the record it was scored from. The seed is in the
// test's name; PLAYS_SEED=<n> runs another set.

const SEED = Number(process.env.PLAYS_SEED) || 20260826;
const PLAYS_PER_GAME = 200;
// Seven, so that turn by turn each visitor plays every game.
const VISITORS = ['anu', 'ben', 'chinnu', 'devi', 'eldho', 'fathima', 'gopi'];

const scoringModule: ScoringModule = gamesScoring;
const scoring = inProcessScoring({ [GAMES_VERSION]: scoringModule });

interface Sent extends GeneratedPlay {
  seed: number;
  gameId: GameId;
  uid: string;
  deviceId: string;
}

describeWithFirestore(`${PLAYS_PER_GAME} generated plays of each game (seed ${SEED})`, () => {
  jest.setTimeout(180_000);
  let store: TestFirestore;

  beforeAll(async () => {
    store = testFirestore();
    await store.clear();
    // As registration leaves them: adults who accepted the notice, so each has a board entry.
    for (const uid of VISITORS) {
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
  afterAll(() => store.close());

  it('are saved with the score each game showed, their records as sent, and counted', async () => {
    // The games taking turns, as visitors play them.
    const byGame = BUILT_IN_GAME_IDS.map((gameId) => generatePlays(gameId, SEED, PLAYS_PER_GAME));
    const sent: Sent[] = [];
    for (let n = 0; n < PLAYS_PER_GAME; n += 1) {
      for (const [g, gameId] of BUILT_IN_GAME_IDS.entries()) {
        const generated = byGame[g]?.[n];
        if (!generated) continue;
        const uid = VISITORS[sent.length % VISITORS.length] as string;
        sent.push({ ...generated, gameId, uid, deviceId: `${gameId}-${n}` });
      }
    }

    // The visitors take turns, each playing once a refill: the pace refuses none of them, and the
    // board is recounted once a minute of this clock, as with many visitors at once.
    let clock = Date.parse('2026-08-26T04:00:00.000Z');
    const deps: PlayDeps = {
      db: store.db,
      scoring,
      now: () => new Date(clock),
      newId: () => 'unused',
    };
    const problems: string[] = [];
    const about = (play: Sent) => `${play.about} (play seed ${play.seed}, run seed ${SEED})`;
    for (const play of sent) {
      // As the callable carries it: through JSON.
      const data = JSON.parse(JSON.stringify({ play: play.play, deviceId: play.deviceId }));
      try {
        const { play: saved } = await submitPlay(deps, play.uid, data);
        if (saved.score !== play.shown) {
          problems.push(`${about(play)}: saved ${saved.score}, the game showed ${play.shown}`);
        }
      } catch (error) {
        problems.push(`${about(play)}: ${error instanceof Error ? error.message : String(error)}`);
      }
      clock += Math.ceil(PLAY_PACE.refillMs / VISITORS.length);
    }
    expect(problems).toEqual([]);

    // Every play document: the score shown, and the record as the game made it.
    const docs = new Map(
      (await store.db.collection('plays').get()).docs.map((doc) => [doc.id, doc.data() as PlayDoc]),
    );
    expect(docs.size).toBe(sent.length);
    for (const play of sent) {
      const doc = docs.get(`${play.uid}_${play.deviceId}`);
      if (!doc) {
        problems.push(`${about(play)}: not saved`);
        continue;
      }
      if (doc.score !== play.shown || doc.gameId !== play.gameId || doc.uid !== play.uid) {
        problems.push(`${about(play)}: stored ${doc.gameId} ${doc.score} for ${doc.uid}`);
      }
      const record = JSON.parse(doc.recordJson) as unknown;
      if (!isDeepStrictEqual(record, play.play.evidence?.record)) {
        problems.push(`${about(play)}: stored the record ${doc.recordJson}`);
      }
    }
    expect(problems).toEqual([]);

    // Each visitor's figures count every play, and their best is their best shown score.
    for (const uid of VISITORS) {
      const mine = sent.filter((play) => play.uid === uid);
      const stats = (await store.db.doc(`stats/${uid}`).get()).data() as StatsDoc;
      const figures: Record<string, unknown> = { all: stats.games.all?.plays };
      const expected: Record<string, unknown> = { all: mine.length };
      for (const gameId of BUILT_IN_GAME_IDS) {
        const theirs = mine.filter((play) => play.gameId === gameId);
        const best = Math.max(...theirs.map((play) => play.shown));
        const entry = (await store.db.doc(`leaderboard/${gameId}/entries/${uid}`).get()).data() as
          EntryDoc | undefined;
        figures[gameId] = [
          stats.games[gameId]?.plays,
          stats.games[gameId]?.bestScore,
          entry?.score,
        ];
        expected[gameId] = [theirs.length, best, best];
      }
      expect({ uid, figures }).toEqual({ uid, figures: expected });
    }
  });
});
