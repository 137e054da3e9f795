// Puts a prerendered page into the host's built HTML (host/dist/app.html): plain string work over
// the one file html-webpack-plugin writes, tested in compose-page.test.ts.
import { DRAWN_WALL_ID } from '@onam/shared/backend/wall-page';
import { PRERENDER_BUSY, PRERENDER_MANIFEST_ID, PRERENDER_META } from './names';
import { formatMarker, type ShellMarker } from './shell-marker';

const ROOT = /<div id=(["']?)root\1><\/div>/;
const CHARSET = /<meta charset=[^>]*>/i;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel=["']?preload\b)(?=[^>]*\bas=["']?script\b)[^>]*>/gi;

export interface ComposeRequest {
  /** The built app.html: an empty `<div id="root">`. */
  template: string;
  /** renderPage()'s HTML, placed inside the root. */
  html: string;
  marker: ShellMarker;
  /** The page's title and description (the brand's, in the page's language). */
  title: string;
  themeColor: string;
  /** The inline script (inline-script.ts), placed in the head before anything that can block it. */
  script: string;
  /** A drawn game's stylesheets from its remote, linked after the host's own. */
  stylesheets?: readonly string[];
  /**
   * The checked manifest the page was drawn from (renderPage's), carried at the end of the body
   * for the app (campaign/prerendered-manifest.ts). Left out, the app checks the manifest itself.
   */
  manifest?: unknown;
  /** The wall's first page the page was drawn with (render-page.ts), carried for the app likewise. */
  wallPage?: unknown;
}

/**
 * The page with its prerendered body. The marker and the inline script go right after the charset,
 * ahead of the stylesheets (an inline script waits for stylesheets above it). The template's
 * script preloads go: nothing in them is needed for this page's first paint, and on a phone's
 * connection they would share its bandwidth with the stylesheets and fonts it does need. The
 * scripts still load, started by main.js once the page has painted.
 */
export function composePage({
  template,
  html,
  marker,
  title,
  themeColor,
  script,
  stylesheets = [],
  manifest,
  wallPage,
}: ComposeRequest): string {
  if (!ROOT.test(template)) throw new Error('composePage: the template has no empty root element');
  const head = `<meta name="${PRERENDER_META}" content="${formatMarker(marker)}"><script>${script}</script>`;
  const withHead = CHARSET.test(template)
    ? template.replace(CHARSET, (charset) => `${charset}${head}`)
    : template.replace(/<head>/i, `<head>${head}`);
  // The brand's words as a link preview or a search result shows them, before any script runs.
  return withHead
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      metaPattern('description'),
      () => `<meta name="description" content="${escapeHtml(title)}">`,
    )
    .replace(
      metaPattern('theme-color'),
      () => `<meta name="theme-color" content="${escapeHtml(themeColor)}">`,
    )
    .replace(SCRIPT_PRELOAD, '')
    .replace(
      /<\/head>/i,
      () =>
        `${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('')}</head>`,
    )
    .replace(
      ROOT,
      (_root, quote: string) =>
        `<div id=${quote}root${quote} ${PRERENDER_BUSY}="true">${html}</div>`,
    )
    .replace(
      /<\/body>/i,
      () =>
        `${dataElement(PRERENDER_MANIFEST_ID, manifest)}${dataElement(DRAWN_WALL_ID, wallPage)}</body>`,
    );
}

/** A `<script type="application/json">` carrying `value`, or nothing when there is none. */
function dataElement(id: string, value: unknown): string {
  return value === undefined
    ? ''
    : `<script type="application/json" id="${id}">${jsonInHtml(value)}</script>`;
}

/**
 * JSON that stays data inside a `<script>` element: every `<` written as its JSON escape, so no
 * `</script>` or `<!--` in the operators' text can end the element or change how it is parsed.
 * JSON.parse reads the escape back as `<`. (No script runs it: its type is application/json,
 * which the Content-Security-Policy does not need to allow.)
 */
export function jsonInHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const metaPattern = (name: string) => new RegExp(`<meta name=["']?${name}["']?[^>]*>`, 'i');

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
