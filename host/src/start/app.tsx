import { RouterProvider } from 'react-router-dom';
import { addedGameId } from '@onam/shared/manifest/route-paths';
import type { QueryClient } from '@tanstack/react-query';
import type { BackendService } from '../backend/backend-service';
import type { CampaignStore } from '../campaign/campaign-store';
import { AppTree } from '../app/app-tree';
import { createRouter } from '../app/router';
import { trackPageViews } from '../analytics/page-view';
import { replayEarlyInput } from '../prerender/early-input';
import { markAnswering } from './render';

/**
 * Step 7. The router and the app's tree. When the app has the page, it answers: its root stops
 * being aria-busy, and what the visitor tapped and typed on the drawn page before then reaches it
 * (early-input.ts).
 */
export function createTheApp(
  container: HTMLElement,
  store: CampaignStore,
  queryClient: QueryClient,
  backend: BackendService,
) {
  const { router, transition } = createRouter(
    backend.authState,
    store.forNavigation,
    // Only the console asks: the backend is loaded by then, since the guard waited for Auth.
    () => backend.get().then((port) => port.campaignDesk?.isOperator() ?? false),
    // An added game's address is a page only while the manifest names it (decision 058).
    (path) => !addedGameId(path) || Object.hasOwn(store.current().routes, path),
  );
  trackPageViews(router);
  const app = (
    <AppTree
      store={store}
      queryClient={queryClient}
      backend={backend}
      navigate={(path) => void router.navigate(path)}
      transition={transition}
      onReady={() => {
        markAnswering(container);
        void replayEarlyInput();
      }}
    >
      <RouterProvider router={router} />
    </AppTree>
  );
  return { router, app };
}
