import { STATS_CARD } from './module-refs';

/**
 * The remotes whose part a page drawn in the browser shows at once, by path: the dashboard's
 * statistics cards, its largest content (preload-plan.ts, `landingPart`).
 */
const LANDING_REMOTES: Readonly<Record<string, string>> = { '/dashboard': STATS_CARD.remote };

/**
 * The remote's manifest URL in a campaign not yet checked (the check runs later, in the app's
 * code): only an http(s) URL is taken, and only as a download hint.
 */
export function remoteEntryOf(campaign: unknown, remote: string): string | null {
  if (typeof campaign !== 'object' || campaign === null) return null;
  const remotes = (campaign as { remotes?: unknown }).remotes;
  if (typeof remotes !== 'object' || remotes === null) return null;
  const entry = (remotes as Record<string, { entry?: unknown } | undefined>)[remote]?.entry;
  if (typeof entry !== 'string') return null;
  try {
    const url = new URL(entry, window.location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A page the browser draws itself waits for a chain of downloads, each asked for once the one
 * before has run: the app's code, the federation runtime, the remote's manifest, the remote's
 * part. On a phone's connection every link is a round trip. For a page that shows a remote's part
 * at once, main.js asks for the remote's manifest as soon as the campaign names it, alongside the
 * app's code, so the runtime finds it in the cache. A hint only: nothing runs, and a failed or
 * unused download costs a request.
 */
export function preloadLandingRemote(
  pathname: string,
  campaign: Promise<unknown>,
  doc: Document = document,
): void {
  const remote = LANDING_REMOTES[pathname];
  if (!remote) return;
  void campaign.then((json) => {
    const href = remoteEntryOf(json, remote);
    if (!href) return;
    // As the runtime fetches it (fetch(), CORS, no credentials across origins), so the browser
    // hands the preloaded answer to that request.
    const link = doc.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'fetch');
    link.setAttribute('crossorigin', 'anonymous');
    link.setAttribute('href', href);
    doc.head.appendChild(link);
  });
}
