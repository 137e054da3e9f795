import { Outlet, ScrollRestoration } from 'react-router-dom';
import { LoadingBarView } from '../loading/loading-bar-view';
import { PendingPlaysSync } from '../plays/pending-plays-sync';
import { UpdatePrompt } from '../pwa/update-prompt';
import { OfflineBanner } from '../layouts/offline-banner';
import { ViewportHeight } from '../layouts/viewport-height';

/** What every page has whatever its layout: the loading bar, the offline note, scroll restoration, and the saving of finished plays. */
export function RootShell() {
  return (
    <>
      <ViewportHeight />
      <LoadingBarView />
      <OfflineBanner />
      <Outlet />
      <UpdatePrompt />
      <PendingPlaysSync />
      <ScrollRestoration />
    </>
  );
}
