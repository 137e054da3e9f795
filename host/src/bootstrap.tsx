import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { brandTitle, type CampaignManifest } from '@onam/shared/manifest/schema';
import { whenIdle } from '@onam/shared/network/prefetch-policy';
import { trackPageViews } from './analytics/page-view';
import { afterFirstPaint } from './app/after-first-paint';
import { createBackendService } from './backend/backend-service';
import { AppProviders } from './app/providers';
import { applyLocaleToDocument, visitorLocale } from './app/locale-provider';
import { PageTransitionContext } from './app/page-transition-view';
import { LiveCampaign } from './app/campaign-context';
import { createRouter } from './app/router';
import { createCampaignStore } from './campaign/campaign-store';
import { ManifestErrorPage } from './campaign/manifest-error-page';
import { fetchCampaign, type CampaignFetch } from './campaign/fetch-campaign';
import { localManifestMemory, validateCampaign } from './campaign/load-campaign';
import { createTrustedClock } from './campaign/trusted-clock';
import { isoDateIn } from '@onam/shared/festival/calendar';
import { landingGame } from './federation/preload-plan';
import { registerCampaignRemotes } from './federation/register-remotes';
import { remoteModuleQuery } from './federation/remote-module';
import { startServiceWorker } from './pwa/register-service-worker';
import './styles/global.css';

/** Renders the site for a loaded campaign, or the manifest error page if it could not be used. */
export function start(fetched: CampaignFetch, container: HTMLElement): void {
  // Even the manifest error page is worth installing a worker for: the next visit is faster.
  startServiceWorker();
  const root = createRoot(container);
  const campaign = validateCampaign(fetched, localManifestMemory);
  if (!campaign.ok) {
    root.render(<ManifestErrorPage failure={campaign} />);
    return;
  }
  const { manifest } = campaign;
  const clock = createTrustedClock();
  clock.observe(fetched.serverTime);
  applyCampaign(manifest);
  // `lang` and title in the visitor's language before the first render (the error page is English).
  applyLocaleToDocument(visitorLocale().current(), manifest.brand);
  // Re-reads keep the manifest fresh while the site stays open (campaign-store.ts): on each
  // navigation, and every 60 s once the first paint is done.
  const store = createCampaignStore({
    initial: manifest,
    read: () => fetchCampaign(fetch, { retries: 1 }),
    clock,
    memory: localManifestMemory,
    onPublish: applyCampaign,
  });

  // The backend (Firebase) loads when a guarded page needs it, or once the page is idle after its
  // first paint, for the account menu: never on the way to the first paint.
  const backend = createBackendService(manifest.backend, (config) =>
    import(/* webpackChunkName: "backend" */ '@onam/shared/backend/load-backend').then(
      ({ loadBackend }) => loadBackend(config),
    ),
  );
  const { router, transition } = createRouter(backend.authState, store.forNavigation);
  trackPageViews(router);
  const queryClient = new QueryClient();
  // A game opened directly: its module (the federation runtime, the remote's entry and the game's
  // code) starts loading now, alongside the game screen's own code, not after it.
  const landing = landingGame(manifest, window.location.pathname, isoDateIn(new Date(clock.now())));
  const landingLoaded = landing
    ? queryClient.prefetchQuery(remoteModuleQuery(landing, 'game'))
    : Promise.resolve();
  root.render(
    <StrictMode>
      <LiveCampaign store={store}>
        {(live) => (
          <AppProviders
            manifest={live}
            queryClient={queryClient}
            backend={backend}
            navigate={(path) => void router.navigate(path)}
          >
            <PageTransitionContext.Provider value={transition}>
              <RouterProvider router={router} />
            </PageTransitionContext.Provider>
          </AppProviders>
        )}
      </LiveCampaign>
    </StrictMode>,
  );
  // On a game opened directly, this waits for the game's code too: the game comes first.
  afterFirstPaint(
    () =>
      void landingLoaded.then(() =>
        whenIdle(() => {
          void backend.get().catch(() => undefined);
          void import('./analytics/web-vitals').then(
            (m) => m.reportWebVitals(),
            () => undefined,
          );
          store.startPolling();
        }),
      ),
  );
}

/** What a manifest sets outside React: the remotes it names, the page title and the theme. */
function applyCampaign(manifest: CampaignManifest): void {
  registerCampaignRemotes(manifest);
  document.title = brandTitle(manifest.brand);
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute('content', brandTitle(manifest.brand));
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', manifest.brand.themeColor);
  document.documentElement.style.setProperty('--theme', manifest.brand.themeColor);
}
