import { parseCampaignManifest, type CampaignManifest } from '@onam/shared/manifest/schema';
import type { CampaignFetch } from './fetch-campaign';

export type CampaignLoad =
  | { ok: true; manifest: CampaignManifest; source: 'network' | 'last-known-good' }
  | { ok: false; failure: 'unreachable' | 'unreadable' | 'invalid'; problems: string[] };

/** Where the last manifest that passed validation is kept on the device. */
export const LAST_GOOD_KEY = 'onam:campaign:last-good';

export interface ManifestMemory {
  read(): unknown;
  write(json: unknown): void;
}

/**
 * The last valid manifest, in localStorage. The service worker never caches campaign.json (an
 * operator's change must reach every visitor at once); this copy is only used when the network
 * cannot answer at all, so a visitor who opened the site once can open it again offline.
 */
export const localManifestMemory: ManifestMemory = {
  read() {
    try {
      const raw = window.localStorage.getItem(LAST_GOOD_KEY);
      return raw === null ? undefined : (JSON.parse(raw) as unknown);
    } catch {
      return undefined;
    }
  },
  write(json) {
    try {
      window.localStorage.setItem(LAST_GOOD_KEY, JSON.stringify(json));
    } catch {
      // Storage full or blocked: the site works now; only an offline restart is lost.
    }
  },
};

/**
 * Validates a fetched manifest; every failure comes back as a reason the error page can show. A
 * valid one is remembered. When the manifest is unreachable (offline, server down) the remembered
 * one is used instead; an invalid or unreadable live manifest is not papered over, since that is a
 * deployment mistake operators must see.
 */
export function validateCampaign(fetched: CampaignFetch, memory?: ManifestMemory): CampaignLoad {
  if (!fetched.ok) {
    if (fetched.failure === 'unreachable' && memory) {
      const remembered = parseCampaignManifest(memory.read());
      if (remembered.ok) return { ...remembered, source: 'last-known-good' };
    }
    return { ok: false, failure: fetched.failure, problems: fetched.problems };
  }
  const parsed = parseCampaignManifest(fetched.json);
  if (!parsed.ok) return { ok: false, failure: 'invalid', problems: parsed.problems };
  memory?.write(fetched.json);
  return { ...parsed, source: 'network' };
}
