// Two tiles for one game: a swap that puts a game on a route while another route still shows it
// leaves visitors two tiles that open the same game. Said before the change goes live.
import type { ChangeWords, WordedManifest } from './change-words';

/**
 * Each game (a remote's module) that more than one open route would show, with those routes. A
 * resting or retired route shows no tile, so it does not count.
 */
export function gamesShownTwice(manifest: Pick<WordedManifest, 'routes'>): ChangeWords[] {
  const byGame = new Map<string, { paths: string[]; title: string; titleMl: string }>();
  for (const [path, route] of Object.entries(manifest.routes)) {
    if (!route || route.enabled === false || route.retired) continue;
    const game = `${route.remote}/${route.module}`;
    const found = byGame.get(game);
    if (found) found.paths.push(path);
    else {
      byGame.set(game, {
        paths: [path],
        title: route.title,
        titleMl: route.titleMl ?? route.title,
      });
    }
  }
  return [...byGame.values()]
    .filter((game) => game.paths.length > 1)
    .map((game) => ({
      key: 'change.warning.shownTwice',
      params: { game: game.title, gameMl: game.titleMl, paths: game.paths.join(', ') },
    }));
}
