// POST /media-upload: where the local backend adapter sends a file before keeping it (the
// manifest's backend.mediaUpload). The host's dev server and the preview (deploy/preview) both
// answer it with this handler, so `pnpm dev` and `pnpm start` take uploads alike; it lives with
// the host because the host's build must not reach into the deploy tooling.
/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** The largest file the product accepts (MEDIA_MAX_BYTES in shared/src/backend/port.ts). */
export const MEDIA_MAX_BYTES = 25 * 1024 * 1024;
/** Room for the multipart boundaries and part headers around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * POST /media-upload: reads the multipart body to its end (so the sender's progress is real and
 * the answer always arrives), keeps nothing, and answers 201 { received } with the body's size, or
 * 413 when it is larger than a file the product accepts. Any origin may post, as the remotes'
 * standalone pages do; a browser sends a multipart form without a preflight, OPTIONS is answered
 * for any other client.
 *
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 */
export function handleMediaUpload(req, res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
  res.setHeader('Cache-Control', 'no-store');
  /** @param {number} status @param {unknown} body */
  const answer = (status, body) => {
    if (res.headersSent) return;
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(body));
  };
  if (req.method === 'OPTIONS') {
    res.statusCode = 204;
    res.end();
    return;
  }
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST, OPTIONS');
    req.resume();
    answer(405, { error: 'POST a multipart form' });
    return;
  }
  if (!isMultipartForm(req.headers['content-type'])) {
    req.resume();
    answer(415, { error: 'POST a multipart form' });
    return;
  }
  const limit = MEDIA_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;
  const tooLarge = () => {
    // Said before the rest arrives, and the connection closed: nothing more is read.
    res.setHeader('Connection', 'close');
    answer(413, { error: 'file too large', limit: MEDIA_MAX_BYTES });
    req.destroy();
  };
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    tooLarge();
    return;
  }
  let received = 0;
  req.on('data', (/** @type {Buffer} */ chunk) => {
    received += chunk.length;
    if (received > limit) tooLarge();
  });
  req.on('end', () => answer(201, { received }));
  req.on('error', () => answer(400, { error: 'the upload was cut off' }));
}

/**
 * `multipart/form-data` with a boundary, and nothing else: not `multipart/form-data-evil`, not a
 * form without the boundary its parts need.
 * @param {string | undefined} contentType
 */
export function isMultipartForm(contentType) {
  if (!contentType) return false;
  const [type, ...parameters] = contentType.split(';').map((part) => part.trim());
  return (
    type?.toLowerCase() === 'multipart/form-data' &&
    parameters.some((parameter) => /^boundary=.+/i.test(parameter))
  );
}
