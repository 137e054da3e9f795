import { fetchCampaign } from './campaign/fetch-campaign';

// The manifest request starts now, in parallel with the download of the app's code, instead of
// waiting for React (index.html even preloads it). The import() is the async boundary federation
// needs to negotiate the shared singletons before any of them runs.
const campaign = fetchCampaign();
void Promise.all([campaign, import('./bootstrap')]).then(([fetched, { start }]) => {
  const container = document.getElementById('root');
  if (container) start(fetched, container);
});
