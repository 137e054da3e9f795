import { useId } from 'react';
import { RECORDER_ROUTE_PATH } from '@onam/shared/manifest/route-paths';
import type { MediaFile } from '@onam/shared/backend/port';
import { useMediaList } from '@onam/shared/react/backend-hooks';
import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import { PrefetchLink } from '../../navigation/prefetch-link';
import { messages } from './messages';
import { formatKeralaTime } from '@onam/shared/festival/kerala-time';
import { mediaKind } from './formatting';
import { SectionError, SectionLoading } from './section-states';
import styles from './dashboard.module.css';

/** The visitor's recorded greetings, each playable here, and the way to record more. */
export function GreetingsList({ uid, canRecord }: { uid: string; canRecord: boolean }) {
  const t = useTranslation(messages);
  const headingId = useId();
  const media = useMediaList(uid);
  const empty = media.isSuccess && media.data.length === 0;

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={media.isPending}
      className={styles.panel}
      data-section="greetings"
    >
      <h2 id={headingId}>{t('dashboard.media.title')}</h2>
      {media.isPending ? (
        <SectionLoading>{t('dashboard.media.loading')}</SectionLoading>
      ) : media.isError ? (
        <SectionError onRetry={() => void media.refetch()}>
          {t('dashboard.media.error')}
        </SectionError>
      ) : empty ? (
        <p>{t('dashboard.media.empty')}</p>
      ) : (
        <ul className={styles.greetings}>
          {media.data.map((file) => (
            <Greeting key={file.id} file={file} />
          ))}
        </ul>
      )}
      {canRecord && !media.isPending && !media.isError && (
        <PrefetchLink to={RECORDER_ROUTE_PATH} className={styles.action}>
          {t(empty ? 'dashboard.media.record' : 'dashboard.media.recordMore')}
        </PrefetchLink>
      )}
    </section>
  );
}

function Greeting({ file }: { file: MediaFile }) {
  const t = useTranslation(messages);
  const locale = useLocale();
  const nameId = useId();
  const kind = mediaKind(file.contentType);
  return (
    <li className={styles.greeting}>
      <p id={nameId} className={styles.greetingName}>
        {file.name}
      </p>
      <p className={styles.muted}>
        {t('dashboard.media.recorded', {
          date: formatKeralaTime(file.createdAt, locale),
        })}
      </p>
      {kind === 'audio' && (
        <audio controls preload="metadata" src={file.url} aria-labelledby={nameId} />
      )}
      {kind === 'video' && (
        <video
          controls
          preload="metadata"
          src={file.url}
          aria-labelledby={nameId}
          className={styles.video}
        />
      )}
      {kind === 'image' && <img src={file.url} alt={file.name} className={styles.video} />}
      {kind === 'other' && (
        <a href={file.url} target="_blank" rel="noreferrer">
          {t('dashboard.media.open', { name: file.name })}
        </a>
      )}
    </li>
  );
}
