/** @jest-environment node */
import {
  localManifestText,
  manifestJson,
  routeEdit,
} from '@onam/shared/manifest/__tests__/manifest-fixture';
import { CAMPAIGN_URL, fetchCampaign, type CampaignFetch } from '../fetch-campaign';
import { validateCampaign } from '../load-campaign';

type Fetcher = jest.Mock<Promise<Response>, [input: RequestInfo | URL, init?: RequestInit]>;

function fetcherAnswering(body: string, status = 200): Fetcher {
  const fetcher: Fetcher = jest.fn();
  return fetcher.mockImplementation(
    async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }),
  );
}

function asFetch(fetcher: Fetcher): typeof fetch {
  return fetcher as unknown as typeof fetch;
}

describe('fetchCampaign', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('downloads /campaign.json without the HTTP cache and returns the parsed JSON', async () => {
    const fetcher = fetcherAnswering(localManifestText());
    const fetched = await fetchCampaign(asFetch(fetcher));
    expect(fetched).toEqual({ ok: true, json: JSON.parse(localManifestText()) });
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith(CAMPAIGN_URL, { cache: 'no-cache' });
    expect(CAMPAIGN_URL).toBe('/campaign.json');
  });

  it('reports an HTTP 404 as unreachable, without retrying', async () => {
    const fetcher = fetcherAnswering('Not found', 404);
    await expect(fetchCampaign(asFetch(fetcher))).resolves.toEqual({
      ok: false,
      failure: 'unreachable',
      problems: ['HTTP 404'],
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('reports a body that is not JSON as unreadable', async () => {
    const fetched = await fetchCampaign(asFetch(fetcherAnswering('<!doctype html><p>Oops</p>')));
    expect(fetched.ok).toBe(false);
    if (fetched.ok) return;
    expect(fetched.failure).toBe('unreadable');
    expect(fetched.problems).toHaveLength(1);
    expect(fetched.problems[0]).toMatch(/SyntaxError/);
  });

  it('reports an empty body as unreadable', async () => {
    await expect(fetchCampaign(asFetch(fetcherAnswering('')))).resolves.toMatchObject({
      ok: false,
      failure: 'unreadable',
    });
  });

  it('retries a network error twice (300 ms, then 900 ms) and then reports it as unreachable', async () => {
    jest.useFakeTimers();
    const fetcher: Fetcher = jest.fn();
    fetcher.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    let settled: CampaignFetch | undefined;
    const result = fetchCampaign(asFetch(fetcher)).then((value) => (settled = value));

    await jest.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(300);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(899);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(settled).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(3);

    await expect(result).resolves.toEqual({
      ok: false,
      failure: 'unreachable',
      problems: ['TypeError: Failed to fetch'],
    });
  });

  it('recovers when the network comes back during the retries', async () => {
    jest.useFakeTimers();
    const fetcher: Fetcher = jest.fn();
    fetcher
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(localManifestText(), { status: 200 }));
    const result = fetchCampaign(asFetch(fetcher));
    await jest.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toMatchObject({ ok: true });
  });

  it('reports a 503 that persists through the retries as unreachable with its status', async () => {
    jest.useFakeTimers();
    const fetcher = fetcherAnswering('busy', 503);
    const result = fetchCampaign(asFetch(fetcher));
    await jest.advanceTimersByTimeAsync(300 + 900);
    await expect(result).resolves.toEqual({
      ok: false,
      failure: 'unreachable',
      problems: ['HTTP 503'],
    });
    expect(fetcher).toHaveBeenCalledTimes(3);
  });
});

describe('validateCampaign', () => {
  it('accepts the local manifest fetched as JSON', async () => {
    const loaded = validateCampaign(
      await fetchCampaign(asFetch(fetcherAnswering(localManifestText()))),
    );
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.manifest.brand.product).toBe('Onam Utsavam');
    expect(loaded.manifest.routes['/game']?.module).toBe('pookalam');
  });

  it('passes a fetch failure through unchanged', async () => {
    const fetched = await fetchCampaign(asFetch(fetcherAnswering('Not found', 404)));
    expect(validateCampaign(fetched)).toEqual({
      ok: false,
      failure: 'unreachable',
      problems: ['HTTP 404'],
    });

    const unreadable: CampaignFetch = {
      ok: false,
      failure: 'unreadable',
      problems: ['SyntaxError: x'],
    };
    expect(validateCampaign(unreadable)).toEqual(unreadable);
  });

  it('reports JSON that fails the schema as invalid, listing every problem', async () => {
    const body = JSON.stringify(
      manifestJson((manifest) => {
        Object.assign(manifest, { schemaVersion: 2 });
        manifest.brand.themeColor = 'green';
      }),
    );
    const loaded = validateCampaign(await fetchCampaign(asFetch(fetcherAnswering(body))));
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.failure).toBe('invalid');
    expect(loaded.problems).toEqual([
      'schemaVersion: schemaVersion must be 1',
      'brand.themeColor: must be a colour like #1b5e20',
    ]);
  });

  // Regression: a non-URL entry once made validation throw, so no error page was shown.
  it('reports a remote entry that is not a URL as invalid instead of throwing', () => {
    const json = manifestJson((manifest) => {
      const games = manifest.remotes.games;
      if (games) games.entry = 'games remote';
    });
    expect(validateCampaign({ ok: true, json })).toMatchObject({ ok: false, failure: 'invalid' });
  });

  it('reports valid JSON that is not a manifest at all as invalid', () => {
    const loaded = validateCampaign({ ok: true, json: ['not', 'a', 'manifest'] });
    expect(loaded).toMatchObject({ ok: false, failure: 'invalid' });
    if (loaded.ok) return;
    expect(loaded.problems.length).toBeGreaterThan(0);
  });

  it('reports a route naming an unknown remote as invalid', () => {
    const json = manifestJson(routeEdit('/talk', { remote: 'voices' }));
    const loaded = validateCampaign({ ok: true, json });
    expect(loaded).toEqual({
      ok: false,
      failure: 'invalid',
      problems: ['routes./talk.remote: names remote "voices", which is not in remotes'],
    });
  });
});

describe('the last known good manifest', () => {
  function memory(initial?: unknown) {
    let stored = initial;
    return {
      read: () => stored,
      write: jest.fn((json: unknown) => {
        stored = json;
      }),
      stored: () => stored,
    };
  }
  const live = JSON.parse(localManifestText()) as unknown;

  it('remembers a manifest that passed validation', () => {
    const kept = memory();
    const load = validateCampaign({ ok: true, json: live }, kept);
    expect(load).toMatchObject({ ok: true, source: 'network' });
    expect(kept.stored()).toEqual(live);
  });

  it('opens the site with the remembered manifest when the network cannot answer', () => {
    const load = validateCampaign(
      { ok: false, failure: 'unreachable', problems: ['TypeError: Failed to fetch'] },
      memory(live),
    );
    expect(load).toMatchObject({ ok: true, source: 'last-known-good' });
  });

  it('still reports an unreachable manifest when nothing valid was remembered', () => {
    const failure: CampaignFetch = { ok: false, failure: 'unreachable', problems: ['offline'] };
    expect(validateCampaign(failure, memory())).toEqual(failure);
    expect(validateCampaign(failure, memory({ schemaVersion: 'nonsense' }))).toEqual(failure);
  });

  it('does not hide an invalid or unreadable live manifest behind the remembered one', () => {
    const kept = memory(live);
    const invalid = validateCampaign({ ok: true, json: { nonsense: true } }, kept);
    expect(invalid).toMatchObject({ ok: false, failure: 'invalid' });
    expect(kept.write).not.toHaveBeenCalled();
    const unreadable: CampaignFetch = { ok: false, failure: 'unreadable', problems: ['bad json'] };
    expect(validateCampaign(unreadable, kept)).toEqual(unreadable);
  });
});
