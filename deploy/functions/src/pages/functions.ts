import path from 'node:path';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/https';
import { defineString } from 'firebase-functions/params';
import { WALL_PAGE_SIZE, wallPageFrom, type PublicCardDoc } from '@onam/shared/backend/wishes';
import { readLive } from '@onam/shared/campaign-ops/live-revisions';
import { siteOriginOf } from '@onam/shared/share/meta';
import {
  boundedRead,
  FIRESTORE_FIRST_READ_TIMEOUT_MS as firstTimeoutMs,
  FIRESTORE_READ_TIMEOUT_MS as timeoutMs,
} from '../common/bounded-read';
import { db } from '../platform/admin';
import { files, registry } from '../platform/game-packages';
import { pageAssetsFrom, PAGES_CONFIG } from './page-assets';
import { createPageHandler, MANIFEST_MEMO_MS, pageRequestOf } from './pages';

/**
 * The site's origin, which a shared link's tags name (`https://onam.example`): set per project in
 * deploy/functions/.env.<project id> (`firebase deploy` asks for it when it is missing). On the
 * emulator, the origin of the host this run draws pages for (`pnpm start`'s :3000, the browser
 * tests' live host :3200), which the preview writes to .env.local (deploy/scripts/emulators.mjs);
 * .env.demo-onam's when it writes none. Never a request's host (pages.ts says why).
 */
const SITE_ORIGIN = defineString('SITE_ORIGIN', {
  description: "The site's origin for shared links' tags, e.g. https://onam.example",
  input: {
    text: {
      validationRegex: '^https://[^/?#@]+/?$|^http://(localhost|127\\.0\\.0\\.1)(:[0-9]+)?/?$',
      validationErrorMessage: 'An https origin with nothing after it, e.g. https://onam.example',
    },
  },
});

const answerPage = createPageHandler({
  // build.mjs writes lib/pages/pages.json: the host's renderer, drawing and build, deployed with
  // this; each game version's server part comes from its published package.
  assets: pageAssetsFrom(path.join(__dirname, 'pages', PAGES_CONFIG), { registry, files }),
  readManifest: boundedRead(async () => (await readLive(db))?.manifest, {
    timeoutMs,
    firstTimeoutMs,
    keepMs: MANIFEST_MEMO_MS,
  }),
  // The wall's first page, asked for and read as the browser's adapter does (shared/src/backend/
  // firebase/firebase-wall.ts): one card more than a page, to know whether another follows. The
  // Admin SDK is not held to the rules, so it reads the public copies (`wall/`) and nothing else:
  // the page, which the CDN keeps for everyone, carries only what anyone may read. Nothing is kept
  // (keepMs 0: only a read in flight is shared), since the page memo already asks for it once per
  // drawing and no more often (pages.ts).
  readWall: boundedRead(
    async () => {
      const snapshot = await db
        .collection('wall')
        .orderBy('approvedAt', 'desc')
        .limit(WALL_PAGE_SIZE + 1)
        .get();
      return wallPageFrom(
        snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() as PublicCardDoc })),
      );
    },
    { timeoutMs, firstTimeoutMs, keepMs: 0 },
  ),
  now: Date.now,
  log: (event, detail) => logger.warn(event, detail),
  siteOrigin: () => siteOriginOf(SITE_ORIGIN.value()),
});

/**
 * `/`, `/game`, `/dress`, `/eat`, `/celebrate`, `/wall`, `/calendar` and `/privacy` on the host's
 * site (Hosting rewrites them here): the page drawn for the live manifest, today in Kerala and the
 * visitor's language (the wall with its first page of cards), with a shared link's preview tags
 * (pages.ts), cached by the CDN for a minute (pages.ts has the headers; README, "Pages drawn per
 * request", the arithmetic). Drawing is CPU work, so an instance takes fewer requests at once than
 * the other functions do.
 */
export const pages = onRequest(
  { invoker: 'public', maxInstances: 20, concurrency: 8, cpu: 1, memory: '512MiB' },
  async (request, response) => {
    const answer = await answerPage(pageRequestOf(request));
    response.status(answer.status).set(answer.headers).send(answer.body);
  },
);
