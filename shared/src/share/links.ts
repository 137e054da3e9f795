/**
 * The links a visitor shares: to WhatsApp in one tap, and to a finished game's result.
 * Pure functions of their inputs, used by the pages (to offer them) and by the server (to read
 * them back when a link is opened or unfurled).
 */
import type { GameId } from '../contracts/game';
import { isGameIdFormat } from '../manifest/route-paths';

/**
 * WhatsApp's own share link: on a phone it opens the app with the message ready to send (the
 * visitor picks the chat), elsewhere WhatsApp Web. The link goes at the end of the text, on its own
 * line, so WhatsApp shows its preview (the og:image) under the words.
 */
export function whatsAppLink(text: string, url: string): string {
  const message = [text.trim(), url].filter(Boolean).join('\n');
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/** The query parameter naming a shared result in a result link: `/game?result=<share id>`. */
export const RESULT_PARAM = 'result';

export const SHARE_ID_LENGTH = 22;
const SHARE_ID = new RegExp(`^[A-Za-z0-9]{${SHARE_ID_LENGTH}}$`);
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A shared result's id, as a result link carries it: random letters and digits (131 bits), chosen
 * by the server when it saves a play (`sharedResults/{id}` names that play). It says nothing of the
 * player: not their account's id, not their other plays, so links passed around cannot be put
 * together into one person's, nor with their cards on the wall. Anything else is never looked up.
 */
export function isShareId(value: unknown): value is string {
  return typeof value === 'string' && SHARE_ID.test(value);
}

/** A new share id, from the platform's cryptographic random numbers (the browser's or Node's). */
export function newShareId(
  fill: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) =>
    globalThis.crypto.getRandomValues(bytes),
): string {
  let id = '';
  while (id.length < SHARE_ID_LENGTH) {
    for (const byte of fill(new Uint8Array(32))) {
      // 248 = 4 × 62: a byte at or above it would favour the first letters, so it is drawn again.
      if (byte < 248 && id.length < SHARE_ID_LENGTH) id += ALPHABET[byte % 62];
    }
  }
  return id;
}

/**
 * The link to a finished game's result: the game's page, naming the result by its share id. It
 * carries no score and no name: whoever opens or unfurls it sees what the server recorded for that
 * play (docs/decisions/036), so a link cannot be edited into a better score.
 */
export function resultLink(origin: string, routePath: string, shareId: string): string {
  const url = new URL(routePath, origin);
  url.searchParams.set(RESULT_PARAM, shareId);
  return url.toString();
}

/**
 * The shared result a link names, or null when it names none. A link from before share ids
 * (`<account id>_<device's id>`) names none: it is the game's page, and its picture the game's
 * invitation, so the account's id in old links leads nowhere.
 */
export function readResultId(search: URLSearchParams): string | null {
  const id = search.get(RESULT_PARAM);
  return isShareId(id) ? id : null;
}

/** Whether a link's game could be one: an id's form (the manifest says which games there are). */
export function isGameId(value: unknown): value is GameId {
  return isGameIdFormat(value);
}
