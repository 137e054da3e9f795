import type { Auth } from 'firebase/auth';
import { collection, doc, limit, orderBy, query, type Firestore } from 'firebase/firestore/lite';
import type { Functions } from 'firebase/functions';
import type { ChangeCampaignRequest, ChangeCampaignResponse } from '../../manifest/campaign-change';
import type { CampaignDeskPort, CampaignRevision, LiveCampaign } from '../port';
import { guarded } from './data-errors';
import { callable } from './firebase-services';
import { readDoc, readQuery } from './firestore-reads';
import { CALLABLES, LIVE_CAMPAIGN_DOC } from './server-documents';

/**
 * The operators' console: the live campaign and its history are read as firestore.rules allows an
 * operator; a change goes through the changeCampaign callable, which checks it.
 */
export function createFirebaseCampaignDesk({
  auth,
  db,
  functions,
  signedInUid,
}: {
  auth: Auth;
  db: Firestore;
  functions: Functions;
  signedInUid: () => Promise<string>;
}): CampaignDeskPort {
  const changeCampaign = callable<ChangeCampaignRequest, ChangeCampaignResponse>(
    functions,
    CALLABLES.changeCampaign,
  );
  return {
    isOperator: () =>
      guarded(async () => {
        await signedInUid();
        // A fresh token: a claim granted since the last sign-in counts at once.
        const token = await auth.currentUser?.getIdTokenResult(true);
        return token?.claims.operator === true;
      }),
    live: () =>
      guarded(
        async () =>
          (await readDoc<LiveCampaign>('live campaign', doc(db, LIVE_CAMPAIGN_DOC))) ?? null,
      ),
    history: (count) =>
      guarded(async () =>
        (
          await readQuery<CampaignRevision>(
            'campaign history',
            query(
              collection(db, LIVE_CAMPAIGN_DOC, 'revisions'),
              orderBy('revision', 'desc'),
              limit(count),
            ),
          )
        ).map(({ data }) => ({
          revision: data.revision,
          manifest: data.manifest,
          time: data.time,
          author: data.author,
          command: data.command,
          changes: data.changes,
        })),
      ),
    change: (request) =>
      guarded(async () => {
        await signedInUid();
        return changeCampaign(request);
      }),
  };
}
