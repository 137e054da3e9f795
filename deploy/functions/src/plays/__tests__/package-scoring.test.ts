/** @jest-environment node */
// submitPlay with each version's scoring read as the deployed function reads it: the version's
// record from the release registry in Firestore (the emulator), its scoring module fetched from
// where the record says it is served (here a loopback server standing in for Hosting), checked
// against its pin, and run in a sandbox within the production limits. Each attack a games build
// could carry is a version of its own here; each one's plays wait (or are refused, for a record
// the scoring itself refuses), nothing is saved for them, and the honest version's plays go on
// being scored by the same instance.
import { GAMES_REMOTE } from '@onam/shared/contracts/game';
import type { GamePackage } from '@onam/shared/contracts/game-package';
import { remotesForGame } from '@onam/shared/manifest/game-remotes';
import type { PlayInput } from '@onam/shared/backend/port';
import { PRIVACY_NOTICE_VERSION } from '@onam/shared/backend/privacy';
import type { StatsDoc } from '@onam/shared/backend/firebase/server-documents';
import { fetchPublished, publishedFiles } from '../../../../game-packages/published-files';
import {
  firestoreRegistry,
  keptRegistry,
  registerRelease,
} from '../../../../game-packages/registry';
import { packageScoring, type PackageScoring } from '../../../../game-packages/scoring';
import {
  servePackages,
  type ServedPackages,
} from '../../../../game-packages/testing/served-packages';
import { submitPlay, type PlayDeps } from '../plays';
import {
  describeWithFirestore,
  refusal,
  testFirestore,
  type TestFirestore,
} from '../../testing/firestore-emulator';

/** A scoring module (shared/src/contracts/scoring.ts) whose `scorePlay` body is `body`. */
const scoring = (version: string, body: string, before = '') => `${before}
exports.scoringApi = 1;
exports.version = ${JSON.stringify(version)};
exports.scorePlay = function (gameId, record) { ${body} };`;

/** The honest one: a record `{ points }` scores its points; `{ impossible }` is not a play. */
const HONEST = `
  if (record.impossible) { var e = new Error(record.impossible); e.name = 'EvidenceError'; throw e; }
  return { score: record.points, maxScore: 100 };`;

/** Each attack on the server, as the scoring module of a version of its own. */
const ATTACKS: Record<string, string> = {
  'never-returns': scoring('6.0.1', 'for (;;) {}'),
  'allocates-without-end': scoring(
    '6.0.2',
    'var kept = []; for (;;) kept.push(new Array(1e5).fill(record.points));',
  ),
  throws: scoring('6.0.3', "throw new TypeError('cannot read the dishes of undefined');"),
  'over-the-maximum': scoring('6.0.4', 'return { score: 150, maxScore: 100 };'),
  'not-a-number': scoring('6.0.5', "return { score: 'lots', maxScore: 100 };"),
  'reads-process-env': scoring(
    '6.0.6',
    'return { score: process.env.SECRET.length, maxScore: 100 };',
  ),
  'requires-fs': scoring('6.0.7', HONEST, "var fs = require('fs');"),
  'calls-fetch': scoring(
    '6.0.8',
    "fetch('http://127.0.0.1:1/steal'); return { score: 1, maxScore: 100 };",
  ),
};
const VERSION_OF: Record<string, string> = {
  'never-returns': '6.0.1',
  'allocates-without-end': '6.0.2',
  throws: '6.0.3',
  'over-the-maximum': '6.0.4',
  'not-a-number': '6.0.5',
  'reads-process-env': '6.0.6',
  'requires-fs': '6.0.7',
  'calls-fetch': '6.0.8',
};

const words = (en: string) => ({ en, ml: en });

/** A team's package of one added game, vallam kali, on a remote of its own. */
const VALLAM: GamePackage = {
  packageApi: 1,
  remote: 'vallam',
  version: '7.0.0',
  games: [
    {
      id: 'vallam',
      module: 'race',
      names: words('Vallam kali'),
      icon: 'icons/vallam.svg',
      maxScore: 100,
      recordMaxBytes: 1024,
      tutorial: [{ title: words('Row'), body: { touch: words('Tap'), mouse: words('Press') } }],
      sharePicture: { invitation: words('Row with us'), shows: ['score', 'maxScore', 'player'] },
      samples: [{ label: 'a steady race', record: { points: 64 }, score: 64 }],
    },
  ],
};

/** The campaign's routes as the live manifest gives them: vallam from its team's remote. */
const CAMPAIGN = {
  routes: {
    '/game': { remote: GAMES_REMOTE, module: 'pookalam' },
    '/play/vallam': { remote: 'vallam', module: 'race' },
  },
};

/** A race of 64 points, as the vallam kali's own release records it, on its own remote. */
const VALLAM_PLAY: PlayInput = {
  gameId: 'vallam',
  score: 64,
  maxScore: 100,
  durationMs: 40_000,
  evidence: { version: '7.0.0', remote: 'vallam', record: { points: 64 } },
};

const play = (version: string, points: number, record: object = { points }): PlayInput => ({
  gameId: 'pookalam',
  score: points,
  maxScore: 100,
  durationMs: 30_000,
  evidence: { version, record },
});

describeWithFirestore('submitPlay with scoring read from published packages', () => {
  jest.setTimeout(120_000);
  let store: TestFirestore;
  let served: ServedPackages;
  let scorer: PackageScoring;
  let deps: PlayDeps;
  let clock = Date.parse('2026-08-26T10:00:00.000Z');
  let ids = 0;
  const logs: [string, Record<string, string>][] = [];

  beforeAll(async () => {
    store = testFirestore();
    served = await servePackages();
    const register = (record: Parameters<typeof registerRelease>[1]) =>
      registerRelease(store.db, record);
    await register(
      served.publish(GAMES_REMOTE, '1.0.0', { 'server/scoring.cjs': scoring('1.0.0', HONEST) }),
    );
    // An added game's release, and a release from a remote the campaign does not play pookalam
    // from, whose scoring gives every pookalam play 100.
    await register(
      served.publish(
        'vallam',
        '7.0.0',
        { 'server/scoring.cjs': scoring('7.0.0', HONEST) },
        {
          package: VALLAM,
        },
      ),
    );
    await register(
      served.publish('impostor', '7.0.1', {
        'server/scoring.cjs': scoring('7.0.1', 'return { score: 100, maxScore: 100 };'),
      }),
    );
    for (const [attack, source] of Object.entries(ATTACKS)) {
      await register(
        served.publish(GAMES_REMOTE, VERSION_OF[attack] ?? '', { 'server/scoring.cjs': source }),
      );
    }
    // Published honest, served changed since: its bytes no longer match their pin.
    await register(
      served.publish(
        GAMES_REMOTE,
        '6.0.9',
        { 'server/scoring.cjs': scoring('6.0.9', HONEST) },
        {
          served: {
            'server/scoring.cjs': scoring('6.0.9', 'return { score: 100, maxScore: 100 };'),
          },
        },
      ),
    );
    scorer = packageScoring({
      registry: keptRegistry(firestoreRegistry(store.db)),
      files: publishedFiles(fetchPublished()),
    });
    deps = {
      db: store.db,
      scoring: scorer,
      now: () => new Date(clock),
      newId: () => `id${(ids += 1)}`,
      log: (event, detail) => logs.push([event, detail]),
    };
    await store.db.doc('profiles/anu').set({
      displayName: 'Anu',
      district: 'thrissur',
      newsletter: false,
      createdAt: 0,
      ageBand: 'adult',
      consent: { notice: PRIVACY_NOTICE_VERSION, noticeAt: 0, newsletterAt: 0 },
    });
  });
  afterAll(async () => {
    await scorer?.close();
    await served?.close();
    await store?.close();
  });

  const saved = async () =>
    ((await store.db.doc('stats/anu').get()).data() as StatsDoc | undefined)?.games.all?.plays ?? 0;

  it("scores an honest version's play from its published scoring, fetched once and kept", async () => {
    const answer = await submitPlay(deps, 'anu', { play: play('1.0.0', 40) });
    expect(answer.play.score).toBe(40);
    clock += 60_000;
    await submitPlay(deps, 'anu', { play: play('1.0.0', 55) });
    expect(await saved()).toBe(2);
    expect(served.requests.get('/1.0.0/server/scoring.cjs')).toBe(1);
  });

  describe('with the remotes the campaign plays each game from', () => {
    const withCampaign = (): PlayDeps => ({
      ...deps,
      gameRemotes: async (gameId) => remotesForGame(CAMPAIGN, gameId),
    });

    it("scores an added game's play with its team's package, on its own remote", async () => {
      const before = await saved();
      const answer = await submitPlay(withCampaign(), 'anu', {
        play: VALLAM_PLAY,
      });
      expect(answer.play).toMatchObject({ gameId: 'vallam', score: 64 });
      expect(await saved()).toBe(before + 1);
      const stats = (await store.db.doc('stats/anu').get()).data() as StatsDoc;
      expect(stats.games.vallam?.bestScore).toBe(64);
    });

    it("refuses a play of pookalam made by another team's package, whatever it scores", async () => {
      const before = await saved();
      const error = await refusal(
        submitPlay(withCampaign(), 'anu', {
          play: {
            ...play('7.0.1', 100),
            evidence: { version: '7.0.1', remote: 'impostor', record: { points: 100 } },
          },
        }),
      );
      expect(error.code).toBe('invalid-argument');
      expect(error.message).toBe(
        'This play could not be checked: the festival does not play pookalam from impostor.',
      );
      expect(await saved()).toBe(before);
    });

    it('refuses a game the campaign does not have, even from its own remote', async () => {
      const error = await refusal(
        submitPlay({ ...deps, gameRemotes: async () => [] }, 'anu', {
          play: VALLAM_PLAY,
        }),
      );
      expect(error.message).toBe(
        'This play could not be checked: the festival does not play vallam from vallam.',
      );
    });

    it('saves the first plays of a game an operator has just added, though the campaign kept from before does not have it', async () => {
      // The instance read the campaign before the change, and keeps it a minute; the live one has it.
      const asked: Array<boolean | undefined> = [];
      const answer = await submitPlay(
        {
          ...deps,
          gameRemotes: async (gameId, options) => {
            asked.push(options?.fresh);
            return options?.fresh ? remotesForGame(CAMPAIGN, gameId) : [];
          },
        },
        'anu',
        {
          play: VALLAM_PLAY,
        },
      );
      expect(answer.play).toMatchObject({ gameId: 'vallam', score: 64 });
      expect(asked).toEqual([undefined, true]);
    });

    it('keeps the play on the device while the campaign cannot be read', async () => {
      const error = await refusal(
        submitPlay({ ...deps, gameRemotes: async () => null }, 'anu', { play: play('1.0.0', 20) }),
      );
      expect(error.code).toBe('failed-precondition');
      expect(error.message).toBe(
        'Plays of pookalam cannot be checked just now. The play stays on your device and is sent again later.',
      );
    });
  });

  it("refuses a play its own version's scoring refuses, with the scoring's reason", async () => {
    const error = await refusal(
      submitPlay(deps, 'anu', {
        play: play('1.0.0', 90, { impossible: 'the board has 300 petals' }),
      }),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('This play could not be checked: the board has 300 petals');
  });

  it.each(Object.keys(ATTACKS))(
    'keeps a play of a version whose scoring %s waiting on the device, saves nothing, and says why in the logs',
    async (attack) => {
      const version = VERSION_OF[attack] ?? '';
      const before = await saved();
      logs.length = 0;
      const error = await refusal(submitPlay(deps, 'anu', { play: play(version, 30) }));
      expect(error.code).toBe('failed-precondition');
      expect(error.message).toBe(
        `Plays of games version ${version} cannot be checked just now. The play stays on your device and is sent again later.`,
      );
      expect(await saved()).toBe(before);
      expect(logs).toEqual([
        ['play-waits', expect.objectContaining({ version, gameId: 'pookalam' })],
      ]);
      const reason = logs[0]?.[1].reason ?? '';
      const expected: Record<string, RegExp> = {
        'never-returns': /ran out of its time budget/,
        'allocates-without-end': /ran out of its 32 MiB of memory|ran out of its time budget/,
        throws: /TypeError: cannot read the dishes of undefined/,
        'over-the-maximum':
          /answered \{"score":150,"maxScore":100\} for a pookalam play, which scores 0 to 100/,
        'not-a-number': /answered \{"score":"lots","maxScore":100\}/,
        'reads-process-env': /ReferenceError: process is not defined/,
        'requires-fs': /requires "fs", which the sandbox does not provide/,
        'calls-fetch': /ReferenceError: fetch is not defined/,
      };
      expect(reason).toMatch(expected[attack] ?? /never/);
    },
  );

  it('runs no byte that differs from its pin: the play waits, and the file is named', async () => {
    logs.length = 0;
    const error = await refusal(submitPlay(deps, 'anu', { play: play('6.0.9', 30) }));
    expect(error.code).toBe('failed-precondition');
    expect(logs[0]?.[1].reason).toMatch(
      /server\/scoring\.cjs from http:\/\/127\.0\.0\.1:\d+\/6\.0\.9\/server\/scoring\.cjs does not match the SHA-256 its release recorded; it is not run/,
    );
  });

  it('keeps a play of a version with no release record waiting, and scores it once the version is recorded', async () => {
    const version = '1.1.0';
    const waiting = await refusal(submitPlay(deps, 'anu', { play: play(version, 20) }));
    expect(waiting.code).toBe('failed-precondition');
    // Released a minute later: no deploy of anything, and the device's next try is scored.
    await registerRelease(
      store.db,
      served.publish(GAMES_REMOTE, version, { 'server/scoring.cjs': scoring(version, HONEST) }),
    );
    clock += 60_000;
    const fresh = packageScoring({
      registry: keptRegistry(firestoreRegistry(store.db), { now: () => clock }),
      files: publishedFiles(fetchPublished()),
    });
    try {
      const answer = await submitPlay({ ...deps, scoring: fresh }, 'anu', {
        play: play(version, 20),
      });
      expect(answer.play.score).toBe(20);
    } finally {
      await fresh.close();
    }
  });

  it("goes on scoring the honest version's plays on the same instance after every attack", async () => {
    clock += 60_000;
    const answer = await submitPlay(deps, 'anu', { play: play('1.0.0', 70) });
    expect(answer.play.score).toBe(70);
    // A resting version is refused at once, without its code running again.
    logs.length = 0;
    await refusal(submitPlay(deps, 'anu', { play: play('6.0.1', 30) }));
    expect(logs[0]?.[1].reason).toMatch(/is resting after a failure/);
  });
});
