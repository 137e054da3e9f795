import { gameOnPath } from '../game-on-path';

const manifest = {
  routes: {
    '/eat': { remote: 'games', module: 'sadya', title: 'Sadya', titleMl: 'സദ്യ' },
    '/talk': { remote: 'games', module: 'multi-recorder', title: 'Greetings' },
    '/play/vallam': { remote: 'vallam', module: 'race', title: 'Vallam kali' },
  },
};

describe('gameOnPath', () => {
  it("names a seed route's game by its module, in the page's language", () => {
    expect(gameOnPath(manifest, '/eat', 'ml')).toEqual({ gameId: 'sadya', title: 'സദ്യ' });
  });

  it('names an added game by its path, in English where it has no Malayalam', () => {
    expect(gameOnPath(manifest, '/play/vallam', 'ml')).toEqual({
      gameId: 'vallam',
      title: 'Vallam kali',
    });
  });

  it('finds no game on the recorder, a path the manifest lacks, or a manifest that is not one', () => {
    expect(gameOnPath(manifest, '/talk', 'en')).toBeNull();
    expect(gameOnPath(manifest, '/play/uriyadi', 'en')).toBeNull();
    expect(gameOnPath(manifest, '/wall', 'en')).toBeNull();
    expect(gameOnPath(null, '/eat', 'en')).toBeNull();
    expect(gameOnPath({ routes: { '/eat': 'sadya' } }, '/eat', 'en')).toBeNull();
    expect(
      gameOnPath({ routes: Object.create({ '/eat': manifest.routes['/eat'] }) }, '/eat', 'en'),
    ).toBeNull();
  });
});
