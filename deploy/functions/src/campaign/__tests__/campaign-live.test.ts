/** @jest-environment node */
import { manifestJson } from '@onam/shared/manifest/__tests__/manifest-fixture';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import {
  LIVE_DOC,
  revisionDoc,
  type CampaignDeps,
  type Caller,
  type LiveDoc,
  readLive,
  type RevisionDoc,
} from '@onam/shared/campaign-ops/live-revisions';
import { answerCampaignJson, CAMPAIGN_CACHE_CONTROL, changeCampaign } from '../campaign-live';
import { boundedRead, FIRESTORE_READ_TIMEOUT_MS, ReadTimedOut } from '../../common/bounded-read';
import {
  describeWithFirestore,
  refusal,
  testFirestore,
  type TestFirestore,
} from '../../testing/firestore-emulator';

const operator: Caller = { uid: 'op-1', email: 'desk@example.com', operator: true };
const otherOperator: Caller = { uid: 'op-2', email: 'night@example.com', operator: true };

describeWithFirestore('the live campaign: changeCampaign and /campaign.json', () => {
  jest.setTimeout(30_000);
  let store: TestFirestore;
  let clock: number;
  /** What the remotes are asked, and the problems they answer with (none: all is well). */
  let asked: CampaignManifest[];
  let remoteProblems: string[];

  beforeAll(() => {
    store = testFirestore();
  });
  afterAll(() => store.close());
  beforeEach(async () => {
    await store.clear();
    clock = Date.parse('2026-08-26T15:30:00.000Z');
    asked = [];
    remoteProblems = [];
  });

  const deps = (): CampaignDeps => ({
    db: store.db,
    now: () => new Date(clock),
    checkRemotes: async (manifest) => {
      asked.push(manifest);
      return remoteProblems;
    },
  });
  const live = async () => (await store.db.doc(LIVE_DOC).get()).data() as LiveDoc | undefined;
  const revision = async (n: number) =>
    (await store.db.doc(revisionDoc(n)).get()).data() as RevisionDoc | undefined;
  const served = async (ifNoneMatch?: string) =>
    answerCampaignJson(() => readLive(store.db), { method: 'GET', ifNoneMatch });

  /** The local manifest goes live as revision 1, as an environment's file does on its first day. */
  const goLive = () =>
    changeCampaign(deps(), operator, {
      baseRevision: 0,
      change: { kind: 'import', manifest: manifestJson() },
    });

  it('an imported manifest goes live as revision 1 and is served byte for byte, with CDN caching', async () => {
    const first = await goLive();
    expect(first.revision).toBe(1);
    const answer = await served();
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(first.manifest);
    expect(JSON.parse(answer.body)).toEqual(manifestJson());
    expect(answer.headers['cache-control']).toBe(CAMPAIGN_CACHE_CONTROL);
    expect(answer.headers['cache-control']).toMatch(/s-maxage=30\b/);
    expect(answer.headers['cache-control']).toMatch(/stale-if-error=\d+/);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers.etag).toMatch(/^"r1-[0-9a-f]{16}"$/);

    const again = await served(answer.headers.etag);
    expect(again).toMatchObject({ status: 304, body: '' });
    expect(again.headers.etag).toBe(answer.headers.etag);
  });

  it('a swap is checked with the remotes, written as the next revision with who, when and what, and served', async () => {
    await goLive();
    const before = await served();
    clock += 60_000;
    const result = await changeCampaign(deps(), operator, {
      baseRevision: 1,
      change: { kind: 'map', route: '/game', remote: 'games', module: 'sadya' },
    });
    expect(result.revision).toBe(2);
    // The route takes the game's name with it (shared/src/campaign-ops/route-titles.ts).
    const swapped = [
      'routes./game.module: "pookalam" → "sadya"',
      'routes./game.title: "Pookalam" → "Sadya"',
      'routes./game.titleMl: "പൂക്കളം" → "സദ്യ"',
    ];
    expect(result.changes).toEqual(swapped);
    expect(asked.at(-1)?.routes['/game']?.module).toBe('sadya');

    expect(await revision(2)).toMatchObject({
      revision: 2,
      author: 'desk@example.com',
      time: '2026-08-26T15:31:00.000Z',
      command: 'map /game games sadya',
      changes: swapped,
    });
    expect((await live())?.revision).toBe(2);
    const after = await served(before.headers.etag);
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body).routes['/game'].module).toBe('sadya');
    // Revision 1 is still there, unchanged, to go back to.
    expect(JSON.parse((await revision(1))?.manifest ?? '{}').routes['/game'].module).toBe(
      'pookalam',
    );
  });

  it('a dry run checks the change and says what it would do, and writes nothing', async () => {
    await goLive();
    const preview = await changeCampaign(deps(), operator, {
      baseRevision: 1,
      change: { kind: 'disable', route: '/dress' },
      dryRun: true,
    });
    expect(preview).toMatchObject({
      revision: 1,
      dryRun: true,
      changes: ['routes./dress.enabled: true → false'],
    });
    expect((await live())?.revision).toBe(1);
    expect(await revision(2)).toBeUndefined();
    // Its refusals are the real change's.
    remoteProblems = [
      'remote "games": http://localhost:3001/mf-manifest.json could not be reached',
    ];
    const refused = await refusal(
      changeCampaign(deps(), operator, {
        baseRevision: 1,
        change: { kind: 'map', route: '/game', remote: 'games', module: 'sadya' },
        dryRun: true,
      }),
    );
    expect(refused.code).toBe('failed-precondition');
  });

  it('a rollback brings an earlier revision back as a new one', async () => {
    await goLive();
    await changeCampaign(deps(), operator, {
      baseRevision: 1,
      change: { kind: 'disable', route: '/dress' },
    });
    const back = await changeCampaign(deps(), operator, {
      baseRevision: 2,
      change: { kind: 'rollback', revision: 1 },
    });
    expect(back.revision).toBe(3);
    expect(back.manifest).toBe((await revision(1))?.manifest);
    expect((await revision(3))?.command).toBe('rollback 1');
    expect(JSON.parse((await served()).body).routes['/dress'].enabled).toBe(true);
  });

  it('a change the remotes refuse is refused in their words, and the live revision stays', async () => {
    await goLive();
    const servedBefore = await served();
    remoteProblems = [
      'route /game → games/missing: "missing" is not exposed by remote "games" 0.1.0 (http://localhost:3001/mf-manifest.json exposes dress, sadya, pookalam)',
    ];
    const error = await refusal(
      changeCampaign(deps(), operator, {
        baseRevision: 1,
        change: { kind: 'map', route: '/game', remote: 'games', module: 'missing' },
      }),
    );
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toContain('nothing was written');
    expect(error.message).toContain('"missing" is not exposed by remote "games"');
    expect(error.message).toContain('http://localhost:3001/mf-manifest.json');
    expect((await live())?.revision).toBe(1);
    expect(await revision(2)).toBeUndefined();
    expect((await served()).body).toBe(servedBefore.body);
  });

  it('a change that makes no sense, or breaks the schema, is refused before any remote is asked', async () => {
    await goLive();
    asked = [];
    const unknownRemote = await refusal(
      changeCampaign(deps(), operator, {
        baseRevision: 1,
        change: { kind: 'map', route: '/game', remote: 'nowhere', module: 'sadya' },
      }),
    );
    expect(unknownRemote.code).toBe('invalid-argument');
    expect(unknownRemote.message).toContain('no remote "nowhere"');

    const backwards = await refusal(
      changeCampaign(deps(), operator, {
        baseRevision: 1,
        change: { kind: 'schedule', route: '/eat', opensOn: 5, closesAfter: 2 },
      }),
    );
    expect(backwards.code).toBe('invalid-argument');
    expect(backwards.message).toContain('before it opens');

    const broken = await refusal(
      changeCampaign(deps(), operator, {
        baseRevision: 1,
        change: { kind: 'import', manifest: { ...manifestJson(), festival: 'Onam' } },
      }),
    );
    expect(broken.code).toBe('invalid-argument');
    expect(broken.message).toContain('festival');
    expect(asked).toEqual([]);
    expect((await live())?.revision).toBe(1);
  });

  it('switching the site off does not wait on the remotes (they may be the reason)', async () => {
    await goLive();
    asked = [];
    remoteProblems = [
      'remote "games": http://localhost:3001/mf-manifest.json could not be reached',
    ];
    const result = await changeCampaign(deps(), operator, {
      baseRevision: 1,
      change: { kind: 'switch-off', message: 'Back soon.', messageMl: 'ഉടൻ തിരിച്ചെത്തും.' },
    });
    expect(result.revision).toBe(2);
    expect(asked).toEqual([]);
    expect(JSON.parse((await served()).body).switchOff).toEqual({
      message: 'Back soon.',
      messageMl: 'ഉടൻ തിരിച്ചെത്തും.',
    });
  });

  it('two operators changing the same revision at once: one wins, the other is told and nothing of theirs is written', async () => {
    await goLive();
    const results = await Promise.allSettled([
      changeCampaign(deps(), operator, {
        baseRevision: 1,
        change: { kind: 'map', route: '/game', remote: 'games', module: 'sadya' },
      }),
      changeCampaign(deps(), otherOperator, {
        baseRevision: 1,
        change: { kind: 'disable', route: '/dress' },
      }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const reason = (lost[0] as PromiseRejectedResult).reason as { code: string; message: string };
    expect(reason.code).toBe('aborted');
    expect(reason.message).toMatch(
      /Another change went live first: the campaign is now at revision 2/,
    );
    expect((await live())?.revision).toBe(2);
    expect(await revision(3)).toBeUndefined();

    // A change made on a revision that is no longer live is refused the same way.
    const stale = await refusal(
      changeCampaign(deps(), otherOperator, {
        baseRevision: 1,
        change: { kind: 'enable', route: '/dress' },
      }),
    );
    expect(stale.code).toBe('aborted');
    expect(stale.message).toContain('revision 2');
  });

  it('refuses a visitor without the operator claim and a signed-out caller, and writes nothing', async () => {
    await goLive();
    const change = { baseRevision: 1, change: { kind: 'disable', route: '/dress' } };
    const visitor = await refusal(changeCampaign(deps(), { uid: 'visitor-1' }, change));
    expect(visitor.code).toBe('permission-denied');
    // A claim that is only truthy is not the claim.
    const spoofed = await refusal(
      changeCampaign(deps(), { uid: 'visitor-1', operator: 'true' }, change),
    );
    expect(spoofed.code).toBe('permission-denied');
    const nobody = await refusal(changeCampaign(deps(), {}, change));
    expect(nobody.code).toBe('unauthenticated');
    expect((await live())?.revision).toBe(1);
  });

  it('refuses a change that is not well formed, and one that changes nothing', async () => {
    await goLive();
    const malformed = await refusal(
      changeCampaign(deps(), operator, { baseRevision: 1, change: { kind: 'map', route: '/x' } }),
    );
    expect(malformed.code).toBe('invalid-argument');
    const same = await refusal(
      changeCampaign(deps(), operator, {
        baseRevision: 1,
        change: { kind: 'enable', route: '/dress' },
      }),
    );
    expect(same.code).toBe('failed-precondition');
    expect(same.message).toContain('changes nothing');
    const noSuchRevision = await refusal(
      changeCampaign(deps(), operator, {
        baseRevision: 1,
        change: { kind: 'rollback', revision: 5 },
      }),
    );
    expect(noSuchRevision.code).toBe('not-found');
  });

  it('with nothing live, /campaign.json is a 503 nobody caches, so the CDN keeps its last good copy', async () => {
    const answer = await served();
    expect(answer.status).toBe(503);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect((await answerCampaignJson(() => readLive(store.db), { method: 'POST' })).status).toBe(
      405,
    );
  });
});

describe('/campaign.json when Firestore does not answer', () => {
  afterEach(() => jest.useRealTimers());

  it('is a 503 nobody caches, and the failure reaches the logs', async () => {
    const failure = new Error('unavailable');
    const logged: unknown[] = [];
    const answer = await answerCampaignJson(
      () => Promise.reject(failure),
      { method: 'GET' },
      (error) => logged.push(error),
    );
    expect(answer.status).toBe(503);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(logged).toEqual([failure]);
  });

  it('is read once for the requests waiting together, and a 503 for all of them after the timeout', async () => {
    jest.useFakeTimers();
    let reads = 0;
    const hanging = boundedRead(
      () => {
        reads += 1;
        return new Promise<LiveDoc | undefined>(() => undefined);
      },
      { timeoutMs: FIRESTORE_READ_TIMEOUT_MS, keepMs: 0 },
    );
    const logged: unknown[] = [];
    const answers = Promise.all(
      [1, 2, 3].map(() =>
        answerCampaignJson(hanging, { method: 'GET' }, (error) => logged.push(error)),
      ),
    );
    expect(reads).toBe(1);
    jest.advanceTimersByTime(FIRESTORE_READ_TIMEOUT_MS);
    expect((await answers).map((answer) => answer.status)).toEqual([503, 503, 503]);
    expect(logged).toHaveLength(3);
    expect(logged[0]).toBeInstanceOf(ReadTimedOut);
  });
});
