/** Waits before retry n (0-based): 300 ms, 900 ms, … so a flaky phone network gets a second chance. */
export function backoffMs(attempt: number): number {
  return 300 * 3 ** attempt;
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * fetch with retries on network errors and 5xx answers. A 4xx is final: retrying a missing file
 * only delays the message the visitor needs.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  retries: number,
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetcher(url, init);
      if (response.status < 500 || attempt >= retries) return response;
    } catch (error) {
      if (attempt >= retries) throw error;
    }
    await wait(backoffMs(attempt));
  }
}
