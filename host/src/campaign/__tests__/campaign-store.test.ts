/** @jest-environment node */
import {
  manifestFixture,
  manifestJson,
  routeEdit,
} from '@onam/shared/manifest/__tests__/manifest-fixture';
import type { CampaignManifest, CampaignManifestInput } from '@onam/shared/manifest/schema';
import {
  createCampaignStore,
  NAVIGATION_WAIT_MS,
  REREAD_INTERVAL_MS,
  type CampaignStoreOptions,
  type PollingEnvironment,
} from '../campaign-store';
import type { CampaignFetch } from '../fetch-campaign';
import { validateCampaign } from '../load-campaign';
import type { ManifestMemory } from '../manifest-memory';
import { createTrustedClock } from '../trusted-clock';

const swapGameToSadya = routeEdit('/game', { module: 'sadya' });
const switchOff = (m: CampaignManifestInput) => {
  m.switchOff = { message: 'Back at six.' };
};

/** A server the test answers for: each read takes what `serve` says at that moment. */
function server(initial: CampaignFetch = { ok: true, json: manifestJson() }) {
  let answer: CampaignFetch | 'hang' = initial;
  const read = jest.fn(async (): Promise<CampaignFetch> => {
    if (answer === 'hang') return new Promise<CampaignFetch>(() => undefined);
    return answer;
  });
  return {
    read,
    serve(next: CampaignFetch | 'hang') {
      answer = next;
    },
    serveJson(body: unknown) {
      answer = { ok: true, json: body };
    },
  };
}

function memory(): ManifestMemory & { written: unknown[] } {
  const written: unknown[] = [];
  return { written, read: () => written.at(-1), write: (value) => written.push(value) };
}

function setup(options: Partial<CampaignStoreOptions> = {}) {
  const remote = server();
  const published: CampaignManifest[] = [];
  const warn = jest.fn();
  const remembered = memory();
  const store = createCampaignStore({
    initial: manifestFixture(),
    read: remote.read,
    loadCheck: async () => validateCampaign,
    memory: remembered,
    onPublish: (m) => published.push(m),
    warn,
    now: () => Date.now(),
    isOnline: () => true,
    ...options,
  });
  const changes = jest.fn();
  store.subscribe(changes);
  return { store, remote, published, warn, remembered, changes };
}

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2026-08-16T04:30:00Z') });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('a navigation', () => {
  it('re-reads the manifest and puts a changed one on display when the loader says so', async () => {
    const { store, remote, published, changes, remembered } = setup();
    remote.serveJson(manifestJson(swapGameToSadya));

    const publish = await store.forNavigation();
    expect(remote.read).toHaveBeenCalledTimes(1);
    // Nothing changes until the loader publishes (after the old screen has left).
    expect(store.current().routes['/game']?.module).toBe('pookalam');
    expect(changes).not.toHaveBeenCalled();

    publish();
    expect(store.current().routes['/game']?.module).toBe('sadya');
    expect(published.map((m) => m.routes['/game']?.module)).toEqual(['sadya']); // remotes first
    expect(changes).toHaveBeenCalledTimes(1);
    expect(remembered.written.at(-1)).toEqual(manifestJson(swapGameToSadya)); // the new last-known-good

    // Publishing twice, or an unchanged manifest, notifies nobody again.
    publish();
    (await store.forNavigation())();
    expect(changes).toHaveBeenCalledTimes(1);
    expect(remote.read).toHaveBeenCalledTimes(2);
  });

  it('loads the schema check only for a manifest other than the one served before', async () => {
    const loadCheck = jest.fn(async () => validateCampaign);
    const { store, remote, changes } = setup({ initialJson: manifestJson(), loadCheck });

    // The same manifest, read again and again, is the one on display: no check, no swap.
    (await store.forNavigation())();
    await store.reread();
    expect(remote.read).toHaveBeenCalledTimes(2);
    expect(loadCheck).not.toHaveBeenCalled();

    // A changed one is checked, then goes on display; read again, it needs no second check.
    remote.serveJson(manifestJson(swapGameToSadya));
    (await store.forNavigation())();
    expect(loadCheck).toHaveBeenCalledTimes(1);
    expect(store.current().routes['/game']?.module).toBe('sadya');
    (await store.forNavigation())();
    expect(loadCheck).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenCalledTimes(1);

    // An invalid manifest is still refused, and the one on display stays.
    remote.serveJson({ ...manifestJson(swapGameToSadya), routes: 'nowhere' });
    (await store.forNavigation())();
    expect(store.current().routes['/game']?.module).toBe('sadya');
  });

  it('reads on every navigation, however recent the last read (no minimum age)', async () => {
    const { store, remote } = setup();
    for (let i = 0; i < 3; i++) (await store.forNavigation())();
    expect(remote.read).toHaveBeenCalledTimes(3);
  });

  it('shares a read already under way: a redirect or a double click makes one request', async () => {
    const { store, remote } = setup();
    remote.serveJson(manifestJson(swapGameToSadya));
    const [first, second] = await Promise.all([store.forNavigation(), store.forNavigation()]);
    expect(remote.read).toHaveBeenCalledTimes(1);
    first();
    second();
    expect(store.current().routes['/game']?.module).toBe('sadya');
  });

  it('waits at most NAVIGATION_WAIT_MS for a slow server, and uses its answer at the next one', async () => {
    const { store, remote } = setup();
    let answer: (value: CampaignFetch) => void = () => undefined;
    remote.read.mockImplementationOnce(
      () => new Promise<CampaignFetch>((resolve) => (answer = resolve)),
    );
    let settled = false;
    const navigation = store.forNavigation().then((publish) => {
      settled = true;
      return publish;
    });
    await jest.advanceTimersByTimeAsync(NAVIGATION_WAIT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    (await navigation)(); // the screen shows with the manifest in hand
    expect(store.current().routes['/game']?.module).toBe('pookalam');

    answer({ ok: true, json: manifestJson(swapGameToSadya) });
    await jest.advanceTimersByTimeAsync(0);
    expect(store.current().routes['/game']?.module).toBe('pookalam'); // not under the visitor
    remote.serve('hang');
    const next = store.forNavigation();
    await jest.advanceTimersByTimeAsync(NAVIGATION_WAIT_MS);
    (await next)();
    expect(store.current().routes['/game']?.module).toBe('sadya');
  });

  it('keeps the current manifest when the server is unreachable or the new one is invalid, and says so once', async () => {
    const { store, remote, warn, changes, remembered } = setup();
    remote.serve({ ok: false, failure: 'unreachable', problems: ['HTTP 503'] });
    (await store.forNavigation())();
    (await store.forNavigation())();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/unreachable.*current one stays.*HTTP 503/);

    remote.serveJson(manifestJson((m) => Object.assign(m, { brand: { product: 'x' } })));
    (await store.forNavigation())();
    (await store.forNavigation())();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]?.[0]).toMatch(/invalid.*brand\.broadcaster/);

    remote.serve({ ok: false, failure: 'unreadable', problems: ['SyntaxError'] });
    (await store.forNavigation())();
    expect(warn).toHaveBeenCalledTimes(3);

    expect(changes).not.toHaveBeenCalled();
    expect(store.current().brand.product).toBe('Onam Utsavam');
    expect(remembered.written).toEqual([]); // a bad manifest never becomes the last good one

    // Once it is fixed, a later failure is reported again.
    remote.serveJson(manifestJson());
    (await store.forNavigation())();
    remote.serve({ ok: false, failure: 'unreachable', problems: ['HTTP 503'] });
    (await store.forNavigation())();
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('does not read while the device is offline', async () => {
    let online = false;
    const { store, remote } = setup({ isOnline: () => online });
    (await store.forNavigation())();
    expect(remote.read).not.toHaveBeenCalled();
    online = true;
    (await store.forNavigation())();
    expect(remote.read).toHaveBeenCalledTimes(1);
  });

  it("corrects the trusted clock from every answer's Date header", async () => {
    const clock = createTrustedClock(() => Date.parse('2026-09-30T00:00:00Z'));
    const { store, remote } = setup({ clock });
    const serverTime = {
      serverMs: Date.parse('2026-08-16T06:30:00Z'),
      deviceMs: Date.parse('2026-09-30T00:00:00Z'),
    };
    remote.serve({ ok: false, failure: 'unreachable', problems: ['HTTP 500'], serverTime });
    (await store.forNavigation())();
    expect(store.clock).toBe(clock);
    expect(new Date(clock.now()).toISOString()).toBe('2026-08-16T06:30:00.000Z');
  });

  it('forgets a pending change the operator took back before the visitor navigated', async () => {
    const { store, remote, changes } = setup();
    remote.serveJson(manifestJson(swapGameToSadya));
    await store.reread();
    remote.serveJson(manifestJson());
    (await store.forNavigation())();
    expect(changes).not.toHaveBeenCalled();
  });
});

describe('a background re-read', () => {
  it('keeps a swapped game for the next navigation, so no game changes mid-play', async () => {
    const { store, remote, changes } = setup();
    remote.serveJson(manifestJson(swapGameToSadya));
    await store.reread();
    expect(changes).not.toHaveBeenCalled();
    expect(store.current().routes['/game']?.module).toBe('pookalam');

    // The navigation uses it at once, even if its own read is slow.
    remote.serve('hang');
    const navigation = store.forNavigation();
    await jest.advanceTimersByTimeAsync(NAVIGATION_WAIT_MS);
    (await navigation)();
    expect(store.current().routes['/game']?.module).toBe('sadya');
  });

  it('applies a switch-off, and its removal, at once: the emergency brake does not wait', async () => {
    const { store, remote, changes } = setup();
    remote.serveJson(manifestJson((m) => (swapGameToSadya(m), switchOff(m))));
    await store.reread();
    expect(changes).toHaveBeenCalledTimes(1);
    expect(store.current().switchOff?.message).toBe('Back at six.');

    remote.serveJson(manifestJson(switchOff));
    await store.reread();
    expect(changes).toHaveBeenCalledTimes(1); // only the game changed: that waits

    remote.serveJson(manifestJson());
    await store.reread();
    expect(changes).toHaveBeenCalledTimes(2);
    expect(store.current().switchOff).toBeUndefined();
    expect(store.current().routes['/game']?.module).toBe('pookalam');
  });
});

describe('polling', () => {
  function visibility(hidden = false) {
    let isHidden = hidden;
    const listeners = new Set<() => void>();
    const environment: PollingEnvironment = {
      isHidden: () => isHidden,
      onVisibilityChange(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    return {
      environment,
      set(next: boolean) {
        isHidden = next;
        listeners.forEach((listener) => listener());
      },
    };
  }

  it('re-reads every 60 s while the page is visible, and stops when told', async () => {
    const { store, remote } = setup();
    const stop = store.startPolling(visibility().environment);
    await jest.advanceTimersByTimeAsync(REREAD_INTERVAL_MS - 1);
    expect(remote.read).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(remote.read).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(REREAD_INTERVAL_MS);
    expect(remote.read).toHaveBeenCalledTimes(2);
    stop();
    await jest.advanceTimersByTimeAsync(5 * REREAD_INTERVAL_MS);
    expect(remote.read).toHaveBeenCalledTimes(2);
  });

  it('counts a navigation read: at most one read per 60 s between navigations', async () => {
    const { store, remote } = setup();
    store.startPolling(visibility().environment);
    await jest.advanceTimersByTimeAsync(40_000);
    (await store.forNavigation())();
    expect(remote.read).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(20_000); // 60 s after start, 20 s after the navigation
    expect(remote.read).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(40_000);
    expect(remote.read).toHaveBeenCalledTimes(2);
  });

  it('rests while the tab is hidden, and catches up when it is shown if the last read is old', async () => {
    const { store, remote } = setup();
    const page = visibility();
    store.startPolling(page.environment);
    page.set(true);
    await jest.advanceTimersByTimeAsync(10 * REREAD_INTERVAL_MS);
    expect(remote.read).not.toHaveBeenCalled();
    page.set(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(remote.read).toHaveBeenCalledTimes(1);
    // Shown again soon after: no extra read.
    page.set(true);
    page.set(false);
    await jest.advanceTimersByTimeAsync(0);
    expect(remote.read).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(REREAD_INTERVAL_MS);
    expect(remote.read).toHaveBeenCalledTimes(2);
  });

  it('does not spin while offline: it tries again an interval later', async () => {
    let online = false;
    const { store, remote } = setup({ isOnline: () => online });
    store.startPolling(visibility().environment);
    await jest.advanceTimersByTimeAsync(3 * REREAD_INTERVAL_MS);
    expect(remote.read).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(1);
    online = true;
    await jest.advanceTimersByTimeAsync(REREAD_INTERVAL_MS);
    expect(remote.read).toHaveBeenCalledTimes(1);
  });

  it('a swap found by polling waits for the navigation; a switch-off does not', async () => {
    const { store, remote } = setup();
    store.startPolling(visibility().environment);
    remote.serveJson(manifestJson(swapGameToSadya));
    await jest.advanceTimersByTimeAsync(REREAD_INTERVAL_MS);
    expect(store.current().routes['/game']?.module).toBe('pookalam');
    remote.serveJson(manifestJson((m) => (swapGameToSadya(m), switchOff(m))));
    await jest.advanceTimersByTimeAsync(REREAD_INTERVAL_MS);
    expect(store.current().switchOff).toBeDefined();
  });
});
