import { useEffect, useState, type ReactNode } from 'react';
import type { GameId } from '@onam/shared/contracts/game';
import type { LiveNumbersPort } from '@onam/shared/backend/port';
import { isoDateIn } from '@onam/shared/festival/calendar';
import { keralaHour } from '@onam/shared/now/now-counters';
import { useLocale } from '@onam/shared/react/locale-context';
import { useLiveNumbers } from './desk-hooks';
import { Card, DeskTable, type T } from './desk-parts';
import styles from './operator.module.css';

const GAME_NAME_KEYS = {
  dress: 'operator.now.game.dress',
  pookalam: 'operator.now.game.pookalam',
  sadya: 'operator.now.game.sadya',
} as const satisfies Record<string, string>;

const hasNameKey = (game: GameId): game is keyof typeof GAME_NAME_KEYS =>
  Object.hasOwn(GAME_NAME_KEYS, game);

/** The Kerala date and hour, moved on each minute: the panel follows the day past midnight. */
function useKeralaNow(): { day: string; hour: number } {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return { day: isoDateIn(now), hour: keralaHour(now) };
}

/**
 * "Now": today's plays per game and hour, the signed-in visitors who played today and the wall's
 * cards waiting, live while the console is open (counters the server keeps, docs/decisions/047),
 * and the health of each running version where that panel is given.
 */
export function NowPanel({
  id,
  port,
  health,
  t,
}: {
  /** The section's anchor, for the desk's section links. */
  id?: string;
  port: LiveNumbersPort;
  /** The health per version, drawn by its own panel. */
  health?: ReactNode;
  t: T;
}) {
  const { day, hour } = useKeralaNow();
  const numbers = useLiveNumbers(port, day);
  const count = new Intl.NumberFormat(`${useLocale()}-IN`);
  const data = numbers.data;
  // Every built-in game, and each added one once it has a play today (now-counters.ts).
  const games = Object.keys(data?.plays ?? {});
  const total = (game: GameId) => (data?.plays[game] ?? []).reduce((sum, n) => sum + n, 0);
  const allPlays = games.reduce((sum, game) => sum + total(game), 0);
  // Newest first, and only the hours with a play: at 360 px a day of 24 rows says little.
  const hours = Array.from({ length: hour + 1 }, (_, h) => hour - h).filter((h) =>
    games.some((game) => (data?.plays[game]?.[h] ?? 0) > 0),
  );
  const hourLabel = (h: number) =>
    t('operator.now.hour', {
      from: `${String(h).padStart(2, '0')}:00`,
      to: `${String((h + 1) % 24).padStart(2, '0')}:00`,
    });
  return (
    <Card id={id} title={t('operator.now.title')}>
      <p>{t('operator.now.note', { day })}</p>
      {numbers.error && <p role="alert">{t('operator.now.failed')}</p>}
      {!data && !numbers.error && <p role="status">{t('operator.now.loading')}</p>}
      {data && (
        <>
          <dl className={styles.figures}>
            <div>
              <dt>{t('operator.now.plays')}</dt>
              <dd>{count.format(allPlays)}</dd>
            </div>
            <div>
              <dt>{t('operator.now.visitors')}</dt>
              <dd>{count.format(data.visitors)}</dd>
            </div>
            <div>
              <dt>{t('operator.now.waiting')}</dt>
              <dd>{count.format(data.waiting)}</dd>
            </div>
          </dl>
          <h3 className={styles.subheading}>{t('operator.now.perHour')}</h3>
          {hours.length === 0 ? (
            <p>{t('operator.now.noPlays')}</p>
          ) : (
            <DeskTable
              headers={[
                t('operator.now.hourHeader'),
                ...games.map((game) => (hasNameKey(game) ? t(GAME_NAME_KEYS[game]) : game)),
              ]}
            >
              {hours.map((h) => (
                <tr key={h}>
                  <th scope="row">{hourLabel(h)}</th>
                  {games.map((game) => (
                    <td key={game}>{count.format(data.plays[game]?.[h] ?? 0)}</td>
                  ))}
                </tr>
              ))}
            </DeskTable>
          )}
        </>
      )}
      {health}
    </Card>
  );
}
