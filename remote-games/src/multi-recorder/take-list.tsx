import { useId } from 'react';
import type { Locale } from '@onam/shared/i18n/locale';
import { useTranslation } from '@onam/shared/react/locale-context';
import { UploadRow } from '@onam/shared/react/ui/upload-row';
import { keptNote, onlyOnThisPage, type KeptNote } from './kept-takes';
import { formatClock } from './limits';
import {
  recorderMessages,
  UPLOAD_FAILURES,
  type RecorderKey,
  type UploadFailure,
} from './messages';
import type { Take, TakesState } from './takes';
import styles from './multi-recorder.module.css';

export interface TakeListProps {
  locale: Locale;
  state: TakesState;
  /** A recording is under way: the takes wait until it ends. */
  recording: boolean;
  onRerecord: (take: Take) => void;
  onDelete: (take: Take) => void;
  onUpload: (take: Take) => void;
  onCancel: (take: Take) => void;
}

const NOTES: Record<KeptNote, RecorderKey> = {
  kept: 'recorder.takes.kept',
  full: 'recorder.takes.inPageFull',
  unavailable: 'recorder.takes.inPageUnavailable',
  'no-account': 'recorder.takes.inPageSignedOut',
};

const failureOf = (take: Take): UploadFailure =>
  (UPLOAD_FAILURES as readonly string[]).includes(take.failure ?? '')
    ? (take.failure as UploadFailure)
    : 'unknown';

/** The takes of this visit, each with its player and what can be done with it. */
export function TakeList({
  locale,
  state,
  recording,
  onRerecord,
  onDelete,
  onUpload,
  onCancel,
}: TakeListProps) {
  const t = useTranslation(recorderMessages, locale);
  const titleId = useId();
  const { takes } = state;
  const replacing = state.recording?.target ?? null;
  const note = keptNote(takes);

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading} tabIndex={-1} data-focus="takes-heading">
        {t('recorder.takes.title')}
      </h2>
      {takes.length === 0 ? (
        <p className={styles.muted}>{t('recorder.takes.empty')}</p>
      ) : (
        <>
          {/* Where the takes are is told as it is: never "kept" of a take this page holds alone. */}
          <p role="status" className={styles.note} data-kept={note}>
            {note && t(NOTES[note])}
          </p>
          <ol className={styles.items}>
            {takes.map((take) => (
              <TakeItem
                key={take.id}
                locale={locale}
                take={take}
                beingReplaced={take.id === replacing}
                locked={recording}
                onRerecord={onRerecord}
                onDelete={onDelete}
                onUpload={onUpload}
                onCancel={onCancel}
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function TakeItem({
  locale,
  take,
  beingReplaced,
  locked,
  onRerecord,
  onDelete,
  onUpload,
  onCancel,
}: {
  locale: Locale;
  take: Take;
  beingReplaced: boolean;
  locked: boolean;
} & Pick<TakeListProps, 'onRerecord' | 'onDelete' | 'onUpload' | 'onCancel'>) {
  const t = useTranslation(recorderMessages, locale);
  const nameId = useId();
  const { number } = take;
  const name = t('recorder.take.name', { number });
  const percent = Math.round(take.progress * 100);
  const Player = take.kind === 'video' ? 'video' : 'audio';
  // Re-record and Delete, for a take not on its way.
  const others = (
    <>
      <button
        type="button"
        aria-label={t('recorder.take.rerecordName', { number })}
        disabled={locked}
        onClick={() => onRerecord(take)}
      >
        {t('recorder.take.rerecord')}
      </button>
      <button
        type="button"
        aria-label={t('recorder.take.deleteName', { number })}
        disabled={locked}
        onClick={() => onDelete(take)}
      >
        {t('recorder.take.delete')}
      </button>
    </>
  );

  return (
    <li
      className={styles.item}
      aria-labelledby={nameId}
      data-status={take.status}
      data-kept={take.kept}
    >
      <div className={styles.itemHeader}>
        <h3 id={nameId} className={styles.itemTitle}>
          {name}
        </h3>
        <span className={styles.muted}>
          {t('recorder.take.length', {
            duration: formatClock(Math.round(take.durationMs / 1000)),
            kind: t(take.kind === 'video' ? 'recorder.take.video' : 'recorder.take.audio'),
          })}
        </span>
        {onlyOnThisPage(take) && (
          <span className={styles.onlyHere}>{t('recorder.take.onlyHere')}</span>
        )}
      </div>

      {beingReplaced ? (
        <p className={styles.note}>{t('recorder.take.beingReplaced')}</p>
      ) : (
        <Player
          className={take.kind === 'video' ? styles.videoPlayer : styles.audioPlayer}
          src={take.url}
          controls
          preload="metadata"
          playsInline
          aria-label={name}
        />
      )}

      {take.status === 'recorded' ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.primary}
            data-focus={`upload-${take.id}`}
            aria-label={t('recorder.take.uploadName', { number })}
            disabled={locked}
            onClick={() => onUpload(take)}
          >
            {t('recorder.take.upload')}
          </button>
          {others}
        </div>
      ) : (
        // The upload as every upload on the site shows it; Try again sends the take once more.
        <UploadRow
          locale={locale}
          name={name}
          showName={false}
          status={take.status}
          percent={percent}
          failure={take.status === 'failed' ? t(`recorder.take.failed.${failureOf(take)}`) : null}
          labels={{
            progress: t('recorder.take.uploading', { number }),
            cancel: t('recorder.take.cancel'),
            cancelName: t('recorder.take.cancelName', { number }),
            retry: t('recorder.take.retry'),
            retryName: t('recorder.take.retryName', { number }),
          }}
          focusKeys={{ cancel: `cancel-${take.id}`, retry: `retry-${take.id}` }}
          retryDisabled={locked}
          onCancel={() => onCancel(take)}
          onRetry={() => onUpload(take)}
        >
          {take.status === 'failed' && others}
        </UploadRow>
      )}
    </li>
  );
}
