import type { PartMeta, TutorialProps } from '@onam/shared/contracts/parts';
import { PART_CONTRACT_VERSION } from '@onam/shared/contracts/parts';
import { TutorialSheet } from './tutorial-sheet';
import { useSignedIn } from './use-signed-in';
import { signedInWelcomeTutorial, welcomeTutorial } from './welcome';

export const meta: PartMeta<'tutorial'> = {
  kind: 'part',
  id: 'tutorial',
  contractVersion: PART_CONTRACT_VERSION,
};

/**
 * The tutorial part: the site's welcome, which the host shows on the home page. A game's tutorial
 * is not asked for here: each game hands its own steps to the same sheet inside its frame, so this
 * part carries no game's words, and for a game topic it shows nothing. Its last step follows the
 * session: a signed-in visitor is told their festival is kept, not asked to sign in. It is drawn in
 * the page's flow where the host puts it, so it never lies over the tiles it tells a visitor about.
 */
export default function Tutorial({ locale, topic, open, focusOnOpen, onClose }: TutorialProps) {
  const signedIn = useSignedIn();
  if (topic !== 'welcome') return null;
  return (
    <TutorialSheet
      locale={locale}
      content={signedIn ? signedInWelcomeTutorial : welcomeTutorial}
      open={open}
      focusOnOpen={focusOnOpen}
      placement="inline"
      onClose={onClose}
    />
  );
}
