// The sitemap search engines read (`/sitemap.xml`, drawn by the pages function from the live
// manifest): the site's own pages and every game the festival plays now or will open, so a game an
// operator adds is listed at once, and a retired or resting one is not.
import { routeAvailability } from '../festival/availability';
import { routePathsOf } from '../manifest/route-paths';
import type { CampaignManifest } from '../manifest/schema';

/** The host's pages a visitor would search for, besides the games. */
export const SITEMAP_PAGES: readonly string[] = ['/', '/calendar', '/celebrate', '/wall'];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The paths listed on `today` (a Kerala date): the pages, then each game open or opening. */
export function sitemapPaths(
  manifest: Pick<CampaignManifest, 'routes' | 'festival'>,
  today: string,
): string[] {
  const games = routePathsOf(manifest.routes).filter((path) => {
    const state = routeAvailability(manifest.routes[path], manifest.festival, today).state;
    return state === 'open' || state === 'not-yet';
  });
  return [...SITEMAP_PAGES, ...games];
}

/** The sitemap's XML for the site at `origin` (`https://onam.example`). */
export function sitemapXml(paths: readonly string[], origin: string): string {
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(new URL(path, origin).toString())}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
