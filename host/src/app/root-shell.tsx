import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoadingBarView } from '../loading/loading-bar-view';
import { UpdatePrompt } from '../pwa/update-prompt';
import { OfflineBanner } from './offline-banner';
import { ViewportHeight } from './viewport-height';

/** What every page has whatever its layout: the loading bar, the offline note, scroll restoration. */
export function RootShell() {
  return (
    <>
      <ViewportHeight />
      <LoadingBarView />
      <OfflineBanner />
      <Outlet />
      <UpdatePrompt />
      <ScrollRestoration />
    </>
  );
}
