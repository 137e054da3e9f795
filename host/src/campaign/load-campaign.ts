import { parseCampaignManifest, type CampaignManifest } from '@onam/shared/manifest/schema';
import type { CampaignFetch } from './fetch-campaign';

export type CampaignLoad =
  | { ok: true; manifest: CampaignManifest }
  | { ok: false; failure: 'unreachable' | 'unreadable' | 'invalid'; problems: string[] };

/** Validates a fetched manifest; every failure comes back as a reason the error page can show. */
export function validateCampaign(fetched: CampaignFetch): CampaignLoad {
  if (!fetched.ok) return fetched;
  const parsed = parseCampaignManifest(fetched.json);
  return parsed.ok ? parsed : { ok: false, failure: 'invalid', problems: parsed.problems };
}
