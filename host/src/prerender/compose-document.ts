// A whole page for one request, put together outside the sandbox that drew its body: the drawn
// body placed into the host build's app.html with what plan-page.ts decided (the marker, the
// brand's words, the manifest the page carries), the inline script, and the stylesheets the screen
// and the drawn game need. The pages function and the preview use it; a drawing only ever
// becomes the body (compose-page.ts).
import type { WallPage } from '@onam/shared/backend/wishes';
import { composePage } from './compose-page';
import { INLINE_SCRIPT } from './inline-script';
import type { PagePlan } from './plan-page';

export interface DocumentParts {
  /** The host build's app.html. */
  template: string;
  /** Each screen's stylesheets, by its chunk name (host/dist/screen-styles.json). */
  screenStyles: Readonly<Record<string, readonly string[]>>;
  plan: Extract<PagePlan, { ok: true }>;
  /** The body's HTML, as the sandbox drew it. */
  html: string;
  /** The drawn game's stylesheets from its remote (remote-stylesheets.ts), absolute URLs. */
  gameStylesheets?: readonly string[];
  /** The wall's first page the body was drawn with, for the app to read back. */
  wallPage?: WallPage;
}

export function composeDocument({
  template,
  screenStyles,
  plan,
  html,
  gameStylesheets = [],
  wallPage,
}: DocumentParts): string {
  return composePage({
    template,
    html,
    marker: plan.marker,
    manifest: plan.manifest,
    wallPage,
    title: plan.title,
    themeColor: plan.themeColor,
    script: INLINE_SCRIPT,
    // The screen's own (unless the template links them already), then the drawn game's.
    stylesheets: [
      ...(screenStyles[plan.screen] ?? []).filter((href) => !template.includes(href)),
      ...gameStylesheets,
    ],
  });
}
