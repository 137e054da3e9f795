import { useId, useSyncExternalStore } from 'react';
import { isSetAside, pendingPlays, type PendingPlay } from '@onam/shared/backend/pending-plays';
import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import { setAsideReason } from '../../plays/failure-reason';
import { SetAsideActions } from '../../plays/set-aside-actions';
import { messages } from './messages';
import { formatKeralaTime } from '@onam/shared/festival/kerala-time';
import { linkOf, type GameLinks } from './game-links';
import styles from './dashboard.module.css';

/**
 * The visitor's plays still on this device, not saved yet: those waiting their turn and those the
 * server kept failing on, which only the visitor can send again or remove. Read from the device,
 * so a visitor who reloaded or came back another day finds them; the sync saves the waiting ones
 * meanwhile and they leave the list as they are saved. Hidden when there are none.
 */
export function DevicePlays({ uid, links }: { uid: string; links: GameLinks }) {
  const t = useTranslation(messages);
  const locale = useLocale();
  const headingId = useId();
  const store = pendingPlays();
  const all = useSyncExternalStore(store.subscribe, store.list, store.list);
  // Their own and those played signed out (which go to whoever signs in here), as the sync sees.
  const plays = all.filter((play) => play.uid === null || play.uid === uid);
  if (plays.length === 0) return null;

  const stateOf = (play: PendingPlay) =>
    isSetAside(play)
      ? t('dashboard.device.setAside', { reason: setAsideReason(play, t('plays.failedReason')) })
      : play.lastFailure?.kind === 'unchecked'
        ? t('dashboard.device.unchecked')
        : t('dashboard.device.waiting');

  return (
    <section aria-labelledby={headingId} className={styles.panel} data-section="device-plays">
      <h2 id={headingId}>{t('dashboard.device.title')}</h2>
      <p className={styles.muted}>{t('dashboard.device.intro')}</p>
      <ul className={styles.plays}>
        {plays.map((play) => {
          const game = linkOf(links, play.gameId).title;
          return (
            <li
              key={play.id}
              className={`${styles.play} ${isSetAside(play) ? styles.setAside : ''}`}
            >
              <span className={styles.playGame}>{game}</span>
              <span className={styles.playScore}>
                {t('dashboard.plays.score', { score: play.score, max: play.maxScore })}
              </span>
              <time dateTime={play.finishedAt} className={styles.muted}>
                {formatKeralaTime(play.finishedAt, locale)}
              </time>
              <p className={styles.playState}>{stateOf(play)}</p>
              {isSetAside(play) && (
                <div className={styles.playActions}>
                  <SetAsideActions
                    playId={play.id}
                    name={t('plays.nameWithGame', { game, score: play.score })}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
