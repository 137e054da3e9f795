/** @jest-environment node */
import { manifestJson } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { startCanary } from '@onam/shared/campaign-ops/manifest-edit';
import {
  changeCampaign,
  LIVE_DOC,
  revisionDoc,
  type Caller,
  type CampaignDeps,
  type LiveDoc,
  type RevisionDoc,
} from '@onam/shared/campaign-ops/live-revisions';
import { endCanaryReason } from '@onam/shared/manifest/campaign-change';
import { changeCampaign as changeByCallable } from '../campaign-live';
import { endCanaryByGuard, HEALTH_GUARD_AUTHOR } from '../canary-guard';
import {
  describeWithFirestore,
  refusal,
  testFirestore,
  type TestFirestore,
} from '../../testing/firestore-emulator';

const operator: Caller = { uid: 'op-1', email: 'desk@example.com', operator: true };
const REASON = 'canary 1.5.0: 58 failed of 640 loads (9.1%) vs stable 0.1.0: 12 of 5,210 (0.2%)';

describeWithFirestore('a canary through changeCampaign, by an operator and by the guard', () => {
  jest.setTimeout(30_000);
  let store: TestFirestore;
  const clock = () => new Date('2026-08-26T15:30:00.000Z');

  beforeAll(() => {
    store = testFirestore();
  });
  afterAll(() => store.close());
  beforeEach(() => store.clear());

  const deps = (): CampaignDeps => ({ db: store.db, now: clock, checkRemotes: async () => [] });
  const live = async () => (await store.db.doc(LIVE_DOC).get()).data() as LiveDoc | undefined;
  const revision = async (n: number) =>
    (await store.db.doc(revisionDoc(n)).get()).data() as RevisionDoc | undefined;
  /** Revision 1 with games 1.5.0 as a 10 % canary beside 0.1.0. */
  const canaryLive = () =>
    changeCampaign(deps(), operator, {
      baseRevision: 0,
      change: { kind: 'import', manifest: startCanary(manifestJson(), 'games', '1.5.0', 10) },
    });

  it('an operator starts a canary (its version asked), is refused set-version and a share over 50, and promotes it', async () => {
    await changeCampaign(deps(), operator, {
      baseRevision: 0,
      change: { kind: 'import', manifest: manifestJson() },
    });
    const asked: string[] = [];
    const checking: CampaignDeps = {
      ...deps(),
      checkRemotes: async (manifest) => {
        asked.push(manifest.remotes.games?.canary?.version ?? 'none');
        return [];
      },
    };
    const started = await changeByCallable(checking, operator, {
      baseRevision: 1,
      change: { kind: 'canary', remote: 'games', version: '1.5.0', percent: 10, minLoads: 400 },
    });
    expect(started.changes).toEqual([
      'remotes.games.canary.entry: set to "http://localhost:3001/1.5.0/mf-manifest.json"',
      'remotes.games.canary.version: set to "1.5.0"',
      'remotes.games.canary.percent: set to 10',
      'remotes.games.canary.guard.margin: set to 0.02',
      'remotes.games.canary.guard.minLoads: set to 400',
    ]);
    expect(await revision(2)).toMatchObject({
      author: 'desk@example.com',
      command: 'canary games 1.5.0 10 --min-loads 400',
    });

    const refused = await refusal(
      changeByCallable(checking, operator, {
        baseRevision: 2,
        change: { kind: 'set-version', remote: 'games', version: '0.2.0' },
      }),
    );
    expect(refused.code).toBe('invalid-argument');
    expect(refused.message).toContain('promote it (promote-canary games) or end it');

    const tooMany = await refusal(
      changeByCallable(checking, operator, {
        baseRevision: 2,
        change: { kind: 'canary', remote: 'games', version: '1.5.0', percent: 60 },
      }),
    );
    expect(tooMany.message).toContain('remotes.games.canary.percent: percent must be from 1 to 50');

    await changeByCallable(checking, operator, {
      baseRevision: 2,
      change: { kind: 'promote-canary', remote: 'games' },
    });
    expect(await revision(3)).toMatchObject({ command: 'promote-canary games' });
    expect(JSON.parse((await live())?.manifest ?? '{}').remotes.games).toEqual({
      entry: 'http://localhost:3001/1.5.0/mf-manifest.json',
      version: '1.5.0',
    });
    expect(asked).toEqual(['1.5.0', 'none']);
  });

  it('writes an end-canary revision by health-guard with the figures as its reason', async () => {
    await canaryLive();
    expect(
      await endCanaryByGuard(store.db, 'games', REASON, { version: '1.5.0', now: clock }),
    ).toEqual({ ended: true, revision: 2 });
    const written = await revision(2);
    expect(written).toMatchObject({
      author: HEALTH_GUARD_AUTHOR,
      time: '2026-08-26T15:30:00.000Z',
      changes: [
        'remotes.games.canary.entry: removed (was "http://localhost:3001/1.5.0/mf-manifest.json")',
        'remotes.games.canary.version: removed (was "1.5.0")',
        'remotes.games.canary.percent: removed (was 10)',
      ],
    });
    expect(endCanaryReason(written?.command ?? '')).toBe(REASON);
    const now = await live();
    expect(now).toMatchObject({ revision: 2, author: 'health-guard' });
    expect(JSON.parse(now?.manifest ?? '{}').remotes.games).toEqual(manifestJson().remotes.games);
  });

  it('does nothing when there is no canary, nothing live, or another version runs now', async () => {
    expect(await endCanaryByGuard(store.db, 'games', REASON)).toEqual({
      ended: false,
      why: 'nothing-live',
    });
    await canaryLive();
    expect(await endCanaryByGuard(store.db, 'games', REASON, { version: '1.4.0' })).toEqual({
      ended: false,
      why: 'another-version',
    });
    expect(await endCanaryByGuard(store.db, 'auth', REASON)).toEqual({
      ended: false,
      why: 'no-canary',
    });
    expect((await live())?.revision).toBe(1);
  });

  it('two batches deciding at once end it once: the second finds no canary', async () => {
    await canaryLive();
    const outcomes = await Promise.all([
      endCanaryByGuard(store.db, 'games', REASON),
      endCanaryByGuard(store.db, 'games', REASON),
    ]);
    expect(outcomes).toEqual(
      expect.arrayContaining([
        { ended: true, revision: 2 },
        { ended: false, why: 'no-canary' },
      ]),
    );
    expect((await live())?.revision).toBe(2);
    expect(await revision(3)).toBeUndefined();
  });

  it('ends it on top of an operator’s change that went live meanwhile, keeping that change', async () => {
    await canaryLive();
    await changeCampaign(deps(), operator, {
      baseRevision: 1,
      change: { kind: 'disable', route: '/eat' },
    });
    expect(await endCanaryByGuard(store.db, 'games', REASON)).toEqual({ ended: true, revision: 3 });
    const manifest = JSON.parse((await live())?.manifest ?? '{}');
    expect(manifest.routes['/eat'].enabled).toBe(false);
    expect(manifest.remotes.games).not.toHaveProperty('canary');
  });
});
