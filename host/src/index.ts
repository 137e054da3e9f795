import { reloadForChunkError } from './app/chunk-reload-guard';
import { fetchCampaign } from './campaign/fetch-campaign';
import { messages } from './i18n/messages';

// The manifest request starts now, in parallel with the download of the app's code, instead of
// waiting for React (index.html even preloads it). The import() is the async boundary federation
// needs to negotiate the shared singletons before any of them runs.
const campaign = fetchCampaign();
Promise.all([campaign, import(/* webpackChunkName: "bootstrap" */ './bootstrap')]).then(
  ([fetched, { start }]) => {
    const container = document.getElementById('root');
    if (container) start(fetched, container);
  },
  (error: unknown) => {
    // The app's own code did not arrive: one reload (at most once a minute), else say so plainly.
    if (reloadForChunkError(error)) return;
    const container = document.getElementById('root');
    if (!container) return;
    const message = document.createElement('p');
    message.setAttribute('role', 'alert');
    message.style.padding = '2rem 1rem';
    message.textContent = messages.en['error.chunk'];
    container.replaceChildren(message);
  },
);
