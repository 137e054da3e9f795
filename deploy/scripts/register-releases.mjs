// This machine's release tree in the Firestore emulator's release registry (docs/decisions/054):
// each published version (deploy/releases) and each remote's current build (its dist/), served by
// the preview, recorded as `pnpm release` records a new one, so that the functions on the
// emulators score their plays and draw their pages. Run when the emulated backend starts.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { tsImport } from 'tsx/esm/api';
import { DEMO_PROJECT } from '../hosting/apps.mjs';
import { localReleaseTree } from '../hosting/renderer.mjs';

/**
 * Records every version of the local tree in the emulator at `firestore` (host:port), served
 * `portOffset` ports above the remotes' own (the bench serves them there).
 * @param {{ firestore: string, log?: (line: string) => void, portOffset?: number }} options
 * @returns {Promise<string[]>} what was recorded, a line each
 */
export async function registerLocalReleases({ firestore, log = () => undefined, portOffset = 0 }) {
  /** @type {typeof import('../game-packages/release-tree')} */
  const { releaseTreeRecords } = await tsImport(
    '../game-packages/release-tree.ts',
    import.meta.url,
  );
  /** @type {typeof import('../game-packages/registry')} */
  const { registerRelease } = await tsImport('../game-packages/registry.ts', import.meta.url);
  // The Admin SDK finds the emulator by this variable, read when its Firestore is first made.
  const before = process.env.FIRESTORE_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST = firestore;
  const app = initializeApp({ projectId: DEMO_PROJECT }, `register-releases-${Date.now()}`);
  const lines = [];
  try {
    const db = getFirestore(app);
    for (const record of await releaseTreeRecords(localReleaseTree(portOffset))) {
      const named = `${record.remote} ${record.version}`;
      try {
        const status = await registerRelease(db, record);
        lines.push(
          `${named} ${status === 'already-registered' ? 'already recorded' : 'recorded'} (${record.base})`,
        );
      } catch (error) {
        lines.push(
          `${named} not recorded: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  } finally {
    await deleteApp(app);
    if (before === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = before;
  }
  for (const line of lines) log(`release registry: ${line}`);
  return lines;
}
