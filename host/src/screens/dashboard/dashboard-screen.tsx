import { useTranslation } from '@onam/shared/react/locale-context';
import { messages } from '../../i18n/messages';

export function Component() {
  const t = useTranslation(messages);
  return (
    <section>
      <h1>{t('dashboard.title')}</h1>
      <p>{t('dashboard.intro')}</p>
    </section>
  );
}
