import type { Catalogue } from '@onam/shared/i18n/translator';
import { confettiMessages } from '../confetti/messages';
import { dollMessages } from '../doll/messages';
import { dressMessages } from '../dress/messages';
import { familyCarpetMessages } from '../family-carpet/messages';
import { recorderMessages } from '../multi-recorder/messages';
import { pookalamMessages } from '../pookalam/messages';
import { sadyaMessages } from '../sadya/messages';
import { statsMessages } from '../stats-card/messages';
import { tutorialMessages, welcomeMessages } from '../tutorial/messages';
import { commonMessages } from './common';
import { gameTitleMessages } from './game-titles';

/**
 * Every catalogue of remote-games merged, in every language: for tests only (the parity test's
 * words that must agree across catalogues, the component tests and the browser tests'
 * `e2e/support/i18n.ts`, which look words up across modules). No shipped module imports it: each
 * game, part, the recorder and the standalone page import their own catalogues
 * (docs/decisions/032), so a bundle carries only its own words; `no-shipped-caller.test.ts` keeps
 * it so.
 */
export const messages = {
  en: {
    ...commonMessages.en,
    ...gameTitleMessages.en,
    ...confettiMessages.en,
    ...dollMessages.en,
    ...statsMessages.en,
    ...tutorialMessages.en,
    ...welcomeMessages.en,
    ...dressMessages.en,
    ...pookalamMessages.en,
    ...sadyaMessages.en,
    ...recorderMessages.en,
    ...familyCarpetMessages.en,
  },
  ml: {
    ...commonMessages.ml,
    ...gameTitleMessages.ml,
    ...confettiMessages.ml,
    ...dollMessages.ml,
    ...statsMessages.ml,
    ...tutorialMessages.ml,
    ...welcomeMessages.ml,
    ...dressMessages.ml,
    ...pookalamMessages.ml,
    ...sadyaMessages.ml,
    ...recorderMessages.ml,
    ...familyCarpetMessages.ml,
  },
} satisfies Catalogue<string>;

export type MessageKey = keyof (typeof messages)['en'];
