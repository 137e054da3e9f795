// What a prerendered page is, decided before anything is drawn: whether the path is drawn at all,
// the manifest it is drawn from (checked as the page checks it), the festival day, the side of a
// running canary, the page's marker, title and colour, and which game, of which remote version,
// it shows. Plain functions with no React: the pages function and the preview run them in their
// own process to choose the sandbox that draws the page (draw-page.ts runs in it) and to put the
// drawing into the page, and nothing the sandbox answers can change what they decide.
import { anyCanary, remoteForSide, type Side } from '@onam/shared/canary/device-side';
import { routeAvailability } from '@onam/shared/festival/availability';
import { isoDateIn } from '@onam/shared/festival/calendar';
import type { Locale } from '@onam/shared/i18n/locale';
import { brandTitle } from '@onam/shared/manifest/brand';
import {
  parseCampaignManifest,
  type CampaignManifest,
  type GameRoutePath,
} from '@onam/shared/manifest/schema';
import { addedGameId } from '@onam/shared/manifest/route-paths';
import { cardLink, readCardParams } from '@onam/shared/share/card-link';
import { manifestDigest, type ShellMarker } from './shell-marker';

/**
 * The pages worth prerendering: the landing, which every campaign link opens; the games' pages,
 * which the campaign's posts link to, drawn with the game's first screen from its remote's server
 * part; the card maker, where every shared card link lands, drawn for the card the link names;
 * the wall, the calendar and the privacy notice. Not the recorder (it waits for a sign-in and a
 * microphone) nor the guarded pages: they depend on who is signed in.
 */
export const PRERENDERED_SCREENS: Readonly<Record<string, string>> = {
  // Each path's screen, by the webpackChunkName of its code (app/routes.tsx): the page links that
  // screen's stylesheets, as host/dist/screen-styles.json names them.
  '/': 'screen-home',
  '/calendar': 'screen-calendar',
  '/celebrate': 'screen-celebrate',
  '/dress': 'screen-game',
  '/eat': 'screen-game',
  '/game': 'screen-game',
  '/privacy': 'screen-privacy',
  '/wall': 'screen-wall',
};
export const PRERENDERED_PATHS: readonly string[] = Object.keys(PRERENDERED_SCREENS);

/** A path's screen when it is drawn on the server: the table's, and the game screen for /play/<id>. */
function prerenderedScreen(path: string): string | undefined {
  return PRERENDERED_SCREENS[path] ?? (addedGameId(path) ? 'screen-game' : undefined);
}

/** Whether a page at `path` is drawn on the server: the table's paths and every added game's. */
export function isPrerenderedPath(path: string): boolean {
  return prerenderedScreen(path) !== undefined;
}

/**
 * What of a request's query a page is drawn from: for the card maker, the card its link names
 * (`?greeting=…&name=…`, as cardLink writes it), which is all the maker reads of it; for any
 * other page, nothing. So one drawing serves every link to a page or a card, whatever a social
 * network appends to it (a click id), and the pages function keeps it by this.
 */
export function pageQuery(path: string, search: string): string {
  if (path !== '/celebrate') return '';
  const params = readCardParams(new URLSearchParams(search));
  return params ? new URL(cardLink('http://prerender.invalid', params)).search : '';
}

export interface PageRequest {
  /** The campaign manifest as read from its file or document (checked here, as the page checks it). */
  manifest: unknown;
  path: string;
  /** The query as asked; only what pageQuery keeps of it reaches the drawing. */
  search?: string;
  locale: Locale;
  /**
   * The side of a running canary to draw (the `__session` cookie's, request-locale.ts): on the
   * canary side, a game is drawn by its remote's canary version. Stable when left out.
   */
  side?: Side;
  /** The moment to draw for (ms since the epoch): it decides the festival day and the tiles. */
  now: number;
}

/** The game a page shows: the remote, the version of it the page's side runs, and its module. */
export interface GameOnPage {
  remote: string;
  version: string;
  /** The version's `mf-manifest.json`, as the manifest names it. */
  entry: string;
  module: string;
}

export type PagePlan =
  | {
      ok: true;
      /** The manifest as the schema check returned it, for the page to carry (compose-page.ts). */
      manifest: CampaignManifest;
      path: string;
      /** pageQuery's part of the request's query. */
      search: string;
      locale: Locale;
      /** The side drawn: a cookie still saying canary after the canary ended is drawn stable. */
      side: Side;
      now: number;
      marker: ShellMarker;
      title: string;
      themeColor: string;
      /** The screen's chunk name: its stylesheets are linked (screen-styles.json). */
      screen: string;
      /** The game the page shows today, or null (not a game's page, not open, switched off). */
      game: GameOnPage | null;
    }
  | { ok: false; reason: string };

/** The game a game's page shows today, or null when it shows the host's own page instead. */
function gameOnPage(
  manifest: CampaignManifest,
  path: string,
  today: string,
  side: Side,
): GameOnPage | null | { reason: string } {
  const route = manifest.routes[path as GameRoutePath];
  if (
    manifest.switchOff ||
    !route ||
    routeAvailability(route, manifest.festival, today).state !== 'open'
  ) {
    return null;
  }
  const remote = manifest.remotes[route.remote];
  if (!remote) return { reason: `the manifest names no remote ${route.remote}` };
  // Server parts are per version: the side's version draws it.
  const run = remoteForSide(remote, side);
  return { remote: route.remote, version: run.version, entry: run.entry, module: route.module };
}

export function planPage({
  manifest: json,
  path,
  search = '',
  locale,
  side: asked = 'stable',
  now,
}: PageRequest): PagePlan {
  const screen = prerenderedScreen(path);
  if (!screen) return { ok: false, reason: `${path} is not prerendered` };
  const parsed = parseCampaignManifest(json);
  if (!parsed.ok) return { ok: false, reason: `invalid manifest: ${parsed.problems.join('; ')}` };
  const { manifest } = parsed;
  if (addedGameId(path) && !manifest.routes[path as GameRoutePath]) {
    // The app answers it with its 404 page.
    return { ok: false, reason: `${path} is no game of this campaign` };
  }
  const side: Side = asked === 'canary' && anyCanary(manifest) ? 'canary' : 'stable';
  const today = isoDateIn(new Date(now));
  const game = screen === 'screen-game' ? gameOnPage(manifest, path, today, side) : null;
  if (game && 'reason' in game) return { ok: false, reason: game.reason };
  return {
    ok: true,
    manifest,
    path,
    search: pageQuery(path, search),
    locale,
    side,
    now,
    // The digest of the manifest as served, which is what the page reads from /campaign.json.
    marker: { path, locale, date: today, digest: manifestDigest(json), side },
    title: brandTitle(manifest.brand, locale),
    themeColor: manifest.brand.themeColor,
    screen,
    game,
  };
}
