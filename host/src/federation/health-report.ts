// The page's side of health per version (docs/decisions/049): the federation layer, the remote
// boundaries and the game screen each say what happened with one small call, and the figures go
// to /health, batched (shared/src/health/health-batcher.ts), with navigator.sendBeacon: when the
// page is hidden or left, and at most once a minute while figures wait. A visit sends a few
// reports at most, and they carry nothing about the visitor: only a random id made for this visit.
import { createHealthBatcher, type HealthCount } from '@onam/shared/health/health-batcher';
import { GAME_ROUTE_PATHS } from '@onam/shared/manifest/route-paths';
import { versionInUse } from './register-remotes';

export const HEALTH_PATH = '/health';
/** The longest figures wait while the page stays open. */
export const HEALTH_SEND_EVERY_MS = 60_000;
/** A tap this long before a game became playable is not what made it appear. */
export const TILE_TAP_FORGET_MS = 60_000;

export interface HealthReporterDeps {
  /** Sends a report's text; false when the browser would not take it. */
  send: (text: string) => boolean;
  /** The version of a remote this page runs, or undefined before the manifest named it. */
  versionOf: (remote: string) => string | undefined;
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  /** Where pagehide and visibilitychange are heard (the window and document in a page). */
  onLeave: (flush: () => void) => void;
  visit: string;
}

export interface HealthReporter {
  count(remote: string, what: HealthCount): void;
  /** A tap on a game's tile (or a link to a game): the start of a tile-to-playable time. */
  tileTapped(): void;
  /** The game of `remote` is on screen and playable: ends the time the last tap started. */
  playable(remote: string): void;
  /** Sends what waits now (the page is going away or out of sight). */
  flush(): void;
}

export function createHealthReporter(deps: HealthReporterDeps): HealthReporter {
  const batcher = createHealthBatcher(deps.visit);
  let timer = false;
  let listening = false;
  let tappedAt: number | undefined;

  const flush = () => {
    const report = batcher.take();
    if (report) deps.send(JSON.stringify(report));
  };
  const waitToSend = () => {
    if (!listening) {
      listening = true;
      deps.onLeave(flush);
    }
    if (timer || !batcher.waiting) return;
    timer = true;
    deps.setTimer(() => {
      timer = false;
      flush();
    }, HEALTH_SEND_EVERY_MS);
  };

  return {
    count(remote, what) {
      const version = deps.versionOf(remote);
      if (!version) return;
      batcher.count(remote, version, what);
      waitToSend();
    },
    tileTapped() {
      tappedAt = deps.now();
    },
    playable(remote) {
      const at = tappedAt;
      tappedAt = undefined;
      const version = deps.versionOf(remote);
      if (at === undefined || !version) return;
      const ms = deps.now() - at;
      if (ms > TILE_TAP_FORGET_MS) return;
      batcher.time(remote, version, ms);
      waitToSend();
    },
    flush,
  };
}

/** 16 random bytes as base64url: a visit's id, never kept past the page. */
function randomVisitId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

function sendFromPage(text: string): boolean {
  try {
    if (typeof navigator.sendBeacon === 'function') return navigator.sendBeacon(HEALTH_PATH, text);
    void fetch(HEALTH_PATH, { method: 'POST', body: text, keepalive: true }).catch(() => undefined);
    return true;
  } catch {
    // A report lost is a figure missing, never a visitor's problem.
    return false;
  }
}

let pageReporter: HealthReporter | undefined;

/** The page's reporter, made on first use. */
export function healthReporter(): HealthReporter {
  pageReporter ??= createHealthReporter({
    send: sendFromPage,
    versionOf: versionInUse,
    now: () => performance.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    onLeave: (flush) => {
      if (typeof document === 'undefined') return;
      addEventListener('pagehide', flush);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') flush();
      });
    },
    visit: randomVisitId(),
  });
  return pageReporter;
}

/** One of a remote's events, counted under the version this page runs of it. */
export function reportHealth(remote: string, what: HealthCount): void {
  try {
    healthReporter().count(remote, what);
  } catch {
    // Counting must never cost the visitor the game.
  }
}

/** True for a click on a link to one of the game routes (a tile, a featured day's link). */
export function isGameLinkClick(event: Event): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return false;
  return GAME_ROUTE_PATHS.some((path) => path === link.pathname);
}

let watching = false;

/**
 * Starts the tile-to-playable clock at every click on a link to a game (a tap or a key). Called by
 * the remote boundaries as they mount, so any page that shows a remote part watches; once per page.
 */
export function watchTileTaps(): void {
  if (watching) return;
  watching = true;
  document.addEventListener(
    'click',
    (event) => {
      if (isGameLinkClick(event)) healthReporter().tileTapped();
    },
    true,
  );
}
