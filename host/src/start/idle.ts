import { whenIdle } from '@onam/shared/network/prefetch-policy';
import {
  localSessionMemory,
  REMEMBERED_SESSION_KEY,
} from '@onam/shared/session/remembered-session';
import type { BackendService } from '../backend/backend-service';
import { mayBeSignedIn } from '../backend/may-be-signed-in';
import type { CampaignStore } from '../campaign/campaign-store';
import { onFirstPaint } from '../loading/first-paint';
import { startServiceWorker } from '../pwa/register-service-worker';

/**
 * Step 9. What waits for the first paint, then for the landing's code (on a game opened directly,
 * the game comes first), then for an idle moment: the service worker (its window library's code,
 * and the shell it precaches, would otherwise share the main thread and a phone's bandwidth with
 * the app's adoption of the page and the game's module), the backend where someone may be
 * signed in (most visitors never load Firebase at all), a sign-in in another tab reaching this
 * one's header, the web-vitals report, and the manifest's re-reads every 60 s.
 */
export function afterTheFirstPaint(
  landingLoaded: Promise<unknown>,
  backend: BackendService,
  store: CampaignStore,
): void {
  onFirstPaint(
    () =>
      void landingLoaded.then(() =>
        whenIdle(() => {
          startServiceWorker();
          void mayBeSignedIn().then((maybe) => {
            if (maybe) void backend.get().catch(() => undefined);
          });
          window.addEventListener('storage', (event) => {
            if (event.key === REMEMBERED_SESSION_KEY && localSessionMemory.read()) {
              void backend.get().catch(() => undefined);
            }
          });
          void import('../analytics/web-vitals').then(
            (m) => m.reportWebVitals(),
            () => undefined,
          );
          // No schema check here: a re-read that serves the manifest on display needs none
          // (campaign-store.ts), and most visits never see another.
          store.startPolling();
        }),
      ),
  );
}
