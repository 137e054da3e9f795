import { reloadForChunkError } from './federation/chunk-reload-guard';
import { onFirstPaint } from './loading/first-paint';
import { fetchCampaign } from './campaign/fetch-campaign';
import { messages } from './i18n/messages';
import { preloadLandingRemote } from './federation/landing-preload';
import { PRERENDER_BUSY, PRERENDER_HIDDEN_CLASS, PRERENDER_META } from './prerender/names';

// The manifest request starts now, in parallel with the download of the app's code, instead of
// waiting for React (index.html even preloads it). The import() is the async boundary federation
// needs to negotiate the shared singletons before any of them runs.
const campaign = fetchCampaign();

/**
 * A prerendered page on show paints from its HTML and stylesheets alone: the app's code is asked
 * for once that paint is on screen, so on a phone's connection it does not share the bandwidth
 * the paint needs (docs/decisions/018). Any other page needs the code to paint at all.
 */
const prerenderedOnShow =
  document.querySelector(`meta[name="${PRERENDER_META}"]`) !== null &&
  !document.documentElement.classList.contains(PRERENDER_HIDDEN_CLASS);
const appCode = () => import(/* webpackChunkName: "bootstrap" */ './bootstrap');
const code = prerenderedOnShow
  ? new Promise<void>((resolve) => onFirstPaint(resolve)).then(appCode)
  : appCode();

// The manifest's schema check (zod). A prerendered page carries the server's checked manifest and
// mostly does without it: a re-read runs it only for a changed manifest (campaign-store.ts), and
// the browser downloads it at its lowest priority meanwhile (a prefetch, nothing run), so a
// navigation after an operator's change waits for no download. Any other page needs it before it
// can draw anything, so it is asked for now, alongside the app's code.
let check: ReturnType<typeof loadCheckModule> | undefined;
const loadCheckModule = () =>
  import(
    /* webpackChunkName: "campaign-check", webpackPrefetch: true */ './campaign/load-campaign'
  );
const loadCheck = () => {
  // One download, shared; one that failed is tried again by the next caller (a later re-read).
  check ??= loadCheckModule().catch((error: unknown) => {
    check = undefined;
    throw error;
  });
  return check.then((module) => module.validateCampaign);
};
if (!prerenderedOnShow) void loadCheck().catch(() => undefined);
// The remote's manifest such a page draws from at once, alongside the app's code.
if (!prerenderedOnShow) {
  preloadLandingRemote(
    window.location.pathname,
    campaign.then((fetched) => (fetched.ok ? fetched.json : null)),
  );
}

Promise.all([campaign, code]).then(([fetched, { start }]) => {
  const container = document.getElementById('root');
  if (container) start(fetched, container, loadCheck).catch(codeDidNotArrive);
}, codeDidNotArrive);

function codeDidNotArrive(error: unknown): void {
  // The app's own code did not arrive: one reload (at most once a minute), else say so plainly.
  if (reloadForChunkError(error)) return;
  const container = document.getElementById('root');
  if (!container) return;
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.style.padding = '2rem 1rem';
  message.textContent = messages.en['error.chunk'];
  document.documentElement.classList.remove(PRERENDER_HIDDEN_CLASS);
  container.removeAttribute(PRERENDER_BUSY);
  container.replaceChildren(message);
}
