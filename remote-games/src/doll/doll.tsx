import type { DollProps, PartMeta } from '@onam/shared/contracts/parts';
import { PART_CONTRACT_VERSION } from '@onam/shared/contracts/parts';
import { useTranslation } from '@onam/shared/react/locale-context';
import { messages } from '../i18n/messages';

export const meta: PartMeta<'doll'> = {
  kind: 'part',
  id: 'doll',
  contractVersion: PART_CONTRACT_VERSION,
};

/** The undressed doll's silhouette; the dress-up game (step 4) draws the worn layers over it. */
export default function Doll({ locale, wearing }: DollProps) {
  const t = useTranslation(messages, locale);
  return (
    <svg role="img" aria-label={t('doll.label')} viewBox="0 0 100 220" width="100" height="220">
      <circle cx="50" cy="30" r="20" fill="#c68642" />
      <rect x="30" y="52" width="40" height="80" rx="12" fill="#c68642" />
      <rect x="32" y="132" width="14" height="80" rx="6" fill="#c68642" />
      <rect x="54" y="132" width="14" height="80" rx="6" fill="#c68642" />
      {wearing.length > 0 && <title>{wearing.join(', ')}</title>}
    </svg>
  );
}
