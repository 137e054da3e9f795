import { routeAvailability, type RouteAvailability } from '@onam/shared/festival/availability';
import type { PartId } from '@onam/shared/contracts/parts';
import { RECORDER_ROUTE_PATH, type GameRoutePath } from '@onam/shared/manifest/route-paths';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { STATS_CARD } from './module-refs';
import type { ModuleRef } from './load-module';

export interface GameTile {
  path: GameRoutePath;
  availability: RouteAvailability;
}

/**
 * The game a visitor on the home page most likely opens next: the first tile that can be played
 * today. Tiles read top to bottom, and on a phone the first is the one in view. The idle home page
 * loads its module ahead of a click (use-preload-game.ts).
 */
export function likelyNextGame(
  routes: CampaignManifest['routes'],
  tiles: readonly GameTile[],
): ModuleRef | null {
  for (const { path, availability } of tiles) {
    // The recorder is a part for signed-in visitors, not a game a tile starts.
    if (path === RECORDER_ROUTE_PATH || availability.state !== 'open') continue;
    const route = routes[path];
    if (route) return { remote: route.remote, module: route.module };
  }
  return null;
}

/**
 * The game a page opened at `pathname` shows, when it can be played `today`: its module can start
 * loading as soon as the campaign is read, alongside the host's own screen code, instead of after
 * it (bootstrap.tsx). Nothing for other pages, a closed or disabled route, a switched-off
 * campaign, or the recorder, which waits for a sign-in.
 */
export function landingGame(
  manifest: {
    routes: CampaignManifest['routes'];
    festival: Pick<CampaignManifest['festival'], 'days'>;
    switchOff?: CampaignManifest['switchOff'];
  },
  pathname: string,
  today: string,
): ModuleRef | null {
  if (manifest.switchOff || pathname === RECORDER_ROUTE_PATH) return null;
  const route = manifest.routes[pathname as GameRoutePath];
  if (!route || routeAvailability(route, manifest.festival, today).state !== 'open') return null;
  return { remote: route.remote, module: route.module };
}

/**
 * The part the host's own screen at `pathname` shows at once, from a remote: the dashboard's
 * statistics cards, its largest content. Opened directly, the page starts loading it alongside the
 * screen's code and the visitor's sign-in, instead of after both (bootstrap.tsx). The guard may
 * still send a signed-out visitor to sign in; the card is then ready when they come back.
 */
export function landingPart(pathname: string): { ref: ModuleRef; kind: PartId } | null {
  return pathname === '/dashboard' ? { ref: STATS_CARD, kind: 'stats-card' } : null;
}
