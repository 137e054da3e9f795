// The names a prerendered page and the page's code agree on. No imports: main.js (index.ts) reads
// them before the app's shared modules have loaded.

/**
 * The `<meta name>` that carries the marker (shell-marker.ts) in a prerendered page's head. It sits
 * in the head so the inline script (inline-script.ts) can read it before the body is parsed.
 */
export const PRERENDER_META = 'onam-prerendered';

/** Set on `<html>` by the inline script when the prerendered page is not this visitor's to see. */
export const PRERENDER_HIDDEN_CLASS = 'prerender-hidden';

/**
 * On the root of a prerendered page until the app has taken it over: what is on screen cannot
 * answer a tap yet (links still work, as plain links).
 */
export const PRERENDER_BUSY = 'aria-busy';

/**
 * The window property where the inline script (inline-script.ts) keeps what a visitor did on a
 * prerendered page before the app took it over, for early-input.ts to hand to the app.
 */
export const EARLY_INPUT_GLOBAL = '__onamEarlyInput';

/**
 * The id of the `<script type="application/json">` at the end of a prerendered page's body: the
 * campaign manifest the page was drawn from, as the server's schema check returned it. The app
 * uses it instead of checking the manifest again when /campaign.json is still that manifest
 * (campaign/prerendered-manifest.ts).
 */
export const PRERENDER_MANIFEST_ID = 'onam-campaign';

/**
 * A page's sandbox's module names (draw-page.ts; docs/decisions/053): the drawing's, and the
 * server part's, whose `require` the drawing answers with its singletons.
 */
export const DRAW_PAGE_PARTS = { drawing: 'draw-page', serverPart: 'server-part' } as const;
