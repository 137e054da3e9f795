import type { QueryClient } from '@tanstack/react-query';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { landingGame, landingPart } from '../federation/preload-plan';
import { remoteModuleQuery } from '../federation/remote-module';

/** The longest the backend, the prefetches and the service worker wait for the landing part. */
const PART_DRAWN_WAIT_MS = 2000;

/**
 * Step 4. What the page the visitor landed on draws from a remote starts loading now, alongside
 * the screen's own code, not after it: on a game opened directly, its module (the federation
 * runtime, the remote's entry and the game's code); on the dashboard, the statistics cards.
 * `loaded` settles when all of it has; `partDrawn` once a landing part has had its frame (or
 * after PART_DRAWN_WAIT_MS, so a slow remote never holds the visitor's figures), at once where
 * the page has none.
 */
export function startLandingLoads(
  queryClient: QueryClient,
  manifest: CampaignManifest,
  pathname: string,
  today: string,
) {
  const landing = landingGame(manifest, pathname, today);
  const part = landingPart(pathname);
  const partLoaded = part && queryClient.prefetchQuery(remoteModuleQuery(part.ref, part.kind));
  const loaded = Promise.all([
    landing && queryClient.prefetchQuery(remoteModuleQuery(landing, 'game')),
    partLoaded,
  ]);
  const partDrawn = partLoaded
    ? Promise.race([partLoaded.then(afterNextPaint), delay(PART_DRAWN_WAIT_MS)])
    : Promise.resolve();
  return { loaded, hasPart: Boolean(partLoaded), partDrawn };
}

/** Resolves after the browser has painted the frame in which React drew what just arrived. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) =>
    // A task after the frame: the frame's paint is done by then.
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
