// The games remote's server part (shared/build/server-modules.js, docs/decisions/021): the games'
// modules as the host's prerenderer loads them in Node to draw a game's first screen. Only modules
// whose first render is the same on the server and in the browser belong here (no storage, clock,
// random numbers or browser APIs while rendering): __tests__/server-modules.test.tsx renders each
// in Node and then hydrates it in a page.
import type { GameModule } from '@onam/shared/contracts/game';

export const modules: Record<string, () => Promise<GameModule>> = {
  dress: () => import('./dress/dress-game'),
  pookalam: () => import('./pookalam/pookalam-game'),
  sadya: () => import('./sadya/sadya-game'),
};
