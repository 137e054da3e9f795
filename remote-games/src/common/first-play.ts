import { createContext, useContext } from 'react';

/**
 * What a game's Start runs through: the game's frame shows the first-play tutorial at the first
 * press of Start and starts the game when it is closed (`game-frame.tsx`). Outside a frame (a
 * part drawn on its own) Start starts at once.
 */
export type BeforeStart = (start: () => void) => void;

export interface FirstPlay {
  beforeStart: BeforeStart;
  /** True from a Start that opens the tutorial until the tutorial is on screen. */
  opening: boolean;
}

export const FirstPlayContext = createContext<FirstPlay | null>(null);

const startNow: FirstPlay = { beforeStart: (start) => start(), opening: false };

export function useFirstPlay(): FirstPlay {
  return useContext(FirstPlayContext) ?? startNow;
}
