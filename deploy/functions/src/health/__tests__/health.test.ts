/** @jest-environment node */
import type { Firestore } from 'firebase-admin/firestore';
import type { LiveDoc } from '@onam/shared/campaign-ops/live-revisions';
import type { HealthBatch } from '@onam/shared/health/health-event';
import {
  describeWithFirestore,
  everyDocument,
  testFirestore,
  type TestFirestore,
} from '../../testing/firestore-emulator';
import { guardDoc, lookAtCanary, type GuardState } from '../guard';
import { answerHealth, type HealthDeps } from '../health-intake';
import { counterBatch } from '../../common/counter-batch';
import { HEALTH_SHARDS } from '@onam/shared/health/health-counters';
import { healthLiveReads, LIVE_STALE_MS } from '../live-reads';
import type { RemoteVersions } from '@onam/shared/health/running-canary';

const manifest = (canary?: object) =>
  JSON.stringify({
    remotes: {
      games: {
        entry: 'http://localhost:3001/mf-manifest.json',
        version: '0.1.0',
        ...(canary && { canary }),
      },
      auth: { entry: 'http://localhost:3002/mf-manifest.json', version: '1.0.0' },
    },
  });
const liveDoc = (text: string, revision = 4): LiveDoc => ({
  revision,
  manifest: text,
  etag: '"r4-0"',
  time: '2026-08-27T15:00:00.000Z',
  author: 'desk@example.com',
});
const CANARY = {
  entry: 'http://localhost:3001/0.2.0/mf-manifest.json',
  version: '0.2.0',
  percent: 50,
  guard: { margin: 0.02, minLoads: 20 },
};

const batch = (version: string, figures: Partial<HealthBatch> = {}): HealthBatch => ({
  remote: 'games',
  version,
  loads: 0,
  loadFailures: 0,
  renderErrors: 0,
  playsStarted: 0,
  playsFinished: 0,
  tileToPlayableMs: [],
  ...figures,
});
const post = (body: unknown, headers: { type?: string; length?: string } = {}) => ({
  method: 'POST',
  contentType: headers.type ?? 'text/plain;charset=UTF-8',
  contentLength: headers.length,
  body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
});
const report = (...batches: HealthBatch[]) => ({ v: 1, visit: 'visit-0001', batches });

describeWithFirestore('/health and its guard', () => {
  let store: TestFirestore;
  let clock = 0;
  let live: LiveDoc;
  let ended: { remote: string; version: string; reason: string }[];

  beforeAll(() => {
    store = testFirestore();
  });
  afterAll(() => store.close());
  beforeEach(async () => {
    await store.clear();
    clock = Date.parse('2026-08-27T15:36:00.000Z');
    live = liveDoc(manifest(CANARY));
    ended = [];
  });

  const now = () => new Date(clock);
  const guardDeps = () => ({
    db: store.db,
    now,
    endCanary: async (remote: string, version: string, reason: string) => {
      ended.push({ remote, version, reason });
      return live.revision + 1;
    },
  });
  const deps = (changes: Partial<HealthDeps> = {}): HealthDeps => ({
    db: store.db,
    now,
    live: async () => live,
    random: () => 0.35,
    guard: (running, revision) => lookAtCanary(guardDeps(), running, revision),
    ...changes,
  });
  /** The shard `random: () => 0.35` picks. */
  const PICKED = Math.floor(0.35 * HEALTH_SHARDS);
  const shard = async (version: string, window: string, n: number) =>
    (await store.db.doc(`health/games@${version}/windows/${window}/shards/${n}`).get()).data();

  it.each([
    [
      'a GET',
      { method: 'GET', contentType: undefined, contentLength: undefined, body: undefined },
      405,
    ],
    ['an image', post(report(batch('0.1.0', { loads: 1 })), { type: 'image/png' }), 415],
    ['a body past the cap', post('x'.repeat(9000)), 413],
    ['a declared body past the cap', post('{}', { length: '100000' }), 413],
    [
      'a body that is not a report',
      post({ v: 1, visit: 'visit-0001', batches: [{ remote: 'games' }] }),
      400,
    ],
    [
      'a report with a uid in it',
      post({ ...report(batch('0.1.0', { loads: 1 })), uid: 'u1' }),
      400,
    ],
  ])('refuses %s with its status and writes nothing', async (_, request, status) => {
    expect((await answerHealth(deps(), request)).status).toBe(status);
    expect(await everyDocument(store.db)).toEqual([]);
  });

  it('adds a report to one shard of its five-minute window, for the versions that run only', async () => {
    const answer = await answerHealth(
      deps({ guard: undefined }),
      post({
        ...report(
          batch('0.1.0', {
            loads: 2,
            loadFailures: 1,
            playsStarted: 1,
            tileToPlayableMs: [900],
            first: true,
          }),
          batch('0.0.9', { loads: 5 }),
        ),
      }),
    );
    expect(answer).toEqual({ status: 204, counted: 1 });
    expect(await shard('0.1.0', '20260827T1535', PICKED)).toEqual({
      loads: 2,
      loadFailures: 1,
      playsStarted: 1,
      visits: 1,
      t_3: 1,
    });
    await answerHealth(deps({ guard: undefined }), post(report(batch('0.1.0', { loads: 3 }))));
    expect(await shard('0.1.0', '20260827T1535', PICKED)).toMatchObject({ loads: 5 });
    // Only the one shard of the one version that runs was written.
    expect((await everyDocument(store.db)).map((doc) => doc.path)).toEqual([
      `health/games@0.1.0/windows/20260827T1535/shards/${PICKED}`,
    ]);
  });

  it('with the instance’s batch, sums many reports into one write and answers each once it is written', async () => {
    const counts = counterBatch(store.db, { everyMs: 50, shards: HEALTH_SHARDS });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        answerHealth(
          deps({ guard: undefined, counts }),
          post(report(batch('0.1.0', { loads: 2 }), batch('0.0.9', { loads: 5 }))),
        ),
      ),
    );
    expect(answers.every((answer) => answer.status === 204 && answer.counted === 1)).toBe(true);
    // Answered: so written, all of them, in one shard.
    const written = await everyDocument(store.db);
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0]?.json ?? '{}')).toMatchObject({ loads: 60 });
  });

  it('reads the live revision again when a report names a version the kept one does not run', async () => {
    // The instance read the revision before the operator started the canary.
    const kept = liveDoc(manifest(), 3);
    let freshReads = 0;
    const answer = await answerHealth(
      deps({
        live: async () => kept,
        freshLive: async () => {
          freshReads += 1;
          return live;
        },
        guard: undefined,
      }),
      post(report(batch('0.1.0', { loads: 1 }), batch('0.2.0', { loads: 2 }))),
    );
    expect(answer).toEqual({ status: 204, counted: 2 });
    expect(freshReads).toBe(1);
    expect(await shard('0.2.0', '20260827T1535', PICKED)).toMatchObject({ loads: 2 });

    // A version nobody runs is still dropped.
    const dropped = await answerHealth(
      deps({ live: async () => kept, freshLive: async () => live, guard: undefined }),
      post(report(batch('0.1.0', { loads: 1 }), batch('9.9.9', { loads: 1 }))),
    );
    expect(dropped).toEqual({ status: 204, counted: 1 });
    // When the read again fails, whether a version runs cannot be told: nothing of the report is
    // counted (its stable side alone would bias the guard), and it may be sent again.
    const before = await shard('0.1.0', '20260827T1535', PICKED);
    const untold = await answerHealth(
      deps({
        live: async () => kept,
        freshLive: () => Promise.reject(new Error('unavailable')),
        guard: undefined,
      }),
      post(report(batch('0.1.0', { loads: 1 }), batch('0.2.0', { loads: 1 }))),
    );
    expect(untold).toEqual({ status: 503 });
    expect(await shard('0.1.0', '20260827T1535', PICKED)).toEqual(before);
    // A report of known versions only reads nothing again.
    await answerHealth(
      deps({
        freshLive: async () => {
          freshReads += 1;
          return live;
        },
        guard: undefined,
      }),
      post(report(batch('0.2.0', { loads: 1 }))),
    );
    expect(freshReads).toBe(1);
  });

  it('counts nothing, and says nothing is wrong, while nothing is live', async () => {
    const answer = await answerHealth(
      deps({ live: async () => undefined }),
      post(report(batch('0.1.0', { loads: 1 }))),
    );
    expect(answer).toEqual({ status: 204, counted: 0 });
    expect(await everyDocument(store.db)).toEqual([]);
  });

  it('answers 503 when the live manifest or the write fails', async () => {
    const unreadable = deps({
      live: () => Promise.reject(new Error('unavailable')),
    });
    expect(
      (await answerHealth(unreadable, post(report(batch('0.1.0', { loads: 1 }))))).status,
    ).toBe(503);
    const failing = {
      batch: () => ({
        set: () => undefined,
        commit: () => Promise.reject(new Error('unavailable')),
      }),
      doc: (path: string) => store.db.doc(path),
    } as unknown as Firestore;
    expect(
      (await answerHealth(deps({ db: failing }), post(report(batch('0.1.0', { loads: 1 })))))
        .status,
    ).toBe(503);
  });

  it('counts reports with the revision last read while Firestore fails, for up to 5 minutes', async () => {
    // The intake's own reads (functions.ts), over a Firestore that answers once, then fails.
    let reads = 0;
    let failing = false;
    let ms = 0;
    const stale: unknown[] = [];
    const liveReads = healthLiveReads(
      async () => {
        reads += 1;
        if (failing) throw new Error('14 UNAVAILABLE');
        return live;
      },
      { onStale: (error) => stale.push(error), now: () => ms },
    );
    const withReads = deps({ ...liveReads, guard: undefined });
    const send = () => answerHealth(withReads, post(report(batch('0.2.0', { loads: 1 }))));
    expect(await send()).toEqual({ status: 204, counted: 1 });
    failing = true;
    ms = 60_000;
    expect(await send()).toEqual({ status: 204, counted: 1 });
    expect(stale).toEqual([new Error('14 UNAVAILABLE')]);
    expect(reads).toBe(2);
    expect(await shard('0.2.0', '20260827T1535', PICKED)).toMatchObject({ loads: 2 });
    // Past 5 minutes the revision is too old to stand in: the report is refused as before.
    ms = LIVE_STALE_MS;
    expect((await send()).status).toBe(503);
  });

  /** `n` visits' reports on each side, the canary's failing at `canaryFails` of its loads. */
  async function traffic(n: number, canaryFails: (i: number) => boolean) {
    for (let i = 0; i < n; i += 1) {
      await answerHealth(
        deps({ random: () => (i % 10) / 10 }),
        post(
          report(
            batch('0.1.0', { loads: 1, playsStarted: 1, first: true }),
            batch('0.2.0', { loads: 1, loadFailures: canaryFails(i) ? 1 : 0, first: true }),
          ),
        ),
      );
      clock += 1000;
    }
  }
  const state = async () =>
    (await store.db.doc(guardDoc('games')).get()).data() as GuardState | undefined;

  it('ends a canary that fails, once both sides have their loads, with the figures as the reason', async () => {
    await traffic(19, () => true);
    expect(ended).toEqual([]);
    expect((await state())?.lastLook).toMatchObject({ verdict: 'wait', why: 'too-few-loads' });
    // With too few loads a look holds the lease 5 s: the next report after that is looked at.
    clock += 5_000;
    await traffic(1, () => true);
    expect(ended).toEqual([
      {
        remote: 'games',
        version: '0.2.0',
        reason: expect.stringMatching(
          /^canary 0\.2\.0 failed 20 of 20 loads \(100\.0%\) against 0 of 20 \(0\.0%\) for 0\.1\.0; margin 2\.0%/,
        ),
      },
    ]);
    expect(await state()).toMatchObject({ ended: { revision: 5 } });
    expect((await state())?.lastLook).toMatchObject({ verdict: 'worse' });
    // Reports still arriving from pages that run it do not end it twice.
    clock += 60_000;
    await traffic(3, () => true);
    expect(ended).toHaveLength(1);
  });

  it('looks at most every 30 s once it has tested', async () => {
    await traffic(25, () => false);
    const tested = (await state())?.lastLook?.at;
    expect((await state())?.lastLook).toMatchObject({ verdict: 'healthy' });
    await traffic(20, () => false);
    expect((await state())?.lastLook?.at).toBe(tested);
    clock += 31_000;
    await traffic(1, () => false);
    expect((await state())?.lastLook?.at).not.toBe(tested);
  });

  it('a report while the guard holds its lease takes no transaction on its state', async () => {
    await traffic(25, () => false);
    expect((await state())?.lastLook).toMatchObject({ verdict: 'healthy' });
    // Every report of the remote would share that document: while the lease holds, a plain read
    // says so, and no transaction is begun.
    const noTransactions = Object.create(store.db, {
      runTransaction: {
        value: () => Promise.reject(new Error('a transaction was begun')),
      },
    }) as Firestore;
    const look = await lookAtCanary(
      { ...guardDeps(), db: noTransactions },
      { remote: 'games', stable: '0.1.0', canary: CANARY },
      live,
    );
    expect(look).toEqual({ looked: false, why: 'busy' });
  });

  it('keeps a healthy canary with the same traffic, across windows', async () => {
    await traffic(20, (i) => i === 7);
    clock += 10 * 60_000;
    await traffic(20, () => false);
    clock += 31_000;
    await traffic(1, () => false);
    expect(ended).toEqual([]);
    const kept = await state();
    expect(kept?.lastLook).toMatchObject({
      verdict: 'healthy',
      canary: { loads: 41, failures: 1 },
      stable: { loads: 41, failures: 0 },
    });
    // The closed windows are in the kept sums, so a look reads only the newer ones.
    expect(kept?.canaryTotals).toMatchObject({ loads: 20, loadFailures: 1 });
  });

  describe('when one canary follows another', () => {
    const NEXT = { ...CANARY, version: '0.3.0' };
    const running = (canary: typeof CANARY): RemoteVersions => ({
      remote: 'games',
      stable: '0.1.0',
      canary,
    });
    const loads = async (version: string, n: number, failures = 0) => {
      for (let i = 0; i < n; i += 1) {
        await answerHealth(
          deps({ guard: undefined, random: () => (i % 10) / 10 }),
          post(
            report(
              batch('0.1.0', { loads: 1, first: true }),
              batch(version, { loads: 1, loadFailures: i < failures ? 1 : 0, first: true }),
            ),
          ),
        );
      }
    };

    it('a look at the ended canary that finishes after the next one started leaves the next one looked at', async () => {
      // The first canary fails; a look from an instance that still runs it is ending it (slowly,
      // as a busy Firestore does; it finds it ended already) when an operator's next canary goes
      // live and a page reports it.
      await loads('0.2.0', 20, 20);
      let finishEnding: (revision: number | null) => void = () => undefined;
      const oldLook = lookAtCanary(
        {
          ...guardDeps(),
          endCanary: () => new Promise<number | null>((resolve) => (finishEnding = resolve)),
        },
        running(CANARY),
        liveDoc(manifest(CANARY), 4),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const nextLive = liveDoc(manifest(NEXT), 6);
      live = nextLive;
      await expect(lookAtCanary(guardDeps(), running(NEXT), nextLive)).resolves.toMatchObject({
        looked: true,
        decision: { verdict: 'wait', why: 'too-few-loads' },
      });
      finishEnding(null);
      await expect(oldLook).resolves.toMatchObject({ looked: true, ended: null });

      // The next canary's own figures then reach the guard, which tests them.
      await loads('0.3.0', 20);
      clock += 5_000;
      await expect(lookAtCanary(guardDeps(), running(NEXT), nextLive)).resolves.toMatchObject({
        looked: true,
        decision: { verdict: 'healthy' },
      });
      expect(await state()).toMatchObject({ canary: '0.3.0', lastLook: { verdict: 'healthy' } });
      expect((await state())?.ended).toBeUndefined();
    });

    it("an instance whose kept revision is older than the guard's never takes it back to the canary before", async () => {
      live = liveDoc(manifest(NEXT), 6);
      await loads('0.3.0', 5);
      await lookAtCanary(guardDeps(), running(NEXT), live);
      clock += 60_000;
      await expect(
        lookAtCanary(guardDeps(), running(CANARY), liveDoc(manifest(CANARY), 4)),
      ).resolves.toEqual({ looked: false, why: 'older-revision' });
      expect(await state()).toMatchObject({ canary: '0.3.0', revision: 6 });
    });
  });

  it('does nothing for a remote without a canary', async () => {
    live = liveDoc(manifest());
    await traffic(30, () => true);
    expect(await state()).toBeUndefined();
  });
});
