// The prerenderer: a page drawn to HTML from the same components, routes and providers as the
// page, for a campaign manifest, a language and a moment. The page paints it before any of the
// app's JavaScript has arrived, and React then adopts it (hydrateRoot) instead of drawing it again
// (docs/decisions/018).
//
// It runs in a page's sandbox (draw-page.ts; docs/decisions/053): a game's page with the game's
// first screen from its remote's server part, loaded beside it there, never in the process that
// answers the request. plan-page.ts decides what the page is; this draws it.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { checkModule } from '@onam/shared/contracts/check-module';
import { createLocaleStore } from '@onam/shared/i18n/locale-choice';
import type { WallPage } from '@onam/shared/backend/wishes';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { signedOutAuthState } from '@onam/shared/session/auth-state';
import { AppTree } from '../app/app-tree';
import { createPageTransition } from '../navigation/page-transition';
import { appRoutes } from '../app/router';
import { createBackendService } from '../backend/backend-service';
import { createTrustedClock } from '../campaign/trusted-clock';
import { remoteModuleQuery } from '../federation/remote-module';
import { firstWallPages, wallKeys } from '../wishes/wall-hooks';
import { planPage, type GameOnPage, type PageRequest } from './plan-page';
import type { ServerModules } from './server-part';
import type { ShellMarker } from './shell-marker';

/** A remote's server part as the drawing gets it: its modules, and the stylesheets one needs. */
export interface ServerRemote {
  modules: ServerModules;
  /** The stylesheets an exposed module needs from its first render, as absolute URLs. */
  stylesheets(module: string): string[];
}

export interface RenderRequest extends PageRequest {
  /**
   * The server part of the remote version a game's page shows (plan-page.ts says which). Without
   * it, a page that shows a game is not drawn.
   */
  serverRemote?: (game: GameOnPage) => Promise<ServerRemote>;
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
  | { ok: false; reason: string };

/**
 * What a game's page needs from its remote to be drawn: the game's module from the remote's server
 * part, checked against the game contract as the page checks it, and its stylesheets.
 */
async function drawnGame(
  game: GameOnPage,
  serverRemote: RenderRequest['serverRemote'],
): Promise<GameDrawing> {
  const named = `${game.remote} ${game.version}`;
  if (!serverRemote) return { ok: false, reason: `no server part was given for ${named}` };
  try {
    const server = await serverRemote(game);
    const load = Object.hasOwn(server.modules, game.module)
      ? server.modules[game.module]
      : undefined;
    if (!load) return { ok: false, reason: `${named} has no server part for ${game.module}` };
    const check = checkModule(await load(), 'game');
    if (!check.ok) return { ok: false, reason: `${named}/${game.module}: ${check.detail}` };
    return {
      ok: true,
      queryKey: remoteModuleQuery({ remote: game.remote, module: game.module }, 'game').queryKey,
      module: check.module,
      stylesheets: server.stylesheets(game.module),
    };
  } catch (error) {
    return { ok: false, reason: `${named}'s server part: ${String(error)}` };
  }
}

export async function renderPage({
  wall,
  serverRemote,
  ...request
}: RenderRequest): Promise<RenderResult> {
  const plan = planPage(request);
  if (!plan.ok) return plan;
  const { manifest, path, search, locale, now, screen } = plan;
  const game = plan.game ? await drawnGame(plan.game, serverRemote) : null;
  if (game && !game.ok) return game;
  // The game's module as the page's query for it holds it once loaded: the screen draws it at once.
  const queryClient = new QueryClient();
  if (game) queryClient.setQueryData(game.queryKey, game.module);
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
  url.search = search;
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
    marker: plan.marker,
    manifest,
    title: plan.title,
    themeColor: plan.themeColor,
    screen,
    stylesheets: game?.stylesheets ?? [],
    ...(wallPage ? { wallPage } : {}),
  };
}
