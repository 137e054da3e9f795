// The bill's counting, kept apart from the processes it counts in so it is tested directly: how
// many Firestore operations a request or an answer stands for, counted the way Firestore bills
// them (each document read, at least one read for a query; each write, deletes apart), and which
// function a request reaches. CommonJS, because bill-shim.cjs loads it with `--require` into the
// Functions emulator's workers, where an ES module cannot be required.
'use strict';

/** The Firestore service's RPCs, as grpc-js names the method it calls. */
const FIRESTORE = '/google.firestore.v1.Firestore/';

/**
 * @typedef {{ reads: number, writes: number, deletes: number }} Operations
 */

/** @returns {Operations} */
const none = () => ({ reads: 0, writes: 0, deletes: 0 });

/**
 * The writes and deletes a Commit or BatchWrite request carries: each write is one billed write
 * (its field transforms ride along free), a delete is billed as a delete.
 * @param {string} method
 * @param {unknown} request
 * @returns {Operations}
 */
function countRequest(method, request) {
  const counted = none();
  if (method !== `${FIRESTORE}Commit` && method !== `${FIRESTORE}BatchWrite`) return counted;
  const writes = /** @type {{ writes?: Array<{ delete?: unknown }> } | null} */ (request)?.writes;
  for (const write of writes ?? []) {
    if (write?.delete) counted.deletes += 1;
    else counted.writes += 1;
  }
  return counted;
}

/**
 * The reads one message of a streamed answer stands for: BatchGetDocuments answers each asked
 * document, found or missing, and each is a read; RunQuery answers each document it matched.
 * A query that matched nothing still costs one read: `queryMinimum` adds it once the stream ends.
 * @param {string} method
 * @param {unknown} message
 * @returns {Operations}
 */
function countStreamMessage(method, message) {
  const counted = none();
  const answer = /** @type {{ found?: unknown, missing?: unknown, document?: unknown } | null} */ (
    message
  );
  if (!answer) return counted;
  if (method === `${FIRESTORE}BatchGetDocuments` && (answer.found || answer.missing)) {
    counted.reads += 1;
  }
  if (method === `${FIRESTORE}RunQuery` && answer.document) counted.reads += 1;
  return counted;
}

/**
 * The reads a finished query is billed at least: one, when it matched nothing. Aggregations
 * (count, sum) are billed by index entries, one read per thousand; the journey's are small, one.
 * @param {string} method
 * @param {number} documentsSeen
 */
function queryMinimum(method, documentsSeen) {
  if (method === `${FIRESTORE}RunQuery`) return documentsSeen === 0 ? 1 : 0;
  if (method === `${FIRESTORE}RunAggregationQuery`) return 1;
  return 0;
}

/**
 * The function a request to the Functions emulator reaches: `/<project>/<region>/<name>[/…]`.
 * @param {string} url
 * @returns {string | undefined}
 */
function functionOf(url) {
  const pathname = url.split('?')[0] ?? '';
  const [, , , name] = pathname.split('/');
  return name ? decodeURIComponent(name) : undefined;
}

/**
 * Whether a function's answer may be kept by the CDN (Firebase Hosting caches a function's answer
 * that says `public` with an `s-maxage` or `max-age` above zero): at a million visitors such a
 * function is reached on a cache miss, not once a visitor.
 * @param {string | undefined} cacheControl
 */
function cdnKeeps(cacheControl) {
  if (!cacheControl) return false;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (directives.includes('private') || directives.includes('no-store')) return false;
  const age = (/** @type {string} */ name) => {
    const found = directives.find((d) => d.startsWith(`${name}=`));
    return found ? Number(found.slice(name.length + 1)) : 0;
  };
  return directives.includes('public') && (age('s-maxage') > 0 || age('max-age') > 0);
}

/**
 * The writes the web SDK sends on its Write channel: a form body whose `req<n>___data__` fields
 * hold JSON, each with the `writes` it commits.
 * @param {string} body
 * @returns {Operations}
 */
function countWriteChannelBody(body) {
  const counted = none();
  for (const [key, value] of new URLSearchParams(body)) {
    if (!/^req\d+___data__$/.test(key)) continue;
    /** @type {{ writes?: Array<{ delete?: unknown }> }} */
    let data;
    try {
      data = JSON.parse(value);
    } catch {
      continue;
    }
    for (const write of data.writes ?? []) {
      if (write?.delete) counted.deletes += 1;
      else counted.writes += 1;
    }
  }
  return counted;
}

/**
 * A document's path within its database, from the full name the API carries
 * (`projects/p/databases/(default)/documents/a/b` → `a/b`).
 * @param {unknown} name
 * @returns {string | null}
 */
function documentPath(name) {
  if (typeof name !== 'string') return null;
  const at = name.indexOf('/documents/');
  return at === -1 ? null : name.slice(at + '/documents/'.length);
}

/**
 * The documents a write carries: an update's or a transform's document, or the one deleted.
 * @param {{ update?: { name?: unknown }, delete?: unknown, transform?: { document?: unknown } } | null | undefined} write
 */
const writtenDocument = (write) =>
  documentPath(write?.update?.name ?? write?.transform?.document ?? write?.delete);

/**
 * The documents a Commit or BatchWrite request writes, one entry per billed write.
 * @param {string} method
 * @param {unknown} request
 * @returns {string[]}
 */
function writtenPaths(method, request) {
  if (method !== `${FIRESTORE}Commit` && method !== `${FIRESTORE}BatchWrite`) return [];
  const writes = /** @type {{ writes?: Array<Parameters<typeof writtenDocument>[0]> } | null} */ (
    request
  )?.writes;
  return (writes ?? []).flatMap((write) => writtenDocument(write) ?? []);
}

/**
 * The document one message of a streamed answer read, if it read one.
 * @param {string} method
 * @param {unknown} message
 * @returns {string | null}
 */
function readPath(method, message) {
  const answer =
    /** @type {{ found?: { name?: unknown }, missing?: unknown, document?: { name?: unknown } } | null} */ (
      message
    );
  if (!answer) return null;
  if (method === `${FIRESTORE}BatchGetDocuments`) {
    return documentPath(answer.found?.name ?? answer.missing);
  }
  if (method === `${FIRESTORE}RunQuery`) return documentPath(answer.document?.name);
  return null;
}

/**
 * The documents the web SDK's Write channel body writes, one entry per billed write.
 * @param {string} body
 * @returns {string[]}
 */
function writeChannelPaths(body) {
  /** @type {string[]} */
  const paths = [];
  for (const [key, value] of new URLSearchParams(body)) {
    if (!/^req\d+___data__$/.test(key)) continue;
    try {
      const data = JSON.parse(value);
      for (const write of data.writes ?? []) {
        const written = writtenDocument(write);
        if (written) paths.push(written);
      }
    } catch {
      continue;
    }
  }
  return paths;
}

/**
 * Adds `more` into `into` (per-key totals).
 * @param {Operations} into
 * @param {Operations} more
 */
function add(into, more) {
  into.reads += more.reads;
  into.writes += more.writes;
  into.deletes += more.deletes;
  return into;
}

/**
 * What Hosting sends for a journey: the bytes of every response from its origins (the host's, whose
 * rewrites include the pages, the pictures and /campaign.json, and each remote's), headers and
 * body as they crossed the wire (compressed where Hosting compresses; nothing for an answer the
 * browser's cache or service worker gave). The Firebase emulators and the callables' origin are
 * not Hosting's, and are left out.
 * @param {Iterable<{ url: string, headersBytes: number, bodyBytes: number }>} responses
 * @param {Iterable<string>} origins
 * @returns {{ bytes: number, responses: number, byOrigin: Record<string, number> }}
 */
function hostingTransfer(responses, origins) {
  const hosting = new Set(origins);
  /** @type {Record<string, number>} */
  const byOrigin = {};
  let bytes = 0;
  let count = 0;
  for (const { url, headersBytes, bodyBytes } of responses) {
    const { origin } = new URL(url);
    if (!hosting.has(origin)) continue;
    const sent = Math.max(0, headersBytes) + Math.max(0, bodyBytes);
    byOrigin[origin] = (byOrigin[origin] ?? 0) + sent;
    bytes += sent;
    count += 1;
  }
  return { bytes, responses: count, byOrigin };
}

module.exports = {
  FIRESTORE,
  hostingTransfer,
  add,
  cdnKeeps,
  countRequest,
  countStreamMessage,
  countWriteChannelBody,
  documentPath,
  functionOf,
  none,
  queryMinimum,
  readPath,
  writeChannelPaths,
  writtenPaths,
};
