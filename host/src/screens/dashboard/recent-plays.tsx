import { useId } from 'react';
import { useRecentPlays } from '@onam/shared/react/backend-hooks';
import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import { PrefetchLink } from '../../navigation/prefetch-link';
import { messages } from './messages';
import { formatKeralaTime } from '@onam/shared/festival/kerala-time';
import { linkOf, type GameLinks } from './game-links';
import { SectionError, SectionLoading } from './section-states';
import styles from './dashboard.module.css';

export const RECENT_PLAYS = 10;

/** The visitor's last plays, newest first, each with a way to play that game again. */
export function RecentPlays({ uid, links }: { uid: string; links: GameLinks }) {
  const t = useTranslation(messages);
  const locale = useLocale();
  const headingId = useId();
  const plays = useRecentPlays(uid, RECENT_PLAYS);

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={plays.isPending}
      className={styles.panel}
      data-section="recent-plays"
    >
      <h2 id={headingId}>{t('dashboard.plays.title')}</h2>
      {plays.isPending ? (
        <SectionLoading>{t('dashboard.plays.loading')}</SectionLoading>
      ) : plays.isError ? (
        <SectionError onRetry={() => void plays.refetch()}>
          {t('dashboard.plays.error')}
        </SectionError>
      ) : plays.data.length === 0 ? (
        <>
          <p>{t('dashboard.plays.empty')}</p>
          <ul className={styles.links}>
            {Object.values(links)
              .filter((link) => link.open)
              .map(({ gameId: id, path, title }) => (
                <li key={id}>
                  <PrefetchLink to={path} className={styles.action}>
                    {t('dashboard.plays.first', { game: title })}
                  </PrefetchLink>
                </li>
              ))}
          </ul>
        </>
      ) : (
        <ol className={styles.plays}>
          {plays.data.map((play) => {
            const link = linkOf(links, play.gameId);
            return (
              <li key={play.id} className={styles.play}>
                <span className={styles.playGame}>{link.title}</span>
                <span className={styles.playScore}>
                  {t('dashboard.plays.score', { score: play.score, max: play.maxScore })}
                </span>
                <time dateTime={play.playedAt} className={styles.muted}>
                  {formatKeralaTime(play.playedAt, locale)}
                </time>
                {link.open && (
                  <PrefetchLink to={link.path} className={styles.action}>
                    {t('dashboard.plays.again', { game: link.title })}
                  </PrefetchLink>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
