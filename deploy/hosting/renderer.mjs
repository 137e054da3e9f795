// The host's page renderer, host/dist-prerender/render-page.cjs, built by `pnpm build` from the
// host's own components (host/src/prerender/server-entry.ts; docs/decisions/018), and where it may
// read the remotes' server parts from on this machine. The preview draws pages with it
// (deploy/preview/prerender.mjs), the deploy tools read its inline script's hash (write-csp.mjs),
// and the pages function's build finds its files here (deploy/functions/build.mjs).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apps, releasesRoot, repoRoot } from './apps.mjs';

export const RENDERER_FILE = path.join(repoRoot, 'host/dist-prerender/render-page.cjs');

/** Beside the template (app.html): each screen's stylesheets (host/webpack.config.js). */
export const SCREEN_STYLES_FILE = 'screen-styles.json';

/**
 * What render-page.cjs exports (host/src/prerender/server-entry.ts).
 * @typedef {{
 *   PRERENDERED_PATHS: readonly string[],
 *   pageQuery(path: string, search: string): string,
 *   INLINE_SCRIPT: string,
 *   INLINE_SCRIPT_HASH: string,
 *   renderDocument(request: { template: string, screenStyles: Record<string, string[]>, manifest: unknown, path: string, search?: string, locale: 'en' | 'ml', now: number, serverParts?: ServerPartSources }): Promise<
 *     | { ok: true, page: string, marker: { path: string, locale: 'en' | 'ml', date: string, digest: string } }
 *     | { ok: false, reason: string }
 *   >,
 *   localeOfRequest(request: { cookie?: string, acceptLanguage?: string }): 'en' | 'ml',
 *   shareMetaFor(request: { path: string, search: string, origin: string, locale: 'en' | 'ml', gameId?: string | null }): object | null,
 *   withShareMeta(page: string, meta: object): string,
 *   requestOrigin(headers: { forwardedHost?: string, host?: string, forwardedProto?: string }): string | null,
 * }} Renderer
 */

/**
 * Where the renderer may read remotes' server parts from: folders on this machine, never a URL
 * (host/src/prerender/server-remotes.ts; docs/decisions/028).
 * @typedef {{ releasesDir: string, currentBuilds?: Record<string, { origin: string, dir: string }> }} ServerPartSources
 */

/**
 * For the preview: the release tree, and each remote's current build (its dist/) at the origin the
 * preview serves it on, which the local campaign's entries name. Both are this machine's files.
 * @returns {ServerPartSources}
 */
export function previewServerParts(portOffset = 0) {
  return {
    releasesDir: releasesRoot,
    currentBuilds: Object.fromEntries(
      apps
        .filter((app) => app.releases)
        .map((app) => [
          app.target,
          {
            origin: `http://localhost:${app.port + portOffset}`,
            dir: path.join(app.dir, 'dist'),
          },
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
