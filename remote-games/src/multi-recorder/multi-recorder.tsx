import type { MultiRecorderProps, PartMeta } from '@onam/shared/contracts/parts';
import { PART_CONTRACT_VERSION } from '@onam/shared/contracts/parts';
import { useTranslation } from '@onam/shared/react/locale-context';
import { messages } from '../i18n/messages';

export const meta: PartMeta<'multi-recorder'> = {
  kind: 'part',
  id: 'multi-recorder',
  contractVersion: PART_CONTRACT_VERSION,
};

/** The greeting recorder (step 5). It already states the limits a visitor will work within. */
export default function MultiRecorder({ locale, maxClips, maxClipSeconds }: MultiRecorderProps) {
  const t = useTranslation(messages, locale);
  return (
    <section aria-labelledby="recorder-title">
      <h2 id="recorder-title">{t('recorder.title')}</h2>
      <p>{t('recorder.limits', { clips: maxClips, seconds: maxClipSeconds })}</p>
    </section>
  );
}
