// What a route is called when it is given another game: the name the campaign already uses for
// that game on another route, else the game's own name as the seed campaigns write it. A route
// that kept its old title after a swap sent visitors who tapped a "Pookalam" tile to the dress-up.
import { BUILT_IN_GAME_IDS, type BuiltInGameId } from '@onam/shared/contracts/game';
import type { CampaignManifestInput } from '@onam/shared/manifest/schema';

export interface RouteTitle {
  title: string;
  titleMl?: string;
}

/** Each game's route title in English and Malayalam, as deploy/campaigns writes them. */
export const GAME_ROUTE_TITLES: Record<BuiltInGameId, Required<RouteTitle>> = {
  dress: { title: 'Dress up', titleMl: 'ഓണക്കോടി' },
  pookalam: { title: 'Pookalam', titleMl: 'പൂക്കളം' },
  sadya: { title: 'Sadya', titleMl: 'സദ്യ' },
};

const isGameId = (module: string): module is BuiltInGameId =>
  (BUILT_IN_GAME_IDS as readonly string[]).includes(module);

/**
 * The title a route showing `remote`/`module` should carry, or undefined for a module that is not
 * one of the games (the operator must name it).
 */
export function gameTitleFor(
  manifest: Pick<CampaignManifestInput, 'routes'>,
  remote: string,
  module: string,
): RouteTitle | undefined {
  for (const route of Object.values(manifest.routes)) {
    if (route && route.remote === remote && route.module === module) {
      return { title: route.title, ...(route.titleMl ? { titleMl: route.titleMl } : {}) };
    }
  }
  return isGameId(module) ? { ...GAME_ROUTE_TITLES[module] } : undefined;
}
