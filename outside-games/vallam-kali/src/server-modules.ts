// server/modules.cjs: the site draws the game's first screen on its server with this (inside its
// own page, with its own React), so the page shows the game before any script arrives.
import type { ServerModules } from './platform-contract';
import * as game from './vallam-kali-game';

export const modules: ServerModules = {
  'vallam-kali': async () => game,
};
