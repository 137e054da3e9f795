import { remotesForGame } from '../game-remotes';

const route = (remote: string, module: string, more: object = {}) => ({
  remote,
  module,
  title: module,
  enabled: true,
  ...more,
});

describe('remotesForGame', () => {
  const routes = {
    '/game': route('games', 'pookalam'),
    '/eat': route('games', 'sadya'),
    '/play/vallam': route('vallam', 'race'),
    '/play/uriyadi': route('uriyadi', 'uriyadi', { retired: true }),
  };

  it("gives an added game its route's remote, and nothing else", () => {
    expect(remotesForGame({ routes }, 'vallam')).toEqual(['vallam']);
  });

  it("keeps a retired game's remote: a play made before it retired is still saved", () => {
    expect(remotesForGame({ routes }, 'uriyadi')).toEqual(['uriyadi']);
  });

  it('keeps the games remote for a built-in game, shown or not', () => {
    expect(remotesForGame({ routes }, 'pookalam')).toEqual(['games']);
    expect(remotesForGame({ routes }, 'dress')).toEqual(['games']);
  });

  it('gives no remote to a game the campaign does not have', () => {
    expect(remotesForGame({ routes }, 'pulikali')).toEqual([]);
  });

  it('adds the remote of a route that plays a built-in game from another team', () => {
    const swapped = { ...routes, '/game': route('pookalam_team', 'pookalam') };
    expect(remotesForGame({ routes: swapped }, 'pookalam').sort()).toEqual([
      'games',
      'pookalam_team',
    ]);
  });
});
