// The live campaign on the server: the operators' changeCampaign callable, whose checks and
// revisions are the campaign's own (shared/src/campaign-ops/live-revisions.ts), and the answer to
// GET /campaign.json.
import {
  CampaignRefusal,
  changeCampaign as changeLiveCampaign,
  type CampaignDeps,
  type Caller,
  type LiveDoc,
} from '@onam/shared/campaign-ops/live-revisions';
import type { ChangeCampaignResponse } from '@onam/shared/manifest/campaign-change';
import { refuse } from '../common/refusals';

/** An operator's change, refused as the callable refuses: an HttpsError with the operator's words. */
export async function changeCampaign(
  deps: CampaignDeps,
  caller: Caller,
  data: unknown,
): Promise<ChangeCampaignResponse> {
  try {
    return await changeLiveCampaign(deps, caller, data);
  } catch (error) {
    if (error instanceof CampaignRefusal) throw refuse(error.code, error.message);
    throw error;
  }
}

export interface CampaignAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * How the CDN may keep `/campaign.json`: browsers revalidate every time (the host's re-reads are
 * conditional), the CDN answers from its copy for 30 s and then revalidates in the background for
 * 30 s more, and when this function fails it keeps serving its last good copy for a day. A million
 * visitors an hour then cost the origin a few requests a minute per CDN location.
 */
export const CAMPAIGN_CACHE_CONTROL =
  'public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=86400';

/**
 * The answer to GET /campaign.json: the live revision's manifest, byte for byte, with its ETag
 * (a 304 for a browser or CDN that has it). Nothing live, or Firestore failing or not answering in
 * time, is a 503 that nobody caches, so the CDN keeps its last good copy (stale-if-error) and the
 * host keeps the manifest it has.
 */
export async function answerCampaignJson(
  /**
   * The live pointer (readLive), bounded in functions.ts: one read at a time shared by the requests
   * that wait on it, with a timeout, and nothing kept after it answers, since an operator's tools
   * read the revision back straight after a change (the CDN's 30 s is the only delay visitors see).
   */
  live: () => Promise<LiveDoc | undefined>,
  request: { method: string; ifNoneMatch?: string },
  /** Told when Firestore could not be read: a 503 the CDN hides must still reach the logs. */
  onReadFailure: (error: unknown) => void = () => undefined,
): Promise<CampaignAnswer> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return { status: 405, headers: { allow: 'GET, HEAD', 'cache-control': 'no-store' }, body: '' };
  }
  let doc: LiveDoc | undefined;
  try {
    doc = await live();
  } catch (error) {
    onReadFailure(error);
    doc = undefined;
  }
  if (!doc) {
    return {
      status: 503,
      headers: { 'cache-control': 'no-store', 'content-type': 'text/plain; charset=utf-8' },
      body: 'The campaign manifest is not available just now.\n',
    };
  }
  const headers = {
    'cache-control': CAMPAIGN_CACHE_CONTROL,
    etag: doc.etag,
    'content-type': 'application/json; charset=utf-8',
  };
  const known = (request.ifNoneMatch ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(doc.etag)) return { status: 304, headers, body: '' };
  return { status: 200, headers, body: request.method === 'HEAD' ? '' : doc.manifest };
}
