import { useId, useState, type FormEvent } from 'react';
import type { CampaignDeskPort, LiveCampaign } from '@onam/shared/backend/port';
import { inLocale } from '@onam/shared/manifest/localized';
import { FEATURABLE_PATHS, RECORDER_ROUTE_PATH } from '@onam/shared/manifest/route-paths';
import { GAME_ROUTE_PATHS, type CampaignManifest } from '@onam/shared/manifest/schema';
import { useLocale } from '@onam/shared/react/locale-context';
import { useCampaign } from '../../campaign/campaign-context';
import { previewUrl, writeVisitorPreview } from '../../campaign/visitor-preview';
import { CanaryDesk } from './canary-form';
import { useCampaignHistory } from './desk-hooks';
import { Card, DayOptions, DeskTable, useWhen, type Propose, type T } from './desk-parts';
import { FeatureForm, ScheduleForm, SwapForm, VersionForm } from './route-forms';
import styles from './operator.module.css';

// The console's cards: the live campaign, its games and builds, the switch-off, the visitor
// preview and the history.

export function LiveSummary({
  current,
  manifest,
  onImport,
  t,
}: {
  current: LiveCampaign | null;
  manifest: CampaignManifest | null;
  onImport: Propose;
  t: T;
}) {
  const when = useWhen();
  const running = useCampaign();
  const locale = useLocale();
  return (
    <Card title={t('operator.live.title')}>
      {current ? (
        <p>
          {t('operator.live.revision', {
            revision: current.revision,
            author: current.author,
            time: when(current.time),
          })}
        </p>
      ) : (
        <>
          <p>{t('operator.live.none')}</p>
          <button
            type="button"
            onClick={() => onImport({ kind: 'import', manifest: { ...running } })}
          >
            {t('operator.live.import')}
          </button>
        </>
      )}
      {manifest &&
        (manifest.switchOff ? (
          <p className={styles.warning}>
            {t('operator.live.switchedOff', {
              message: inLocale(manifest.switchOff.message, manifest.switchOff.messageMl, locale),
            })}
          </p>
        ) : (
          <p>{t('operator.live.on')}</p>
        ))}
      {manifest && <CanaryDesk manifest={manifest} onChange={onImport} />}
    </Card>
  );
}

export function RoutesTable({
  manifest,
  onChange,
  t,
}: {
  manifest: CampaignManifest;
  onChange: Propose;
  t: T;
}) {
  return (
    <Card title={t('operator.routes.title')}>
      {/* A list of route cards rather than a table: on a phone every control stays in view. */}
      <ul className={styles.routes}>
        {GAME_ROUTE_PATHS.map((path) => {
          const route = manifest.routes[path];
          if (!route) return null;
          const state = [
            route.enabled ? t('operator.routes.enabled') : t('operator.routes.disabled'),
            route.schedule?.opensOn
              ? t('operator.routes.opens', { day: route.schedule.opensOn })
              : null,
            route.schedule?.closesAfter
              ? t('operator.routes.closes', { day: route.schedule.closesAfter })
              : null,
          ].filter(Boolean);
          return (
            <li key={path}>
              <h3>{path}</h3>
              <p>
                {route.title} ({route.remote}/{route.module}): {state.join(', ')}
              </p>
              <div className={styles.actions}>
                <button
                  type="button"
                  onClick={() =>
                    onChange({ kind: route.enabled ? 'disable' : 'enable', route: path })
                  }
                >
                  {route.enabled
                    ? t('operator.routes.disable', { path })
                    : t('operator.routes.enable', { path })}
                </button>
                <ScheduleForm
                  key={JSON.stringify(route.schedule ?? null)}
                  path={path}
                  days={manifest.festival.days}
                  schedule={route.schedule}
                  onChange={onChange}
                  t={t}
                />
                {path !== RECORDER_ROUTE_PATH && (
                  <SwapForm
                    key={route.module}
                    manifest={manifest}
                    path={path}
                    remote={route.remote}
                    module={route.module}
                    onChange={onChange}
                    t={t}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/** Each festival day with the game the home page puts first on it. */
export function FeaturedDays({
  manifest,
  onChange,
  t,
}: {
  manifest: CampaignManifest;
  onChange: Propose;
  t: T;
}) {
  const locale = useLocale();
  const games = FEATURABLE_PATHS.flatMap((path) => {
    const route = manifest.routes[path];
    return route ? [{ path, title: inLocale(route.title, route.titleMl, locale) }] : [];
  });
  return (
    <Card title={t('operator.featured.title')}>
      <ul className={styles.routes}>
        {manifest.festival.days.map((day) => (
          <li key={day.day}>
            <h3>
              {t('operator.schedule.day', {
                day: day.day,
                name: inLocale(day.name, day.nameMl, locale),
              })}
            </h3>
            <FeatureForm
              key={day.featured ?? ''}
              day={day.day}
              featured={day.featured}
              games={games}
              onChange={onChange}
              t={t}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function Remotes({
  manifest,
  onChange,
  t,
}: {
  manifest: CampaignManifest;
  onChange: Propose;
  t: T;
}) {
  return (
    <Card title={t('operator.remotes.title')}>
      <DeskTable
        headers={[
          t('operator.remotes.name'),
          t('operator.remotes.version'),
          t('operator.remotes.entry'),
        ]}
      >
        {Object.entries(manifest.remotes).map(([name, remote]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>
              <VersionForm
                key={remote.version}
                remote={name}
                entry={remote.entry}
                version={remote.version}
                onChange={onChange}
                t={t}
              />
            </td>
            <td className={styles.entry}>{remote.entry}</td>
          </tr>
        ))}
      </DeskTable>
    </Card>
  );
}

export function SwitchOff({
  manifest,
  onChange,
  t,
}: {
  manifest: CampaignManifest;
  onChange: Propose;
  t: T;
}) {
  const [message, setMessage] = useState('');
  const [messageMl, setMessageMl] = useState('');
  const englishId = useId();
  const malayalamId = useId();
  if (manifest.switchOff) {
    return (
      <Card title={t('operator.switch.title')}>
        <button type="button" onClick={() => onChange({ kind: 'switch-on' })}>
          {t('operator.switch.on')}
        </button>
      </Card>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({
      kind: 'switch-off',
      message: message.trim(),
      ...(messageMl.trim() ? { messageMl: messageMl.trim() } : {}),
    });
  };
  return (
    <Card title={t('operator.switch.title')}>
      <form onSubmit={submit} className={styles.form}>
        <label htmlFor={englishId}>{t('operator.switch.message')}</label>
        <textarea
          id={englishId}
          value={message}
          maxLength={280}
          required
          onChange={(event) => setMessage(event.target.value)}
        />
        <label htmlFor={malayalamId}>{t('operator.switch.messageMl')}</label>
        <textarea
          id={malayalamId}
          lang="ml"
          value={messageMl}
          maxLength={280}
          onChange={(event) => setMessageMl(event.target.value)}
        />
        <button type="submit" className={styles.danger}>
          {t('operator.switch.off')}
        </button>
      </form>
    </Card>
  );
}

export function History({
  desk,
  liveRevision,
  onRollback,
  t,
}: {
  desk: CampaignDeskPort;
  liveRevision: number | undefined;
  onRollback: Propose;
  t: T;
}) {
  const history = useCampaignHistory(desk);
  const when = useWhen();
  return (
    <Card title={t('operator.history.title')}>
      {history.isPending && <p role="status">{t('operator.loading')}</p>}
      {history.isError && (
        <div role="alert">
          <p>{t('operator.loadFailed')}</p>
          <button type="button" onClick={() => void history.refetch()}>
            {t('operator.retry')}
          </button>
        </div>
      )}
      {history.isSuccess && history.data.length === 0 && <p>{t('operator.history.empty')}</p>}
      {history.isSuccess && history.data.length > 0 && (
        <ol className={styles.history}>
          {history.data.map((revision) => (
            <li key={revision.revision}>
              <p>
                <strong>
                  {t('operator.history.entry', {
                    revision: revision.revision,
                    author: revision.author,
                    time: when(revision.time),
                  })}
                </strong>
                {revision.revision === liveRevision && ` (${t('operator.history.live')})`}
              </p>
              <p lang="en">
                <code>{revision.command}</code>
              </p>
              <ul className={styles.changes} lang="en">
                {revision.changes.slice(0, 8).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {revision.revision !== liveRevision && (
                <button
                  type="button"
                  onClick={() => onRollback({ kind: 'rollback', revision: revision.revision })}
                >
                  {t('operator.history.rollback', { revision: revision.revision })}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/**
 * "See it as a visitor on festival day N": the live revision, any in the history, or the change
 * being previewed, opened in a new tab on that day (campaign/visitor-preview.ts). Nothing is
 * published.
 */
export function VisitorPreviewForm({
  desk,
  live,
  days,
  proposed,
  t,
}: {
  desk: CampaignDeskPort;
  live: LiveCampaign;
  days: CampaignManifest['festival']['days'];
  proposed: string | undefined;
  t: T;
}) {
  const history = useCampaignHistory(desk);
  const whichId = useId();
  const dayId = useId();
  const [chosenValue, setWhich] = useState(String(live.revision));
  // "The change above" goes when the change is cancelled or applied: the live revision stands in.
  const which = chosenValue === 'proposed' && !proposed ? String(live.revision) : chosenValue;
  const [day, setDay] = useState(String(days[0]?.day ?? 1));
  const [storageFailed, setStorageFailed] = useState(false);
  const revisions = history.data ?? [live];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen =
      which === 'proposed'
        ? { text: proposed, label: t('operator.visit.change') }
        : {
            text: revisions.find((r) => String(r.revision) === which)?.manifest,
            label: t('operator.visit.revision', { revision: which }),
          };
    if (!chosen.text) return;
    try {
      writeVisitorPreview(
        localStorage,
        { manifest: JSON.parse(chosen.text), day: Number(day), label: chosen.label },
        Date.now(),
      );
    } catch {
      // Storage full or switched off: the new tab would only show the live campaign.
      setStorageFailed(true);
      return;
    }
    setStorageFailed(false);
    window.open(previewUrl(), '_blank', 'noopener');
  };
  return (
    <Card title={t('operator.visit.title')}>
      <p>{t('operator.visit.note')}</p>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={whichId}>{t('operator.visit.which')}</label>
        <select id={whichId} value={which} onChange={(event) => setWhich(event.target.value)}>
          {proposed && <option value="proposed">{t('operator.visit.change')}</option>}
          {revisions.map((revision) => (
            <option key={revision.revision} value={String(revision.revision)}>
              {t('operator.visit.revision', { revision: revision.revision })}
            </option>
          ))}
        </select>
        <label htmlFor={dayId}>{t('operator.visit.day')}</label>
        <select id={dayId} value={day} onChange={(event) => setDay(event.target.value)}>
          <DayOptions days={days} t={t} />
        </select>
        <button type="submit">{t('operator.visit.open')}</button>
      </form>
      {storageFailed && <p role="alert">{t('operator.visit.storageFailed')}</p>}
    </Card>
  );
}
