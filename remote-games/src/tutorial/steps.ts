import type { TutorialTopic } from '@onam/shared/contracts/parts';
import type { MessageKey } from '../i18n/messages';

export type PointerKind = 'touch' | 'mouse';

export interface TutorialStep {
  title: MessageKey;
  /** The body, worded for the way the visitor plays. */
  body: Record<PointerKind, MessageKey>;
}

const same = (key: MessageKey): Record<PointerKind, MessageKey> => ({ touch: key, mouse: key });

/**
 * The tutorials as data. A game's own how-to-play steps arrive with the game (step 4); until
 * then its tutorial says what the game is about.
 */
export const TUTORIAL_STEPS: Record<TutorialTopic, readonly TutorialStep[]> = {
  welcome: [
    { title: 'tutorial.welcome.pick.title', body: same('tutorial.welcome.pick.body') },
    {
      title: 'tutorial.welcome.play.title',
      body: { touch: 'tutorial.welcome.play.touch', mouse: 'tutorial.welcome.play.mouse' },
    },
    { title: 'tutorial.welcome.keep.title', body: same('tutorial.welcome.keep.body') },
  ],
  dress: [{ title: 'dress.title', body: same('tutorial.dress.about') }],
  pookalam: [{ title: 'pookalam.title', body: same('tutorial.pookalam.about') }],
  sadya: [{ title: 'sadya.title', body: same('tutorial.sadya.about') }],
};

/** Touch wording where the main pointer is a finger; mouse and keyboard wording otherwise. */
export function pointerKind(matchMedia?: (query: string) => { matches: boolean }): PointerKind {
  return matchMedia?.('(pointer: coarse)').matches ? 'touch' : 'mouse';
}
