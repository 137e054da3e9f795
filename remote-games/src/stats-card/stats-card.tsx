import type { PartMeta, StatsCardProps } from '@onam/shared/contracts/parts';
import { PART_CONTRACT_VERSION } from '@onam/shared/contracts/parts';
import { useTranslation } from '@onam/shared/react/locale-context';
import { messages } from '../i18n/messages';

export const meta: PartMeta<'stats-card'> = {
  kind: 'part',
  id: 'stats-card',
  contractVersion: PART_CONTRACT_VERSION,
};

/** Figures come from the backend hooks in step 3; until then every visitor has none. */
export default function StatsCard({ locale }: StatsCardProps) {
  const t = useTranslation(messages, locale);
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title">{t('stats.title')}</h2>
      <p>{t('stats.empty')}</p>
    </section>
  );
}
