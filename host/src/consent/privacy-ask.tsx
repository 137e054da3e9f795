import { useId, useState, type FormEvent } from 'react';
import {
  AGE_BANDS,
  needsPrivacyAnswer,
  PRIVACY_PATH,
  type AgeBand,
} from '@onam/shared/backend/privacy';
import { useAcceptPrivacyNotice, useProfile } from '@onam/shared/react/backend-hooks';
import { useTranslation } from '@onam/shared/react/locale-context';
import { askMessages } from './ask-messages';
import styles from './privacy-prompt.module.css';

const BAND_LABELS = { 'under-18': 'ask.under18', adult: 'ask.adult' } as const;

/** The form itself, loaded only when a signed-in visitor's page shows it (privacy-prompt.tsx). */
export function PrivacyAsk({ uid }: { uid: string }) {
  const t = useTranslation(askMessages);
  const profile = useProfile(uid);
  const accept = useAcceptPrivacyNotice();
  const [band, setBand] = useState<AgeBand | ''>('');
  const [read, setRead] = useState(false);
  const [problems, setProblems] = useState<{ band?: boolean; read?: boolean }>({});
  const id = useId();
  if (!needsPrivacyAnswer(profile.data)) return null;
  const given = profile.data?.ageBand ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { band: !given && band === '', read: !read };
    setProblems(found);
    if (found.band || found.read) return;
    accept.mutate(given || band === '' ? {} : { ageBand: band });
  };

  return (
    <section className={styles.ask} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('ask.title')}</h2>
      <p>{t('ask.intro')}</p>
      <p>
        <a href={PRIVACY_PATH} target="_blank" rel="noopener" className={styles.link}>
          {t('ask.notice')}
        </a>
      </p>
      <form noValidate onSubmit={submit} className={styles.form}>
        {given ? (
          <p>{t('ask.ageBandGiven', { band: t(BAND_LABELS[given]) })}</p>
        ) : (
          <fieldset aria-describedby={problems.band ? `${id}-band` : undefined}>
            <legend>{t('ask.ageBand')}</legend>
            {AGE_BANDS.map((value) => (
              <label key={value} className={styles.option}>
                <input
                  type="radio"
                  name={`${id}-band`}
                  value={value}
                  checked={band === value}
                  aria-invalid={problems.band ? true : undefined}
                  onChange={() => setBand(value)}
                />
                {t(BAND_LABELS[value])}
              </label>
            ))}
            {problems.band && (
              <p id={`${id}-band`} role="alert" className={styles.error}>
                {t('ask.needBand')}
              </p>
            )}
          </fieldset>
        )}
        <label className={styles.option}>
          <input
            type="checkbox"
            checked={read}
            aria-invalid={problems.read ? true : undefined}
            aria-describedby={problems.read ? `${id}-read` : undefined}
            onChange={(event) => setRead(event.target.checked)}
          />
          {t('ask.accept')}
        </label>
        {problems.read && (
          <p id={`${id}-read`} role="alert" className={styles.error}>
            {t('ask.needAccept')}
          </p>
        )}
        <button type="submit" className={styles.submit} disabled={accept.isPending}>
          {t('ask.submit')}
        </button>
        {accept.isError && (
          <p role="alert" className={styles.error}>
            {t('ask.failed')}
          </p>
        )}
      </form>
    </section>
  );
}
