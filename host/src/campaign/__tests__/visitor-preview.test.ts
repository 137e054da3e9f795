/** @jest-environment node */
import { manifestJson } from '@onam/shared/manifest/__tests__/manifest-fixture';
import {
  PREVIEW_LIFETIME_MS,
  PREVIEW_STORAGE_KEY,
  previewFetch,
  previewUrl,
  readVisitorPreview,
  writeVisitorPreview,
} from '../visitor-preview';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const NOW = Date.parse('2026-08-01T09:00:00Z');

describe("an operator's visitor preview", () => {
  it('is read back by the page opened for it, and only by that page', () => {
    const storage = memoryStorage();
    const manifest = manifestJson();
    writeVisitorPreview(storage, { manifest, day: 3, label: 'revision 7' }, NOW);
    expect(previewUrl()).toBe('/?preview=1');
    expect(readVisitorPreview('?preview=1', storage, NOW + 1000)).toEqual({
      manifest,
      day: 3,
      label: 'revision 7',
      expiresAt: NOW + PREVIEW_LIFETIME_MS,
    });
    // An ordinary visit in the same browser runs on the live campaign.
    expect(readVisitorPreview('', storage, NOW)).toBeNull();
    expect(readVisitorPreview('?utm_source=whatsapp', storage, NOW)).toBeNull();
  });

  it('expires after an hour, and a damaged or foreign entry is no preview', () => {
    const storage = memoryStorage();
    writeVisitorPreview(storage, { manifest: manifestJson(), day: 3, label: 'x' }, NOW);
    expect(readVisitorPreview('?preview=1', storage, NOW + PREVIEW_LIFETIME_MS + 1)).toBeNull();
    for (const stored of [
      'not json',
      JSON.stringify({ manifest: 'text', day: 3, label: 'x', expiresAt: NOW + 5 }),
      JSON.stringify({ manifest: {}, day: 0, label: 'x', expiresAt: NOW + 5 }),
      JSON.stringify({ manifest: {}, day: 2.5, label: 'x', expiresAt: NOW + 5 }),
      JSON.stringify(null),
    ]) {
      storage.setItem(PREVIEW_STORAGE_KEY, stored);
      expect(readVisitorPreview('?preview=1', storage, NOW)).toBeNull();
    }
  });

  it("reads as the manifest with the clock at noon in Kerala on the festival day's date", () => {
    const manifest = manifestJson();
    const day3 = manifest.festival.days.find((day) => day.day === 3);
    const fetched = previewFetch({ manifest, day: 3, label: 'x', expiresAt: NOW + 5 }, NOW);
    expect(fetched).toEqual({
      ok: true,
      json: manifest,
      serverTime: { serverMs: Date.parse(`${day3?.start}T06:30:00Z`), deviceMs: NOW },
    });
    // A day the manifest does not have leaves the clock alone.
    expect(previewFetch({ manifest, day: 99, label: 'x', expiresAt: NOW + 5 }, NOW)).toEqual({
      ok: true,
      json: manifest,
    });
  });
});
