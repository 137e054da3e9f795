/** @jest-environment node */
import { MAX_SCORE } from '@onam/shared/contracts/game';
import type { ScoringModule } from '@onam/shared/contracts/scoring';
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import type { PlayDoc } from '@onam/shared/backend/firebase/server-documents';
import * as gamesScoring from '../../../../../remote-games/src/server-scoring';
import { generatePlays } from '../../../../../remote-games/src/testing/generated-plays';
import { submitPlay, type PlayDeps } from '../plays';
import { inProcessScoring } from '../../../../game-packages/testing/in-process-scoring';
import {
  describeWithFirestore,
  testFirestore,
  type TestFirestore,
} from '../../testing/firestore-emulator';

// While a canary runs, visitors on its side play the canary version: each play carries the games
// version that made it, and is scored by that version's own pinned code, never the stable one's.

const STABLE = '1.4.0';
const CANARY = '1.5.0';

/** The stable version's scoring: another rule (every play scores nothing), so a mix-up shows. */
const stableScoring: ScoringModule = {
  ...gamesScoring,
  version: STABLE,
  scorePlay: () => ({ score: 0, maxScore: MAX_SCORE }),
};
/** The canary's scoring: the games' own code, pinned as the canary version. */
const canaryScoring: ScoringModule = { ...gamesScoring, version: CANARY };

const scoring = inProcessScoring({ [STABLE]: stableScoring, [CANARY]: canaryScoring });

describeWithFirestore("a canary version's plays", () => {
  let store: TestFirestore;

  beforeAll(async () => {
    store = testFirestore();
    await store.clear();
    await store.db.doc('profiles/anu').set({
      displayName: 'Anu',
      district: null,
      newsletter: false,
      createdAt: 0,
      ageBand: 'adult',
      consent: { notice: PRIVACY_NOTICE_VERSION, noticeAt: 0, newsletterAt: 0 },
    });
  });
  afterAll(() => store.close());

  it('are scored by the canary’s own scoring code and saved under its version', async () => {
    // A finished pookalam with points, made by the game's own code on the canary side.
    const made = generatePlays('pookalam', 20260826, 20).find((p) => p.shown > 0);
    if (!made?.play.evidence) throw new Error('no scored pookalam play was generated');
    const play = { ...made.play, evidence: { ...made.play.evidence, version: CANARY } };
    const deps: PlayDeps = {
      db: store.db,
      scoring,
      now: () => new Date('2026-08-26T04:00:00.000Z'),
      newId: () => 'unused',
    };

    const { play: saved } = await submitPlay(
      deps,
      'anu',
      JSON.parse(JSON.stringify({ play, deviceId: 'canary-1' })),
    );
    expect(saved.score).toBe(made.shown);
    const doc = (await store.db.doc('plays/anu_canary-1').get()).data() as PlayDoc;
    expect({ version: doc.version, score: doc.score }).toEqual({
      version: CANARY,
      score: made.shown,
    });

    // The same record tagged with the stable version is the stable code's to score, which
    // gives it another score: the play is refused, and nothing is saved.
    const asStable = { ...play, evidence: { ...play.evidence, version: STABLE } };
    await expect(
      submitPlay(deps, 'anu', JSON.parse(JSON.stringify({ play: asStable, deviceId: 'stable-1' }))),
    ).rejects.toThrow(/is not what this play earns \(0\)/);
    expect((await store.db.doc('plays/anu_stable-1').get()).exists).toBe(false);
  });
});
