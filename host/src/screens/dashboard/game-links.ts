import { GAME_IDS, type GameId } from '@onam/shared/contracts/game';
import type { Locale } from '@onam/shared/i18n/locale';
import { routeTitle } from '@onam/shared/manifest/localized';
import { routeAvailability } from '@onam/shared/festival/availability';
import {
  GAME_ROUTE_PATHS,
  type CampaignManifest,
  type GameRoutePath,
} from '@onam/shared/manifest/schema';

/**
 * Where each game is played, for the seed's manifest. The manifest decides which module each path
 * shows, so a route whose module is the game's id wins; this map is only the fallback for a
 * manifest that serves a game under another module name (a new version, say).
 */
export const DEFAULT_GAME_PATHS: Readonly<Record<GameId, GameRoutePath>> = {
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
   * festival date is given, within its schedule) and games are not paused.
   */
  open: boolean;
}

/** Each game's path, title and whether it can be played now, from the manifest's route table. */
export function gameLinks(
  manifest: Pick<CampaignManifest, 'routes' | 'switchOff'> &
    Partial<Pick<CampaignManifest, 'festival'>>,
  locale: Locale,
  fallbackTitle: (gameId: GameId) => string,
  /** Today's Kerala date (the trusted clock's); without it only `enabled` is looked at. */
  today?: string,
): Record<GameId, GameLink> {
  const isOpen = (route: CampaignManifest['routes'][GameRoutePath]) =>
    manifest.festival && today
      ? routeAvailability(route, manifest.festival, today).state === 'open'
      : Boolean(route?.enabled);
  const entries = GAME_IDS.map((gameId): [GameId, GameLink] => {
    const path =
      GAME_ROUTE_PATHS.find((candidate) => manifest.routes[candidate]?.module === gameId) ??
      DEFAULT_GAME_PATHS[gameId];
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
  });
  return Object.fromEntries(entries) as Record<GameId, GameLink>;
}
