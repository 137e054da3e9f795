/** @jest-environment node */
import type { RouteAvailability } from '@onam/shared/festival/availability';
import type { CampaignManifest, GameRoutePath } from '@onam/shared/manifest/schema';
import { likelyNextGame, type GameTile } from '../preload-plan';

const route = (module: string) => ({ remote: 'games', module, title: module, enabled: true });
const routes: CampaignManifest['routes'] = {
  '/dress': route('dress'),
  '/eat': route('sadya'),
  '/game': route('pookalam'),
  '/talk': route('multi-recorder'),
};
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
    const swapped = { ...routes, '/dress': { ...route('pookalam'), remote: 'games_next' } };
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
