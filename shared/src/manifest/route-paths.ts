// The game routes, apart from the schema so that code which only needs a path does not load zod.
// It imports nothing: the contracts' checks use its game-id rule.

/**
 * The seed's routes: their paths are fixed by the product; the manifest decides what each shows.
 * Games added later answer at `/play/<id>` (ADDED_GAME_PREFIX), as many as the manifest lists.
 */
export const GAME_ROUTE_PATHS = ['/dress', '/eat', '/game', '/talk'] as const;
export type SeedRoutePath = (typeof GAME_ROUTE_PATHS)[number];

/** Where a game the seed did not name answers: `/play/vallam-kali`, say. */
export const ADDED_GAME_PREFIX = '/play/';
export type AddedGamePath = `/play/${string}`;

/** A path the manifest's route table may list: one of the seed's, or an added game's. */
export type GameRoutePath = SeedRoutePath | AddedGamePath;

/**
 * A game's id: lower-case letters, digits and hyphens, starting with a letter, 2–31 characters.
 * It names the game's documents (its board, its counters), its path, and its files; the rules
 * and the functions check the same pattern (deploy/firestore.rules: isGameId).
 */
export const GAME_ID_PATTERN = /^[a-z][a-z0-9-]{1,30}$/;

/**
 * Never a game's id: an object's own properties (games key plain objects), and `all`, which
 * names every game's figures together in a visitor's statistics.
 */
const NOT_GAME_IDS: readonly string[] = ['all', 'constructor', 'prototype', 'hasownproperty'];

export function isGameIdFormat(value: unknown): value is string {
  return typeof value === 'string' && GAME_ID_PATTERN.test(value) && !NOT_GAME_IDS.includes(value);
}

/** The route where greetings are recorded (the multi-recorder part); the others show games. */
export const RECORDER_ROUTE_PATH = '/talk' satisfies GameRoutePath;

/** The seed's routes a festival day can feature: the games, not the recorder. */
export const FEATURABLE_PATHS = ['/dress', '/eat', '/game'] as const satisfies readonly Exclude<
  SeedRoutePath,
  typeof RECORDER_ROUTE_PATH
>[];
/** A route a festival day can feature: any game's, the seed's or an added one. */
export type FeaturablePath = (typeof FEATURABLE_PATHS)[number] | AddedGamePath;

/** The id in an added game's path (`/play/vallam` → `vallam`), or undefined for any other path. */
export function addedGameId(path: string): string | undefined {
  if (!path.startsWith(ADDED_GAME_PREFIX)) return undefined;
  const id = path.slice(ADDED_GAME_PREFIX.length);
  return isGameIdFormat(id) ? id : undefined;
}

export const addedGamePath = (id: string): AddedGamePath => `${ADDED_GAME_PREFIX}${id}`;

/** Whether the manifest's route table may list this path: a seed route or `/play/<a game id>`. */
export function isGameRoutePath(path: string): path is GameRoutePath {
  return (GAME_ROUTE_PATHS as readonly string[]).includes(path) || addedGameId(path) !== undefined;
}

/** Whether a day may feature this path: any game route but the recorder's. */
export function isFeaturablePath(path: string): path is FeaturablePath {
  return isGameRoutePath(path) && path !== RECORDER_ROUTE_PATH;
}

/** What a route's module is: the recorder on RECORDER_ROUTE_PATH, a game on the others. */
export function routeKind(path: GameRoutePath): 'game' | 'multi-recorder' {
  return path === RECORDER_ROUTE_PATH ? 'multi-recorder' : 'game';
}

/**
 * The game a route plays: an added game's is the id in its path, a seed route's is its module's
 * name (the games remote exposes each game under its id); the recorder plays none.
 */
export function gameIdOfRoute(path: GameRoutePath, route: { module: string }): string | undefined {
  if (path === RECORDER_ROUTE_PATH) return undefined;
  return addedGameId(path) ?? route.module;
}

/**
 * The paths a route table lists, in the order visitors see them: the seed's in the product's
 * order, then the added games in the order the manifest lists them.
 */
export function routePathsOf(routes: Partial<Record<GameRoutePath, unknown>>): GameRoutePath[] {
  const seed = GAME_ROUTE_PATHS.filter((path) => routes[path] !== undefined);
  const added = Object.keys(routes).filter(
    (path): path is AddedGamePath =>
      addedGameId(path) !== undefined && routes[path as AddedGamePath] !== undefined,
  );
  return [...seed, ...added];
}
