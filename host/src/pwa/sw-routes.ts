// Which requests the service worker treats how (DESIGN.md, "Caching and offline"). Plain
// functions over URLs, so the table is tested without a worker; sw.ts wires them to strategies.

/** Read fresh on every visit, never from a cache: operators change it while visitors browse. */
export const CAMPAIGN_PATH = '/campaign.json';

/**
 * What a navigation falls back to offline: the precached page without a prerendered body (a page
 * drawn by the pages function is as old as the manifest and the day it was drawn for), which
 * routes on the client.
 */
export const SHELL_URL = '/app.html';

/** A remote's federation manifest or entry, on whatever origin the campaign names. */
export function isRemoteEntry(url: URL): boolean {
  return /\/(?:mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname);
}

/**
 * A file whose name carries a content hash (`js/123.abcd1234.js`, `assets/x.abcd1234.woff2`): its
 * content never changes, so a cached copy is always right.
 */
export function isHashedAsset(url: URL): boolean {
  return /\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|svg|jpe?g|webp|avif|gif|mp3|ogg|wav)$/.test(
    url.pathname,
  );
}

export function isCampaignManifest(url: URL, ownOrigin: string): boolean {
  return url.origin === ownOrigin && url.pathname === CAMPAIGN_PATH;
}

/**
 * Navigations the shell answers: app routes have no file extension. A navigation to a file (the
 * campaign manifest opened in a tab, an icon) goes to the network like any other request.
 */
export function isAppNavigation(url: URL): boolean {
  return !/\/[^/]*\.[^/]*$/.test(url.pathname);
}
