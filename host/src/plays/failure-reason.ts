import type { PendingPlay } from '@onam/shared/backend/pending-plays';

/**
 * The server's words about a failure when they say something to a visitor, else null. A server
 * that fails without meaning to gives no reason: the Functions client then has only an error name
 * and the HTTP status ("INTERNAL [500]", "internal [0]"), which would read as jargon after
 * "could not be saved:".
 */
export function serverWords(reason: string): string | null {
  const words = reason.replace(/\s*\[\d+\]$/, '').trim();
  return /^[\w-]*$/.test(words) ? null : words;
}

/** Why a set-aside play could not be saved, for "could not be saved: …". */
export function setAsideReason(play: PendingPlay, fallback: string): string {
  const said = play.lastFailure ? serverWords(play.lastFailure.reason) : null;
  return said ?? fallback;
}
