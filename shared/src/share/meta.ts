/**
 * How a shared link unfurls: the Open Graph and Twitter tags a crawler reads from the
 * page's HTML without running any script, for a card link (`/celebrate?greeting=…&name=…`), a
 * result link (`<game route>?result=<share id>`), a family carpet's link (`/family/<carpet id>`)
 * and each page a visitor would share (`/`, a game's page, `/wall`, `/calendar`). The pages
 * function and the preview put them into the page they answer (deploy/functions/src/pages/pages.ts,
 * deploy/preview/prerender.mjs); the picture they name is drawn by the ogImage function
 * (deploy/functions/src/og/og-image.ts).
 */
import { isBuiltInGame, type GameId } from '../contracts/game';
import { CARPET_ID_PATTERN } from '../family/carpet';
import { DEFAULT_GREETING, greetingById } from '../festival/greetings';
import type { Locale } from '../i18n/locale';
import { createTranslator, type Translate } from '../i18n/translator';
import { CARD_SIZE } from './card-layout';
import { cardLink, cleanName, readCardParams, type CardParams } from './card-link';
import { isGameId, isShareId, readResultId, resultLink } from './links';
import { shareMessages, type ShareMessageKey } from './messages';

/** Where the ogImage function answers (firebase.json rewrites `/og/**` to it). */
export const OG_CARD_PATH = '/og/card.png';
export const OG_RESULT_PATH = '/og/result.png';
export const OG_PAGE_PATH = '/og/page.png';
export const OG_FAMILY_PATH = '/og/family.png';

/**
 * The pages with a picture of their own (a game's page has its game's invitation, a result's
 * picture without a play), by path.
 */
export const PAGE_PICTURES = { '/': 'home', '/wall': 'wall', '/calendar': 'calendar' } as const;
export type PagePicture = (typeof PAGE_PICTURES)[keyof typeof PAGE_PICTURES];

export function isPagePicture(value: unknown): value is PagePicture {
  return Object.values(PAGE_PICTURES).some((page) => page === value);
}

function pagePictureOf(path: string): PagePicture | null {
  return Object.hasOwn(PAGE_PICTURES, path)
    ? PAGE_PICTURES[path as keyof typeof PAGE_PICTURES]
    : null;
}

/**
 * Part of every picture's address: a new design of the pictures changes it, so the copies the CDN
 * and the messaging apps keep for a year (the address fixes the content) are never shown again.
 */
export const OG_DESIGN = '1';

export const OG_SIZE = CARD_SIZE.landscape;

/**
 * The one query a card's picture answers to: the greeting, the name as the card shows it (none when
 * empty), the design, in that order. The ogImage function draws this query only and redirects any
 * other to it, so each picture is drawn once per CDN location, whatever a link adds to it.
 */
export function cardImageQuery(params: CardParams): string {
  const query = new URLSearchParams({ greeting: params.greeting });
  const name = cleanName(params.name.trim()).trim();
  if (name) query.set('name', name);
  query.set('v', OG_DESIGN);
  return query.toString();
}

/**
 * A result's picture's one query: the share id, the game (for the invitation), the design. Without
 * a share id it is the game's invitation (the picture of a link that names no result).
 */
export function resultImageQuery(shareId: string | null, gameId: GameId | null): string {
  const query = new URLSearchParams();
  if (shareId) query.set('id', shareId);
  if (gameId) query.set('game', gameId);
  query.set('v', OG_DESIGN);
  return query.toString();
}

/** A page's picture's one query: the page, the design. */
export function pageImageQuery(page: PagePicture): string {
  return new URLSearchParams({ page, v: OG_DESIGN }).toString();
}

/**
 * A family carpet's picture's one query: the carpet's id, the design. Without an id it is the
 * invitation to lay a pookalam together (the picture of a link that names no carpet).
 */
export function familyImageQuery(carpetId: string | null): string {
  const query = new URLSearchParams();
  if (carpetId) query.set('id', carpetId);
  query.set('v', OG_DESIGN);
  return query.toString();
}

/** Whether a value could be a carpet's id: its form only (the link is the secret). */
export function isCarpetId(value: unknown): value is string {
  return typeof value === 'string' && CARPET_ID_PATTERN.test(value);
}

/** The card's picture: the greeting and the cleaned name, nothing else (no language: it has both). */
export function cardImageUrl(origin: string, params: CardParams): string {
  return `${new URL(OG_CARD_PATH, origin).toString()}?${cardImageQuery(params)}`;
}

/** A result's picture: the share id, and the game the link's page shows, for the invitation. */
export function resultImageUrl(origin: string, shareId: string, gameId: GameId | null): string {
  return `${new URL(OG_RESULT_PATH, origin).toString()}?${resultImageQuery(shareId, gameId)}`;
}

/**
 * The query a request for a card's picture should have been: what the card maker reads from it
 * (an unknown or missing greeting is the first one, the name cleaned) in the one form
 * cardImageQuery gives, with the current design. Unknown parameters are dropped.
 */
export function canonicalCardImageQuery(search: URLSearchParams): string {
  return cardImageQuery(readCardParams(search) ?? { greeting: DEFAULT_GREETING, name: '' });
}

/**
 * The same for a result's picture. An id that is no share id (a picture named by a link from
 * before them, whose id held the player's account id) is dropped, and so is a game the site does
 * not have: what is left is the game's invitation.
 */
export function canonicalResultImageQuery(search: URLSearchParams): string {
  const id = search.get('id');
  const game = search.get('game');
  return resultImageQuery(isShareId(id) ? id : null, isGameId(game) ? game : null);
}

/** The same for a family carpet's picture: an id that cannot be a carpet's is dropped. */
export function canonicalFamilyImageQuery(search: URLSearchParams): string {
  const id = search.get('id');
  return familyImageQuery(isCarpetId(id) ? id : null);
}

/** A family carpet's picture: its id, nothing of what the carpet holds. */
export function familyImageUrl(origin: string, carpetId: string | null): string {
  return `${new URL(OG_FAMILY_PATH, origin).toString()}?${familyImageQuery(carpetId)}`;
}

/** A game's invitation: the picture of its page, and of a result link whose play is not there. */
export function invitationImageUrl(origin: string, gameId: GameId): string {
  return `${new URL(OG_RESULT_PATH, origin).toString()}?${resultImageQuery(null, gameId)}`;
}

/** A page's picture: its page (in both languages, like a card's). */
export function pageImageUrl(origin: string, page: PagePicture): string {
  return `${new URL(OG_PAGE_PATH, origin).toString()}?${pageImageQuery(page)}`;
}

/** The same for a page's picture: a page the site has no picture for is the home page's. */
export function canonicalPageImageQuery(search: URLSearchParams): string {
  const page = search.get('page');
  return pageImageQuery(isPagePicture(page) ? page : 'home');
}

/**
 * Whether a query is exactly a canonical one: the same parameters, in the same order, once each,
 * with the same values. Compared decoded, not byte for byte: a proxy that re-encodes a query on its
 * way (`%20` for `+`, say) must not meet a redirect to the form it will re-encode again.
 */
export function isSameQuery(query: string, canonical: string): boolean {
  const pairs = (text: string) => [...new URLSearchParams(text)].map(([k, v]) => `${k}=${v}`);
  const asked = pairs(query);
  const wanted = pairs(canonical);
  return asked.length === wanted.length && asked.every((pair, i) => pair === wanted[i]);
}

export interface ShareMeta {
  title: string;
  description: string;
  /** The page's own address, as shared: the card's or the result's link, without extra parameters. */
  url: string;
  image: string;
  imageAlt: string;
  locale: Locale;
}

export interface ShareMetaRequest {
  path: string;
  /** The query string, with or without its `?`. */
  search: string;
  /** The site's origin, for absolute addresses (`https://onam.example`). */
  origin: string;
  locale: Locale;
  /**
   * The game the path shows, where it shows one (the manifest's route): a result link's game, and
   * a game's page's. Without it a game's page has no tags (its path alone does not say it is one).
   */
  gameId?: GameId | null;
  /**
   * The campaign's title for that game in `locale` (game-on-path.ts): how a game the manifest
   * added is named, since the messages name only the built-in ones.
   */
  gameTitle?: string;
}

/** A game's name in the tags: the messages' for a built-in game, else the campaign's title. */
function gameNameOf(t: Translate<ShareMessageKey>, gameId: GameId | null, title?: string): string {
  if (!gameId) return t('share.game.any');
  return isBuiltInGame(gameId) ? t(`share.game.${gameId}`) : (title ?? gameId);
}

/**
 * The tags for a request, or null when its page is none a visitor would share (then the page
 * keeps what it has). /celebrate always has them: without a greeting in the query, the first
 * greeting's. A result link whose id is no share id is its game's page. A family carpet's link
 * always has them, addressed without its query.
 */
export function shareMetaFor(request: ShareMetaRequest): ShareMeta | null {
  const t = createTranslator(shareMessages, request.locale);
  const search = new URLSearchParams(request.search);
  const family = FAMILY_LINK.exec(request.path);
  if (family) return familyMetaFor(request, family[1] ?? '');
  if (request.path === '/celebrate') {
    const params = readCardParams(search) ?? readCardParams(new URLSearchParams('greeting='));
    if (!params) return null;
    const greeting = greetingById(params.greeting);
    const words = {
      greeting: request.locale === 'ml' ? greeting.ml : greeting.latin,
      meaning: t(`share.greeting.${params.greeting}` as ShareMessageKey),
    };
    return {
      title: params.name
        ? t('share.card.titleNamed', { name: params.name })
        : t('share.card.title'),
      description: t('share.card.description', words),
      url: cardLink(request.origin, params),
      image: cardImageUrl(request.origin, params),
      imageAlt: t('share.card.imageAlt', words),
      locale: request.locale,
    };
  }
  const shareId = readResultId(search);
  const gameId = request.gameId ?? null;
  if (!shareId) return pageMetaFor(request, gameId);
  const game = gameNameOf(t, gameId, request.gameTitle);
  return {
    title: t('share.result.title', { game }),
    description: t('share.result.description', { game }),
    url: resultLink(request.origin, request.path, shareId),
    image: resultImageUrl(request.origin, shareId, gameId),
    imageAlt: t('share.result.imageAlt', { game }),
    locale: request.locale,
  };
}

/** A family carpet's link: `/family/<one segment>` (firebase.json gives `/family/*` to the pages). */
const FAMILY_LINK = /^\/family\/([^/]+)$/;

/**
 * A family carpet's link's tags, the same whatever the carpet's state, so the page reads nothing:
 * its picture (drawn by the ogImage function) shows the family's name and score once the carpet
 * is finished and on the public board, and otherwise an invitation. A segment that cannot be a
 * carpet's id is named with the invitation's picture, which reads nothing either.
 */
function familyMetaFor(request: ShareMetaRequest, segment: string): ShareMeta {
  const t = createTranslator(shareMessages, request.locale);
  const carpetId = isCarpetId(segment) ? segment : null;
  return {
    title: t('share.family.title'),
    description: t('share.family.description'),
    url: new URL(request.path, request.origin).toString(),
    image: familyImageUrl(request.origin, carpetId),
    imageAlt: t('share.family.imageAlt'),
    locale: request.locale,
  };
}

/**
 * A page's own tags, addressed without its query: what the page is for, and its picture with the
 * words drawn on it as its alt text (the page's language's line of the two drawn).
 */
function pageMetaFor(request: ShareMetaRequest, gameId: GameId | null): ShareMeta | null {
  const t = createTranslator(shareMessages, request.locale);
  const page = pagePictureOf(request.path);
  const url = new URL(request.path, request.origin).toString();
  if (page) {
    return {
      title: t(`share.page.${page}.title` as ShareMessageKey),
      description: t(`share.page.${page}.description` as ShareMessageKey),
      url,
      image: pageImageUrl(request.origin, page),
      imageAlt: t('share.page.imageAlt', {
        words: t(`share.page.${page}.picture` as ShareMessageKey),
      }),
      locale: request.locale,
    };
  }
  if (!gameId) return null;
  if (!isBuiltInGame(gameId)) {
    const game = gameNameOf(t, gameId, request.gameTitle);
    return {
      title: t('share.page.added.title', { game }),
      description: t('share.page.added.description', { game }),
      url,
      image: invitationImageUrl(request.origin, gameId),
      imageAlt: t('share.page.imageAlt', { words: t('share.invite.added', { game }) }),
      locale: request.locale,
    };
  }
  return {
    title: t(`share.page.${gameId}.title` as ShareMessageKey),
    description: t(`share.page.${gameId}.description` as ShareMessageKey),
    url,
    image: invitationImageUrl(request.origin, gameId),
    imageAlt: t('share.page.imageAlt', {
      words: t(`share.invite.${gameId}` as ShareMessageKey),
    }),
    locale: request.locale,
  };
}

const OG_LOCALE: Record<Locale, string> = { en: 'en_IN', ml: 'ml_IN' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The tags, each value escaped: a name is the visitor's text. */
export function shareMetaTags(meta: ShareMeta): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.url],
    ['property', 'og:locale', OG_LOCALE[meta.locale]],
    ['property', 'og:image', meta.image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(OG_SIZE.width)],
    ['property', 'og:image:height', String(OG_SIZE.height)],
    ['property', 'og:image:alt', meta.imageAlt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', meta.image],
    ['name', 'twitter:image:alt', meta.imageAlt],
  ];
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`)
    .join('');
}

/** Tags these replace: the template's own (og:type) or an earlier call's. */
const REPLACED_TAG = /<meta\s+(?:property|name)=["']?(?:og|twitter):[\w:]+["']?\s[^>]*>/gi;

/**
 * The page with the tags at the end of its head, and the page's language on its root element (a
 * crawler that finds no og:locale reads the language there). Any Open Graph or Twitter tag the
 * head had goes: a crawler meeting two og:locale may take either. The page's description stays
 * the campaign's (the brand's contract, DESIGN.md); a preview reads og:description. A page
 * without a head is left as it is.
 */
export function withShareMeta(page: string, meta: ShareMeta): string {
  const end = page.search(/<\/head>/i);
  if (end < 0) return page;
  const head = page
    .slice(0, end)
    .replace(REPLACED_TAG, '')
    .replace(/<html\b[^>]*>/i, (root) => withLang(root, meta.locale));
  return `${head}${shareMetaTags(meta)}${page.slice(end)}`;
}

function withLang(root: string, locale: Locale): string {
  const lang = /\slang=(["']?)[^"'\s>]*\1/i;
  return lang.test(root)
    ? root.replace(lang, ` lang="${locale}"`)
    : root.replace(/^<html\b/i, `<html lang="${locale}"`);
}

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * The site's origin as a deploy configures it (the pages function's SITE_ORIGIN), for the tags'
 * absolute addresses: an https origin with nothing after it (http for this machine only, as the
 * emulated preview serves it), lower-cased; null for anything else. The functions never take the
 * origin from a request: anyone can send a Host or an X-Forwarded-Host, and a page tagged with
 * their host would be kept by the CDN for everyone.
 */
export function siteOriginOf(configured: string | undefined): string | null {
  const text = configured?.trim() ?? '';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOST.test(url.host));
  // The text itself, not only what URL made of it: "https://onam.example?" parses bare too.
  const plain = /^https?:\/\/[^/?#@]+\/?$/i.test(text);
  return bare && secure && plain ? url.origin : null;
}

/**
 * The site's origin as a request names it: `X-Forwarded-Host`, else `Host`; https, but for this
 * machine's own names. Null for a host that is not a plain host name (the value goes into the
 * page). For the preview only, whose every host is this machine's: the pages function names the
 * origin its deploy configures (siteOriginOf).
 */
export function requestOrigin(headers: {
  forwardedHost?: string;
  host?: string;
  forwardedProto?: string;
}): string | null {
  const host = (headers.forwardedHost ?? headers.host ?? '').split(',')[0]?.trim() ?? '';
  if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host) && !/^\[[0-9a-fA-F:]+\](:\d{1,5})?$/.test(host)) {
    return null;
  }
  const local = LOOPBACK_HOST.test(host);
  const proto = headers.forwardedProto?.split(',')[0]?.trim();
  return `${local ? 'http' : proto === 'http' ? 'http' : 'https'}://${host}`;
}
