// The live campaign as the campaign CLI reaches it for an environment whose campaign is in
// Firestore (deploy/campaigns/<env>/live.json, issue 20): through the Admin SDK and the very code
// of the changeCampaign function, so a change from a terminal is checked, serialised and recorded
// exactly as one from the console.
import type { Firestore } from 'firebase-admin/firestore';
import type {
  ChangeCampaignRequest,
  ChangeCampaignResponse,
} from '@onam/shared/manifest/campaign-change';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import {
  changeCampaign,
  LIVE_DOC,
  readLive,
  type LiveDoc,
  type RevisionDoc,
} from './campaign-live';

export interface LiveDesk {
  /** The live pointer, undefined when nothing is live yet. */
  live(): Promise<LiveDoc | undefined>;
  /** Every revision, oldest first. */
  history(): Promise<RevisionDoc[]>;
  change(request: ChangeCampaignRequest): Promise<ChangeCampaignResponse>;
}

/** The desk on a Firestore handle, changing as `author` (their email, for the record). */
export function deskOn(
  db: Firestore,
  author: string,
  checkRemotes: (manifest: CampaignManifest) => Promise<string[]>,
): LiveDesk {
  return {
    live: () => readLive(db),
    async history() {
      const snapshot = await db.collection(`${LIVE_DOC}/revisions`).orderBy('revision').get();
      return snapshot.docs.map((doc) => doc.data() as RevisionDoc);
    },
    change: (request) =>
      changeCampaign(
        { db, now: () => new Date(), checkRemotes },
        { uid: 'campaign-cli', email: author, operator: true },
        request,
      ),
  };
}

/**
 * The desk of a Firebase project, with the Admin SDK's usual credentials
 * (GOOGLE_APPLICATION_CREDENTIALS, or gcloud's application-default login); with
 * FIRESTORE_EMULATOR_HOST set, the emulator's.
 */
export async function projectDesk(
  project: string,
  author: string,
  checkRemotes: (manifest: CampaignManifest) => Promise<string[]>,
): Promise<LiveDesk> {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app =
    getApps().find((known) => known.name === project) ??
    initializeApp({ projectId: project }, project);
  return deskOn(getFirestore(app), author, checkRemotes);
}
