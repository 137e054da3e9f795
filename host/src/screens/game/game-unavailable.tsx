import { inLocale, routeTitle } from '@onam/shared/manifest/localized';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { gameRoutesToday, type RouteAvailability } from '@onam/shared/festival/availability';
import { formatFestivalDate } from '@onam/shared/festival/calendar';
import type { GameRoutePath } from '@onam/shared/manifest/schema';
import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import { useCampaign, useFestivalToday } from '../../campaign/campaign-context';
import { PrefetchLink } from '../../navigation/prefetch-link';
import { messages } from '../../i18n/messages';
import styles from './game-unavailable.module.css';

/**
 * The operators' switch-off: their message is the page, in a status region so screen readers
 * announce it when it replaces a game in progress.
 */
export function SwitchedOffPage({ message }: { message: string }) {
  const t = useTranslation(messages);
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId}>{t('game.switchedOff')}</h1>
      <p role="status" className={styles.message}>
        {message}
      </p>
      <p>
        <Link to="/">{t('game.backHome')}</Link>
      </p>
    </section>
  );
}

/**
 * A game path that is not open today: not open yet (with the day it opens), resting (switched
 * off by the operators, with no date to promise) or closed for the year; with the games that are
 * open, so the visit does not end here.
 */
export function GameUnavailablePage({
  path,
  availability,
}: {
  path: GameRoutePath;
  availability: Exclude<RouteAvailability, { state: 'open' }>;
}) {
  const t = useTranslation(messages);
  const locale = useLocale();
  const manifest = useCampaign();
  const today = useFestivalToday();
  const titleId = useId();
  const othersId = useId();
  const route = manifest.routes[path];
  const title = route ? routeTitle(route, locale) : t('game.thisGame');
  const others = gameRoutesToday(manifest, today).filter(
    (game) => game.path !== path && game.availability.state === 'open',
  );

  let heading: string;
  let body: string;
  switch (availability.state) {
    case 'not-yet':
      heading = t('game.notYet.title');
      body = availability.day
        ? t('game.notYet.body', {
            title,
            day: availability.opensOn,
            name: inLocale(availability.day.name, availability.day.nameMl, locale),
            date: formatFestivalDate(availability.day.start, `${locale}-IN`),
          })
        : t('game.notYet.bodyNoDate', { title, day: availability.opensOn });
      break;
    case 'disabled':
      heading = t('game.resting.title');
      body = t('game.resting.body', { title });
      break;
    case 'closed':
      heading = t('game.closed.title');
      body = t('game.closed.body', { title });
      break;
    case 'retired':
      heading = t('game.retired.title');
      body = t('game.retired.body', { title });
      break;
  }

  return (
    <section
      className={styles.page}
      aria-labelledby={titleId}
      data-availability={availability.state}
    >
      <h1 id={titleId}>{heading}</h1>
      <p className={styles.message}>{body}</p>
      {others.length > 0 ? (
        <nav aria-labelledby={othersId}>
          <h2 id={othersId} className={styles.othersTitle}>
            {t('game.others')}
          </h2>
          <ul className={styles.others}>
            {others.map((game) => (
              <li key={game.path}>
                <PrefetchLink to={game.path} className={styles.other}>
                  {routeTitle(game, locale)}
                </PrefetchLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p>
          <Link to="/">{t('game.backHome')}</Link>
        </p>
      )}
    </section>
  );
}
