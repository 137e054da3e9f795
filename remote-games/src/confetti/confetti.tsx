import type { ConfettiProps, PartMeta } from '@onam/shared/contracts/parts';
import { PART_CONTRACT_VERSION } from '@onam/shared/contracts/parts';
import { useTranslation } from '@onam/shared/react/locale-context';
import { messages } from '../i18n/messages';

export const meta: PartMeta<'confetti'> = {
  kind: 'part',
  id: 'confetti',
  contractVersion: PART_CONTRACT_VERSION,
};

/** Announces a finished game; the animated shower arrives with the games in step 4. */
export default function Confetti({ active }: ConfettiProps) {
  const t = useTranslation(messages);
  return (
    <div role="status" aria-live="polite" data-part="confetti">
      {active ? t('confetti.label') : null}
    </div>
  );
}
