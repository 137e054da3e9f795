import { manifestFixture, routeEdit } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { gameLinks } from '../game-links';

const route = (module: string, title: string) => ({
  remote: 'games',
  module,
  title,
  enabled: true,
});
const fallback = (id: string) => `fallback ${id}`;

const { routes: SEED } = manifestFixture();

describe('gameLinks', () => {
  it("takes each game's path and title from the route showing its module", () => {
    const links = gameLinks({ routes: SEED }, 'en', fallback);
    expect(links.sadya).toEqual({ gameId: 'sadya', path: '/eat', title: 'Sadya', open: true });
    expect(links.pookalam?.path).toBe('/game');
    expect(links.dress?.path).toBe('/dress');
  });

  it('follows the manifest when it moves a game to another path', () => {
    const links = gameLinks(
      {
        routes: { ...SEED, '/game': route('sadya', 'Feast'), '/eat': route('pookalam', 'Flowers') },
      },
      'en',
      fallback,
    );
    expect(links.sadya).toMatchObject({ path: '/game', title: 'Feast' });
    expect(links.pookalam).toMatchObject({ path: '/eat', title: 'Flowers' });
  });

  it("falls back to the seed's path when no route names the module, and to a catalogue title", () => {
    const links = gameLinks(
      { routes: { '/eat': route('sadya-v2', 'Sadya, new') } },
      'en',
      fallback,
    );
    expect(links.sadya).toEqual({ gameId: 'sadya', path: '/eat', title: 'Sadya, new', open: true });
    expect(links.dress).toEqual({
      gameId: 'dress',
      path: '/dress',
      title: 'fallback dress',
      open: false,
    });
  });

  it('closes every game while a route is disabled or games are switched off', () => {
    expect(
      gameLinks(
        { routes: manifestFixture(routeEdit('/eat', { enabled: false })).routes },
        'en',
        fallback,
      ).sadya?.open,
    ).toBe(false);
    const paused = gameLinks({ routes: SEED, switchOff: { message: 'Paused' } }, 'en', fallback);
    expect(Object.values(paused).map((link) => link.open)).toEqual([false, false, false]);
  });

  it('closes a game whose schedule has not opened yet, by the date it is given', () => {
    const { routes, festival } = manifestFixture(routeEdit('/eat', { schedule: { opensOn: 3 } }));
    expect(gameLinks({ routes, festival }, 'en', fallback, '2026-08-16').sadya?.open).toBe(false);
    expect(gameLinks({ routes, festival }, 'en', fallback, '2026-08-18').sadya?.open).toBe(true);
    expect(gameLinks({ routes, festival }, 'en', fallback, '2026-08-16').pookalam?.open).toBe(true);
  });

  it('lists a game the manifest adds at /play/<id>, after the built-in ones, with its own title', () => {
    const links = gameLinks(
      { routes: { ...SEED, '/play/vallam': route('race', 'Vallam kali') } },
      'en',
      fallback,
    );
    expect(Object.keys(links)).toEqual(['dress', 'pookalam', 'sadya', 'vallam']);
    expect(links.vallam).toEqual({
      gameId: 'vallam',
      path: '/play/vallam',
      title: 'Vallam kali',
      open: true,
    });
  });

  it("keeps a retired game's link, closed, so its board and plays stay readable", () => {
    const links = gameLinks(
      { routes: { ...SEED, '/play/vallam': { ...route('race', 'Vallam kali'), retired: true } } },
      'en',
      fallback,
    );
    expect(links.vallam).toMatchObject({ path: '/play/vallam', title: 'Vallam kali', open: false });
  });

  it('names a game only a play still knows by its id, closed', () => {
    const links = gameLinks({ routes: SEED }, 'en', fallback, undefined, ['uriyadi']);
    expect(links.uriyadi).toEqual({
      gameId: 'uriyadi',
      path: '/play/uriyadi',
      title: 'fallback uriyadi',
      open: false,
    });
  });
});
