import { useId, useState, type FormEvent } from 'react';
import type { CampaignDeskPort } from '@onam/shared/backend/port';
import { endCanaryReason } from '@onam/shared/manifest/campaign-change';
import {
  CANARY_PERCENT,
  type CampaignManifest,
  type RemoteEntry,
} from '@onam/shared/manifest/schema';
import { useBackend } from '@onam/shared/react/backend-context';
import { useTranslation } from '@onam/shared/react/locale-context';
import type { Translate } from '@onam/shared/i18n/translator';
import { canaryMessages, type CanaryMessageKey } from './canary-messages';
import { useCampaignHistory, usePublishedVersions } from './desk-hooks';
import { useWhen, type Propose } from './desk-parts';
import styles from './operator.module.css';

type T = Translate<CanaryMessageKey>;

/** Who the history says ended a canary by itself (deploy/functions/src/campaign/canary-guard.ts). */
const HEALTH_GUARD_AUTHOR = 'health-guard';

/**
 * The canary at the top of the console: what runs (a version for a share of visitors, beside the
 * stable one), the health guard's last word if it ended one, and the forms that start, change,
 * promote or end a canary. Each is a change the console previews, as every other one.
 */
export function CanaryDesk({
  manifest,
  onChange,
}: {
  manifest: CampaignManifest;
  onChange: Propose;
}) {
  const t = useTranslation(canaryMessages);
  const desk = useBackend().campaignDesk;
  const headingId = useId();
  const remotes = Object.entries(manifest.remotes);
  const running = remotes.filter(([, remote]) => remote.canary);
  return (
    <section aria-labelledby={headingId} className={styles.form}>
      <h3 id={headingId}>{t('canary.title')}</h3>
      {desk && <GuardNotice desk={desk} t={t} />}
      {running.length === 0 && <p>{t('canary.none')}</p>}
      {running.map(([name, remote]) => (
        <RunningCanary key={name} name={name} remote={remote} onChange={onChange} t={t} />
      ))}
      {remotes.length > 0 && <StartCanary remotes={remotes} onChange={onChange} t={t} />}
    </section>
  );
}

function RunningCanary({
  name,
  remote,
  onChange,
  t,
}: {
  name: string;
  remote: RemoteEntry;
  onChange: Propose;
  t: T;
}) {
  const { canary } = remote;
  if (!canary) return null;
  return (
    <div>
      <p>
        {t('canary.running', {
          remote: name,
          canary: canary.version,
          percent: canary.percent,
          stable: remote.version,
        })}
      </p>
      <div className={styles.actions}>
        <button type="button" onClick={() => onChange({ kind: 'promote-canary', remote: name })}>
          {t('canary.promote', { remote: name, canary: canary.version })}
        </button>
        <button
          type="button"
          className={styles.danger}
          onClick={() => onChange({ kind: 'end-canary', remote: name })}
        >
          {t('canary.end', { remote: name })}
        </button>
      </div>
    </div>
  );
}

/** The health guard's latest end of a canary among the revisions the history shows. */
function GuardNotice({ desk, t }: { desk: CampaignDeskPort; t: T }) {
  const history = useCampaignHistory(desk);
  const when = useWhen();
  const ended = history.data?.find(
    (revision) =>
      revision.author === HEALTH_GUARD_AUTHOR && revision.command.startsWith('end-canary '),
  );
  if (!ended) return null;
  const remote = ended.command.split(' ')[1] ?? '';
  const reason = endCanaryReason(ended.command);
  const time = when(ended.time);
  return (
    <p className={styles.warning}>
      {reason
        ? t('canary.guardEnded', { remote, time, reason })
        : t('canary.guardEndedNoReason', { remote, time })}
    </p>
  );
}

function StartCanary({
  remotes,
  onChange,
  t,
}: {
  remotes: [string, RemoteEntry][];
  onChange: Propose;
  t: T;
}) {
  const remoteId = useId();
  const [chosen, setChosen] = useState(remotes[0]?.[0] ?? '');
  const remote = remotes.find(([name]) => name === chosen)?.[1];
  return (
    <div className={styles.form}>
      <label htmlFor={remoteId}>{t('canary.remote')}</label>
      <select id={remoteId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        {remotes.map(([name]) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      {remote && (
        // Keyed by the build and its versions: another build, or a change made live, starts afresh.
        <CanaryFields
          key={`${chosen} ${remote.version} ${remote.canary?.version ?? ''}`}
          name={chosen}
          remote={remote}
          onChange={onChange}
          t={t}
        />
      )}
    </div>
  );
}

function CanaryFields({
  name,
  remote,
  onChange,
  t,
}: {
  name: string;
  remote: RemoteEntry;
  onChange: Propose;
  t: T;
}) {
  const versionId = useId();
  const percentId = useId();
  const published = usePublishedVersions(remote.entry, remote.version);
  const others = (published.data ?? []).filter((version) => version !== remote.version);
  const [version, setVersion] = useState(remote.canary?.version ?? '');
  const [percent, setPercent] = useState(String(remote.canary?.percent ?? 10));
  // The published list's newest other version until the operator picks one.
  const picked = version || (others[0] ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ kind: 'canary', remote: name, version: picked.trim(), percent: Number(percent) });
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <label htmlFor={versionId}>{t('canary.version')}</label>
      {others.length > 0 ? (
        <select id={versionId} value={picked} onChange={(event) => setVersion(event.target.value)}>
          {others.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      ) : (
        <>
          {published.isSuccess && <p>{t('canary.noVersions', { remote: name })}</p>}
          <input
            id={versionId}
            value={version}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            required
            onChange={(event) => setVersion(event.target.value)}
          />
        </>
      )}
      <label htmlFor={percentId}>{t('canary.percent')}</label>
      <input
        id={percentId}
        type="number"
        min={CANARY_PERCENT.min}
        max={CANARY_PERCENT.max}
        step={1}
        required
        value={percent}
        onChange={(event) => setPercent(event.target.value)}
      />
      <button type="submit" disabled={!picked.trim()}>
        {remote.canary ? t('canary.change') : t('canary.start')}
      </button>
    </form>
  );
}
