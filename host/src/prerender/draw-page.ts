// What a page's sandbox runs (docs/decisions/053): host/webpack.prerender.js builds it, with React
// and everything the drawing needs, into one self-contained file, dist-prerender/draw-page.js,
// that asks for nothing from its surroundings (no Node, no browser). The pages function and the
// preview load it into a sandbox, a game version's server part beside it when the page shows that
// version's game, and call drawPage with the request as JSON; what comes back is the body's HTML.
// They decide everything else about the page themselves (plan-page.ts), outside the sandbox.
// First: the web platform pieces the drawing needs, put on the sandbox's global before the rest runs.
import './sandbox-globals';
import type { WallPage } from '@onam/shared/backend/wishes';
import { SHARED_MODULES } from '../federation/shared-modules';
import { DRAW_PAGE_PARTS } from './names';
import type { PageRequest } from './plan-page';
import { renderPage } from './render-page';
import { serverModulesOf } from './server-part';

/** The singletons a server part's `require` is answered with: the very ones the drawing uses. */
export { SHARED_MODULES };

export interface DrawPageRequest extends PageRequest {
  wall?: WallPage;
}

export type DrawnPage = { ok: true; html: string } | { ok: false; reason: string };

/**
 * The page's body. A game's page is drawn with the server part loaded beside this file, whatever
 * version the request's manifest names: the sandbox was chosen for that version.
 */
export async function drawPage(
  request: DrawPageRequest,
  moduleOf: (name: string) => unknown,
): Promise<DrawnPage> {
  const part = moduleOf(DRAW_PAGE_PARTS.serverPart);
  const result = await renderPage({
    ...request,
    ...(part === undefined
      ? {}
      : {
          serverRemote: async () => ({
            modules: serverModulesOf(part, 'the server part'),
            stylesheets: () => [],
          }),
        }),
  });
  return result.ok ? { ok: true, html: result.html } : result;
}
