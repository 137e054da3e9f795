/** @jest-environment node */
import { canaryGuard, parseCampaignManifest, type ManifestResult } from '../schema';
import { manifestJson } from './manifest-fixture';

const CANARY_ENTRY = 'http://localhost:3001/1.5.0/mf-manifest.json';

/** The local manifest with a canary on its games remote. */
function withCanary(canary: Record<string, unknown>): unknown {
  return manifestJson((manifest) => {
    const games = manifest.remotes.games;
    if (!games) throw new Error('the local manifest has no games remote');
    Object.assign(games, { canary });
  });
}

const problems = (result: ManifestResult) => (result.ok ? [] : result.problems);

describe('a remote with a canary', () => {
  it('is accepted with a version, its entry and a share of visitors, and the guard defaults', () => {
    const result = parseCampaignManifest(
      withCanary({ entry: CANARY_ENTRY, version: '1.5.0', percent: 10 }),
    );
    expect(problems(result)).toEqual([]);
    if (!result.ok) return;
    const canary = result.manifest.remotes.games?.canary;
    expect(canary).toEqual({ entry: CANARY_ENTRY, version: '1.5.0', percent: 10 });
    expect(canary && canaryGuard(canary)).toEqual({ margin: 0.02, minLoads: 200 });
  });

  it('keeps a guard the manifest sets', () => {
    const result = parseCampaignManifest(
      withCanary({
        entry: CANARY_ENTRY,
        version: '1.5.0',
        percent: 50,
        guard: { margin: 0.05, minLoads: 50 },
      }),
    );
    expect(result.ok && result.manifest.remotes.games?.canary?.guard).toEqual({
      margin: 0.05,
      minLoads: 50,
    });
  });

  it.each([
    [0, 'remotes.games.canary.percent: percent must be from 1 to 50'],
    [51, 'remotes.games.canary.percent: percent must be from 1 to 50'],
    [10.5, 'remotes.games.canary.percent: percent must be a whole number of visitors in a hundred'],
  ])('refuses a share of %p visitors, saying the range', (percent, problem) => {
    expect(
      problems(
        parseCampaignManifest(withCanary({ entry: CANARY_ENTRY, version: '1.5.0', percent })),
      ),
    ).toEqual([problem]);
  });

  it('refuses the stable version again, and the stable entry', () => {
    expect(
      problems(
        parseCampaignManifest(
          withCanary({
            entry: 'http://localhost:3001/mf-manifest.json',
            version: '0.1.0',
            percent: 10,
          }),
        ),
      ),
    ).toEqual([
      "remotes.games.canary.version: the canary's version must differ from the stable version (0.1.0)",
      "remotes.games.canary.entry: the canary's entry must be its own version's, not the stable version's",
    ]);
  });

  it.each([
    [
      'https://cdn.example/games/1.5.0/remoteEntry.js',
      "must point at a version's mf-manifest.json",
    ],
    ['http://cdn.example/games/1.5.0/mf-manifest.json', 'must be https'],
    ['not a url', 'must be an http(s) URL'],
  ])('refuses the entry %s as the stable entry would be refused', (entry, said) => {
    const found = problems(
      parseCampaignManifest(withCanary({ entry, version: '1.5.0', percent: 10 })),
    );
    expect(found).toContainEqual(expect.stringContaining(said));
    for (const problem of found) expect(problem).toMatch(/^remotes\.games\.canary\.entry: /);
  });

  it.each([
    [{ margin: 0, minLoads: 200 }, 'margin: margin must be more than 0'],
    [{ margin: 2, minLoads: 200 }, 'margin: margin must be at most 0.5'],
    [{ margin: 0.02, minLoads: 49 }, 'minLoads: minLoads must be at least 50'],
    [{ margin: 0.02, minLoads: 100.5 }, 'minLoads: minLoads must be a whole number'],
  ])('refuses the guard %p', (guard, said) => {
    const found = problems(
      parseCampaignManifest(
        withCanary({ entry: CANARY_ENTRY, version: '1.5.0', percent: 10, guard }),
      ),
    );
    expect(found).toEqual([expect.stringContaining(`remotes.games.canary.guard.${said}`)]);
  });

  it('refuses a field it does not know, so a typo is not a silent default', () => {
    expect(
      problems(
        parseCampaignManifest(
          withCanary({ entry: CANARY_ENTRY, version: '1.5.0', percent: 10, precent: 20 }),
        ),
      ),
    ).toEqual([expect.stringMatching(/^remotes\.games\.canary: .*precent/)]);
  });
});
