import { fetchWithRetry } from '../federation/retry';
import { serverTimeFrom, type ServerTimeSample } from './trusted-clock';

export const CAMPAIGN_URL = '/campaign.json';

/**
 * A download of /campaign.json. `serverTime` is the server's clock from the response's Date
 * header (any answer, even a 404, tells the time), absent when there was no plausible one.
 */
export type CampaignFetch = (
  | { ok: true; json: unknown }
  | { ok: false; failure: 'unreachable' | 'unreadable'; problems: string[] }
) & { serverTime?: ServerTimeSample };

export interface FetchCampaignOptions {
  /** Retries on a network error or a 5xx: the first load retries, a background re-read need not. */
  retries?: number;
  /** The device clock, to pair with the server's Date header. */
  deviceNow?: () => number;
}

/**
 * Downloads /campaign.json, revalidated with the server every time (`no-cache`: an unchanged
 * manifest costs a 304). It runs before the federation async boundary, so it must not import any
 * shared module (validation happens in load-campaign.ts, after the boundary). Never throws.
 */
export async function fetchCampaign(
  fetcher: typeof fetch = fetch,
  { retries = 2, deviceNow = Date.now }: FetchCampaignOptions = {},
): Promise<CampaignFetch> {
  let response: Response;
  try {
    response = await fetchWithRetry(CAMPAIGN_URL, { cache: 'no-cache' }, retries, fetcher);
  } catch (error) {
    return { ok: false, failure: 'unreachable', problems: [String(error)] };
  }
  const serverTime = serverTimeFrom(response.headers, deviceNow());
  const timed = serverTime ? { serverTime } : {};
  if (!response.ok) {
    return { ok: false, failure: 'unreachable', problems: [`HTTP ${response.status}`], ...timed };
  }
  try {
    return { ok: true, json: await response.json(), ...timed };
  } catch (error) {
    return { ok: false, failure: 'unreadable', problems: [String(error)], ...timed };
  }
}
