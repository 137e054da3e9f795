import { StrictMode, useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LocaleStore } from '@onam/shared/i18n/locale-choice';
import type { HostServices } from '@onam/shared/react/host-context';
import type { BackendService } from '../backend/backend-service';
import type { CampaignStore } from '../campaign/campaign-store';
import { LiveCampaign } from '../campaign/campaign-context';
import { PageTransitionContext } from '../navigation/page-transition-view';
import type { PageTransition } from '../navigation/page-transition';
import { AppProviders } from './providers';

/**
 * Everything around the router, in one place for the page (bootstrap.tsx) and the prerenderer
 * (prerender/render-page.tsx): a prerendered page can only be hydrated if both render the very
 * same tree, so neither builds its own.
 */
export function AppTree({
  store,
  queryClient,
  backend,
  navigate,
  transition,
  localeStore,
  onReady,
  children,
}: {
  store: Pick<CampaignStore, 'current' | 'subscribe' | 'clock'>;
  queryClient: QueryClient;
  backend: BackendService;
  navigate: HostServices['navigate'];
  transition: PageTransition;
  localeStore?: LocaleStore;
  /** Called once the tree is on the page and answering (never in the prerenderer). */
  onReady?: () => void;
  /** The router: RouterProvider in the page, StaticRouterProvider in the prerenderer. */
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <ReadySignal onReady={onReady} />
      <LiveCampaign store={store}>
        {(live) => (
          <AppProviders
            manifest={live}
            queryClient={queryClient}
            backend={backend}
            navigate={navigate}
            localeStore={localeStore}
          >
            <PageTransitionContext.Provider value={transition}>
              {children}
            </PageTransitionContext.Provider>
          </AppProviders>
        )}
      </LiveCampaign>
    </StrictMode>
  );
}

/** Renders nothing; its effect runs once React has committed the page (hydrated or drawn). */
function ReadySignal({ onReady }: { onReady?: () => void }) {
  useEffect(() => onReady?.(), [onReady]);
  return null;
}
