import { Suspense, type ReactNode } from 'react';
import {
  BUILT_IN_GAME_IDS,
  isBuiltInGame,
  statsCardTitle,
  type GameId,
} from '@onam/shared/contracts/game';
import { RECORDER_ROUTE_PATH } from '@onam/shared/manifest/route-paths';
import {
  useCurrentUser,
  useFamilyFigures,
  useProfile,
  useRecentPlays,
} from '@onam/shared/react/backend-hooks';
import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import { useCampaign, useFestivalToday } from '../../campaign/campaign-context';
import { STATS_CARD } from '../../federation/module-refs';
import { LoadedModule, RemoteBoundary } from '../../federation/remote-module';
import { PrefetchLink } from '../../navigation/prefetch-link';
import { messages } from './messages';
import { DevicePlays } from './device-plays';
import { gameLinks } from './game-links';
import { GreetingsList } from './greetings-list';
import { Leaderboards } from './leaderboards';
import { RECENT_PLAYS, RecentPlays } from './recent-plays';
import styles from './dashboard.module.css';

/**
 * "My festival": the signed-in visitor's plays still on this device (when some are not saved yet),
 * their figures (the games remote's statistics card, overall and per game), recent plays, recorded
 * greetings and a leaderboard per game. The `auth` middleware keeps signed-out visitors away;
 * each section loads, fails and retries on its own.
 */
export function Component() {
  return (
    <Suspense fallback={<DashboardLoading />}>
      <Dashboard />
    </Suspense>
  );
}

/**
 * While the games remote's statistics card loads: boxes the shape of the cards (a heading and four
 * figures), so the sections below do not jump when the cards arrive.
 */
function StatsPlaceholder() {
  const t = useTranslation(messages);
  return (
    <>
      <div className={styles.overall}>
        <StatsSkeleton>
          <span role="status">{t('remote.loading')}</span>
        </StatsSkeleton>
      </div>
      {BUILT_IN_GAME_IDS.map((gameId) => (
        <StatsSkeleton key={gameId} />
      ))}
    </>
  );
}

/** One card's stand-in; its sizes follow remote-games/src/stats-card/stats-card.module.css. */
function StatsSkeleton({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.statsSkeleton}>
      <span className={styles.skeletonTitle}>{children ?? '\u00a0'}</span>
      <span className={styles.skeletonFigures} aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <span key={index} className={styles.skeletonFigure}>
            <span className={styles.skeletonTerm}>{'\u00a0'}</span>
            <span className={styles.skeletonValue}>{'\u00a0'}</span>
          </span>
        ))}
      </span>
    </div>
  );
}

/** While the backend adapter or the visitor's account is still arriving. */
function DashboardLoading() {
  const t = useTranslation(messages);
  return (
    <div className={styles.page} aria-busy="true">
      <h1 className={styles.title}>{t('dashboard.title')}</h1>
      <p className={styles.muted}>{t('dashboard.loading')}</p>
    </div>
  );
}

function Dashboard() {
  const t = useTranslation(messages);
  const locale = useLocale();
  const manifest = useCampaign();
  const today = useFestivalToday();
  // Drawn for the visitor this device remembers while Auth confirms them (its guard, routes.tsx,
  // sends them to sign in if it does not): the page's own figures come without that round trip.
  const current = useCurrentUser({ remembered: true });
  const user = current.data;
  const uid = user?.uid;
  const profile = useProfile(uid);
  // Same query as the recent plays section (shared in the cache): it picks the board shown first.
  const recent = useRecentPlays(uid, RECENT_PLAYS);

  if (current.isPending) return <DashboardLoading />;
  // Only for the moment between a sign-out and the guard's redirect.
  if (!user || !uid) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('dashboard.title')}</h1>
        <p>{t('dashboard.signedOut')}</p>
      </div>
    );
  }

  const links = gameLinks(
    manifest,
    locale,
    (gameId) => (isBuiltInGame(gameId) ? t(`dashboard.game.${gameId}`) : gameId),
    today,
    recent.data?.map((play) => play.gameId),
  );
  // The profile's name, else the account's (as the backend names a profile made at sign-in).
  const ownName =
    profile.data?.displayName || user.displayName || user.email?.split('@')[0] || undefined;
  const lastPlayed: GameId | undefined = recent.data?.[0]?.gameId;
  const talk = manifest.routes[RECORDER_ROUTE_PATH];
  const canRecord = Boolean(talk?.enabled) && !manifest.switchOff;

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('dashboard.title')}</h1>
        <p className={styles.greetingLine}>
          {t('dashboard.greeting', { name: ownName ?? t('dashboard.you') })}
        </p>
        <p className={styles.muted}>{t('dashboard.intro')}</p>
      </header>

      {/* First: a score that could not be saved waits for the visitor's decision. */}
      <DevicePlays uid={uid} links={links} />

      {/* The cards bring their own headings ("Your statistics", one per game). */}
      <div className={styles.stats} data-section="statistics">
        <RemoteBoundary kind="stats-card" placeholder={<StatsPlaceholder />}>
          <LoadedModule moduleRef={STATS_CARD} kind="stats-card">
            {({ default: StatsCard }) => (
              <>
                <div className={styles.overall}>
                  <StatsCard locale={locale} />
                </div>
                {Object.values(links).map(({ gameId, title }) => (
                  <StatsCard
                    key={gameId}
                    locale={locale}
                    gameId={gameId}
                    title={statsCardTitle(gameId, title)}
                  />
                ))}
              </>
            )}
          </LoadedModule>
        </RemoteBoundary>
      </div>

      <FamilyLine uid={uid} />

      <div className={styles.columns}>
        <RecentPlays uid={uid} links={links} />
        <GreetingsList uid={uid} canRecord={canRecord} />
      </div>

      <Leaderboards uid={uid} ownName={ownName} links={links} lastPlayed={lastPlayed} />
    </div>
  );
}

/**
 * The family pookalams the visitor laid with others (docs/decisions/074), once one is finished;
 * else an invitation to start one.
 */
function FamilyLine({ uid }: { uid: string }) {
  const t = useTranslation(messages);
  const { data: family } = useFamilyFigures(uid);
  return (
    <p className={styles.muted} data-section="family">
      {family
        ? t(family.carpets === 1 ? 'dashboard.family.one' : 'dashboard.family.many', {
            count: family.carpets,
            best: family.bestScore ?? 0,
          })
        : t('dashboard.family.none')}{' '}
      <PrefetchLink to="/family">{t('dashboard.family.link')}</PrefetchLink>
    </p>
  );
}
