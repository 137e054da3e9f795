import { useId, useState, type FormEvent } from 'react';
import type { CampaignDeskPort, LiveCampaign } from '@onam/shared/backend/port';
import { inLocale } from '@onam/shared/manifest/localized';
import { changeInWordsOfText } from '@onam/shared/campaign-ops/change-words';
import {
  isFeaturablePath,
  RECORDER_ROUTE_PATH,
  routePathsOf,
} from '@onam/shared/manifest/route-paths';
import type { CampaignManifest, GameRoutePath } from '@onam/shared/manifest/schema';
import { useLocale } from '@onam/shared/react/locale-context';
import { useCampaign } from '../../campaign/campaign-context';
import { previewUrl, writeVisitorPreview } from '../../campaign/visitor-preview';
import { CanaryDesk } from './canary-form';
import { useCampaignHistory } from './desk-hooks';
import {
  Card,
  DayOptions,
  DeskTable,
  PendingHere,
  useWhen,
  type Propose,
  type T,
} from './desk-parts';
import { AddGameForm, FeatureForm, ScheduleForm, SwapForm, VersionForm } from './route-forms';
import styles from './operator.module.css';

// The console's cards: the live campaign, its games and builds, the switch-off, the visitor
// preview and the history. Each change a card asks for is confirmed in the card, beside the
// control that asked (PendingHere), and each card takes `id`, its anchor for the section links.
// The forms an operator uses now and then fold away: on a phone the desk stays short.

/** A change asked from `at`: its confirmation is drawn at the PendingHere of that name. */
const from =
  (propose: Propose, at: string): Propose =>
  (change) =>
    propose(change, at);

export function LiveSummary({
  id,
  current,
  manifest,
  onImport,
  t,
}: {
  id?: string;
  current: LiveCampaign | null;
  manifest: CampaignManifest | null;
  onImport: Propose;
  t: T;
}) {
  const when = useWhen();
  const running = useCampaign();
  const locale = useLocale();
  const propose = from(onImport, 'live');
  return (
    <Card id={id} title={t('operator.live.title')}>
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
            onClick={() => propose({ kind: 'import', manifest: { ...running } })}
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
      {manifest && <CanaryDesk manifest={manifest} onChange={propose} />}
      <PendingHere at="live" />
    </Card>
  );
}

export function RoutesTable({
  id,
  manifest,
  onChange,
  t,
}: {
  id?: string;
  manifest: CampaignManifest;
  onChange: Propose;
  t: T;
}) {
  return (
    <Card id={id} title={t('operator.routes.title')}>
      {/* A list of route cards rather than a table: on a phone every control stays in view. */}
      <ul className={styles.routes}>
        {routePathsOf(manifest.routes).map((path: GameRoutePath) => {
          const route = manifest.routes[path];
          if (!route) return null;
          // The manifest's own paths: a game added to it gets its card here with no change.
          const at = `route ${path}`;
          const propose = from(onChange, at);
          const isGame = path !== RECORDER_ROUTE_PATH;
          const state = [
            route.retired
              ? t('operator.routes.retired')
              : route.enabled
                ? t('operator.routes.enabled')
                : t('operator.routes.disabled'),
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
              {!route.retired && (
                <button
                  type="button"
                  onClick={() =>
                    propose({ kind: route.enabled ? 'disable' : 'enable', route: path })
                  }
                >
                  {route.enabled
                    ? t('operator.routes.disable', { path })
                    : t('operator.routes.enable', { path })}
                </button>
              )}
              {route.retired && (
                <button type="button" onClick={() => propose({ kind: 'unretire', route: path })}>
                  {t('operator.routes.unretire', { path })}
                </button>
              )}
              <details className={styles.more}>
                <summary>{t('operator.routes.more', { path })}</summary>
                <div className={styles.actions}>
                  <ScheduleForm
                    key={JSON.stringify(route.schedule ?? null)}
                    path={path}
                    days={manifest.festival.days}
                    schedule={route.schedule}
                    onChange={propose}
                    t={t}
                  />
                  {/* Rare, and the end of a game's season: folded away with the other forms. */}
                  {isGame && !route.retired && (
                    <button
                      type="button"
                      className={styles.secondary}
                      onClick={() => propose({ kind: 'retire', route: path })}
                    >
                      {t('operator.routes.retire', { path })}
                    </button>
                  )}
                  {path !== RECORDER_ROUTE_PATH && (
                    <SwapForm
                      key={route.module}
                      manifest={manifest}
                      path={path}
                      remote={route.remote}
                      module={route.module}
                      onChange={propose}
                      t={t}
                    />
                  )}
                </div>
              </details>
              <PendingHere at={at} />
            </li>
          );
        })}
      </ul>
      <details className={styles.more}>
        <summary>{t('operator.addGame.heading')}</summary>
        <AddGameForm manifest={manifest} onChange={from(onChange, 'add-game')} t={t} />
      </details>
      <PendingHere at="add-game" />
    </Card>
  );
}

/** Each festival day with the game the home page puts first on it. */
export function FeaturedDays({
  id,
  manifest,
  onChange,
  t,
}: {
  id?: string;
  manifest: CampaignManifest;
  onChange: Propose;
  t: T;
}) {
  const locale = useLocale();
  // Every game a day can feature: the seed's and the added ones, not a retired one.
  const games = routePathsOf(manifest.routes).flatMap((path) => {
    const route = manifest.routes[path];
    return route && isFeaturablePath(path) && !route.retired
      ? [{ path, title: inLocale(route.title, route.titleMl, locale) }]
      : [];
  });
  const titleOf = (path: string | undefined) =>
    games.find((game) => game.path === path)?.title ?? t('operator.featured.none');
  return (
    <Card id={id} title={t('operator.featured.title')}>
      {/* A line a day; the day's form unfolds when the operator changes it. */}
      <ul className={styles.days}>
        {manifest.festival.days.map((day) => (
          <li key={day.day}>
            <details className={styles.more}>
              <summary>
                {t('operator.featured.day', {
                  day: day.day,
                  name: inLocale(day.name, day.nameMl, locale),
                  game: titleOf(day.featured),
                })}
              </summary>
              <FeatureForm
                key={day.featured ?? ''}
                day={day.day}
                featured={day.featured}
                games={games}
                onChange={from(onChange, `day ${day.day}`)}
                t={t}
              />
            </details>
            <PendingHere at={`day ${day.day}`} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function Remotes({
  id,
  manifest,
  onChange,
  t,
}: {
  id?: string;
  manifest: CampaignManifest;
  onChange: Propose;
  t: T;
}) {
  return (
    <Card id={id} title={t('operator.remotes.title')}>
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
                onChange={from(onChange, 'remotes')}
                t={t}
              />
            </td>
            <td className={styles.entry}>{remote.entry}</td>
          </tr>
        ))}
      </DeskTable>
      <PendingHere at="remotes" />
    </Card>
  );
}

export function SwitchOff({
  id,
  manifest,
  onChange,
  t,
}: {
  id?: string;
  manifest: CampaignManifest;
  onChange: Propose;
  t: T;
}) {
  const [message, setMessage] = useState('');
  const [messageMl, setMessageMl] = useState('');
  const englishId = useId();
  const malayalamId = useId();
  const propose = from(onChange, 'switch');
  if (manifest.switchOff) {
    return (
      <Card id={id} title={t('operator.switch.title')}>
        <button type="button" onClick={() => propose({ kind: 'switch-on' })}>
          {t('operator.switch.on')}
        </button>
        <PendingHere at="switch" />
      </Card>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    propose({
      kind: 'switch-off',
      message: message.trim(),
      ...(messageMl.trim() ? { messageMl: messageMl.trim() } : {}),
    });
  };
  return (
    <Card id={id} title={t('operator.switch.title')}>
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
      <PendingHere at="switch" />
    </Card>
  );
}

export function History({
  id,
  desk,
  liveRevision,
  onRollback,
  t,
}: {
  id?: string;
  desk: CampaignDeskPort;
  liveRevision: number | undefined;
  onRollback: Propose;
  t: T;
}) {
  const history = useCampaignHistory(desk);
  const when = useWhen();
  return (
    <Card id={id} title={t('operator.history.title')}>
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
          {history.data.map((revision, index) => {
            const at = `revision ${revision.revision}`;
            // Newest first: the revision before this one is the next entry, when it is shown.
            const before = history.data[index + 1];
            return (
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
                <details className={styles.more}>
                  <summary>
                    {t('operator.history.changes', { revision: revision.revision })}
                  </summary>
                  <RevisionChanges
                    before={before?.manifest ?? null}
                    after={revision.manifest}
                    lines={revision.changes}
                    t={t}
                  />
                </details>
                {revision.revision !== liveRevision && (
                  <button
                    type="button"
                    onClick={() =>
                      onRollback({ kind: 'rollback', revision: revision.revision }, at)
                    }
                  >
                    {t('operator.history.rollback', { revision: revision.revision })}
                  </button>
                )}
                <PendingHere at={at} />
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}

/**
 * What a revision changed, in words when the revision before it is at hand; its recorded lines
 * otherwise (the oldest shown, or a first go-live, which is recorded summed up).
 */
function RevisionChanges({
  before,
  after,
  lines,
  t,
}: {
  before: string | null;
  after: string;
  lines: readonly string[];
  t: T;
}) {
  const sentences = before === null ? null : changeInWordsOfText(before, after);
  if (!sentences || sentences.length === 0) {
    return (
      <ul className={styles.changes} lang="en">
        {lines.slice(0, 8).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.changes}>
      {sentences.map((sentence, index) => (
        <li key={index}>{t(sentence.key, sentence.params)}</li>
      ))}
    </ul>
  );
}

/**
 * "See it as a visitor on festival day N": the live revision or any in the history, opened in a
 * new tab on that day (campaign/visitor-preview.ts). Nothing is published. A change on its way
 * is previewed in its own confirmation (pending-change.tsx).
 */
export function VisitorPreviewForm({
  id,
  desk,
  live,
  days,
  t,
}: {
  id?: string;
  desk: CampaignDeskPort;
  live: LiveCampaign;
  days: CampaignManifest['festival']['days'];
  t: T;
}) {
  const history = useCampaignHistory(desk);
  const whichId = useId();
  const dayId = useId();
  const [which, setWhich] = useState(String(live.revision));
  const [day, setDay] = useState(String(days[0]?.day ?? 1));
  const [storageFailed, setStorageFailed] = useState(false);
  const revisions = history.data ?? [live];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = {
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
    <Card id={id} title={t('operator.visit.title')}>
      <p>{t('operator.visit.note')}</p>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={whichId}>{t('operator.visit.which')}</label>
        <select id={whichId} value={which} onChange={(event) => setWhich(event.target.value)}>
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
