import type { Catalogue } from '@onam/shared/i18n/translator';
import { confettiMessages } from '../confetti/messages';
import { dollMessages } from '../doll/messages';
import { dressMessages } from '../dress/messages';
import { recorderMessages } from '../multi-recorder/messages';
import { pookalamMessages } from '../pookalam/messages';
import { sadyaMessages } from '../sadya/messages';
import { statsMessages } from '../stats-card/messages';
import { tutorialMessages } from '../tutorial/messages';
import { commonMessages } from './common';
import { gameTitleMessages } from './game-titles';

/**
 * Every catalogue of remote-games merged, in every language: for the standalone page, the greeting
 * recorder and tests that look words up across modules. A game or a part imports its own catalogue
 * instead (docs/decisions/032), so its bundle carries only its own words.
 */
export const messages = {
  en: {
    ...commonMessages.en,
    ...gameTitleMessages.en,
    ...confettiMessages.en,
    ...dollMessages.en,
    ...statsMessages.en,
    ...tutorialMessages.en,
    ...dressMessages.en,
    ...pookalamMessages.en,
    ...sadyaMessages.en,
    ...recorderMessages.en,
  },
  ml: {
    ...commonMessages.ml,
    ...gameTitleMessages.ml,
    ...confettiMessages.ml,
    ...dollMessages.ml,
    ...statsMessages.ml,
    ...tutorialMessages.ml,
    ...dressMessages.ml,
    ...pookalamMessages.ml,
    ...sadyaMessages.ml,
    ...recorderMessages.ml,
  },
} satisfies Catalogue<string>;

export type MessageKey = keyof (typeof messages)['en'];
