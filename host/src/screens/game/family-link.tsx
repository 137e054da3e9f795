import { useTranslation } from '@onam/shared/react/locale-context';
import type { Catalogue } from '@onam/shared/i18n/translator';
import { PrefetchLink } from '../../navigation/prefetch-link';

const familyLinkMessages = {
  en: { 'game.familyLink': 'Lay a pookalam together with your family, each from your own phone' },
  ml: {
    'game.familyLink': 'ഓരോരുത്തരും സ്വന്തം ഫോണിൽ നിന്ന്, കുടുംബത്തോടൊപ്പം ഒരു പൂക്കളമിടൂ',
  },
} as const satisfies Catalogue<string>;

/** Under the pookalam: the way to the family pookalam (docs/decisions/074). */
export function FamilyLink() {
  const t = useTranslation(familyLinkMessages);
  return (
    <p>
      <PrefetchLink to="/family">{t('game.familyLink')}</PrefetchLink>
    </p>
  );
}
