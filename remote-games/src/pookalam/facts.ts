// The pookalam game's facts for its package (game-package.json, shared/src/contracts/game-package.ts):
// what the platform knows of it without running its code.
import { EVIDENCE_MAX_BYTES } from '@onam/shared/contracts/game';
import type { GameFacts } from '@onam/shared/contracts/game-package';
import { shareMessages } from '@onam/shared/share/messages';
import { gameTitleMessages } from '../i18n/game-titles';
import { bothLanguages, wordedTutorial } from '../package/worded';
import icon from './icon.svg';
import { pookalamSamples } from './samples';
import { MAX_SCORE } from './scoring';
import { pookalamTutorial } from './tutorial';

export const pookalamFacts: GameFacts = {
  id: 'pookalam',
  module: 'pookalam',
  names: bothLanguages(gameTitleMessages, 'pookalam.title'),
  icon,
  maxScore: MAX_SCORE,
  recordMaxBytes: EVIDENCE_MAX_BYTES,
  tutorial: wordedTutorial(pookalamTutorial),
  sharePicture: {
    invitation: bothLanguages(shareMessages, 'share.invite.pookalam'),
    shows: ['score', 'maxScore', 'player'],
  },
  samples: pookalamSamples.map(({ label, record, score }) => ({ label, record, score })),
};
