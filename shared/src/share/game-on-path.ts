// The game a page's path shows, and its name in the page's language, from the manifest as served
// (untrusted JSON: a live manifest is valid, but a page must not fail on one that is not).
import type { GameId } from '../contracts/game';
import type { Locale } from '../i18n/locale';
import { gameIdOfRoute, isGameIdFormat, isGameRoutePath } from '../manifest/route-paths';

export interface GameOnPath {
  gameId: GameId;
  /** The campaign's title for it in `locale` (English where there is no Malayalam). */
  title: string;
}

export function gameOnPath(manifest: unknown, path: string, locale: Locale): GameOnPath | null {
  if (!isGameRoutePath(path)) return null;
  const routes = (manifest as { routes?: Record<string, unknown> } | null)?.routes;
  const route = routes && Object.hasOwn(routes, path) ? routes[path] : undefined;
  if (typeof route !== 'object' || route === null) return null;
  const { module, title, titleMl } = route as Record<string, unknown>;
  if (typeof module !== 'string') return null;
  const gameId = gameIdOfRoute(path, { module });
  if (!isGameIdFormat(gameId)) return null;
  const english = typeof title === 'string' ? title : gameId;
  return {
    gameId,
    title: locale === 'ml' && typeof titleMl === 'string' && titleMl ? titleMl : english,
  };
}
