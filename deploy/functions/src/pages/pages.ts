// The pages rendered per request: `/`, `/game`, `/dress`, `/eat`, the card maker (`/celebrate`,
// drawn for the card its link names), the wall (`/wall`, drawn with its first page of cards read
// here, so that a slow phone need not wait for its own read to see them), `/calendar` and
// `/privacy` on the host's site are this function's (Hosting rewrites them here), drawn by the
// host's own renderer for the live campaign manifest, today's festival day in Kerala, the
// visitor's language and side of a running canary (the `__session` cookie: a canary-side device's
// game is drawn by the canary version), and kept by the CDN for a minute. A
// change of manifest or day reaches the pages within that minute with nobody running anything:
// this replaces the daily write-prerender job. Each page carries the Open Graph tags a link
// preview is drawn from (a shared card's, a result's), which a crawler reads without running the app.
//
// A family carpet's link (`/family/<id>`, SHELL_PATHS) is answered with the app's shell and that
// link's tags: its page is drawn in the browser, but a crawler runs no script.
//
// A game's page is drawn with the server part of the version it shows, read from that version's
// published package and run in a sandbox (docs/decisions/053, 054): a version released a minute ago
// is drawn without any deploy of this function.
//
// What can go wrong leaves the visitor a working page: a page that cannot be drawn (a version with
// no release record, files that do not match their pins, a server part that fails, overruns its
// budget or draws too much) is the app's shell, app.html, which draws it in the browser; with
// Firestore failing or not answering in time it is the shell with a 503, so the CDN serves its last good copy
// (stale-if-error) where it has one. A wall whose cards cannot be read is drawn without them, as
// the frame the browser fills in itself.
import { createHash } from 'node:crypto';
import { backendHasWall } from '@onam/shared/backend/wall-page';
import type { WallPage } from '@onam/shared/backend/wishes';
import type { BackendConfig } from '@onam/shared/manifest/schema';
import { isoDateIn } from '@onam/shared/festival/calendar';
import type { Locale } from '@onam/shared/i18n/locale';
import type { Side } from '@onam/shared/canary/device-side';
import { localeOfRequest, sideOfRequest } from '@onam/shared/i18n/request-locale';
import { gameOnPath } from '@onam/shared/share/game-on-path';
import { shareMetaFor, withShareMeta } from '@onam/shared/share/meta';
import { sitemapPaths, sitemapXml } from '@onam/shared/share/sitemap';
import { parseCampaignManifest } from '@onam/shared/manifest/schema';
import type { PageDrawing } from '../../../game-packages/page-drawing';

/**
 * Browsers revalidate every time (a 304 when nothing changed), the CDN keeps a page for 60 s and
 * revalidates in the background for 60 s more, and serves its last good copy for a day while this
 * function fails. The page names the festival day and the manifest it was drawn from; one that is
 * a little old still works, since the app then draws it afresh.
 */
export const PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400';

/** How long an instance reuses a page it drew for the same path, language, side, day and manifest. */
export const PAGE_MEMO_MS = 60_000;
// Eight paths, two languages and two sides of a canary are 32 pages; the rest is room for the
// card links opened within the minute, so that they do not push the paths' pages out.
const PAGE_MEMO_ENTRIES = 256;

/** What the pages function uses of the host's renderer itself (render-page.cjs). */
export interface PageRenderer {
  PRERENDERED_PATHS: readonly string[];
  /** The fixed paths and each added game's /play/<id> (a renderer from before asks the list). */
  isPrerenderedPath?(path: string): boolean;
  /** What of the query a page is drawn from (the card a card link names). */
  pageQuery(path: string, search: string): string;
}

/** The renderer, the host build a page is drawn into, and the drawing (its sandboxes). */
export interface PageAssets {
  renderer: PageRenderer;
  /** The host build's app.html: also the answer when a page cannot be drawn. */
  template: string;
  screenStyles: Readonly<Record<string, readonly string[]>>;
  /**
   * Draws a page: the host's renderer decides what it is, the body is drawn in a sandbox with the
   * server part of the game version it shows (deploy/game-packages/page-drawing.ts).
   */
  drawing: Pick<PageDrawing, 'draw'>;
}

export interface PagesDeps {
  /** The renderer and the host build; throws when they are missing (a deploy without them). */
  assets: () => PageAssets;
  /**
   * The live manifest's text, undefined when nothing is live; throws when Firestore fails or takes
   * too long (a bounded read: one at a time, with a timeout).
   */
  readManifest: () => Promise<string | undefined>;
  /**
   * The wall's first page of public cards, newest first, for drawing `/wall`; throws when Firestore
   * fails or takes too long (a bounded read, like the manifest's, but nothing kept: the page memo
   * already limits how often it is asked for).
   */
  readWall: () => Promise<WallPage>;
  now: () => number;
  /** Told what the CDN hides from visitors: a page not drawn, a read that failed. */
  log: (event: string, detail: Record<string, string>) => void;
  /**
   * The site's origin as the deploy configures it (siteOriginOf), for the tags' absolute
   * addresses; null when none is configured, and then a page has no shared link's tags. Never the
   * host a request names: the CDN would keep a page tagged with it for everyone.
   */
  siteOrigin: () => string | null;
}

export interface PageRequest {
  method: string;
  /** The path as the visitor asked for it (Hosting passes it through the rewrite). */
  path: string;
  /** The query string, for a shared link's tags (`/celebrate?greeting=…`, `/game?result=…`). */
  search?: string;
  cookie?: string;
  acceptLanguage?: string;
  ifNoneMatch?: string;
}

/** What the function reads of an HTTP request (Express's, as the Functions Framework gives it). */
export interface HttpRequestLike {
  method: string;
  path: string;
  /** The path and the query, as asked. */
  url: string;
  get(header: string): string | undefined;
}

/**
 * The parts of a request a page depends on: the path, the query, the language headers and the
 * browser's ETag. No host: the tags name the configured site (PagesDeps.siteOrigin).
 */
export function pageRequestOf(request: HttpRequestLike): PageRequest {
  const at = request.url.indexOf('?');
  return {
    method: request.method,
    path: request.path,
    search: at >= 0 ? request.url.slice(at) : '',
    cookie: request.get('cookie'),
    acceptLanguage: request.get('accept-language'),
    ifNoneMatch: request.get('if-none-match'),
  };
}

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * How long an instance reuses the live manifest it read: one Firestore read per instance every
 * few seconds, however many requests reach it (a link shared with a unique query string, such as a
 * social network's click id, misses the CDN every time). Failures are not kept. The read is
 * bounded (bounded-read.ts): one at a time, and a 503 after FIRESTORE_READ_TIMEOUT_MS.
 */
export const MANIFEST_MEMO_MS = 5_000;

type Drawn = { body: string; etag: string; locale: Locale | null; at: number };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The page handler with its own memory of the pages it drew lately. */
export function createPageHandler(deps: PagesDeps): (request: PageRequest) => Promise<PageAnswer> {
  const memo = new Map<string, Drawn>();
  const remember = (key: string, drawn: Drawn) => {
    memo.delete(key);
    memo.set(key, drawn);
    while (memo.size > PAGE_MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
    return drawn;
  };

  const draw = async (
    request: PageRequest,
    locale: Locale,
    side: Side,
  ): Promise<Drawn | PageAnswer> => {
    let assets: PageAssets;
    try {
      assets = deps.assets();
    } catch (error) {
      deps.log('page-renderer-missing', { error: String(error) });
      return unavailable('The page is not available just now.\n');
    }
    const shell = (): Drawn => ({
      body: assets.template,
      etag: `"s-${sha256(assets.template).slice(0, 16)}"`,
      locale: null,
      at: deps.now(),
    });
    const { renderer } = assets;
    const prerendered = renderer.isPrerenderedPath
      ? renderer.isPrerenderedPath(request.path)
      : renderer.PRERENDERED_PATHS.includes(request.path);
    if (!prerendered) return shell();
    let text: string | undefined;
    try {
      text = await deps.readManifest();
    } catch (error) {
      deps.log('page-manifest-read-failed', { path: request.path, error: String(error) });
      return { ...unavailable(assets.template), headers: htmlHeaders('no-store') };
    }
    if (text === undefined) {
      deps.log('page-nothing-live', { path: request.path });
      return { ...unavailable(assets.template), headers: htmlHeaders('no-store') };
    }
    const now = deps.now();
    // A card link's page is drawn, and kept, once per card, whatever else its query says.
    const search = assets.renderer.pageQuery?.(request.path, request.search ?? '') ?? '';
    const key = [
      `${request.path}${search}`,
      locale,
      side,
      isoDateIn(new Date(now)),
      sha256(text),
    ].join(' ');
    const kept = memo.get(key);
    if (kept && now - kept.at < PAGE_MEMO_MS) return kept;
    let manifest: unknown;
    try {
      manifest = JSON.parse(text);
    } catch (error) {
      deps.log('page-not-rendered', { path: request.path, reason: String(error) });
      return remember(key, shell());
    }
    // The wall is read only here, when a page is drawn rather than answered from the memo, so it
    // costs one query (a page of cards and one more) per drawing: at most one per instance,
    // language and side of a canary each PAGE_MEMO_MS however many visitors ask, and drawings that
    // run at the same time share it (bounded-read.ts). The cards are therefore as old as the page:
    // one put on or taken off the wall reaches the drawn page within the memo's minute and the
    // CDN's. A wall that cannot be read must not cost the visitor the page: it is drawn without
    // the cards, which the browser then reads itself, as it did before the function drew them.
    let wall: WallPage | undefined;
    let wallMissing = false;
    // A campaign whose backend keeps no wall (the local adapter) is drawn saying so: nothing to read.
    if (request.path === '/wall' && keepsWall(manifest)) {
      try {
        wall = await deps.readWall();
      } catch (error) {
        deps.log('page-wall-read-failed', { path: request.path, error: String(error) });
        wallMissing = true;
      }
    }
    const result = await assets.drawing.draw({
      template: assets.template,
      screenStyles: assets.screenStyles,
      manifest,
      path: request.path,
      search,
      locale,
      side,
      now,
      ...(wall ? { wall } : {}),
    });
    if (!result.ok) {
      // The same inputs give the same answer: the shell is kept and cached like a page.
      deps.log('page-not-rendered', { path: request.path, reason: result.reason });
      return remember(key, shell());
    }
    const drawn: Drawn = {
      body: result.page,
      etag: `"p-${sha256(result.page).slice(0, 16)}"`,
      locale,
      at: now,
    };
    // A wall drawn without its cards is a working page, so it gets a page's headers: a shorter
    // cache would send every visitor to this function, and on to a failing Firestore, for as long
    // as it fails. It is not remembered here, though, so the next request that reaches this
    // instance, even within the minute, reads again and the cards are back as soon as Firestore
    // answers. While it does not, each such drawing waits at most the read's timeout (requests at
    // the same time share one read, and beyond the bounded read's outstanding reads it fails at
    // once), and the CDN keeps the page it got for its minute as for any page.
    if (wallMissing) return drawn;
    return remember(key, drawn);
  };

  /**
   * The game a path shows in the live manifest and its title in `locale`, for a result link's
   * picture and a game's page's tags (none: the games).
   */
  const gameOf = async (path: string, locale: Locale) => {
    try {
      return gameOnPath(JSON.parse((await deps.readManifest()) ?? 'null'), path, locale);
    } catch {
      return null;
    }
  };

  /**
   * The page with the tags a link preview is drawn from, in the page's language, for whatever
   * shareMetaFor gives tags (shared/src/share/meta.ts: a card's link, a result's, a page a
   * visitor would share). Cheap string work after the drawing, so the page drawn for the path is
   * reused for every link to it; the ETag is the tagged page's.
   */
  const withTags = async (drawn: Drawn, request: PageRequest, locale: Locale): Promise<Drawn> => {
    const origin = deps.siteOrigin();
    if (!origin) return drawn;
    const game = await gameOf(request.path, locale);
    const meta = shareMetaFor({
      path: request.path,
      search: request.search ?? '',
      origin,
      locale,
      gameId: game?.gameId ?? null,
      ...(game ? { gameTitle: game.title } : {}),
    });
    if (!meta) return drawn;
    const body = withShareMeta(drawn.body, meta);
    return { ...drawn, body, etag: `"m-${sha256(body).slice(0, 16)}"`, locale };
  };
  const tagged = async (drawn: Drawn, request: PageRequest, locale: Locale): Promise<Drawn> => {
    try {
      return await withTags(drawn, request, locale);
    } catch (error) {
      // The page still works without its preview's tags.
      deps.log('page-tags-failed', { path: request.path, error: String(error) });
      return drawn;
    }
  };

  /**
   * The sitemap, from the live manifest: the site's pages and each game open or opening today (a
   * game an operator adds is listed at once). Not without a configured origin or a live campaign.
   */
  const sitemap = async (method: string): Promise<PageAnswer> => {
    const origin = deps.siteOrigin();
    let text: string | undefined;
    try {
      text = await deps.readManifest();
    } catch (error) {
      deps.log('sitemap-manifest-read-failed', { error: String(error) });
      return unavailable('The sitemap is not available just now.\n');
    }
    let parsed: ReturnType<typeof parseCampaignManifest> | null = null;
    try {
      parsed = text ? parseCampaignManifest(JSON.parse(text)) : null;
    } catch {
      // Not JSON: no sitemap, as with no live campaign.
    }
    if (!origin || !parsed?.ok) {
      return {
        status: 404,
        headers: { 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' },
        body: 'No sitemap here.\n',
      };
    }
    const paths = sitemapPaths(parsed.manifest, isoDateIn(new Date(deps.now())));
    return {
      status: 200,
      headers: {
        'cache-control': SITEMAP_CACHE_CONTROL,
        'content-type': 'application/xml; charset=utf-8',
      },
      body: method === 'HEAD' ? '' : sitemapXml(paths, origin),
    };
  };

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return {
        status: 405,
        headers: { allow: 'GET, HEAD', 'cache-control': 'no-store' },
        body: '',
      };
    }
    if (request.path === SITEMAP_PATH) return sitemap(request.method);
    const locale = localeOfRequest(request);
    const side = sideOfRequest(request);
    let drawn: Drawn | PageAnswer;
    try {
      drawn = await draw(request, locale, side);
    } catch (error) {
      // A renderer that throws is a bug: the visitor still gets a page the app can draw.
      deps.log('page-render-threw', { path: request.path, error: String(error) });
      try {
        return { ...unavailable(deps.assets().template), headers: htmlHeaders('no-store') };
      } catch {
        return unavailable('The page is not available just now.\n');
      }
    }
    if ('status' in drawn) return drawn;
    drawn = await tagged(drawn, request, locale);
    const headers: Record<string, string> = {
      ...htmlHeaders(PAGE_CACHE_CONTROL),
      etag: drawn.etag,
      // The CDN keys its copies on these: the language and the canary side decide the page
      // (Hosting adds the __session cookie to its key by itself, at most four values of it per
      // page; `Cookie` says the same to any other cache).
      vary: 'Accept-Language, Cookie',
      ...(drawn.locale ? { 'content-language': drawn.locale } : {}),
    };
    const known = (request.ifNoneMatch ?? '')
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''));
    if (known.includes(drawn.etag)) return { status: 304, headers, body: '' };
    return { status: 200, headers, body: request.method === 'HEAD' ? '' : drawn.body };
  };
}

/**
 * Paths Hosting gives this function only for a shared link's tags (deploy/firebase.json): the
 * app's shell, tagged as shareMetaFor tags the path. A family carpet's page is drawn in the
 * browser alone (it reads the carpet as its visitor), and its link's tags read nothing.
 */
export const SHELL_PATHS: readonly string[] = ['/family/*'];

/** Where search engines find the sitemap (deploy/firebase.json rewrites it here). */
export const SITEMAP_PATH = '/sitemap.xml';
/** A game added or retired is in the sitemap within the hour at the CDN, a minute in browsers. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=60, s-maxage=3600';

const htmlHeaders = (cacheControl: string): Record<string, string> => ({
  'cache-control': cacheControl,
  'content-type': 'text/html; charset=utf-8',
});

function unavailable(body: string): PageAnswer {
  return {
    status: 503,
    headers: { 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' },
    body,
  };
}

/** Whether the manifest's backend keeps a wall to read (backendHasWall); the renderer checks the rest. */
function keepsWall(manifest: unknown): boolean {
  const config = (manifest as { backend?: Pick<BackendConfig, 'adapter'> } | null)?.backend;
  return config ? backendHasWall(config) : false;
}
