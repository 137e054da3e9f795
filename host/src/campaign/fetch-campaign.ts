import { fetchWithRetry } from '../federation/retry';

export const CAMPAIGN_URL = '/campaign.json';

export type CampaignFetch =
  | { ok: true; json: unknown }
  | { ok: false; failure: 'unreachable' | 'unreadable'; problems: string[] };

/**
 * Downloads /campaign.json. It runs before the federation async boundary, so it must not import any
 * shared module (validation happens in load-campaign.ts, after the boundary). Never throws.
 */
export async function fetchCampaign(fetcher: typeof fetch = fetch): Promise<CampaignFetch> {
  let response: Response;
  try {
    response = await fetchWithRetry(CAMPAIGN_URL, { cache: 'no-cache' }, 2, fetcher);
  } catch (error) {
    return { ok: false, failure: 'unreachable', problems: [String(error)] };
  }
  if (!response.ok) {
    return { ok: false, failure: 'unreachable', problems: [`HTTP ${response.status}`] };
  }
  try {
    return { ok: true, json: await response.json() };
  } catch (error) {
    return { ok: false, failure: 'unreadable', problems: [String(error)] };
  }
}
