import { Suspense, useMemo, useRef, useState } from 'react';
import { isBackendError, type CampaignDeskPort } from '@onam/shared/backend/port';
import type { CampaignChange } from '@onam/shared/manifest/campaign-change';
import { parseCampaignManifest } from '@onam/shared/manifest/schema';
import type { HealthWatchPort } from '@onam/shared/health/health-port';
import { remoteVersionsOf } from '@onam/shared/health/running-canary';
import { useBackend } from '@onam/shared/react/backend-context';
import { useTranslation } from '@onam/shared/react/locale-context';
import { useApplyChange, useLiveCampaign, usePreviewChange } from './desk-hooks';
import { Card, useLandOn, type T } from './desk-parts';
import {
  History,
  LiveSummary,
  FeaturedDays,
  Remotes,
  RoutesTable,
  SwitchOff,
  VisitorPreviewForm,
} from './desk-sections';
import { messages } from './messages';
import { HealthPanel } from './health-panel';
import { Moderation } from './moderation';
import { NowPanel } from './now-panel';
import { PackageChecks } from './package-checks';
import styles from './operator.module.css';

/**
 * The operators' console: the live campaign at a glance, its changes as forms, each
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
        <Now />
        <Desk />
      </Suspense>
      <Moderation />
    </div>
  );
}

/** The live numbers, where a server counts them (not on the local backend). */
function Now() {
  const t = useTranslation(messages);
  const { liveNumbers, health, campaignDesk } = useBackend();
  if (!liveNumbers) return null;
  return (
    <NowPanel
      port={liveNumbers}
      health={health && campaignDesk && <NowHealth port={health} desk={campaignDesk} />}
      t={t}
    />
  );
}

/** The health per version of the live campaign's builds (the same query as the desk's). */
function NowHealth({ port, desk }: { port: HealthWatchPort; desk: CampaignDeskPort }) {
  const live = useLiveCampaign(desk);
  const text = live.data?.manifest;
  const remotes = useMemo(
    () => (text ? [...remoteVersionsOf(JSON.parse(text)).values()] : []),
    [text],
  );
  return <HealthPanel port={port} remotes={remotes} />;
}

function Desk() {
  const t = useTranslation(messages);
  const desk = useBackend().campaignDesk;
  if (!desk) return <p>{t('operator.unavailable')}</p>;
  return <DeskWith desk={desk} />;
}

/** What became of the last change made live: its revision, or the refusal. */
type Outcome = { applied: number } | { refused: unknown };

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
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The dry run and the outcome are drawn near the top; the operator is taken to each, and back to
  // the control that asked when they cancel.
  const previewRef = useLandOn<HTMLElement>(proposal);
  const outcomeRef = useLandOn<HTMLDivElement>(outcome);
  const askedBy = useRef<HTMLElement | null>(null);

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
    askedBy.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
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
        setOutcome({ applied: result.revision });
      },
      onError: (error) => {
        setProposal(null);
        setOutcome({ refused: error });
      },
    });
  };
  const cancel = () => {
    setProposal(null);
    preview.reset();
    if (askedBy.current?.isConnected) askedBy.current.focus();
  };

  return (
    <>
      <LiveSummary current={current ?? null} manifest={manifest} onImport={propose} t={t} />
      {outcome && (
        <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
          {'applied' in outcome ? (
            <p role="status">{t('operator.done', { revision: outcome.applied })}</p>
          ) : (
            <Refusal error={outcome.refused} t={t} />
          )}
        </div>
      )}
      {proposal && (
        <Card title={t('operator.preview.title')} className={styles.preview} landRef={previewRef}>
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
              {preview.data.checks && <PackageChecks reports={preview.data.checks} t={t} />}
              <button type="button" onClick={confirm} disabled={apply.isPending}>
                {apply.isPending ? t('operator.preview.applying') : t('operator.preview.apply')}
              </button>
            </>
          )}
          <button type="button" className={styles.secondary} onClick={cancel}>
            {t('operator.preview.cancel')}
          </button>
        </Card>
      )}
      {manifest && (
        <>
          <RoutesTable manifest={manifest} onChange={propose} t={t} />
          <FeaturedDays manifest={manifest} onChange={propose} t={t} />
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
