/** @jest-environment node */
import type { RouteAvailability } from '@onam/shared/festival/availability';
import { manifestFixture, routeEdit } from '@onam/shared/manifest/__tests__/manifest-fixture';
import type { GameRoutePath } from '@onam/shared/manifest/schema';
import { landingGame, landingPart, likelyNextGame, type GameTile } from '../preload-plan';

const manifest = manifestFixture();
const { routes } = manifest;
const OPEN: RouteAvailability = { state: 'open' };
const tile = (path: GameRoutePath, availability: RouteAvailability = OPEN): GameTile => ({
  path,
  availability,
});

describe('likelyNextGame', () => {
  it('is the first tile, by the module its route shows', () => {
    expect(likelyNextGame(routes, [tile('/dress'), tile('/eat'), tile('/game')])).toEqual({
      remote: 'games',
      module: 'dress',
    });
  });

  it('follows a swapped game: the manifest decides which module a tile opens', () => {
    const swapped = {
      ...routes,
      '/dress': { remote: 'games_next', module: 'pookalam', title: 'Pookalam', enabled: true },
    };
    expect(likelyNextGame(swapped, [tile('/dress')])).toEqual({
      remote: 'games_next',
      module: 'pookalam',
    });
  });

  it('passes over tiles that cannot be played today', () => {
    const tiles = [
      tile('/dress', { state: 'not-yet', opensOn: 3 }),
      tile('/eat', { state: 'closed', closedAfter: 2 }),
      tile('/game'),
    ];
    expect(likelyNextGame(routes, tiles)).toEqual({ remote: 'games', module: 'pookalam' });
  });

  it('never picks the recorder, which is not a game and needs a signed-in visitor', () => {
    expect(likelyNextGame(routes, [tile('/talk'), tile('/eat')])).toEqual({
      remote: 'games',
      module: 'sadya',
    });
    expect(likelyNextGame(routes, [tile('/talk')])).toBeNull();
  });

  it('is nothing when no game is open, or a tile has no route', () => {
    expect(likelyNextGame(routes, [])).toBeNull();
    expect(likelyNextGame({}, [tile('/game')])).toBeNull();
  });
});

describe('landingGame', () => {
  const DAY_2 = '2026-08-17';

  it('is the module the opened game path shows', () => {
    expect(landingGame(manifest, '/game', DAY_2)).toEqual({ remote: 'games', module: 'pookalam' });
    expect(landingGame(manifest, '/eat', DAY_2)).toEqual({ remote: 'games', module: 'sadya' });
  });

  it('is nothing on a page that is not a game, or on the recorder, which waits for a sign-in', () => {
    expect(landingGame(manifest, '/', DAY_2)).toBeNull();
    expect(landingGame(manifest, '/dashboard', DAY_2)).toBeNull();
    expect(landingGame(manifest, '/talk', DAY_2)).toBeNull();
    expect(landingGame(manifest, '/game/', DAY_2)).toBeNull();
  });

  it('is nothing for a route that is disabled, not open yet or closed today', () => {
    const scheduled = manifestFixture((m) => {
      routeEdit('/dress', { enabled: false })(m);
      routeEdit('/eat', { schedule: { opensOn: 3 } })(m);
      routeEdit('/game', { schedule: { closesAfter: 1 } })(m);
    });
    expect(landingGame(scheduled, '/dress', DAY_2)).toBeNull();
    expect(landingGame(scheduled, '/eat', DAY_2)).toBeNull();
    expect(landingGame(scheduled, '/game', DAY_2)).toBeNull();
    expect(landingGame(scheduled, '/eat', '2026-08-18')).toEqual({
      remote: 'games',
      module: 'sadya',
    });
  });

  it('is nothing while the campaign is switched off', () => {
    const off = { ...manifest, switchOff: { message: 'Back soon' } };
    expect(landingGame(off, '/game', DAY_2)).toBeNull();
  });
});

describe('landingPart', () => {
  it('is the statistics card on the dashboard, whose largest content it is', () => {
    expect(landingPart('/dashboard')).toEqual({
      ref: { remote: 'games', module: 'stats-card' },
      kind: 'stats-card',
    });
  });

  it('is nothing on other pages: games load their own module, and the home page waits for idle', () => {
    for (const path of ['/', '/game', '/celebrate', '/login', '/dashboard/']) {
      expect(landingPart(path)).toBeNull();
    }
  });
});
