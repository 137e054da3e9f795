// The prerenderer: the home page drawn to HTML in Node from the same components, routes and
// providers as the page, for a campaign manifest, a language and a moment. The page paints it
// before any of the app's JavaScript has arrived, and React then adopts it (hydrateRoot) instead
// of drawing it again (docs/decisions/018).
//
// Built by host/webpack.prerender.js into host/dist-prerender/render-page.cjs (CSS modules give the
// same class names as the browser build), and used by deploy/hosting/prerender.mjs: the preview
// renders on each request, `node deploy/hosting/write-prerender.mjs <env>` before a deploy.
import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { isoDateIn } from '@onam/shared/festival/calendar';
import { createLocaleStore } from '@onam/shared/i18n/locale-choice';
import type { Locale } from '@onam/shared/i18n/locale';
import { brandTitle, parseCampaignManifest } from '@onam/shared/manifest/schema';
import { signedOutAuthState } from '@onam/shared/session/auth-state';
import { AppTree } from '../app/app-tree';
import { createPageTransition } from '../app/page-transition';
import { appRoutes } from '../app/router';
import { createBackendService } from '../backend/backend-service';
import { createTrustedClock } from '../campaign/trusted-clock';
import { composePage } from './compose-page';
import { INLINE_SCRIPT } from './inline-script';
import { manifestDigest, type ShellMarker } from './shell-marker';

export { composePage, INLINE_SCRIPT };

/**
 * The pages worth prerendering: the landing, which every campaign link opens. A game's page is
 * mostly its remote module, which only the browser loads; the guarded pages depend on who is
 * signed in.
 */
export const PRERENDERED_PATHS: readonly string[] = ['/'];

/** The inline script's hash, as the Content-Security-Policy's script-src names it. */
export const INLINE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;

export interface RenderRequest {
  /** The campaign manifest as read from its file (validated here, as the page validates it). */
  manifest: unknown;
  path: string;
  locale: Locale;
  /** The moment to render for (ms since the epoch): it decides the festival day and the tiles. */
  now: number;
}

export type RenderResult =
  | { ok: true; html: string; marker: ShellMarker; title: string; themeColor: string }
  | { ok: false; reason: string };

export async function renderPage({
  manifest: json,
  path,
  locale,
  now,
}: RenderRequest): Promise<RenderResult> {
  if (!PRERENDERED_PATHS.includes(path)) return { ok: false, reason: `${path} is not prerendered` };
  const parsed = parseCampaignManifest(json);
  if (!parsed.ok) return { ok: false, reason: `invalid manifest: ${parsed.problems.join('; ')}` };
  const { manifest } = parsed;

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
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) return { ok: false, reason: `${path} redirects` };
  if (context.errors) return { ok: false, reason: `${path} failed to load` };

  const html = renderToString(
    <AppTree
      store={{ current: () => manifest, subscribe: () => () => undefined, clock }}
      queryClient={new QueryClient()}
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
    marker: { path, locale, date: isoDateIn(new Date(now)), digest: manifestDigest(manifest) },
    title: brandTitle(manifest.brand, locale),
    themeColor: manifest.brand.themeColor,
  };
}
