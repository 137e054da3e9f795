// A whole page for one request: renderPage()'s body put into the host build's app.html with the
// marker, the inline script, the brand's words and the stylesheets the screen and the drawn game
// need. One place for it, used by the pages function that answers `/`, `/game`, `/dress` and `/eat`
// in production (deploy/functions/src/pages/pages.ts) and by the preview (deploy/preview/prerender.mjs).
import { composePage } from './compose-page';
import { INLINE_SCRIPT } from './inline-script';
import { renderPage, type RenderRequest } from './render-page';
import type { ShellMarker } from './shell-marker';

export interface DocumentRequest extends RenderRequest {
  /** The host build's app.html. */
  template: string;
  /** Each screen's stylesheets, by its chunk name (host/dist/screen-styles.json). */
  screenStyles: Readonly<Record<string, readonly string[]>>;
}

export type DocumentResult =
  { ok: true; page: string; marker: ShellMarker } | { ok: false; reason: string };

export async function renderDocument({
  template,
  screenStyles,
  ...request
}: DocumentRequest): Promise<DocumentResult> {
  const result = await renderPage(request);
  if (!result.ok) return result;
  return {
    ok: true,
    marker: result.marker,
    page: composePage({
      template,
      html: result.html,
      marker: result.marker,
      manifest: result.manifest,
      wallPage: result.wallPage,
      title: result.title,
      themeColor: result.themeColor,
      script: INLINE_SCRIPT,
      // The screen's own (unless the template links them already), then the drawn game's.
      stylesheets: [
        ...(screenStyles[result.screen] ?? []).filter((href) => !template.includes(href)),
        ...result.stylesheets,
      ],
    }),
  };
}
