import type { PartMeta, TutorialProps } from '@onam/shared/contracts/parts';
import { PART_CONTRACT_VERSION } from '@onam/shared/contracts/parts';
import { useTranslation } from '@onam/shared/react/locale-context';
import { messages } from '../i18n/messages';

export const meta: PartMeta<'tutorial'> = {
  kind: 'part',
  id: 'tutorial',
  contractVersion: PART_CONTRACT_VERSION,
};

export default function Tutorial({ locale, open, onClose }: TutorialProps) {
  const t = useTranslation(messages, locale);
  if (!open) return null;
  return (
    <section aria-labelledby="tutorial-title">
      <h2 id="tutorial-title">{t('tutorial.title')}</h2>
      <p>{t('tutorial.soon')}</p>
      <button type="button" onClick={onClose}>
        {t('tutorial.close')}
      </button>
    </section>
  );
}
