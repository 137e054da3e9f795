// The game routes, apart from the schema so that code which only needs a path does not load zod.
import type { ModuleKind } from '../contracts/check-module';

/** The game paths are fixed by the product; the manifest only decides what each one shows. */
export const GAME_ROUTE_PATHS = ['/dress', '/eat', '/game', '/talk'] as const;
export type GameRoutePath = (typeof GAME_ROUTE_PATHS)[number];

/** The route where greetings are recorded (the multi-recorder part); the others show games. */
export const RECORDER_ROUTE_PATH = '/talk' satisfies GameRoutePath;

/** The routes a festival day can feature: the games, not the recorder. */
export const FEATURABLE_PATHS = ['/dress', '/eat', '/game'] as const satisfies readonly Exclude<
  GameRoutePath,
  typeof RECORDER_ROUTE_PATH
>[];
export type FeaturablePath = (typeof FEATURABLE_PATHS)[number];

/** What a route's module is: the recorder on RECORDER_ROUTE_PATH, a game on the others. */
export function routeKind(path: GameRoutePath): Extract<ModuleKind, 'game' | 'multi-recorder'> {
  return path === RECORDER_ROUTE_PATH ? 'multi-recorder' : 'game';
}
