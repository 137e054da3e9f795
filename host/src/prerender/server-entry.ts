// What host/dist-prerender/render-page.cjs exports (host/webpack.prerender.js builds it from this
// file): the page renderer and what its callers need beside it, the inline script's hash for the
// Content-Security-Policy and the visitor's language as a request tells it.
export { composePage } from './compose-page';
export { INLINE_SCRIPT } from './inline-script';
export { INLINE_SCRIPT_HASH, pageQuery, PRERENDERED_PATHS, renderPage } from './render-page';
export { renderDocument } from './render-document';
export { localeOfRequest } from '@onam/shared/i18n/request-locale';
// A shared link's preview tags, which the preview puts into the pages it serves as the
// pages function does (deploy/preview/prerender.mjs, deploy/functions/src/pages/pages.ts).
export { requestOrigin, shareMetaFor, withShareMeta } from '@onam/shared/share/meta';
