import { useEffect, useState } from 'react';
import {
  figuresOf,
  HEALTH_WINDOW_MS,
  windowKeysBetween,
  type HealthFigures,
  type HealthTotals,
} from '@onam/shared/health/health-counters';
import type { HealthWatchPort } from '@onam/shared/health/health-port';
import type { RemoteVersions } from '@onam/shared/health/running-canary';
import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import { healthMessages } from './health-messages';
import styles from './operator.module.css';

/** How far back the panel looks: long enough to judge a canary, short enough to show now. */
export const HEALTH_PANEL_MS = 60 * 60 * 1000;

type HealthT = ReturnType<typeof useTranslation<keyof (typeof healthMessages)['en']>>;

/** The windows of the last hour, moved on as each new five minutes begins. */
function useLastHourWindows(): string[] {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const current = Math.floor(now / HEALTH_WINDOW_MS);
  const [windows, setWindows] = useState(() => ({ at: current, keys: lastHour(now) }));
  if (windows.at !== current) setWindows({ at: current, keys: lastHour(now) });
  return windows.keys;
}

const lastHour = (now: number) => windowKeysBetween(now - HEALTH_PANEL_MS + HEALTH_WINDOW_MS, now);

type Watched = { totals?: HealthTotals; failed: boolean };

/** One version's sums over the windows, live; nothing is watched without a version. */
function useVersionTotals(
  port: HealthWatchPort,
  remote: string,
  version: string | undefined,
  windows: readonly string[],
): Watched {
  const key = `${remote}@${version ?? ''}:${windows.join(',')}`;
  const [watched, setWatched] = useState<Watched & { key: string }>({ key: '', failed: false });
  useEffect(() => {
    if (!version) return;
    const at = `${remote}@${version}:${windows.join(',')}`;
    return port.watch(
      remote,
      version,
      windows,
      (totals) => setWatched({ key: at, totals, failed: false }),
      () => setWatched({ key: at, failed: true }),
    );
  }, [port, remote, version, windows]);
  // Figures of other windows or another version are not shown as these.
  return watched.key === key ? watched : { failed: false };
}

/**
 * The health of each live build: for a build with a canary, the canary beside its stable version;
 * each figure with the visits behind it. Operators only (firestore.rules); shown in "Now".
 */
export function HealthPanel({
  port,
  remotes,
}: {
  port: HealthWatchPort;
  /** The live manifest's builds, with their canaries (remoteVersionsOf). */
  remotes: readonly RemoteVersions[];
}) {
  const t = useTranslation(healthMessages);
  const windows = useLastHourWindows();
  return (
    <section aria-labelledby="health-panel-title">
      <h3 id="health-panel-title" className={styles.subheading}>
        {t('health.title')}
      </h3>
      <p>{t('health.note')}</p>
      {remotes.length === 0 && <p>{t('health.noRemotes')}</p>}
      {remotes.map((remote) => (
        <RemoteHealth key={remote.remote} port={port} remote={remote} windows={windows} t={t} />
      ))}
    </section>
  );
}

function RemoteHealth({
  port,
  remote,
  windows,
  t,
}: {
  port: HealthWatchPort;
  remote: RemoteVersions;
  windows: readonly string[];
  t: HealthT;
}) {
  const locale = useLocale();
  const stable = useVersionTotals(port, remote.remote, remote.stable, windows);
  const canary = useVersionTotals(port, remote.remote, remote.canary?.version, windows);
  const sides = remote.canary
    ? [
        {
          name: t('health.canary', {
            version: remote.canary.version,
            percent: remote.canary.percent,
          }),
          watched: canary,
        },
        { name: t('health.stable', { version: remote.stable }), watched: stable },
      ]
    : [{ name: t('health.stable', { version: remote.stable }), watched: stable }];
  if (sides.some((side) => side.watched.failed)) return <p role="alert">{t('health.failed')}</p>;
  const figures: HealthFigures[] = [];
  for (const side of sides) {
    if (!side.watched.totals) return <p role="status">{t('health.loading')}</p>;
    figures.push(figuresOf(side.watched.totals));
  }
  const number = new Intl.NumberFormat(`${locale}-IN`, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(`${locale}-IN`, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  const none = t('health.noData');
  const rows: [string, (f: HealthFigures) => string][] = [
    [
      t('health.failures'),
      (f) => (f.failuresPerThousand === undefined ? none : number.format(f.failuresPerThousand)),
    ],
    [
      t('health.finishRate'),
      (f) => (f.finishRate === undefined ? none : percent.format(f.finishRate)),
    ],
    [
      t('health.median'),
      (f) =>
        f.medianTileToPlayableMs === undefined
          ? none
          : t('health.seconds', { seconds: number.format(f.medianTileToPlayableMs / 1000) }),
    ],
    [t('health.visits'), (f) => number.format(f.visits)],
    [t('health.loads'), (f) => number.format(f.loads)],
  ];
  return (
    <div className={styles.scroll}>
      <table>
        <caption>
          {t(remote.canary ? 'health.caption' : 'health.captionStable', { remote: remote.remote })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('health.figure')}</th>
            {sides.map((side) => (
              <th key={side.name} scope="col">
                {side.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {figures.map((f, i) => (
                <td key={sides[i]?.name}>{value(f)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
