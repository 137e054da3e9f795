import type { http } from '@onam/shared/network/http-client';
import { fetchCampaign, type CampaignFetch } from './fetch-campaign';

type HttpClient = typeof http;

/**
 * A `fetch` made of the site's one HTTP client (`@onam/shared/network/http-client`): its base
 * address, its Accept header, its time limit per attempt, its retries of a 5xx or a lost answer
 * with jitter (a TV spot sends everyone back at once), and the loading bar's count of requests in
 * flight. An HTTP error comes back as a response, as from `fetch`, so the caller can read the
 * Date header of any answer.
 */
export function fetchThrough(client: HttpClient): typeof fetch {
  return async (input, init) => {
    try {
      return await client.get(input instanceof Request ? input : String(input), {
        cache: init?.cache,
        signal: init?.signal,
      });
    } catch (error) {
      // ky's HTTPError, thrown once its retries are spent: the answer itself, as fetch gives it.
      if (isHttpError(error)) return error.response;
      throw error;
    }
  };
}

function isHttpError(error: unknown): error is { response: Response } {
  return (
    error instanceof Error &&
    error.name === 'HTTPError' &&
    'response' in error &&
    error.response instanceof Response
  );
}

const siteClient = () =>
  import(/* webpackChunkName: "http-client" */ '@onam/shared/network/http-client').then(
    ({ http }) => http,
  );

/**
 * The re-reads of /campaign.json once the app is running (on each navigation and every 60 s),
 * through the site's HTTP client; it is loaded with the first re-read, after the first paint, so
 * the first load (which runs before the federation boundary, with plain fetch) does not carry it.
 * Never throws: a client that cannot load is an unreachable manifest, and the current one stays.
 */
export async function rereadCampaign(
  client: () => Promise<HttpClient> = siteClient,
): Promise<CampaignFetch> {
  let http: HttpClient;
  try {
    http = await client();
  } catch (error) {
    return { ok: false, failure: 'unreachable', problems: [String(error)] };
  }
  // The client retries; fetchCampaign must not multiply its attempts.
  return fetchCampaign(fetchThrough(http), { retries: 0 });
}
