// The sadya game's facts for its package (game-package.json, shared/src/contracts/game-package.ts):
// what the platform knows of it without running its code.
import { EVIDENCE_MAX_BYTES } from '@onam/shared/contracts/game';
import type { GameFacts } from '@onam/shared/contracts/game-package';
import { shareMessages } from '@onam/shared/share/messages';
import { gameTitleMessages } from '../i18n/game-titles';
import { bothLanguages, wordedTutorial } from '../package/worded';
import icon from './icon.svg';
import { sadyaSamples } from './samples';
import { MAX_SCORE } from './scoring';
import { sadyaTutorial } from './tutorial';

export const sadyaFacts: GameFacts = {
  id: 'sadya',
  module: 'sadya',
  names: bothLanguages(gameTitleMessages, 'sadya.title'),
  icon,
  maxScore: MAX_SCORE,
  recordMaxBytes: EVIDENCE_MAX_BYTES,
  tutorial: wordedTutorial(sadyaTutorial),
  sharePicture: {
    invitation: bothLanguages(shareMessages, 'share.invite.sadya'),
    shows: ['score', 'maxScore', 'player'],
  },
  samples: sadyaSamples.map(({ label, record, score }) => ({ label, record, score })),
};
