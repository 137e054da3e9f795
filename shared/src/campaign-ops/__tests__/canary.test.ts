/** @jest-environment node */
import { manifestJson, parsedManifest } from '@onam/shared/manifest/__tests__/manifest-fixture';
import {
  campaignChangeSchema,
  commandOf,
  endCanaryReason,
  type CampaignChange,
} from '@onam/shared/manifest/campaign-change';
import { parseCampaignManifest } from '@onam/shared/manifest/schema';
import { applyChange } from '../apply-change';
import { checkLive } from '../live-check';
import {
  describeChanges,
  EditError,
  endCanary,
  promote,
  promoteCanary,
  setVersion,
  startCanary,
  type ManifestJson,
} from '../manifest-edit';
import { authModules, FakeOrigin, gamesModules, manifestFor } from './remote-origin';

const CANARY_ENTRY = 'http://localhost:3001/1.5.0/mf-manifest.json';

/** The local manifest (games 0.1.0 at http://localhost:3001/mf-manifest.json) with a canary. */
const withCanary = (): ManifestJson => startCanary(manifestJson(), 'games', '1.5.0', 10);

describe('starting a canary', () => {
  it('puts the version beside the stable one for a share of visitors, its entry in its folder', () => {
    const before = manifestJson();
    const after = startCanary(before, 'games', '1.5.0', 10);
    expect(after.remotes.games).toEqual({
      entry: 'http://localhost:3001/mf-manifest.json',
      version: '0.1.0',
      canary: { entry: CANARY_ENTRY, version: '1.5.0', percent: 10 },
    });
    expect(before.remotes.games).not.toHaveProperty('canary');
    expect(parseCampaignManifest(after).ok).toBe(true);
    expect(describeChanges(before, after)).toEqual([
      `remotes.games.canary.entry: set to "${CANARY_ENTRY}"`,
      'remotes.games.canary.version: set to "1.5.0"',
      'remotes.games.canary.percent: set to 10',
    ]);
  });

  it('takes an entry, and a guard whose missing figure is written as its default', () => {
    const entry = 'https://cdn.example/games/1.5.0/mf-manifest.json';
    expect(
      startCanary(manifestJson(), 'games', '1.5.0', 20, { entry, margin: 0.05 }).remotes.games
        ?.canary,
    ).toEqual({ entry, version: '1.5.0', percent: 20, guard: { margin: 0.05, minLoads: 200 } });
  });

  it('changes a running canary’s share and keeps its guard and entry', () => {
    const running = startCanary(manifestJson(), 'games', '1.5.0', 10, {
      entry: 'https://cdn.example/games/1.5.0/mf-manifest.json',
      minLoads: 500,
    });
    expect(startCanary(running, 'games', '1.5.0', 30).remotes.games?.canary).toEqual({
      entry: 'https://cdn.example/games/1.5.0/mf-manifest.json',
      version: '1.5.0',
      percent: 30,
      guard: { margin: 0.02, minLoads: 500 },
    });
  });

  it('refuses the stable version, and a remote the manifest does not have', () => {
    expect(() => startCanary(manifestJson(), 'games', '0.1.0', 10)).toThrow(
      new EditError('0.1.0 is already the stable version of "games": a canary is another version'),
    );
    expect(() => startCanary(manifestJson(), 'quiz', '1.0.0', 10)).toThrow(
      /no remote "quiz" in this manifest \(remotes: games, auth\)/,
    );
  });

  it('leaves the share to the schema, which says the range', () => {
    const result = parseCampaignManifest(startCanary(manifestJson(), 'games', '1.5.0', 80));
    expect(result.ok ? [] : result.problems).toEqual([
      'remotes.games.canary.percent: percent must be from 1 to 50',
    ]);
  });
});

describe('promoting and ending a canary', () => {
  it('promote makes the canary the stable version for everyone', () => {
    expect(promoteCanary(withCanary(), 'games').remotes.games).toEqual({
      entry: CANARY_ENTRY,
      version: '1.5.0',
    });
  });

  it('end takes the canary away and leaves the stable version as it was', () => {
    expect(endCanary(withCanary(), 'games').remotes.games).toEqual(manifestJson().remotes.games);
  });

  it('both refuse a remote with no canary', () => {
    expect(() => promoteCanary(manifestJson(), 'games')).toThrow(
      'remote "games" has no canary to promote',
    );
    expect(() => endCanary(manifestJson(), 'auth')).toThrow('remote "auth" has no canary to end');
  });

  it('set-version is refused while a canary runs, saying the way on', () => {
    expect(() => setVersion(withCanary(), 'games', '0.2.0')).toThrow(
      'remote "games" has a canary running (1.5.0 to 10% of visitors): promote it (promote-canary games) or end it (end-canary games) before setting its version',
    );
  });

  it('a promotion to another environment serves the canary from that environment’s host', () => {
    const staging = manifestJson((m) => {
      m.remotes.games = {
        entry: 'https://cdn.example/games/0.1.0/mf-manifest.json',
        version: '0.1.0',
      };
    });
    expect(promote(withCanary(), staging).remotes.games).toEqual({
      entry: 'https://cdn.example/games/0.1.0/mf-manifest.json',
      version: '0.1.0',
      canary: {
        entry: 'https://cdn.example/games/1.5.0/mf-manifest.json',
        version: '1.5.0',
        percent: 10,
      },
    });
  });
});

describe('the changes as data', () => {
  const changes: CampaignChange[] = [
    { kind: 'canary', remote: 'games', version: '1.5.0', percent: 10 },
    {
      kind: 'canary',
      remote: 'games',
      version: '1.5.0',
      percent: 10,
      entry: CANARY_ENTRY,
      margin: 0.03,
      minLoads: 300,
    },
    { kind: 'promote-canary', remote: 'games' },
    { kind: 'end-canary', remote: 'games' },
    { kind: 'end-canary', remote: 'games', reason: 'failures 9.1% vs 0.4% over 640 loads' },
  ];

  it('are well formed, and recorded as the CLI commands that make them', () => {
    for (const change of changes) expect(campaignChangeSchema.parse(change)).toEqual(change);
    expect(changes.map(commandOf)).toEqual([
      'canary games 1.5.0 10',
      `canary games 1.5.0 10 --entry ${CANARY_ENTRY} --margin 0.03 --min-loads 300`,
      'promote-canary games',
      'end-canary games',
      'end-canary games --reason "failures 9.1% vs 0.4% over 640 loads"',
    ]);
  });

  it('an ended canary’s reason reads back from its command, quoted or typed as one word', () => {
    expect(endCanaryReason('end-canary games --reason "failures \\"9.1%\\" vs 0.4%"')).toBe(
      'failures "9.1%" vs 0.4%',
    );
    expect(endCanaryReason('end-canary games --reason broken')).toBe('broken');
    expect(endCanaryReason('end-canary games')).toBeUndefined();
    expect(endCanaryReason('map /game games sadya --title "x --reason"')).toBeUndefined();
  });

  it('ending asks no remote (it must work while the canary fails); starting and promoting do', () => {
    const running = withCanary();
    expect(applyChange(running, { kind: 'end-canary', remote: 'games' }).askRemotes).toBe(false);
    expect(applyChange(running, { kind: 'promote-canary', remote: 'games' }).askRemotes).toBe(true);
    expect(
      applyChange(manifestJson(), { kind: 'canary', remote: 'games', version: '1.5.0', percent: 5 })
        .askRemotes,
    ).toBe(true);
  });
});

describe('the live check of a canary', () => {
  let origin: FakeOrigin;
  beforeAll(async () => {
    origin = await new FakeOrigin().start();
  });
  afterAll(() => origin.stop());
  beforeEach(() => {
    origin.files.clear();
    origin.publish('/games', 'games', '0.1.0', gamesModules());
    origin.publish('/auth', 'auth', '0.1.0', authModules());
  });
  const canaryOn = () => startCanary(manifestFor(origin), 'games', '1.5.0', 10);

  it('asks the canary version too, and finds nothing wrong when it is published whole', async () => {
    origin.publish('/games', 'games', '1.5.0', gamesModules());
    expect(await checkLive(parsedManifest(canaryOn()))).toEqual([]);
    expect(origin.requests).toContain('/games/1.5.0/mf-manifest.json');
  });

  it('reports a canary version that is not published', async () => {
    expect(await checkLive(parsedManifest(canaryOn()))).toEqual([
      `remote "games (canary)": ${origin.url}/games/1.5.0/mf-manifest.json answered 404 Not Found`,
    ]);
  });

  it('reports a module the canary lacks and a contract it breaks, as for any version', async () => {
    const modules = Object.fromEntries(
      Object.entries(gamesModules()).filter(([name]) => name !== 'tutorial'),
    );
    origin.publish('/games', 'games', '1.5.0', {
      ...modules,
      sadya: { kind: 'game', id: 'sadya', contractVersion: '2.0' },
    });
    const problems = await checkLive(parsedManifest(canaryOn()));
    expect(problems).toEqual([
      expect.stringMatching(
        /^route \/eat → games\/sadya: "sadya" of remote "games \(canary\)" 1\.5\.0 has an incompatible contract: /,
      ),
      expect.stringMatching(
        /^the home page → games\/tutorial: "tutorial" is not exposed by remote "games \(canary\)" 1\.5\.0 /,
      ),
    ]);
  });
});
