import type { TutorialContent } from '../tutorial/step';
import { pookalamMessages, type PookalamKey } from './messages';

/**
 * The pookalam game's first-play help, handed to its frame, worded for touch or for mouse and
 * keyboard. No title says "Pookalam": the game's own heading does, and browser tests find it by
 * that name.
 */
export const pookalamTutorial: TutorialContent<PookalamKey> = {
  steps: [
    {
      title: 'pookalam.tutorial.pick.title',
      body: { touch: 'pookalam.tutorial.pick.touch', mouse: 'pookalam.tutorial.pick.mouse' },
    },
    {
      title: 'pookalam.tutorial.lay.title',
      body: { touch: 'pookalam.tutorial.lay.touch', mouse: 'pookalam.tutorial.lay.mouse' },
    },
    {
      title: 'pookalam.tutorial.finish.title',
      body: { touch: 'pookalam.tutorial.finish.body', mouse: 'pookalam.tutorial.finish.body' },
    },
  ],
  messages: pookalamMessages,
};
