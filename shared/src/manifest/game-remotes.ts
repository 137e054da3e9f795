// Which remote may make a game's plays: the one the campaign plays it from. A play names the
// remote and version whose scoring checks it; a team's package scores only the games the campaign
// gives its remote, so a package that declares another team's game cannot put scores on its board.
import { BUILT_IN_GAME_IDS, GAMES_REMOTE, type GameId } from '../contracts/game';
import { gameIdOfRoute, routePathsOf, type GameRoutePath } from './route-paths';

/**
 * The remotes whose versions may score `gameId`: each route's that plays it (retired or resting
 * too: a play made before is still saved), and for a built-in game the games remote, whose plays
 * stay valid when no route shows that game just now.
 */
export function remotesForGame(
  manifest: { routes: Partial<Record<GameRoutePath, { remote: string; module: string }>> },
  gameId: GameId,
): string[] {
  const remotes = new Set<string>();
  for (const path of routePathsOf(manifest.routes)) {
    const route = manifest.routes[path];
    if (route && gameIdOfRoute(path, route) === gameId) remotes.add(route.remote);
  }
  if ((BUILT_IN_GAME_IDS as readonly string[]).includes(gameId)) remotes.add(GAMES_REMOTE);
  return [...remotes];
}
