import { LEADERBOARD_SIZE, type Leaderboard } from '@onam/shared/backend/port';
import { formatCount } from '@onam/shared/i18n/format-count';
import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import { PrefetchLink } from '../../navigation/prefetch-link';
import { messages } from './messages';
import type { GameLink } from './game-links';
import { leaderboardView } from './leaderboard-view';
import styles from './dashboard.module.css';

/**
 * One game's board: the top players in a table with the visitor's row marked, then where the
 * visitor stands when that row is not on the board, or an invitation when they have not played.
 */
export function LeaderboardTable({
  board,
  ownName,
  link,
}: {
  board: Leaderboard;
  /** The visitor's name, for their row when the board does not know it. */
  ownName?: string;
  link: GameLink;
}) {
  const t = useTranslation(messages);
  const locale = useLocale();
  const { rows, own } = leaderboardView(board, ownName);
  const game = link.title;
  const playLink = link.open && (
    <PrefetchLink to={link.path} className={styles.action}>
      {t('dashboard.board.play', { game })}
    </PrefetchLink>
  );

  if (rows.length === 0) {
    return (
      <div className={styles.boardEmpty}>
        <p>{t('dashboard.board.empty', { game })}</p>
        {playLink}
      </div>
    );
  }

  return (
    <>
      <table className={styles.board}>
        <caption>{t('dashboard.board.caption', { count: LEADERBOARD_SIZE, game })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.board.rank')}</th>
            <th scope="col">{t('dashboard.board.player')}</th>
            <th scope="col">{t('dashboard.board.district')}</th>
            <th scope="col" className={styles.number}>
              {t('dashboard.board.best')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ entry, mine, name, tied }, index) => (
            <tr
              // Rows carry no uid (docs/decisions/024); the order of a board never changes in place.
              key={index}
              aria-current={mine ? 'true' : undefined}
              className={mine ? styles.mine : undefined}
            >
              <td>
                {formatCount(entry.rank, locale)}
                {tied && <span className={styles.tied}> {t('dashboard.board.tied')}</span>}
              </td>
              <th scope="row" className={styles.player}>
                {name ?? t('dashboard.board.unnamed')}
                {mine && <span className={styles.you}> {t('dashboard.board.you')}</span>}
              </th>
              <td>
                {entry.district
                  ? t(`dashboard.district.${entry.district}`)
                  : t('dashboard.board.noDistrict')}
              </td>
              <td className={styles.number}>{formatCount(entry.bestScore, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {own.kind === 'below' && (
        <p className={styles.ownRank} data-own-rank>
          {t('dashboard.board.yourRank', {
            rank: formatCount(own.entry.rank, locale),
            score: formatCount(own.entry.bestScore, locale),
          })}
        </p>
      )}
      {own.kind === 'not-played' && (
        <div className={styles.boardEmpty}>
          <p>{t('dashboard.board.notPlayed', { game })}</p>
          {playLink}
        </div>
      )}
    </>
  );
}
