import type { CampaignManifest } from '@onam/shared/manifest/schema';
import type { CampaignFetch } from './fetch-campaign';
import type { CampaignLoad, CheckCampaign } from './load-campaign';
import type { ManifestMemory } from './manifest-memory';
import { createTrustedClock, type TrustedClock } from './trusted-clock';

/** DESIGN.md: the host re-reads the manifest at most every 60 s, and on navigation. */
export const REREAD_INTERVAL_MS = 60_000;

/**
 * How long a navigation waits for its re-read before it shows the next screen with the manifest
 * in hand. The read runs alongside the screen's code and the leave animation, so on a working
 * connection (a revalidated 304 of a few hundred bytes) it adds nothing; on a poor one the visitor
 * is held up for at most this long, and a late answer is used at the navigation after.
 */
export const NAVIGATION_WAIT_MS = 1_500;

/**
 * The manifest the screens show, kept fresh while the site stays open (DESIGN.md, runtime picture
 * 4). The rules:
 * - Every navigation re-reads /campaign.json: there is no minimum age, because a conditional
 *   request for a tiny same-origin file is cheap next to the screen it leads to, and operators
 *   (and tests) can count on "changed, then navigated" meaning "sees the change". Reads already
 *   under way are shared, so a redirect or a double click makes one request, not several.
 * - Between navigations, a read every 60 s while the page is visible and online. What it finds
 *   waits for the next navigation, so a game never changes under a visitor's fingers; only a
 *   change to the switch-off (the operators' emergency brake, or its release) applies at once.
 * - A read that fails, or finds a manifest that fails the schema, changes nothing the visitor
 *   sees: the current manifest stays, and the console says why once (not every minute).
 * - A valid manifest is remembered as the last known good one (manifest-memory.ts), and each
 *   response's Date header corrects the trusted clock the schedules use.
 */
export interface CampaignStore {
  /** The manifest the screens show now. */
  current(): CampaignManifest;
  subscribe(listener: () => void): () => void;
  /** Today's time by the server's clock where it is known (trusted-clock.ts). */
  readonly clock: TrustedClock;
  /** A background re-read: what it finds waits for a navigation, except a switch-off change. */
  reread(): Promise<void>;
  /**
   * For a route loader: re-reads (or joins a read under way) and resolves once it is done or
   * NAVIGATION_WAIT_MS have passed, to `publish`, which the loader calls just before the next
   * screen shows, so the leaving screen is not re-rendered with the new manifest while visible.
   */
  forNavigation(): Promise<() => void>;
  /** The 60-second re-read; returns stop. Start it after the first paint. */
  startPolling(environment?: Partial<PollingEnvironment>): () => void;
}

export interface PollingEnvironment {
  isHidden(): boolean;
  /** Calls `listener` when the page is shown or hidden; returns the unsubscribe. */
  onVisibilityChange(listener: () => void): () => void;
}

export interface CampaignStoreOptions {
  initial: CampaignManifest;
  /**
   * The initial manifest as it was served (before the schema's defaults): a re-read that serves
   * the very same text needs no check, so the schema's code is loaded only for a changed manifest.
   */
  initialJson?: unknown;
  read: () => Promise<CampaignFetch>;
  /**
   * The schema check for the re-reads (validateCampaign), asked for by the first re-read that
   * brings a manifest other than the one shown: it is zod, which the first screen of a prerendered
   * page does without (prerendered-manifest.ts), and most visits never need.
   */
  loadCheck: () => Promise<CheckCampaign>;
  /** Already corrected by the first load's Date header, if it had one. */
  clock?: TrustedClock;
  memory?: ManifestMemory;
  /** Runs before the screens see a new manifest: registers changed remotes, applies the brand. */
  onPublish?: (manifest: CampaignManifest) => void;
  warn?: (message: string) => void;
  /** A monotonic clock (ms), for the age of the last read. */
  now?: () => number;
  isOnline?: () => boolean;
  navigationWaitMs?: number;
  intervalMs?: number;
}

interface Version {
  manifest: CampaignManifest;
  /** The parsed manifest as JSON: equal keys, same manifest (zod keeps the key order). */
  key: string;
  /** The manifest as served, as JSON, where known: a re-read serving the same is this version. */
  served?: string;
}

const versionOf = (manifest: CampaignManifest, json?: unknown): Version => ({
  manifest,
  key: JSON.stringify(manifest),
  ...(json !== undefined && { served: JSON.stringify(json) }),
});
const switchOffOf = (manifest: CampaignManifest) => JSON.stringify(manifest.switchOff ?? null);

const browserVisibility: PollingEnvironment = {
  isHidden: () => document.visibilityState === 'hidden',
  onVisibilityChange(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/**
 * What every fetched manifest goes through, the first and each re-read: its answer's Date sets the
 * trusted clock, and the manifest is checked against the schema (load-campaign.ts), a valid one
 * remembered. Only the first falls back to the remembered manifest when the network cannot answer:
 * a re-read that cannot keeps the one on display.
 */
function acceptCampaign(
  fetched: CampaignFetch,
  {
    clock,
    memory,
    first,
    check,
  }: { clock: TrustedClock; memory?: ManifestMemory; first: boolean; check: CheckCampaign },
): CampaignLoad {
  clock.observe(fetched.serverTime);
  if (!fetched.ok && !first) return fetched;
  return check(fetched, memory);
}

export type CampaignOpening =
  | { ok: true; store: CampaignStore; load: Extract<CampaignLoad, { ok: true }> }
  | Extract<CampaignLoad, { ok: false }>;

/**
 * The first manifest, as main.js fetched it (fetch-campaign.ts): accepted as every re-read is,
 * by `check` (validateCampaign, or the prerendered page's checked copy of this very manifest),
 * published (`onPublish`: the remotes registered, the brand applied), and kept by a new store.
 * One that cannot be used comes back as the failure, for the manifest error page.
 */
export function openCampaign(
  first: CampaignFetch,
  { check, ...options }: Omit<CampaignStoreOptions, 'initial'> & { check: CheckCampaign },
): CampaignOpening {
  const clock = options.clock ?? createTrustedClock();
  const load = acceptCampaign(first, { clock, memory: options.memory, first: true, check });
  if (!load.ok) return load;
  options.onPublish?.(load.manifest);
  return {
    ok: true,
    store: createCampaignStore({
      ...options,
      initial: load.manifest,
      initialJson: load.json,
      clock,
    }),
    load,
  };
}

export function createCampaignStore(options: CampaignStoreOptions): CampaignStore {
  const {
    read,
    loadCheck,
    memory,
    onPublish,
    warn = (message: string) => console.warn(message),
    now = () => performance.now(),
    isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false,
    navigationWaitMs = NAVIGATION_WAIT_MS,
    intervalMs = REREAD_INTERVAL_MS,
  } = options;
  const clock = options.clock ?? createTrustedClock();
  const listeners = new Set<() => void>();
  let published = versionOf(options.initial, options.initialJson);
  let pending: Version | undefined;
  let inflight: Promise<void> | undefined;
  let lastReadAt = now(); // the first load has just read it
  let lastWarning: string | undefined;

  const warnOnce = (message: string) => {
    if (message === lastWarning) return;
    lastWarning = message;
    warn(message);
  };

  const publish = () => {
    const next = pending;
    if (!next) return;
    pending = undefined;
    published = next;
    try {
      onPublish?.(next.manifest);
    } catch (error) {
      warnOnce(`The new campaign manifest could not be fully applied: ${String(error)}`);
    }
    listeners.forEach((listener) => listener());
  };

  const readOnce = async () => {
    // Offline, a read can only fail (and log a network error): the next navigation online reads.
    if (!isOnline()) return;
    const fetched = await read();
    lastReadAt = now();
    clock.observe(fetched.serverTime);
    if (fetched.ok) {
      // The same text as a version already checked is that version: nothing to check or swap.
      const served = JSON.stringify(fetched.json);
      if (served === published.served || served === pending?.served) {
        lastWarning = undefined;
        if (served === published.served) pending = undefined;
        return;
      }
    }
    const check = await loadCheck();
    const load: CampaignLoad = fetched.ok ? check(fetched, memory) : fetched;
    if (!load.ok) {
      warnOnce(
        `The campaign manifest could not be re-read (${load.failure}); the current one stays. ${load.problems.join('; ')}`,
      );
      return;
    }
    lastWarning = undefined;
    const found = versionOf(load.manifest, load.json);
    // An operator who changed it back before the visitor navigated leaves nothing to swap.
    pending = found.key === published.key ? undefined : found;
  };

  const reread = (): Promise<void> => {
    inflight ??= readOnce()
      .catch((error: unknown) => warnOnce(`The campaign manifest re-read failed: ${String(error)}`))
      .finally(() => {
        inflight = undefined;
      });
    return inflight;
  };

  const backgroundRead = async () => {
    await reread();
    if (pending && switchOffOf(pending.manifest) !== switchOffOf(published.manifest)) publish();
  };

  return {
    current: () => published.manifest,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clock,
    reread: backgroundRead,
    async forNavigation() {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const patience = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, navigationWaitMs);
      });
      await Promise.race([reread(), patience]);
      clearTimeout(timer);
      return publish;
    },
    startPolling(environment = {}) {
      const { isHidden, onVisibilityChange } = { ...browserVisibility, ...environment };
      let timer: ReturnType<typeof setTimeout> | undefined;
      let stopped = false;
      const schedule = () => {
        clearTimeout(timer);
        timer = undefined;
        // A hidden tab does not poll; showing it again reads if the last read is old enough.
        if (stopped || isHidden()) return;
        const due = lastReadAt + intervalMs - now();
        timer = setTimeout(tick, due > 0 ? due : intervalMs);
      };
      const tick = () => {
        timer = undefined;
        if (stopped || isHidden()) return;
        if (now() - lastReadAt < intervalMs) schedule();
        else void backgroundRead().finally(schedule);
      };
      const stopWatching = onVisibilityChange(() => {
        clearTimeout(timer);
        timer = undefined;
        tick();
      });
      schedule();
      return () => {
        stopped = true;
        clearTimeout(timer);
        stopWatching();
      };
    },
  };
}
