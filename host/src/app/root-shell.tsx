import { Outlet } from 'react-router-dom';
import { LoadingBarView } from '../loading/loading-bar-view';
import { PendingPlaysSync } from '../plays/pending-plays-sync';
import { UpdatePrompt } from '../pwa/update-prompt';
import { OfflineBanner } from '../layouts/offline-banner';
import { ViewportHeight } from '../layouts/viewport-height';
import { KeptScroll } from '../navigation/kept-scroll';

/** What every page has whatever its layout: the loading bar, the offline note, where the page scrolls on a move (kept-scroll.tsx), and the saving of finished plays. */
export function RootShell() {
  return (
    <>
      <ViewportHeight />
      <LoadingBarView />
      <OfflineBanner />
      <Outlet />
      <UpdatePrompt />
      <PendingPlaysSync />
      <KeptScroll />
    </>
  );
}
