// The festival's peak under load, on loopback (`pnpm bench --load-only`; docs/decisions/071): a
// few hundred simulated visitors arriving over a minute, each doing the bill's journey in its
// proportions (six pages, three plays, four health reports, one picture),
// against the functions as deployed: each function the built bundle in a process of its own
// (function-server.mjs), on the Firestore emulator in the soak's project (soak-data.mjs: a live
// campaign whose games remote runs a canary). The plays are real: made by the games' own code
// (remote-games/src/testing), scored by submitPlay with the version's published package.
// Every visitor's own canary or stable version is the health reports': the canary's pages fail to
// load, so its guard has something to decide under the load.
// Printed: per function p50/p95 and the answers that were not the expected ones (0 expected); the
// Firestore calls each process had answered ABORTED (a transaction that met another, which the
// Admin SDK runs again); whether the health intake counted every report it answered 204 for;
// whether the guard decided; whether each game's tally equals a full count of its entries.
// Bounded: the visitors and their steps are counted, every request has a time limit.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { startFunctionServer, unsignedIdToken } from './function-server.mjs';
import { percentile } from './soak.mjs';
import {
  clear,
  designOf,
  FIRESTORE,
  PROJECT,
  registerAdults,
  SOAK_CANARY,
  seed,
  servedGames,
} from './soak-data.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const requireFromFunctions = createRequire(path.join(repoRoot, 'deploy/functions/package.json'));
const GAMES = /** @type {const} */ (['pookalam', 'dress', 'sadya']);
const PAGES = ['/', '/game', '/dress', '/eat', '/celebrate', '/calendar'];
const FUNCTIONS = /** @type {const} */ (['submitPlay', 'health', 'pages', 'ogImage']);
/** What each function answers a request the journey makes. */
const EXPECTED = { submitPlay: [200], health: [204], pages: [200], ogImage: [200, 301] };

/** The games version the served build is, as its plays' evidence names it. */
const gamesVersion = () =>
  JSON.parse(readFileSync(path.join(repoRoot, 'remote-games/package.json'), 'utf8')).version;

/**
 * @param {{ visitors?: number, arrivalSeconds?: number, log?: (line: string) => void }} [options]
 */
export async function measureLoad({
  visitors = 300,
  arrivalSeconds = 60,
  log = (line) => console.log(`[load] ${line}`),
} = {}) {
  const stable = gamesVersion();
  /** @type {Record<string, unknown>} */ (globalThis).__GAMES_VERSION__ = stable;
  /** @type {typeof import('../../remote-games/src/testing/generated-plays')} */
  const { generatePlay, playSeed } = await tsImport(
    '../../remote-games/src/testing/generated-plays.ts',
    import.meta.url,
  );
  /** @type {typeof import('../functions/src/board/tally')} */
  const { readTally } = await tsImport('../functions/src/board/tally.ts', import.meta.url);
  /** @type {typeof import('../../shared/src/health/health-counters')} */
  const { windowKeysBetween } = await tsImport(
    '../../shared/src/health/health-counters.ts',
    import.meta.url,
  );

  await seed(0);
  const games = await servedGames();
  const design = await designOf();
  log(`seeded ${PROJECT}: a live campaign with a canary of the games; the remotes served`);
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE;
  const { initializeApp, deleteApp } = requireFromFunctions('firebase-admin/app');
  const { getFirestore } = requireFromFunctions('firebase-admin/firestore');
  const app = initializeApp({ projectId: PROJECT }, `load-${Date.now()}`);
  /** @type {import('firebase-admin/firestore').Firestore} */
  const db = getFirestore(app);
  const servers = Object.fromEntries(
    FUNCTIONS.map((name) => [
      name,
      startFunctionServer(name, {
        project: PROJECT,
        firestore: FIRESTORE,
        callable: name === 'submitPlay',
      }),
    ]),
  );
  try {
    // As registration leaves them: adults who accepted the notice, so each plays onto the boards.
    const uids = Array.from({ length: visitors }, (_, i) => `Load${String(i).padStart(4, '0')}`);
    await registerAdults(db, uids, (uid) => `Load Visitor ${uid.slice(4)}`);
    log(`${visitors} visitors registered; starting ${FUNCTIONS.join(', ')}`);
    const base = Object.fromEntries(
      await Promise.all(
        FUNCTIONS.map(async (name) => [name, `http://127.0.0.1:${await servers[name]?.port}`]),
      ),
    );

    /** @type {Record<string, { ms: number[], statuses: Record<string, number>, unexpected: string[] }>} */
    const figures = Object.fromEntries(
      FUNCTIONS.map((name) => [name, { ms: [], statuses: {}, unexpected: [] }]),
    );
    /**
     * @param {typeof FUNCTIONS[number]} name
     * @param {string} url
     * @param {RequestInit} [init]
     */
    const send = async (name, url, init = {}) => {
      const started = performance.now();
      let status = 0;
      /** @type {string} */
      let body;
      try {
        const response = await fetch(`${base[name]}${url}`, {
          redirect: 'manual',
          signal: AbortSignal.timeout(30_000),
          ...init,
        });
        status = response.status;
        body = name === 'submitPlay' ? await response.text() : '';
        if (name !== 'submitPlay') await response.arrayBuffer();
      } catch (error) {
        body = String(error);
      }
      const figure = /** @type {(typeof figures)[string]} */ (figures[name]);
      figure.ms.push(performance.now() - started);
      figure.statuses[status] = (figure.statuses[status] ?? 0) + 1;
      if (!EXPECTED[name].includes(status) && figure.unexpected.length < 10) {
        figure.unexpected.push(`${url.slice(0, 60)}: ${status} ${body.slice(0, 200)}`);
      }
      return { status, body };
    };

    /** The health loads answered 204, per remote and version: what the shards must hold. */
    /** @type {Record<string, number>} */
    const answeredLoads = {};
    /** Scores the games showed that submitPlay did not save as shown. */
    /** @type {string[]} */
    const scoreMismatches = [];
    const pause = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
    const think = () => pause(500 + Math.random() * 1500);

    /** One visitor's journey. @param {string} uid @param {number} i */
    const journey = async (uid, i) => {
      // One in two visitors gets the canary (as the guard needs both sides' loads soon); its
      // pages fail to load the game, the stable version's do not.
      const onCanary = i % 2 === 0;
      const version = onCanary ? SOAK_CANARY.version : stable;
      const report = async (/** @type {number} */ step) => {
        const loads = 1 + ((i + step) % 2);
        const body = JSON.stringify({
          v: 1,
          visit: `load-visit-${uid}`,
          batches: [
            {
              remote: 'games',
              version,
              loads,
              loadFailures: onCanary ? loads : 0,
              renderErrors: 0,
              playsStarted: 1,
              playsFinished: onCanary ? 0 : 1,
              tileToPlayableMs: onCanary ? [] : [700 + ((i * 37) % 2000)],
              ...(step === 0 && { first: true }),
            },
            {
              remote: 'auth',
              version: '0.1.0',
              loads: 1,
              loadFailures: 0,
              renderErrors: 0,
              playsStarted: 0,
              playsFinished: 0,
              tileToPlayableMs: [],
            },
          ],
        });
        const { status } = await send('health', '/health', {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          body,
        });
        if (status === 204) {
          for (const [key, n] of /** @type {const} */ ([
            [`games@${version}`, loads],
            ['auth@0.1.0', 1],
          ])) {
            answeredLoads[key] = (answeredLoads[key] ?? 0) + n;
          }
        }
      };
      await send('pages', PAGES[0] ?? '/');
      await report(0);
      for (const [g, gameId] of GAMES.entries()) {
        await think();
        await send('pages', PAGES[g + 1] ?? '/game');
        const generated = generatePlay(gameId, playSeed(20261207, i * 3 + g));
        await think();
        const { status, body } = await send('submitPlay', '/', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${unsignedIdToken(uid, PROJECT)}`,
          },
          body: JSON.stringify({ data: { play: generated.play, deviceId: `load-${g}` } }),
        });
        const saved = status === 200 ? JSON.parse(body)?.result?.play?.score : undefined;
        if (status === 200 && saved !== generated.shown) {
          scoreMismatches.push(`${uid} ${gameId}: saved ${saved}, shown ${generated.shown}`);
        }
        await report(g + 1);
      }
      await think();
      await send('pages', PAGES[4] ?? '/celebrate');
      const card = new URLSearchParams({ greeting: 'maveli', name: `Load ${i}`, v: design });
      await send('ogImage', `/og/card.png?${card}`);
      await send('pages', PAGES[5] ?? '/calendar');
    };

    log(
      `${visitors} visitors arriving over ${arrivalSeconds} s, each: 6 pages, 3 plays, 4 health reports, 1 picture`,
    );
    const began = performance.now();
    const runStarted = Date.now();
    await Promise.all(
      uids.map(async (uid, i) => {
        await pause((i * arrivalSeconds * 1000) / visitors);
        await journey(uid, i);
      }),
    );
    const seconds = (performance.now() - began) / 1000;
    // The intake's batches are written within half a second; a look at the guard's state then.
    await pause(1500);

    const contention = Object.fromEntries(
      await Promise.all(FUNCTIONS.map(async (name) => [name, await servers[name]?.contention()])),
    );

    // Every report answered 204 is in the shards, for the versions that ran all along: summed
    // over every window of the run (a report sent at a window's end is counted in the next).
    const windows = windowKeysBetween(runStarted, Date.now());
    /** @type {string[]} */
    const countProblems = [];
    for (const [remoteVersion, expected] of Object.entries(answeredLoads)) {
      if (remoteVersion === `games@${SOAK_CANARY.version}`) continue;
      let held = 0;
      for (const window of windows) {
        const shards = await db
          .collection(`health/${remoteVersion}/windows/${window}/shards`)
          .get();
        held += shards.docs.reduce((sum, doc) => sum + (Number(doc.data().loads) || 0), 0);
      }
      if (held !== expected) {
        countProblems.push(`${remoteVersion}: ${held} loads kept, ${expected} answered`);
      }
    }
    const guard = (await db.doc('health/games').get()).data();
    const live = (await db.doc('campaign/live').get()).data();
    const canaryLive = Boolean(JSON.parse(String(live?.manifest ?? '{}'))?.remotes?.games?.canary);

    /** @type {string[]} */
    const tallyProblems = [];
    for (const gameId of GAMES) {
      const entries = await db.collection(`leaderboard/${gameId}/entries`).get();
      /** @type {Record<string, number>} */
      const counts = {};
      for (const doc of entries.docs) {
        const score = Number(doc.data().score);
        counts[score] = (counts[score] ?? 0) + 1;
      }
      const tally = await readTally(db, gameId);
      if (
        tally.players !== entries.size ||
        JSON.stringify(Object.entries(tally.counts).sort()) !==
          JSON.stringify(Object.entries(counts).sort())
      ) {
        tallyProblems.push(`${gameId}: tally ${tally.players} players, entries ${entries.size}`);
      }
    }

    const perFunction = Object.fromEntries(
      Object.entries(figures).map(([name, f]) => [
        name,
        {
          requests: f.ms.length,
          p50: percentile(f.ms, 50),
          p95: percentile(f.ms, 95),
          statuses: f.statuses,
          errors:
            f.ms.length -
            EXPECTED[/** @type {keyof typeof EXPECTED} */ (name)].reduce(
              (sum, status) => sum + (f.statuses[status] ?? 0),
              0,
            ),
          unexpected: f.unexpected,
          aborted: contention[name] ?? {},
        },
      ]),
    );
    return {
      visitors,
      arrivalSeconds,
      seconds,
      perFunction,
      scoreMismatches,
      healthCounted: {
        problems: countProblems,
        versions: Object.keys(answeredLoads).filter((key) => key !== `games@${SOAK_CANARY.version}`)
          .length,
      },
      guard: {
        decided: Boolean(guard?.ended) || Number(guard?.tests ?? 0) > 0,
        ended: Boolean(guard?.ended) && !canaryLive,
        reason: String(guard?.ended?.reason ?? guard?.ended ?? ''),
      },
      tally: { problems: tallyProblems },
    };
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
    await games.close();
    await deleteApp(app);
    await clear();
  }
}

/**
 * Prints the load run's figures.
 * @param {Awaited<ReturnType<typeof measureLoad>>} load
 */
export function printLoad(load) {
  console.log(
    `  ${load.visitors} visitors over ${load.arrivalSeconds} s, done in ${load.seconds.toFixed(0)} s (loopback, the built functions, the Firestore emulator)`,
  );
  for (const [name, f] of Object.entries(load.perFunction)) {
    const aborted = Object.entries(f.aborted)
      .map(([rpc, n]) => `${rpc} ${n}`)
      .join(', ');
    console.log(
      `  ${name.padEnd(11)} ${String(f.requests).padStart(5)} requests  p50 ${f.p50.toFixed(0).padStart(5)} ms  p95 ${f.p95.toFixed(0).padStart(5)} ms  errors ${f.errors}  contention retries: ${aborted || 'none'}`,
    );
    for (const sample of f.unexpected.slice(0, 3)) console.log(`      ${sample}`);
  }
  console.log(
    `  scores saved as the games showed them: ${load.scoreMismatches.length === 0 ? 'all' : load.scoreMismatches.slice(0, 3).join('; ')}`,
  );
  console.log(
    `  health intake: ${load.healthCounted.problems.length === 0 ? `every report answered 204 is counted (the ${load.healthCounted.versions} versions that ran all along)` : load.healthCounted.problems.join('; ')}`,
  );
  console.log(
    `  canary guard: ${load.guard.ended ? `ended the failing canary (${load.guard.reason})` : load.guard.decided ? 'tested, kept the canary' : 'did not decide'}`,
  );
  console.log(
    `  boards: ${load.tally.problems.length === 0 ? 'every tally equals a full count of its entries' : load.tally.problems.join('; ')}`,
  );
}
