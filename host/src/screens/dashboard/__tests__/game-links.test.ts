import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { gameLinks } from '../game-links';

type Routes = CampaignManifest['routes'];
const route = (module: string, title: string, enabled = true) => ({
  remote: 'games',
  module,
  title,
  enabled,
});
const fallback = (id: string) => `fallback ${id}`;

const SEED: Routes = {
  '/dress': route('dress', 'Dress up'),
  '/game': route('pookalam', 'Pookalam'),
  '/eat': route('sadya', 'Sadya'),
  '/talk': route('multi-recorder', 'Greetings'),
};

describe('gameLinks', () => {
  it("takes each game's path and title from the route showing its module", () => {
    const links = gameLinks({ routes: SEED }, 'en', fallback);
    expect(links.sadya).toEqual({ gameId: 'sadya', path: '/eat', title: 'Sadya', open: true });
    expect(links.pookalam.path).toBe('/game');
    expect(links.dress.path).toBe('/dress');
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
      gameLinks({ routes: { ...SEED, '/eat': route('sadya', 'Sadya', false) } }, 'en', fallback)
        .sadya.open,
    ).toBe(false);
    const paused = gameLinks({ routes: SEED, switchOff: { message: 'Paused' } }, 'en', fallback);
    expect(Object.values(paused).map((link) => link.open)).toEqual([false, false, false]);
  });

  it('closes a game whose schedule has not opened yet, by the date it is given', () => {
    const festival = {
      name: 'Onam',
      year: 2026,
      days: Array.from({ length: 10 }, (_, i) => ({
        day: i + 1,
        name: `Day ${i + 1}`,
        nameMl: `ദിവസം ${i + 1}`,
        start: `2026-08-${String(16 + i).padStart(2, '0')}`,
      })),
    } as CampaignManifest['festival'];
    const routes: Routes = {
      ...SEED,
      '/eat': { ...route('sadya', 'Sadya'), schedule: { opensOn: 3 } },
    };
    expect(gameLinks({ routes, festival }, 'en', fallback, '2026-08-16').sadya.open).toBe(false);
    expect(gameLinks({ routes, festival }, 'en', fallback, '2026-08-18').sadya.open).toBe(true);
    expect(gameLinks({ routes, festival }, 'en', fallback, '2026-08-16').pookalam.open).toBe(true);
  });
});
