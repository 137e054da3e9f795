// A soak of the family pookalam's callables (part of `pnpm bench --soak-only`, and of the full
// bench): do startFamilyCarpet, joinFamilyCarpet and finishFamilyCarpet stay fast and flat in
// memory over many carpets? Each runs in ONE process of its own, as deployed (the built bundle
// behind the Functions Framework's body parsing: function-server.mjs), its callable protocol and
// an ID token as a page sends them (the token's signature is not checked, as under the Functions
// emulator). Firestore is the emulator, in the soak's own project (soak-data.mjs), with the
// games' current build served and recorded in its release registry, so each finish scores its
// carpet with the pookalam's published scoring, in its sandbox, as in production.
// Each carpet, a few at once: its owner starts it, three others join from its link, the four lay
// their flowers (each stroke with its seat's pace in one batch, as a member's page writes them;
// here by the Admin SDK, so no page is needed), and the owner finishes it under a family name.
// Printed per callable: p50/p95 latency, the answers that were not the expected ones (0 expected),
// and its process's resident memory (RSS) at the start, the middle and the end, as it is and
// after a forced full GC; the target is the HTTP soak's: the second half adds under 25 MB of RSS
// (as it is), and no unexpected answer. Bounded in count and in time. Loopback only.
//   node deploy/bench/family-soak.mjs [carpets [at once]]   alone, with the Firestore emulator up
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { startFunctionServer, unsignedIdToken } from './function-server.mjs';
import { percentile, SECOND_HALF_TARGET_MB } from './soak.mjs';
import { clear, FIRESTORE, PROJECT, registerAdults, seed, servedGames } from './soak-data.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const requireFromFunctions = createRequire(path.join(repoRoot, 'deploy/functions/package.json'));
const CALLABLES = /** @type {const} */ ([
  'startFamilyCarpet',
  'joinFamilyCarpet',
  'finishFamilyCarpet',
]);
const MB = 1024 * 1024;
/** Who joins each carpet from its link, and the flowers each member lays. */
const JOINERS = 3;
const STROKES_EACH = 12;
/** The family names the owners choose: letters only, as every public name is. */
const FAMILY_NAMES = ['The Menons', 'The Nairs', 'The Pillais', 'The Warriers', 'The Kurups'];
/** A carpet's time budget: what is done by then is what is reported. */
const BUDGET_MS = 300_000;

/**
 * @typedef {import('./soak.mjs').Reading} Reading
 * @typedef {{ ms: number[], statuses: Record<string, number>, unexpected: string[] }} Figures
 */

/** @param {string} base @returns {Promise<Reading>} */
async function reading(base) {
  const response = await fetch(`${base}/__bench/memory`);
  return /** @type {Reading} */ (await response.json());
}

/**
 * The soak: `carpets` family carpets, `concurrency` at once, each started, joined, laid and
 * finished through the three callables' processes. The bundle must be built and the Firestore
 * emulator up; the soak's project is emptied afterwards.
 * @param {{ carpets?: number, concurrency?: number, log?: (line: string) => void }} [options]
 */
export async function measureFamilySoak({
  carpets = 120,
  concurrency = 4,
  log = (line) => console.log(`[family soak] ${line}`),
} = {}) {
  await seed(10);
  const games = await servedGames();
  /** @type {typeof import('../../shared/src/family/carpet')} */
  const carpet = await tsImport('../../shared/src/family/carpet.ts', import.meta.url);
  /** @type {typeof import('../../remote-games/src/pookalam/rules')} */
  const { ringsFor } = await tsImport('../../remote-games/src/pookalam/rules.ts', import.meta.url);
  /** @type {typeof import('../../remote-games/src/pookalam/board')} */
  const { createBoard } = await tsImport(
    '../../remote-games/src/pookalam/board.ts',
    import.meta.url,
  );
  // The games version the soak's registry serves: the current build's (remote-games/package.json,
  // as its webpack config names it unless told another).
  const version = /** @type {{ version: string }} */ (
    JSON.parse(readFileSync(path.join(repoRoot, 'remote-games/package.json'), 'utf8'))
  ).version;
  /** @type {import('../../shared/src/family/carpet').CarpetOptions} */
  const options = { symmetry: 8, mode: 'day', day: 3 };
  const cellCount = createBoard(ringsFor(options)).cells.length;

  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE;
  const { initializeApp, deleteApp } = requireFromFunctions('firebase-admin/app');
  const { getFirestore, Timestamp } = requireFromFunctions('firebase-admin/firestore');
  const app = initializeApp({ projectId: PROJECT }, 'family-soak');
  /** @type {import('firebase-admin/firestore').Firestore} */
  const db = getFirestore(app);
  const servers = Object.fromEntries(
    CALLABLES.map((name) => [
      name,
      startFunctionServer(name, { project: PROJECT, firestore: FIRESTORE, callable: true }),
    ]),
  );
  try {
    const ownerOf = (/** @type {number} */ i) => `FamOwner${String(i).padStart(4, '0')}`;
    const joinerOf = (/** @type {number} */ i, /** @type {number} */ k) =>
      `FamJoiner${String(i).padStart(4, '0')}x${k}`;
    // As registration leaves them: adults who accepted the notice, so each carpet goes on the
    // family board when it is finished. The last carpet's family is the warm-up's.
    const uids = Array.from({ length: carpets + 1 }, (_, i) => [
      ownerOf(i),
      ...Array.from({ length: JOINERS }, (_, k) => joinerOf(i, k)),
    ]).flat();
    await registerAdults(db, uids, (uid) => `Soak ${uid.replace(/\d/g, '')}`);
    const base = Object.fromEntries(
      await Promise.all(
        CALLABLES.map(async (name) => [name, `http://127.0.0.1:${await servers[name]?.port}`]),
      ),
    );
    log(`${uids.length} visitors registered; ${CALLABLES.join(', ')} up, one process each`);

    /** @type {Record<string, Figures>} */
    const figures = Object.fromEntries(
      CALLABLES.map((name) => [name, { ms: [], statuses: {}, unexpected: [] }]),
    );
    /**
     * One call as a page makes it; its answer's result, or undefined when it was not a 200.
     * @param {typeof CALLABLES[number]} name
     * @param {string} uid
     * @param {object} data
     */
    const call = async (name, uid, data, counted = true) => {
      const started = performance.now();
      let status = 0;
      /** @type {string} */
      let body;
      try {
        const response = await fetch(`${base[name]}/`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${unsignedIdToken(uid, PROJECT)}`,
          },
          body: JSON.stringify({ data }),
          signal: AbortSignal.timeout(30_000),
        });
        status = response.status;
        body = await response.text();
      } catch (error) {
        body = String(error);
      }
      const figure = /** @type {Figures} */ (figures[name]);
      if (counted) {
        figure.ms.push(performance.now() - started);
        figure.statuses[status] = (figure.statuses[status] ?? 0) + 1;
      }
      if (status !== 200) {
        if (figure.unexpected.length < 10)
          figure.unexpected.push(`${status} ${body.slice(0, 200)}`);
        return undefined;
      }
      return JSON.parse(body)?.result;
    };

    /**
     * A member's flowers, as their page writes them: each stroke with its seat's pace, in one batch,
     * stamped a pace apart.
     * @param {string} carpetId @param {string} uid @param {string} memberId @param {number} seed
     */
    const lay = async (carpetId, uid, memberId, seed) => {
      let at = Date.now();
      for (let n = 0; n < STROKES_EACH; n += 1) {
        at += 150;
        const id = `${memberId}-${n}`;
        const stamp = Timestamp.fromMillis(at);
        const batch = db.batch();
        batch.create(db.doc(carpet.strokePath(carpetId, id)), {
          by: memberId,
          at: stamp,
          cells: [(seed * 7 + n * 13) % cellCount],
          codes: 'abcdefgh'[(seed + n) % 8],
        });
        batch.update(db.doc(carpet.seatPath(carpetId, uid)), { lastAt: stamp, lastStroke: id });
        await batch.commit();
      }
    };

    /** One carpet from start to finish; `counted` false for the warm-up's. */
    const family = async (/** @type {number} */ i, counted = true) => {
      const owner = ownerOf(i);
      const started = await call(
        'startFamilyCarpet',
        owner,
        {
          options,
          remote: 'games',
          version,
          cellCount,
          name: 'Amma',
          requestId: `soak-${i}-${Date.now()}`,
        },
        counted,
      );
      if (!started) return;
      const { carpetId, memberId } = started;
      const members = [{ uid: owner, memberId }];
      for (let k = 0; k < JOINERS; k += 1) {
        const uid = joinerOf(i, k);
        const joined = await call('joinFamilyCarpet', uid, { carpetId, name: 'Appu' }, counted);
        if (joined) members.push({ uid, memberId: joined.memberId });
      }
      await Promise.all(members.map((m, k) => lay(carpetId, m.uid, m.memberId, i * 5 + k)));
      const familyName = FAMILY_NAMES[i % FAMILY_NAMES.length] ?? 'The Menons';
      const finished = await call('finishFamilyCarpet', owner, { carpetId, familyName }, counted);
      if (finished && finished.familyName !== familyName) {
        figures.finishFamilyCarpet?.unexpected.push(`${carpetId}: named ${finished.familyName}`);
      }
    };

    // Warm-up: each process's first call loads the Admin SDK, opens Firestore's connection and
    // (the finish) the scoring's sandbox. Not counted.
    await family(carpets, false);
    const readAll = async () =>
      Object.fromEntries(
        await Promise.all(
          CALLABLES.map(async (name) => [name, await reading(/** @type {string} */ (base[name]))]),
        ),
      );
    const start = await readAll();
    /** @type {Record<string, Reading> | undefined} */
    let middle;
    const half = Math.floor(carpets / 2);
    const began = performance.now();
    let next = 0;
    let done = 0;
    const worker = async (/** @type {number} */ until) => {
      while (next < until && performance.now() - began < BUDGET_MS) {
        const index = next;
        next += 1;
        await family(index);
        done += 1;
      }
    };
    // The middle reading is taken with the first half finished and nothing in flight.
    await Promise.all(Array.from({ length: concurrency }, () => worker(half)));
    middle = await readAll();
    await Promise.all(Array.from({ length: concurrency }, () => worker(carpets)));
    const seconds = (performance.now() - began) / 1000;
    const end = await readAll();
    // Transactions that met another over the same documents, which the Admin SDK ran again.
    const contention = Object.fromEntries(
      await Promise.all(CALLABLES.map(async (name) => [name, await servers[name]?.contention()])),
    );
    if (done < carpets) log(`time budget of ${BUDGET_MS / 1000} s reached after ${done} carpets`);
    return {
      carpets: done,
      planned: carpets,
      concurrency,
      seconds,
      strokesPerCarpet: (JOINERS + 1) * STROKES_EACH,
      callables: Object.fromEntries(
        CALLABLES.map((name) => {
          const figure = /** @type {Figures} */ (figures[name]);
          const at = (/** @type {Record<string, Reading>} */ r) => /** @type {Reading} */ (r[name]);
          const mid = at(middle ?? end);
          return [
            name,
            {
              calls: figure.ms.length,
              p50: percentile(figure.ms, 50),
              p95: percentile(figure.ms, 95),
              statuses: figure.statuses,
              unexpected: figure.unexpected.length,
              unexpectedSamples: figure.unexpected,
              /** @type {Record<string, number>} */
              aborted: contention[name] ?? {},
              memory: { start: at(start), middle: mid, end: at(end), peakRss: at(end).asIs.maxRss },
              secondHalfMb: (at(end).asIs.rss - mid.asIs.rss) / MB,
              secondHalfAfterGcMb: (at(end).afterGc.rss - mid.afterGc.rss) / MB,
            },
          ];
        }),
      ),
    };
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
    await deleteApp(app);
    await games.close();
    await clear();
  }
}

const mib = (/** @type {number} */ bytes) => `${(bytes / MB).toFixed(0)} MB`;

/**
 * Prints the figures, with the targets beside them.
 * @param {Awaited<ReturnType<typeof measureFamilySoak>>} results
 */
export function printFamilySoak(results) {
  console.log('');
  console.log(
    `Family pookalam callables soaked: ${results.carpets} carpets (${results.concurrency} at once, ${JOINERS + 1} members and ${results.strokesPerCarpet} strokes each) in ${results.seconds.toFixed(1)} s, one process per callable on 127.0.0.1 (the built bundle), Firestore on the emulator:`,
  );
  console.log(
    `  RSS at the start / middle / end, as it is and [after a forced full GC]; targets: the second half adds under ${SECOND_HALF_TARGET_MB} MB of RSS (as it is), no unexpected answer`,
  );
  for (const [name, r] of Object.entries(results.callables)) {
    const m = r.memory;
    const met = r.secondHalfMb < SECOND_HALF_TARGET_MB && r.unexpected === 0;
    const aborted = Object.entries(r.aborted)
      .map(([rpc, n]) => `${rpc} ${n}`)
      .join(', ');
    console.log(
      `  ${name.padEnd(19)} ${String(r.calls).padStart(5)} calls: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms; RSS ${mib(m.start.asIs.rss)} / ${mib(m.middle.asIs.rss)} / ${mib(m.end.asIs.rss)} [${mib(m.start.afterGc.rss)} / ${mib(m.middle.afterGc.rss)} / ${mib(m.end.afterGc.rss)}], peak ${mib(m.peakRss)}; second half ${r.secondHalfMb >= 0 ? '+' : ''}${r.secondHalfMb.toFixed(1)} MB; unexpected answers ${r.unexpected}; transactions run again: ${aborted || 'none'}: ${met ? 'met' : 'MISSED'}`,
    );
    for (const sample of r.unexpectedSamples.slice(0, 3)) console.log(`      ${sample}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const carpets = Number(process.argv[2]) || undefined;
  const concurrency = Number(process.argv[3]) || undefined;
  printFamilySoak(await measureFamilySoak({ carpets, concurrency }));
}
