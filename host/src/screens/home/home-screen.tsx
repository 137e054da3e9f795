import { inLocale, productName, switchOffMessage } from '@onam/shared/manifest/localized';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { featuredToday, gameRoutesToday } from '@onam/shared/festival/availability';
import {
  festivalMoment,
  formatFestivalDate,
  mainDayCountdown,
} from '@onam/shared/festival/calendar';
import { RECORDER_ROUTE_PATH, type GameRoutePath } from '@onam/shared/manifest/route-paths';
import { whenIdle } from '@onam/shared/network/prefetch-policy';
import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import { useAfterFirstPaint } from '../../loading/after-first-paint';
import { useCampaign, useFestivalToday } from '../../campaign/campaign-context';
import { PLAY_ICON, TUTORIAL } from '../../federation/module-refs';
import { PrefetchLink } from '../../navigation/prefetch-link';
import { LoadedModule, RemoteBoundary, remoteModuleQuery } from '../../federation/remote-module';
import { useRemoteLoaded } from '../../federation/loaded-remotes';
import { usePreloadLikelyGame } from '../../federation/use-preload-game';
import { messages } from '../../i18n/messages';
import { countdownLine, festivalLine } from './festival-line';
import { hasSeenTutorial, rememberTutorialSeen } from '@onam/shared/ui/tutorial-memory';
import { SeenWhenShown } from './seen-when-shown';
import styles from './home-screen.module.css';

const ICON_SIZE = 48;

type TutorialState = 'closed' | 'first-visit' | 'asked';

/**
 * The play icon's face as the host draws it (the games remote's icon, in CSS): what a tile shows
 * until the games remote is loaded for something the visitor asked for, so a cheap phone runs no
 * remote code to draw the home page (docs/decisions/052).
 */
function PlayFace({ label }: { label: string }) {
  return <span className={styles.playFace} role="img" aria-label={label} />;
}

/**
 * The landing: the festival hero, a tile per game route, and the welcome tutorial below the tiles
 * on a first visit. Nothing remote is needed for the first paint: the play icons are the host's
 * until the games remote is here anyway, a tile's game loads when the visitor points at or
 * presses it, and the tutorial is fetched only after the first paint, once the browser is idle.
 */
export function Component() {
  const t = useTranslation(messages);
  const locale = useLocale();
  const manifest = useCampaign();
  const { brand, festival, switchOff } = manifest;
  const today = useFestivalToday();
  const [tutorial, setTutorial] = useState<TutorialState>('closed');
  const painted = useAfterFirstPaint();
  const gamesLoaded = useRemoteLoaded(PLAY_ICON.remote);
  const queryClient = useQueryClient();

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
  // A resting (disabled) or retired game has no tile; one not open yet says when it opens.
  const tiles = gameRoutesToday(manifest, today).filter(
    ({ availability }) => availability.state !== 'disabled' && availability.state !== 'retired',
  );
  // The first open game's module loads once the page is idle, so its tile opens it at once.
  usePreloadLikelyGame(manifest.routes, tiles);
  // A tile's game, loaded on the visitor's intent with the screen's code: a press starts it some
  // 100 ms before the click that needs it. Not the recorder's tile: it waits for a sign-in.
  const loadGameOf = (path: GameRoutePath, state: string) => {
    const route = manifest.routes[path];
    if (!route || state !== 'open' || path === RECORDER_ROUTE_PATH) return undefined;
    const ref = { remote: route.remote, module: route.module };
    return () => queryClient.prefetchQuery(remoteModuleQuery(ref, 'game'));
  };
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
            <PrefetchLink
              to={path}
              className={styles.tile}
              // The tile's game on intent, with the screen's code: a press starts it some 100 ms
              // before the click that needs it.
              onIntent={loadGameOf(path, availability.state)}
            >
              {/* A game that cannot be played today has no play icon, only its slot. The games
                  remote's own icon once that remote is here; the host's face of it until then,
                  and if the remote fails: the same size, so nothing moves. */}
              {availability.state !== 'open' ? (
                <span className={styles.iconSlot} aria-hidden="true" />
              ) : gamesLoaded ? (
                <RemoteBoundary
                  kind="play-icon"
                  quiet
                  placeholder={<PlayFace label={t('home.play')} />}
                >
                  <span className={styles.icon}>
                    <LoadedModule moduleRef={PLAY_ICON} kind="play-icon">
                      {({ default: PlayIcon }) => (
                        <PlayIcon label={t('home.play')} size={ICON_SIZE} />
                      )}
                    </LoadedModule>
                  </span>
                </RemoteBoundary>
              ) : (
                <PlayFace label={t('home.play')} />
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
      {/* After the tiles, in the page's flow: it covers none of them and moves none when it
          arrives, so a tile under the visitor's finger stays where it was. */}
      {tutorial !== 'closed' && (
        <RemoteBoundary kind="tutorial" quiet placeholder={null}>
          <LoadedModule moduleRef={TUTORIAL} kind="tutorial">
            {({ default: Tutorial }) => (
              <SeenWhenShown topic="welcome">
                <Tutorial
                  locale={locale}
                  topic="welcome"
                  open
                  focusOnOpen={tutorial === 'asked'}
                  onClose={closeTutorial}
                />
              </SeenWhenShown>
            )}
          </LoadedModule>
        </RemoteBoundary>
      )}
    </>
  );
}
