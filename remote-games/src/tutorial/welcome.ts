import type { PointerKind, TutorialContent } from './step';
import { welcomeMessages, type WelcomeKey } from './messages';

const same = (key: WelcomeKey): Record<PointerKind, WelcomeKey> => ({ touch: key, mouse: key });

/** The site's welcome on the home page; each game's steps are the game's own (`<game>/tutorial.ts`). */
export const welcomeTutorial: TutorialContent<WelcomeKey> = {
  steps: [
    { title: 'tutorial.welcome.pick.title', body: same('tutorial.welcome.pick.body') },
    {
      title: 'tutorial.welcome.play.title',
      body: { touch: 'tutorial.welcome.play.touch', mouse: 'tutorial.welcome.play.mouse' },
    },
    { title: 'tutorial.welcome.keep.title', body: same('tutorial.welcome.keep.body') },
  ],
  messages: welcomeMessages,
};
