import type { TutorialContent } from '../tutorial/step';
import { dressMessages, type DressKey } from './messages';

/** The dress game's first-play help, handed to its frame, worded for touch or for mouse and keyboard. */
export const dressTutorial: TutorialContent<DressKey> = {
  steps: [
    {
      title: 'dress.tutorial.wear.title',
      body: { touch: 'dress.tutorial.wear.touch', mouse: 'dress.tutorial.wear.mouse' },
    },
    {
      title: 'dress.tutorial.layers.title',
      body: { touch: 'dress.tutorial.layers.body', mouse: 'dress.tutorial.layers.body' },
    },
    {
      title: 'dress.tutorial.finish.title',
      body: { touch: 'dress.tutorial.finish.touch', mouse: 'dress.tutorial.finish.mouse' },
    },
  ],
  messages: dressMessages,
};
