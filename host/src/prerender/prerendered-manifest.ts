import type { CampaignManifest } from '@onam/shared/manifest/schema';
import type { CampaignFetch } from '../campaign/fetch-campaign';
import type { CheckCampaign } from '../campaign/load-campaign';
import { PRERENDER_MANIFEST_ID } from './names';
import { manifestDigest, type ShellMarker } from './shell-marker';

/**
 * The first manifest's check, for a prerendered page drawn from the manifest just fetched: the
 * server checked that manifest against the schema when it drew the page, and put what the check
 * returned (defaults filled in, text trimmed) in the page. Taking that copy spares the first
 * screen the validator (zod, about 10 KB gzip) and its work; the re-reads load it after the
 * first paint (docs/decisions/033).
 *
 * "The manifest just fetched" is decided by the marker's digest, which the server takes of the
 * manifest as it is served, the same JSON the page has just read: any other manifest (an
 * operator's change since the page was drawn, a page from the service worker's cache) gets the
 * full check, as a page that was not prerendered does. The digest is a fingerprint, not a
 * signature: the page and /campaign.json come from the same origin, and whoever could change the
 * one could change the other.
 *
 * Null when the page offers no such copy, or it is not this manifest's.
 */
export function checkedByPrerender(
  doc: Pick<Document, 'getElementById'>,
  marker: ShellMarker | null,
  fetched: CampaignFetch,
): CheckCampaign | null {
  if (!marker || !fetched.ok || manifestDigest(fetched.json) !== marker.digest) return null;
  const manifest = embeddedManifest(doc);
  if (!manifest) return null;
  return (served, memory) => {
    // Only ever asked about the manifest it was made for (openCampaign's first).
    if (served !== fetched) throw new Error('checkedByPrerender: asked about another manifest');
    memory?.write(fetched.json);
    return { ok: true, manifest, source: 'network', json: fetched.json };
  };
}

function embeddedManifest(doc: Pick<Document, 'getElementById'>): CampaignManifest | null {
  const text = doc.getElementById(PRERENDER_MANIFEST_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as CampaignManifest)
      : null;
  } catch {
    return null;
  }
}
