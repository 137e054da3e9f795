import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { readLive } from '@onam/shared/campaign-ops/live-revisions';
import {
  boundedKeyedRead,
  boundedRead,
  FIRESTORE_FIRST_READ_TIMEOUT_MS as firstTimeoutMs,
  FIRESTORE_READ_TIMEOUT_MS as timeoutMs,
} from '../common/bounded-read';
import { db } from '../platform/admin';
import { loadTypesetter } from './og-fonts';
import {
  brandLine,
  createOgImageHandler,
  gameNamesOf,
  readFamilyCarpet,
  readSharedPlay,
} from './og-image';
import type { Typesetter } from './og-image-svg';
import { rasterise } from './og-raster';

/** HarfBuzz and the fonts, loaded by an instance's first picture (a failed load is tried again). */
let typesetter: Promise<Typesetter> | undefined;
/** The live campaign's text, read at most once a minute per instance. */
const liveManifest = boundedRead(async () => (await readLive(db))?.manifest, {
  timeoutMs,
  firstTimeoutMs,
  keepMs: 60_000,
});

const answerOgImage = createOgImageHandler({
  typesetter: () =>
    (typesetter ??= loadTypesetter().catch((error: unknown) => {
      typesetter = undefined;
      throw error;
    })),
  // One read per play at a time; a play kept a few seconds (the CDN keeps the picture far longer),
  // and no more plays kept than the pictures an instance draws in that time.
  readPlay: boundedKeyedRead((id: string) => readSharedPlay(db, id), {
    timeoutMs,
    firstTimeoutMs,
    keepMs: 5_000,
    maxKeys: 256,
  }),
  // A carpet's board entry, read as a play is: the CDN keeps the picture far longer.
  readFamily: boundedKeyedRead((id: string) => readFamilyCarpet(db, id), {
    timeoutMs,
    firstTimeoutMs,
    keepMs: 5_000,
    maxKeys: 256,
  }),
  // The campaign's name changes rarely, and a card shows it for a year: a minute is fresh enough.
  brand: async () => brandLine(await liveManifest()),
  gameNames: async (gameId) => gameNamesOf(await liveManifest(), gameId),
  rasterise,
  log: (event, detail) => logger.warn(event, detail),
});

/**
 * `/og/card.png`, `/og/result.png`, `/og/family.png` and `/og/page.png` on the host's site (Hosting
 * rewrites `/og/**` here): the 1200 × 630 pictures shared links unfurl with (og-image.ts has the
 * cache times; decision 036).
 * Drawing takes a core for a few tens of milliseconds, and the CDN answers all but the first.
 */
export const ogImage = onRequest(
  { invoker: 'public', maxInstances: 10, concurrency: 4, cpu: 1, memory: '512MiB' },
  async (request, response) => {
    const at = request.url.indexOf('?');
    const answer = await answerOgImage({
      method: request.method,
      path: request.path,
      query: at >= 0 ? request.url.slice(at + 1) : '',
    });
    response.status(answer.status).set(answer.headers).send(answer.body);
  },
);
