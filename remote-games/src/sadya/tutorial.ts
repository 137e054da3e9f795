import type { TutorialContent } from '../tutorial/step';
import { sadyaMessages, type SadyaKey } from './messages';

/** The sadya game's first-play help, handed to its frame, worded for touch or for mouse and keyboard. */
export const sadyaTutorial: TutorialContent<SadyaKey> = {
  steps: [
    {
      title: 'sadya.tutorial.leaf.title',
      body: { touch: 'sadya.tutorial.leaf.body', mouse: 'sadya.tutorial.leaf.body' },
    },
    {
      title: 'sadya.tutorial.serve.title',
      body: { touch: 'sadya.tutorial.serve.touch', mouse: 'sadya.tutorial.serve.mouse' },
    },
    {
      title: 'sadya.tutorial.order.title',
      body: { touch: 'sadya.tutorial.order.body', mouse: 'sadya.tutorial.order.body' },
    },
    {
      title: 'sadya.tutorial.score.title',
      body: { touch: 'sadya.tutorial.score.body', mouse: 'sadya.tutorial.score.body' },
    },
  ],
  messages: sadyaMessages,
};
