import { inLocale, productName, switchOffMessage } from '@onam/shared/manifest/localized';
import { useEffect, useState } from 'react';
import { featuredToday, gameRoutesToday } from '@onam/shared/festival/availability';
import {
  festivalMoment,
  formatFestivalDate,
  mainDayCountdown,
} from '@onam/shared/festival/calendar';
import { whenIdle } from '@onam/shared/network/prefetch-policy';
import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import { useAfterFirstPaint } from '../../loading/after-first-paint';
import { useCampaign, useFestivalToday } from '../../campaign/campaign-context';
import { PLAY_ICON, TUTORIAL } from '../../federation/module-refs';
import { PrefetchLink } from '../../navigation/prefetch-link';
import { LoadedModule, RemoteBoundary } from '../../federation/remote-module';
import { usePreloadLikelyGame } from '../../federation/use-preload-game';
import { messages } from '../../i18n/messages';
import { countdownLine, festivalLine } from './festival-line';
import { hasSeenTutorial, rememberTutorialSeen } from '@onam/shared/ui/tutorial-memory';
import styles from './home-screen.module.css';

const ICON_SIZE = 48;

type TutorialState = 'closed' | 'first-visit' | 'asked';

/**
 * The landing: the festival hero, a tile per game route, and the welcome tutorial on a first
 * visit. Nothing remote is needed for the first paint: the play icons fill their reserved slots
 * when they arrive, and the tutorial is fetched only after the first paint, once the browser is idle.
 */
export function Component() {
  const t = useTranslation(messages);
  const locale = useLocale();
  const manifest = useCampaign();
  const { brand, festival, switchOff } = manifest;
  const today = useFestivalToday();
  const [tutorial, setTutorial] = useState<TutorialState>('closed');
  const painted = useAfterFirstPaint();

  // The welcome tutorial is a remote module: it waits for the first paint, then for an idle moment.
  useEffect(() => {
    if (!painted || hasSeenTutorial('welcome')) return;
    return whenIdle(() => setTutorial('first-visit'));
  }, [painted]);

  // Kerala's date by the server's clock where known: the festival runs on Kerala's calendar.
  const moment = festivalMoment(festival.days, today);
  const countdown = mainDayCountdown(festival.days, today);
  const featured = featuredToday(manifest, today);
  const formatDate = (isoDate: string) => formatFestivalDate(isoDate, `${locale}-IN`);
  // A resting (disabled) game has no tile; one not open yet says when it opens.
  const tiles = gameRoutesToday(manifest, today).filter(
    ({ availability }) => availability.state !== 'disabled',
  );
  // The first open game's module loads once the page is idle, so its tile opens it at once.
  usePreloadLikelyGame(manifest.routes, tiles);
  const closeTutorial = () => {
    rememberTutorialSeen('welcome');
    setTutorial('closed');
  };

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <p className={styles.presents}>{t('home.presents', { broadcaster: brand.broadcaster })}</p>
        <h1 id="hero-title" className={styles.title}>
          {productName(brand, locale)}
        </h1>
        <p className={styles.day}>
          {festivalLine(moment, t, formatDate, locale)}
          {/* In English the day's Malayalam name follows; in Malayalam the line already has it. */}
          {moment.phase === 'during' && locale !== 'ml' && (
            <span lang="ml" className={styles.dayMl}>
              {moment.day.nameMl}
            </span>
          )}
        </p>
        {countdown && <p className={styles.countdown}>{countdownLine(countdown, t, locale)}</p>}
        <p>{t('home.intro')}</p>
        <PrefetchLink to="/calendar" className={styles.calendarLink}>
          {t('home.calendar')}
        </PrefetchLink>
      </section>
      {featured && (
        <section className={styles.featured} aria-labelledby="featured-title">
          <h2 id="featured-title">{t('home.featured')}</h2>
          <PrefetchLink to={featured.path} className={styles.featuredLink}>
            {t('home.featuredLink', {
              title: inLocale(featured.title, featured.titleMl, locale),
            })}
          </PrefetchLink>
        </section>
      )}
      {switchOff && (
        <p role="status" className={styles.switchOff}>
          {switchOffMessage(switchOff, locale)}
        </p>
      )}
      <div className={styles.gamesHeader}>
        <h2>{t('home.games')}</h2>
        <button type="button" onClick={() => setTutorial('asked')}>
          {t('home.howItWorks')}
        </button>
      </div>
      <ul className={styles.tiles}>
        {tiles.map(({ path, title, titleMl, availability }) => (
          <li key={path}>
            <PrefetchLink to={path} className={styles.tile}>
              {/* Same-size placeholder until the first paint, while the icon loads, or if its
                  remote is down: no layout shift, and nothing remote before the first paint. A
                  game that cannot be played today has no play icon. */}
              {painted && availability.state === 'open' ? (
                <RemoteBoundary
                  kind="play-icon"
                  quiet
                  placeholder={<span className={styles.iconSlot} aria-hidden="true" />}
                >
                  <LoadedModule moduleRef={PLAY_ICON} kind="play-icon">
                    {({ default: PlayIcon }) => (
                      <PlayIcon label={t('home.play')} size={ICON_SIZE} />
                    )}
                  </LoadedModule>
                </RemoteBoundary>
              ) : (
                <span className={styles.iconSlot} aria-hidden="true" />
              )}
              <span className={styles.tileText}>
                <span>{inLocale(title, titleMl, locale)}</span>
                {availability.state === 'not-yet' && (
                  <span className={styles.tileNote}>
                    {t('home.opensOn', { day: availability.opensOn })}
                  </span>
                )}
                {availability.state === 'closed' && (
                  <span className={styles.tileNote}>{t('home.closedTile')}</span>
                )}
              </span>
            </PrefetchLink>
          </li>
        ))}
      </ul>
      {tutorial !== 'closed' && (
        <RemoteBoundary kind="tutorial" quiet placeholder={null}>
          <LoadedModule moduleRef={TUTORIAL} kind="tutorial">
            {({ default: Tutorial }) => (
              <Tutorial
                locale={locale}
                topic="welcome"
                open
                focusOnOpen={tutorial === 'asked'}
                onClose={closeTutorial}
              />
            )}
          </LoadedModule>
        </RemoteBoundary>
      )}
    </>
  );
}
