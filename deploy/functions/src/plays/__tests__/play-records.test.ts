/** @jest-environment node */
import { EVIDENCE_MAX_BYTES } from '@onam/shared/contracts/game';
import { SCORING_API_VERSION, type ScoringModule } from '@onam/shared/contracts/scoring';
import type { PlayInput } from '@onam/shared/backend/port';
import type { EarlierPlayDoc, PlayDoc } from '@onam/shared/backend/firebase/server-documents';
import { GAMES_VERSION } from '../../../../../remote-games/src/build-info';
import * as gamesScoring from '../../../../../remote-games/src/server-scoring';
import { sadyaRecord } from '../../../../../remote-games/src/sadya/evidence';
import { correctOrder, zoneOf } from '../../../../../remote-games/src/sadya/menu';
import { serveDish, startSadya } from '../../../../../remote-games/src/sadya/rules';
import { scoreSadya } from '../../../../../remote-games/src/sadya/scoring';
import { submitPlay, type PlayDeps } from '../plays';
import { exportMyData } from '../../privacy/privacy';
import { inProcessScoring } from '../../../../game-packages/testing/in-process-scoring';
import {
  describeWithFirestore,
  testFirestore,
  type TestFirestore,
} from '../../testing/firestore-emulator';

/** The games' own scoring module, as the server runs it for the version under test. */
const scoringModule: ScoringModule = gamesScoring;
const scoring = inProcessScoring({ [GAMES_VERSION]: scoringModule });

/** A full sadya served as the play view serves it: every dish in its place and turn. */
function sadyaPlay(): PlayInput {
  let state = startSadya('common', 'full');
  const times: number[] = [];
  for (const dish of correctOrder('common', 'full')) {
    const served = serveDish(state, dish, zoneOf('common', dish));
    if (!served) throw new Error(`${dish} could not be served`);
    state = served.state;
    times.push(4_000 * (times.length + 1));
  }
  const elapsedMs = times.at(-1) ?? 0;
  const record = JSON.parse(JSON.stringify(sadyaRecord(state, times, elapsedMs))) as unknown;
  return {
    gameId: 'sadya',
    score: scoreSadya(state.servings, elapsedMs).total,
    maxScore: 100,
    durationMs: elapsedMs,
    evidence: { version: GAMES_VERSION, record },
  };
}

describeWithFirestore('a play’s record on Firestore', () => {
  jest.setTimeout(30_000);
  let store: TestFirestore;
  let clock: number;
  let deps: PlayDeps;

  beforeAll(() => {
    store = testFirestore();
  });
  afterAll(() => store.close());

  beforeEach(async () => {
    await store.clear();
    clock = Date.parse('2026-08-26T10:00:00.000Z');
    deps = { db: store.db, scoring, now: () => new Date(clock), newId: () => 'id' };
  });

  const read = async (path: string) => (await store.db.doc(path).get()).data();

  it('saves a real sadya play, whose servings are lists inside a list', async () => {
    const play = sadyaPlay();
    expect(play.score).toBe(100);
    const { play: saved } = await submitPlay(deps, 'anu', { play, deviceId: 'sadya-1' });
    expect(saved).toMatchObject({ id: 'anu_sadya-1', gameId: 'sadya', score: 100 });
    const doc = (await read('plays/anu_sadya-1')) as PlayDoc;
    expect(doc).toMatchObject({ uid: 'anu', gameId: 'sadya', score: 100, version: GAMES_VERSION });
    // Kept as the very text of what was scored, and read back as the same record.
    expect(JSON.parse(doc.recordJson)).toEqual(play.evidence?.record);
    expect(doc).not.toHaveProperty('record');
  });

  it('saves any record the request allows: lists in lists, Malayalam, at the size limit', async () => {
    // A later games version may shape its records any way; the server stores what it scored.
    const anything: ScoringModule = {
      scoringApi: SCORING_API_VERSION,
      version: '9.0.0',
      scorePlay: () => ({ score: 50, maxScore: 100 }),
    };
    deps.scoring = inProcessScoring(() => anything);
    const shell = { nested: [[['ഓണം', 1, null]], [[]]], text: '' };
    const room = EVIDENCE_MAX_BYTES - new TextEncoder().encode(JSON.stringify(shell)).length;
    const record = { ...shell, text: 'ഓ'.repeat(Math.floor(room / 3)) + 'x'.repeat(room % 3) };
    expect(new TextEncoder().encode(JSON.stringify(record)).length).toBe(EVIDENCE_MAX_BYTES);
    const play: PlayInput = {
      gameId: 'pookalam',
      score: 50,
      maxScore: 100,
      durationMs: 1_000,
      evidence: { version: '9.0.0', record },
    };
    await submitPlay(deps, 'anu', { play, deviceId: 'big' });
    const doc = (await read('plays/anu_big')) as PlayDoc;
    expect(JSON.parse(doc.recordJson)).toEqual(record);
  });

  it('gives the visitor their records as data in “Download my data”, however they were kept', async () => {
    const play = sadyaPlay();
    await submitPlay(deps, 'anu', { play, deviceId: 'sadya-1' });
    // A pookalam play saved before records were kept as text: its record a map.
    const earlier: EarlierPlayDoc = {
      uid: 'anu',
      gameId: 'pookalam',
      score: 35,
      maxScore: 100,
      durationMs: 60_000,
      playedAt: '2026-08-20T10:00:00.000Z',
      version: '0.1.0',
      record: { symmetry: 8, mode: 'day', day: 1, cells: 'a'.repeat(17), centrepiece: 'none' },
    };
    await store.db.doc('plays/anu_earlier').set(earlier);
    const files = { list: async () => [] };
    const data = await exportMyData({ db: store.db, now: deps.now, files }, { uid: 'anu' });
    const plays = data.plays as Record<string, unknown>[];
    expect(plays).toHaveLength(2);
    expect(plays).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'plays/anu_sadya-1',
          gameId: 'sadya',
          record: play.evidence?.record,
        }),
        expect.objectContaining({ path: 'plays/anu_earlier', record: earlier.record }),
      ]),
    );
    for (const exported of plays) expect(exported).not.toHaveProperty('recordJson');
  });
});
