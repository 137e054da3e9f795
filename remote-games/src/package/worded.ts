// The words a game's package facts carry (game-package.json), from the catalogues its screens show:
// each in English and Malayalam, as the facts require.
import type { BothLanguages, TutorialFacts } from '@onam/shared/contracts/game-package';
import { createTranslator, type Catalogue } from '@onam/shared/i18n/translator';
import type { TutorialContent } from '../tutorial/step';

/** One message of a catalogue in both languages. */
export function bothLanguages<Key extends string>(
  catalogue: Catalogue<Key>,
  key: Key,
): BothLanguages {
  return {
    en: createTranslator(catalogue, 'en')(key),
    ml: createTranslator(catalogue, 'ml')(key),
  };
}

/** A game's tutorial, worded: each step's title and its body for touch and for a mouse. */
export function wordedTutorial<Key extends string>({
  steps,
  messages,
}: TutorialContent<Key>): TutorialFacts[] {
  return steps.map((step) => ({
    title: bothLanguages(messages, step.title),
    body: {
      touch: bothLanguages(messages, step.body.touch),
      mouse: bothLanguages(messages, step.body.mouse),
    },
  }));
}
