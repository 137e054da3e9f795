import { parseGamePackage, type GamePackage } from '../game-package';
import { parseReleaseRecord, releaseDocId, releaseEntry, releaseFileUrl } from '../release-record';

const words = (en: string, ml = 'മലയാളം') => ({ en, ml });

const facts = (): GamePackage => ({
  packageApi: 1,
  remote: 'games',
  version: '1.2.0',
  games: [
    {
      id: 'vallam-kali',
      module: 'vallam-kali',
      names: words('Vallam kali', 'വള്ളംകളി'),
      icon: 'icons/vallam-kali.svg',
      maxScore: 100,
      recordMaxBytes: 4096,
      tutorial: [
        {
          title: words('Row'),
          body: { touch: words('Tap to row'), mouse: words('Press space to row') },
        },
      ],
      sharePicture: { invitation: words('Race with us'), shows: ['score', 'maxScore', 'player'] },
      samples: [{ label: 'a steady race', record: { strokes: [1, 2, 3] }, score: 40 }],
    },
  ],
});

const SHA = 'a'.repeat(64);

describe('a game package’s facts', () => {
  it('are accepted as a team writes them', () => {
    expect(parseGamePackage(facts())).toEqual({ ok: true, package: facts() });
  });

  it('are refused with what is wrong and where', () => {
    const bad = facts() as unknown as { games: Record<string, unknown>[] } & Record<
      string,
      unknown
    >;
    const game = bad.games[0] as Record<string, unknown>;
    game.icon = '../secrets.svg';
    game.names = { en: 'Vallam kali' };
    const result = parseGamePackage(bad);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^games\.0\.icon: must be a file of the package/),
        expect.stringMatching(/^games\.0\.names\.ml: /),
      ]),
    );
    const tooGood = facts();
    for (const game of tooGood.games)
      game.samples = [{ label: 'too good', record: {}, score: 150 }];
    expect(parseGamePackage(tooGood)).toEqual({
      ok: false,
      problems: ["games.0.samples.0.score: scores 150, over the game's maximum of 100"],
    });
  });

  it('are refused when two games share an id or a module, or the API is another', () => {
    const twice = facts();
    const [first] = twice.games;
    if (first) twice.games.push({ ...first, module: 'other' });
    expect(parseGamePackage(twice)).toEqual({
      ok: false,
      problems: ['games.1.id: vallam-kali is named by two games'],
    });
    expect(parseGamePackage({ ...facts(), packageApi: 2 })).toEqual({
      ok: false,
      problems: ['packageApi: this platform reads packages of API 1, not 2'],
    });
  });
});

describe('a release record', () => {
  const record = () => ({
    remote: 'games',
    version: '1.2.0',
    base: 'https://games.onam.example/1.2.0/',
    files: { 'mf-manifest.json': SHA, 'server/scoring.cjs': SHA },
    package: facts(),
    publishedAt: '2026-08-20T04:00:00.000Z',
    publishedBy: 'games-team@onam.example',
  });

  it('names its document, its entry and its files’ addresses', () => {
    const parsed = parseReleaseRecord(record());
    expect(parsed.ok).toBe(true);
    expect(releaseDocId('games', '1.2.0')).toBe('games@1.2.0');
    expect(releaseEntry(record())).toBe('https://games.onam.example/1.2.0/mf-manifest.json');
    expect(releaseFileUrl(record(), 'server/scoring.cjs')).toBe(
      'https://games.onam.example/1.2.0/server/scoring.cjs',
    );
  });

  it('is refused when its folder, its hashes or its facts do not hold', () => {
    expect(
      parseReleaseRecord({ ...record(), base: 'https://games.onam.example/1.2.0' }),
    ).toMatchObject({
      ok: false,
      problems: ['base: must be a folder URL ending in /'],
    });
    expect(
      parseReleaseRecord({ ...record(), files: { 'server/scoring.cjs': 'not-a-hash' } }),
    ).toMatchObject({
      ok: false,
      problems: ['files.server/scoring.cjs: must be a SHA-256 in hex'],
    });
    expect(parseReleaseRecord({ ...record(), version: '1.3.0' })).toEqual({
      ok: false,
      problems: ['package: it says it is games 1.2.0, and the record is of games 1.3.0'],
    });
    expect(parseReleaseRecord({ ...record(), package: null })).toMatchObject({ ok: true });
  });
});
