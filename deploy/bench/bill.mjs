// The bill's journey (docs/decisions/046): one visitor's typical visit on the emulated backend, and
// the Firestore reads and writes and the function invocations it causes, counted three ways:
// - function invocations: a counting proxy on loopback (bill-proxy.mjs) in front of a Functions
//   emulator of the bill's own, which the page's callables, the pages, /health and /og/** reach;
//   /campaign.json, which Hosting gives the campaignJson function, is counted as the page asks for
//   it (the bill serves the file, so a campaign left live in the emulator by someone else's run
//   never changes the journey);
// - the page's reads: the firebase adapter's `onam:firestore-read` marks, collected before every
//   navigation; its writes: the Write channel's requests (bill-count.cjs);
// - the functions' own reads and writes: bill-shim.cjs, loaded into that emulator's workers.
// Its emulators (Functions and Auth) run on ports of their own, the Firestore emulator on 8080 is
// shared (one already running is used): nothing of anyone else's run is stopped or proxied.
// The journey: a first visit to /, registration, the pookalam, the dress-up and the sadya played to
// the end and saved by submitPlay, the dashboard, a card made on /celebrate and its link opened as
// the app that shows a link's preview opens it (the shared page and its picture).
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startCountingProxy } from './bill-proxy.mjs';
import { QUICK_FEAST } from './quick-feast.mjs';
import { functionRewrites } from '../preview/hosting-headers.mjs';
import { withBackend } from '../preview/campaign-source.mjs';
import { hostPrerenderOptions } from '../preview/prerender.mjs';
import { startStaticServer } from '../preview/static-server.mjs';
import { apps, defaultCampaignFile, DEMO_PROJECT, repoRoot } from '../hosting/apps.mjs';
import { FUNCTIONS_REGION } from '../hosting/csp.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import {
  FIRESTORE_EMULATOR,
  firestoreEmulatorAnswers,
  startFirestoreEmulator,
} from '../scripts/emulators.mjs';

const require = createRequire(import.meta.url);
const {
  add,
  countWriteChannelBody,
  hostingTransfer,
  none,
  writeChannelPaths,
} = require('./bill-count.cjs');

/**
 * What the shim counted for one function, or one cost centre of a function.
 * @typedef {{ reads: number, writes: number, deletes: number, written: Record<string, number>, read: Record<string, number> }} Counted
 */

/** The bill's own ports: its static servers at 4200-4202, its emulators beside them. */
const OFFSET = 1200;
const PORTS = {
  auth: 9199,
  functions: 5101,
  proxy: 5201,
  hub: 4410,
  logging: 4510,
  eventarc: 9309,
  tasks: 9509,
};
const here = path.dirname(new URL(import.meta.url).pathname);
const deployDir = path.join(repoRoot, 'deploy');
const outDir = path.join(deployDir, '.output/bill');

/**
 * firebase.json with the emulators on the bill's ports, in deploy/.output/bill (its folder is the
 * project's folder for firebase-tools, so the functions' source is named from there).
 */
function billFirebaseConfig() {
  const config = JSON.parse(readFileSync(path.join(deployDir, 'firebase.json'), 'utf8'));
  for (const functions of config.functions) functions.source = '../../functions';
  for (const [name, port] of Object.entries(PORTS)) {
    if (config.emulators[name]) config.emulators[name].port = port;
  }
  delete config.hosting;
  delete config.storage;
  delete config.firestore;
  const file = path.join(outDir, 'firebase.json');
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/**
 * The Functions and Auth emulators on the bill's ports, every process counting through the shim.
 * @param {string} countDir
 */
function startCountedEmulators(countDir) {
  const child = spawn(
    path.join(deployDir, 'node_modules/.bin/firebase'),
    [
      'emulators:start',
      '--only',
      'functions,auth',
      '--project',
      DEMO_PROJECT,
      '--config',
      billFirebaseConfig(),
    ],
    {
      cwd: outDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${path.join(here, 'bill-shim.cjs')}`,
        BILL_COUNT_DIR: countDir,
        FIRESTORE_EMULATOR_HOST: FIRESTORE_EMULATOR,
        npm_config_offline: 'true',
        METADATA_SERVER_DETECTION: 'none',
        FUNCTIONS_DISCOVERY_TIMEOUT: '60',
      },
    },
  );
  let log = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`emulators: no start in 120 s\n${log}`)),
      120_000,
    );
    const watch = (/** @type {Buffer} */ chunk) => {
      log += String(chunk);
      if (log.includes('All emulators ready')) {
        clearTimeout(timer);
        resolve(undefined);
      }
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bill's emulators stopped (exit ${code}): ${log.slice(-2000)}`));
    });
  });
  ready.catch(() => undefined);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    ready,
    stop: async () => {
      if (!child.pid || child.exitCode !== null) return;
      process.kill(-child.pid, 'SIGINT');
      await exited;
    },
  };
}

/**
 * Adds one count of the shim into another, documents by path included.
 * @param {Counted} into
 * @param {Counted} more
 */
function addCounted(into, more) {
  add(into, more);
  for (const [key, paths] of /** @type {const} */ ([
    ['written', more.written],
    ['read', more.read],
  ])) {
    for (const [at, n] of Object.entries(paths ?? {})) into[key][at] = (into[key][at] ?? 0) + n;
  }
  return into;
}

const noneCounted = () => ({ ...none(), written: {}, read: {} });

/**
 * The functions' own operations, per function (and per cost centre, `submitPlay · recount`),
 * summed over the shim's files.
 */
function functionsOperations(/** @type {string} */ countDir) {
  /** @type {Record<string, Counted>} */
  const byFunction = {};
  for (const file of readdirSync(countDir)) {
    const totals = JSON.parse(readFileSync(path.join(countDir, file), 'utf8'));
    for (const [name, counted] of Object.entries(totals)) {
      addCounted((byFunction[name] ??= noneCounted()), counted);
    }
  }
  return byFunction;
}

/**
 * Every board full of better players than the visitor, as at the peak: a visitor's best then
 * changes no shared document of the board (docs/decisions/069), only the tally. Counted as due, so
 * each game's first play recounts it, and the recount is counted as the fixed cost it is.
 */
async function fullBoards() {
  await withDemoFirestore(async (db) => {
    const rows = Array.from({ length: 10 }, (_, i) => ({
      uid: `champion${i}`,
      name: `Champion ${i + 1}`,
      district: null,
      score: 100,
      at: '2026-08-20T10:00:00.000Z',
    }));
    for (const gameId of ['pookalam', 'dress', 'sadya']) {
      await db.doc(`boards/${gameId}`).set({ top: rows, tally: { done: true } });
      await db.doc(`leaderboard/${gameId}`).set({
        top: rows.map((row, i) => ({ rank: i + 1, name: row.name, district: null, score: 100 })),
        counts: { 100: 10 },
        players: 10,
        updatedAt: new Date().toISOString(),
      });
    }
  });
}

/**
 * Runs `work` with the demo project's Firestore on the emulator, as its owner.
 * @template T
 * @param {(db: import('firebase-admin/firestore').Firestore) => Promise<T>} work
 */
export async function withDemoFirestore(work) {
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_EMULATOR;
  const app = initializeApp({ projectId: DEMO_PROJECT }, `bill-${Date.now()}`);
  try {
    return await work(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}

/**
 * The bill's campaign put live, as an operator's go-live leaves it, so that the health intake
 * counts the page's reports as it does on a live site (it counts only the versions the live
 * campaign runs). It is the manifest the page gets from /campaign.json, its backend section the
 * emulators' (`withBackend`, as the bill's server serves it), so the pages function draws each page
 * from the manifest the app then reads, as in production, and the app adopts the drawn page. Live
 * with the file's own backend section instead, every drawn page named another manifest than the
 * page's, the app drew each page again, and a tap that landed on the drawn page before then was on
 * a button the new drawing had replaced: the journey's "Start dressing" was lost now and then
 * (2026-12-07). Returns how to put back what was live before.
 * @param {string} campaignFile
 * @param {object} backend
 */
async function billLive(campaignFile, backend) {
  const manifest = withBackend(readFileSync(campaignFile, 'utf8'), backend);
  const before = await withDemoFirestore(async (db) => {
    const ref = db.doc('campaign/live');
    const was = (await ref.get()).data();
    await ref.set({
      revision: (Number(was?.revision) || 0) + 1,
      manifest,
      etag: '"bill"',
      time: new Date().toISOString(),
      author: 'bench-bill@onam.test',
    });
    return was;
  });
  return () =>
    withDemoFirestore(async (db) => {
      const ref = db.doc('campaign/live');
      await (before ? ref.set(before) : ref.delete());
    });
}

/**
 * The local manifest with its remotes on the bill's ports and the emulators behind the proxy.
 * @param {string} pageFirestore where the page reaches Firestore: the emulator itself, or a
 *   counting proxy in front of it (family-bill.mjs)
 */
function billCampaign(pageFirestore) {
  const manifest = JSON.parse(readFileSync(defaultCampaignFile, 'utf8'));
  const shift = (/** @type {string} */ url) =>
    url.replace(/:(\d+)\//, (_m, /** @type {string} */ port) => `:${Number(port) + OFFSET}/`);
  for (const remote of Object.values(manifest.remotes)) {
    const entry = /** @type {{ entry: string, canary?: { entry: string } }} */ (remote);
    entry.entry = shift(entry.entry);
    if (entry.canary) delete entry.canary;
  }
  if (manifest.backend.mediaUpload)
    manifest.backend.mediaUpload = shift(manifest.backend.mediaUpload);
  const file = path.join(outDir, 'campaign.json');
  writeFileSync(file, JSON.stringify(manifest));
  const backend = {
    adapter: 'firebase',
    firebase: manifest.backend.firebase,
    emulators: {
      auth: `http://127.0.0.1:${PORTS.auth}`,
      firestore: pageFirestore,
      functions: `127.0.0.1:${PORTS.proxy}`,
    },
  };
  return { file, backend };
}

/**
 * The pages function draws what Hosting's rewrites give it (firebase.json: `/`, `/game`, …); every
 * other route is the host's app.html, as Hosting serves it, and reaches no function.
 * @param {string} root
 * @param {string} campaignFile
 * @param {object} backend
 * @param {string} pagesUrl
 */
async function prerenderAsHosting(root, campaignFile, backend, pagesUrl) {
  const live = await hostPrerenderOptions({
    root,
    campaignFile,
    backend,
    portOffset: OFFSET,
    pagesUrl,
  });
  const fromFile = await hostPrerenderOptions({ root, campaignFile, backend, portOffset: OFFSET });
  const rewrittenTo = functionRewrites('host');
  if (!live.prerender || !fromFile.prerender) return fromFile;
  const [drawn, file] = [live.prerender, fromFile.prerender];
  return {
    scriptHashes: live.scriptHashes,
    prerender: (
      /** @type {string} */ pathname,
      /** @type {import('node:http').IncomingHttpHeaders | undefined} */ headers,
      /** @type {string | undefined} */ search,
    ) =>
      rewrittenTo(pathname) === 'pages'
        ? drawn(pathname, headers, search)
        : file(pathname, headers, search),
  };
}

/**
 * The origins Hosting serves in the bill's campaign: the host's and each remote's (every published
 * version is a Hosting site's file in production).
 * @param {string} hostOrigin
 * @param {string} campaignFile
 */
function hostingOrigins(hostOrigin, campaignFile) {
  const manifest = JSON.parse(readFileSync(campaignFile, 'utf8'));
  const remotes = Object.values(manifest.remotes ?? {}).map(
    (remote) => new URL(/** @type {{ entry: string }} */ (remote).entry).origin,
  );
  return [...new Set([hostOrigin, ...remotes])];
}

/**
 * The journey in one fresh browser profile.
 * @param {string} baseUrl
 * @param {string[]} origins Hosting's origins (hostingOrigins), whose responses are its transfer
 */
async function journey(baseUrl, origins) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ baseURL: baseUrl });
  const page = await context.newPage();
  /** @type {Array<Promise<{ url: string, headersBytes: number, bodyBytes: number }>>} */
  const responses = [];
  // Every response the profile got, its service worker's included, as sent on the wire.
  context.on('requestfinished', (request) => {
    responses.push(
      request.sizes().then(
        (sizes) => ({
          url: request.url(),
          headersBytes: sizes.responseHeadersSize,
          bodyBytes: sizes.responseBodySize,
        }),
        () => ({ url: request.url(), headersBytes: 0, bodyBytes: 0 }),
      ),
    );
  });
  /** What a fetch made here received: its body as sent (its length when it says it). */
  const fetched = (/** @type {Response} */ response, /** @type {number} */ received) => {
    responses.push(
      Promise.resolve({
        url: response.url,
        headersBytes: 0,
        bodyBytes: Number(response.headers.get('content-length')) || received,
      }),
    );
  };
  const browserOps = none();
  /** @type {Record<string, number>} */
  const browserWritten = {};
  let campaignRequests = 0;
  const started = Date.now();
  /** @type {string[]} */
  const ownIds = [];
  page.on('response', async (response) => {
    if (process.env.BILL_DEBUG && response.url().includes(':commit')) {
      console.log(`[bill] ${response.status()} ${response.url()} ${await response.text()}`);
    }
    // The visitor's uid, from the Auth emulator's sign-up answer: their own documents carry it.
    if (!response.url().includes('accounts:signUp')) return;
    const body = await response.json().catch(() => null);
    if (typeof body?.localId === 'string') ownIds.push(body.localId);
  });
  /** @type {Array<{ what: string, documents: number }>} */
  const reads = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === baseUrl && url.pathname === '/campaign.json') campaignRequests += 1;
    if (process.env.BILL_DEBUG && url.port === '8080') {
      console.log(
        `[bill] ${request.method()} ${url.pathname} ${(request.postData() ?? '').slice(0, 300)}`,
      );
    }
    if (url.pathname.endsWith('/Write/channel') && request.method() === 'POST') {
      add(browserOps, countWriteChannelBody(request.postData() ?? ''));
      for (const at of writeChannelPaths(request.postData() ?? '')) {
        browserWritten[at] = (browserWritten[at] ?? 0) + 1;
      }
    }
    // Firestore Lite (docs/decisions/065) commits over REST: `…/documents:commit`, a JSON body.
    if (url.pathname.endsWith('/documents:commit') && request.method() === 'POST') {
      const body = `req0___data__=${encodeURIComponent(request.postData() ?? '')}`;
      add(browserOps, countWriteChannelBody(body));
      for (const at of writeChannelPaths(body)) {
        browserWritten[at] = (browserWritten[at] ?? 0) + 1;
      }
    }
  });
  // The marks of the page now shown, taken before it goes (a navigation starts them afresh).
  const collect = async () => {
    const marks = await page.evaluate(() =>
      performance
        .getEntriesByName('onam:firestore-read')
        .map((m) => /** @type {PerformanceMark} */ (m).detail),
    );
    reads.push(...marks);
  };
  const go = async (/** @type {string} */ route) => {
    await collect();
    await page.goto(route);
  };
  const finished = () =>
    page.getByRole('heading', { name: /^Your score: \d+ of 100$/ }).waitFor({ timeout: 30_000 });
  const saved = () =>
    page
      .getByRole('status')
      .filter({ hasText: 'saved to your statistics' })
      .waitFor({ timeout: 30_000 });
  try {
    // The tutorials are a first visit's too, but they read and write nothing: skipped.
    await page.addInitScript(() => {
      for (const topic of ['welcome', 'dress', 'pookalam', 'sadya']) {
        localStorage.setItem(`onam:tutorial:${topic}`, 'seen');
      }
    });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await go('/login');
    const form = page.locator('main, dialog[open]').last();
    await page.getByRole('button', { name: 'New here? Create an account' }).click();
    await form.getByLabel('Display name').fill('Bill Visitor');
    await form.getByLabel('Email').fill(`bill-${Date.now()}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill('onam2026sadya');
    await form.getByLabel('District').selectOption({ label: 'Thrissur' });
    await form.getByLabel('18 or older').check();
    await form.getByLabel('I have read the privacy notice').check();
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('button', { name: 'Account: Bill Visitor' }).waitFor();

    // The pookalam: Atham's carpet, one ring of thumba and the centre (e2e/support/games.ts).
    await go('/game');
    const chip = (/** @type {string} */ name) =>
      page.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) });
    await chip('16-fold').click();
    await chip('A day of Onam').click();
    await page.getByRole('combobox', { name: 'Day of the festival' }).selectOption('1');
    await page.getByRole('button', { name: 'Start' }).click();
    await chip('Thumba').click();
    const board = page.getByRole('application', { name: 'Pookalam board' });
    const box = await board.boundingBox();
    if (!box) throw new Error('no pookalam board');
    const rim = box.width / 2 - Math.max(3, 0.015 * box.width);
    const centre = { x: box.width / 2, y: box.height / 2 };
    await board.click({ position: centre });
    await board.click({ position: { x: centre.x, y: centre.y - 0.642 * rim } });
    await page.getByText('100% covered').waitFor();
    await page.getByRole('button', { name: 'Finish' }).click();
    await finished();
    await saved();

    // The dress-up: Maveli's full look.
    await go('/dress');
    await page.getByRole('button', { name: 'Start dressing' }).click();
    await page.getByRole('tab', { name: 'Maveli' }).click();
    for (const item of ['Royal silk, classic', 'Crown (kireedam)', 'Olakkuda', 'Moustache']) {
      await page.getByRole('button', { name: item, exact: true }).click();
    }
    await page.getByRole('button', { name: 'Finish' }).click();
    await finished();
    await saved();

    // The sadya: the quick feast served right.
    await go('/eat');
    await chip('Quick feast').click();
    await page.getByRole('button', { name: 'Start' }).click();
    const dishes = page.getByRole('group', { name: 'Dishes to serve' });
    const leaf = page.getByRole('group', { name: "Banana leaf, tip to the guest's left" });
    for (const [dish, place] of QUICK_FEAST) {
      await dishes.getByRole('button', { name: dish, exact: true }).click();
      await leaf.getByRole('button', { name: place, exact: true }).click();
    }
    await finished();
    await saved();

    // The dashboard, as a visitor looks at it after three plays.
    await go('/dashboard');
    await page.getByRole('region', { name: 'Recent plays' }).getByRole('listitem').nth(2).waitFor();
    await page.locator('[data-part="stats-card"] [data-figure]:visible').first().waitFor();

    // A card from /celebrate; what reaches a server is its link, opened by the app that draws
    // the link's preview: the page and its picture, as a crawler fetches them.
    await go('/celebrate');
    await page.getByRole('radio', { name: /Hrudayam niranja Onashamsakal/ }).check();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Bill Visitor');
    await page.getByRole('button', { name: 'Make the card' }).click();
    const whatsApp = page.getByRole('link', { name: 'Send on WhatsApp' });
    const text =
      new URL((await whatsApp.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
    const shared = new URL(text.split('\n').at(-1) ?? '');
    await collect();
    const preview = await fetch(`${baseUrl}${shared.pathname}${shared.search}`);
    const previewPage = await preview.text();
    fetched(preview, Buffer.byteLength(previewPage));
    const image = /<meta property="og:image" content="([^"]+)"/.exec(previewPage)?.[1];
    if (image) {
      const at = new URL(image.replace(/&#38;|&amp;/g, '&'));
      const picture = await fetch(`${baseUrl}${at.pathname}${at.search}`);
      fetched(picture, (await picture.arrayBuffer()).byteLength);
    }
    const transfer = hostingTransfer(await Promise.all(responses), origins);
    return {
      browserReads: reads.reduce((sum, r) => sum + (r?.documents ?? 0), 0),
      browserReadsByWhat: reads.reduce(
        (/** @type {Record<string, number>} */ by, r) => ({
          ...by,
          [r.what]: (by[r.what] ?? 0) + r.documents,
        }),
        {},
      ),
      browserWrites: browserOps.writes,
      browserDeletes: browserOps.deletes,
      browserWritten,
      ownIds,
      visitSeconds: (Date.now() - started) / 1000,
      campaignRequests,
      sharedPicture: Boolean(image),
      transfer,
    };
  } catch (error) {
    // What the visitor had in front of them when the journey stopped, to say why.
    const shown = await page
      .locator('body')
      .ariaSnapshot({ timeout: 5000 })
      .catch(() => '(the page could not be read)');
    console.error(`[bill] the journey stopped at ${page.url()}, which showed:\n${shown}`);
    throw error;
  } finally {
    await browser.close();
  }
}

/**
 * The bill's own site, counted: the Functions and Auth emulators on the bill's ports with the shim
 * in their workers, the counting proxy in front of the functions, the bill's campaign live, and the
 * host and remotes served at 4200-4202 as Hosting serves them. The Firestore emulator on 8080 is
 * used if one runs, else started. `stop` stops what this call started, in reverse.
 * @param {{ log?: (line: string) => void, pageFirestore?: string }} [options] pageFirestore: where
 *   the page reaches Firestore (host:port), the emulator itself unless a counting proxy is put in
 *   front of it
 */
export async function startCountedSite({
  log = () => undefined,
  pageFirestore = FIRESTORE_EMULATOR,
} = {}) {
  rmSync(outDir, { recursive: true, force: true });
  const countDir = path.join(outDir, 'counts');
  mkdirSync(countDir, { recursive: true });
  const firestore = (await firestoreEmulatorAnswers()) ? undefined : startFirestoreEmulator();
  /** @type {Array<() => Promise<unknown>>} */
  const stops = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => undefined);
  };
  try {
    await firestore?.ready;
    if (firestore) stops.push(firestore.stop);
    const { buildFunctions } = await import('../functions/build.mjs');
    await buildFunctions({ log });
    log(`the bill's Functions and Auth emulators on :${PORTS.functions} and :${PORTS.auth}`);
    const emulators = startCountedEmulators(countDir);
    stops.push(emulators.stop);
    await emulators.ready;
    // The versions the bill's remotes serve, recorded where its functions read them.
    const { registerLocalReleases } = await import('../scripts/register-releases.mjs');
    await registerLocalReleases({ firestore: FIRESTORE_EMULATOR, portOffset: OFFSET });
    const proxy = await startCountingProxy({
      port: PORTS.proxy,
      target: `http://127.0.0.1:${PORTS.functions}`,
    });
    stops.push(proxy.close);
    const functionsBase = `${proxy.url}/${DEMO_PROJECT}/${FUNCTIONS_REGION}`;
    const { file, backend } = billCampaign(pageFirestore);
    stops.push(await billLive(file, backend));
    for (const app of apps) {
      const root = path.join(app.dir, 'dist');
      const server = await startStaticServer({
        target: app.target,
        root,
        port: app.port + OFFSET,
        spa: app.spa,
        campaignFile: app.spa ? file : undefined,
        backend: app.spa ? backend : undefined,
        functionsBase: app.spa ? functionsBase : undefined,
        ...(app.spa ? await prerenderAsHosting(root, file, backend, `${functionsBase}/pages`) : {}),
      });
      stops.push(server.close);
    }
    const hostPort = (apps.find((app) => app.spa)?.port ?? 3000) + OFFSET;
    const hostOrigin = `http://localhost:${hostPort}`;
    return {
      hostOrigin,
      /** Hosting's origins in the bill's campaign (hostingOrigins). */
      origins: hostingOrigins(hostOrigin, file),
      /** The Auth emulator the site signs in on. */
      auth: `http://127.0.0.1:${PORTS.auth}`,
      /** Requests each function was sent, so far (bill-proxy.mjs). */
      invocations: proxy.counts,
      /** The functions' own operations so far, per function and cost centre (the shim's files). */
      operations: async () => {
        // The workers write their counts as they go; a moment for the last answers to land.
        await new Promise((resolve) => setTimeout(resolve, 500));
        return functionsOperations(countDir);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Runs the journey on the bill's own emulators and servers and returns what it counted.
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function measureBill({ log = () => undefined } = {}) {
  const site = await startCountedSite({ log });
  try {
    await fullBoards();
    log('the journey: /, registration, three games, the dashboard, a card shared');
    const seen = await journey(site.hostOrigin, site.origins);
    return summarise(seen, site.invocations, await site.operations());
  } finally {
    await site.stop();
  }
}

/** The separator of a function's name and a cost centre in the shim's keys. */
const CENTRE = ' · ';

/**
 * The journey's figures, and the counts the bill prices (`bill-cost.mjs` Journey): what the
 * visitor caused, and apart from it what ran as a fixed cost of the site (a recount).
 * @param {Awaited<ReturnType<typeof journey>>} seen
 * @param {Record<string, import('./bill-proxy.mjs').FunctionCount>} invocations
 * @param {Record<string, Counted>} counted
 */
export function summarise(seen, invocations, counted) {
  /** @type {Record<string, Counted>} */
  const functionsOps = {};
  /** @type {Record<string, Counted>} */
  const fixed = {};
  for (const [key, ops] of Object.entries(counted)) {
    const [name = key, centre] = key.split(CENTRE);
    if (centre) addCounted((fixed[centre] ??= noneCounted()), ops);
    else functionsOps[name] = ops;
  }
  /** @type {Record<string, number>} */
  const written = { ...seen.browserWritten };
  for (const ops of Object.values(functionsOps)) {
    for (const [at, n] of Object.entries(ops.written)) written[at] = (written[at] ?? 0) + n;
  }
  const all = { ...invocations };
  // /campaign.json: Hosting's rewrite to campaignJson, kept by the CDN (docs/decisions/034).
  if (seen.campaignRequests > 0) {
    all.campaignJson = {
      requests: seen.campaignRequests,
      preflights: 0,
      cdnKept: seen.campaignRequests,
    };
  }
  const server = Object.values(functionsOps).reduce((sum, ops) => add(sum, ops), none());
  // What reaches a function once a visitor whatever the CDN: the callables with their
  // preflights, /health, and whatever said it may not be kept.
  let reached = 0;
  let cdnKept = 0;
  for (const count of Object.values(all)) {
    reached += count.requests - count.cdnKept + count.preflights;
    cdnKept += count.cdnKept;
  }
  return {
    browser: {
      reads: seen.browserReads,
      readsByWhat: seen.browserReadsByWhat,
      writes: seen.browserWrites,
      deletes: seen.browserDeletes,
    },
    functions: { byFunction: functionsOps, total: server },
    fixed,
    written,
    ownIds: seen.ownIds,
    visitSeconds: seen.visitSeconds,
    invocations: { byFunction: all, reached, cdnKept },
    sharedPicture: seen.sharedPicture,
    transfer: seen.transfer,
    journey: {
      firestoreReads: seen.browserReads + server.reads,
      firestoreWrites: seen.browserWrites + server.writes,
      firestoreDeletes: seen.browserDeletes + server.deletes,
      invocations: reached,
      transferBytes: seen.transfer.bytes,
    },
  };
}

/**
 * The journey's counts as printed lines.
 * @param {ReturnType<typeof summarise>} figures
 */
export function journeyLines(figures) {
  const { browser, functions, invocations, journey: counted } = figures;
  const lines = [
    '  counted: invocations by a counting proxy in front of the Functions emulator (preflights',
    "  included); the page's reads by its onam:firestore-read marks, its writes by the Write",
    "  channel; the functions' reads and writes by a grpc-js shim in the emulator's workers",
    `  the page: ${browser.reads} reads (${Object.entries(browser.readsByWhat)
      .map(([what, n]) => `${what} ${n}`)
      .join(', ')}), ${browser.writes} writes, ${browser.deletes} deletes`,
  ];
  for (const [name, ops] of Object.entries(functions.byFunction)) {
    lines.push(`  ${name}: ${ops.reads} reads, ${ops.writes} writes, ${ops.deletes} deletes`);
  }
  for (const [centre, ops] of Object.entries(figures.fixed)) {
    lines.push(
      `  fixed, not the visitor's (${centre}): ${ops.reads} reads, ${ops.writes} writes, ${ops.deletes} deletes`,
    );
  }
  for (const [name, count] of Object.entries(invocations.byFunction)) {
    const kept = count.cdnKept > 0 ? `, ${count.cdnKept} the CDN may keep` : '';
    lines.push(`  ${name}: ${count.requests} requests, ${count.preflights} preflights${kept}`);
  }
  const kb = (/** @type {number} */ bytes) => `${Math.round(bytes / 1024)} KB`;
  lines.push(
    `  Hosting sent: ${kb(figures.transfer.bytes)} in ${figures.transfer.responses} responses (${Object.entries(
      figures.transfer.byOrigin,
    )
      .map(([origin, bytes]) => `${origin} ${kb(bytes)}`)
      .join(', ')}), a first visit with nothing cached`,
  );
  lines.push(
    `  one visitor: ${counted.firestoreReads} reads, ${counted.firestoreWrites} writes, ${counted.firestoreDeletes} deletes, ${counted.invocations} invocations (${invocations.cdnKept} more answered by the CDN once cached, not billed per visitor)`,
  );
  if (!figures.sharedPicture) lines.push('  note: the shared page named no picture (og:image)');
  return lines;
}
