import { useId, useState } from 'react';
import type { MediaFile } from '@onam/shared/backend/port';
import { formatKeralaTime } from '@onam/shared/festival/kerala-time';
import type { Locale } from '@onam/shared/i18n/locale';
import { useRemoveMedia, type useMediaList } from '@onam/shared/react/backend-hooks';
import { useTranslation } from '@onam/shared/react/locale-context';
import { recorderMessages } from './messages';
import styles from './multi-recorder.module.css';

export interface GreetingListProps {
  locale: Locale;
  /** undefined while the visitor is still being found out. */
  signedIn: boolean | undefined;
  media: ReturnType<typeof useMediaList>;
  onRemoved: (name: string) => void;
}

/** The visitor's uploaded greetings, newest first, each to play or delete. */
export function GreetingList({ locale, signedIn, media, onRemoved }: GreetingListProps) {
  const t = useTranslation(recorderMessages, locale);
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading} tabIndex={-1} data-focus="greetings-heading">
        {t('recorder.greetings.title')}
      </h2>
      <Greetings locale={locale} signedIn={signedIn} media={media} onRemoved={onRemoved} />
    </section>
  );
}

function Greetings({ locale, signedIn, media, onRemoved }: GreetingListProps) {
  const t = useTranslation(recorderMessages, locale);
  if (signedIn === false) return <p>{t('recorder.greetings.signedOut')}</p>;
  if (signedIn === undefined || media.isPending) {
    return (
      <p aria-busy="true" className={styles.muted}>
        {t('recorder.greetings.loading')}
      </p>
    );
  }
  if (media.isError) {
    return (
      <div role="alert" className={styles.problem}>
        <p className={styles.error}>{t('recorder.greetings.error')}</p>
        <button type="button" onClick={() => void media.refetch()}>
          {t('recorder.greetings.retry')}
        </button>
      </div>
    );
  }
  if (media.data.length === 0) {
    return <p className={styles.muted}>{t('recorder.greetings.empty')}</p>;
  }
  return (
    <ul className={styles.items}>
      {media.data.map((greeting) => (
        <GreetingItem key={greeting.id} locale={locale} greeting={greeting} onRemoved={onRemoved} />
      ))}
    </ul>
  );
}

function GreetingItem({
  locale,
  greeting,
  onRemoved,
}: {
  locale: Locale;
  greeting: MediaFile;
  onRemoved: (name: string) => void;
}) {
  const t = useTranslation(recorderMessages, locale);
  const nameId = useId();
  const remove = useRemoveMedia();
  const [confirming, setConfirming] = useState(false);
  // After "Keep it", focus returns to the Delete button that the question replaced.
  const [keptFocus, setKeptFocus] = useState(false);
  const { name } = greeting;
  const uploadedOn = formatKeralaTime(greeting.createdAt, locale);
  const isVideo = greeting.contentType.startsWith('video/');
  const Player = isVideo ? 'video' : 'audio';

  return (
    <li className={styles.item} aria-labelledby={nameId}>
      <div className={styles.itemHeader}>
        <h3 id={nameId} className={styles.itemTitle}>
          {name}
        </h3>
        <span className={styles.muted}>
          <time dateTime={greeting.createdAt}>
            {t('recorder.greetings.uploadedOn', { date: uploadedOn })}
          </time>
        </span>
      </div>
      <Player
        className={isVideo ? styles.videoPlayer : styles.audioPlayer}
        src={greeting.url}
        controls
        preload="metadata"
        playsInline
        aria-label={name}
      />
      {remove.isError && (
        <p role="alert" className={styles.error}>
          {t('recorder.greetings.deleteFailed', { name })}
        </p>
      )}
      <div className={styles.actions}>
        {confirming ? (
          <div role="group" aria-label={t('recorder.greetings.confirm', { name })}>
            <p className={styles.confirm}>{t('recorder.greetings.confirm', { name })}</p>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.danger}
                // The question replaces the Delete button, so focus goes to its first answer.
                autoFocus
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(greeting.id, {
                    onSuccess: () => onRemoved(name),
                    onError: () => setConfirming(false),
                  })
                }
              >
                {t('recorder.greetings.confirmYes')}
              </button>
              <button
                type="button"
                onClick={() => {
                  setConfirming(false);
                  setKeptFocus(true);
                }}
              >
                {t('recorder.greetings.confirmNo')}
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            aria-label={t('recorder.greetings.deleteName', { name })}
            autoFocus={keptFocus}
            onClick={() => setConfirming(true)}
          >
            {t('recorder.greetings.delete')}
          </button>
        )}
      </div>
    </li>
  );
}
