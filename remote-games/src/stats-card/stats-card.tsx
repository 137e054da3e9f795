import { useId, useSyncExternalStore, type ReactNode } from 'react';
import type { GameId } from '@onam/shared/contracts/game';
import type { PartMeta, StatsCardProps } from '@onam/shared/contracts/parts';
import { PART_CONTRACT_VERSION } from '@onam/shared/contracts/parts';
import type { GameStats } from '@onam/shared/backend/port';
import { pendingPlays, savableBy } from '@onam/shared/backend/pending-plays';
import { formatKeralaTime } from '@onam/shared/festival/kerala-time';
import { formatCount } from '@onam/shared/i18n/format-count';
import type { Locale } from '@onam/shared/i18n/locale';
import { useGameStats, useKnownCurrentUser } from '@onam/shared/react/backend-hooks';
import { useTranslation } from '@onam/shared/react/locale-context';
import { statsMessages, type StatsKey } from './messages';
import styles from './stats-card.module.css';

export const meta: PartMeta<'stats-card'> = {
  kind: 'part',
  id: 'stats-card',
  contractVersion: PART_CONTRACT_VERSION,
};

const GAME_TITLES: Partial<Record<GameId, StatsKey>> = {
  dress: 'dress.title',
  pookalam: 'pookalam.title',
  sadya: 'sadya.title',
};

/** The locale's plural category picks the message: "1 day", "2 days". */
function plural(locale: Locale, count: number, one: StatsKey, other: StatsKey): StatsKey {
  return new Intl.PluralRules(locale).select(count) === 'one' ? one : other;
}

function usePendingPlays() {
  const store = pendingPlays();
  return useSyncExternalStore(store.subscribe, store.list, store.list);
}

/**
 * A visitor's figures for one game or for all: plays, best score, last played and the day streak,
 * from the backend hooks. Plays kept on the device (signed out, or offline) are counted as
 * waiting, so a visitor sees that nothing was lost.
 */
export default function StatsCard({ locale, gameId, title: gameTitle }: StatsCardProps) {
  const t = useTranslation(statsMessages, locale);
  const titleId = useId();
  // The remembered visitor's card at once while Auth confirms them; a visitor this device does not
  // remember is signed out here, with no Firebase code loaded for them (backend-hooks).
  const user = useKnownCurrentUser();
  const pending = usePendingPlays().filter((play) => !gameId || play.gameId === gameId);
  const waiting = user ? savableBy(pending, user.uid).length : pending.length;
  // The campaign's name for the game where the host gives one; a built-in game's own otherwise.
  const known = gameId ? GAME_TITLES[gameId] : undefined;
  const game = gameTitle ?? (known ? t(known) : gameId);
  const title = game ? t('stats.titleFor', { game }) : t('stats.title');

  return (
    <section className={styles.card} aria-labelledby={titleId} data-part="stats-card">
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {user ? (
        <Figures locale={locale} uid={user.uid} gameId={gameId ?? 'all'} />
      ) : (
        <Reserved locale={locale}>
          <p>{t('stats.signedOut')}</p>
        </Reserved>
      )}
      {waiting > 0 && (
        <p className={styles.waiting}>
          {user
            ? t(plural(locale, waiting, 'stats.saving.one', 'stats.saving.other'), {
                count: waiting,
              })
            : t(plural(locale, waiting, 'stats.waiting.one', 'stats.waiting.other'), {
                count: waiting,
              })}
        </p>
      )}
    </section>
  );
}

function Figures({ locale, uid, gameId }: { locale: Locale; uid: string; gameId: GameId | 'all' }) {
  const t = useTranslation(statsMessages, locale);
  const stats = useGameStats(uid, gameId);
  if (stats.isPending) {
    return (
      <Reserved locale={locale}>
        <p aria-busy="true" className={styles.muted}>
          {t('stats.loading')}
        </p>
      </Reserved>
    );
  }
  if (stats.isError) {
    return (
      <Reserved locale={locale}>
        <div role="alert">
          <p>{t('stats.error')}</p>
          <button type="button" onClick={() => void stats.refetch()}>
            {t('stats.retry')}
          </button>
        </div>
      </Reserved>
    );
  }
  if (stats.data.plays === 0) {
    return (
      <Reserved locale={locale}>
        <p>{t('stats.empty')}</p>
      </Reserved>
    );
  }
  return <FigureList locale={locale} stats={stats.data} />;
}

const NO_PLAYS: GameStats = {
  gameId: 'all',
  plays: 0,
  bestScore: null,
  lastPlayedAt: null,
  dayStreak: 0,
};

/**
 * A message in the room the figures take (an invisible copy of them sits underneath), so the card
 * keeps its size from loading to figures and the page below it does not jump.
 */
function Reserved({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <div className={styles.reserved}>
      <div className={styles.ghost} aria-hidden="true">
        <FigureList locale={locale} stats={NO_PLAYS} />
      </div>
      <div>{children}</div>
    </div>
  );
}

function FigureList({ locale, stats }: { locale: Locale; stats: GameStats }) {
  const t = useTranslation(statsMessages, locale);
  const lastPlayed = stats.lastPlayedAt
    ? formatKeralaTime(stats.lastPlayedAt, locale)
    : t('stats.never');
  const figures: Array<{ key: string; label: string; value: string }> = [
    { key: 'plays', label: t('stats.plays'), value: formatCount(stats.plays, locale) },
    {
      key: 'best',
      label: t('stats.best'),
      value: stats.bestScore === null ? t('stats.none') : formatCount(stats.bestScore, locale),
    },
    { key: 'last', label: t('stats.lastPlayed'), value: lastPlayed },
    {
      key: 'streak',
      label: t('stats.streak'),
      value: t(plural(locale, stats.dayStreak, 'stats.streak.one', 'stats.streak.other'), {
        count: formatCount(stats.dayStreak, locale),
      }),
    },
  ];
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.key} className={styles.figure} data-figure={figure.key}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
