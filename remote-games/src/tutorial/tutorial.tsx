import type { PartMeta, TutorialProps } from '@onam/shared/contracts/parts';
import { PART_CONTRACT_VERSION } from '@onam/shared/contracts/parts';
import { TutorialSheet } from './tutorial-sheet';
import { welcomeTutorial } from './welcome';

export const meta: PartMeta<'tutorial'> = {
  kind: 'part',
  id: 'tutorial',
  contractVersion: PART_CONTRACT_VERSION,
};

/**
 * The tutorial part: the site's welcome, which the host shows on the home page. A game's tutorial
 * is not asked for here: each game hands its own steps to the same sheet inside its frame, so this
 * part carries no game's words, and for a game topic it shows nothing.
 */
export default function Tutorial({ locale, topic, open, focusOnOpen, onClose }: TutorialProps) {
  if (topic !== 'welcome') return null;
  return (
    <TutorialSheet
      locale={locale}
      content={welcomeTutorial}
      open={open}
      focusOnOpen={focusOnOpen}
      onClose={onClose}
    />
  );
}
