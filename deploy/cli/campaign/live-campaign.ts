// Environments whose live campaign is in Firestore (docs/decisions/034): an environment
// folder with a `live.json` naming its Firebase project. There, every command of `pnpm campaign`
// reads and changes the live revision through the Admin SDK and changeCampaign's own code
// (shared/src/campaign-ops/live-desk.ts): the same checks, the same optimistic concurrency and the
// same revision record as the operators' console. The folder's campaign.json is then only the
// manifest `pnpm operators go-live` first put live, and `local` stays a file, as before.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CampaignChange } from '@onam/shared/manifest/campaign-change';
import { parseCampaignManifest, type CampaignManifest } from '@onam/shared/manifest/schema';
import { deskOn, type LiveDesk } from '@onam/shared/campaign-ops/live-desk';
import { fetchPublished, publishedFiles } from '../../game-packages/published-files';
import { firestoreRegistry, keptRegistry } from '../../game-packages/registry';
import { versionChecker } from '../../game-packages/version-checks';
import { localHostDrawing } from './host-drawing';
import { checkLive } from '@onam/shared/campaign-ops/live-check';
import { EditError, type ManifestJson } from '@onam/shared/campaign-ops/manifest-edit';

/** The file that makes an environment live in Firestore: `{ "project": "<firebase project id>" }`. */
export const LIVE_TARGET_FILE = 'live.json';

/** A Firebase project id: 6 to 30 lower-case letters, digits and hyphens, starting with a letter. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

export interface LiveTarget {
  project: string;
  file: string;
}

/** The environment's Firestore project, or null for an environment kept in its file. */
export function liveTargetOf(envDir: string): LiveTarget | null {
  const file = path.join(envDir, LIVE_TARGET_FILE);
  if (!existsSync(file)) return null;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new EditError(`${file} is not JSON: ${String(error)}`);
  }
  const project = (value as { project?: unknown } | null)?.project;
  if (typeof project !== 'string' || !PROJECT_ID.test(project)) {
    throw new EditError(
      `${file} must name the environment's Firebase project, as { "project": "<project id>" }`,
    );
  }
  return { project, file };
}

/** Opens the desk of a project as an author; replaced in tests. */
export type OpenDesk = (project: string, author: string, timeoutMs: number) => Promise<LiveDesk>;

/**
 * The desk of a Firebase project, with the Admin SDK's usual credentials
 * (GOOGLE_APPLICATION_CREDENTIALS, or gcloud's application-default login); with
 * FIRESTORE_EMULATOR_HOST set, the emulator's. The SDK loads only for a live environment.
 */
export const openProjectDesk: OpenDesk = async (project, author, timeoutMs) => {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app =
    getApps().find((known) => known.name === project) ??
    initializeApp({ projectId: project }, project);
  const db = getFirestore(app);
  // The versions a change puts live, checked as changeCampaign checks them in the functions: from
  // the environment's registry and the files its sites serve, drawn with this checkout's host build.
  const checkVersions = versionChecker({
    registry: keptRegistry(firestoreRegistry(db)),
    files: publishedFiles(fetchPublished()),
    drawing: localHostDrawing,
  });
  return deskOn(db, author, (manifest) => checkLive(manifest, { timeoutMs }), checkVersions);
};

/** What the environment's live revision is, for the commands that read or change it. */
export interface LiveState {
  revision: number;
  manifest: CampaignManifest;
  json: ManifestJson;
  author: string;
  time: string;
}

/** Nothing is live yet in the environment's project: the message says how the first goes live. */
export class NothingLive extends Error {
  override name = 'NothingLive';
}

/** The live revision, or NothingLive saying how the first one goes live. */
export async function liveState(
  desk: LiveDesk,
  env: string,
  target: LiveTarget,
): Promise<LiveState> {
  const live = await desk.live();
  if (!live) {
    throw new NothingLive(
      `nothing is live yet in project ${target.project} ("${env}"): put the first manifest live with ` +
        `pnpm operators go-live deploy/campaigns/${env}/campaign.json --as <your email> --project ${target.project}`,
    );
  }
  const json = JSON.parse(live.manifest) as ManifestJson;
  const parsed = parseCampaignManifest(json);
  if (!parsed.ok) {
    // changeCampaign never writes one; say so rather than guess.
    throw new EditError(
      `the live revision ${live.revision} fails the schema: ${parsed.problems.join('; ')}`,
    );
  }
  return {
    revision: live.revision,
    manifest: parsed.manifest,
    json,
    author: live.author,
    time: live.time,
  };
}

/** A server refusal (an HttpsError from changeCampaign) as the operator's words. */
export function refusalOf(error: unknown): { code: string; message: string } | null {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  // The callable codes changeCampaign refuses with ('failed-precondition', 'aborted', …).
  if (!/^[a-z]+(-[a-z]+)*$/.test(code) || code.startsWith('auth/')) return null;
  return { code, message };
}

/** The change a command makes, given the live manifest (a festival day by name needs it). */
export type MakeChange = (live: ManifestJson) => CampaignChange | Promise<CampaignChange>;
