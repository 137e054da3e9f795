import { formatFestivalDate } from '@onam/shared/festival/calendar';
import { productName } from '@onam/shared/manifest/localized';
import {
  PRIVACY_CONTACT_EMAIL,
  PRIVACY_NOTICE_DATE,
  PRIVACY_NOTICE_VERSION,
} from '@onam/shared/backend/privacy';
import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import { useCampaign } from '../../campaign/campaign-context';
import { privacyMessages, type PrivacyKey } from './messages';
import styles from './privacy.module.css';

const COLLECTED: readonly PrivacyKey[] = [
  'privacy.what.account',
  'privacy.what.profile',
  'privacy.what.plays',
  'privacy.what.greetings',
  'privacy.what.wall',
  'privacy.what.family',
  'privacy.what.consent',
];

const RIGHTS: readonly PrivacyKey[] = [
  'privacy.rights.access',
  'privacy.rights.correction',
  'privacy.rights.erasure',
  'privacy.rights.withdraw',
  'privacy.rights.grievance',
  'privacy.rights.nominate',
];

/**
 * The privacy notice at /privacy (docs/decisions/037), in the visitor's language, with
 * its version and date: the version is what a profile records as accepted. Linked from every
 * page's footer and from the registration dialog.
 */
export function Component() {
  const t = useTranslation(privacyMessages);
  const locale = useLocale();
  const { brand } = useCampaign();
  const names = { product: productName(brand, locale), broadcaster: brand.broadcaster };
  const mail = (
    <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`} className={styles.mail}>
      {PRIVACY_CONTACT_EMAIL}
    </a>
  );

  return (
    <article className={styles.notice}>
      <h1>{t('privacy.title')}</h1>
      <p className={styles.version}>
        {t('privacy.version', {
          version: PRIVACY_NOTICE_VERSION,
          date: formatFestivalDate(PRIVACY_NOTICE_DATE, `${locale}-IN`, {
            day: 'numeric',
            month: 'long',
            year: 'numeric',
          }),
        })}
      </p>
      <p>{t('privacy.intro', names)}</p>

      <h2>{t('privacy.who.title')}</h2>
      <p>{t('privacy.who.body', { ...names, email: PRIVACY_CONTACT_EMAIL })}</p>

      <h2>{t('privacy.what.title')}</h2>
      <ul>
        {COLLECTED.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>

      <h2>{t('privacy.why.title')}</h2>
      <p>{t('privacy.why.body')}</p>

      <h2>{t('privacy.kept.title')}</h2>
      <p>{t('privacy.kept.body')}</p>
      <p>{t('privacy.kept.family')}</p>

      <h2>{t('privacy.processors.title')}</h2>
      <p>{t('privacy.processors.body')}</p>

      <h2>{t('privacy.rights.title')}</h2>
      <ul>
        {RIGHTS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>

      <h2>{t('privacy.how.title')}</h2>
      <p>{t('privacy.how.menu')}</p>
      <p>{t('privacy.how.correct')}</p>
      <p>{t('privacy.how.write', { email: PRIVACY_CONTACT_EMAIL })}</p>

      <h2 id="children">{t('privacy.children.title')}</h2>
      <p>{t('privacy.children.body')}</p>

      <p className={styles.contact}>
        {t('privacy.contact')}: {mail}
      </p>
    </article>
  );
}
