// The host's service worker, served at /sw.js with scope / (DESIGN.md, "Caching and offline").
// workbox-webpack-plugin's InjectManifest compiles this file in production builds and puts the
// host build's file list where self.__WB_MANIFEST stands. The caching table and its reasons are in
// docs/decisions/006-service-worker-and-install.md.
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { isAppNavigation, isHashedAsset, isRemoteEntry, SHELL_URL } from './sw-routes';

// The host's tsconfig has the DOM library, not WebWorker (the two cannot share one program), so
// the few worker globals used here are declared by hand.
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
};

/** The page asks, when the visitor accepts the update prompt (register-service-worker.ts). */
self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first worker takes the open page at once; later ones wait for the visitor (see above).
clientsClaim();
cleanupOutdatedCaches();

// Routes are matched in the order they are registered, so navigations are claimed before the
// precache route, which would otherwise answer "/" from the cache.

// Navigations: the network first (a fresh page), the precached app.html when it fails or
// takes more than 4 s.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url),
  new NetworkOnly({
    networkTimeoutSeconds: 4,
    plugins: [
      { handlerDidError: async () => (await matchPrecache(SHELL_URL)) ?? Response.error() },
    ],
  }),
);

// The host's shell: app.html, its scripts, styles, fonts, icons and web app manifest.
// /campaign.json is not in the list, and no route below matches it: it always goes to the network.
precacheAndRoute(self.__WB_MANIFEST);

/**
 * Remote scripts and styles are requested by script and link tags in no-cors mode, whose opaque
 * answers hide their status: a 404 or a 500 would be cached like a good chunk, and opaque entries
 * count megabytes each against the storage quota. The remotes send CORS headers
 * (deploy/firebase.json), so the worker asks in CORS mode and caches only real 200s. An origin
 * without CORS headers still works: its files are fetched as the page asked, and not cached.
 */
const corsForOtherOrigins: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' && new URL(request.url).origin !== self.location.origin
      ? new Request(request.url, { mode: 'cors', credentials: 'omit' })
      : request,
  handlerDidError: async ({ request }) => fetch(request),
};

// A remote's mf-manifest.json and remoteEntry.js name its current chunks: the network first, so
// an operator's swap reaches visitors, and the last copy when offline or slower than 4 s.
registerRoute(
  ({ url }) => isRemoteEntry(url),
  new NetworkFirst({
    cacheName: 'onam-remote-entries',
    networkTimeoutSeconds: 4,
    plugins: [
      corsForOtherOrigins,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 50, purgeOnQuotaError: true }),
    ],
  }),
);

// Content-hashed files on any origin (remote chunks, fonts, images): a name is never reused for
// other content, so the cache answers first. A game once played opens offline.
registerRoute(
  ({ url }) => isHashedAsset(url),
  new CacheFirst({
    cacheName: 'onam-hashed-assets',
    plugins: [
      corsForOtherOrigins,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: 200,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);
