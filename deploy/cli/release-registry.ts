// Where `pnpm release` records a version in the release registry (docs/decisions/054), with the
// Admin SDK: the only writer, since the rules refuse every client.
// - On this machine: the Firestore emulator's (project demo-onam), when it runs (`pnpm start`,
//   `pnpm test`), the version served by the preview at `<remote's origin>/<version>/`.
// - For an environment: `--project <id> --origin <the remote's site>`, with the Admin SDK's usual
//   credentials, once the version's files are on that site (the remote's Hosting deploy): its
//   checks run first on the files as visitors will get them, and a version that fails them is not
//   recorded.
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import type { ReleaseRecord } from '@onam/shared/contracts/release-record';
import { DEMO_PROJECT } from '../hosting/apps.mjs';
import { checkPackage, type CheckReport } from '../game-packages/checks';
import { fetchPublished, publishedFiles } from '../game-packages/published-files';
import { registerRelease } from '../game-packages/registry';

/** A registry a version can be recorded in, and where it is, for the person releasing. */
export interface Registrar {
  where: string;
  /** The address a version of `remote` is served at there: its folder, ending in `/`. */
  base(remote: string, version: string): string;
  /** The checks on the record's files as served (an environment's; none on this machine). */
  check?(record: ReleaseRecord): Promise<CheckReport>;
  register(record: ReleaseRecord): Promise<'registered' | 'already-registered' | 'replaced'>;
  close(): Promise<void>;
}

export const FIRESTORE_EMULATOR = '127.0.0.1:8080';

/** Whether the Firestore emulator answers where the scripts start it. */
async function emulatorAnswers(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

function registrarOn(
  app: App,
  where: string,
  base: Registrar['base'],
  checked: boolean,
): Registrar {
  const db = getFirestore(app);
  return {
    where,
    base,
    ...(checked
      ? {
          check: (record: ReleaseRecord) =>
            checkPackage(
              { registry: { record: async () => record }, files: publishedFiles(fetchPublished()) },
              record.remote,
              record.version,
            ),
        }
      : {}),
    register: (record) => registerRelease(db, record),
    close: () => deleteApp(app),
  };
}

/**
 * The registry to record in: an environment's with `project` (and its remote's `origin`), else
 * this machine's emulator when it answers, else none.
 */
export async function releaseRegistrar({
  project,
  origin,
  previewOrigins,
}: {
  project?: string;
  origin?: string;
  /** Each remote's origin where the preview serves it ({ games: 'http://localhost:3001' }). */
  previewOrigins: Readonly<Record<string, string>>;
}): Promise<Registrar | null> {
  if (project) {
    if (!origin || !/^https:\/\/[^/?#]+$/.test(origin)) {
      throw new Error(
        `--project needs --origin, the https origin the remote's versions are served at (https://games.example)`,
      );
    }
    const app = initializeApp({ projectId: project }, `release-${project}`);
    return registrarOn(
      app,
      `the release registry of ${project}`,
      (_remote, version) => `${origin}/${version}/`,
      true,
    );
  }
  const emulator = process.env.FIRESTORE_EMULATOR_HOST ?? FIRESTORE_EMULATOR;
  if (!(await emulatorAnswers(emulator))) return null;
  process.env.FIRESTORE_EMULATOR_HOST = emulator;
  const app = initializeApp({ projectId: DEMO_PROJECT }, 'release-local');
  return registrarOn(
    app,
    `the Firestore emulator's release registry (${emulator})`,
    (remote, version) => `${previewOrigins[remote] ?? ''}/${version}/`,
    false,
  );
}
