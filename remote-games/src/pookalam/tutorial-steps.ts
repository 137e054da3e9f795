import type { TutorialStep } from '../tutorial/step';
import type { PookalamKey } from './messages';

/**
 * The pookalam game's first-play help, worded for touch or for mouse and keyboard. No title says
 * "Pookalam": the game's own heading does, and browser tests find it by that name.
 */
export const pookalamTutorial: readonly TutorialStep<PookalamKey>[] = [
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
];
