/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { goLive } from '../../cli/operators-cli';
import { FIRESTORE_EMULATOR_PORT, findEmulator } from '../../functions/src/testing/emulator-finder';
import { repoRoot } from '../../hosting/apps.mjs';
import { withBackend } from '../../preview/campaign-source.mjs';
import { emulatedBackend } from '../emulators.mjs';
import {
  DEMO_OPERATOR,
  ensureDemoOperator,
  liveManifestText,
  liveRevision,
  seedIfEmpty,
  startBanner,
  startPlan,
} from '../start-live.mjs';

describe('what pnpm start does beside serving', () => {
  it('on the emulated backend: the live host, the seeded campaign and the demo operator', () => {
    expect(startPlan({ mode: 'emulated', why: 'Firestore emulator', emulators: true })).toEqual({
      liveHost: true,
      seedCampaign: true,
      demoOperator: true,
    });
  });

  it('on the local backend: none of it, and says why', () => {
    const plan = startPlan({ mode: 'local', why: 'no Java to run it', emulators: true });
    expect(plan).toMatchObject({ liveHost: false, seedCampaign: false, demoOperator: false });
    expect(plan.note).toContain('no Java to run it');
    expect(plan.note).toContain('console needs the emulated backend');
  });

  it('without emulators: none of it, and says the console cannot sign in', () => {
    const plan = startPlan({ mode: 'emulated', why: 'asked for', emulators: false });
    expect(plan).toMatchObject({ liveHost: false, seedCampaign: false, demoOperator: false });
    expect(plan.note).toContain('--no-auth-emulator');
  });

  it("prints the site's and the console's URLs and the demo credentials", () => {
    const text = startBanner({
      hostUrl: 'http://localhost:3000',
      campaign: 'revision 1 is live (90 values changed)',
      operator: true,
    }).join('\n');
    expect(text).toContain('http://localhost:3000/operator');
    expect(text).toContain(DEMO_OPERATOR.email);
    expect(text).toContain(DEMO_OPERATOR.password);
    expect(text).toContain('revision 1 is live');
  });

  it('prints no credentials when no operator was made', () => {
    const text = startBanner({ hostUrl: 'http://localhost:3000', campaign: 'x', operator: false });
    expect(text.join('\n')).not.toContain(DEMO_OPERATOR.password);
  });
});

/** What manifestDigest() reads of a manifest's text: its JSON, whatever its spacing. */
const digestInput = (text: string) => JSON.stringify(JSON.parse(text));
const fileText = readFileSync(path.join(repoRoot, 'deploy/campaigns/local/campaign.json'), 'utf8');
/** /campaign.json on the live host: the live manifest with this site's backend section. */
const servedByLiveHost = (live: string) =>
  withBackend(live, emulatedBackend(JSON.parse(fileText).backend));

describe('the manifest pnpm start puts live', () => {
  it('is the one the live host serves, so the app adopts the pages drawn from it', () => {
    // The file as it is would not be: its `local` backend section is replaced in what the app
    // reads, so the page's marker never matched and every page was drawn again.
    expect(digestInput(servedByLiveHost(fileText))).not.toBe(digestInput(fileText));
    const live = liveManifestText(fileText);
    expect(digestInput(servedByLiveHost(live))).toBe(digestInput(live));
    expect(JSON.parse(live).backend).toMatchObject({ adapter: 'firebase' });
  });

  it('is the campaign file in everything but its backend section', () => {
    const live = JSON.parse(liveManifestText(fileText)) as Record<string, unknown>;
    const file = JSON.parse(fileText) as Record<string, unknown>;
    expect({ ...live, backend: null }).toEqual({ ...file, backend: null });
  });
});

describe('the demo operator', () => {
  it('is created, then granted as pnpm operators grants', async () => {
    const calls: string[][] = [];
    const created: string[] = [];
    const said = await ensureDemoOperator(
      async (args) => {
        calls.push(args);
        return `${args[1]} is now an operator`;
      },
      async (visitor) => {
        created.push(visitor.email);
      },
    );
    expect(created).toEqual([DEMO_OPERATOR.email]);
    expect(calls).toEqual([['grant', DEMO_OPERATOR.email]]);
    expect(said).toBe(`${DEMO_OPERATOR.email} is now an operator`);
  });

  it('already on the Auth emulator (an earlier start) is granted again, not an error', async () => {
    const calls: string[][] = [];
    await ensureDemoOperator(
      async (args) => {
        calls.push(args);
        return 'is an operator already';
      },
      () => Promise.reject(new Error('could not create: {"error":{"message":"EMAIL_EXISTS"}}')),
    );
    expect(calls).toEqual([['grant', DEMO_OPERATOR.email]]);
  });

  it('any other failure to create it is the start’s to report', async () => {
    await expect(
      ensureDemoOperator(
        async () => 'granted',
        () => Promise.reject(new Error('fetch failed')),
      ),
    ).rejects.toThrow('fetch failed');
  });
});

const emulator = findEmulator(['FIRESTORE_EMULATOR_HOST'], FIRESTORE_EMULATOR_PORT);
const describeWithFirestore = emulator ? describe : describe.skip;

describeWithFirestore('putting the local manifest live at start, on the Firestore emulator', () => {
  const project = `demo-start-${randomBytes(4).toString('hex')}`;
  const firestore = emulator ? `${emulator.host}:${emulator.port}` : '';
  const manifestText = liveManifestText(fileText);
  let app: App;
  let db: Firestore;
  beforeAll(() => {
    process.env.FIRESTORE_EMULATOR_HOST = firestore;
    app = initializeApp({ projectId: project }, project);
    db = getFirestore(app);
  });
  afterAll(async () => {
    await fetch(
      `http://${firestore}/emulator/v1/projects/${project}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    await deleteApp(app);
  });

  // The remotes are not served in a unit test: their check answers "all well", as they would.
  const seed = () =>
    seedIfEmpty({
      liveRevision: () => liveRevision({ firestore, project }),
      goLive: () => goLive(db, manifestText, 'pnpm-start@onam.test', async () => []),
    });

  it('puts it live through the go-live import when nothing is, and leaves a live one alone', async () => {
    expect(await liveRevision({ firestore, project })).toBe(0);

    const first = await seed();
    expect(first.seeded).toBe(true);
    expect(first.message).toMatch(/^revision 1 is live/);
    const live = (await db.doc('campaign/live').get()).data();
    expect(live).toMatchObject({ revision: 1, author: 'pnpm-start@onam.test' });
    expect(JSON.parse(String(live?.manifest))).toMatchObject({
      brand: JSON.parse(manifestText).brand,
    });
    // Stored as the live host then serves it: the pages function draws from what the app reads.
    const stored = String(live?.manifest);
    expect(digestInput(servedByLiveHost(stored))).toBe(digestInput(stored));

    const again = await seed();
    expect(again).toEqual({ seeded: false, message: 'revision 1 is live already: left as it is' });
    expect(await liveRevision({ firestore, project })).toBe(1);
  });
});
