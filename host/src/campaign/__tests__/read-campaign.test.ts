/** @jest-environment node */
import { createInflightTracker } from '@onam/shared/network/inflight';
import { createHttpClient, HTTP_ACCEPT } from '@onam/shared/network/http-client';
import { rereadCampaign } from '../read-campaign';

const manifest = { schemaVersion: 1, note: 'a manifest as the server sent it' };
const DATE = 'Tue, 25 Aug 2026 04:00:00 GMT';

function site(answers: (() => Response)[]) {
  const requests: Request[] = [];
  const tracker = createInflightTracker();
  const seen: number[] = [];
  tracker.subscribe((count) => seen.push(count));
  const client = createHttpClient({
    baseUrl: 'http://festival.test/',
    tracker,
    retry: 1,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      const answer = answers.shift();
      if (!answer) throw new TypeError('Failed to fetch');
      return answer();
    },
  });
  return { requests, seen, read: () => rereadCampaign(async () => client) };
}

describe("re-reading the campaign manifest through the site's HTTP client", () => {
  it("asks for JSON, revalidates, counts in the loading bar and reads the server's date", async () => {
    const { requests, seen, read } = site([
      () => Response.json(manifest, { headers: { date: DATE } }),
    ]);
    const fetched = await read();
    expect(fetched).toMatchObject({ ok: true, json: manifest });
    expect(fetched.serverTime).toBeDefined();
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe('http://festival.test/campaign.json');
    expect(request?.headers.get('accept')).toBe(HTTP_ACCEPT);
    expect(request?.cache).toBe('no-cache');
    expect(seen).toEqual([1, 0]);
  });

  it('tries a server error again once, as the client does for every GET', async () => {
    const { requests, read } = site([
      () => new Response('busy', { status: 503 }),
      () => Response.json(manifest),
    ]);
    await expect(read()).resolves.toMatchObject({ ok: true, json: manifest });
    expect(requests).toHaveLength(2);
  });

  it('keeps the current manifest on a 404, and still learns the time from its Date', async () => {
    const { read } = site([
      () => new Response('not here', { status: 404, headers: { date: DATE } }),
    ]);
    const fetched = await read();
    expect(fetched).toMatchObject({ ok: false, failure: 'unreachable', problems: ['HTTP 404'] });
    expect(fetched.serverTime).toBeDefined();
  });

  it('never throws: a dropped connection or a client that cannot load is "unreachable"', async () => {
    await expect(site([]).read()).resolves.toMatchObject({ ok: false, failure: 'unreachable' });
    await expect(
      rereadCampaign(() => Promise.reject(new Error('ChunkLoadError'))),
    ).resolves.toMatchObject({ ok: false, failure: 'unreachable' });
  });
});
