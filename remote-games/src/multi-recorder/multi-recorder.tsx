import { useId } from 'react';
import type { MultiRecorderProps, PartMeta } from '@onam/shared/contracts/parts';
import { PART_CONTRACT_VERSION } from '@onam/shared/contracts/parts';
import { useBackendReady } from '@onam/shared/react/backend-context';
import { useTranslation } from '@onam/shared/react/locale-context';
import { recorderMessages } from './messages';
import { GREETINGS, type GreetingId } from '@onam/shared/festival/greetings';
import { Recorder } from './recorder';
import styles from './multi-recorder.module.css';

/** Short greetings to start a recording with; the whole list is on /celebrate. */
const IDEAS = ['onashamsakal', 'hrudayam', 'ponnonam'] as const satisfies readonly GreetingId[];
const isIdea = (id: GreetingId): id is (typeof IDEAS)[number] =>
  (IDEAS as readonly GreetingId[]).includes(id);

export const meta: PartMeta<'multi-recorder'> = {
  kind: 'part',
  id: 'multi-recorder',
  contractVersion: PART_CONTRACT_VERSION,
};

/**
 * The greeting recorder on /talk: several takes of sound or video, each to play back, re-record,
 * delete or upload, and the visitor's uploaded greetings. The heading and the limits show at once;
 * the recorder itself waits for the backend adapter (it never suspends the host's page).
 */
export default function MultiRecorder({ locale, maxClips, maxClipSeconds }: MultiRecorderProps) {
  const t = useTranslation(recorderMessages, locale);
  const titleId = useId();
  const backend = useBackendReady();
  return (
    <section className={styles.recorder} aria-labelledby={titleId} data-part="multi-recorder">
      <h1 id={titleId} className={styles.title}>
        {t('recorder.title')}
      </h1>
      <p className={styles.intro}>{t('recorder.intro')}</p>
      <p className={styles.limits}>
        {t('recorder.limits', { clips: maxClips, seconds: maxClipSeconds })}
      </p>
      <div className={styles.ideas}>
        <p className={styles.ideasTitle}>{t('recorder.ideas.title')}</p>
        <ul className={styles.ideaList}>
          {GREETINGS.flatMap((greeting) =>
            isIdea(greeting.id) ? [{ ...greeting, id: greeting.id }] : [],
          ).map((idea) => (
            <li key={idea.id}>
              <span lang="ml" className={styles.malayalam}>
                {idea.ml}
              </span>
              {/* The Latin spelling helps those who read English; a Malayalam reader has the
                  greeting itself. */}
              {locale !== 'ml' && (
                <>
                  {' '}
                  <i>{idea.latin}</i>
                </>
              )}
              : {t(`recorder.ideas.${idea.id}`)}
            </li>
          ))}
        </ul>
      </div>
      {backend ? (
        <Recorder locale={locale} maxClips={maxClips} maxClipSeconds={maxClipSeconds} />
      ) : (
        <p aria-busy="true" className={styles.muted}>
          {t('recorder.loading')}
        </p>
      )}
    </section>
  );
}
