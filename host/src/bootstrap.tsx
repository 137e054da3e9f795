import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { deviceBucket, pageSideOf } from '@onam/shared/canary/device-side';
import { isoDateIn } from '@onam/shared/festival/calendar';
import { yieldToMain } from '@onam/shared/timing/yield-to-main';
import type { CampaignFetch } from './campaign/fetch-campaign';
import type { CheckCampaign } from './campaign/load-campaign';
import { applyLocaleToDocument, visitorLocale } from './i18n/visitor-locale';
import { manifestDigest, readMarker } from './prerender/shell-marker';
import { startServiceWorker } from './pwa/register-service-worker';
import { ManifestErrorPage } from './screens/error/manifest-error-page';
import { createTheApp } from './start/app';
import { createTheBackend } from './start/backend';
import { openTheCampaign } from './start/campaign';
import { afterTheFirstPaint } from './start/idle';
import { startLandingLoads } from './start/landing';
import { previewAsked } from './start/preview';
import { markAnswering, renderTheApp, renderWayFor, revealContainer } from './start/render';
import './styles/global.css';

/**
 * The site's start-up, once its code and the live manifest have arrived (index.ts), one named
 * step at a time; each step's file in start/ says what it does and why. Renders the site for the
 * manifest, or the manifest error page if it could not be used. `loadCheck` brings the manifest's
 * schema check (load-campaign.ts). Rejects only when that check could not be loaded.
 */
export async function start(
  live: CampaignFetch,
  container: HTMLElement,
  loadCheck: () => Promise<CheckCampaign>,
): Promise<void> {
  // 1. An operator's preview of a day, if this page was opened for one.
  const preview = await previewAsked();
  const fetched = preview ? preview.read() : live;
  const prerendered = readMarker(document);

  // 2. The manifest, checked and published, kept fresh from now on.
  const opened = await openTheCampaign(fetched, prerendered, preview, loadCheck);
  if (!opened.ok) {
    // 2b. The manifest error page. Even that is worth a service worker: the next visit is faster.
    startServiceWorker();
    revealContainer(container);
    markAnswering(container);
    createRoot(container).render(<ManifestErrorPage failure={opened} />);
    return;
  }
  const { store, load } = opened;
  const manifest = store.current();

  // 3. The visitor's language on the document (`lang`, title) before the first render.
  const locale = visitorLocale().current();
  applyLocaleToDocument(locale, manifest.brand);

  // 4. What the landing page draws from a remote, loading from now.
  const queryClient = new QueryClient();
  const today = isoDateIn(new Date(store.clock.now()));
  const landing = startLandingLoads(queryClient, manifest, window.location.pathname, today);

  // 5. The backend, loaded when something needs it.
  const backend = createTheBackend(manifest, landing);

  // 6. A task of its own for what follows: the code has just run, the manifest been opened, and
  // a slow phone answers a tap in between (docs/decisions/052).
  await yieldToMain();

  // 7. The router and the app's tree.
  const { router, app } = createTheApp(container, store, queryClient, backend);

  // 8. The app takes the page: adopting the drawn page, drawing it again, or drawing it afresh.
  const way = renderWayFor(prerendered, {
    path: window.location.pathname,
    locale,
    date: today,
    digest: manifestDigest(load.json),
    side: pageSideOf(manifest, deviceBucket()),
  });
  renderTheApp(way, container, app, router, landing.loaded);

  // 9. What waits for the first paint and an idle moment, the service worker among it.
  afterTheFirstPaint(landing.loaded, backend, store);
}
