// The live campaign as the campaign CLI reaches it for an environment whose campaign is in
// Firestore (deploy/campaigns/<env>/live.json): through the Admin SDK and the very code of the
// changeCampaign function, so a change from a terminal is checked, serialised and recorded exactly
// as one from the console.
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
  type CampaignDeps,
  type RevisionStore,
} from './live-revisions';

export interface LiveDesk {
  /** The live pointer, undefined when nothing is live yet. */
  live(): Promise<LiveDoc | undefined>;
  /** Every revision, oldest first. */
  history(): Promise<RevisionDoc[]>;
  change(request: ChangeCampaignRequest): Promise<ChangeCampaignResponse>;
}

/**
 * The desk on a Firestore handle, changing as `author` (their email, for the record); the
 * versions a change puts live are checked with `checkVersions` (changeCampaign's).
 */
export function deskOn(
  db: RevisionStore,
  author: string,
  checkRemotes: (manifest: CampaignManifest) => Promise<string[]>,
  checkVersions?: CampaignDeps['checkVersions'],
): LiveDesk {
  return {
    live: () => readLive(db),
    async history() {
      const snapshot = await db.collection(`${LIVE_DOC}/revisions`).orderBy('revision').get();
      return snapshot.docs.map((doc) => doc.data() as RevisionDoc);
    },
    change: (request) =>
      changeCampaign(
        { db, now: () => new Date(), checkRemotes, ...(checkVersions ? { checkVersions } : {}) },
        { uid: 'campaign-cli', email: author, operator: true },
        request,
      ),
  };
}
