// The pictures shared links unfurl with: GET /og/card.png?greeting=…&name=…,
// /og/result.png?id=<share id>&game=…, /og/family.png?id=<carpet id> and /og/page.png?page=…
// (the home page, the wall, the calendar) on the host's site (Hosting rewrites /og/** to the
// ogImage function), each a 1200 × 630 PNG drawn from the card's own layout in its landscape format
// (shared/src/share/card-layout.ts), as SVG (og-image-svg.ts), rasterised by resvg.
// - Each picture has one address, the one the site's tags name (shared/src/share/meta.ts): any
//   other query (another order, a parameter more, a name cleanName would change, another design)
//   is a cacheable redirect to it, or a 400 when it names no picture. So junk added to an address
//   costs a redirect, not a drawing, and the CDN keeps one copy of each picture.
// - A card's picture, and a page's, depends on its address alone: kept by the CDN and the apps for
//   a year, unless it was drawn after the campaign's read failed (without its name): then only a
//   minute. A game's page has its game's invitation (a result's picture without a share id).
// - A result's shows the score and the name the server recorded for the play its share id names
//   (read here with the Admin SDK; shared-results.ts), never a figure from the link, and the name
//   only of a player who may appear in public. A play that is not there (not saved yet, an unknown
//   id, an account deleted, a read that failed or took too long) gets an invitation to the game,
//   kept a minute so a play saved since shows soon; never an error. An address without a share id
//   (a link from before them named the player's account) is the game's invitation.
// - A family carpet's shows the family's name and the score the server recorded, read here from
//   its public board entry (familyBoard, written by the finish only when the owner may appear in
//   public), never from the carpet itself: an open carpet, a child's, a guessed id and a read that
//   failed all get the same invitation to lay a pookalam together, naming nobody, kept a minute.
//   A finished carpet's is kept as a result's (the entry goes when its owner deletes the account).
// - Bad input gets a redirect, a valid picture or a 400, never a crash (docs/decisions/036).
import type { Firestore } from 'firebase-admin/firestore';
import { isBuiltInGame, type GameId } from '@onam/shared/contracts/game';
import { gameOnPath } from '@onam/shared/share/game-on-path';
import { DEFAULT_GREETING, greetingById } from '@onam/shared/festival/greetings';
import { createTranslator } from '@onam/shared/i18n/translator';
import type { ProfileDoc } from '@onam/shared/backend/firebase/firestore-mapping';
import { mayBePublic } from '@onam/shared/backend/privacy';
import { FAMILY_GAME_ID, familyEntryPath, type FamilyEntryDoc } from '@onam/shared/family/carpet';
import { layoutCard, type CardContent } from '@onam/shared/share/card-layout';
import { cleanName, readCardParams, type CardParams } from '@onam/shared/share/card-link';
import { isGameId, isShareId } from '@onam/shared/share/links';
import { shareMessages, type ShareMessageKey } from '@onam/shared/share/messages';
import {
  canonicalCardImageQuery,
  canonicalFamilyImageQuery,
  canonicalPageImageQuery,
  canonicalResultImageQuery,
  isCarpetId,
  isPagePicture,
  isSameQuery,
  OG_CARD_PATH,
  OG_DESIGN,
  OG_FAMILY_PATH,
  OG_PAGE_PATH,
  OG_RESULT_PATH,
  type PagePicture,
} from '@onam/shared/share/meta';
import { cardSvg, measureWith, type Typesetter } from './og-image-svg';
import { boardName } from '../plays/plays';
import { playOfShareId } from '../plays/shared-results';

/** The address fixes the picture (and OG_DESIGN changes with the design): a year, everywhere. */
export const CARD_IMAGE_CACHE = 'public, max-age=31536000, immutable';
/** A saved play's score never changes; its player's name may: an hour, a day at the CDN. */
export const RESULT_IMAGE_CACHE = 'public, max-age=3600, s-maxage=86400';
/** No such play yet: it may be saved a moment from now. */
export const INVITATION_CACHE = 'public, max-age=60, s-maxage=60';
/** A malformed address stays malformed. */
const BAD_REQUEST_CACHE = 'public, max-age=3600';
/**
 * Where another form of a picture's address leads: the same place while the design is the same, so
 * a day (a day-old copy of a redirect costs one more hop at most once the design changes).
 */
export const REDIRECT_CACHE = 'public, max-age=86400';
/**
 * Another design's address leads to this design's for a minute only: during a deploy the pages may
 * name the next design before this function draws it, and a longer copy would send it back.
 */
export const OTHER_DESIGN_REDIRECT_CACHE = 'public, max-age=60, s-maxage=60';

/** Far longer than any address this site makes (a 40-character Malayalam name encoded is ~1500). */
export const QUERY_MAX_LENGTH = 4000;

/** A play as the server recorded it, and the name its picture shows. */
export interface SharedPlay {
  gameId: GameId;
  score: number;
  maxScore: number;
  /**
   * The board's name for the player (their profile's); empty for a player who may not appear in
   * public (a child, or one who has not accepted the current notice as an adult) or has none.
   */
  name: string;
}

/**
 * The play a share id names, read with the Admin SDK, and its player's name as the boards show it
 * (boardName), for a player who may appear in public (mayBePublic) only.
 */
export async function readSharedPlay(db: Firestore, shareId: string): Promise<SharedPlay | null> {
  const play = await playOfShareId(db, shareId);
  if (!play || !isGameId(play.gameId) || !Number.isInteger(play.score)) return null;
  const profile = (await db.doc(`profiles/${play.uid}`).get()).data() as ProfileDoc | undefined;
  return {
    gameId: play.gameId,
    score: play.score,
    maxScore: play.maxScore,
    name: mayBePublic(profile) ? boardName(profile).name : '',
  };
}

/** A finished family carpet as its public board entry holds it. */
export interface FinishedFamily {
  familyName: string;
  score: number;
  maxScore: number;
}

/**
 * A finished carpet's public board entry, read with the Admin SDK: there is one only when the
 * carpet's owner could appear in public at the finish (finish-carpet.ts). Null for any other
 * carpet, open, a child's or none at all: the carpet's own documents are never read, so a
 * picture says nothing of a carpet that is not on the board.
 */
export async function readFamilyCarpet(
  db: Firestore,
  carpetId: string,
): Promise<FinishedFamily | null> {
  if (!isCarpetId(carpetId)) return null;
  const entry = (await db.doc(familyEntryPath(FAMILY_GAME_ID, carpetId)).get()).data() as
    Partial<FamilyEntryDoc> | undefined;
  if (
    typeof entry?.familyName !== 'string' ||
    !entry.familyName.trim() ||
    !Number.isInteger(entry.score) ||
    !Number.isInteger(entry.maxScore)
  ) {
    return null;
  }
  return {
    familyName: entry.familyName,
    score: entry.score as number,
    maxScore: entry.maxScore as number,
  };
}

export interface OgImageDeps {
  typesetter: () => Promise<Typesetter>;
  /** The play, or null when there is none; throws when Firestore fails or takes too long. */
  readPlay: (id: string) => Promise<SharedPlay | null>;
  /**
   * A finished family carpet on the public board, or null for any other carpet; throws when
   * Firestore fails or takes too long.
   */
  readFamily: (carpetId: string) => Promise<FinishedFamily | null>;
  /**
   * The campaign's name for the card's foot ("Onam Utsavam · Kerala Vision"); throws when
   * Firestore fails or takes too long.
   */
  brand: () => Promise<string>;
  /**
   * A game's name in both languages as the campaign titles it, for a game the manifest added (the
   * messages name the built-in ones); null when the campaign has no such game or cannot be read.
   */
  gameNames?: (gameId: GameId) => Promise<GameNames | null>;
  /** SVG to PNG (resvg in production). */
  rasterise: (svg: string) => Buffer;
  log: (event: string, detail: Record<string, string>) => void;
}

export interface OgRequest {
  method: string;
  path: string;
  /** The query string, without its `?`. */
  query: string;
}

export interface OgAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

/**
 * The card's foot from the live manifest's text: "Onam Utsavam · Kerala Vision". Empty when nothing
 * is live or the text is not a manifest (the card then has no foot line).
 */
export function brandLine(manifestText: string | undefined): string {
  try {
    const brand = (JSON.parse(manifestText ?? 'null') as { brand?: Record<string, unknown> } | null)
      ?.brand;
    const parts = [brand?.product, brand?.broadcaster].filter(
      (part): part is string => typeof part === 'string' && part.trim() !== '',
    );
    return parts.join(' · ');
  } catch {
    return '';
  }
}

const en = createTranslator(shareMessages, 'en');
const ml = createTranslator(shareMessages, 'ml');

/** A card: the greeting in Malayalam, its Latin line and its meaning in English, and the name. */
export function cardContent(params: CardParams, brand: string): CardContent {
  const greeting = greetingById(params.greeting);
  return {
    greeting: { ml: greeting.ml, latin: greeting.latin },
    meaning: en(`share.greeting.${params.greeting}` as ShareMessageKey),
    name: cleanName(params.name).trim(),
    brand,
  };
}

/** A game's name in English and Malayalam: the campaign's titles for an added game. */
export interface GameNames {
  en: string;
  ml: string;
}

/** The game's name in one language: the messages' for a built-in game, else the campaign's. */
const gameName = (t: typeof en, gameId: GameId | null, names?: GameNames | null) => {
  if (gameId && !isBuiltInGame(gameId)) return (t === ml ? names?.ml : names?.en) ?? gameId;
  return t(`share.game.${gameId ?? 'any'}` as ShareMessageKey);
};

/** The names of an added game from the live manifest's text, or null (game-on-path.ts). */
export function gameNamesOf(manifestText: string | undefined, gameId: GameId): GameNames | null {
  try {
    const manifest = JSON.parse(manifestText ?? 'null') as unknown;
    const path = `/play/${gameId}`;
    const english = gameOnPath(manifest, path, 'en');
    const malayalam = gameOnPath(manifest, path, 'ml');
    return english && malayalam ? { en: english.title, ml: malayalam.title } : null;
  } catch {
    return null;
  }
}

/** A saved play: its score in Malayalam and in English, and the name the server holds. */
export function resultContent(
  play: SharedPlay,
  brand: string,
  names?: GameNames | null,
): CardContent {
  const words = (t: typeof en) =>
    t('share.image.score', {
      game: gameName(t, play.gameId, names),
      score: play.score,
      max: play.maxScore,
    });
  return {
    greeting: { ml: words(ml), latin: words(en) },
    name: cleanName(play.name).trim(),
    brand,
  };
}

/** No such play: an invitation to the game (or to the games), in both languages. */
export function invitationContent(
  gameId: GameId | null,
  brand: string,
  names?: GameNames | null,
): CardContent {
  if (gameId && !isBuiltInGame(gameId)) {
    const words = (t: typeof en) => t('share.invite.added', { game: gameName(t, gameId, names) });
    return { greeting: { ml: words(ml), latin: words(en) }, name: '', brand };
  }
  const key = `share.invite.${gameId ?? 'any'}` as ShareMessageKey;
  return { greeting: { ml: ml(key), latin: en(key) }, name: '', brand };
}

/** A finished family carpet: the family's name and score, in Malayalam and in English. */
export function familyContent(family: FinishedFamily, brand: string): CardContent {
  const words = (t: typeof en) =>
    t('share.family.picture', {
      family: cleanName(family.familyName).trim(),
      score: family.score,
      max: family.maxScore,
    });
  return { greeting: { ml: words(ml), latin: words(en) }, name: '', brand };
}

/** Any other carpet's: an invitation to lay a pookalam together, naming nobody. */
export function familyInvitationContent(brand: string): CardContent {
  const key = 'share.family.invite';
  return { greeting: { ml: ml(key), latin: en(key) }, name: '', brand };
}

/**
 * A page's picture: what the page is for, in Malayalam and in English (the same words as its
 * preview's alt text), on the card's cloth and border, with the campaign's name.
 */
export function pageContent(page: PagePicture, brand: string): CardContent {
  const key = `share.page.${page}.picture` as ShareMessageKey;
  return { greeting: { ml: ml(key), latin: en(key) }, name: '', brand };
}

const plain = (status: number, text: string, cache = 'no-store'): OgAnswer => ({
  status,
  headers: { 'cache-control': cache, 'content-type': 'text/plain; charset=utf-8' },
  body: text,
});

type Picture = 'card' | 'result' | 'page' | 'family';

const PATHS: Record<Picture, string> = {
  card: OG_CARD_PATH,
  result: OG_RESULT_PATH,
  page: OG_PAGE_PATH,
  family: OG_FAMILY_PATH,
};

/** Which picture a path asks for: one of PATHS exactly, nothing else. */
function pictureOf(path: string): Picture | null {
  return (Object.keys(PATHS) as Picture[]).find((picture) => PATHS[picture] === path) ?? null;
}

const CANONICAL: Record<Picture, (search: URLSearchParams) => string> = {
  card: canonicalCardImageQuery,
  result: canonicalResultImageQuery,
  page: canonicalPageImageQuery,
  family: canonicalFamilyImageQuery,
};

/**
 * A redirect to the picture's one address. Relative to the picture's own path, so it holds behind
 * any prefix the request came through (Hosting's rewrite, the Functions emulator's URL).
 */
function redirect(picture: Picture, query: string, askedDesign: string | null): OgAnswer {
  return {
    status: 301,
    headers: {
      location: `${picture}.png?${query}`,
      'cache-control': askedDesign === OG_DESIGN ? REDIRECT_CACHE : OTHER_DESIGN_REDIRECT_CACHE,
      'content-type': 'text/plain; charset=utf-8',
    },
    body: 'This picture has another address.\n',
  };
}

export function createOgImageHandler(deps: OgImageDeps): (request: OgRequest) => Promise<OgAnswer> {
  const draw = async (content: CardContent, title: string): Promise<Buffer> => {
    const type = await deps.typesetter();
    const layout = layoutCard(content, measureWith(type), 'landscape');
    return deps.rasterise(cardSvg(layout, type, title));
  };
  /**
   * The campaign's name ('' when nothing is live), and whether it was read: a picture drawn after
   * a failed read lacks a line its address stands for.
   */
  const brand = async (): Promise<{ line: string; read: boolean }> => {
    try {
      return { line: await deps.brand(), read: true };
    } catch (error) {
      deps.log('og-brand-read-failed', { error: String(error) });
      return { line: '', read: false };
    }
  };

  const answer = async (request: OgRequest): Promise<OgAnswer> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return {
        ...plain(405, 'GET a picture.\n'),
        headers: { allow: 'GET, HEAD', 'cache-control': 'no-store' },
      };
    }
    const picture = pictureOf(request.path);
    if (!picture) return plain(404, 'No such picture.\n', BAD_REQUEST_CACHE);
    if (request.query.length > QUERY_MAX_LENGTH) {
      return plain(400, 'This address is too long for a picture.\n', BAD_REQUEST_CACHE);
    }
    const search = new URLSearchParams(request.query);
    const canonical = CANONICAL[picture](search);
    if (!isSameQuery(request.query, canonical)) {
      return redirect(picture, canonical, search.get('v'));
    }
    const png = (body: Buffer, cache: string): OgAnswer => ({
      status: 200,
      headers: { 'cache-control': cache, 'content-type': 'image/png' },
      body: request.method === 'HEAD' ? Buffer.alloc(0) : body,
    });
    // A picture drawn after a failed read is not the one its address stands for: kept a minute,
    // so a request after Firestore answers again draws it whole.
    const whole = (campaign: { read: boolean }, cache: string) =>
      campaign.read ? cache : INVITATION_CACHE;

    if (picture === 'card') {
      const params = readCardParams(search) ?? { greeting: DEFAULT_GREETING, name: '' };
      const campaign = await brand();
      const content = cardContent(params, campaign.line);
      return png(
        await draw(content, `${content.greeting.latin}: ${content.meaning ?? ''}`),
        whole(campaign, CARD_IMAGE_CACHE),
      );
    }

    if (picture === 'page') {
      const page = search.get('page');
      const campaign = await brand();
      const content = pageContent(isPagePicture(page) ? page : 'home', campaign.line);
      return png(await draw(content, content.greeting.latin), whole(campaign, CARD_IMAGE_CACHE));
    }

    if (picture === 'family') {
      // The canonical query names a carpet's id, if any.
      const id = search.get('id');
      let family: FinishedFamily | null = null;
      if (isCarpetId(id)) {
        try {
          family = await deps.readFamily(id);
        } catch (error) {
          deps.log('og-family-read-failed', { id, error: String(error) });
        }
      }
      const campaign = await brand();
      if (family) {
        const content = familyContent(family, campaign.line);
        return png(
          await draw(content, content.greeting.latin),
          whole(campaign, RESULT_IMAGE_CACHE),
        );
      }
      const content = familyInvitationContent(campaign.line);
      // As a result's: without an id no carpet will ever be found; with one, it may be finished
      // a moment from now.
      const cache = isCarpetId(id) ? INVITATION_CACHE : whole(campaign, RESULT_IMAGE_CACHE);
      return png(await draw(content, content.greeting.latin), cache);
    }

    // The canonical query names a share id, if any, and a game only if it is one.
    const id = search.get('id');
    const game = search.get('game');
    const gameId = isGameId(game) ? game : null;
    let play: SharedPlay | null = null;
    if (isShareId(id)) {
      try {
        play = await deps.readPlay(id);
      } catch (error) {
        deps.log('og-play-read-failed', { id, error: String(error) });
      }
    }
    const campaign = await brand();
    const nameOf = async (id: GameId | null) => {
      if (!id || isBuiltInGame(id) || !deps.gameNames) return null;
      try {
        return await deps.gameNames(id);
      } catch (error) {
        deps.log('og-game-names-read-failed', { gameId: id, error: String(error) });
        return null;
      }
    };
    if (play) {
      const content = resultContent(play, campaign.line, await nameOf(play.gameId));
      return png(await draw(content, content.greeting.latin), whole(campaign, RESULT_IMAGE_CACHE));
    }
    const content = invitationContent(gameId, campaign.line, await nameOf(gameId));
    // Without a share id no play will ever be found: the game's invitation is as lasting as a
    // result's picture. With one, the play may be saved a moment from now.
    const cache = isShareId(id) ? INVITATION_CACHE : whole(campaign, RESULT_IMAGE_CACHE);
    return png(await draw(content, content.greeting.latin), cache);
  };

  return async (request) => {
    try {
      return await answer(request);
    } catch (error) {
      // A bug, not the visitor's doing: said plainly, never cached, and logged.
      deps.log('og-image-failed', { path: request.path, error: String(error) });
      return plain(500, 'The picture could not be drawn just now.\n');
    }
  };
}
