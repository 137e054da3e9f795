import { createContext, useContext } from 'react';

/**
 * What a game's Start runs through: the game's frame shows the first-play tutorial at the first
 * press of Start and starts the game when it is closed (`game-frame.tsx`). Outside a frame (a
 * part drawn on its own) Start starts at once.
 */
export type BeforeStart = (start: () => void) => void;

export const FirstPlayContext = createContext<BeforeStart | null>(null);

const startNow: BeforeStart = (start) => start();

export function useBeforeStart(): BeforeStart {
  return useContext(FirstPlayContext) ?? startNow;
}
