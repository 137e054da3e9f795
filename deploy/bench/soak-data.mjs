// The soak's data (soak.mjs, load.mjs): a project of its own on the Firestore emulator, seeded
// with a live campaign running a canary of the games remote and saved plays, the remotes' current
// builds served and recorded in its release registry, and emptied afterwards.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFunctionServer } from './function-server.mjs';
import { tsImport } from 'tsx/esm/api';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const functionsDir = path.join(repoRoot, 'deploy/functions');
/** A project of the soak's own in the shared emulator: nobody else's documents are touched. */
export const PROJECT = 'demo-soak';
export const FIRESTORE = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';

/** The canary the soaked campaign runs (its guard needs 200 loads a side before it tests). */
export const SOAK_CANARY = {
  entry: 'http://localhost:3001/0.2.0/mf-manifest.json',
  version: '0.2.0',
  percent: 10,
  guard: { margin: 0.02, minLoads: 200 },
};

export const GREETINGS = ['onashamsakal', 'hrudayam', 'ponnonam', 'thiruvonam', 'maveli'];
export const GAMES = ['dress', 'pookalam', 'sadya'];

/** @param {number} i */
export const nameOf = (i) => (i % 3 === 0 ? `അനു ${i}` : `Soak Visitor ${i}`);

// ---------------------------------------------------------------------------------------------
// The data: a live campaign and saved plays in the soak's project.

const requireFromFunctions = createRequire(path.join(functionsDir, 'package.json'));

/** @param {number} plays */
export async function seed(plays) {
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
export const shareIdOf = (kind, i) => `${kind}${String(i).padStart(22 - kind.length, '0')}`;

/** Deletes every document of the soak's project. */
export async function clear() {
  const response = await fetch(
    `http://${FIRESTORE}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`clearing the soak's project failed: ${response.status}`);
}

/**
 * Visitors as registration leaves them: adults who accepted the current notice, so their plays and
 * their families' carpets reach the public boards. Written 400 to a batch.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string[]} uids
 * @param {(uid: string) => string} displayName
 */
export async function registerAdults(db, uids, displayName) {
  /** @type {typeof import('../../shared/src/backend/privacy')} */
  const { PRIVACY_NOTICE_VERSION } = await tsImport(
    '../../shared/src/backend/privacy.ts',
    import.meta.url,
  );
  for (let start = 0; start < uids.length; start += 400) {
    const batch = db.batch();
    for (const uid of uids.slice(start, start + 400)) {
      const now = new Date();
      batch.set(db.doc(`profiles/${uid}`), {
        displayName: displayName(uid),
        district: 'kollam',
        newsletter: false,
        createdAt: now,
        ageBand: 'adult',
        consent: { notice: PRIVACY_NOTICE_VERSION, noticeAt: now, newsletterAt: now },
      });
    }
    await batch.commit();
  }
}

/** The ports the soak serves the remotes on: above the preview's and the bench's. */
export const SOAK_PORT_OFFSET = 1300;

/** The remotes' current builds served, and recorded in the soak project's release registry. */
export async function servedGames() {
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
export async function designOf() {
  const server = startFunctionServer('ogImage', { project: PROJECT, firestore: FIRESTORE });
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
