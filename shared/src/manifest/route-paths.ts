// The game routes, apart from the schema so that code which only needs a path does not load zod.

/** The game paths are fixed by the product; the manifest only decides what each one shows. */
export const GAME_ROUTE_PATHS = ['/dress', '/eat', '/game', '/talk'] as const;
export type GameRoutePath = (typeof GAME_ROUTE_PATHS)[number];

/** The route where greetings are recorded (the multi-recorder part); the others show games. */
export const RECORDER_ROUTE_PATH = '/talk' satisfies GameRoutePath;
