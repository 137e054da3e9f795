import { Suspense, useMemo, useRef, useState } from 'react';
import { isBackendError, type CampaignDeskPort } from '@onam/shared/backend/port';
import type { CampaignChange } from '@onam/shared/manifest/campaign-change';
import { parseCampaignManifest } from '@onam/shared/manifest/schema';
import type { HealthWatchPort } from '@onam/shared/health/health-port';
import { remoteVersionsOf } from '@onam/shared/health/running-canary';
import { useBackend } from '@onam/shared/react/backend-context';
import { useTranslation } from '@onam/shared/react/locale-context';
import { useApplyChange, useLiveCampaign, usePreviewChange } from './desk-hooks';
import { Card, PendingContext, PendingHere, useLandOn, type T } from './desk-parts';
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
import { PendingChange } from './pending-change';
import { SectionNav, type DeskSection } from './section-nav';
import styles from './operator.module.css';

/**
 * The operators' console: the live campaign at a glance, its changes as forms, each
 * checked by the server and said in words beside the form before it goes live, and the
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
      <Moderation id={SECTION.moderation} />
    </div>
  );
}

/** The anchors of the desk's parts, for its section links. */
const SECTION = {
  now: 'desk-now',
  live: 'desk-live',
  routes: 'desk-routes',
  featured: 'desk-featured',
  remotes: 'desk-remotes',
  switchOff: 'desk-switch-off',
  visit: 'desk-visit',
  history: 'desk-history',
  moderation: 'desk-moderation',
} as const;

/** The live numbers, where a server counts them (not on the local backend). */
function Now() {
  const t = useTranslation(messages);
  const { liveNumbers, health, campaignDesk } = useBackend();
  if (!liveNumbers) return null;
  return (
    <NowPanel
      id={SECTION.now}
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
  if (!desk) {
    return (
      <>
        <Now />
        <p>{t('operator.unavailable')}</p>
      </>
    );
  }
  return <DeskWith desk={desk} />;
}

/** What became of the last change made live (its revision, or the refusal), and where it asked. */
type Outcome = ({ applied: number } | { refused: unknown }) & { at: string };

/**
 * A change on its way: checked first (the preview), then applied on the revision it was made on.
 * `at` is where the operator asked for it; its confirmation is drawn there.
 */
interface Proposal {
  change: CampaignChange;
  baseRevision: number;
  at: string;
}

/** Where a change asked from no particular place is confirmed: at the top of the desk. */
const TOP = 'top';

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
  const hasNumbers = Boolean(useBackend().liveNumbers);

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

  const propose = (change: CampaignChange, at: string = TOP) => {
    askedBy.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOutcome(null);
    apply.reset();
    const next = { change, baseRevision, at };
    setProposal(next);
    preview.mutate({ change, baseRevision });
  };
  const confirm = () => {
    if (!proposal) return;
    const { at } = proposal;
    apply.mutate(
      { change: proposal.change, baseRevision: proposal.baseRevision },
      {
        onSuccess: (result) => {
          setProposal(null);
          setOutcome({ applied: result.revision, at });
        },
        onError: (error) => {
          setProposal(null);
          setOutcome({ refused: error, at });
        },
      },
    );
  };
  const cancel = () => {
    setProposal(null);
    preview.reset();
    if (askedBy.current?.isConnected) askedBy.current.focus();
  };

  const sections: DeskSection[] = [
    ...(hasNumbers ? [{ id: SECTION.now, label: t('operator.now.title') }] : []),
    { id: SECTION.live, label: t('operator.live.title') },
    ...(manifest
      ? [
          { id: SECTION.routes, label: t('operator.routes.title') },
          { id: SECTION.featured, label: t('operator.featured.title') },
          { id: SECTION.remotes, label: t('operator.remotes.title') },
          { id: SECTION.switchOff, label: t('operator.switch.title') },
        ]
      : []),
    ...(manifest && current ? [{ id: SECTION.visit, label: t('operator.visit.title') }] : []),
    { id: SECTION.history, label: t('operator.history.title') },
    { id: SECTION.moderation, label: t('operator.nav.moderation') },
  ];

  const confirmation = proposal && (
    <Card title={t('operator.preview.title')} className={styles.preview} landRef={previewRef}>
      {preview.isPending && <p role="status">{t('operator.preview.checking')}</p>}
      {preview.isError && <Refusal error={preview.error} t={t} />}
      {preview.isSuccess && (
        <>
          <PendingChange answer={preview.data} liveManifest={current?.manifest ?? null} t={t} />
          <button type="button" onClick={confirm} disabled={apply.isPending}>
            {apply.isPending ? t('operator.preview.applying') : t('operator.preview.apply')}
          </button>
        </>
      )}
      <button type="button" className={styles.secondary} onClick={cancel}>
        {t('operator.preview.cancel')}
      </button>
    </Card>
  );
  const outcomeNote = outcome && (
    <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
      {'applied' in outcome ? (
        <p role="status">{t('operator.done', { revision: outcome.applied })}</p>
      ) : (
        <Refusal error={outcome.refused} t={t} />
      )}
    </div>
  );
  const pending = proposal
    ? { at: proposal.at, node: confirmation }
    : { at: outcome?.at ?? null, node: outcomeNote };

  return (
    <PendingContext.Provider value={pending}>
      <SectionNav sections={sections} t={t} />
      <Now />
      <PendingHere at={TOP} />
      <LiveSummary
        id={SECTION.live}
        current={current ?? null}
        manifest={manifest}
        onImport={propose}
        t={t}
      />
      {manifest && (
        <>
          <RoutesTable id={SECTION.routes} manifest={manifest} onChange={propose} t={t} />
          <FeaturedDays id={SECTION.featured} manifest={manifest} onChange={propose} t={t} />
          <Remotes id={SECTION.remotes} manifest={manifest} onChange={propose} t={t} />
          <SwitchOff id={SECTION.switchOff} manifest={manifest} onChange={propose} t={t} />
        </>
      )}
      {manifest && current && (
        <VisitorPreviewForm
          id={SECTION.visit}
          desk={desk}
          live={current}
          days={manifest.festival.days}
          t={t}
        />
      )}
      <History
        id={SECTION.history}
        desk={desk}
        liveRevision={current?.revision}
        onRollback={propose}
        t={t}
      />
    </PendingContext.Provider>
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
