import { BUILT_IN_GAME_IDS, type BuiltInGameId, type GameId } from '@onam/shared/contracts/game';
import type { Locale } from '@onam/shared/i18n/locale';
import { routeTitle } from '@onam/shared/manifest/localized';
import { routeAvailability } from '@onam/shared/festival/availability';
import {
  addedGamePath,
  gameIdOfRoute,
  routePathsOf,
  type GameRoutePath,
} from '@onam/shared/manifest/route-paths';
import type { CampaignManifest } from '@onam/shared/manifest/schema';

/**
 * Where each built-in game is played, for the seed's manifest. The manifest decides which module
 * each path shows, so a route whose module is the game's id wins; this map is only the fallback for
 * a manifest that serves a game under another module name (a new version, say).
 */
export const DEFAULT_GAME_PATHS: Readonly<Record<BuiltInGameId, GameRoutePath>> = {
  dress: '/dress',
  pookalam: '/game',
  sadya: '/eat',
};

export interface GameLink {
  gameId: GameId;
  path: GameRoutePath;
  title: string;
  /**
   * Whether a "play" link makes sense: the route exists, is open today (enabled and, when a
   * festival date is given, within its schedule), the game is not retired and games are not paused.
   */
  open: boolean;
}

/** The games a visitor's pages name, in the order they show them. */
export type GameLinks = Record<GameId, GameLink>;

/**
 * Each game's path, title and whether it can be played now, from the manifest's route table: the
 * built-in games, then every game the manifest lists (a retired one too: its board and its plays
 * stay readable), then any other `alsoPlayed` (a game the campaign no longer lists, whose plays a
 * visitor still has). The record's order is the pages' order.
 */
export function gameLinks(
  manifest: Pick<CampaignManifest, 'routes' | 'switchOff'> &
    Partial<Pick<CampaignManifest, 'festival'>>,
  locale: Locale,
  fallbackTitle: (gameId: GameId) => string,
  /** Today's Kerala date (the trusted clock's); without it only `enabled` is looked at. */
  today?: string,
  alsoPlayed: readonly GameId[] = [],
): GameLinks {
  const isOpen = (route: CampaignManifest['routes'][GameRoutePath]) =>
    !route?.retired &&
    (manifest.festival && today
      ? routeAvailability(route, manifest.festival, today).state === 'open'
      : Boolean(route?.enabled));
  const paths = routePathsOf(manifest.routes);
  // A game shown on two routes (a swap in progress) links to the first that is not retired.
  const pathOf = (gameId: GameId): GameRoutePath | undefined => {
    const showing = paths.filter((path) => {
      const route = manifest.routes[path];
      return route && gameIdOfRoute(path, route) === gameId;
    });
    return showing.find((path) => !manifest.routes[path]?.retired) ?? showing[0];
  };
  const listed = paths.flatMap((path) => {
    const route = manifest.routes[path];
    const gameId = route && gameIdOfRoute(path, route);
    return gameId ? [gameId] : [];
  });
  const ids = [...new Set<GameId>([...BUILT_IN_GAME_IDS, ...listed, ...alsoPlayed])];
  return Object.fromEntries(
    ids.map((gameId): [GameId, GameLink] => {
      const path =
        pathOf(gameId) ?? DEFAULT_GAME_PATHS[gameId as BuiltInGameId] ?? addedGamePath(gameId);
      const route = manifest.routes[path];
      return [
        gameId,
        {
          gameId,
          path,
          title: route ? routeTitle(route, locale) : fallbackTitle(gameId),
          open: isOpen(route) && !manifest.switchOff,
        },
      ];
    }),
  );
}

/** A game's link, or a closed one named by its id for a game no list knows (an old play's). */
export function linkOf(links: GameLinks, gameId: GameId): GameLink {
  return links[gameId] ?? { gameId, path: addedGamePath(gameId), title: gameId, open: false };
}
