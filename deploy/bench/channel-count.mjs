// The page's own Firestore operations, counted from what crosses the wire between the page's two
// SDKs and the Firestore emulator, as Firestore bills them (firestore-proxy.mjs puts this in front
// of the emulator). The emulator keeps no usage figures, and the full SDK's listeners leave no
// mark in the page: what a listener reads is only on its Listen channel.
// - The full SDK (listeners, and the family's strokes): WebChannel. Its answers come as frames,
//   `<length>\n<JSON>`, each JSON an array of `[index, [message]]`; a Listen message that carries
//   a `documentChange` sent the listener a document. Firestore bills a listener a read for each
//   document of its first answer, then for each one added, changed, or leaving the results because
//   it changed. The emulator sends more than that: on every change to a query's results it resets
//   the query's target and sends all of its documents again (a carpet's strokes listener was sent
//   1 + 2 + … + n strokes for n strokes, 2026-12-07). So a document counts once per target and
//   version (its updateTime), as Firestore would send it (`listenReads`). Its writes are the Write
//   channel's POSTs (bill-count.cjs `writeChannelPaths`).
// - Firestore Lite (the one-off reads, docs/decisions/065): REST. `:batchGet` answers each asked
//   document, found or missing, a read each; `:runQuery` each document it matched, and one read
//   when it matched none; `:commit` carries its writes.
// What the rules read to allow a request (get, exists, getAfter) is nowhere on the wire: the
// carpet's model adds it (family-model.mjs).
// Pure: no server, no browser (tested in __tests__/channel-count.test.ts).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {{ writeChannelPaths: (body: string) => string[], documentPath: (name: unknown) => string | null }} */
const { documentPath, writeChannelPaths } = require('./bill-count.cjs');

/**
 * Reads the frames of one WebChannel answer as its text arrives, in pieces cut anywhere: each
 * `push` returns the messages the frames completed so far. A frame's length counts the JSON's
 * characters (UTF-16 code units, as a JavaScript string's length does).
 */
export function channelFrames() {
  let pending = '';
  return {
    /**
     * @param {string} text the next piece of the answer
     * @returns {unknown[]} the messages of the frames it completed, in order
     */
    push(text) {
      pending += text;
      /** @type {unknown[]} */
      const messages = [];
      for (;;) {
        const match = /^\s*(\d+)\n/.exec(pending);
        if (!match) break;
        const length = Number(match[1]);
        const start = match[0].length;
        if (pending.length < start + length) break;
        const frame = pending.slice(start, start + length);
        pending = pending.slice(start + length);
        let parsed;
        try {
          parsed = JSON.parse(frame);
        } catch {
          continue;
        }
        if (!Array.isArray(parsed)) continue;
        for (const entry of parsed) {
          // [index, [message]]: the message is an array of one.
          if (Array.isArray(entry) && Array.isArray(entry[1])) messages.push(...entry[1]);
        }
      }
      return messages;
    },
  };
}

/**
 * @typedef {{ document?: { name?: unknown, updateTime?: unknown }, targetIds?: number[], removedTargetIds?: number[] }} DocumentChange
 */

/**
 * Counts the reads a page's listeners are billed, from the Listen messages of its channels: each
 * `push` returns the document a message sent, when Firestore would have sent (and billed) it, and
 * null otherwise. A document is billed once per listener (target) and version: sent again
 * unchanged, as the emulator does after a reset, it is not. The channels' sessions (their SID) are
 * kept apart: target ids are a session's own.
 */
export function listenReads() {
  /** @type {Map<string, Map<string, string>>} what each target of each session was sent */
  const sent = new Map();
  return {
    /**
     * @param {string} session the channel's SID
     * @param {unknown} message
     * @returns {string | null} the path of a billed read
     */
    push(session, message) {
      const change = /** @type {{ documentChange?: DocumentChange } | null} */ (message)
        ?.documentChange;
      if (!change) return null;
      const path = documentPath(change.document?.name) ?? '(a document)';
      const version = String(change.document?.updateTime ?? '');
      const targets = change.targetIds ?? [];
      // No listener's results hold it now: it changed and left them (removedTargetIds), which
      // is billed.
      let billed = targets.length === 0;
      for (const target of targets) {
        const key = `${session}#${target}`;
        const seen = sent.get(key) ?? new Map();
        sent.set(key, seen);
        if (seen.get(path) !== version) billed = true;
        seen.set(path, version);
      }
      for (const target of change.removedTargetIds ?? []) {
        sent.get(`${session}#${target}`)?.delete(path);
      }
      return billed ? path : null;
    },
  };
}

/**
 * The documents a Lite REST answer read, one entry per billed read; a query that matched nothing
 * is one read of its collection (`…/strokes (no match)`).
 * @param {string} pathname the request's path (`…/documents:batchGet`, `…/documents:runQuery`,
 *   `…/documents/carpets/x:runQuery`)
 * @param {unknown} answer the answer's JSON
 * @returns {string[]}
 */
export function restReads(pathname, answer) {
  if (!Array.isArray(answer)) return [];
  if (pathname.endsWith(':batchGet')) {
    return answer.flatMap((item) => {
      const found = /** @type {{ found?: { name?: unknown }, missing?: unknown }} */ (item);
      const at = documentPath(found?.found?.name ?? found?.missing);
      return at ? [at] : [];
    });
  }
  if (pathname.endsWith(':runQuery')) {
    const matched = answer.flatMap((item) => {
      const at = documentPath(
        /** @type {{ document?: { name?: unknown } }} */ (item)?.document?.name,
      );
      return at ? [at] : [];
    });
    return matched.length > 0 ? matched : [`${queriedIn(pathname)} (no match)`];
  }
  return [];
}

/** The parent a query ran under, as a path (`carpets/x`), or the database's root. */
function queriedIn(/** @type {string} */ pathname) {
  const at = pathname.indexOf('/documents');
  const rest = pathname.slice(at + '/documents'.length).replace(/:runQuery$/, '');
  return rest.replace(/^\//, '') || '(root)';
}

/**
 * The documents a page's write request writes, one entry per billed write: the full SDK's Write
 * channel (a form body) or Lite's `:commit` (JSON).
 * @param {string} pathname
 * @param {string} body
 * @returns {string[]}
 */
export function writtenByPage(pathname, body) {
  if (pathname.endsWith('/Write/channel')) return writeChannelPaths(body);
  if (pathname.endsWith(':commit')) {
    return writeChannelPaths(`req0___data__=${encodeURIComponent(body)}`);
  }
  return [];
}

/** Collections whose documents are one of many (an id), as opposed to a named document. */
const ID_COLLECTIONS = new Set([
  'carpets',
  'members',
  'seats',
  'strokes',
  'entries',
  'stats',
  'profiles',
  'deletedAccounts',
  'plays',
  'releases',
]);

/**
 * A path with its ids as `{id}`: `carpets/{id}/strokes/{id}`, `familyBoard/pookalam/entries/{id}`.
 * @param {string} path
 */
export function pathPattern(path) {
  const segments = path.split('/');
  return segments
    .map((segment, index) =>
      index % 2 === 1 && ID_COLLECTIONS.has(segments[index - 1] ?? '') ? '{id}' : segment,
    )
    .join('/');
}

/**
 * Counts by pattern, most first.
 * @param {Iterable<string>} paths
 * @returns {Array<[string, number]>}
 */
export function byPattern(paths) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const path of paths) {
    const pattern = pathPattern(path);
    counts[pattern] = (counts[pattern] ?? 0) + 1;
  }
  return Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
