/** @jest-environment node */
// `pnpm campaign` on an environment live in Firestore: the same commands, reaching the
// live revision through changeCampaign's code on the Firestore emulator, as the console does.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { manifestJson } from '@onam/shared/manifest/__tests__/manifest-fixture';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { LIVE_DOC, revisionDoc, type RevisionDoc } from '@onam/shared/campaign-ops/live-revisions';
import { deskOn } from '@onam/shared/campaign-ops/live-desk';
import {
  describeWithFirestore,
  testFirestore,
  type TestFirestore,
} from '../../functions/src/testing/firestore-emulator';
import { EXIT } from '../command';
import { runCampaign } from '../campaign/run';
import { campaignsFolder, removeTempDirs, testContext } from './fixtures';

afterAll(removeTempDirs);

describeWithFirestore('pnpm campaign on an environment live in Firestore', () => {
  jest.setTimeout(30_000);
  let store: TestFirestore;
  let remoteProblems: string[];
  let asked: CampaignManifest[];
  let dir: string;
  let opened: { project: string; author: string }[];

  beforeAll(() => {
    store = testFirestore('cli');
  });
  afterAll(() => store.close());
  beforeEach(async () => {
    await store.clear();
    remoteProblems = [];
    asked = [];
    opened = [];
    dir = campaignsFolder({ staging: manifestJson() });
    writeFileSync(path.join(dir, 'staging', 'live.json'), '{ "project": "onam-staging" }\n');
  });

  /** Runs the CLI with the desk on the emulator (the Admin SDK's, as in production). */
  async function campaign(...argv: string[]) {
    const run = testContext(dir);
    run.ctx.openDesk = async (project, author) => {
      opened.push({ project, author });
      return deskOn(store.db, author, async (manifest) => {
        asked.push(manifest);
        return remoteProblems;
      });
    };
    run.ctx.env = {};
    const code = await runCampaign(argv, run.ctx);
    return { code, printed: run.printed() };
  }
  const liveRevision = async () =>
    ((await store.db.doc(LIVE_DOC).get()).data() as { revision: number } | undefined)?.revision;
  const revision = async (n: number) =>
    (await store.db.doc(revisionDoc(n)).get()).data() as RevisionDoc | undefined;
  const fileText = () => readFileSync(path.join(dir, 'staging', 'campaign.json'), 'utf8');

  /** The environment's first manifest goes live, as `pnpm operators go-live` puts it. */
  async function goLive() {
    const desk = deskOn(store.db, 'first@example.com', async () => []);
    await desk.change({ baseRevision: 0, change: { kind: 'import', manifest: manifestJson() } });
  }

  it('says how the first manifest goes live when nothing is live yet', async () => {
    const { code, printed } = await campaign('show', '--env', 'staging');
    expect(code).toBe(EXIT.failed);
    expect(printed).toContain(
      'pnpm operators go-live deploy/campaigns/staging/campaign.json --as <your email> --project onam-staging',
    );
  });

  it('changes the live revision, recorded with its author and command, and leaves the file alone', async () => {
    await goLive();
    const before = fileText();
    const { code, printed } = await campaign(
      'disable',
      '/dress',
      '--env',
      'staging',
      '--as',
      'desk@example.com',
    );
    expect(printed).toContain(
      'Revision 2 of "staging" (live in Firestore, project onam-staging) is live, by desk@example.com:',
    );
    expect(printed).toContain('routes./dress.enabled: true → false');
    expect(code).toBe(EXIT.done);
    expect(opened).toEqual([{ project: 'onam-staging', author: 'desk@example.com' }]);
    expect(await revision(2)).toMatchObject({
      author: 'desk@example.com',
      command: 'disable /dress',
    });
    expect(fileText()).toBe(before);

    // A festival day by name, as for a file.
    expect(
      (
        await campaign(
          'schedule',
          '/eat',
          '--opens',
          'Chothi',
          '--env',
          'staging',
          '--as',
          'desk@example.com',
        )
      ).code,
    ).toBe(EXIT.done);
    expect(await revision(3)).toMatchObject({ command: 'schedule /eat --opens 3' });

    // A featured game by the day's name, through the server too.
    expect(
      (await campaign('feature', 'ചോതി', '/eat', '--env', 'staging', '--as', 'desk@example.com'))
        .code,
    ).toBe(EXIT.done);
    expect(await revision(4)).toMatchObject({ command: 'feature 3 /eat' });
    expect(
      (await campaign('feature', '1', '/talk', '--env', 'staging', '--as', 'a@b.in')).code,
    ).toBe(EXIT.failed);

    const shown = await campaign('show', '--env', 'staging');
    expect(shown.printed).toContain('revision 4, by desk@example.com');
    const history = await campaign('history', '--env', 'staging');
    expect(history.printed).toContain('disable /dress');
    expect(history.printed).toMatch(/feature 3 \/eat {3}← live/);
  });

  it('checks the remotes through the server, and a refusal in their words writes nothing', async () => {
    await goLive();
    remoteProblems = ['games (http://localhost:3001/mf-manifest.json): "sadya" is not exposed'];
    const refused = await campaign(
      'map',
      '/game',
      'games',
      'sadya',
      '--env',
      'staging',
      '--as',
      'desk@example.com',
    );
    expect(refused.code).toBe(EXIT.failed);
    expect(refused.printed).toContain('The server refused that change to "staging"');
    expect(refused.printed).toContain('"sadya" is not exposed');
    expect(refused.printed).toContain('Nothing was written; the live manifest is unchanged.');
    expect(asked).toHaveLength(1);
    expect(await liveRevision()).toBe(1);

    remoteProblems = [];
    const dry = await campaign(
      'map',
      '/game',
      'games',
      'sadya',
      '--dry-run',
      '--env',
      'staging',
      '--as',
      'desk@example.com',
    );
    expect(dry.code).toBe(EXIT.done);
    expect(dry.printed).toContain('Checked, not written (--dry-run)');
    expect(dry.printed).toContain('routes./game.module: "pookalam" → "sadya"');
    expect(await liveRevision()).toBe(1);
  });

  it('rolls back and switches off through the server; a change needs its author', async () => {
    await goLive();
    await campaign('disable', '/dress', '--env', 'staging', '--as', 'desk@example.com');
    expect(
      (await campaign('rollback', '1', '--env', 'staging', '--as', 'night@example.com')).code,
    ).toBe(EXIT.done);
    expect(await revision(3)).toMatchObject({ command: 'rollback 1', author: 'night@example.com' });
    remoteProblems = ['every remote is down'];
    const off = await campaign(
      'switch-off',
      'Back soon',
      '--env',
      'staging',
      '--as',
      'night@example.com',
    );
    expect(off.code).toBe(EXIT.done);
    expect(await liveRevision()).toBe(4);

    const nobody = await campaign('switch-on', '--env', 'staging');
    expect(nobody.code).toBe(EXIT.usage);
    expect(nobody.printed).toContain('pass --as <your email> (or set ONAM_OPERATOR)');
    const emergency = await campaign(
      'switch-off',
      'x',
      '--emergency',
      '--env',
      'staging',
      '--as',
      'a@b.in',
    );
    expect(emergency.code).toBe(EXIT.usage);
    expect(await liveRevision()).toBe(4);
  });

  it('refuses a live.json that names no project', async () => {
    writeFileSync(path.join(dir, 'staging', 'live.json'), '{ "project": "Not A Project" }');
    const { code, printed } = await campaign('show', '--env', 'staging');
    expect(code).toBe(EXIT.failed);
    expect(printed).toContain("must name the environment's Firebase project");
  });
});
