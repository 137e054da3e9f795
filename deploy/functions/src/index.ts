// The Cloud Functions (2nd gen) of the campaign: every write that moves a public figure or spends
// a per-visitor allowance goes through one of these callables, never straight from a browser
// (firestore.rules denies it). Each handler lives in its own module with its dependencies passed
// in, so the tests run them against the Firestore emulator without this wrapper.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger, setGlobalOptions } from 'firebase-functions';
import { onCall, onRequest, type CallableOptions } from 'firebase-functions/https';
import { FUNCTIONS_REGION } from '@onam/shared/backend/firebase/server-documents';
import { checkLive } from '../../cli/live-check';
import { answerCampaignJson, changeCampaign as change, readLive } from './campaign-live';
import { answerCspReport } from './csp-report';
import { pageAssetsFrom, PAGES_CONFIG } from './page-assets';
import { createPageHandler, keptFor, MANIFEST_MEMO_MS } from './pages';
import { registerMedia as register, removeMedia as remove, type MediaFiles } from './media';
import { submitPlay as submit } from './plays';
import { updateProfile as update } from './profiles';
import { pinnedScoring } from './scoring-registry';

initializeApp();
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 100 });

const db = getFirestore();
const now = () => new Date();
// build.mjs puts the pinned scoring modules beside this file.
const scoring = pinnedScoring(path.join(__dirname, 'scoring'));

/**
 * App Check is enforced on every callable in production: a request must come from the site's own
 * pages (reCAPTCHA Enterprise attests them), not from a script (docs/decisions/025). The emulators
 * have no App Check, and the functions emulator says so by setting FUNCTIONS_EMULATOR.
 */
const options: CallableOptions = {
  enforceAppCheck: process.env.FUNCTIONS_EMULATOR !== 'true',
  // Many visitors' requests share an instance: the work is mostly waiting on Firestore.
  concurrency: 80,
};

const files: MediaFiles = {
  async stat(filePath) {
    const [exists] = await getStorage().bucket().file(filePath).exists();
    if (!exists) return null;
    const [metadata] = await getStorage().bucket().file(filePath).getMetadata();
    return { size: Number(metadata.size ?? 0), contentType: String(metadata.contentType ?? '') };
  },
  async remove(filePath) {
    await getStorage().bucket().file(filePath).delete({ ignoreNotFound: true });
  },
};

export const submitPlay = onCall(options, (request) =>
  submit(
    { db, scoring, now, newId: randomUUID },
    request.auth?.uid,
    request.data,
    request.auth?.token.name,
  ),
);

export const updateProfile = onCall(options, (request) =>
  update({ db, now }, request.auth?.uid, request.data),
);

export const registerMedia = onCall(options, (request) =>
  register({ db, files, now }, request.auth?.uid, request.data),
);

export const removeMedia = onCall(options, (request) =>
  remove({ db, files, now }, request.auth?.uid, request.data),
);

/**
 * The browsers' reports of what a page's Content-Security-Policy blocked, at /csp-report on every
 * site (Hosting rewrites it here; docs/decisions/028). Public, with no App Check: a browser sends
 * reports on its own, with no token. Few instances: reports are small and nobody waits on them.
 */
export const cspReport = onRequest(
  { invoker: 'public', maxInstances: 5, concurrency: 80, memory: '256MiB' },
  (request, response) => {
    const answer = answerCspReport({
      method: request.method,
      contentType: request.get('content-type'),
      contentLength: request.get('content-length'),
      body: request.rawBody,
    });
    try {
      if (answer.line) logger.warn('csp-violation', answer.line);
    } catch {
      // Logging must not cost the browser its answer.
    }
    response
      .status(answer.status)
      .set(answer.headers ?? {})
      .end();
  },
);

/**
 * An operator's change to the live campaign (issue 20): refused unless the caller's ID token has
 * the `operator` claim; checked as the CLI checks it, remotes included; written as the next
 * revision only if the live one is still the one the operator changed (campaign-live.ts).
 */
export const changeCampaign = onCall({ ...options, concurrency: 10, maxInstances: 2 }, (request) =>
  change(
    { db, now, checkRemotes: (manifest) => checkLive(manifest, { timeoutMs: 5000 }) },
    {
      uid: request.auth?.uid,
      email: request.auth?.token.email,
      operator: request.auth?.token.operator,
    },
    request.data,
  ),
);

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
      db,
      { method: request.method, ifNoneMatch: request.get('if-none-match') },
      (error) => logger.error('campaign-json-read-failed', { error: String(error) }),
    );
    response.status(answer.status).set(answer.headers).send(answer.body);
  },
);

const answerPage = createPageHandler({
  // build.mjs writes lib/pages/pages.json: the host's renderer and build, deployed with this.
  assets: pageAssetsFrom(path.join(__dirname, 'pages', PAGES_CONFIG)),
  readManifest: keptFor(MANIFEST_MEMO_MS, Date.now, async () => (await readLive(db))?.manifest),
  now: Date.now,
  log: (event, detail) => logger.warn(event, detail),
});

/**
 * `/`, `/game`, `/dress` and `/eat` on the host's site (Hosting rewrites them here): the page drawn
 * for the live manifest, today in Kerala and the visitor's language, cached by the CDN for a
 * minute (pages.ts has the headers; README, "Pages drawn per request", the arithmetic). Drawing is
 * CPU work, so an instance takes fewer requests at once than the other functions do.
 */
export const pages = onRequest(
  { invoker: 'public', maxInstances: 20, concurrency: 8, cpu: 1, memory: '512MiB' },
  async (request, response) => {
    const answer = await answerPage({
      method: request.method,
      path: request.path,
      cookie: request.get('cookie'),
      acceptLanguage: request.get('accept-language'),
      ifNoneMatch: request.get('if-none-match'),
    });
    response.status(answer.status).set(answer.headers).send(answer.body);
  },
);
