import { useTranslation } from '@onam/shared/react/locale-context';
import { messages } from '../../i18n/messages';

export function Component() {
  const t = useTranslation(messages);
  return (
    <section>
      <h1>{t('celebrate.title')}</h1>
      <p>{t('celebrate.intro')}</p>
    </section>
  );
}
