import path from 'node:path';
import { logger } from 'firebase-functions';
import { onCall, onRequest } from 'firebase-functions/https';
import { checkLive } from '@onam/shared/campaign-ops/live-check';
import { readLive } from '@onam/shared/campaign-ops/live-revisions';
import {
  boundedRead,
  FIRESTORE_FIRST_READ_TIMEOUT_MS as firstTimeoutMs,
  FIRESTORE_READ_TIMEOUT_MS as timeoutMs,
} from '../common/bounded-read';
import { operatorOf } from '../operators/request-caller';
import { versionChecker } from '../../../game-packages/version-checks';
import { hostDrawingFrom, PAGES_CONFIG } from '../pages/page-assets';
import { callableOptions, db, now } from '../platform/admin';
import { files, registry } from '../platform/game-packages';
import { answerCampaignJson, changeCampaign as change } from './campaign-live';

/**
 * Each version a change puts live, checked as its package (docs/decisions/054): from its record and
 * its files as served, its code run in the sandboxes, each game drawn with the host's drawing,
 * which build.mjs names in lib/pages/pages.json.
 */
const checkVersions = versionChecker({
  registry,
  files,
  drawing: hostDrawingFrom(path.join(__dirname, 'pages', PAGES_CONFIG)),
});

/**
 * An operator's change to the live campaign: refused unless the caller is an operator now
 * (operatorOf); checked as the CLI checks it, remotes and the versions it puts live included;
 * written as the next revision only if the live one is still the one the operator changed
 * (campaign-live.ts). A version's first checks load its code in sandboxes: a few seconds.
 */
export const changeCampaign = onCall(
  { ...callableOptions, concurrency: 10, maxInstances: 2, memory: '1GiB', timeoutSeconds: 120 },
  async (request) =>
    change(
      {
        db,
        now,
        checkRemotes: (manifest) => checkLive(manifest, { timeoutMs: 5000 }),
        checkVersions,
      },
      await operatorOf(request),
      request.data,
    ),
);

/**
 * The live pointer for /campaign.json: one read at a time, whatever the number of requests waiting
 * on it, and none kept after it answers (campaign-live.ts says why).
 */
const liveForJson = boundedRead(() => readLive(db), {
  timeoutMs,
  firstTimeoutMs,
  keepMs: 0,
});

/**
 * GET /campaign.json on the host's site (a Hosting rewrite): the live revision, cached by the CDN
 * for 30 s (campaign-live.ts has the headers), so the origin sees a few requests a minute per CDN
 * location however many visitors there are. Public, with no App Check: it is what every page
 * reads first.
 */
export const campaignJson = onRequest(
  { invoker: 'public', maxInstances: 10, concurrency: 80, memory: '256MiB' },
  async (request, response) => {
    const answer = await answerCampaignJson(
      liveForJson,
      { method: request.method, ifNoneMatch: request.get('if-none-match') },
      (error) => logger.error('campaign-json-read-failed', { error: String(error) }),
    );
    response.status(answer.status).set(answer.headers).send(answer.body);
  },
);
