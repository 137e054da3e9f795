/**
 * The links a visitor shares (issue 21): to WhatsApp in one tap, and to a finished game's result.
 * Pure functions of their inputs, used by the pages (to offer them) and by the server (to read
 * them back when a link is opened or unfurled).
 */
import { GAME_IDS, type GameId } from '../contracts/game';

/**
 * WhatsApp's own share link: on a phone it opens the app with the message ready to send (the
 * visitor picks the chat), elsewhere WhatsApp Web. The link goes at the end of the text, on its own
 * line, so WhatsApp shows its preview (the og:image) under the words.
 */
export function whatsAppLink(text: string, url: string): string {
  const message = [text.trim(), url].filter(Boolean).join('\n');
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/** The query parameter naming a saved play in a result link: `/game?result=<id>`. */
export const RESULT_PARAM = 'result';

/**
 * A play's id as the server saves it, `plays/{uid}_{deviceId}` (deploy/functions/src/plays.ts):
 * a Firebase Auth uid (letters and digits) and the id the device gave the play. Anything else is
 * not a play's id, and is never looked up.
 */
const PLAY_ID = /^[A-Za-z0-9]{1,128}_[A-Za-z0-9_-]{1,64}$/;

export function isPlayId(value: unknown): value is string {
  return typeof value === 'string' && PLAY_ID.test(value);
}

/**
 * The server's id of a play this device finished: the device picks the second half when it sends
 * the play (`deviceId`, the pending play's id), so it knows the id before the play is saved.
 */
export function playIdOf(uid: string, pendingId: string): string | null {
  const id = `${uid}_${pendingId}`;
  return isPlayId(id) ? id : null;
}

/**
 * The link to a finished game's result: the game's page, naming the play as the server saved it.
 * It carries no score and no name: whoever opens or unfurls it sees what the server recorded for
 * that play (docs/decisions/036), so a link cannot be edited into a better score.
 */
export function resultLink(origin: string, routePath: string, playId: string): string {
  const url = new URL(routePath, origin);
  url.searchParams.set(RESULT_PARAM, playId);
  return url.toString();
}

/** The play a result link names, or null when it names none (or something that is not a play id). */
export function readResultId(search: URLSearchParams): string | null {
  const id = search.get(RESULT_PARAM);
  return isPlayId(id) ? id : null;
}

export function isGameId(value: unknown): value is GameId {
  return typeof value === 'string' && (GAME_IDS as readonly string[]).includes(value);
}
