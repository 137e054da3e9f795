import type { TutorialTopic } from '@onam/shared/contracts/parts';
import { dressTutorial } from '../dress/tutorial-steps';
import { pookalamTutorial } from '../pookalam/tutorial-steps';
import { sadyaTutorial } from '../sadya/tutorial-steps';
import type { PointerKind, TutorialStep } from './step';
import type { TutorialKey } from './messages';

const same = (key: TutorialKey): Record<PointerKind, TutorialKey> => ({ touch: key, mouse: key });

/** The tutorials as data: the site's welcome here, each game's steps beside the game. */
export const TUTORIAL_STEPS: Record<TutorialTopic, readonly TutorialStep<TutorialKey>[]> = {
  welcome: [
    { title: 'tutorial.welcome.pick.title', body: same('tutorial.welcome.pick.body') },
    {
      title: 'tutorial.welcome.play.title',
      body: { touch: 'tutorial.welcome.play.touch', mouse: 'tutorial.welcome.play.mouse' },
    },
    { title: 'tutorial.welcome.keep.title', body: same('tutorial.welcome.keep.body') },
  ],
  dress: dressTutorial,
  pookalam: pookalamTutorial,
  sadya: sadyaTutorial,
};

/** Touch wording where the main pointer is a finger; mouse and keyboard wording otherwise. */
export function pointerKind(matchMedia?: (query: string) => { matches: boolean }): PointerKind {
  return matchMedia?.('(pointer: coarse)').matches ? 'touch' : 'mouse';
}
