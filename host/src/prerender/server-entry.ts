// What host/dist-prerender/render-page.cjs exports (host/webpack.prerender.js builds it from this
// file for Node): what the pages function and the preview decide about a page in their own
// process, with no React (plan-page.ts), how they put a drawn body into the page
// (compose-document.ts), the inline script's hash for the Content-Security-Policy, and the
// visitor's language as a request tells it. The body itself is drawn in a sandbox, by
// dist-prerender/draw-page.js (draw-page.ts).
import { createHash } from 'node:crypto';
import { INLINE_SCRIPT } from './inline-script';

export { composeDocument } from './compose-document';
export { DRAW_PAGE_PARTS } from './names';
export { INLINE_SCRIPT };
export { isPrerenderedPath, pageQuery, planPage, PRERENDERED_PATHS } from './plan-page';
export { MANIFEST_FILE, stylesheetsOf } from './remote-stylesheets';
export { SERVER_MODULES_FILE } from './server-part';
export { localeOfRequest } from '@onam/shared/i18n/request-locale';
// A shared link's preview tags, which the preview puts into the pages it serves as the
// pages function does (deploy/preview/prerender.mjs, deploy/functions/src/pages/pages.ts).
export { requestOrigin, shareMetaFor, withShareMeta } from '@onam/shared/share/meta';
export { gameOnPath } from '@onam/shared/share/game-on-path';

/** The inline script's hash, as the Content-Security-Policy's script-src names it. */
export const INLINE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
