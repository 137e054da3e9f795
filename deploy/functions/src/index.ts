// The Cloud Functions (2nd gen) of the campaign: every write that moves a public figure or spends
// a per-visitor allowance goes through one of these callables, never straight from a browser
// (firestore.rules denies it). Each handler lives in its own module with its dependencies passed
// in, so the tests run them against the Firestore emulator without this wrapper.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger, setGlobalOptions } from 'firebase-functions';
import {
  onCall,
  onRequest,
  type CallableOptions,
  type CallableRequest,
} from 'firebase-functions/https';
import { defineString } from 'firebase-functions/params';
import { FUNCTIONS_REGION } from '@onam/shared/backend/firebase/server-documents';
import { checkLive } from '@onam/shared/campaign-ops/live-check';
import {
  boundedKeyedRead,
  boundedRead,
  FIRESTORE_FIRST_READ_TIMEOUT_MS as firstTimeoutMs,
  FIRESTORE_READ_TIMEOUT_MS as timeoutMs,
} from './bounded-read';
import { readLive } from '@onam/shared/campaign-ops/live-revisions';
import { answerCampaignJson, changeCampaign as change } from './campaign-live';
import { answerCspReport } from './csp-report';
import { pageAssetsFrom, PAGES_CONFIG } from './page-assets';
import { siteOriginOf } from '@onam/shared/share/meta';
import { createPageHandler, MANIFEST_MEMO_MS, pageRequestOf } from './pages';
import { registerMedia as register, removeMedia as remove, type MediaFiles } from './media';
import { loadTypesetter } from './og-fonts';
import { operatorCaller } from './operator-gate';
import { brandLine, createOgImageHandler, readSharedPlay } from './og-image';
import type { Typesetter } from './og-image-svg';
import { rasterise } from './og-raster';
import { submitPlay as submit } from './plays';
import {
  acceptPrivacyNotice as accept,
  deleteMyAccount as deleteAccount,
  exportMyData as exportData,
  type Accounts,
  type PersonalFiles,
} from './privacy';
import { updateProfile as update } from './profiles';
import { pinnedScoring } from './scoring-registry';
import { moderateWish as moderate, publishWish as publish, reportWish as report } from './wishes';

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

/**
 * A visitor's files under a prefix (media/{uid}/), for "Download my data" and "Delete my account".
 * The emulators on these machines have no Storage (its rules runtime cannot be installed), and the
 * emulated site keeps greetings on the device: there, nobody has files here.
 */
const noStorage =
  process.env.FUNCTIONS_EMULATOR === 'true' && !process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const personalFiles: PersonalFiles = {
  async list(prefix) {
    if (noStorage) return [];
    const [found] = await getStorage().bucket().getFiles({ prefix });
    return found.map((file) => file.name);
  },
  remove: (filePath) => files.remove(filePath),
};

const accounts: Accounts = {
  async deleteUser(uid) {
    try {
      await getAuth().deleteUser(uid);
    } catch (error) {
      // Gone already: a retried deletion whose first try got this far.
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    }
  },
};

export const submitPlay = onCall(options, (request) =>
  submit({ db, scoring, now, newId: randomUUID }, request.auth?.uid, request.data),
);

export const updateProfile = onCall(options, (request) =>
  update({ db, now }, request.auth?.uid, request.data),
);

/** The privacy notice accepted, with the age band once (privacy.ts; docs/decisions/037). */
export const acceptPrivacyNotice = onCall(options, (request) =>
  accept({ db, now }, request.auth?.uid, request.data),
);

/** "Download my data": everything of the caller that personal-data.ts lists. */
export const exportMyData = onCall(options, (request) =>
  exportData(
    { db, now, files: personalFiles },
    { uid: request.auth?.uid, email: request.auth?.token.email },
  ),
);

/** "Delete my account": every document, every file, then the account. Few at once: it is rare. */
export const deleteMyAccount = onCall({ ...options, concurrency: 10 }, (request) =>
  deleteAccount({ db, now, files: personalFiles, accounts }, request.auth?.uid),
);

/** The wall of wishes (wishes.ts; docs/decisions/038): a visitor's card, waiting for an operator. */
export const publishWish = onCall(options, (request) =>
  publish({ db, now, newId: randomUUID }, request.auth?.uid, request.data),
);

/**
 * A visitor's report of a card on the wall: it leaves the wall after several established accounts
 * (or one operator: the claim, and the listing wishes.ts reads) reported it, until an operator
 * looks again. Visitors' reports pay no Auth round trip.
 */
export const reportWish = onCall(options, (request) =>
  report(
    { db, now, newId: randomUUID },
    { uid: request.auth?.uid, operator: request.auth?.token.operator },
    request.data,
  ),
);

/**
 * The caller of an operators' callable, its ID token verified again with Auth's revocation check
 * and its listing read (operator-gate.ts): a revoked operator is refused at once, not within the
 * hour their token has left. These calls are rare; the Auth round trip is theirs alone.
 */
const operatorOf = (request: CallableRequest) =>
  operatorCaller({ auth: getAuth(), db }, request.rawRequest.headers.authorization);

/** An operator's decision on a card (operatorOf; the `operator` claim checked in wishes.ts). */
export const moderateWish = onCall(
  { ...options, concurrency: 10, maxInstances: 2 },
  async (request) =>
    moderate({ db, now, newId: randomUUID }, await operatorOf(request), request.data),
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
 * Few at once, too: the Functions Framework reads a whole body (up to Cloud Run's 32 MiB, twice
 * over while it joins the pieces) before answerCspReport can refuse it, so two hostile bodies at
 * once stay within the instance's memory beside the ~100 MB the bundle takes (pnpm bench's soak).
 * A report takes a few milliseconds: five instances with two each still take hundreds a second.
 */
export const cspReport = onRequest(
  { invoker: 'public', maxInstances: 5, concurrency: 2, memory: '256MiB' },
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
 * An operator's change to the live campaign: refused unless the caller is an operator now
 * (operatorOf); checked as the CLI checks it, remotes included; written as the next revision only
 * if the live one is still the one the operator changed (campaign-live.ts).
 */
export const changeCampaign = onCall(
  { ...options, concurrency: 10, maxInstances: 2 },
  async (request) =>
    change(
      { db, now, checkRemotes: (manifest) => checkLive(manifest, { timeoutMs: 5000 }) },
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

/**
 * The site's origin, which a shared link's tags name (`https://onam.example`): set per project in
 * deploy/functions/.env.<project id> (`firebase deploy` asks for it when it is missing), and
 * http://localhost:3200 for the emulated preview's live host (.env.demo-onam). Never a request's
 * host (pages.ts says why).
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
  // build.mjs writes lib/pages/pages.json: the host's renderer and build, deployed with this.
  assets: pageAssetsFrom(path.join(__dirname, 'pages', PAGES_CONFIG)),
  readManifest: boundedRead(async () => (await readLive(db))?.manifest, {
    timeoutMs,
    firstTimeoutMs,
    keepMs: MANIFEST_MEMO_MS,
  }),
  now: Date.now,
  log: (event, detail) => logger.warn(event, detail),
  siteOrigin: () => siteOriginOf(SITE_ORIGIN.value()),
});

/**
 * `/`, `/game`, `/dress`, `/eat` and `/celebrate` on the host's site (Hosting rewrites them here):
 * the page drawn for the live manifest, today in Kerala and the visitor's language, with a shared
 * link's preview tags (pages.ts), cached by the CDN for a
 * minute (pages.ts has the headers; README, "Pages drawn per request", the arithmetic). Drawing is
 * CPU work, so an instance takes fewer requests at once than the other functions do.
 */
export const pages = onRequest(
  { invoker: 'public', maxInstances: 20, concurrency: 8, cpu: 1, memory: '512MiB' },
  async (request, response) => {
    const answer = await answerPage(pageRequestOf(request));
    response.status(answer.status).set(answer.headers).send(answer.body);
  },
);

/** HarfBuzz and the fonts, loaded by an instance's first picture (a failed load is tried again). */
let typesetter: Promise<Typesetter> | undefined;
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
  // The campaign's name changes rarely, and a card shows it for a year: a minute is fresh enough.
  brand: boundedRead(async () => brandLine((await readLive(db))?.manifest), {
    timeoutMs,
    firstTimeoutMs,
    keepMs: 60_000,
  }),
  rasterise,
  log: (event, detail) => logger.warn(event, detail),
});

/**
 * `/og/card.png` and `/og/result.png` on the host's site (Hosting rewrites `/og/**` here): the
 * 1200 × 630 pictures shared links unfurl with (og-image.ts has the cache times; decision 036).
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
