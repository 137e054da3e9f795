/** @jest-environment node */
import { manifestJson } from '@onam/shared/manifest/__tests__/manifest-fixture';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { openCampaign } from '../campaign-store';
import type { CampaignFetch } from '../fetch-campaign';
import { validateCampaign } from '../load-campaign';
import type { ManifestMemory } from '../manifest-memory';
import { createTrustedClock } from '../trusted-clock';

const localJson = manifestJson();

function memory(kept?: unknown): ManifestMemory & { written: unknown[] } {
  const written: unknown[] = [];
  return { written, read: () => written.at(-1) ?? kept, write: (value) => written.push(value) };
}

const serverTime = { serverMs: Date.parse('2026-08-16T04:30:00Z'), deviceMs: 1_000 };

function open(first: CampaignFetch, remembered = memory()) {
  const published: CampaignManifest[] = [];
  const clock = createTrustedClock(() => 1_000);
  const read = jest.fn(async (): Promise<CampaignFetch> => first);
  const opened = openCampaign(first, {
    check: validateCampaign,
    read,
    loadCheck: async () => validateCampaign,
    clock,
    memory: remembered,
    onPublish: (manifest) => published.push(manifest),
    isOnline: () => true,
  });
  return { opened, published, clock, read, remembered };
}

describe('opening the campaign with the first manifest read', () => {
  it('checks it, sets the clock, remembers and publishes it, and keeps it in a store', () => {
    const { opened, published, clock, read, remembered } = open({
      ok: true,
      json: localJson,
      serverTime,
    });
    if (!opened.ok) throw new Error(opened.problems.join('\n'));
    expect(published).toEqual([opened.store.current()]);
    expect(opened.store.current().brand).toBeDefined();
    expect(opened.store.clock).toBe(clock);
    expect(clock.now()).toBe(serverTime.serverMs);
    expect(remembered.written).toEqual([localJson]);
    expect(read).not.toHaveBeenCalled();
  });

  it('hands back what is wrong with a manifest that fails the schema, publishing nothing', () => {
    const { opened, published } = open({ ok: true, json: { nonsense: true } });
    expect(opened).toMatchObject({ ok: false, failure: 'invalid' });
    expect(published).toEqual([]);
  });

  it('starts offline with the remembered manifest', () => {
    const { opened, published } = open(
      { ok: false, failure: 'unreachable', problems: ['offline'] },
      memory(localJson),
    );
    expect(opened.ok).toBe(true);
    expect(published).toHaveLength(1);
  });

  it('says the manifest is unreachable when nothing is remembered', () => {
    const { opened } = open({ ok: false, failure: 'unreachable', problems: ['offline'] });
    expect(opened).toEqual({ ok: false, failure: 'unreachable', problems: ['offline'] });
  });
});
