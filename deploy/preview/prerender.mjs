// The host's prerendered pages in the preview: drawn on each request, from the manifest it serves,
// for the current day and the visitor's language, as the pages function draws them in production
// (deploy/functions/src/pages/pages.ts), by the same page drawing (deploy/game-packages/
// page-drawing.ts): the host's renderer decides what the page is, a sandbox draws its body with
// the server part of the game version it shows, read from this machine's release registry (the
// release tree and the current builds, as the preview serves them; release-tree.ts).
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import {
  DRAWING_FILE,
  loadRenderer,
  localReleaseTree,
  SCREEN_STYLES_FILE,
} from '../hosting/renderer.mjs';
import { readCampaignText } from './campaign-source.mjs';
import { emulatorWall } from './wall-source.mjs';

/**
 * @typedef {import('../hosting/renderer.mjs').Renderer} Renderer
 * @typedef {import('../../shared/src/backend/wishes').WallPage} WallPage
 * @typedef {import('../game-packages/page-drawing').PageDrawing['draw']} Draw
 */

/**
 * A request's headers, as far as the page depends on them: the visitor's language, and the host
 * a shared link's tags name (the preview's own, as Hosting names the site's).
 * @typedef {{ cookie?: string, 'accept-language'?: string, host?: string, 'x-forwarded-host'?: string }} PageRequestHeaders
 */

/**
 * The game a path shows in a manifest (its route's module), or null.
 * @param {unknown} manifest
 * @param {string} pathname
 */

/**
 * A page with its preview tags (shared/src/share/meta.ts), as the pages function gives it
 * (deploy/functions/src/pages/pages.ts): whatever shareMetaFor has tags for (a card's link, a
 * result's, a page a visitor would share).
 * @param {Renderer} renderer
 * @param {{ page: string, pathname: string, search: string, headers: PageRequestHeaders, manifest?: unknown }} request
 * @returns {string}
 */
export function tagSharedLink(renderer, { page, pathname, search, headers, manifest }) {
  const origin = renderer.requestOrigin({
    forwardedHost: headers['x-forwarded-host'],
    host: headers.host,
  });
  if (!origin) return page;
  const locale = renderer.localeOfRequest({
    cookie: headers.cookie,
    acceptLanguage: headers['accept-language'],
  });
  // The game the path shows in the manifest, and its title in the page's language.
  const game = renderer.gameOnPath(manifest ?? null, pathname, locale);
  const meta = renderer.shareMetaFor({
    path: pathname,
    search,
    origin,
    locale,
    gameId: game?.gameId ?? null,
    ...(game ? { gameTitle: game.title } : {}),
  });
  return meta ? renderer.withShareMeta(page, meta) : page;
}

/**
 * Whether the manifest's backend keeps a wall of wishes to read, as the pages function asks it
 * (backendHasWall, shared/src/backend/wall-page.ts: every adapter but the local one).
 * @param {unknown} manifest
 */
const keepsWall = (manifest) => {
  const adapter = /** @type {{ backend?: { adapter?: unknown } } | null} */ (manifest)?.backend
    ?.adapter;
  return typeof adapter === 'string' && adapter !== 'local';
};

/**
 * The host's pages with a prerendered body, as the pages function draws them in production
 * (deploy/functions/src/pages/pages.ts): a function from a path and the request's headers to the page's
 * HTML in the visitor's language, or to undefined where there is none to give (a path that is not
 * prerendered, a manifest that cannot be read or fails its schema: the app then shows what it
 * always shows for it).
 * @param {{ renderer: Renderer, draw: Draw, templateFile: string, campaignFile: string, backend?: object, readWall?: (manifest: unknown) => Promise<WallPage | undefined>, now?: () => number, warn?: (message: string) => void }} options
 *   templateFile: the host build's app.html, with screen-styles.json beside it. draw: the page
 *   drawing (pageDrawing's draw). readWall: the wall's first page of cards for the manifest's
 *   backend (wall-source.mjs), read for `/wall` where that backend keeps a wall, as the pages
 *   function reads it; where it gives none, or fails, the wall is drawn without its cards and the
 *   app reads them itself.
 * @returns {(pathname: string, headers?: PageRequestHeaders, search?: string) => Promise<string | undefined>}
 */
export function createPrerenderer({
  renderer,
  templateFile,
  campaignFile,
  draw,
  backend,
  readWall,
  now = Date.now,
  warn = console.warn,
}) {
  return async (pathname, headers = {}, search = '') => {
    const prerendered = renderer.isPrerenderedPath
      ? renderer.isPrerenderedPath(pathname)
      : renderer.PRERENDERED_PATHS.includes(pathname);
    if (!prerendered) {
      // Not drawn here: the app's shell, with a shared link's tags where it is one (a result's,
      // a family carpet's: whatever shareMetaFor tags without a manifest), as the pages function
      // tags the shell it answers with; else the caller's plain shell.
      try {
        const page = await readFile(templateFile, 'utf8');
        const tagged = tagSharedLink(renderer, { page, pathname, search, headers });
        return tagged === page ? undefined : tagged;
      } catch (error) {
        warn(`[prerender] ${pathname} not tagged: ${String(error)}`);
        return undefined;
      }
    }
    /** @type {unknown} */
    let manifest;
    /** @type {string} */
    let template;
    /** @type {Record<string, string[]>} */
    let screenStyles;
    try {
      [template, manifest, screenStyles] = await Promise.all([
        readFile(templateFile, 'utf8'),
        readCampaignText(campaignFile, backend).then(
          (text) => /** @type {unknown} */ (JSON.parse(text)),
        ),
        readFile(path.join(path.dirname(templateFile), SCREEN_STYLES_FILE), 'utf8').then(
          (text) => /** @type {Record<string, string[]>} */ (JSON.parse(text)),
        ),
      ]);
    } catch (error) {
      warn(`[prerender] ${pathname} not prerendered: ${String(error)}`);
      return undefined;
    }
    /** @type {WallPage | undefined} */
    let wall;
    if (readWall && pathname === '/wall' && keepsWall(manifest)) {
      try {
        wall = await readWall(manifest);
      } catch (error) {
        warn(`[prerender] ${pathname} drawn without its cards: ${String(error)}`);
      }
    }
    const result = await draw({
      template,
      screenStyles,
      manifest,
      path: pathname,
      search,
      ...(wall ? { wall } : {}),
      locale: renderer.localeOfRequest({
        cookie: headers.cookie,
        acceptLanguage: headers['accept-language'],
      }),
      now: now(),
    });
    if (!result.ok) {
      warn(`[prerender] ${pathname} not prerendered: ${result.reason}`);
      // The shell with the page's tags; the caller has the plain shell itself.
      const tagged = tagSharedLink(renderer, {
        page: template,
        pathname,
        search,
        headers,
        manifest,
      });
      return tagged === template ? undefined : tagged;
    }
    return tagSharedLink(renderer, { page: result.page, pathname, search, headers, manifest });
  };
}

/**
 * The live host's pages (the preview's PREVIEW_LIVE_HOST_PORT): drawn by the pages function on the
 * Functions emulator, as Hosting's rewrite has them drawn in production, with the request's
 * language headers passed on. Undefined when the function has no page to give (nothing live yet,
 * or the emulator down): the caller then draws the page from the file, as before.
 * @param {string} functionUrl the pages function's URL on the emulator
 * @returns {(pathname: string, headers?: PageRequestHeaders, search?: string) => Promise<string | undefined>}
 */
export function livePages(functionUrl) {
  return async (pathname, headers = {}, search = '') => {
    try {
      const passed = new Headers();
      if (headers.cookie) passed.set('cookie', headers.cookie);
      if (headers['accept-language']) passed.set('accept-language', headers['accept-language']);
      // The preview's host, as Hosting passes the site's. The function's tags name its configured
      // SITE_ORIGIN instead (the run's live host: deploy/scripts/emulators.mjs), whatever this says.
      if (headers.host) passed.set('x-forwarded-host', headers.host);
      const response = await fetch(`${functionUrl}${pathname === '/' ? '' : pathname}${search}`, {
        headers: passed,
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) return undefined;
      const page = await response.text();
      // The shell (nothing could be drawn) is left to the caller, which has it too.
      return page.includes('name="onam-prerendered"') ? page : undefined;
    } catch {
      return undefined;
    }
  };
}

/**
 * The wall's reader for the manifest a page is drawn from: where its backend is on the emulators
 * (the emulated one), that Firestore emulator's public copies, as the pages function reads its
 * database's; nothing for another backend (the preview cannot read production's).
 * @param {typeof import('../../shared/src/backend/wishes')} wishes
 * @returns {(manifest: unknown) => Promise<WallPage | undefined>}
 */
function wallReader({ WALL_PAGE_SIZE, wallPageFrom }) {
  return async (manifest) => {
    const { emulators, firebase } =
      /** @type {{ backend?: { emulators?: { firestore?: string }, firebase?: { projectId?: string } } } | null} */ (
        manifest
      )?.backend ?? {};
    if (!emulators?.firestore || !firebase?.projectId) return undefined;
    return emulatorWall({
      host: emulators.firestore,
      projectId: firebase.projectId,
      pageSize: WALL_PAGE_SIZE,
      pageFrom: wallPageFrom,
    })();
  };
}

/**
 * The static server's options for a host build in `root` serving `campaignFile`: its prerendered
 * pages and the CSP hash of their inline script; none when the host was built without a renderer.
 * `portOffset`: the remotes are served that many ports above their usual ones (the bench's), so
 * their current builds are found there. `pagesUrl`: the live host's, whose pages the pages
 * function draws (livePages), from the file only while it has none.
 * @param {{ root: string, campaignFile: string, backend?: object, portOffset?: number, pagesUrl?: string }} options
 * @returns {Promise<{ prerender?: (pathname: string, headers?: PageRequestHeaders, search?: string) => Promise<string | undefined>, scriptHashes?: string[] }>}
 */
export async function hostPrerenderOptions({
  root,
  campaignFile,
  backend,
  portOffset = 0,
  pagesUrl,
}) {
  const renderer = loadRenderer();
  if (!renderer) return {};
  /** @type {typeof import('../game-packages/page-drawing')} */
  const { pageDrawing } = await tsImport('../game-packages/page-drawing.ts', import.meta.url);
  /** @type {typeof import('../game-packages/release-tree')} */
  const { releaseTreeRegistry } = await tsImport(
    '../game-packages/release-tree.ts',
    import.meta.url,
  );
  /** @type {typeof import('../game-packages/published-files')} */
  const { publishedFiles, fetchPublished } = await tsImport(
    '../game-packages/published-files.ts',
    import.meta.url,
  );
  const drawing = pageDrawing({
    renderer,
    drawing: readFileSync(DRAWING_FILE, 'utf8'),
    registry: releaseTreeRegistry(localReleaseTree(portOffset)),
    files: publishedFiles(fetchPublished(), { failedMs: 0 }),
  });
  const templateFile = path.join(root, 'app.html');
  const fromFile = createPrerenderer({
    renderer,
    draw: drawing.draw,
    templateFile,
    campaignFile,
    backend,
    readWall: wallReader(await tsImport('../../shared/src/backend/wishes.ts', import.meta.url)),
  });
  const live = pagesUrl ? livePages(pagesUrl) : undefined;
  return {
    prerender: live
      ? async (pathname, headers, search) =>
          (await live(pathname, headers, search)) ?? (await fromFile(pathname, headers, search))
      : fromFile,
    scriptHashes: [renderer.INLINE_SCRIPT_HASH],
  };
}
