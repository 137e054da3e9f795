// The prerenderer: the home page drawn to HTML in Node from the same components, routes and
// providers as the page, for a campaign manifest, a language and a moment. The page paints it
// before any of the app's JavaScript has arrived, and React then adopts it (hydrateRoot) instead
// of drawing it again (docs/decisions/018).
//
// Built by host/webpack.prerender.js into host/dist-prerender/render-page.cjs (CSS modules give the
// same class names as the browser build), and used by deploy/preview/prerender.mjs: the preview
// renders on each request, and so does the pages function in production (render-document.ts puts
// the body into the page). A game's page runs its remote's server part from a release tree only,
// never code from the network (docs/decisions/028).
import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { anyCanary, remoteForSide, type Side } from '@onam/shared/canary/device-side';
import { checkModule } from '@onam/shared/contracts/check-module';
import { routeAvailability } from '@onam/shared/festival/availability';
import { isoDateIn } from '@onam/shared/festival/calendar';
import { createLocaleStore } from '@onam/shared/i18n/locale-choice';
import type { Locale } from '@onam/shared/i18n/locale';
import type { WallPage } from '@onam/shared/backend/wishes';
import { brandTitle } from '@onam/shared/manifest/brand';
import { cardLink, readCardParams } from '@onam/shared/share/card-link';
import {
  parseCampaignManifest,
  type CampaignManifest,
  type GameRoutePath,
} from '@onam/shared/manifest/schema';
import { signedOutAuthState } from '@onam/shared/session/auth-state';
import { AppTree } from '../app/app-tree';
import { createPageTransition } from '../navigation/page-transition';
import { appRoutes } from '../app/router';
import { createBackendService } from '../backend/backend-service';
import { createTrustedClock } from '../campaign/trusted-clock';
import { remoteModuleQuery } from '../federation/remote-module';
import { firstWallPages, wallKeys } from '../wishes/wall-hooks';
import { INLINE_SCRIPT } from './inline-script';
import {
  loadServerRemote,
  ServerPartRefused,
  type ServerPartSources,
  type ServerRemote,
} from './server-remotes';
import { manifestDigest, type ShellMarker } from './shell-marker';

/**
 * The pages worth prerendering: the landing, which every campaign link opens; the games' pages,
 * which the campaign's posts link to, drawn with the game's first screen from its remote's server
 * part (server-remotes.ts); the card maker, where every shared card link lands, drawn for the
 * card the link names; the wall's frame (its cards come from the backend, which the browser asks);
 * the calendar and the privacy notice. Not the recorder (it waits for a sign-in and a microphone)
 * nor the guarded pages: they depend on who is signed in.
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

/** The inline script's hash, as the Content-Security-Policy's script-src names it. */
export const INLINE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;

export interface RenderRequest {
  /** The campaign manifest as read from its file (validated here, as the page validates it). */
  manifest: unknown;
  path: string;
  /**
   * The query as asked: the card maker draws the card a link names (pageQuery says what of it a
   * page reads). Only the path decides whether a page is drawn.
   */
  search?: string;
  locale: Locale;
  /**
   * The side of a running canary to draw (the `__session` cookie's, request-locale.ts): on the
   * canary side, a game is drawn by its remote's canary version. Stable when left out.
   */
  side?: Side;
  /** The moment to render for (ms since the epoch): it decides the festival day and the tiles. */
  now: number;
  /**
   * Where server parts are read from: the release tree, pinned by the hashes `pnpm release`
   * recorded (server-remotes.ts). Without it (and without serverRemote) no game is drawn.
   */
  serverParts?: ServerPartSources;
  /** A remote's server part by its name and entry; loadServerRemote from serverParts unless given. */
  serverRemote?: (remote: string, entry: string) => Promise<ServerRemote>;
  /**
   * The wall's first page, newest first, as the pages function read it from the public copies:
   * the wall of wishes is drawn with its cards instead of its loading state. Only /wall reads it;
   * without it (a read that failed, the local backend's preview) the wall is drawn loading.
   */
  wall?: WallPage;
}

export type RenderResult =
  | {
      ok: true;
      html: string;
      marker: ShellMarker;
      /** The manifest as the schema check returned it, for the page to carry (compose-page.ts). */
      manifest: CampaignManifest;
      title: string;
      themeColor: string;
      /** The screen's chunk name: its stylesheets are linked (screen-styles.json). */
      screen: string;
      /** The remote stylesheets the drawn page needs, in order, as absolute URLs. */
      stylesheets: string[];
      /** The wall's first page the page was drawn with, for the page to carry (compose-page.ts). */
      wallPage?: WallPage;
    }
  | { ok: false; reason: string };

type GameDrawing =
  | { ok: true; queryKey: readonly unknown[]; module: unknown; stylesheets: string[] }
  | { ok: true; queryKey: null; stylesheets: [] }
  | { ok: false; reason: string };

/**
 * What a game's page needs from its remote to be drawn: the game's module from the remote's server
 * part, checked against the game contract as the page checks it, and its stylesheets. Nothing when
 * the page shows no game today (the host's own "not open" or switched-off page).
 */
async function drawnGame(
  manifest: CampaignManifest,
  path: string,
  today: string,
  side: Side,
  serverRemote: (remote: string, entry: string) => Promise<ServerRemote>,
): Promise<GameDrawing> {
  const route = manifest.routes[path as GameRoutePath];
  if (
    manifest.switchOff ||
    !route ||
    routeAvailability(route, manifest.festival, today).state !== 'open'
  ) {
    return { ok: true, queryKey: null, stylesheets: [] };
  }
  const ref = { remote: route.remote, module: route.module };
  const remote = manifest.remotes[ref.remote];
  if (!remote) return { ok: false, reason: `the manifest names no remote ${ref.remote}` };
  try {
    // Server parts are per version: the side's entry names the published version that draws it.
    const server = await serverRemote(ref.remote, remoteForSide(remote, side).entry);
    const load = server.modules[ref.module];
    if (!load) return { ok: false, reason: `${ref.remote} has no server part for ${ref.module}` };
    const check = checkModule(await load(), 'game');
    if (!check.ok) return { ok: false, reason: `${ref.remote}/${ref.module}: ${check.detail}` };
    return {
      ok: true,
      queryKey: remoteModuleQuery(ref, 'game').queryKey,
      module: check.module,
      stylesheets: server.stylesheets(ref.module),
    };
  } catch (error) {
    // A refusal says which remote, version and file itself.
    if (error instanceof ServerPartRefused) return { ok: false, reason: error.message };
    return { ok: false, reason: `${ref.remote}'s server part: ${String(error)}` };
  }
}

export async function renderPage({
  manifest: json,
  path,
  search = '',
  locale,
  side: asked = 'stable',
  now,
  serverParts,
  wall,
  serverRemote = (remote, entry) =>
    serverParts
      ? loadServerRemote(remote, entry, serverParts)
      : Promise.reject(
          new ServerPartRefused(
            `no release tree was given: ${remote}'s server part is only run from one`,
          ),
        ),
}: RenderRequest): Promise<RenderResult> {
  if (!PRERENDERED_PATHS.includes(path)) return { ok: false, reason: `${path} is not prerendered` };
  const parsed = parseCampaignManifest(json);
  if (!parsed.ok) return { ok: false, reason: `invalid manifest: ${parsed.problems.join('; ')}` };
  const { manifest } = parsed;
  // A cookie still saying canary after the canary ended is drawn, and marked, stable.
  const side: Side = asked === 'canary' && anyCanary(manifest) ? 'canary' : 'stable';

  const today = isoDateIn(new Date(now));
  const screen = PRERENDERED_SCREENS[path] ?? '';
  const game =
    screen !== 'screen-game' ? null : await drawnGame(manifest, path, today, side, serverRemote);
  if (game && !game.ok) return game;
  // The game's module as the page's query for it holds it once loaded: the screen draws it at once.
  const queryClient = new QueryClient();
  if (game?.queryKey) queryClient.setQueryData(game.queryKey, game.module);
  // The wall's cards as its query holds them once read: drawn at once, and carried in the page so
  // the app's first render draws the same (wall-hooks.ts reads them back).
  const wallPage = screen === 'screen-wall' && wall ? wall : undefined;
  if (wallPage) queryClient.setQueryData(wallKeys.pages(), firstWallPages(wallPage));

  const clock = createTrustedClock(() => now);
  const transition = createPageTransition({ reducedMotion: () => false });
  const routes = appRoutes({
    // A visitor's session is only known in their browser: the page is drawn signed out, as the
    // page itself draws it until the backend has loaded.
    auth: signedOutAuthState,
    transition,
    currentLocation: () => undefined,
  });
  const handler = createStaticHandler(routes);
  const url = new URL(path, 'http://prerender.invalid');
  url.search = pageQuery(path, search);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { ok: false, reason: `${path} redirects` };
  if (context.errors) return { ok: false, reason: `${path} failed to load` };

  const html = renderToString(
    <AppTree
      store={{ current: () => manifest, subscribe: () => () => undefined, clock }}
      queryClient={queryClient}
      backend={createBackendService(manifest.backend, () =>
        Promise.reject(new Error('no backend while prerendering')),
      )}
      navigate={() => undefined}
      transition={transition}
      localeStore={createLocaleStore({ storage: null, languages: [locale] })}
    >
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </AppTree>,
  );
  return {
    ok: true,
    html,
    // The digest of the manifest as served, which is what the page reads from /campaign.json.
    marker: { path, locale, date: today, digest: manifestDigest(json), side },
    manifest,
    title: brandTitle(manifest.brand, locale),
    themeColor: manifest.brand.themeColor,
    screen,
    stylesheets: game?.stylesheets ?? [],
    ...(wallPage ? { wallPage } : {}),
  };
}
