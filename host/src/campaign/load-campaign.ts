import { parseCampaignManifest, type CampaignManifest } from '@onam/shared/manifest/schema';
import type { CampaignFetch } from './fetch-campaign';
import type { ManifestMemory } from './manifest-memory';

// The schema check (zod) of a fetched manifest. Its own chunk: the first screen of a prerendered
// page does without it (prerendered-manifest.ts), and the re-reads load it after the first paint.

export type CampaignLoad =
  | {
      ok: true;
      manifest: CampaignManifest;
      source: 'network' | 'last-known-good';
      /** The manifest as it was served (before the schema's defaults), for manifestDigest(). */
      json: unknown;
    }
  | { ok: false; failure: 'unreachable' | 'unreadable' | 'invalid'; problems: string[] };

/**
 * Validates a fetched manifest; every failure comes back as a reason the error page can show. A
 * valid one is remembered. When the manifest is unreachable (offline, server down) the remembered
 * one is used instead; an invalid or unreadable live manifest is not papered over, since that is a
 * deployment mistake operators must see.
 */
export function validateCampaign(fetched: CampaignFetch, memory?: ManifestMemory): CampaignLoad {
  if (!fetched.ok) {
    if (fetched.failure === 'unreachable' && memory) {
      const json = memory.read();
      const remembered = parseCampaignManifest(json);
      if (remembered.ok) return { ...remembered, source: 'last-known-good', json };
    }
    return { ok: false, failure: fetched.failure, problems: fetched.problems };
  }
  const parsed = parseCampaignManifest(fetched.json);
  if (!parsed.ok) return { ok: false, failure: 'invalid', problems: parsed.problems };
  memory?.write(fetched.json);
  return { ...parsed, source: 'network', json: fetched.json };
}

/** What checks a fetched manifest: validateCampaign, or a stand-in that trusts a checked one. */
export type CheckCampaign = (fetched: CampaignFetch, memory?: ManifestMemory) => CampaignLoad;
