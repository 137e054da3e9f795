// The host's page renderer, built by `pnpm build` (host/webpack.prerender.js; docs/decisions/018,
// 053): host/dist-prerender/render-page.cjs, what is decided about a page in the process that
// answers it (host/src/prerender/server-entry.ts), and draw-page.js, what draws a page's body in a
// sandbox, beside a game version's server part. The preview draws pages with them
// (deploy/preview/prerender.mjs), the deploy tools read the inline script's hash (write-csp.mjs),
// and the pages function's build finds their files here (deploy/functions/build.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apps, outsideRemotes, releasesRoot, repoRoot } from './apps.mjs';

export const RENDERER_FILE = path.join(repoRoot, 'host/dist-prerender/render-page.cjs');

/** The drawing a page's sandbox runs (host/src/prerender/draw-page.ts). */
export const DRAWING_FILE = path.join(repoRoot, 'host/dist-prerender/draw-page.js');

/** Beside the template (app.html): each screen's stylesheets (host/webpack.config.js). */
export const SCREEN_STYLES_FILE = 'screen-styles.json';

/**
 * What render-page.cjs exports (host/src/prerender/server-entry.ts), as the tools here use it; the
 * page drawing's own view of it is deploy/game-packages/page-drawing.ts's HostRenderer.
 * @typedef {import('../game-packages/page-drawing').HostRenderer & {
 *   INLINE_SCRIPT: string,
 *   INLINE_SCRIPT_HASH: string,
 *   localeOfRequest(request: { cookie?: string, acceptLanguage?: string }): 'en' | 'ml',
 *   shareMetaFor(request: { path: string, search: string, origin: string, locale: 'en' | 'ml', gameId?: string | null, gameTitle?: string }): object | null,
 *   gameOnPath(manifest: unknown, path: string, locale: 'en' | 'ml'): { gameId: string, title: string } | null,
 *   withShareMeta(page: string, meta: object): string,
 *   requestOrigin(headers: { forwardedHost?: string, host?: string, forwardedProto?: string }): string | null,
 * }} Renderer
 */

/**
 * Where the preview serves each remote and its current build: the release registry on this
 * machine reads them (deploy/game-packages/release-tree.ts), published versions at
 * `<origin>/<version>/`, each current build at its origin's root.
 * @returns {{ releasesDir: string, origins: Record<string, string>, currentBuilds: Record<string, string>, currentVersions: Record<string, string> }}
 */
export function localReleaseTree(portOffset = 0) {
  const remotes = apps.filter((app) => app.releases);
  // Built outside this repository: only their published versions, on their own origins.
  const outside = outsideRemotes();
  return {
    releasesDir: releasesRoot,
    origins: Object.fromEntries(
      [...remotes, ...outside].map((app) => [
        app.target,
        `http://localhost:${app.port + portOffset}`,
      ]),
    ),
    currentBuilds: Object.fromEntries(
      remotes.map((app) => [app.target, path.join(app.dir, 'dist')]),
    ),
    currentVersions: Object.fromEntries(
      remotes.map((app) => [
        app.target,
        String(JSON.parse(readFileSync(path.join(app.dir, 'package.json'), 'utf8')).version),
      ]),
    ),
  };
}

/**
 * The host's renderer, or null when the host has not been built with one.
 * @param {string} [file]
 * @returns {Renderer | null}
 */
export function loadRenderer(file = RENDERER_FILE) {
  if (!existsSync(file)) return null;
  return /** @type {Renderer} */ (createRequire(import.meta.url)(file));
}

/**
 * For the deploy tools: the host's renderer, or a message and exit code 1 when the host has not
 * been built (the tools need its page template and its inline script's hash).
 * @param {string} tool the tool's name, for the message
 * @returns {Renderer}
 */
export function builtRendererOrExit(tool) {
  const renderer = loadRenderer();
  if (renderer) return renderer;
  console.error(
    `[${tool}] ${path.relative(repoRoot, RENDERER_FILE)} is missing: run \`pnpm build\` first`,
  );
  process.exit(1);
}
