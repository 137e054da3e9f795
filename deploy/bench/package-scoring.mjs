// What scoring a play from its version's published package costs (docs/decisions/053, 054), side
// by side with the pinned path it replaced (the same scoring module evaluated in the function's
// own process and called directly):
// - the scoring step alone: the package's sample plays scored again and again, p50/p95 a call,
//   pinned and sandboxed; and a version's first call on a fresh instance, each time from nothing:
//   its record read, its scoring fetched over HTTP (a loopback server serving the build as
//   Hosting serves a version), its bytes checked, its sandbox started and loaded;
// - submitPlay's handler end to end on the Firestore emulator (when it answers): the play, the
//   visitor's statistics and their board entry written in one transaction, with each path; and the
//   package path again while another version, whose scoring never returns, is played beside it
//   (its sandbox spins out its budget, then rests).
// The build measured is this checkout's remote-games/dist.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import vm from 'node:vm';
import { tsImport } from 'tsx/esm/api';
import { repoRoot } from '../hosting/apps.mjs';

const DIST = path.join(repoRoot, 'remote-games/dist');
const ROUNDS = 60;
const FIRST_CALLS = 8;

/** @param {number[]} values @param {number} p */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
/** @param {number[]} values */
const summary = (values) => ({
  calls: values.length,
  p50: percentile(values, 50),
  p95: percentile(values, 95),
});

/** A version whose scoring never returns, served beside the build: the attack the bench plays. */
const SPINNING = {
  version: '0.0.0-bench-spin',
  scoring: `exports.scoringApi = 1; exports.version = '0.0.0-bench-spin'; exports.scorePlay = function () { for (;;) {} };`,
};

/** The build's files over HTTP, as a version's Hosting folder serves them. @returns {Promise<{ origin: string, close: () => Promise<void> }>} */
async function serveBuild() {
  const server = createServer((request, response) => {
    if (request.url === `/${SPINNING.version}/server/scoring.cjs`) {
      response.writeHead(200).end(SPINNING.scoring);
      return;
    }
    try {
      const file = path.join(
        DIST,
        decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname),
      );
      if (!file.startsWith(DIST)) throw new Error('outside');
      response.writeHead(200).end(readFileSync(file));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * @param {{ firestore?: string }} [options] the Firestore emulator (host:port) for submitPlay's figures
 */
export async function measurePackageScoring({ firestore } = {}) {
  /** @type {typeof import('../game-packages/release-tree')} */
  const { folderPackage } = await tsImport('../game-packages/release-tree.ts', import.meta.url);
  /** @type {typeof import('../game-packages/published-files')} */
  const { fetchPublished, publishedFiles } = await tsImport(
    '../game-packages/published-files.ts',
    import.meta.url,
  );
  /** @type {typeof import('../game-packages/scoring')} */
  const { packageScoring } = await tsImport('../game-packages/scoring.ts', import.meta.url);

  const facts = JSON.parse(readFileSync(path.join(DIST, 'game-package.json'), 'utf8'));
  const { version } = facts;
  /** @type {Array<{ gameId: string, record: unknown, score: number }>} */
  const plays = facts.games.flatMap((/** @type {any} */ game) =>
    game.samples.map((/** @type {any} */ sample) => ({
      gameId: game.id,
      record: sample.record,
      score: sample.score,
    })),
  );
  const served = await serveBuild();
  const { record: local } = await folderPackage(DIST, 'games', version);
  const record = { ...local, base: `${served.origin}/` };
  const { createHash } = await import('node:crypto');
  const spinning = {
    ...record,
    version: SPINNING.version,
    base: `${served.origin}/${SPINNING.version}/`,
    files: { 'server/scoring.cjs': createHash('sha256').update(SPINNING.scoring).digest('hex') },
    package: null,
  };
  const registry = {
    record: async (/** @type {string} */ _remote, /** @type {string} */ asked) =>
      asked === SPINNING.version ? spinning : record,
  };

  // The pinned path: the scoring module's own bytes run in this process, as the functions did.
  /** @type {{ exports: Record<string, unknown> }} */
  const module = { exports: {} };
  vm.runInThisContext(
    `(function (module, exports, require) {${readFileSync(path.join(DIST, 'server/scoring.cjs'), 'utf8')}\n})`,
  )(module, module.exports, () => {
    throw new Error('no require');
  });
  const pinned =
    /** @type {{ scorePlay: (gameId: string, record: unknown) => { score: number } }} */ (
      module.exports
    );

  const sandboxed = packageScoring({ registry, files: publishedFiles(fetchPublished()) });
  const toScore = (/** @type {typeof plays[number]} */ play) => ({
    remote: 'games',
    version,
    gameId: play.gameId,
    record: play.record,
  });
  // Warmed: the sandbox loaded, both paths' code compiled.
  for (const play of plays) {
    pinned.scorePlay(play.gameId, play.record);
    await sandboxed.score(toScore(play));
  }
  /** @type {{ pinned: number[], sandboxed: number[] }} */
  const step = { pinned: [], sandboxed: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const play of plays) {
      let started = performance.now();
      const byPin = pinned.scorePlay(play.gameId, play.record);
      step.pinned.push(performance.now() - started);
      started = performance.now();
      const byPackage = await sandboxed.score(toScore(play));
      step.sandboxed.push(performance.now() - started);
      if (!byPackage.ok || byPackage.score !== byPin.score)
        throw new Error(`the two paths disagree on ${play.gameId}`);
    }
  }
  /** @type {number[]} */
  const first = [];
  for (let n = 0; n < FIRST_CALLS; n += 1) {
    const fresh = packageScoring({ registry, files: publishedFiles(fetchPublished()) });
    const started = performance.now();
    const outcome = await fresh.score(
      toScore(plays[0] ?? { gameId: 'dress', record: {}, score: 0 }),
    );
    first.push(performance.now() - started);
    if (!outcome.ok) throw new Error(`a first call failed: ${outcome.reason}`);
    await fresh.close();
  }

  const result = {
    version,
    scoring: {
      pinned: summary(step.pinned),
      loaded: summary(step.sandboxed),
      firstCall: summary(first),
    },
    /** @type {null | { pinned: ReturnType<typeof summary>, loaded: ReturnType<typeof summary>, underAttack: ReturnType<typeof summary> }} */
    submitPlay: null,
  };
  if (firestore)
    result.submitPlay = await submitPlayFigures({ firestore, plays, version, pinned, sandboxed });
  await sandboxed.close();
  await served.close();
  return result;
}

/**
 * submitPlay's handler with each path, a visitor per play within their burst of plays (the pace
 * is the server's, not the latency's), against the Firestore emulator.
 * @param {{ firestore: string, plays: Array<{ gameId: string, record: unknown, score: number }>, version: string, pinned: { scorePlay: (gameId: string, record: unknown) => { score: number } }, sandboxed: import('../game-packages/scoring').PackageScoring }} options
 */
async function submitPlayFigures({ firestore, plays, version, pinned, sandboxed }) {
  process.env.FIRESTORE_EMULATOR_HOST = firestore;
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  /** @type {typeof import('../functions/src/plays/plays')} */
  const { submitPlay } = await tsImport('../functions/src/plays/plays.ts', import.meta.url);
  /** @type {typeof import('../game-packages/testing/in-process-scoring')} */
  const { inProcessScoring } = await tsImport(
    '../game-packages/testing/in-process-scoring.ts',
    import.meta.url,
  );
  const projectId = `demo-bench-scoring-${Date.now()}`;
  const app = initializeApp({ projectId }, projectId);
  const db = getFirestore(app);
  const byPin = inProcessScoring({ [version]: /** @type {any} */ (pinned) });
  let ids = 0;
  /** @param {unknown} play */
  const submitted = (play) =>
    submitPlay(
      { db, scoring: sandboxed, now: () => new Date(), newId: () => `b${(ids += 1)}` },
      'attacker',
      { play },
    ).catch(() => undefined);
  /** @param {import('../game-packages/scoring').PackageScoring} scoring @param {string} who @param {boolean} [attacked] */
  const run = async (scoring, who, attacked = false) => {
    /** @type {number[]} */
    const latencies = [];
    for (let visitor = 0; visitor < 10; visitor += 1) {
      for (const play of plays) {
        // Beside each honest play, one of the version whose scoring never returns.
        if (attacked) {
          void submitted({
            gameId: 'dress',
            score: 1,
            maxScore: 100,
            durationMs: 30_000,
            evidence: { version: SPINNING.version, record: {} },
          });
        }
        const started = performance.now();
        await submitPlay(
          { db, scoring, now: () => new Date(), newId: () => `b${(ids += 1)}` },
          `${who}-${visitor}`,
          {
            play: {
              gameId: play.gameId,
              score: play.score,
              maxScore: 100,
              durationMs: 30_000,
              evidence: { version, record: play.record },
            },
          },
        );
        latencies.push(performance.now() - started);
      }
    }
    return summary(latencies);
  };
  // Side by side: each path in turn, twice, the first round of each a warm-up.
  await run(byPin, 'warm-pinned');
  await run(sandboxed, 'warm-package');
  const figures = {
    pinned: await run(byPin, 'pinned'),
    loaded: await run(sandboxed, 'package'),
    underAttack: await run(sandboxed, 'attacked', true),
  };
  await deleteApp(app);
  return figures;
}

/** @param {Awaited<ReturnType<typeof measurePackageScoring>>} figures */
export function printPackageScoring(figures) {
  const line = (
    /** @type {string} */ label,
    /** @type {{ calls: number, p50: number, p95: number }} */ s,
  ) =>
    `  ${label.padEnd(34)} p50 ${s.p50.toFixed(2).padStart(7)} ms  p95 ${s.p95.toFixed(2).padStart(7)} ms  (${s.calls} calls)`;
  console.log(
    `[bench] scoring a play of games ${figures.version} from its package, beside the pinned path`,
  );
  console.log(line('scoring step, pinned (in process)', figures.scoring.pinned));
  console.log(line('scoring step, package (sandboxed)', figures.scoring.loaded));
  console.log(line("a version's first call on an instance", figures.scoring.firstCall));
  if (figures.submitPlay) {
    console.log(line('submitPlay, pinned', figures.submitPlay.pinned));
    console.log(line('submitPlay, package (loaded)', figures.submitPlay.loaded));
    console.log(line('  … with a spinning version beside', figures.submitPlay.underAttack));
    console.log(
      `  submitPlay with the package: ${(figures.submitPlay.loaded.p50 / figures.submitPlay.pinned.p50).toFixed(2)}x the pinned p50, ${(figures.submitPlay.loaded.p95 / figures.submitPlay.pinned.p95).toFixed(2)}x its p95`,
    );
  }
}

// `node deploy/bench/package-scoring.mjs [--firestore=127.0.0.1:8080]`: the figures alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const firestore = process.argv
    .find((arg) => arg.startsWith('--firestore='))
    ?.slice('--firestore='.length);
  printPackageScoring(await measurePackageScoring(firestore ? { firestore } : {}));
  process.exit(0);
}
