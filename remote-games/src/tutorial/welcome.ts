import type { PointerKind, TutorialContent, TutorialStep } from './step';
import { welcomeMessages, type WelcomeKey } from './messages';

const same = (key: WelcomeKey): Record<PointerKind, WelcomeKey> => ({ touch: key, mouse: key });

const firstSteps: readonly TutorialStep<WelcomeKey>[] = [
  { title: 'tutorial.welcome.pick.title', body: same('tutorial.welcome.pick.body') },
  {
    title: 'tutorial.welcome.play.title',
    body: { touch: 'tutorial.welcome.play.touch', mouse: 'tutorial.welcome.play.mouse' },
  },
];

/**
 * The site's welcome on the home page; each game's steps are the game's own (`<game>/tutorial.ts`).
 * Its last step asks a visitor who is not signed in to sign in.
 */
export const welcomeTutorial: TutorialContent<WelcomeKey> = {
  steps: [
    ...firstSteps,
    { title: 'tutorial.welcome.keep.title', body: same('tutorial.welcome.keep.body') },
  ],
  messages: welcomeMessages,
};

/** The same welcome for a signed-in visitor: being asked to sign in again would be wrong. */
export const signedInWelcomeTutorial: TutorialContent<WelcomeKey> = {
  steps: [
    ...firstSteps,
    { title: 'tutorial.welcome.kept.title', body: same('tutorial.welcome.kept.body') },
  ],
  messages: welcomeMessages,
};
