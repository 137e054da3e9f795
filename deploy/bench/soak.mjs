// A soak of the HTTP functions (`pnpm bench --soak-only`, and part of the full bench): does each
// stay fast and flat in memory over thousands of requests? For each of ogImage, pages,
// campaignJson, cspReport and health, ONE process runs that function as deployed: the built bundle
// (deploy/functions/lib/index.js, what `firebase deploy` ships) behind an express app that parses
// bodies as Google's Functions Framework does (every content type, up to 32 MB, before the
// function runs), on a node:http server on 127.0.0.1. Firestore is the emulator, in a project of
// the soak's own (demo-soak), seeded with a live campaign and saved plays, and emptied afterwards.
// Requests go one function at a time, a few at once (about an instance's concurrency), each
// distinct where the CDN would let it through: distinct pictures, pages across paths, languages and
// shared links, campaign.json with and without its ETag, CSP reports good, bad and too big, health
// reports of a running canary and its stable version (so the guard looks, every 30 s) with some
// of a version nobody runs, bad and too big.
// Printed per function: requests a second, p50/p95 latency, the server's resident memory (RSS)
// at the start, the middle and the end, as it is and after a forced full GC (said so), its peak,
// and the answers that were not the expected ones; the target: the second half adds under 25 MB
// of RSS (as it is), and no error. Bounded in count and in time (each function has a time
// budget; what was done by then is what is reported). Loopback only.
import { fork } from 'node:child_process';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const functionsDir = path.join(repoRoot, 'deploy/functions');
const LIB_INDEX = path.join(functionsDir, 'lib/index.js');
/** A project of the soak's own in the shared emulator: nobody else's documents are touched. */
const PROJECT = 'demo-soak';
const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
/** What the Functions Framework reads of a body before the function sees it. */
const BODY_LIMIT = '32mb';
/** The target: the second half of a soak adds less than this to the server's RSS. */
export const SECOND_HALF_TARGET_MB = 25;
const MB = 1024 * 1024;

/**
 * @typedef {{ path: string, method?: string, headers?: Record<string, string>, body?: string, expect: number[] }} SoakRequest
 * @typedef {{ rss: number, heapUsed: number, external: number, maxRss: number }} Memory
 * @typedef {{ asIs: Memory, afterGc: Memory }} Reading
 * @typedef {{ name: string, concurrency: number, budgetMs: number, requests: (context: { design: string, liveEtag: string }) => SoakRequest[] }} Plan
 */

// ---------------------------------------------------------------------------------------------
// The server: one function of the built bundle, as the Functions Framework would run it.

/** @param {string} name */
async function serve(name) {
  const requireFromLib = createRequire(LIB_INDEX);
  /** @type {Record<string, (req: unknown, res: unknown) => unknown>} */
  const functions = requireFromLib(LIB_INDEX);
  const handler = functions[name];
  if (!handler) throw new Error(`lib/index.js exports no ${name}`);
  // firebase-functions' own express, the one its onRequest types are written against.
  const express = createRequire(requireFromLib.resolve('firebase-functions'))('express');
  const app = express();
  /** @param {{ rawBody?: Buffer }} req @param {unknown} _res @param {Buffer} buf */
  const saveRaw = (req, _res, buf) => {
    req.rawBody = buf;
  };
  app.use(express.json({ limit: BODY_LIMIT, verify: saveRaw }));
  app.use(express.text({ limit: BODY_LIMIT, verify: saveRaw }));
  app.use(express.urlencoded({ extended: true, limit: BODY_LIMIT, verify: saveRaw }));
  app.use(express.raw({ type: '*/*', limit: BODY_LIMIT, verify: saveRaw }));
  app.use(handler);
  const gc = /** @type {{ gc?: () => void }} */ (globalThis).gc;
  const memory = () => {
    const { rss, heapUsed, external } = process.memoryUsage();
    // The process's high-water mark so far (the kernel's, in KiB): the peak between readings.
    return { rss, heapUsed, external, maxRss: process.resourceUsage().maxRSS * 1024 };
  };
  const server = http.createServer((req, res) => {
    if (req.url === '/__soak/memory') {
      // The reading as it is, then after a full GC and a turn of the event loop (native memory
      // is released by finalizers that run after the collection).
      const asIs = memory();
      gc?.();
      setImmediate(() => {
        gc?.();
        setImmediate(() => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify({ asIs, afterGc: memory() }));
        });
      });
      return;
    }
    app(req, res);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
}

/**
 * Starts `name` in a process of its own and waits for its port.
 * @param {string} name
 */
function startServer(name) {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', name], {
    execArgv: ['--expose-gc'],
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: FIRESTORE,
      GCLOUD_PROJECT: PROJECT,
      FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT }),
      METADATA_SERVER_DETECTION: 'none',
      // The pages function's configured origin: shared links' pages get their tags, as deployed.
      SITE_ORIGIN: 'https://onam.example',
    },
    // The functions' logger writes a line per report and per warning: not the soak's business.
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  /** @type {string[]} */
  const errors = [];
  child.stderr?.on('data', (chunk) => {
    errors.push(String(chunk));
    if (errors.length > 50) errors.shift();
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const port = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in 60 s`)), 60_000);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(/** @type {{ port: number }} */ (message).port);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} stopped (exit ${code}): ${errors.join('').slice(-2000)}`));
    });
  });
  return {
    port: /** @type {Promise<number>} */ (port),
    pid: child.pid,
    stderr: () => errors.join(''),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The data: a live campaign and saved plays in the soak's project.

const requireFromFunctions = createRequire(path.join(functionsDir, 'package.json'));

/** @param {number} plays */
async function seed(plays) {
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE;
  const { initializeApp, deleteApp } = requireFromFunctions('firebase-admin/app');
  const { getFirestore } = requireFromFunctions('firebase-admin/firestore');
  const app = initializeApp({ projectId: PROJECT }, 'soak');
  const db = getFirestore(app);
  await clear();
  // On Firebase, as a deployed campaign is: its wall is read when /wall is drawn.
  const local = JSON.parse(
    readFileSync(path.join(repoRoot, 'deploy/campaigns/local/campaign.json'), 'utf8'),
  );
  // With a canary of the games remote running, as during a release: health reports name both
  // versions, and the guard looks at them.
  // Each remote at the soak's own origin for it (servedGames serves and records it there).
  const moved = (/** @type {string} */ url) =>
    url.replace(
      /:(\d+)\//,
      (_m, /** @type {string} */ port) => `:${Number(port) + SOAK_PORT_OFFSET}/`,
    );
  const remotes = Object.fromEntries(
    Object.entries(local.remotes).map(([name, remote]) => {
      const { entry, ...rest } = /** @type {{ entry: string }} */ (remote);
      return [
        name,
        { ...rest, entry: moved(entry), ...(name === 'games' ? { canary: SOAK_CANARY } : {}) },
      ];
    }),
  );
  const manifest = `${JSON.stringify({ ...local, remotes, backend: { ...local.backend, adapter: 'firebase' } }, null, 2)}\n`;
  const etag = '"r1-soak"';
  await db.doc('campaign/live').set({
    revision: 1,
    manifest,
    etag,
    time: new Date().toISOString(),
    author: 'soak',
  });
  /** The share ids of the saved plays, as result links carry them (22 letters and digits). @type {string[]} */
  const ids = [];
  const games = ['dress', 'pookalam', 'sadya'];
  for (let start = 0; start < plays; start += 200) {
    const batch = db.batch();
    for (let i = start; i < Math.min(plays, start + 200); i += 1) {
      const uid = `Soak${i % 100}`;
      const id = `${uid}_play-${i}`;
      const shareId = shareIdOf('Play', i);
      ids.push(shareId);
      batch.set(db.doc(`sharedResults/${shareId}`), {
        playId: id,
        uid,
        createdAt: '2026-08-18T05:00:00.000Z',
      });
      batch.set(db.doc(`plays/${id}`), {
        uid,
        gameId: games[i % games.length],
        score: (i * 7) % 101,
        maxScore: 100,
        durationMs: 60_000,
        playedAt: '2026-08-18T05:00:00.000Z',
        version: '0.2.0',
        record: {},
        shareId,
      });
      if (i < 100) {
        batch.set(db.doc(`profiles/${uid}`), {
          displayName: i % 2 ? `Soak Player ${i}` : `സോക്ക് ${i}`,
          district: 'kollam',
        });
      }
    }
    await batch.commit();
  }
  // A wall of more than a page of cards, as the wishes functions write their public copies
  // (publicCardOf): only what the wall shows.
  const wall = db.batch();
  for (let i = 0; i < 30; i += 1) {
    wall.set(db.doc(`wall/soak-wish-${i}`), {
      greeting: GREETINGS[i % GREETINGS.length],
      name: nameOf(i),
      district: 'kollam',
      illustration: 'festival',
      approvedAt: new Date(Date.UTC(2026, 7, 26, 5, i)).toISOString(),
    });
  }
  await wall.commit();
  await deleteApp(app);
  return { ids, etag };
}

/**
 * A share id of the soak's own: `kind` and `i` padded with zeros to 22 letters and digits.
 * @param {string} kind
 * @param {number} i
 */
const shareIdOf = (kind, i) => `${kind}${String(i).padStart(22 - kind.length, '0')}`;

/** Deletes every document of the soak's project. */
async function clear() {
  const response = await fetch(
    `http://${FIRESTORE}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`clearing the soak's project failed: ${response.status}`);
}

// ---------------------------------------------------------------------------------------------
// The requests.

/** The canary the soaked campaign runs (its guard needs 200 loads a side before it tests). */
const SOAK_CANARY = {
  entry: 'http://localhost:3001/0.2.0/mf-manifest.json',
  version: '0.2.0',
  percent: 10,
  guard: { margin: 0.02, minLoads: 200 },
};

const GREETINGS = ['onashamsakal', 'hrudayam', 'ponnonam', 'thiruvonam', 'maveli'];
const GAMES = ['dress', 'pookalam', 'sadya'];

/** @param {number} i */
const nameOf = (i) => (i % 3 === 0 ? `അനു ${i}` : `Soak Visitor ${i}`);

/**
 * @param {{ pictures: number, ids: string[] }} options
 * @returns {Plan}
 */
function ogPlan({ pictures, ids }) {
  return {
    name: 'ogImage',
    concurrency: 4,
    budgetMs: 180_000,
    requests: ({ design }) => {
      /** @type {SoakRequest[]} */
      const list = [];
      for (let i = 0; i < pictures; i += 1) {
        if (i % 25 === 24) {
          // A link with junk in it: a redirect to the picture's one address, nothing drawn.
          list.push({ path: `/og/card.png?name=${i}&greeting=maveli&fbclid=${i}`, expect: [301] });
        } else if (i % 4 === 3) {
          // A result: a saved play (the score's picture), or one that is not there (an invitation).
          const id = i % 8 === 7 ? shareIdOf('Missing', i) : (ids[i % ids.length] ?? '');
          const query = new URLSearchParams({ id, game: GAMES[i % 3] ?? 'dress', v: design });
          list.push({ path: `/og/result.png?${query}`, expect: [200] });
        } else {
          const query = new URLSearchParams({
            greeting: GREETINGS[i % GREETINGS.length] ?? 'maveli',
            name: nameOf(i),
            v: design,
          });
          list.push({ path: `/og/card.png?${query}`, expect: [200] });
        }
      }
      return list;
    },
  };
}

/**
 * @param {{ pages: number, ids: string[] }} options
 * @returns {Plan}
 */
function pagesPlan({ pages, ids }) {
  const languages = [
    { 'accept-language': 'en-IN,en;q=0.9' },
    { 'accept-language': 'ml-IN,ml;q=0.9,en;q=0.8' },
    { cookie: '__session=ml' },
    { cookie: '__session=en', 'accept-language': 'ml' },
  ];
  const paths = ['/', '/game', '/dress', '/eat', '/wall', '/calendar', '/privacy'];
  return {
    name: 'pages',
    concurrency: 8,
    budgetMs: 90_000,
    requests: () => {
      /** @type {SoakRequest[]} */
      const list = [];
      for (let i = 0; i < pages; i += 1) {
        const headers = languages[i % languages.length] ?? {};
        const kind = i % 5;
        let target;
        if (kind === 0) {
          target = `/celebrate?${new URLSearchParams({ greeting: GREETINGS[i % 5] ?? 'maveli', name: nameOf(i) })}`;
        } else if (kind === 1) {
          target = `/game?result=${ids[i % ids.length] ?? ''}`;
        } else if (kind === 2) {
          // A shared link with a social network's click id: a CDN miss every time.
          target = `${paths[i % paths.length] ?? '/'}?fbclid=soak${i}`;
        } else {
          target = paths[i % paths.length] ?? '/';
        }
        list.push({ path: target, headers, expect: [200] });
      }
      return list;
    },
  };
}

/**
 * @param {{ reads: number }} options
 * @returns {Plan}
 */
function campaignPlan({ reads }) {
  return {
    name: 'campaignJson',
    concurrency: 8,
    budgetMs: 60_000,
    requests: ({ liveEtag }) =>
      Array.from({ length: reads }, (_, i) =>
        i % 2
          ? { path: '/campaign.json', headers: { 'if-none-match': liveEtag }, expect: [304] }
          : { path: `/campaign.json?soak=${i}`, expect: [200] },
      ),
  };
}

/**
 * @param {{ reports: number }} options
 * @returns {Plan}
 */
function cspPlan({ reports }) {
  const reportUri = (/** @type {number} */ i) =>
    JSON.stringify({
      'csp-report': {
        'document-uri': `https://onam.example/game?fbclid=${i}`,
        'blocked-uri': `https://tracker${i % 50}.example/x.js?id=${i}`,
        'effective-directive': 'script-src-elem',
        disposition: 'enforce',
        'line-number': i % 300,
      },
    });
  const reportingApi = (/** @type {number} */ i) =>
    JSON.stringify(
      Array.from({ length: 1 + (i % 12) }, (_, k) => ({
        type: 'csp-violation',
        body: {
          documentURL: `https://onam.example/dress?${k}`,
          blockedURL: 'inline',
          effectiveDirective: 'style-src-attr',
          disposition: 'enforce',
        },
      })),
    );
  return {
    name: 'cspReport',
    concurrency: 8,
    budgetMs: 60_000,
    requests: () =>
      Array.from({ length: reports }, (_, i) => {
        /** @type {SoakRequest} */
        const post = { path: '/csp-report', method: 'POST', expect: [204] };
        if (i === 1000 || i === 1001) {
          // Two near the largest body Cloud Run lets through (32 MiB), read whole by the framework
          // before the function runs: what one such request costs shows in the peak.
          return {
            ...post,
            headers: { 'content-type': 'application/csp-report' },
            body: 'a'.repeat(30 * MB),
            expect: [413],
          };
        }
        if (i % 200 === 199) {
          // A body far past what a report takes (1 MiB): refused, and nothing of it kept.
          return {
            ...post,
            headers: { 'content-type': 'application/csp-report' },
            body: 'a'.repeat(MB),
            expect: [413],
          };
        }
        if (i % 50 === 49) {
          return {
            ...post,
            headers: { 'content-type': 'application/csp-report' },
            body: '{"csp-report":',
            expect: [400],
          };
        }
        return i % 2
          ? { ...post, headers: { 'content-type': 'application/csp-report' }, body: reportUri(i) }
          : {
              ...post,
              headers: { 'content-type': 'application/reports+json' },
              body: reportingApi(i),
            };
      }),
  };
}

/**
 * Health reports as pages send them (shared/src/health/health-event.ts; sendBeacon's text/plain):
 * a visit's batches for the stable games version or its canary, and the auth remote's, healthy on
 * both sides, so the guard looks and keeps the canary; some name a version nobody runs (dropped,
 * and the live revision read again at most every 2 s), some are not reports or are too big.
 * @param {{ reports: number }} options
 * @returns {Plan}
 */
function healthPlan({ reports }) {
  /** @param {string} remote @param {string} version @param {number} i */
  const batch = (remote, version, i) => ({
    remote,
    version,
    loads: 1 + (i % 3),
    loadFailures: 0,
    renderErrors: 0,
    playsStarted: i % 2,
    playsFinished: i % 4 === 0 ? 1 : 0,
    tileToPlayableMs: remote === 'games' ? [600 + ((i * 37) % 2400)] : [],
    ...(i % 5 === 0 && { first: true }),
  });
  /** @param {number} i */
  const report = (i) => {
    const games = i % 10 === 0 ? SOAK_CANARY.version : '0.1.0';
    const batches = [batch('games', games, i), batch('auth', '0.1.0', i)];
    if (i % 20 === 7) batches.push(batch('games', '9.9.9', i));
    return JSON.stringify({ v: 1, visit: `soak-visit-${i}`, batches });
  };
  return {
    name: 'health',
    concurrency: 8,
    budgetMs: 60_000,
    requests: () =>
      Array.from({ length: reports }, (_, i) => {
        /** @type {SoakRequest} */
        const post = {
          path: '/health',
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          expect: [204],
        };
        if (i % 200 === 199) return { ...post, body: 'a'.repeat(MB), expect: [413] };
        if (i % 50 === 49) return { ...post, body: '{"v":1,"visit":', expect: [400] };
        return { ...post, body: report(i) };
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// Driving a plan against its server.

/** @param {number[]} values @param {number} p */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** @param {string} base @returns {Promise<Reading>} */
async function reading(base) {
  const response = await fetch(`${base}/__soak/memory`);
  return /** @type {Reading} */ (await response.json());
}

/**
 * @param {Plan} plan
 * @param {{ design: string, liveEtag: string }} context
 * @param {(line: string) => void} log
 */
async function soakOne(plan, context, log) {
  const server = startServer(plan.name);
  const base = `http://127.0.0.1:${await server.port}`;
  try {
    const requests = plan.requests(context);
    /** @param {SoakRequest} request */
    const send = async (request) => {
      const started = performance.now();
      try {
        const response = await fetch(`${base}${request.path}`, {
          method: request.method ?? 'GET',
          headers: request.headers,
          body: request.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - started };
      } catch (error) {
        return { status: 0, ms: performance.now() - started, error: String(error) };
      }
    };
    // Warm-up: the first picture loads HarfBuzz and the fonts, the first page the renderer, the
    // first read opens Firestore's connection. Not counted.
    for (const request of requests.slice(0, 10)) await send(request);
    const start = await reading(base);
    /** @type {Reading | undefined} */
    let middle;
    /** @type {number[]} */
    const latencies = [];
    /** @type {Record<string, number>} */
    const statuses = {};
    /** @type {string[]} */
    const errors = [];
    const half = Math.floor(requests.length / 2);
    const began = performance.now();
    let next = 0;
    let done = 0;
    let failed = 0;
    let pausedAtHalf = false;
    /** @type {(() => void) | undefined} */
    let resumeAfterHalf;
    const halfway = new Promise((resolve) => {
      resumeAfterHalf = () => resolve(undefined);
    });
    const worker = async () => {
      while (next < requests.length) {
        if (performance.now() - began > plan.budgetMs) return;
        const index = next;
        next += 1;
        if (index === half) {
          // The middle reading is taken with the first half answered and nothing in flight.
          while (done < half) await new Promise((resolve) => setTimeout(resolve, 5));
          pausedAtHalf = true;
          middle = await reading(base);
          resumeAfterHalf?.();
        } else if (index > half && !pausedAtHalf) {
          await halfway;
        }
        const request = /** @type {SoakRequest} */ (requests[index]);
        const answer = await send(request);
        latencies.push(answer.ms);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (!request.expect.includes(answer.status)) failed += 1;
        if (!request.expect.includes(answer.status) && errors.length < 20) {
          errors.push(
            `${request.method ?? 'GET'} ${request.path.slice(0, 80)}: ${answer.status} ${answer.error ?? ''}`.trim(),
          );
        }
        done += 1;
      }
    };
    await Promise.all(Array.from({ length: plan.concurrency }, worker));
    const seconds = (performance.now() - began) / 1000;
    const end = await reading(base);
    const result = {
      requests: done,
      planned: requests.length,
      concurrency: plan.concurrency,
      seconds,
      perSecond: done / seconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      statuses,
      errors: failed,
      errorSamples: errors,
      memory: { start, middle: middle ?? end, end, peakRss: end.asIs.maxRss },
      secondHalfMb: (end.asIs.rss - (middle ?? end).asIs.rss) / MB,
      secondHalfAfterGcMb: (end.afterGc.rss - (middle ?? end).afterGc.rss) / MB,
    };
    if (done < requests.length) {
      log(
        `${plan.name}: time budget of ${plan.budgetMs / 1000} s reached after ${done} of ${requests.length} requests`,
      );
    }
    return result;
  } finally {
    await server.stop();
  }
}

/**
 * The soak: seeds the emulator, runs each function's plan in turn, and empties the project.
 * The bundle must be built (`pnpm --filter @onam/functions build`) and the Firestore emulator up.
 * @param {{ pictures?: number, pages?: number, campaign?: number, reports?: number, health?: number, only?: string[], log?: (line: string) => void }} [options]
 */
export async function measureSoak({
  pictures = 2000,
  pages = 10_000,
  campaign = 3000,
  reports = 3000,
  health = 3000,
  only,
  log = (line) => console.log(`[soak] ${line}`),
} = {}) {
  const { ids, etag } = await seed(300);
  log(`seeded ${PROJECT} on ${FIRESTORE}: a live campaign and ${ids.length} saved plays`);
  // The games' current build served and recorded in the soak's release registry, as a version's
  // Hosting folder and its record are: the game pages are drawn with its server part.
  const games = await servedGames();
  // The design the pictures are at: what a picture's redirect names.
  const design = await designOf();
  const plans = [
    ogPlan({ pictures, ids }),
    pagesPlan({ pages, ids }),
    campaignPlan({ reads: campaign }),
    cspPlan({ reports }),
    healthPlan({ reports: health }),
  ].filter((plan) => !only || only.includes(plan.name));
  /** @type {Record<string, Awaited<ReturnType<typeof soakOne>>>} */
  const results = {};
  try {
    for (const plan of plans) {
      log(`${plan.name}: ${plan.concurrency} at once, one process`);
      results[plan.name] = await soakOne(plan, { design, liveEtag: etag }, log);
    }
  } finally {
    await games.close();
    await clear();
  }
  return results;
}

/** The ports the soak serves the remotes on: above the preview's and the bench's. */
const SOAK_PORT_OFFSET = 1300;

/** The remotes' current builds served, and recorded in the soak project's release registry. */
async function servedGames() {
  const { startStaticServer } = await import('../preview/static-server.mjs');
  const { localReleaseTree } = await import('../hosting/renderer.mjs');
  const { apps } = await import('../hosting/apps.mjs');
  /** @type {typeof import('../game-packages/release-tree')} */
  const { releaseTreeRecords } = await tsImport(
    '../game-packages/release-tree.ts',
    import.meta.url,
  );
  /** @type {typeof import('../game-packages/registry')} */
  const { registerRelease } = await tsImport('../game-packages/registry.ts', import.meta.url);
  const servers = await Promise.all(
    apps
      .filter((app) => app.releases)
      .map((app) =>
        startStaticServer({
          target: app.target,
          root: path.join(app.dir, 'dist'),
          port: app.port + SOAK_PORT_OFFSET,
        }),
      ),
  );
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE;
  const { initializeApp, deleteApp } = requireFromFunctions('firebase-admin/app');
  const { getFirestore } = requireFromFunctions('firebase-admin/firestore');
  const app = initializeApp({ projectId: PROJECT }, 'soak-releases');
  for (const record of await releaseTreeRecords(localReleaseTree(SOAK_PORT_OFFSET))) {
    await registerRelease(getFirestore(app), record);
  }
  await deleteApp(app);
  return { close: () => Promise.all(servers.map((server) => server.close())) };
}

/** Asks the ogImage function which design its pictures are at (the `v` of its one address). */
async function designOf() {
  const server = startServer('ogImage');
  try {
    const response = await fetch(`http://127.0.0.1:${await server.port}/og/card.png`, {
      redirect: 'manual',
    });
    const location = response.headers.get('location') ?? '';
    const design = new URLSearchParams(location.split('?')[1] ?? '').get('v');
    if (response.status !== 301 || !design) {
      throw new Error(
        `ogImage answered /og/card.png with ${response.status} ${location}: ${server.stderr()}`,
      );
    }
    return design;
  } finally {
    await server.stop();
  }
}

const mib = (/** @type {number} */ bytes) => `${(bytes / MB).toFixed(0)} MB`;

/**
 * Prints the figures, with the targets beside them.
 * @param {Awaited<ReturnType<typeof measureSoak>>} results
 */
export function printSoak(results) {
  console.log('');
  console.log(
    `HTTP functions soaked, one process each on 127.0.0.1 (the built bundle), Firestore on the emulator:`,
  );
  console.log(
    `  RSS of the function's process at the start / middle / end of the soak, as it is, and [after a forced full GC];`,
  );
  console.log(
    `  targets: the second half adds under ${SECOND_HALF_TARGET_MB} MB of RSS (as it is), no unexpected answer`,
  );
  for (const [name, r] of Object.entries(results)) {
    const m = r.memory;
    const met = r.secondHalfMb < SECOND_HALF_TARGET_MB && r.errors === 0;
    console.log(
      `  ${name.padEnd(12)} ${String(r.requests).padStart(6)} requests (${r.concurrency} at once) in ${r.seconds.toFixed(1)} s: ${r.perSecond.toFixed(0)}/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`,
    );
    console.log(
      `  ${''.padEnd(12)} RSS ${mib(m.start.asIs.rss)} / ${mib(m.middle.asIs.rss)} / ${mib(m.end.asIs.rss)} [${mib(m.start.afterGc.rss)} / ${mib(m.middle.afterGc.rss)} / ${mib(m.end.afterGc.rss)}], peak ${mib(m.peakRss)}; second half ${r.secondHalfMb >= 0 ? '+' : ''}${r.secondHalfMb.toFixed(1)} MB [${r.secondHalfAfterGcMb >= 0 ? '+' : ''}${r.secondHalfAfterGcMb.toFixed(1)} MB]; unexpected answers ${r.errors}; answers ${Object.entries(
        r.statuses,
      )
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}: ${met ? 'met' : 'MISSED'}`,
    );
    for (const sample of r.errorSamples.slice(0, 5)) console.log(`  ${''.padEnd(12)}   ${sample}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--serve') {
  serve(process.argv[3] ?? '').catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
