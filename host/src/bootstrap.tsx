import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { brandTitle } from '@onam/shared/manifest/brand';
import type { CampaignManifest } from '@onam/shared/manifest/schema';
import { whenIdle } from '@onam/shared/network/prefetch-policy';
import { yieldToMain } from '@onam/shared/timing/yield-to-main';
import {
  localSessionMemory,
  REMEMBERED_SESSION_KEY,
} from '@onam/shared/session/remembered-session';
import { trackPageViews } from './analytics/page-view';
import { onFirstPaint } from './loading/first-paint';
import { createBackendService } from './backend/backend-service';
import { mayBeSignedIn } from './backend/may-be-signed-in';
import { AppTree } from './app/app-tree';
import { deviceBucket, pageSideOf } from '@onam/shared/canary/device-side';
import { applyLocaleToDocument, rememberSideOfDevice, visitorLocale } from './i18n/visitor-locale';
import { createRouter, type AppRouter } from './app/router';
import { openCampaign } from './campaign/campaign-store';
import { ManifestErrorPage } from './screens/error/manifest-error-page';
import type { CampaignFetch } from './campaign/fetch-campaign';
import { rereadCampaign } from './campaign/read-campaign';
import type { CheckCampaign } from './campaign/load-campaign';
import { localManifestMemory } from './campaign/manifest-memory';
import { checkedByPrerender } from './prerender/prerendered-manifest';
import { isoDateIn } from '@onam/shared/festival/calendar';
import { landingGame, landingPart } from './federation/preload-plan';
import { registerCampaignRemotes } from './federation/register-remotes';
import { remoteModuleQuery } from './federation/remote-module';
import { replayEarlyInput } from './prerender/early-input';
import { PRERENDER_BUSY, PRERENDER_HIDDEN_CLASS } from './prerender/names';
import { canHydrate, manifestDigest, readMarker } from './prerender/shell-marker';
import { startServiceWorker } from './pwa/register-service-worker';
import './styles/global.css';

/**
 * Renders the site for a loaded campaign, or the manifest error page if it could not be used.
 * `loadCheck` brings the manifest's schema check (load-campaign.ts); main.js has already asked
 * for it where it knew the page would need it. Rejects only when that check could not be loaded.
 */
export async function start(
  live: CampaignFetch,
  container: HTMLElement,
  loadCheck: () => Promise<CheckCampaign>,
): Promise<void> {
  // An operator's "see it as a visitor on day N" (visitor-preview.ts): only a page opened for one
  // loads that code, and it then runs on the previewed manifest and day instead of the live ones.
  const preview = location.search.includes('preview=') ? await openedPreview() : null;
  const fetched = preview ? preview.read() : live;
  const prerendered = readMarker(document);
  // A prerendered page drawn from this very manifest carries the server's checked copy of it, so
  // the first screen does without the validator (prerendered-manifest.ts); any other page waits
  // for it.
  const check = checkedByPrerender(document, prerendered, fetched) ?? (await loadCheck());
  // The manifest is checked and published (its remotes registered, its brand applied), then kept
  // fresh while the site stays open (campaign-store.ts): re-read on each navigation, and every
  // 60 s once the first paint is done. Each re-read takes the same way as this first one.
  const opened = openCampaign(fetched, {
    check,
    read: preview ? async () => preview.read() : () => rereadCampaign(),
    loadCheck,
    // A preview is never remembered as the last good manifest of this device.
    memory: preview ? undefined : localManifestMemory,
    onPublish: applyCampaign,
  });
  if (!opened.ok) {
    // Even the manifest error page is worth installing a worker for: the next visit is faster.
    startServiceWorker();
    revealContainer(container);
    container.removeAttribute(PRERENDER_BUSY);
    createRoot(container).render(<ManifestErrorPage failure={opened} />);
    return;
  }
  const { store, load } = opened;
  const manifest = store.current();
  const { clock } = store;
  // `lang` and title in the visitor's language before the first render (the error page is English).
  const locale = visitorLocale().current();
  applyLocaleToDocument(locale, manifest.brand);
  const queryClient = new QueryClient();
  // A game opened directly: its module (the federation runtime, the remote's entry and the game's
  // code) starts loading now, alongside the game screen's own code, not after it. So do the
  // dashboard's statistics cards, alongside the visitor's sign-in.
  const today = isoDateIn(new Date(clock.now()));
  const landing = landingGame(manifest, window.location.pathname, today);
  const part = landingPart(window.location.pathname);
  const partLoaded = part && queryClient.prefetchQuery(remoteModuleQuery(part.ref, part.kind));
  const landingLoaded = Promise.all([
    landing && queryClient.prefetchQuery(remoteModuleQuery(landing, 'game')),
    partLoaded,
  ]);
  // The page's largest content before the heaviest code on it: on the dashboard, the statistics
  // cards are drawn (their module has arrived and had its frame) before the backend's code
  // (Firebase) runs for a visitor this device remembers (the page is drawn for them at once,
  // backend-hooks.ts) and before the service worker installs; on a phone's connection both share
  // the bandwidth with the cards anyway.
  // Capped, so a slow remote never holds the visitor's figures; a visitor Auth must first confirm
  // is not kept waiting for the cards.
  const partDrawn = partLoaded
    ? Promise.race([partLoaded.then(afterNextPaint), delay(PART_DRAWN_WAIT_MS)])
    : Promise.resolve();
  startServiceWorker(partDrawn);
  const backendAfter = partLoaded && localSessionMemory.read() ? partDrawn : undefined;
  // Otherwise the backend loads when a guarded page or the sign-in dialog needs it, or once the
  // page is idle after its first paint, for the account menu of a visitor who may be signed in
  // (may-be-signed-in.ts): never on the way to the first paint.
  const backend = createBackendService(manifest.backend, async (config) => {
    await backendAfter;
    const { loadBackend } = await import(
      /* webpackChunkName: "backend" */ '@onam/shared/backend/load-backend'
    );
    return loadBackend(config);
  });
  // The app's code has just been evaluated, the manifest read and the remotes registered: the
  // router's set-up and React's adoption of the page each start a task of their own, so a slow
  // phone answers a tap between them (docs/decisions/052).
  await yieldToMain();
  const { router, transition } = createRouter(
    backend.authState,
    store.forNavigation,
    // Only the console asks: the backend is loaded by then, since the guard waited for Auth.
    () => backend.get().then((port) => port.campaignDesk?.isOperator() ?? false),
  );
  trackPageViews(router);
  const app = (
    <AppTree
      store={store}
      queryClient={queryClient}
      backend={backend}
      navigate={(path) => void router.navigate(path)}
      transition={transition}
      onReady={() => {
        container.removeAttribute(PRERENDER_BUSY);
        // Taps made on the prerendered page before now reach the app (early-input.ts).
        void replayEarlyInput();
      }}
    >
      <RouterProvider router={router} />
    </AppTree>
  );
  const now = {
    path: window.location.pathname,
    locale,
    date: today,
    digest: manifestDigest(load.json),
    side: pageSideOf(manifest, deviceBucket()),
  };
  if (!prerendered) {
    createRoot(container).render(app);
  } else if (
    canHydrate(prerendered, now) &&
    !document.documentElement.classList.contains(PRERENDER_HIDDEN_CLASS)
  ) {
    // React adopts the prerendered page as it stands (docs/decisions/018). Its first render must
    // be that page, so it waits for the router to have the screen's code and, on a game's page,
    // for the game's module, drawn there by its remote's server part (docs/decisions/021). As a
    // transition, the hydration yields to the browser every few milliseconds: the page on screen
    // answers a tap while React works through it, instead of one long task freezing it.
    void Promise.all([routerReady(router), landingLoaded])
      .then(yieldToMain)
      .then(() => startTransition(() => void hydrateRoot(container, app)));
  } else {
    // Rendered for another page, language, day, manifest or side of a canary: drawn again,
    // replacing it at once when the screen is ready (an invisible one goes now).
    revealContainer(container);
    void routerReady(router).then(() => createRoot(container).render(app));
  }
  // On a game opened directly, this waits for the game's code too: the game comes first.
  onFirstPaint(
    () =>
      void landingLoaded.then(() =>
        whenIdle(() => {
          // Only where someone may be signed in: most visitors never load Firebase at all.
          void mayBeSignedIn().then((maybe) => {
            if (maybe) void backend.get().catch(() => undefined);
          });
          // A sign-in in another tab of the site reaches this one's header too.
          window.addEventListener('storage', (event) => {
            if (event.key === REMEMBERED_SESSION_KEY && localSessionMemory.read()) {
              void backend.get().catch(() => undefined);
            }
          });
          void import('./analytics/web-vitals').then(
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

/**
 * What a manifest sets outside React: the remotes it names (at this device's side of a canary,
 * which the cookie then tells the pages function), the page title and the theme.
 */
function applyCampaign(manifest: CampaignManifest): void {
  registerCampaignRemotes(manifest);
  rememberSideOfDevice(pageSideOf(manifest, deviceBucket()));
  document.title = brandTitle(manifest.brand);
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute('content', brandTitle(manifest.brand));
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', manifest.brand.themeColor);
  document.documentElement.style.setProperty('--theme', manifest.brand.themeColor);
}

/** The longest the backend, the prefetches and the service worker wait for the landing part. */
const PART_DRAWN_WAIT_MS = 2000;

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

/** Resolves once the router has loaded its first page (its screen's code, its guards). */
function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * A prerendered page the inline script hid (not this visitor's path or language) is removed before
 * the page is drawn afresh, so it is never seen.
 */
function revealContainer(container: HTMLElement): void {
  const html = document.documentElement;
  if (!html.classList.contains(PRERENDER_HIDDEN_CLASS)) return;
  container.replaceChildren();
  html.classList.remove(PRERENDER_HIDDEN_CLASS);
}

/** The preview this page was opened for (visitor-preview.ts), with its banner up; else null. */
async function openedPreview(): Promise<{ read: () => CampaignFetch } | null> {
  const { readVisitorPreview, previewFetch, showPreviewBanner } = await import(
    /* webpackChunkName: "visitor-preview" */ './campaign/visitor-preview'
  );
  let preview;
  try {
    preview = readVisitorPreview(location.search, localStorage, Date.now());
  } catch {
    return null; // no storage: an ordinary visit
  }
  if (!preview) return null;
  showPreviewBanner(preview, visitorLocale().current());
  const shown = preview;
  return { read: () => previewFetch(shown, Date.now()) };
}
