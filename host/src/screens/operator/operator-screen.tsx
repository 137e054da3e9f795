import { Suspense, useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  isBackendError,
  type CampaignDeskPort,
  type LiveCampaign,
} from '@onam/shared/backend/port';
import { GAME_IDS } from '@onam/shared/contracts/game';
import type { CampaignChange } from '@onam/shared/manifest/campaign-change';
import { RECORDER_ROUTE_PATH } from '@onam/shared/manifest/route-paths';
import {
  GAME_ROUTE_PATHS,
  parseCampaignManifest,
  type CampaignManifest,
  type GameRoutePath,
} from '@onam/shared/manifest/schema';
import type { Translate } from '@onam/shared/i18n/translator';
import { useBackend } from '@onam/shared/react/backend-context';
import { useLocale, useTranslation } from '@onam/shared/react/locale-context';
import { useCampaign } from '../../campaign/campaign-context';
import { previewUrl, writeVisitorPreview } from '../../campaign/visitor-preview';
import {
  useApplyChange,
  useCampaignHistory,
  useLiveCampaign,
  usePreviewChange,
  usePublishedVersions,
} from './desk-hooks';
import { messages } from './messages';
import styles from './operator.module.css';

type T = Translate<keyof (typeof messages)['en']>;

/**
 * The operators' console (issue 20): the live campaign at a glance, its changes as forms, each
 * checked by the server and shown as a list of what it changes before it goes live, and the
 * history with a way back to any revision. The `operator` middleware keeps everyone else out; the
 * changeCampaign function and the rules check the claim again.
 */
export function Component() {
  const t = useTranslation(messages);
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('operator.title')}</h1>
        <p>{t('operator.intro')}</p>
      </header>
      <Suspense fallback={<p role="status">{t('operator.loading')}</p>}>
        <Desk />
      </Suspense>
    </div>
  );
}

function Desk() {
  const t = useTranslation(messages);
  const desk = useBackend().campaignDesk;
  if (!desk) return <p>{t('operator.unavailable')}</p>;
  return <DeskWith desk={desk} />;
}

/** A change on its way: checked first (the preview), then applied on the revision it was made on. */
interface Proposal {
  change: CampaignChange;
  baseRevision: number;
}

function DeskWith({ desk }: { desk: CampaignDeskPort }) {
  const t = useTranslation(messages);
  const live = useLiveCampaign(desk);
  const preview = usePreviewChange(desk);
  const apply = useApplyChange(desk);
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [outcome, setOutcome] = useState<ReactNode>(null);

  if (live.isPending) return <p role="status">{t('operator.loading')}</p>;
  if (live.isError) {
    return (
      <div role="alert">
        <p>{t('operator.loadFailed')}</p>
        <button type="button" onClick={() => void live.refetch()}>
          {t('operator.retry')}
        </button>
      </div>
    );
  }
  const current = live.data;
  const baseRevision = current?.revision ?? 0;
  const parsed = current ? parseCampaignManifest(JSON.parse(current.manifest)) : null;
  const manifest = parsed?.ok ? parsed.manifest : null;

  const propose = (change: CampaignChange) => {
    setOutcome(null);
    apply.reset();
    const next = { change, baseRevision };
    setProposal(next);
    preview.mutate(next);
  };
  const confirm = () => {
    if (!proposal) return;
    apply.mutate(proposal, {
      onSuccess: (result) => {
        setProposal(null);
        setOutcome(<p role="status">{t('operator.done', { revision: result.revision })}</p>);
      },
      onError: (error) => {
        setProposal(null);
        setOutcome(<Refusal error={error} t={t} />);
      },
    });
  };
  const cancel = () => {
    setProposal(null);
    preview.reset();
  };

  return (
    <>
      <LiveSummary current={current ?? null} manifest={manifest} onImport={propose} t={t} />
      {outcome}
      {proposal && (
        <section className={styles.preview} aria-labelledby="operator-preview">
          <h2 id="operator-preview">{t('operator.preview.title')}</h2>
          {preview.isPending && <p role="status">{t('operator.preview.checking')}</p>}
          {preview.isError && <Refusal error={preview.error} t={t} />}
          {preview.isSuccess && (
            <>
              <p>{t('operator.preview.changes')}</p>
              <ul className={styles.changes}>
                {preview.data.changes.map((line) => (
                  <li key={line} lang="en">
                    {line}
                  </li>
                ))}
              </ul>
              <button type="button" onClick={confirm} disabled={apply.isPending}>
                {apply.isPending ? t('operator.preview.applying') : t('operator.preview.apply')}
              </button>
            </>
          )}
          <button type="button" className={styles.secondary} onClick={cancel}>
            {t('operator.preview.cancel')}
          </button>
        </section>
      )}
      {manifest && (
        <>
          <RoutesTable manifest={manifest} onChange={propose} t={t} />
          <Remotes manifest={manifest} onChange={propose} t={t} />
          <SwitchOff manifest={manifest} onChange={propose} t={t} />
        </>
      )}
      {manifest && current && (
        <VisitorPreviewForm
          desk={desk}
          live={current}
          days={manifest.festival.days}
          proposed={preview.isSuccess && proposal ? preview.data.manifest : undefined}
          t={t}
        />
      )}
      <History desk={desk} liveRevision={current?.revision} onRollback={propose} t={t} />
    </>
  );
}

function Refusal({ error, t }: { error: unknown; t: T }) {
  if (isBackendError(error, 'conflict')) return <p role="alert">{t('operator.conflict')}</p>;
  const refused =
    isBackendError(error, 'invalid-input') ||
    isBackendError(error, 'unavailable') ||
    isBackendError(error, 'permission-denied');
  return (
    <p role="alert">
      {refused ? t('operator.refused', { reason: (error as Error).message }) : t('operator.failed')}
    </p>
  );
}

function useWhen() {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(`${locale}-IN`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
  return (iso: string) => format.format(new Date(iso));
}

function LiveSummary({
  current,
  manifest,
  onImport,
  t,
}: {
  current: { revision: number; author: string; time: string } | null;
  manifest: CampaignManifest | null;
  onImport: (change: CampaignChange) => void;
  t: T;
}) {
  const when = useWhen();
  const running = useCampaign();
  const locale = useLocale();
  return (
    <section aria-labelledby="operator-live" className={styles.card}>
      <h2 id="operator-live">{t('operator.live.title')}</h2>
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
            onClick={() =>
              onImport({ kind: 'import', manifest: running as unknown as Record<string, unknown> })
            }
          >
            {t('operator.live.import')}
          </button>
        </>
      )}
      {manifest &&
        (manifest.switchOff ? (
          <p className={styles.warning}>
            {t('operator.live.switchedOff', {
              message:
                locale === 'ml'
                  ? (manifest.switchOff.messageMl ?? manifest.switchOff.message)
                  : manifest.switchOff.message,
            })}
          </p>
        ) : (
          <p>{t('operator.live.on')}</p>
        ))}
    </section>
  );
}

function RoutesTable({
  manifest,
  onChange,
  t,
}: {
  manifest: CampaignManifest;
  onChange: (change: CampaignChange) => void;
  t: T;
}) {
  return (
    <section aria-labelledby="operator-routes" className={styles.card}>
      <h2 id="operator-routes">{t('operator.routes.title')}</h2>
      <div className={styles.scroll}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('operator.routes.path')}</th>
              <th scope="col">{t('operator.routes.shows')}</th>
              <th scope="col">{t('operator.routes.state')}</th>
              <th scope="col">{t('operator.routes.actions')}</th>
            </tr>
          </thead>
          <tbody>
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
                <tr key={path}>
                  <th scope="row">{path}</th>
                  <td>
                    {route.title} ({route.remote}/{route.module})
                  </td>
                  <td>{state.join(', ')}</td>
                  <td className={styles.actions}>
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
                        path={path}
                        remote={route.remote}
                        module={route.module}
                        onChange={onChange}
                        t={t}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function SwapForm({
  path,
  remote,
  module,
  onChange,
  t,
}: {
  path: GameRoutePath;
  remote: string;
  module: string;
  onChange: (change: CampaignChange) => void;
  t: T;
}) {
  const id = useId();
  const [chosen, setChosen] = useState(module);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ kind: 'map', route: path, remote, module: chosen });
  };
  return (
    <form className={styles.swap} onSubmit={submit}>
      <label htmlFor={id}>{t('operator.routes.swapLabel', { path })}</label>
      <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        {GAME_IDS.map((game) => (
          <option key={game} value={game}>
            {game}
          </option>
        ))}
      </select>
      <button type="submit" disabled={chosen === module}>
        {t('operator.routes.swap', { path })}
      </button>
    </form>
  );
}

function ScheduleForm({
  path,
  days,
  schedule,
  onChange,
  t,
}: {
  path: GameRoutePath;
  days: CampaignManifest['festival']['days'];
  schedule: { opensOn?: number; closesAfter?: number } | undefined;
  onChange: (change: CampaignChange) => void;
  t: T;
}) {
  const opensId = useId();
  const closesId = useId();
  const locale = useLocale();
  const [opens, setOpens] = useState(String(schedule?.opensOn ?? ''));
  const [closes, setCloses] = useState(String(schedule?.closesAfter ?? ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({
      kind: 'schedule',
      route: path,
      ...(opens ? { opensOn: Number(opens) } : {}),
      ...(closes ? { closesAfter: Number(closes) } : {}),
    });
  };
  const options = (
    <>
      <option value="">{t('operator.schedule.none')}</option>
      {days.map((day) => (
        <option key={day.day} value={String(day.day)}>
          {t('operator.schedule.day', {
            day: day.day,
            name: locale === 'ml' ? (day.nameMl ?? day.name) : day.name,
          })}
        </option>
      ))}
    </>
  );
  return (
    <form className={styles.swap} onSubmit={submit}>
      <label htmlFor={opensId}>{t('operator.schedule.opens', { path })}</label>
      <select id={opensId} value={opens} onChange={(event) => setOpens(event.target.value)}>
        {options}
      </select>
      <label htmlFor={closesId}>{t('operator.schedule.closes', { path })}</label>
      <select id={closesId} value={closes} onChange={(event) => setCloses(event.target.value)}>
        {options}
      </select>
      <button type="submit" disabled={!opens && !closes}>
        {t('operator.schedule.set', { path })}
      </button>
      {schedule && (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => onChange({ kind: 'unschedule', route: path })}
        >
          {t('operator.schedule.remove', { path })}
        </button>
      )}
    </form>
  );
}

function VersionForm({
  remote,
  entry,
  version,
  onChange,
  t,
}: {
  remote: string;
  entry: string;
  version: string;
  onChange: (change: CampaignChange) => void;
  t: T;
}) {
  const id = useId();
  const listId = useId();
  const published = usePublishedVersions(entry, version);
  const [chosen, setChosen] = useState(version);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ kind: 'set-version', remote, version: chosen.trim() });
  };
  return (
    <form className={styles.swap} onSubmit={submit}>
      <label htmlFor={id}>{t('operator.remotes.versionLabel', { remote })}</label>
      <input
        id={id}
        list={listId}
        value={chosen}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setChosen(event.target.value)}
      />
      <datalist id={listId}>
        {(published.data ?? []).map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
      <button type="submit" disabled={!chosen.trim() || chosen.trim() === version}>
        {t('operator.remotes.use', { remote })}
      </button>
    </form>
  );
}

function Remotes({
  manifest,
  onChange,
  t,
}: {
  manifest: CampaignManifest;
  onChange: (change: CampaignChange) => void;
  t: T;
}) {
  return (
    <section aria-labelledby="operator-remotes" className={styles.card}>
      <h2 id="operator-remotes">{t('operator.remotes.title')}</h2>
      <div className={styles.scroll}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('operator.remotes.name')}</th>
              <th scope="col">{t('operator.remotes.version')}</th>
              <th scope="col">{t('operator.remotes.entry')}</th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      </div>
    </section>
  );
}

function SwitchOff({
  manifest,
  onChange,
  t,
}: {
  manifest: CampaignManifest;
  onChange: (change: CampaignChange) => void;
  t: T;
}) {
  const [message, setMessage] = useState('');
  const [messageMl, setMessageMl] = useState('');
  const englishId = useId();
  const malayalamId = useId();
  if (manifest.switchOff) {
    return (
      <section aria-labelledby="operator-switch" className={styles.card}>
        <h2 id="operator-switch">{t('operator.switch.title')}</h2>
        <button type="button" onClick={() => onChange({ kind: 'switch-on' })}>
          {t('operator.switch.on')}
        </button>
      </section>
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
    <section aria-labelledby="operator-switch" className={styles.card}>
      <h2 id="operator-switch">{t('operator.switch.title')}</h2>
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
    </section>
  );
}

function History({
  desk,
  liveRevision,
  onRollback,
  t,
}: {
  desk: CampaignDeskPort;
  liveRevision: number | undefined;
  onRollback: (change: CampaignChange) => void;
  t: T;
}) {
  const history = useCampaignHistory(desk);
  const when = useWhen();
  return (
    <section aria-labelledby="operator-history" className={styles.card}>
      <h2 id="operator-history">{t('operator.history.title')}</h2>
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
    </section>
  );
}

/**
 * "See it as a visitor on festival day N": the live revision, any in the history, or the change
 * being previewed, opened in a new tab on that day (campaign/visitor-preview.ts). Nothing is
 * published.
 */
function VisitorPreviewForm({
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
  const locale = useLocale();
  const whichId = useId();
  const dayId = useId();
  const [which, setWhich] = useState(String(live.revision));
  const [day, setDay] = useState(String(days[0]?.day ?? 1));
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
    writeVisitorPreview(
      localStorage,
      { manifest: JSON.parse(chosen.text), day: Number(day), label: chosen.label },
      Date.now(),
    );
    window.open(previewUrl(), '_blank', 'noopener');
  };
  return (
    <section aria-labelledby="operator-visit" className={styles.card}>
      <h2 id="operator-visit">{t('operator.visit.title')}</h2>
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
          {days.map((entry) => (
            <option key={entry.day} value={String(entry.day)}>
              {t('operator.schedule.day', {
                day: entry.day,
                name: locale === 'ml' ? (entry.nameMl ?? entry.name) : entry.name,
              })}
            </option>
          ))}
        </select>
        <button type="submit">{t('operator.visit.open')}</button>
      </form>
    </section>
  );
}
