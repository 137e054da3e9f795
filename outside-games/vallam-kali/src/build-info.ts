// What the build says this package is (webpack.config.js defines them from package.json).
declare const __VERSION__: string;

/** The version the build is released as: every play names it. */
export const VERSION: string = __VERSION__;
/** The game's id: its route is /play/vallam-kali. */
export const GAME_ID = 'vallam-kali';
