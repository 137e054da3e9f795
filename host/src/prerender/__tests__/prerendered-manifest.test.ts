import { manifestJson, routeEdit } from '@onam/shared/manifest/__tests__/manifest-fixture';
import { parseCampaignManifest } from '@onam/shared/manifest/schema';
import type { CampaignFetch } from '../../campaign/fetch-campaign';
import type { ManifestMemory } from '../../campaign/manifest-memory';
import { checkedByPrerender } from '../prerendered-manifest';
import { composePage } from '../compose-page';
import { INLINE_SCRIPT } from '../inline-script';
import { renderPage } from '../render-page';
import { readMarker } from '../shell-marker';

jest.mock('canvas-confetti', () => ({
  __esModule: true,
  default: { create: () => Object.assign(async () => undefined, { reset: () => undefined }) },
}));

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Onam</title></head>' +
  '<body><div id=root></div></body></html>';

/** Chothi, the festival's third day, mid-morning in Kerala. */
const CHOTHI = Date.parse('2026-08-18T10:00:00+05:30');

/** The home page as the server sends it for `served`, parsed as the browser parses it. */
async function pageFor(served: unknown): Promise<Document> {
  const result = await renderPage({ manifest: served, path: '/', locale: 'en', now: CHOTHI });
  if (!result.ok) throw new Error(result.reason);
  const html = composePage({ template: TEMPLATE, script: INLINE_SCRIPT, ...result });
  return new DOMParser().parseFromString(html, 'text/html');
}

function memory(): ManifestMemory & { written: unknown[] } {
  const written: unknown[] = [];
  return { written, read: () => written.at(-1), write: (value) => written.push(value) };
}

/** /campaign.json as the page reads it: a fresh parse of the same file. */
const fetchedAs = (served: unknown): Extract<CampaignFetch, { ok: true }> => ({
  ok: true,
  json: JSON.parse(JSON.stringify(served)) as unknown,
});

// A manifest as operators write it: a route without `enabled` (the schema's default, true) and
// a title with spaces around it (the schema trims): the checked manifest is not the served one.
const served = manifestJson(routeEdit('/game', { title: '  Pookalam  ', enabled: undefined }));

describe('the prerendered page carries the manifest it was drawn from, as the server checked it', () => {
  it('is taken as the first check when /campaign.json is still that manifest, and remembered as served', async () => {
    const doc = await pageFor(served);
    const fetched = fetchedAs(served);
    const check = checkedByPrerender(doc, readMarker(doc), fetched);
    expect(check).not.toBeNull();
    const remembered = memory();
    const load = check?.(fetched, remembered);
    const expected = parseCampaignManifest(served);
    if (!expected.ok) throw new Error(expected.problems.join('\n'));
    expect(load).toEqual({
      ok: true,
      manifest: expected.manifest,
      source: 'network',
      json: fetched.json,
    });
    // What the schema made of it, not what was served: the default filled in, the title trimmed.
    expect(expected.manifest.routes['/game']).toMatchObject({ title: 'Pookalam', enabled: true });
    expect(remembered.written).toEqual([fetched.json]);
  });

  it('is not taken once an operator has changed the manifest since the page was drawn', async () => {
    const doc = await pageFor(served);
    const changed = manifestJson(routeEdit('/game', { module: 'sadya' }));
    expect(checkedByPrerender(doc, readMarker(doc), fetchedAs(changed))).toBeNull();
  });

  it('is not taken when the manifest could not be read, the page has no marker, or no copy', async () => {
    const doc = await pageFor(served);
    const marker = readMarker(doc);
    expect(
      checkedByPrerender(doc, marker, { ok: false, failure: 'unreachable', problems: ['offline'] }),
    ).toBeNull();
    expect(checkedByPrerender(doc, null, fetchedAs(served))).toBeNull();
    doc.getElementById('onam-campaign')?.remove();
    expect(checkedByPrerender(doc, marker, fetchedAs(served))).toBeNull();
  });

  it('is not taken when the copy is not a manifest object', async () => {
    const doc = await pageFor(served);
    const marker = readMarker(doc);
    const copy = doc.getElementById('onam-campaign');
    for (const text of ['{"brand":', '[1,2]', 'null', '']) {
      if (copy) copy.textContent = text;
      expect(checkedByPrerender(doc, marker, fetchedAs(served))).toBeNull();
    }
  });

  it('answers only for the manifest it was made for', async () => {
    const doc = await pageFor(served);
    const check = checkedByPrerender(doc, readMarker(doc), fetchedAs(served));
    expect(() => check?.(fetchedAs(served))).toThrow(/another manifest/);
  });
});
