declare const __GAMES_VERSION__: string;

/** The version label of this build; the release tooling sets it, so operators can see what is live. */
export const GAMES_VERSION: string = __GAMES_VERSION__;
