import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { localSessionMemory } from '@onam/shared/session/remembered-session';
import { createBackendService } from '../backend/backend-service';

/**
 * Step 5. The backend (Firebase), loaded only when something needs it: a guarded page or the
 * sign-in dialog, or the idle page of a visitor who may be signed in (step 9) — never on the way
 * to the first paint. The page's largest content comes before the heaviest code on it: on the
 * dashboard of a visitor this device remembers (drawn for them at once, backend-hooks.ts), the
 * statistics cards are drawn before Firebase runs (`partDrawn`); on a phone's connection both
 * would share the bandwidth anyway. A visitor Auth must first confirm is not kept waiting.
 */
export function createTheBackend(
  manifest: CampaignManifest,
  landing: { hasPart: boolean; partDrawn: Promise<void> },
) {
  const after = landing.hasPart && localSessionMemory.read() ? landing.partDrawn : undefined;
  return createBackendService(manifest.backend, async (config) => {
    await after;
    const { loadBackend } = await import(
      /* webpackChunkName: "backend" */ '@onam/shared/backend/load-backend'
    );
    return loadBackend(config);
  });
}
