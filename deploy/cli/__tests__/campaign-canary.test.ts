/** @jest-environment node */
// `pnpm campaign canary`, `promote-canary` and `end-canary`, on an environment kept in its file and
// on one live in Firestore: the same changes, checked and recorded as the others are.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deskOn } from '@onam/shared/campaign-ops/live-desk';
import { revisionDoc, type RevisionDoc } from '@onam/shared/campaign-ops/live-revisions';
import type { ManifestJson } from '@onam/shared/campaign-ops/manifest-edit';
import {
  authModules,
  FakeOrigin,
  gamesModules,
  manifestFor,
} from '@onam/shared/campaign-ops/__tests__/remote-origin';
import { manifestJson } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { runCampaign } from '../campaign/run';
import { EXIT } from '../command';
import {
  describeWithFirestore,
  testFirestore,
  type TestFirestore,
} from '../../functions/src/testing/firestore-emulator';
import { campaignsFolder, removeTempDirs, testContext } from './fixtures';

afterAll(removeTempDirs);

describe('a canary in an environment kept in its campaign.json', () => {
  let origin: FakeOrigin;
  beforeAll(async () => {
    origin = await new FakeOrigin().start();
  });
  afterAll(() => origin.stop());
  beforeEach(() => {
    origin.files.clear();
    origin.publish('/games', 'games', '0.1.0', gamesModules());
    origin.publish('/games', 'games', '1.5.0', gamesModules());
    origin.publish('/auth', 'auth', '0.1.0', authModules());
  });

  function setup() {
    const dir = campaignsFolder({ local: manifestFor(origin) });
    const json = () =>
      JSON.parse(readFileSync(path.join(dir, 'local/campaign.json'), 'utf8')) as ManifestJson;
    const commands = () =>
      (
        JSON.parse(readFileSync(path.join(dir, 'local/history/index.json'), 'utf8')) as {
          revisions: { command: string }[];
        }
      ).revisions.map((r) => r.command);
    const run = async (...argv: string[]) => {
      const io = testContext(dir);
      const code = await runCampaign(['--timeout', '2', ...argv], io.ctx);
      return { code, out: io.out.join('\n'), err: io.err.join('\n') };
    };
    return { json, commands, run };
  }

  it('starts a canary with its version asked, promotes it, and records both', async () => {
    const env = setup();
    const started = await env.run('canary', 'games', '1.5.0', '10', '--min-loads', '400');
    expect(started).toMatchObject({ code: 0, err: '' });
    expect(started.out).toContain('remotes.games.canary.percent: set to 10');
    expect(started.out).toContain('Checked: 2 remotes and 1 canary answer; 10 modules are exposed');
    expect(env.json().remotes.games).toEqual({
      entry: `${origin.url}/games/0.1.0/mf-manifest.json`,
      version: '0.1.0',
      canary: {
        entry: `${origin.url}/games/1.5.0/mf-manifest.json`,
        version: '1.5.0',
        percent: 10,
        guard: { margin: 0.02, minLoads: 400 },
      },
    });

    const shown = await env.run('show');
    expect(shown.out).toMatch(
      new RegExp(
        `\\n {4}canary +1\\.5\\.0 \\(10%\\) +${origin.url}/games/1\\.5\\.0/mf-manifest\\.json\\n`,
      ),
    );

    const promoted = await env.run('promote-canary', 'games');
    expect(promoted.code).toBe(0);
    expect(env.json().remotes.games).toEqual({
      entry: `${origin.url}/games/1.5.0/mf-manifest.json`,
      version: '1.5.0',
    });
    expect(env.commands().slice(1)).toEqual([
      'canary games 1.5.0 10 --min-loads 400',
      'promote-canary games',
    ]);
  });

  it('ends a canary without asking the remotes, with the reason in the history', async () => {
    const env = setup();
    expect((await env.run('canary', 'games', '1.5.0', '10')).code).toBe(0);
    origin.files.clear(); // every remote down: ending must still work
    const ended = await env.run('end-canary', 'games', '--reason', 'tiles stay blank on 1.5.0');
    expect(ended).toMatchObject({ code: 0, err: '' });
    expect(ended.out).toContain('Remotes not asked: ending a canary only takes a version away.');
    expect(env.json().remotes.games).not.toHaveProperty('canary');
    expect(env.commands().at(-1)).toBe('end-canary games --reason "tiles stay blank on 1.5.0"');
  });

  it('refuses an unpublished canary, a share out of range, a margin typed as a percentage', async () => {
    const env = setup();
    const before = env.json();
    const unpublished = await env.run('canary', 'games', '1.6.0', '10');
    expect(unpublished.code).not.toBe(0);
    expect(unpublished.err).toContain(
      `remote "games (canary)": ${origin.url}/games/1.6.0/mf-manifest.json answered 404 Not Found`,
    );
    const tooMany = await env.run('canary', 'games', '1.5.0', '75');
    expect(tooMany.err).toContain('remotes.games.canary.percent: percent must be from 1 to 50');
    const percentage = await env.run('canary', 'games', '1.5.0', '10', '--margin', '2%');
    expect(percentage.err).toContain(
      '--margin is a share of loads such as 0.02 (two percentage points), not "2%"',
    );
    const half = await env.run('canary', 'games', '1.5.0', 'half');
    expect(half.err).toContain('percent must be a whole number of visitors in a hundred, 1 to 50');
    expect(env.json()).toEqual(before);
  });

  it('refuses set-version while a canary runs, and promote or end with none', async () => {
    const env = setup();
    expect((await env.run('promote-canary', 'games')).err).toContain(
      'remote "games" has no canary to promote',
    );
    expect((await env.run('canary', 'games', '1.5.0', '10')).code).toBe(0);
    expect((await env.run('set-version', 'games', '1.5.0')).err).toContain(
      'promote it (promote-canary games) or end it (end-canary games) before setting its version',
    );
  });

  it('dry-runs a canary: shows it, writes nothing', async () => {
    const env = setup();
    const before = env.json();
    const shown = await env.run('canary', 'games', '1.5.0', '5', '--dry-run');
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('remotes.games.canary.version: set to "1.5.0"');
    expect(env.json()).toEqual(before);
  });
});

describeWithFirestore('a canary in an environment live in Firestore', () => {
  jest.setTimeout(30_000);
  let store: TestFirestore;
  beforeAll(() => {
    store = testFirestore('cli');
  });
  afterAll(() => store.close());
  beforeEach(() => store.clear());

  it('starts and ends it through changeCampaign, with the operator as author', async () => {
    const dir = campaignsFolder({ staging: manifestJson() });
    writeFileSync(path.join(dir, 'staging', 'live.json'), '{ "project": "onam-staging" }\n');
    await deskOn(store.db, 'first@example.com', async () => []).change({
      baseRevision: 0,
      change: { kind: 'import', manifest: manifestJson() },
    });
    const campaign = async (...argv: string[]) => {
      const io = testContext(dir);
      io.ctx.openDesk = async (_project, author) => deskOn(store.db, author, async () => []);
      io.ctx.env = {};
      return { code: await runCampaign(argv, io.ctx), printed: io.printed() };
    };
    const as = ['--env', 'staging', '--as', 'desk@example.com'];
    expect((await campaign('canary', 'games', '1.5.0', '20', ...as)).code).toBe(EXIT.done);
    expect((await campaign('end-canary', 'games', '--reason', 'rolled back', ...as)).code).toBe(
      EXIT.done,
    );
    const revision = async (n: number) =>
      (await store.db.doc(revisionDoc(n)).get()).data() as RevisionDoc | undefined;
    expect(await revision(2)).toMatchObject({
      author: 'desk@example.com',
      command: 'canary games 1.5.0 20',
    });
    expect(await revision(3)).toMatchObject({
      author: 'desk@example.com',
      command: 'end-canary games --reason "rolled back"',
    });
  });
});
